//! A Tilt position (cubes, who acts, pending bonus) and the rules that act on it.
//!
//! Everything here works on bitboards (see [`crate::geometry`]): move generation and
//! play never allocate, and a position is a few words, so cloning is a copy.

use cubist_core::{Args, Phrase, Seat};

use crate::board::{Board, CUBES};
use crate::catalogue::{phrase, seat_name};
use crate::geometry::{bits, Bits, Dir, Geometry, Square, Word};
use crate::{hash, Action};

/// Evaluates `$body` with `$b` bound to `$pos`'s cells as a [`Board`] of the narrowest
/// word that holds them. (A macro, as a closure cannot be generic over the word.)
macro_rules! on_board {
    ($pos:expr, |$b:ident| $body:expr) => {{
        let pos: &Position = $pos;
        match pos.geo().narrow() {
            Some(g) => {
                let $b = Board::new(g, pos.cubes, pos.active);
                $body
            }
            None => {
                let $b = Board::new(pos.geo(), pos.cubes, pos.active);
                $body
            }
        }
    }};
}

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
    pub fn placement_cells(&self) -> Bits {
        on_board!(self, |b| b.placement_cells().widen())
    }

    /// Whether `seat` owns an active cube that has a legal slide.
    pub fn has_movable(&self, seat: Seat) -> bool {
        on_board!(self, |b| b.has_movable(seat))
    }

    /// Active cubes of `seat` that have a legal slide. A cube can slide in a direction
    /// exactly when the first square that way is empty and not in front of an active
    /// cube; a longer slide passes through that square, so needs the same.
    pub fn movable_cubes(&self, seat: Seat) -> Bits {
        on_board!(self, |b| b.movable_cubes(seat).widen())
    }

    /// Whether `seat` may place a cube now: a cube in the pool, and an own active cube
    /// that can slide, unless `seat` has no cube on the board at all.
    pub fn may_place(&self, seat: Seat) -> bool {
        self.pool(seat) > 0 && (self.cubes[seat] == 0 || self.has_movable(seat))
    }

    /// Whether `seat`, starting a turn here, can place or slide (if not, it loses).
    #[inline]
    pub fn can_start_turn(&self, seat: Seat) -> bool {
        on_board!(self, |b| b.can_start_turn(seat))
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
    #[inline]
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        on_board!(self, |b| b.push_actions(self.mover(), self.bonus, out))
    }

    /// Append the slides of `seat` to `out`, as [`Position::legal_actions`] finds them.
    #[cfg(test)]
    fn push_slides(&self, seat: Seat, out: &mut Vec<Action>) {
        on_board!(self, |b| b.push_slides(b.cubes[seat] & b.active, out))
    }

    /// Play a legal action of the mover.
    #[inline]
    pub fn apply(&mut self, action: Action) {
        match self.geo().narrow() {
            Some(g) => self.apply_in(g, action),
            None => self.apply_in(self.geo(), action),
        }
        debug_assert_eq!(self.key, self.compute_key(), "after {action}");
    }

    /// [`Position::apply`] with the cells as `W`, which holds the board.
    #[inline(always)]
    fn apply_in<W: Word>(&mut self, g: &'static Geometry<W>, action: Action) {
        let seat = self.mover();
        if let Some(sq) = self.bonus {
            self.key ^= bonus_key(sq);
        }
        let mut board = Board::new(g, self.cubes, self.active);
        match action {
            Action::Place(sq) => {
                self.place(&mut board, seat, g.bit(sq));
                self.end_turn();
            }
            Action::Slide(from, to) => self.slide(&mut board, seat, from, to),
            Action::Activate(sq) => {
                let b = g.bit(sq);
                board.active = board.active | b;
                self.key ^= cube_key(seat, false, b) ^ cube_key(seat, true, b);
                self.end_turn();
            }
            Action::PickUp(sq) => {
                let b = g.bit(sq);
                self.key ^= cube_key(seat, board.active & b != W::ZERO, b);
                board.cubes[seat] = board.cubes[seat] & !b;
                board.active = board.active & !b;
                self.end_turn();
            }
            Action::End => self.end_turn(),
        }
        self.cubes = board.cubes.map(W::widen);
        self.active = board.active.widen();
    }

    /// Put a cube of `seat` on the empty cell `b`: active unless it touches a cube.
    /// Returns whether it is active.
    #[inline(always)]
    fn place<W: Word>(&mut self, board: &mut Board<W>, seat: Seat, b: W) -> bool {
        let active = board.g.neighbours(b) & board.occupied() == W::ZERO;
        if active {
            board.active = board.active | b;
        }
        board.cubes[seat] = board.cubes[seat] | b;
        self.key ^= cube_key(seat, active, b);
        active
    }

    /// Slide the mover's active cube on `from` to `to`, turning every active cube
    /// beside a square it enters; the turn ends unless it lands inactive.
    #[inline(always)]
    fn slide<W: Word>(&mut self, board: &mut Board<W>, seat: Seat, from: Square, to: Square) {
        let Some(dir) = Dir::between(from, to) else {
            debug_assert!(false, "a slide along neither a file nor a rank");
            return;
        };
        let g = board.g;
        let (fi, ti) = (g.index(from), g.index(to));
        let f = W::ONE << fi as u32;
        let path = g.path(fi, ti, dir);
        board.cubes[seat] = board.cubes[seat] & !f;
        board.active = board.active & !f;
        self.key ^= cube_key(seat, true, f);
        // Every active cube beside a square entered is turned by the mover.
        let turned = board.active & g.neighbours(path);
        board.active = board.active & !turned;
        for s in 0..2 {
            let mut rest = turned & board.cubes[s];
            while rest != W::ZERO {
                let b = rest & !rest.without_lowest();
                self.key ^= cube_key(s, true, b) ^ cube_key(s, false, b);
                rest = rest.without_lowest();
            }
        }
        if self.place(board, seat, W::ONE << ti as u32) {
            self.end_turn();
        } else {
            self.bonus = Some(to);
            self.key ^= bonus_key(to);
        }
    }

    /// Pass the turn (the caller has already taken any bonus out of the key).
    fn end_turn(&mut self) {
        self.bonus = None;
        self.mover ^= 1;
        self.key ^= hash::DARK_TO_MOVE;
    }

    /// Zobrist hash of the board, the mover and the bonus state.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The key computed from scratch.
    pub(crate) fn compute_key(&self) -> u64 {
        let mut k = if self.mover == 1 {
            hash::DARK_TO_MOVE
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
    /// The error says which one is broken, in the game's words.
    pub fn validate(&self) -> Result<(), Phrase> {
        let g = self.geo();
        let broken = |id, args| Err(phrase(id, args));
        let on = |sq: Square| Args::new().text("square", sq.to_string());
        if !(crate::MIN_SIZE..=crate::MAX_SIZE).contains(&self.size) {
            return broken(
                "tilt-position-size",
                Args::new().text("size", self.size.to_string()),
            );
        }
        if self.mover > 1 {
            return broken(
                "tilt-position-mover",
                Args::new().text("mover", self.mover.to_string()),
            );
        }
        if self.cubes[0] & self.cubes[1] != 0 || self.occupied() & !g.all != 0 {
            return broken("tilt-position-overlap", Args::new());
        }
        if self.active & !self.occupied() != 0 {
            return broken("tilt-position-active-empty", Args::new());
        }
        for seat in 0..2 {
            if self.on_board(seat) > CUBES {
                let args = seat_args(seat)
                    .number("count", self.on_board(seat) as f64)
                    .number("cubes", CUBES as f64);
                return broken("tilt-position-too-many", args);
            }
        }
        for b in bits(self.active) {
            if g.neighbours(b) & self.occupied() != 0 {
                return broken("tilt-position-active-neighbour", on(g.square(b)));
            }
        }
        if self.key != self.compute_key() {
            return broken("tilt-position-key", Args::new());
        }
        if let Some(sq) = self.bonus {
            if !g.contains(sq) {
                return broken("tilt-position-bonus-off", on(sq));
            }
            let b = g.bit(sq);
            if self.cubes[self.mover()] & b == 0 {
                let args = seat_args(self.mover()).text("square", sq.to_string());
                return broken("tilt-position-bonus-cube", args);
            }
            if self.active & b != 0 || g.neighbours(b) & self.occupied() == 0 {
                return broken("tilt-position-bonus-standing", on(sq));
            }
        }
        Ok(())
    }
}

#[inline]
fn cube_key<W: Word>(seat: Seat, active: bool, bit: W) -> u64 {
    hash::CUBE[seat * 2 + active as usize][bit.trailing_zeros() as usize & 127]
}

#[inline]
fn bonus_key(sq: Square) -> u64 {
    hash::BONUS[(sq.rank() as usize) << 4 | sq.file() as usize]
}

/// A seat's name as `seat`, said in the reader's language.
fn seat_args(seat: Seat) -> Args {
    Args::new().said("seat", move |lang| seat_name(seat, lang))
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

    /// The `u64` words that boards up to 8×8 use give the same answers as the
    /// `u128` words that every board can use.
    #[test]
    fn narrow_and_wide_words_agree_on_random_positions() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let (mut narrow, mut wide) = (Vec::new(), Vec::new());
        for size in crate::MIN_SIZE..=8 {
            let options = TiltOptions {
                size,
                ..TiltOptions::default()
            };
            for seed in 0..200 {
                let mut game = Tilt::new(&options, seed);
                while let Some(seat) = game.to_move().actor() {
                    let pos = *game.position();
                    let g = pos.geo();
                    assert!(g.narrow().is_some());
                    let board = Board::new(g, pos.cubes, pos.active);
                    pos.legal_actions(&mut narrow);
                    wide.clear();
                    board.push_actions(seat, pos.bonus, &mut wide);
                    assert_eq!(narrow, wide, "{}", game.diagram());
                    for s in 0..2 {
                        assert_eq!(pos.can_start_turn(s), board.can_start_turn(s));
                        assert_eq!(pos.has_movable(s), board.has_movable(s));
                        assert_eq!(pos.movable_cubes(s), board.movable_cubes(s));
                    }
                    assert_eq!(pos.placement_cells(), board.placement_cells());
                    let action = narrow[rng.random_range(0..narrow.len())];
                    let mut by_wide = pos;
                    by_wide.apply_in(g, action);
                    game.play(seat, action);
                    assert_eq!(*game.position(), by_wide, "after {action}");
                }
            }
        }
    }
}
