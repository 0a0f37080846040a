//! A dense numbering of one Squadro family: its hole-free positions only, numbered
//! `0..size()` with no gaps.
//!
//! A Light piece runs along one column and a Dark piece along one row, so a Light piece
//! and a Dark piece can share only the one square where their lanes cross. Once every
//! Light piece's progress is fixed, each Dark piece has a fixed set of forbidden
//! progress values (two for each Light piece on its row: the crossing cell on the way
//! out and on the way back), whatever the other Dark pieces do. So the hole-free
//! positions of one Light configuration are a product of per-Dark-piece counts, and the
//! Dark pieces are numbered in mixed radix over the values left to them.
//!
//! The number of a position is `mover + 2·(offset[c] + r)`: `c` is the Light
//! configuration, `d₀ + 12·d₁ + …` over Light's unfinished lanes as in [`Family`];
//! `offset[c]` counts the hole-free Dark arrangements of every earlier configuration;
//! `r` is the Dark pieces' rank, each digit the place of a piece's progress among the
//! values its Light configuration leaves it, Dark's first lane lowest.
//!
//! The game's families (and so the shipped tables) still number with [`Family`];
//! [`families_dense`] lists these instead, in the same order, for a solver that wants
//! no memory spent on holes.
//!
//! [`Family`]: crate::Family
//! [`families_dense`]: crate::families_dense

use std::sync::OnceLock;

use cubist_core::{PositionIndex, Predecessor, Seat};

use crate::families::{finished_set, lanes_text, LaneSet};
use crate::geometry::{cell, crossing_at};
use crate::{unmoves, Squadro, SquadroOptions, DARK, FINISHED, LANES, LIGHT, TO_WIN};

/// Progress values of a piece still on the board, `0..=11`: one digit.
const DIGIT: usize = FINISHED as usize;

/// Sets of crossing cells `1..=5` of a lane, bit `c - 1` for cell `c`.
type Cells = u8;

/// Every set of crossing cells, one entry each in [`PLACES`] and [`VALUES`].
const CELL_SETS: usize = 1 << 5;

/// In [`PLACES`]: a progress value the cell set forbids.
const BLOCKED: u8 = u8::MAX;

/// For a Light piece in `lane` at progress `p`: the Dark lane whose row it stands on and
/// the cell of that row it occupies (as a [`Cells`] bit); no bit in the troughs.
#[inline]
fn block(lane: usize, p: u8) -> (usize, Cells) {
    let (dark_lane, c) = crossing_at(LIGHT, lane, p);
    match c {
        1..=5 => (dark_lane, 1 << (c - 1)),
        _ => (dark_lane, 0),
    }
}

/// For each set of blocked cells, the place of each progress value among the values
/// left ([`BLOCKED`] for the others); and the value at each place. A blocked cell takes
/// two values, the way out and the way back, so a piece has `12 − 2·blocked` left.
static PLACES: [[u8; DIGIT]; CELL_SETS] = places_and_values().0;
static VALUES: [[u8; DIGIT]; CELL_SETS] = places_and_values().1;

const fn places_and_values() -> ([[u8; DIGIT]; CELL_SETS], [[u8; DIGIT]; CELL_SETS]) {
    let mut places = [[BLOCKED; DIGIT]; CELL_SETS];
    let mut values = [[0; DIGIT]; CELL_SETS];
    let mut cells = 0;
    while cells < CELL_SETS {
        let mut k = 0;
        let mut p = 0;
        while p < FINISHED {
            let c = cell(p);
            if c == 0 || c > 5 || cells & (1 << (c - 1)) == 0 {
                places[cells][p as usize] = k;
                values[cells][k as usize] = p;
                k += 1;
            }
            p += 1;
        }
        cells += 1;
    }
    (places, values)
}

/// The cells of each Dark lane taken by Light's pieces, given Light's progress.
#[inline]
fn taken_cells(light: &[u8; LANES]) -> [Cells; LANES] {
    let mut taken = [0; LANES];
    for (lane, &p) in light.iter().enumerate() {
        let (dark_lane, bit) = block(lane, p);
        taken[dark_lane] |= bit;
    }
    taken
}

/// How many progress values a piece has left when `cells` are taken.
#[inline]
fn allowed(cells: Cells) -> u64 {
    (DIGIT as u32 - 2 * cells.count_ones()) as u64
}

/// The place of progress `p` among the values `cells` leaves, or `None` if it is taken.
#[inline]
fn place(cells: Cells, p: u8) -> Option<u64> {
    match PLACES[cells as usize][p as usize] {
        BLOCKED => None,
        k => Some(k as u64),
    }
}

/// The progress value at place `k` among those `cells` leaves (`k < allowed(cells)`).
#[inline]
fn value_at(cells: Cells, k: u64) -> u8 {
    VALUES[cells as usize][k as usize]
}

/// The hole-free positions with one pair of finished sets, densely numbered.
pub struct DenseFamily {
    options: SquadroOptions,
    /// Finished lanes of Light and of Dark.
    finished: [LaneSet; 2],
    /// The unfinished lanes of Light and of Dark, in order.
    lanes: [Vec<usize>; 2],
    /// The offsets and buckets, counted at the first use: a list of every family
    /// costs nothing until a family is numbered (the largest take megabytes).
    layout: OnceLock<Layout>,
}

/// Where each Light configuration's positions begin.
struct Layout {
    /// `offsets[c]`: the hole-free Dark arrangements of the Light configurations before
    /// `c`. One entry more than there are configurations: the last is the total.
    offsets: Vec<u64>,
    /// `starts[b]`: the configuration holding number `b << shift` (without the mover),
    /// so unranking searches only `starts[b]..=starts[b + 1]`, a short stretch,
    /// instead of the whole of `offsets`.
    starts: Vec<u32>,
    shift: u32,
}

impl DenseFamily {
    /// The family with these finished lanes (one bit a lane, lane 1 lowest), any pair
    /// down to nobody finished. `None` for a bit past the fifth lane, or where both
    /// sides have won, which no position can be.
    pub fn new(options: SquadroOptions, light: u8, dark: u8) -> Option<Self> {
        let won = |set: LaneSet| set.count_ones() >= u32::from(TO_WIN);
        if light >> LANES != 0 || dark >> LANES != 0 || (won(light) && won(dark)) {
            return None;
        }
        let unfinished = |set: LaneSet| (0..LANES).filter(|l| set & (1 << l) == 0).collect();
        Some(DenseFamily {
            options,
            finished: [light, dark],
            lanes: [unfinished(light), unfinished(dark)],
            layout: OnceLock::new(),
        })
    }

    fn layout(&self) -> &Layout {
        self.layout.get_or_init(|| {
            let offsets = self.count_offsets();
            let (starts, shift) = bucket_starts(&offsets);
            Layout {
                offsets,
                starts,
                shift,
            }
        })
    }

    /// The running count of hole-free positions (without the mover) per Light configuration.
    fn count_offsets(&self) -> Vec<u64> {
        let configurations = DIGIT.pow(self.lanes[LIGHT].len() as u32);
        let mut offsets = Vec::with_capacity(configurations + 1);
        let mut total = 0;
        offsets.push(total);
        for c in 0..configurations {
            let taken = taken_cells(&self.light_progress(c));
            total += self.lanes[DARK]
                .iter()
                .map(|&lane| allowed(taken[lane]))
                .product::<u64>();
            offsets.push(total);
        }
        offsets
    }

    /// The configuration holding number `r` (without the mover): the last whose offset
    /// is at most `r`, every configuration having positions.
    #[inline]
    fn configuration_of(&self, r: u64) -> usize {
        let layout = self.layout();
        let b = (r >> layout.shift) as usize;
        let (low, high) = (layout.starts[b] as usize, layout.starts[b + 1] as usize);
        low + layout.offsets[low..=high].partition_point(|&o| o <= r) - 1
    }

    /// Light's progress in configuration `c`, finished lanes at [`FINISHED`].
    fn light_progress(&self, c: usize) -> [u8; LANES] {
        let mut progress = [FINISHED; LANES];
        let mut rest = c;
        for &lane in &self.lanes[LIGHT] {
            progress[lane] = (rest % DIGIT) as u8;
            rest /= DIGIT;
        }
        progress
    }

    /// The dense number of a position given by progress and mover, or `None` if it is
    /// not a hole-free position of this family. The solver's working form: no
    /// [`Squadro`] is built.
    pub fn rank_progress(&self, progress: &[[u8; LANES]; 2], mover: Seat) -> Option<u64> {
        if mover > 1
            || finished_set(&progress[LIGHT]) != self.finished[LIGHT]
            || finished_set(&progress[DARK]) != self.finished[DARK]
            || progress.iter().flatten().any(|&p| p > FINISHED)
        {
            return None;
        }
        let c = self.lanes[LIGHT]
            .iter()
            .rev()
            .fold(0, |acc, &lane| acc * DIGIT + progress[LIGHT][lane] as usize);
        let taken = taken_cells(&progress[LIGHT]);
        let mut r = 0;
        for &lane in self.lanes[DARK].iter().rev() {
            let cells = taken[lane];
            r = r * allowed(cells) + place(cells, progress[DARK][lane])?;
        }
        Some(mover as u64 + 2 * (self.layout().offsets[c] + r))
    }

    /// The progress and mover of the position numbered `index`, or `None` past the end.
    pub fn unrank_progress(&self, index: u64) -> Option<([[u8; LANES]; 2], Seat)> {
        if index >= self.size() {
            return None;
        }
        let mover = (index % 2) as Seat;
        let r = index / 2;
        let c = self.configuration_of(r);
        let light = self.light_progress(c);
        let taken = taken_cells(&light);
        let mut dark = [FINISHED; LANES];
        let mut rest = r - self.layout().offsets[c];
        for &lane in &self.lanes[DARK] {
            let n = allowed(taken[lane]);
            dark[lane] = value_at(taken[lane], rest % n);
            rest /= n;
        }
        Some(([light, dark], mover))
    }

    /// The dense number of `game`'s position, or `None` if it is not in this family.
    /// History is ignored. [`PositionIndex::index_of`] gives the same.
    pub fn rank(&self, game: &Squadro) -> Option<u64> {
        self.rank_progress(&game.progress(), game.mover())
    }

    /// Bytes of the offsets and bucket tables, the index's own memory.
    pub fn table_bytes(&self) -> usize {
        let layout = self.layout();
        std::mem::size_of_val(&layout.offsets[..]) + std::mem::size_of_val(&layout.starts[..])
    }
}

/// About one bucket a configuration: for each, the configuration holding its first
/// number, and the shift from a number to its bucket.
fn bucket_starts(offsets: &[u64]) -> (Vec<u32>, u32) {
    let configurations = offsets.len() - 1;
    let total = offsets[configurations];
    let shift = (total / configurations as u64).max(1).ilog2();
    let last_bucket = ((total - 1) >> shift) + 1;
    let mut c = 0;
    let starts = (0..=last_bucket)
        .map(|b| {
            while c + 1 < configurations && offsets[c + 1] <= b << shift {
                c += 1;
            }
            c as u32
        })
        .collect();
    (starts, shift)
}

impl PositionIndex<Squadro> for DenseFamily {
    /// `squadro-dense-l<Light's finished lanes>-d<Dark's>`, apart from [`Family`]'s
    /// names so tables numbered either way cannot be mistaken for each other.
    ///
    /// [`Family`]: crate::Family
    fn name(&self) -> String {
        format!(
            "squadro-dense-l{}-d{}",
            lanes_text(self.finished[LIGHT]),
            lanes_text(self.finished[DARK])
        )
    }

    fn size(&self) -> u64 {
        2 * self.layout().offsets.last().copied().unwrap_or(0)
    }

    fn position(&self, index: u64) -> Option<Squadro> {
        let (progress, mover) = self.unrank_progress(index)?;
        let game = Squadro::from_progress(progress, mover).ok()?;
        Some(game.with_options(self.options.clone()))
    }

    fn index_of(&self, game: &Squadro) -> Option<u64> {
        self.rank(game)
    }

    /// Un-moves (see [`unmoves`]) numbered here. Every number is a position and an
    /// un-move stays in the family, so each one has a number.
    fn predecessors(&self, index: u64, out: &mut Vec<Predecessor>) -> bool {
        out.clear();
        if let Some((progress, mover)) = self.unrank_progress(index) {
            unmoves(&progress, mover, |q| {
                if let Some(index) = self.rank_progress(&q, 1 - mover) {
                    out.push(Predecessor {
                        index,
                        same_mover: false,
                    });
                }
            });
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_agree_with_the_rules() {
        for lane in 0..LANES {
            for p in 0..=FINISHED {
                let (dark_lane, cells) = block(lane, p);
                for q in 0..FINISHED {
                    let mut progress = [[0; LANES]; 2];
                    progress[LIGHT][lane] = p;
                    progress[DARK][dark_lane] = q;
                    let clash = Squadro::from_progress(progress, 0).is_err();
                    assert_eq!(place(cells, q).is_none(), clash, "lane {lane} p {p} q {q}");
                }
            }
        }
    }

    #[test]
    fn places_and_values_invert() {
        for cells in 0..CELL_SETS as Cells {
            let left = (0..FINISHED).filter(|&p| place(cells, p).is_some()).count();
            assert_eq!(left as u64, allowed(cells));
            for k in 0..allowed(cells) {
                assert_eq!(place(cells, value_at(cells, k)), Some(k));
            }
        }
        // Cell 5 is progress 5 on the way out and 7 on the way back.
        assert_eq!(place(0b1_0000, 5), None);
        assert_eq!(place(0b1_0000, 7), None);
        assert_eq!(place(0b1_0000, 8), Some(6));
        assert_eq!(allowed(0b1_1111), 2);
    }
}
