//! Squares and bitboards of an N×N board, N = 4..10.
//!
//! A set of cells is a `u128` with bit `rank * N + file` for each cell (a1 is bit 0),
//! so "all neighbours of a set" is four shifts and masks, and a slide walks one bit.

use cubist_core::{Args, Phrase};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr};

/// Smallest and largest board sides.
pub const MIN_SIZE: u8 = 4;
pub const MAX_SIZE: u8 = 10;

/// A set of cells, one bit each.
pub type Bits = u128;

/// A square named by file and rank (0-based), independent of the board size.
/// Written `c3` (file `c` = 2, rank `3` = 2), as in chess.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square(u8);

impl Square {
    /// The square on `file` and `rank` (0-based, each below 16).
    pub const fn new(file: u8, rank: u8) -> Self {
        Square((rank & 0xf) << 4 | (file & 0xf))
    }

    pub const fn file(self) -> u8 {
        self.0 & 0xf
    }

    pub const fn rank(self) -> u8 {
        self.0 >> 4
    }

    /// The square one step in `dir` (the caller keeps it on the board). A square
    /// packs its rank and file in one byte, so a step is one addition: a slide's
    /// squares are named without a table.
    #[inline]
    pub(crate) const fn step(self, dir: Dir) -> Square {
        let delta: i8 = match dir {
            Dir::North => 16,
            Dir::South => -16,
            Dir::East => 1,
            Dir::West => -1,
        };
        Square(self.0.wrapping_add_signed(delta))
    }

    /// Read `c3` on a board of side `size`; the error says what was expected, in the
    /// reader's language when said.
    pub fn parse(text: &str, size: u8) -> Result<Square, Phrase> {
        let size = size.clamp(1, 16);
        let last_file = ((b'a' + size - 1) as char).to_string();
        let board = || {
            Args::new()
                .number("n", size)
                .text("last", last_file.clone())
        };
        let expected = || crate::catalogue::phrase("tilt-expected-square", board());
        let mut chars = text.chars();
        let file = match chars.next() {
            Some(c) if c.is_ascii_alphabetic() => c.to_ascii_lowercase() as u8 - b'a',
            _ => return Err(expected()),
        };
        let digits = chars.as_str();
        let well_formed = !digits.is_empty()
            && digits.len() <= 2
            && digits.bytes().all(|b| b.is_ascii_digit())
            && !digits.starts_with('0');
        if !well_formed {
            return Err(expected());
        }
        let rank: u8 = digits.parse().map_err(|_| expected())?;
        if file >= size {
            let args = board().text("file", ((b'a' + file) as char).to_string());
            return Err(crate::catalogue::phrase("tilt-no-file", args));
        }
        if rank > size {
            let args = board().number("rank", rank);
            return Err(crate::catalogue::phrase("tilt-no-rank", args));
        }
        Ok(Square::new(file, rank - 1))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The four directions of a slide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    North,
    South,
    East,
    West,
}

pub const DIRS: [Dir; 4] = [Dir::North, Dir::South, Dir::East, Dir::West];

impl Dir {
    /// The direction's place in [`DIRS`], for per-direction tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn opposite(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::South => Dir::North,
            Dir::East => Dir::West,
            Dir::West => Dir::East,
        }
    }

    /// The direction from `from` to `to` when they share a file or a rank.
    pub fn between(from: Square, to: Square) -> Option<Dir> {
        use std::cmp::Ordering::*;
        match (to.file().cmp(&from.file()), to.rank().cmp(&from.rank())) {
            (Equal, Greater) => Some(Dir::North),
            (Equal, Less) => Some(Dir::South),
            (Greater, Equal) => Some(Dir::East),
            (Less, Equal) => Some(Dir::West),
            _ => None,
        }
    }
}

/// A set of cells in a machine word of some width. Boards up to 8×8 fit in a `u64`,
/// whose shifts and bit scans are single instructions; larger boards need a `u128`.
/// The hot rules are written once over this trait and run on the narrower word
/// whenever the board fits.
pub trait Word:
    Copy
    + Eq
    + fmt::Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    /// The width in bits.
    const BITS: u32;
    /// The cells of a full-width set (the caller knows they fit).
    fn narrow(b: Bits) -> Self;
    /// The same cells as a full-width set.
    fn widen(self) -> Bits;
    fn trailing_zeros(self) -> u32;
    fn leading_zeros(self) -> u32;
    fn count_ones(self) -> u32;
    /// The set less its lowest cell.
    fn without_lowest(self) -> Self;
    /// The cells of bit indices 0 to 63 and 64 to 127, as the halves of a `u128`:
    /// scans of 64-bit halves are single instructions.
    fn halves(self) -> [u64; 2];
}

macro_rules! word {
    ($t:ty) => {
        impl Word for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const BITS: u32 = <$t>::BITS;
            #[inline(always)]
            fn narrow(b: Bits) -> Self {
                b as $t
            }
            #[inline(always)]
            fn widen(self) -> Bits {
                self as Bits
            }
            #[inline(always)]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline(always)]
            fn leading_zeros(self) -> u32 {
                <$t>::leading_zeros(self)
            }
            #[inline(always)]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline(always)]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn halves(self) -> [u64; 2] {
                let wide = self as u128;
                [wide as u64, (wide >> 64) as u64]
            }
        }
    };
}
word!(u64);
word!(u128);

/// Masks and tables for one board size, with sets of cells as `W`.
#[derive(Debug)]
pub struct Geometry<W = Bits> {
    pub size: u8,
    /// Every cell of the board.
    pub all: W,
    not_first_file: W,
    not_last_file: W,
    /// The square of each bit index.
    squares: [Square; 128],
    /// For each bit index and direction (by [`Dir::index`]), the cells beyond it
    /// that way up to the edge: a slide's path before anything stops it.
    rays: [[W; 4]; 128],
    /// The number of cells in each ray, so a slide's length is a subtraction.
    ray_len: [[u8; 4]; 128],
    /// By one plus a bit index (0 and the indices past the word mean "no cell") and
    /// direction: the cells from that cell to the edge, itself included, or 0 for no
    /// cell. A slide's length is its ray's length less this entry for the nearest
    /// stop, with no branch for "nothing stops it".
    stop_len: [[u8; 4]; STOP_LEN],
}

/// Entries of [`Geometry::stop_len`]: "no cell" below bit 0 and above bit 127.
const STOP_LEN: usize = 130;

impl Geometry {
    const fn build(size: u8) -> Geometry {
        let mut all: Bits = 0;
        let mut first: Bits = 0;
        let mut last: Bits = 0;
        let mut squares = [Square(0); 128];
        let mut rank = 0;
        while rank < size {
            let mut file = 0;
            while file < size {
                let i = (rank as u32) * size as u32 + file as u32;
                all |= 1 << i;
                if file == 0 {
                    first |= 1 << i;
                }
                if file == size - 1 {
                    last |= 1 << i;
                }
                squares[i as usize] = Square::new(file, rank);
                file += 1;
            }
            rank += 1;
        }
        let (rays, ray_len) = Geometry::build_rays(size);
        let mut stop_len = [[0; 4]; STOP_LEN];
        let mut i = 0;
        while i < 128 {
            let mut d = 0;
            while d < 4 {
                if i < size as usize * size as usize {
                    stop_len[i + 1][d] = ray_len[i][d] + 1;
                }
                d += 1;
            }
            i += 1;
        }
        Geometry {
            size,
            all,
            not_first_file: all & !first,
            not_last_file: all & !last,
            squares,
            rays,
            ray_len,
            stop_len,
        }
    }

    /// The ray tables of a board of side `size`, walked out cell by cell.
    const fn build_rays(size: u8) -> ([[Bits; 4]; 128], [[u8; 4]; 128]) {
        let mut rays = [[0; 4]; 128];
        let mut ray_len = [[0; 4]; 128];
        let n = size as i32;
        let steps: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
        let mut i = 0;
        while i < n * n {
            let mut d = 0;
            while d < 4 {
                let (mut file, mut rank) = (i % n, i / n);
                loop {
                    file += steps[d].0;
                    rank += steps[d].1;
                    if file < 0 || file >= n || rank < 0 || rank >= n {
                        break;
                    }
                    rays[i as usize][d] |= 1 << (rank * n + file);
                    ray_len[i as usize][d] += 1;
                }
                d += 1;
            }
            i += 1;
        }
        (rays, ray_len)
    }

    /// The geometry of a board of side `size` (clamped to 4..10).
    #[inline]
    pub fn of(size: u8) -> &'static Geometry {
        &GEOMETRIES[size.clamp(MIN_SIZE, MAX_SIZE) as usize - MIN_SIZE as usize]
    }

    /// The same geometry in 64-bit words, when the board fits in one.
    #[inline]
    pub fn narrow(&self) -> Option<&'static Geometry<u64>> {
        NARROW.get((self.size as usize).wrapping_sub(MIN_SIZE as usize))
    }
}

impl Geometry<u64> {
    /// `wide` in 64-bit words (a board of at most 8×8).
    const fn from_wide(wide: Geometry) -> Geometry<u64> {
        let mut rays = [[0; 4]; 128];
        let mut i = 0;
        while i < 128 {
            let mut d = 0;
            while d < 4 {
                rays[i][d] = wide.rays[i][d] as u64;
                d += 1;
            }
            i += 1;
        }
        Geometry {
            size: wide.size,
            all: wide.all as u64,
            not_first_file: wide.not_first_file as u64,
            not_last_file: wide.not_last_file as u64,
            squares: wide.squares,
            rays,
            ray_len: wide.ray_len,
            stop_len: wide.stop_len,
        }
    }
}

impl<W: Word> Geometry<W> {
    /// Whether `sq` lies on this board.
    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        sq.file() < self.size && sq.rank() < self.size
    }

    /// The bit index of a square on the board (the caller checks
    /// [`Geometry::contains`]).
    #[inline]
    pub fn index(&self, sq: Square) -> usize {
        debug_assert!(self.contains(sq));
        sq.rank() as usize * self.size as usize + sq.file() as usize
    }

    /// The bit of a square on the board (the caller checks [`Geometry::contains`]).
    #[inline]
    pub fn bit(&self, sq: Square) -> W {
        W::ONE << self.index(sq) as u32
    }

    /// The cells a slide from `from` to `to` (bit indices, `to` lying in direction
    /// `dir`) enters, `to` included: the ray from `from` less the ray beyond `to`.
    #[inline]
    pub fn path(&self, from: usize, to: usize, dir: Dir) -> W {
        self.rays[from & 127][dir.index()] & !self.rays[to & 127][dir.index()]
    }

    /// The square of a single-bit set.
    #[inline]
    pub fn square(&self, bit: W) -> Square {
        self.squares[bit.trailing_zeros() as usize & 127]
    }

    /// The square of a bit index below 128.
    #[inline]
    pub fn square_at(&self, index: usize) -> Square {
        self.squares[index & 127]
    }

    /// How many cells a cube on bit index `from` passes in `dir` before the edge or
    /// the first cell of `stops`. The ray tables turn the walk into one bit scan:
    /// the nearest stop is the lowest ray bit going north or east and the highest
    /// going south or west, and the free run is the part of the ray before it.
    /// Without a stop, the scan points past the word, where `stop_len` is 0; so the
    /// answer has no branch, which the processor would often guess wrong.
    #[inline]
    pub fn free_run(&self, from: usize, dir: Dir, stops: W) -> usize {
        let from = from & 127;
        let d = dir.index();
        let blockers = self.rays[from][d] & stops;
        let stop = match dir {
            Dir::North | Dir::East => blockers.trailing_zeros() + 1,
            Dir::South | Dir::West => W::BITS - blockers.leading_zeros(),
        } as usize;
        (self.ray_len[from][d] - self.stop_len[stop][d]) as usize
    }

    /// Every cell of `b` moved one step in `dir`; cells leaving the board are dropped.
    #[inline]
    pub fn shift(&self, b: W, dir: Dir) -> W {
        match dir {
            Dir::North => (b << self.size as u32) & self.all,
            Dir::South => b >> self.size as u32,
            Dir::East => (b & self.not_last_file) << 1,
            Dir::West => (b & self.not_first_file) >> 1,
        }
    }

    /// Cells orthogonally adjacent to some cell of `b` (may include cells of `b`).
    #[inline]
    pub fn neighbours(&self, b: W) -> W {
        self.shift(b, Dir::North)
            | self.shift(b, Dir::South)
            | self.shift(b, Dir::East)
            | self.shift(b, Dir::West)
    }
}

static GEOMETRIES: [Geometry; (MAX_SIZE - MIN_SIZE + 1) as usize] = [
    Geometry::build(4),
    Geometry::build(5),
    Geometry::build(6),
    Geometry::build(7),
    Geometry::build(8),
    Geometry::build(9),
    Geometry::build(10),
];

/// The geometries of the boards that fit in 64 bits (sides 4 to 8), in `u64`s.
static NARROW: [Geometry<u64>; 5] = [
    Geometry::from_wide(Geometry::build(4)),
    Geometry::from_wide(Geometry::build(5)),
    Geometry::from_wide(Geometry::build(6)),
    Geometry::from_wide(Geometry::build(7)),
    Geometry::from_wide(Geometry::build(8)),
];

/// The single-bit sets of `b`, lowest first.
#[inline]
pub fn bits(mut b: Bits) -> impl Iterator<Item = Bits> {
    std::iter::from_fn(move || {
        (b != 0).then(|| {
            let low = b & b.wrapping_neg();
            b ^= low;
            low
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_and_write_like_chess() {
        let sq = Square::parse("c3", 6).unwrap();
        assert_eq!((sq.file(), sq.rank()), (2, 2));
        assert_eq!(sq.to_string(), "c3");
        assert_eq!(Square::parse("J10", 10).unwrap().to_string(), "j10");
        let said = |text: &str| Square::parse(text, 6).unwrap_err().to_string();
        assert_eq!(
            said("g1"),
            "there is no file 'g' on a 6×6 board (files a to f)"
        );
        assert_eq!(
            said("a7"),
            "there is no rank 7 on a 6×6 board (ranks 1 to 6)"
        );
        assert_eq!(said("7a"), "a square a1 to f6");
        for bad in ["", "a", "a0", "a01", "3c", "a+1", "a-1", "aa", "a100", "é1"] {
            assert!(Square::parse(bad, 10).is_err(), "{bad}");
        }
    }

    #[test]
    fn shifts_never_wrap_around_the_edges() {
        for size in MIN_SIZE..=MAX_SIZE {
            let g = Geometry::of(size);
            assert_eq!(g.size, size);
            assert_eq!(g.all.count_ones(), size as u32 * size as u32);
            for rank in 0..size {
                for file in 0..size {
                    let sq = Square::new(file, rank);
                    let b = g.bit(sq);
                    assert_eq!(g.square(b), sq);
                    let n = g.neighbours(b);
                    let expected = [(0i8, 1i8), (0, -1), (1, 0), (-1, 0)]
                        .iter()
                        .filter(|(df, dr)| {
                            let (f, r) = (file as i8 + df, rank as i8 + dr);
                            (0..size as i8).contains(&f) && (0..size as i8).contains(&r)
                        })
                        .count();
                    assert_eq!(n.count_ones() as usize, expected, "{sq} on {size}");
                    for nb in bits(n) {
                        let t = g.square(nb);
                        let d = t.file().abs_diff(file) + t.rank().abs_diff(rank);
                        assert_eq!(d, 1, "{t} is not beside {sq}");
                    }
                }
            }
        }
    }

    #[test]
    fn directions_between_squares() {
        let c3 = Square::new(2, 2);
        assert_eq!(Dir::between(c3, Square::new(2, 5)), Some(Dir::North));
        assert_eq!(Dir::between(c3, Square::new(0, 2)), Some(Dir::West));
        assert_eq!(Dir::between(c3, Square::new(3, 3)), None);
        assert_eq!(Dir::between(c3, c3), None);
    }
}
