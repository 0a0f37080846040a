//! Counts and disagreements of a check, per thread, per family and in all.

use std::fmt;

use super::file::{Stored, TableFile};
use super::index::Index;
use super::verify::Verdict;

/// One stored value that the equations refute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    pub family: String,
    pub number: u64,
    /// The position's text (`Game::encode`), or the progress of a hole.
    pub position: String,
    pub stored: String,
    pub expected: String,
}

/// What a set of checked numbers held.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub checked: u64,
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    /// Holes and finished positions.
    pub none: u64,
    pub longest: [u16; 2],
    pub disagreements: u64,
    pub first: Vec<Disagreement>,
}

impl Tally {
    pub(super) fn add(&mut self, verdict: Verdict, index: &Index, number: u64, keep: usize) {
        self.checked += 1;
        match verdict {
            Verdict::Agrees(Stored::Win(d)) => {
                self.wins += 1;
                self.longest[0] = self.longest[0].max(d);
            }
            Verdict::Agrees(Stored::Loss(d)) => {
                self.losses += 1;
                self.longest[1] = self.longest[1].max(d);
            }
            Verdict::Agrees(Stored::Draw) => self.draws += 1,
            Verdict::Agrees(Stored::None) => self.none += 1,
            Verdict::Disagrees {
                position,
                stored,
                expected,
            } => {
                self.disagreements += 1;
                if self.first.len() < keep {
                    let family = index.name();
                    let stored = format!("{stored:?}");
                    self.first.push(Disagreement {
                        family,
                        number,
                        position,
                        stored,
                        expected,
                    });
                }
            }
        }
    }

    pub(super) fn merge(mut self, other: Tally, keep: usize) -> Tally {
        self.checked += other.checked;
        self.wins += other.wins;
        self.losses += other.losses;
        self.draws += other.draws;
        self.none += other.none;
        self.longest = [0, 1].map(|i| self.longest[i].max(other.longest[i]));
        self.disagreements += other.disagreements;
        self.first.extend(other.first);
        self.first.sort_by_key(|d| d.number);
        self.first.truncate(keep);
        self
    }
}

/// The whole check: the tally of every family, and header counts that the values
/// refute (a full pass only).
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub families: usize,
    pub total: Tally,
    pub header_mismatches: Vec<String>,
}

impl Report {
    pub(super) fn add(&mut self, family: Tally, keep: usize) {
        self.families += 1;
        let mut first = std::mem::take(&mut self.total.first);
        let room = keep.saturating_sub(first.len());
        first.extend(family.first.iter().take(room).cloned());
        self.total = std::mem::take(&mut self.total).merge(
            Tally {
                first: vec![],
                ..family
            },
            keep,
        );
        self.total.first = first;
    }

    /// Compares a fully checked family's counts (disagreeing values left out, so
    /// only a clean family can match) with its file's header.
    pub(super) fn compare_header(&mut self, name: &str, table: &TableFile, family: &Tally) {
        if family.disagreements > 0 {
            return;
        }
        let counted = [family.wins, family.losses, family.draws, family.none];
        let header = table.counts;
        let said = [header[0], header[1], header[2], header[3] + header[4]];
        if counted != said || family.longest != table.longest {
            self.header_mismatches.push(format!(
                "{}: values count wins, losses, draws, none {counted:?} and longest {:?}; \
                 the header says {said:?} and {:?}",
                name, family.longest, table.longest
            ));
        }
    }

    /// No value refuted and no header contradicted.
    pub fn is_clean(&self) -> bool {
        self.total.disagreements == 0 && self.header_mismatches.is_empty()
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &self.total;
        writeln!(f, "families checked: {}", self.families)?;
        writeln!(f, "positions checked: {}", t.checked)?;
        writeln!(
            f,
            "wins {}, losses {}, draws {}, holes and finished {}",
            t.wins, t.losses, t.draws, t.none
        )?;
        writeln!(
            f,
            "longest win {} plies, longest loss {} plies",
            t.longest[0], t.longest[1]
        )?;
        writeln!(f, "disagreements: {}", t.disagreements)?;
        for d in &t.first {
            writeln!(
                f,
                "  {} #{} {}: stored {}, expected {}",
                d.family, d.number, d.position, d.stored, d.expected
            )?;
        }
        writeln!(
            f,
            "header counts contradicted: {}",
            self.header_mismatches.len()
        )?;
        for m in &self.header_mismatches {
            writeln!(f, "  {m}")?;
        }
        Ok(())
    }
}
