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
        Position {
            size,
            cubes: [0; 2],
            active: 0,
            mover: mover as u8,
            bonus: None,
        }
    }

    #[inline]
    pub fn geo(&self) -> &'static Geometry {
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
        self.movable_cubes(seat) != 0
    }

    /// Active cubes of `seat` that have a legal slide. A cube can slide in a direction
    /// exactly when the first square that way is empty and not in front of an active
    /// cube; a longer slide passes through that square, so needs the same.
    pub fn movable_cubes(&self, seat: Seat) -> Bits {
        let g = self.geo();
        let own = self.cubes[seat] & self.active;
        let empty = g.all & !self.occupied();
        let mut movable = 0;
        for d in DIRS {
            let first_step_ok = empty & !g.shift(self.active, d.opposite());
            movable |= g.shift(first_step_ok, d.opposite()) & own;
        }
        movable
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
        let g = self.geo();
        let occupied = self.occupied();
        for from in bits(self.cubes[seat] & self.active) {
            for d in DIRS {
                let mut to = g.shift(from, d);
                while to != 0 && to & occupied == 0 {
                    let ahead = g.shift(to, d);
                    if ahead & self.active != 0 {
                        // The square in front of an active cube: not to be entered.
                        break;
                    }
                    f(from, to);
                    to = ahead;
                }
            }
        }
    }

    /// Fill `out` with the mover's legal actions (the game must be running).
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let g = self.geo();
        let seat = self.mover();
        self.for_each_slide(seat, |from, to| {
            out.push(Action::Slide(g.square(from), g.square(to)));
        });
        if self.may_place(seat) {
            out.extend(bits(self.placement_cells()).map(|b| Action::Place(g.square(b))));
        }
        if let Some(moved) = self.bonus {
            let mine = self.cubes[seat];
            let lonely = !g.neighbours(self.occupied());
            out.extend(bits(mine & !self.active & lonely).map(|b| Action::Activate(g.square(b))));
            out.extend(bits(mine & !g.bit(moved)).map(|b| Action::PickUp(g.square(b))));
            out.push(Action::End);
        }
    }

    /// Play a legal action of the mover.
    pub fn apply(&mut self, action: Action) {
        let g = self.geo();
        let seat = self.mover();
        match action {
            Action::Place(sq) => {
                let b = g.bit(sq);
                if g.neighbours(b) & self.occupied() == 0 {
                    self.active |= b;
                }
                self.cubes[seat] |= b;
                self.end_turn();
            }
            Action::Slide(from, to) => {
                let (f, t) = (g.bit(from), g.bit(to));
                let Some(dir) = Dir::between(from, to) else {
                    debug_assert!(false, "a slide along neither a file nor a rank");
                    return;
                };
                let mut path = 0;
                let mut c = f;
                while c != t && c != 0 {
                    c = g.shift(c, dir);
                    path |= c;
                }
                self.cubes[seat] &= !f;
                self.active &= !f;
                // Every active cube beside a square entered is turned by the mover.
                self.active &= !g.neighbours(path);
                self.cubes[seat] |= t;
                if g.neighbours(t) & self.occupied() == 0 {
                    self.active |= t;
                    self.end_turn();
                } else {
                    self.bonus = Some(to);
                }
            }
            Action::Activate(sq) => {
                self.active |= g.bit(sq);
                self.end_turn();
            }
            Action::PickUp(sq) => {
                let b = g.bit(sq);
                self.cubes[seat] &= !b;
                self.active &= !b;
                self.end_turn();
            }
            Action::End => self.end_turn(),
        }
    }

    fn end_turn(&mut self) {
        self.bonus = None;
        self.mover ^= 1;
    }

    /// Zobrist hash of the board, the mover and the bonus state.
    pub fn key(&self) -> u64 {
        let mut k = if self.mover == 1 {
            zobrist::DARK_TO_MOVE
        } else {
            0
        };
        for seat in 0..2 {
            for (active, set) in [
                (0, self.cubes[seat] & !self.active),
                (1, self.cubes[seat] & self.active),
            ] {
                let table = &zobrist::CUBE[seat * 2 + active];
                for b in bits(set) {
                    k ^= table[b.trailing_zeros() as usize];
                }
            }
        }
        if let Some(sq) = self.bonus {
            k ^= zobrist::BONUS[(sq.rank() as usize) << 4 | sq.file() as usize];
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
