//! The square board: cells, steps, home edges.
//!
//! Cell `rank * size + file`, both 0-based; written `a1` (file a, rank 1) as in chess.

use cubist_core::Seat;

/// The largest board is 6×6: all 36 tiles.
pub const MAX_SIZE: u8 = 6;
pub const MAX_CELLS: usize = 36;

/// A step direction: north (up a rank), east, south, west.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    N = 0,
    E = 1,
    S = 2,
    W = 3,
}

pub const DIRS: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

impl Dir {
    pub fn from_bits(b: u16) -> Dir {
        DIRS[(b & 3) as usize]
    }
}

/// The cell one step from `cell` in `dir`, if on a board of side `size`.
#[inline]
pub fn step(size: u8, cell: u8, dir: Dir) -> Option<u8> {
    let (f, r) = (cell % size, cell / size);
    match dir {
        Dir::N if r + 1 < size => Some(cell + size),
        Dir::E if f + 1 < size => Some(cell + 1),
        Dir::S if r > 0 => Some(cell - size),
        Dir::W if f > 0 => Some(cell - 1),
        _ => None,
    }
}

/// The orthogonal neighbours of `cell`.
pub fn neighbours(size: u8, cell: u8) -> impl Iterator<Item = u8> {
    DIRS.into_iter().filter_map(move |d| step(size, cell, d))
}

/// The direction from `a` to an orthogonally adjacent `b`.
pub fn dir_between(size: u8, a: u8, b: u8) -> Option<Dir> {
    DIRS.into_iter().find(|&d| step(size, a, d) == Some(b))
}

pub fn adjacent(size: u8, a: u8, b: u8) -> bool {
    dir_between(size, a, b).is_some()
}

/// `c3` style name of a cell.
pub fn cell_name(size: u8, cell: u8) -> String {
    format!("{}{}", (b'a' + cell % size) as char, cell / size + 1)
}

/// Read `c3`; `None` if not a cell of a board of side `size`.
pub fn parse_cell(size: u8, text: &str) -> Option<u8> {
    let t = text.trim().as_bytes();
    if t.len() != 2 {
        return None;
    }
    let f = t[0].to_ascii_lowercase().wrapping_sub(b'a');
    let r = t[1].wrapping_sub(b'1');
    (f < size && r < size).then(|| r * size + f)
}

/// The cells of `seat`'s home edge. Player 1: rank 1, player 2: the top rank. With 3-4
/// players, player 3 has file a and player 4 the last file, and no edge includes a
/// corner (a corner would belong to two edges).
pub fn home_edge(size: u8, players: usize, seat: Seat) -> u64 {
    let corners = players > 2;
    let mut mask = 0u64;
    for i in 0..size {
        if corners && (i == 0 || i == size - 1) {
            continue;
        }
        let cell = match seat {
            0 => i,
            1 => (size - 1) * size + i,
            2 => i * size,
            _ => i * size + size - 1,
        };
        mask |= 1 << cell;
    }
    mask
}

/// Marks a missing neighbour in [`Geometry::next`].
pub const OFF_BOARD: u8 = u8::MAX;

/// A board side's neighbour table and bitboard masks (bit `cell` for each cell), so
/// that move generation neither divides by the side nor loops over cells.
pub struct Geometry {
    /// Each cell's neighbour in N, E, S, W order, [`OFF_BOARD`] where there is none.
    pub next: [[u8; 4]; MAX_CELLS],
    /// Each cell's orthogonal neighbours as a bitboard.
    pub around: [u64; MAX_CELLS],
    /// Every cell of the board.
    pub board: u64,
    /// Cells that have a neighbour to the east (all but the last file).
    has_east: u64,
    /// Cells that have a neighbour to the west (all but file a).
    has_west: u64,
    /// The board's side.
    pub size: u8,
}

impl Geometry {
    const fn new(size: u8) -> Geometry {
        let mut g = Geometry {
            next: [[OFF_BOARD; 4]; MAX_CELLS],
            around: [0; MAX_CELLS],
            board: 0,
            has_east: 0,
            has_west: 0,
            size,
        };
        let cells = size as usize * size as usize;
        let mut c = 0;
        while c < cells {
            let (f, r) = (c % size as usize, c / size as usize);
            let bit = 1u64 << c;
            g.board |= bit;
            if f + 1 < size as usize {
                g.has_east |= bit;
            }
            if f > 0 {
                g.has_west |= bit;
            }
            let steps = [
                if r + 1 < size as usize {
                    c + size as usize
                } else {
                    usize::MAX
                },
                if f + 1 < size as usize {
                    c + 1
                } else {
                    usize::MAX
                },
                if r > 0 { c - size as usize } else { usize::MAX },
                if f > 0 { c - 1 } else { usize::MAX },
            ];
            let mut d = 0;
            while d < 4 {
                if steps[d] != usize::MAX {
                    g.next[c][d] = steps[d] as u8;
                    g.around[c] |= 1 << steps[d];
                }
                d += 1;
            }
            c += 1;
        }
        g
    }

    /// The cells one step from any cell of `cells`.
    #[inline]
    pub fn spread(&self, cells: u64) -> u64 {
        ((cells << self.size)
            | (cells >> self.size)
            | ((cells & self.has_east) << 1)
            | ((cells & self.has_west) >> 1))
            & self.board
    }

    /// Whether a walk of at most `steps` steps from `from` through `open` cells can
    /// enter one of `goals` (a cell of `open`): [`Geometry::reach`], stopping at the
    /// first layer that meets one.
    #[inline]
    pub fn reaches(&self, from: u8, open: u64, steps: u8, goals: u64) -> bool {
        let mut seen = 1u64 << from;
        let mut frontier = seen;
        for _ in 0..steps {
            frontier = self.spread(frontier) & open & !seen;
            if frontier & goals != 0 {
                return true;
            }
            if frontier == 0 {
                return false;
            }
            seen |= frontier;
        }
        false
    }

    /// The cells a walk of at most `steps` steps from `from` can reach through `open`
    /// cells (`from` itself excluded). Shortest walks are simple, so these are also
    /// the cells that simple paths reach.
    #[inline]
    pub fn reach(&self, from: u8, open: u64, steps: u8) -> u64 {
        let mut seen = 1u64 << from;
        let mut frontier = seen;
        for _ in 0..steps {
            frontier = self.spread(frontier) & open & !seen;
            if frontier == 0 {
                break;
            }
            seen |= frontier;
        }
        seen & !(1u64 << from)
    }
}

static GEOMETRIES: [Geometry; MAX_SIZE as usize + 1] = [
    Geometry::new(0),
    Geometry::new(1),
    Geometry::new(2),
    Geometry::new(3),
    Geometry::new(4),
    Geometry::new(5),
    Geometry::new(6),
];

/// The neighbour table and masks of a board of side `size` (at most [`MAX_SIZE`]).
#[inline]
pub fn geometry(size: u8) -> &'static Geometry {
    &GEOMETRIES[size as usize]
}
