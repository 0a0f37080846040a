//! A cube's paths and what they do: every simple path with its [`Effect`], the
//! readable definition of a move that the fast generator ([`crate::movegen`]) must
//! match, and the check of one given path, which notation and the reasons an action is
//! illegal use.

use cubist_core::{Args, Phrase, Seat};

use crate::action::Path;
use crate::board::{cell_name, step, DIRS};
use crate::catalogue::phrase;
use crate::CubeConquest;

/// The face-down cells a path enters and where it ends, which is all that a move
/// changes besides the card: two paths with the same effect are the same move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    pub dest: u8,
    pub reveals: u64,
}

impl CubeConquest {
    /// Every simple path (no cell entered twice, the start included) of 1..=`max_len`
    /// steps from `from` for a cube of `seat` that avoids enemy cubes and ends on an
    /// empty cell, with its effect.
    pub(crate) fn walk(&self, seat: Seat, from: u8, max_len: u8, f: &mut impl FnMut(Path, Effect)) {
        self.walk_from(seat, from, Path::EMPTY, 1 << from, 0, max_len, f);
    }

    #[allow(clippy::too_many_arguments)]
    fn walk_from(
        &self,
        seat: Seat,
        at: u8,
        path: Path,
        visited: u64,
        reveals: u64,
        max_len: u8,
        f: &mut impl FnMut(Path, Effect),
    ) {
        if path.len == max_len {
            return;
        }
        let size = self.size();
        for d in DIRS {
            let Some(next) = step(size, at, d) else {
                continue;
            };
            if visited >> next & 1 == 1 || self.units[next as usize].enemy_of(seat) {
                continue;
            }
            let p = path.push(d);
            let r = if self.is_face_up(next) {
                reveals
            } else {
                reveals | 1 << next
            };
            if self.units[next as usize].is_empty() {
                f(
                    p,
                    Effect {
                        dest: next,
                        reveals: r,
                    },
                );
            }
            self.walk_from(seat, next, p, visited | 1 << next, r, max_len, f);
        }
    }

    /// What `path` from `from` does, if it is a legal walk for a cube of `seat`; else
    /// why not.
    pub(crate) fn path_effect(&self, seat: Seat, from: u8, path: Path) -> Result<Effect, Phrase> {
        let size = self.size();
        let at = |id: &'static str, c: u8| phrase(id, Args::new().text("cell", cell_name(size, c)));
        let mut here = from;
        let mut visited = 1u64 << from;
        let mut reveals = 0;
        for (i, d) in path.dirs().enumerate() {
            let Some(next) = step(size, here, d) else {
                return Err(phrase("cube-conquest-path-off-board", Args::new()));
            };
            if visited >> next & 1 == 1 {
                return Err(at("cube-conquest-path-twice", next));
            }
            if self.units[next as usize].enemy_of(seat) {
                return Err(at("cube-conquest-path-enemy", next));
            }
            if i + 1 == path.len as usize && !self.units[next as usize].is_empty() {
                return Err(at("cube-conquest-path-end-taken", next));
            }
            if !self.is_face_up(next) {
                reveals |= 1 << next;
            }
            visited |= 1 << next;
            here = next;
        }
        Ok(Effect {
            dest: here,
            reveals,
        })
    }

    /// The canonical path with the same effect as a legal `path` (see [`Effect`]).
    pub(crate) fn canonical_path(&self, seat: Seat, from: u8, path: Path) -> Option<Path> {
        let target = self.path_effect(seat, from, path).ok()?;
        let mut best = path;
        self.walk(seat, from, path.len, &mut |p, e| {
            if e == target && p < best {
                best = p;
            }
        });
        Some(best)
    }
}

/// Bitboards of the cells a cube of `seat` may walk through (no enemy cube) and end on
/// (empty), and of the face-down cells: what [`CubeConquest::walk`] reads, as the fast
/// generator takes them.
#[cfg(test)]
pub(crate) fn walk_masks(g: &CubeConquest, seat: Seat) -> (u64, u64, u64) {
    let (mut open, mut empty) = (0, 0);
    for c in g.board_cells() {
        let u = g.units[c as usize];
        if !u.enemy_of(seat) {
            open |= 1 << c;
        }
        if u.is_empty() {
            empty |= 1 << c;
        }
    }
    (open, empty, !g.face_up)
}
