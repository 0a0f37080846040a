//! A Tilt position (cubes, who acts, pending bonus) and the rules that act on it.
//!
//! Everything here works on bitboards (see [`crate::geometry`]): move generation and
//! play never allocate, and a position is a few words, so cloning is a copy.

use cubist_core::Seat;

use crate::geometry::{bits, Bits, Dir, Geometry, Square, DIRS};
use crate::{zobrist, Action};

/// Cubes each player owns (on the board or in the pool).
pub const CUBES: u32 = 8;

/// The board, the player to act and the pending bonus move, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) size: u8,
    /// Cubes of Light (0) and Dark (1).
    pub(crate) cubes: [Bits; 2],
    /// Which of the cubes are active (turned 45°). Never touches another cube.
    pub(crate) active: Bits,
    pub(crate) mover: u8,
    /// `Some(square)` while the mover has a bonus move pending; the cube on `square`
    /// was moved by the slide that earned it and may not be picked up.
    pub(crate) bonus: Option<Square>,
    /// Zobrist key of all the above, kept up to date by [`Position::apply`].
    pub(crate) key: u64,
}

/// What a square holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    Empty,
    Cube { seat: Seat, active: bool },
}

impl Position {
    /// An empty board of side `size` (4..10) with `mover` to act.
    pub fn empty(size: u8, mover: Seat) -> Self {
        let mut p = Position {
            size,
            cubes: [0; 2],
            active: 0,
            mover: mover as u8,
            bonus: None,
            key: 0,
        };
        p.key = p.compute_key();
        p
    }

    #[inline]
    pub(crate) fn geo(&self) -> &'static Geometry {
        Geometry::of(self.size)
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn mover(&self) -> Seat {
        self.mover as Seat
    }

    /// The square of the cube that earned the pending bonus move, if one is pending.
    pub fn bonus(&self) -> Option<Square> {
        self.bonus
    }

    #[inline]
    pub fn occupied(&self) -> Bits {
        self.cubes[0] | self.cubes[1]
    }

    /// Cubes of `seat` on the board.
    pub fn on_board(&self, seat: Seat) -> u32 {
        self.cubes[seat].count_ones()
    }

    /// Cubes of `seat` in the pool.
    pub fn pool(&self, seat: Seat) -> u32 {
        CUBES.saturating_sub(self.on_board(seat))
    }

    /// Active cubes of `seat`.
    pub fn active_count(&self, seat: Seat) -> u32 {
        (self.cubes[seat] & self.active).count_ones()
    }

    /// What is on `sq` (empty for squares off the board).
    pub fn cell(&self, sq: Square) -> Cell {
        let g = self.geo();
        if !g.contains(sq) {
            return Cell::Empty;
        }
        let b = g.bit(sq);
        match (0..2).find(|&s| self.cubes[s] & b != 0) {
            Some(seat) => Cell::Cube {
                seat,
                active: self.active & b != 0,
            },
            None => Cell::Empty,
        }
    }

    /// Empty cells not beside an active cube: where a cube may be placed.
    #[inline]
    pub fn placement_cells(&self) -> Bits {
        let g = self.geo();
        g.all & !self.occupied() & !g.neighbours(self.active)
    }

    /// Whether `seat` owns an active cube that has a legal slide.
    #[inline]
    pub fn has_movable(&self, seat: Seat) -> bool {
        let own = self.cubes[seat] & self.active;
        // One direction usually settles it, so stop at the first that does.
        own != 0 && DIRS.iter().any(|&d| self.movable_towards(own, d) != 0)
    }

    /// Active cubes of `seat` that have a legal slide. A cube can slide in a direction
    /// exactly when the first square that way is empty and not in front of an active
    /// cube; a longer slide passes through that square, so needs the same.
    pub fn movable_cubes(&self, seat: Seat) -> Bits {
        let own = self.cubes[seat] & self.active;
        DIRS.iter()
            .fold(0, |movable, &d| movable | self.movable_towards(own, d))
    }

    /// The cubes of `own` that can slide in direction `d`.
    #[inline]
    fn movable_towards(&self, own: Bits, d: Dir) -> Bits {
        let g = self.geo();
        let empty = g.all & !self.occupied();
        let first_step_ok = empty & !g.shift(self.active, d.opposite());
        g.shift(first_step_ok, d.opposite()) & own
    }

    /// Whether `seat` may place a cube now: a cube in the pool, and an own active cube
    /// that can slide, unless `seat` has no cube on the board at all.
    #[inline]
    pub fn may_place(&self, seat: Seat) -> bool {
        self.pool(seat) > 0 && (self.cubes[seat] == 0 || self.has_movable(seat))
    }

    /// Whether `seat`, starting a turn here, can place or slide (if not, it loses).
    pub fn can_start_turn(&self, seat: Seat) -> bool {
        self.has_movable(seat) || (self.may_place(seat) && self.placement_cells() != 0)
    }

    /// Calls `f(from, to)` for every legal slide of `seat`, as single-bit sets.
    #[inline]
    pub fn for_each_slide(&self, seat: Seat, mut f: impl FnMut(Bits, Bits)) {
        let occupied = self.occupied();
        for from in bits(self.cubes[seat] & self.active) {
            // Spelled out per direction so that each walk's shift is a constant.
            self.walk(from, Dir::North, occupied, &mut f);
            self.walk(from, Dir::South, occupied, &mut f);
            self.walk(from, Dir::East, occupied, &mut f);
            self.walk(from, Dir::West, occupied, &mut f);
        }
    }

    /// The slides of the cube `from` in direction `dir`.
    #[inline(always)]
    fn walk(&self, from: Bits, dir: Dir, occupied: Bits, f: &mut impl FnMut(Bits, Bits)) {
        let g = self.geo();
        let mut to = g.shift(from, dir);
        while to != 0 && to & occupied == 0 {
            let ahead = g.shift(to, dir);
            if ahead & self.active != 0 {
                // The square in front of an active cube: not to be entered.
                break;
            }
            f(from, to);
            to = ahead;
        }
    }

    /// Fill `out` with the mover's legal actions (the game must be running): slides
    /// (cube by cube, lowest bit first; north, south, east, west; nearest square
    /// first), placements, then in a bonus move activations, pick-ups and `end`.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let g = self.geo();
        let seat = self.mover();
        self.push_slides(seat, out);
        // Any slide found means an own active cube can slide, which is what
        // `may_place` asks, without looking for one a second time.
        let may_place = self.pool(seat) > 0 && (self.cubes[seat] == 0 || !out.is_empty());
        if may_place {
            push_cells(out, g, self.placement_cells(), Action::Place);
        }
        if let Some(moved) = self.bonus {
            let mine = self.cubes[seat];
            let lonely = !g.neighbours(self.occupied());
            push_cells(out, g, mine & !self.active & lonely, Action::Activate);
            push_cells(out, g, mine & !g.bit(moved), Action::PickUp);
            out.push(Action::End);
        }
    }

    /// Append the slides of `seat` to `out` in the order of [`Position::for_each_slide`],
    /// which spells out the rule; this computes each walk's length from the ray
    /// tables instead of stepping, and a test holds the two to the same answers.
    #[inline]
    fn push_slides(&self, seat: Seat, out: &mut Vec<Action>) {
        let mut cubes = self.cubes[seat] & self.active;
        if cubes == 0 {
            return;
        }
        let g = self.geo();
        // A slide stops before an occupied cell and before the cell in front of an
        // active cube (the one whose next cell that way holds it).
        let occupied = self.occupied();
        let stops = DIRS.map(|d| occupied | g.shift(self.active, d.opposite()));
        while cubes != 0 {
            let from = cubes.trailing_zeros() as usize;
            cubes &= cubes - 1;
            let from_sq = g.square_at(from);
            for d in DIRS {
                let step = g.step(d);
                let mut to = from;
                for _ in 0..g.free_run(from, d, stops[d.index()]) {
                    to = to.wrapping_add_signed(step);
                    out.push(Action::Slide(from_sq, g.square_at(to)));
                }
            }
        }
    }

    /// Play a legal action of the mover.
    pub fn apply(&mut self, action: Action) {
        let g = self.geo();
        let seat = self.mover();
        if let Some(sq) = self.bonus {
            self.key ^= bonus_key(sq);
        }
        match action {
            Action::Place(sq) => {
                let b = g.bit(sq);
                let active = g.neighbours(b) & self.occupied() == 0;
                if active {
                    self.active |= b;
                }
                self.cubes[seat] |= b;
                self.key ^= cube_key(seat, active, b);
                self.end_turn();
            }
            Action::Slide(from, to) => {
                let Some(dir) = Dir::between(from, to) else {
                    debug_assert!(false, "a slide along neither a file nor a rank");
                    return;
                };
                let (fi, ti) = (g.index(from), g.index(to));
                let (f, t) = (1 << fi, 1 << ti);
                let path = g.path(fi, ti, dir);
                self.cubes[seat] &= !f;
                self.active &= !f;
                self.key ^= cube_key(seat, true, f);
                // Every active cube beside a square entered is turned by the mover.
                let turned = self.active & g.neighbours(path);
                self.active &= !turned;
                for s in 0..2 {
                    for b in bits(turned & self.cubes[s]) {
                        self.key ^= cube_key(s, true, b) ^ cube_key(s, false, b);
                    }
                }
                self.cubes[seat] |= t;
                let active = g.neighbours(t) & self.occupied() == 0;
                self.key ^= cube_key(seat, active, t);
                if active {
                    self.active |= t;
                    self.end_turn();
                } else {
                    self.bonus = Some(to);
                    self.key ^= bonus_key(to);
                }
            }
            Action::Activate(sq) => {
                let b = g.bit(sq);
                self.active |= b;
                self.key ^= cube_key(seat, false, b) ^ cube_key(seat, true, b);
                self.end_turn();
            }
            Action::PickUp(sq) => {
                let b = g.bit(sq);
                self.key ^= cube_key(seat, self.active & b != 0, b);
                self.cubes[seat] &= !b;
                self.active &= !b;
                self.end_turn();
            }
            Action::End => self.end_turn(),
        }
        debug_assert_eq!(self.key, self.compute_key(), "after {action}");
    }

    /// Pass the turn (the caller has already taken any bonus out of the key).
    fn end_turn(&mut self) {
        self.bonus = None;
        self.mover ^= 1;
        self.key ^= zobrist::DARK_TO_MOVE;
    }

    /// Zobrist hash of the board, the mover and the bonus state.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The key computed from scratch.
    pub(crate) fn compute_key(&self) -> u64 {
        let mut k = if self.mover == 1 {
            zobrist::DARK_TO_MOVE
        } else {
            0
        };
        for seat in 0..2 {
            for b in bits(self.cubes[seat]) {
                k ^= cube_key(seat, self.active & b != 0, b);
            }
        }
        if let Some(sq) = self.bonus {
            k ^= bonus_key(sq);
        }
        k
    }

    /// Every rule a position must keep, for positions from outside (text, diagrams).
    pub fn validate(&self) -> Result<(), String> {
        let g = self.geo();
        if !(crate::MIN_SIZE..=crate::MAX_SIZE).contains(&self.size) {
            return Err(format!("board size {} is not in 4..10", self.size));
        }
        if self.mover > 1 {
            return Err(format!("mover {} is not 0 or 1", self.mover));
        }
        if self.cubes[0] & self.cubes[1] != 0 || self.occupied() & !g.all != 0 {
            return Err("cubes overlap or lie off the board".into());
        }
        if self.active & !self.occupied() != 0 {
            return Err("an active mark on an empty square".into());
        }
        for seat in 0..2 {
            if self.on_board(seat) > CUBES {
                return Err(format!(
                    "{} has {} cubes on the board, more than the {CUBES} a player owns",
                    crate::SEAT_NAMES[seat],
                    self.on_board(seat)
                ));
            }
        }
        for b in bits(self.active) {
            if g.neighbours(b) & self.occupied() != 0 {
                return Err(format!(
                    "the active cube on {} has a neighbour (an active cube never touches another cube)",
                    g.square(b)
                ));
            }
        }
        if self.key != self.compute_key() {
            return Err("the position key does not match the position".into());
        }
        if let Some(sq) = self.bonus {
            if !g.contains(sq) {
                return Err(format!("bonus square {sq} is off the board"));
            }
            let b = g.bit(sq);
            let name = crate::SEAT_NAMES[self.mover()];
            if self.cubes[self.mover()] & b == 0 {
                return Err(format!(
                    "a bonus is pending for {name}, but no cube of {name} is on {sq}, the square the bonus was earned on"
                ));
            }
            if self.active & b != 0 || g.neighbours(b) & self.occupied() == 0 {
                return Err(format!(
                    "the cube on {sq} earned a bonus, so it must be inactive and touch another cube"
                ));
            }
        }
        Ok(())
    }
}

/// Append `make(square)` for every cell of `cells`, lowest bit first. Each 64-bit
/// half is scanned on its own, as 64-bit bit scans are single instructions.
#[inline]
fn push_cells(out: &mut Vec<Action>, g: &Geometry, cells: Bits, make: impl Fn(Square) -> Action) {
    for (half, base) in [(cells as u64, 0), ((cells >> 64) as u64, 64)] {
        let mut rest = half;
        while rest != 0 {
            out.push(make(g.square_at(base + rest.trailing_zeros() as usize)));
            rest &= rest - 1;
        }
    }
}

#[inline]
fn cube_key(seat: Seat, active: bool, bit: Bits) -> u64 {
    zobrist::CUBE[seat * 2 + active as usize][bit.trailing_zeros() as usize & 127]
}

#[inline]
fn bonus_key(sq: Square) -> u64 {
    zobrist::BONUS[(sq.rank() as usize) << 4 | sq.file() as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Tilt, TiltOptions};
    use cubist_core::Game;
    use rand::{Rng, SeedableRng};

    /// The slides `for_each_slide` finds by walking, in its order.
    fn walked_slides(pos: &Position) -> Vec<Action> {
        let g = pos.geo();
        let mut slides = Vec::new();
        pos.for_each_slide(pos.mover(), |from, to| {
            slides.push(Action::Slide(g.square(from), g.square(to)));
        });
        slides
    }

    #[test]
    fn ray_slides_match_walked_slides_on_random_positions() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut legal = Vec::new();
        for size in crate::MIN_SIZE..=crate::MAX_SIZE {
            let options = TiltOptions {
                size,
                ..TiltOptions::default()
            };
            for seed in 0..200 {
                let mut game = Tilt::new(&options, seed);
                while let Some(seat) = game.to_move().actor() {
                    let pos = game.position();
                    let mut slides = Vec::new();
                    pos.push_slides(seat, &mut slides);
                    assert_eq!(slides, walked_slides(pos), "{}", game.diagram());
                    assert_eq!(!slides.is_empty(), pos.has_movable(seat));
                    assert_eq!(pos.has_movable(seat), pos.movable_cubes(seat) != 0);
                    game.legal_actions(seat, &mut legal);
                    game.play(seat, legal[rng.random_range(0..legal.len())]);
                }
            }
        }
    }
}
