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

    /// Fill `out` with the mover's legal actions (the game must be running).
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let g = self.geo();
        let seat = self.mover();
        self.for_each_slide(seat, |from, to| {
            out.push(Action::Slide(g.square(from), g.square(to)));
        });
        if self.may_place(seat) {
            let cells = self.placement_cells();
            out.reserve(cells.count_ones() as usize);
            out.extend(g.squares_of(cells).map(Action::Place));
        }
        if let Some(moved) = self.bonus {
            let mine = self.cubes[seat];
            let lonely = !g.neighbours(self.occupied());
            out.extend(
                g.squares_of(mine & !self.active & lonely)
                    .map(Action::Activate),
            );
            out.extend(g.squares_of(mine & !g.bit(moved)).map(Action::PickUp));
            out.push(Action::End);
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

#[inline]
fn cube_key(seat: Seat, active: bool, bit: Bits) -> u64 {
    zobrist::CUBE[seat * 2 + active as usize][bit.trailing_zeros() as usize & 127]
}

#[inline]
fn bonus_key(sq: Square) -> u64 {
    zobrist::BONUS[(sq.rank() as usize) << 4 | sq.file() as usize]
}
