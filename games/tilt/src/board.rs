//! The hot rules (move generation, "can the mover start a turn", playing a move)
//! over a bitboard word of either width.
//!
//! A [`Position`](crate::Position) keeps its cells in `u128`s, as a 10×10 board needs
//! 100 bits. Boards up to 8×8 fit in a `u64`, whose shifts and bit scans are single
//! instructions, so these rules are written once over [`Word`] and the position runs
//! them on the narrowest word that holds the board. They read only the cells, so this
//! module knows nothing of the position above it.

use cubist_core::Seat;

use crate::geometry::{Bits, Dir, Geometry, Square, Word, DIRS, MAX_SIZE, MIN_SIZE};
use crate::Action;

/// Cubes each player owns (on the board or in the pool).
pub const CUBES: u32 = 8;

/// A position's cells as `W`, with the geometry of its size.
#[derive(Clone, Copy)]
pub(crate) struct Board<W: Word + 'static> {
    pub g: &'static Geometry<W>,
    pub cubes: [W; 2],
    pub active: W,
}

impl<W: Word> Board<W> {
    /// The cells `cubes` (per seat) and `active`, full-width sets, in `W` (which the
    /// caller has chosen wide enough for the board).
    #[inline(always)]
    pub fn new(g: &'static Geometry<W>, cubes: [Bits; 2], active: Bits) -> Self {
        Board {
            g,
            cubes: cubes.map(W::narrow),
            active: W::narrow(active),
        }
    }

    #[inline(always)]
    pub fn occupied(&self) -> W {
        self.cubes[0] | self.cubes[1]
    }

    /// Empty cells not beside an active cube: where a cube may be placed.
    #[inline(always)]
    pub fn placement_cells(&self) -> W {
        self.g.all & !self.occupied() & !self.g.neighbours(self.active)
    }

    /// The cubes of `own` that can slide in direction `d`: those whose first square
    /// that way is empty and not in front of an active cube.
    #[inline(always)]
    fn movable_towards(&self, own: W, d: Dir) -> W {
        let g = self.g;
        let empty = g.all & !self.occupied();
        let first_step_ok = empty & !g.shift(self.active, d.opposite());
        g.shift(first_step_ok, d.opposite()) & own
    }

    /// Whether `seat` owns an active cube that has a legal slide.
    #[inline(always)]
    pub fn has_movable(&self, seat: Seat) -> bool {
        let own = self.cubes[seat] & self.active;
        // One direction usually settles it, so stop at the first that does.
        own != W::ZERO
            && DIRS
                .iter()
                .any(|&d| self.movable_towards(own, d) != W::ZERO)
    }

    /// Active cubes of `seat` that have a legal slide.
    #[inline(always)]
    pub fn movable_cubes(&self, seat: Seat) -> W {
        let own = self.cubes[seat] & self.active;
        DIRS.iter().fold(W::ZERO, |movable, &d| {
            movable | self.movable_towards(own, d)
        })
    }

    /// Cubes of `seat` in the pool.
    #[inline(always)]
    fn pool(&self, seat: Seat) -> u32 {
        CUBES.saturating_sub(self.cubes[seat].count_ones())
    }

    /// Whether `seat`, starting a turn here, can place or slide (if not, it loses).
    #[inline(always)]
    pub fn can_start_turn(&self, seat: Seat) -> bool {
        if self.has_movable(seat) {
            return true;
        }
        // Without a slide, a placement needs no cube of `seat` on the board (so all
        // are in the pool) and a free cell.
        self.cubes[seat] == W::ZERO && self.placement_cells() != W::ZERO
    }

    /// Fill `out` (empty) with the legal actions of `seat`, the mover, in the order
    /// [`crate::Position::legal_actions`] documents; `bonus` is the pending bonus square.
    #[inline(always)]
    pub fn push_actions(&self, seat: Seat, bonus: Option<Square>, out: &mut Vec<Action>) {
        let g = self.g;
        let own = self.cubes[seat];
        self.push_slides(own & self.active, out);
        // Any slide found means an own active cube can slide, which is what placing
        // asks, without looking for one a second time.
        if self.pool(seat) > 0 && (own == W::ZERO || !out.is_empty()) {
            push_cells(out, g, self.placement_cells(), Action::Place);
        }
        if let Some(moved) = bonus {
            let lonely = !g.neighbours(self.occupied());
            push_cells(out, g, own & !self.active & lonely, Action::Activate);
            push_cells(out, g, own & !g.bit(moved), Action::PickUp);
            out.push(Action::End);
        }
    }

    /// Append the slides of the active cubes `cubes` to `out` in the order of
    /// [`crate::Position::for_each_slide`], which spells out the rule; this computes
    /// each walk's length from the ray tables instead of stepping, and a test holds the
    /// two to the same answers.
    #[inline(always)]
    pub fn push_slides(&self, mut cubes: W, out: &mut Vec<Action>) {
        if cubes == W::ZERO {
            return;
        }
        let g = self.g;
        let rays = &SLIDES[g.size as usize - MIN_SIZE as usize];
        // A slide stops before an occupied cell and before the cell in front of an
        // active cube (the one whose next cell that way holds it).
        let occupied = self.occupied();
        let stops = DIRS.map(|d| occupied | g.shift(self.active, d.opposite()));
        while cubes != W::ZERO {
            let from = cubes.trailing_zeros() as usize;
            cubes = cubes.without_lowest();
            for d in DIRS {
                // The whole ray's slides are copied as one block of known size and
                // the ones past the stop cut off again: no loop, and no branch on
                // the slide's length.
                let keep = out.len() + g.free_run(from, d, stops[d.index()]);
                out.extend_from_slice(&rays[from][d.index()]);
                out.truncate(keep);
            }
        }
    }
}

/// The longest slide: across the largest board.
const RAY: usize = MAX_SIZE as usize - 1;
/// Cells of the largest board.
const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// By board size (from [`MIN_SIZE`]), bit index and direction (by [`Dir::index`]):
/// the slides from that cell that way, nearest square first, padded to [`RAY`]
/// with slides off the board (never kept).
static SLIDES: [[[[Action; RAY]; 4]; CELLS]; (MAX_SIZE - MIN_SIZE + 1) as usize] = {
    let mut t = [[[[Action::End; RAY]; 4]; CELLS]; (MAX_SIZE - MIN_SIZE + 1) as usize];
    let mut size = MIN_SIZE;
    while size <= MAX_SIZE {
        let mut i = 0;
        while i < size as usize * size as usize {
            let from = Square::new((i % size as usize) as u8, (i / size as usize) as u8);
            let mut d = 0;
            while d < 4 {
                let mut to = from;
                let mut k = 0;
                while k < RAY {
                    to = to.step(DIRS[d]);
                    t[(size - MIN_SIZE) as usize][i][d][k] = Action::Slide(from, to);
                    k += 1;
                }
                d += 1;
            }
            i += 1;
        }
        size += 1;
    }
    t
};

/// Append `make(square)` for every cell of `cells`, lowest bit first. Each 64-bit
/// half is scanned on its own (a `u64` board has no upper half, and the compiler
/// drops its pass). The cells are counted first so that the vector grows once and
/// each action is written without a capacity check.
#[inline(always)]
fn push_cells<W: Word>(
    out: &mut Vec<Action>,
    g: &Geometry<W>,
    cells: W,
    make: impl Fn(Square) -> Action,
) {
    for (half, base) in cells.halves().into_iter().zip([0, 64]) {
        let mut rest = half;
        out.extend((0..half.count_ones()).map(|_| {
            let sq = g.square_at(base + rest.trailing_zeros() as usize);
            rest &= rest - 1;
            make(sq)
        }));
    }
}
