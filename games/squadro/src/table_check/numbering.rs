//! `Family`'s numbering as docs/squadro.md ("Endgame tables") and
//! docs/design/squadro.md document it, written again from the documents.

use crate::{Progress, FINISHED, LANES};
use cubist_core::Seat;

/// Finished counts (Light, Dark) of each group of the list, in order.
const GROUPS: [(u32, u32); 13] = [
    (3, 3),
    (3, 2),
    (2, 3),
    (2, 2),
    (3, 1),
    (1, 3),
    (2, 1),
    (1, 2),
    (1, 1),
    (3, 0),
    (0, 3),
    (2, 0),
    (0, 2),
];

/// One family: the finished lanes of Light and of Dark, one bit a lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sets(pub [u8; 2]);

/// Every family in the documented order: by group, then Light's set and Dark's set
/// in increasing order of their bits (lane 1 the lowest bit).
pub fn list() -> Vec<Sets> {
    let sets = |n: u32| (0u8..1 << LANES).filter(move |s| s.count_ones() == n);
    GROUPS
        .iter()
        .flat_map(|&(l, d)| sets(l).flat_map(move |a| sets(d).map(move |b| Sets([a, b]))))
        .collect()
}

impl Sets {
    /// The sets of finished lanes in `progress`.
    pub fn of(progress: &Progress) -> Sets {
        let set = |side: &[u8; LANES]| {
            (0..LANES).fold(0, |s, lane| s | (u8::from(side[lane] == FINISHED) << lane))
        };
        Sets([set(&progress[0]), set(&progress[1])])
    }

    /// The file name's stem, `squadro-l<lanes>-d<lanes>`, lanes as in notation.
    pub fn name(self) -> String {
        let lanes = |s: u8| -> String {
            (0..LANES)
                .filter(|l| s & (1 << l) != 0)
                .map(|l| char::from(b'1' + l as u8))
                .collect()
        };
        format!("squadro-l{}-d{}", lanes(self.0[0]), lanes(self.0[1]))
    }

    /// The unfinished (side, lane) pairs: the digits, Light's lanes first.
    fn digits(self) -> impl Iterator<Item = (usize, usize)> {
        (0..2)
            .flat_map(|side| (0..LANES).map(move |lane| (side, lane)))
            .filter(move |&(side, lane)| self.0[side] & (1 << lane) == 0)
    }

    /// Numbers in the family, holes included: `2·12^digits`.
    pub fn size(self) -> u64 {
        2 * 12u64.pow(self.digits().count() as u32)
    }

    /// The progress and mover that `number` spells (below the size).
    pub fn spell(self, number: u64) -> (Progress, Seat) {
        let mut progress = [[FINISHED; LANES]; 2];
        let mut rest = number / 2;
        for (side, lane) in self.digits() {
            progress[side][lane] = (rest % 12) as u8;
            rest /= 12;
        }
        (progress, (number % 2) as Seat)
    }

    /// The number of a position of this family: `mover + 2·(d₀ + 12·d₁ + …)`.
    pub fn number(self, progress: &Progress, mover: Seat) -> u64 {
        let (rest, _) = self.digits().fold((0, 1), |(sum, place), (side, lane)| {
            (sum + place * u64::from(progress[side][lane]), place * 12)
        });
        2 * rest + mover as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_and_names_match_the_documents() {
        let list = list();
        assert_eq!(list.len(), 665);
        assert_eq!(list[600].name(), "squadro-l1-d1");
        assert_eq!(list[600].size(), 859_963_392);
        assert_eq!(list[625].name(), "squadro-l123-d");
        assert_eq!(list[664].name(), "squadro-l-d45");
        assert_eq!(list[0].name(), "squadro-l123-d123");
        assert_eq!(list[0].size(), 41_472);
        assert_eq!(list[300].size(), 5_971_968);
        for (i, s) in list.iter().enumerate().step_by(37) {
            let (p, m) = s.spell(i as u64 * 7 % s.size());
            assert_eq!(s.number(&p, m), i as u64 * 7 % s.size());
            assert_eq!(Sets::of(&p), *s);
        }
    }
}
