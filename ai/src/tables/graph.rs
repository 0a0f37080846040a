//! The two passes over a family's positions that need the game's rules: Expand values
//! what each position's moves lead to outside the family and counts the moves within
//! it; Link records, for each position, the positions of the family that move to it.
//! Everything after works on these arrays alone.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};

use cubist_core::{Game, PositionIndex, Seat, ToMove};

use super::packed::{code, pack, plies, DRAW, LOSS, MAX_PLIES, NONE, WIN};
use super::{TableError, Tables};

/// Set in a predecessor link when the position moving here has the same side to move
/// as the position moved to (a turn of several actions).
pub(crate) const SAME: u32 = 1 << 31;
/// The largest family the links can number.
pub(crate) const MAX_FAMILY: u64 = (SAME - 1) as u64;
/// The loss floor of a position that has a drawing move out of the family: it can
/// never lose.
pub(crate) const NEVER_LOSS: u16 = MAX_PLIES;
/// Positions per unit of parallel work.
pub(crate) const CHUNK: usize = 1024;

/// The family being solved and the tables of the earlier ones.
pub(crate) struct Family<'a, G: Game> {
    pub k: usize,
    pub name: String,
    pub index: &'a dyn PositionIndex<G>,
    pub tables: &'a Tables<G>,
}

/// Where a move leads, for the side that made it.
enum Child {
    /// Position `j` of this family; `same` when the same side moves there.
    Inside { j: u64, same: bool },
    /// A known value for the mover: code and plies from the position moved from.
    Known { code: u16, plies: u16 },
}

/// What the Expand pass counted.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Counts {
    pub holes: u64,
    pub finished: u64,
}

impl std::ops::Add for Counts {
    type Output = Counts;
    fn add(self, o: Counts) -> Counts {
        Counts {
            holes: self.holes + o.holes,
            finished: self.finished + o.finished,
        }
    }
}

impl<G: Game> Family<'_, G> {
    fn bad(&self, why: String) -> TableError {
        TableError::BadIndex {
            family: self.name.clone(),
            why,
        }
    }

    /// Where `child`, reached by `seat`'s move, leads. With `probe` false, moves out of
    /// the family are not looked up (the Link pass needs only moves within it).
    fn classify(&self, child: &G, seat: Seat, probe: bool) -> Result<Option<Child>, TableError> {
        let next = match child.to_move() {
            ToMove::One(next) => next,
            ToMove::Over if !probe => return Ok(None),
            ToMove::Over => {
                let o = child
                    .outcome()
                    .ok_or_else(|| self.bad("a finished game gives no outcome".into()))?;
                let code = match (o.winners.contains(seat), o.winners.len()) {
                    (true, 1) => WIN,
                    (false, 1) => LOSS,
                    _ => DRAW,
                };
                return Ok(Some(Child::Known { code, plies: 1 }));
            }
            _ => return Err(simultaneous::<G>()),
        };
        let k = child.position_family().ok_or_else(|| {
            self.bad(format!(
                "a move leads to a position in no family: {}",
                child.encode()
            ))
        })?;
        if k == self.k {
            let j = self
                .index
                .index_of(child)
                .filter(|&j| j < self.index.size());
            let j = j.ok_or_else(|| {
                self.bad(format!(
                    "a position said to be in it has no number: {}",
                    child.encode()
                ))
            })?;
            return Ok(Some(Child::Inside {
                j,
                same: next == seat,
            }));
        }
        if k > self.k {
            return Err(self.bad(format!(
                "a move leads to family {k}, later in the list: {}",
                child.encode()
            )));
        }
        if !probe {
            return Ok(None);
        }
        let earlier = &self.tables.indexes()[k];
        let table = self
            .tables
            .loaded(k)
            .ok_or_else(|| TableError::MissingFamily {
                family: self.name.clone(),
                needs: earlier.name(),
            })?;
        let v = earlier.index_of(child).and_then(|j| table.values.get(j));
        let v = v.filter(|&v| code(v) != NONE).ok_or_else(|| {
            self.bad(format!(
                "a move leads to a position family {} does not number: {}",
                earlier.name(),
                child.encode()
            ))
        })?;
        let (code, plies) = match code(v) {
            DRAW => (DRAW, 0),
            c => {
                let same = c == WIN;
                let mine = if (next == seat) == same { WIN } else { LOSS };
                (mine, plies(v) + 1)
            }
        };
        if plies >= NEVER_LOSS {
            return Err(self.bad("a distance to the end is too long for the tables".into()));
        }
        Ok(Some(Child::Known { code, plies }))
    }

    /// Expand positions `start..` (as many as `vals` holds): fills their values (holes,
    /// finished games, wins and losses known from moves out of the family, otherwise
    /// "unknown" with the loss floor), their counts of moves within the family, and
    /// adds their moves within it to `indegree` when the links are to be stored.
    pub(crate) fn expand(
        &self,
        start: u64,
        vals: &mut [u16],
        count: &mut [u16],
        indegree: Option<&[AtomicU64]>,
    ) -> Result<Counts, TableError> {
        let mut counts = Counts::default();
        let mut actions = Vec::new();
        let mut inside = Vec::new();
        for (o, (v, n)) in vals.iter_mut().zip(count.iter_mut()).enumerate() {
            let i = start + o as u64;
            *n = 0;
            let Some(pos) = self.index.position(i) else {
                *v = pack(NONE, 0);
                counts.holes += 1;
                continue;
            };
            if self.index.index_of(&pos) != Some(i) {
                return Err(self.bad(format!("position {i} does not number back to {i}")));
            }
            let seat = match pos.to_move() {
                ToMove::One(seat) => seat,
                ToMove::Over => {
                    *v = pack(NONE, 0);
                    counts.finished += 1;
                    continue;
                }
                _ => return Err(simultaneous::<G>()),
            };
            pos.legal_actions(seat, &mut actions);
            if actions.is_empty() {
                return Err(self.bad(format!("position {i} has a side to move and no move")));
            }
            let (mut win, mut floor, mut draw) = (u16::MAX, 0u16, false);
            inside.clear();
            for &a in &actions {
                let mut child = pos.clone();
                child.play(seat, a);
                match self.classify(&child, seat, true)? {
                    Some(Child::Inside { j, .. }) => inside.push(j),
                    Some(Child::Known { code: WIN, plies }) => win = win.min(plies),
                    Some(Child::Known { code: LOSS, plies }) => floor = floor.max(plies),
                    Some(Child::Known { .. }) => draw = true,
                    None => {}
                }
            }
            *v = if win < u16::MAX {
                pack(WIN, win)
            } else if inside.is_empty() && !draw {
                pack(LOSS, floor)
            } else {
                pack(DRAW, if draw { NEVER_LOSS } else { floor })
            };
            if win == 1 {
                // Nothing within the family can shorten a win in one: no links needed.
                continue;
            }
            *n = u16::try_from(inside.len())
                .map_err(|_| self.bad(format!("position {i} has more than 65535 moves")))?;
            if let Some(indegree) = indegree {
                for &j in &inside {
                    indegree[j as usize].fetch_add(1, Relaxed);
                }
            }
        }
        Ok(counts)
    }

    /// Link positions `start..` that have moves within the family (`count` nonzero):
    /// each such move from `i` to `j` writes `i` (with [`SAME`] if the side to move is
    /// the same) at the next free place of `j`'s list, whose cursor is `slots[j]`.
    pub(crate) fn link(
        &self,
        start: u64,
        count: &[u16],
        slots: &[AtomicU64],
        preds: &[AtomicU32],
    ) -> Result<u64, TableError> {
        let mut actions = Vec::new();
        let mut placed = 0u64;
        for (o, &n) in count.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let i = start + o as u64;
            let pos = self.index.position(i).ok_or_else(|| {
                self.bad(format!(
                    "position {i} was there in one pass and not the next"
                ))
            })?;
            let Some(seat) = pos.to_move().actor() else {
                return Err(self.bad(format!("position {i} changed between two passes")));
            };
            pos.legal_actions(seat, &mut actions);
            for &a in &actions {
                let mut child = pos.clone();
                child.play(seat, a);
                if let Some(Child::Inside { j, same }) = self.classify(&child, seat, false)? {
                    let at = slots[j as usize].fetch_add(1, Relaxed) as usize;
                    let link = (i as u32) | (if same { SAME } else { 0 });
                    preds
                        .get(at)
                        .ok_or_else(|| self.bad("the moves changed between two passes".into()))?
                        .store(link, Relaxed);
                    placed += 1;
                }
            }
        }
        Ok(placed)
    }
}

fn simultaneous<G: Game>() -> TableError {
    TableError::Unsuitable {
        game: G::NAME.into(),
        why: "a position waits for simultaneous choices".into(),
    }
}
