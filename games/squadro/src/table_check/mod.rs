//! An independent check of Squadro's endgame tables.
//!
//! It shares no code with the solver beyond the rules: it reads the files from their
//! documented layout ([`file`]), numbers positions as the documents say
//! ([`numbering`]), finds each position's children with [`Squadro`](crate::Squadro)'s
//! own legal actions, and checks that every stored value satisfies the win, loss and
//! draw equations against them ([`verify`]). A fault of the solver's index, reader or
//! propagation then shows as a disagreement instead of being checked against itself.

mod dense;
mod file;
mod index;
mod numbering;
mod report;
mod verify;

use std::collections::HashSet;
use std::ops::Range;
use std::path::Path;

pub use file::crc32;
pub use report::{Disagreement, Report, Tally};

use index::Index;
use numbering::Sets;
use verify::Loaded;

/// What to check.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    /// Places in the family list (docs/squadro.md), half-open.
    pub families: Range<usize>,
    /// Numbers drawn per family (with replacement); `None`, or a sample as large as
    /// the family, checks every number.
    pub sample: Option<u64>,
    pub seed: u64,
    pub threads: usize,
    /// Disagreements kept in the report (all are counted).
    pub keep: usize,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            families: 0..600,
            sample: None,
            seed: 1,
            threads: 2,
            keep: 20,
        }
    }
}

/// Checks the tables in `dir/squadro/` (`dir` as `--tables` of `cubist solve`).
/// A missing, corrupt or foreign file is an error that names it.
pub fn check_tables(dir: &Path, options: &CheckOptions) -> Result<Report, String> {
    let list = numbering::list();
    if options.families.end > list.len() || options.families.is_empty() {
        return Err(format!(
            "families {:?}: the list has 0..{}",
            options.families,
            list.len()
        ));
    }
    let known: HashSet<Sets> = list.iter().copied().collect();
    let mut loaded = Loaded::new();
    let mut report = Report::default();
    for &sets in &list[options.families.clone()] {
        load(dir, &known, sets, &mut loaded)?;
        check_family(&loaded, sets, options, &mut report);
    }
    Ok(report)
}

/// Keeps in `loaded` exactly the tables of `sets` and of the families its moves reach.
fn load(dir: &Path, known: &HashSet<Sets>, sets: Sets, loaded: &mut Loaded) -> Result<(), String> {
    let mut needed = vec![sets];
    for side in 0..2 {
        for lane in 0..crate::LANES {
            let mut more = sets;
            more.0[side] |= 1 << lane;
            if more != sets && known.contains(&more) {
                needed.push(more);
            }
        }
    }
    loaded.retain(|s, _| needed.contains(s));
    for s in needed {
        if let std::collections::hash_map::Entry::Vacant(slot) = loaded.entry(s) {
            let index = numbering_on_disk(dir, s);
            let path = dir.join("squadro").join(format!("{}.tbl", index.name()));
            let table = file::TableFile::read(&path, &index.name(), index.size())?;
            slot.insert((index, table));
        }
    }
    Ok(())
}

/// The dense numbering if the family's dense file is there, else `Family`'s.
fn numbering_on_disk(dir: &Path, sets: Sets) -> Index {
    let dense = Index::Dense(dense::Dense::new(sets));
    let path = dir.join("squadro").join(format!("{}.tbl", dense.name()));
    if path.exists() {
        dense
    } else {
        Index::Holed(sets)
    }
}

/// Checks one family's numbers (all, or a sample) on `options.threads` threads.
fn check_family(loaded: &Loaded, sets: Sets, options: &CheckOptions, report: &mut Report) {
    let (index, table) = &loaded[&sets];
    let size = index.size();
    let full = options.sample.is_none_or(|n| n >= size);
    let count = if full {
        size
    } else {
        options.sample.unwrap_or(size)
    };
    let seed = options.seed ^ splitmix(sets.0[0] as u64 * 64 + sets.0[1] as u64);
    let threads = options.threads.max(1) as u64;
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let work: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for i in (t..count).step_by(threads as usize) {
                        let number = if full {
                            i
                        } else {
                            splitmix(seed ^ splitmix(i)) % size
                        };
                        tally.add(
                            verify::check(loaded, sets, number),
                            index,
                            number,
                            options.keep,
                        );
                    }
                    tally
                })
            })
            .collect();
        work.into_iter()
            .map(|w| w.join().unwrap_or_default())
            .collect()
    });
    let family = tallies
        .into_iter()
        .fold(Tally::default(), |a, b| a.merge(b, options.keep));
    if full {
        report.compare_header(&index.name(), table, &family);
    }
    report.add(family, options.keep);
}

/// A well-mixed 64-bit hash (SplitMix64's finaliser), for drawing numbers.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
