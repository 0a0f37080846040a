//! The dense numbering as docs/design/squadro.md ("A dense index") documents it,
//! written again from the document: hole-free positions only, numbered
//! `mover + 2·(offset[c] + r)`.

use super::numbering::Sets;
use crate::{cell, square, Progress, FINISHED, LANES};
use cubist_core::Seat;

/// One family's dense numbering: its sets and the offsets of its Light configurations.
pub struct Dense {
    sets: Sets,
    /// `offsets[c]`: hole-free Dark arrangements of the configurations before `c`;
    /// one more entry than configurations, the last the total.
    offsets: Vec<u64>,
    /// `left[c][d]`: the progress values left to a Dark piece in lane `d` in
    /// configuration `c`, one bit each, found once here rather than for every number.
    left: Vec<[u16; LANES]>,
}

/// The unfinished lanes of one side, in order.
fn lanes(set: u8) -> Vec<usize> {
    (0..LANES).filter(|l| set & (1 << l) == 0).collect()
}

/// The progress values left to a Dark piece in `lane`, one bit each: those where it
/// shares no square with a Light piece.
fn left(light: &[u8; LANES], lane: usize) -> u16 {
    let on = |side, l, p: u8| square(side, l, cell(p));
    (0..FINISHED)
        .filter(|&v| {
            (0..LANES).all(|l| light[l] == FINISHED || on(0, l, light[l]) != on(1, lane, v))
        })
        .fold(0, |mask, v| mask | 1 << v)
}

/// The value at place `k` among the bits of `mask`, lowest first.
fn nth_value(mask: u16, k: u64) -> u8 {
    let mut rest = mask;
    for _ in 0..k {
        rest &= rest - 1;
    }
    rest.trailing_zeros() as u8
}

impl Dense {
    pub fn new(sets: Sets) -> Dense {
        let configs = 12u64.pow(lanes(sets.0[0]).len() as u32);
        let mut offsets = Vec::with_capacity(configs as usize + 1);
        let mut masks = Vec::with_capacity(configs as usize);
        let mut total = 0;
        for c in 0..configs {
            offsets.push(total);
            let light = Self::light(sets, c);
            let mut mask = [0u16; LANES];
            for d in lanes(sets.0[1]) {
                mask[d] = left(&light, d);
            }
            total += lanes(sets.0[1])
                .iter()
                .map(|&d| u64::from(mask[d].count_ones()))
                .product::<u64>();
            masks.push(mask);
        }
        offsets.push(total);
        Dense {
            sets,
            offsets,
            left: masks,
        }
    }

    /// Light's progress in configuration `c` (`d₀ + 12·d₁ + …`, as in `Family`).
    fn light(sets: Sets, mut c: u64) -> [u8; LANES] {
        let mut light = [FINISHED; LANES];
        for l in lanes(sets.0[0]) {
            light[l] = (c % 12) as u8;
            c /= 12;
        }
        light
    }

    pub fn sets(&self) -> Sets {
        self.sets
    }

    pub fn size(&self) -> u64 {
        2 * self.offsets.last().copied().unwrap_or(0)
    }

    /// The position at `number` (below the size).
    pub fn spell(&self, number: u64) -> (Progress, Seat) {
        let rest = number / 2;
        let c = self.offsets.partition_point(|&o| o <= rest) - 1;
        let light = Self::light(self.sets, c as u64);
        let mut dark = [FINISHED; LANES];
        let mut r = rest - self.offsets[c];
        for d in lanes(self.sets.0[1]) {
            let values = self.left[c][d];
            let count = u64::from(values.count_ones());
            dark[d] = nth_value(values, r % count);
            r /= count;
        }
        ([light, dark], (number % 2) as Seat)
    }

    /// The number of a hole-free position of this family; `None` for a hole.
    pub fn number(&self, progress: &Progress, mover: Seat) -> Option<u64> {
        let c = lanes(self.sets.0[0])
            .iter()
            .rev()
            .fold(0, |acc, &l| acc * 12 + u64::from(progress[0][l]));
        let (mut r, mut place) = (0, 1);
        for d in lanes(self.sets.0[1]) {
            let values = self.left[c as usize][d];
            let v = progress[1][d];
            if v >= FINISHED || values & (1 << v) == 0 {
                return None;
            }
            let k = (values & ((1 << v) - 1)).count_ones();
            r += place * u64::from(k);
            place *= u64::from(values.count_ones());
        }
        Some(mover as u64 + 2 * (self.offsets[c as usize] + r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DenseFamily, SquadroOptions};
    use cubist_core::PositionIndex;

    /// Written from the document, it must still number as the solver's index does.
    #[test]
    fn it_numbers_as_dense_family_does() {
        for place in [0, 100, 350, 500, 600, 630, 664] {
            let sets = super::super::numbering::list()[place];
            let theirs = DenseFamily::new(SquadroOptions::default(), sets.0[0], sets.0[1])
                .expect("a family");
            let ours = Dense::new(sets);
            assert_eq!(ours.size(), theirs.size());
            for n in (0..ours.size()).step_by((ours.size() / 20_000).max(997) as usize) {
                let (progress, mover) = ours.spell(n);
                let game = theirs.position(n).expect("a position");
                assert_eq!((progress, mover), (game.progress(), game.mover()), "{n}");
                assert_eq!(ours.number(&progress, mover), Some(n));
            }
        }
    }
}
