//! Squadro's numbered families of positions, for endgame tables.
//!
//! A finished piece never comes back, so the set of finished pieces of each side only
//! grows during a game. A family is one exact pair of finished sets (Light's, Dark's);
//! its positions are every progress `0..=11` of the unfinished pieces and the mover.
//! Finishing a piece moves to a family with more finished pieces, which is listed
//! earlier; every other move stays in the family.
//!
//! The families, in order (each side's count is of finished pieces):
//!
//! | group | Light | Dark | families | positions each |
//! |-------|-------|------|----------|----------------|
//! | base  | 3     | 3    | 100      | 2·12⁴          |
//! | base  | 3 / 2 | 2 / 3| 200      | 2·12⁵          |
//! | base  | 2     | 2    | 100      | 2·12⁶          |
//! | extension | 3 / 1 | 1 / 3 | 100 | 2·12⁶          |
//! | extension | 2 / 1 | 1 / 2 | 100 | 2·12⁷          |
//! | fourth    | 1     | 1    | 25       | 2·12⁸          |
//! | fourth    | 3 / 0 | 0 / 3| 20       | 2·12⁷          |
//! | fourth    | 2 / 0 | 0 / 2| 20       | 2·12⁸          |
//!
//! The base ([`BASE_FAMILIES`] of them) holds every position where each side has at
//! most three pieces still to finish; the extension adds four against three (and the
//! four against two it leads to), after the base so a solver can stop before it; the
//! fourth group ([`EXTENDED_FAMILIES`] end the extension) every position with two
//! pieces finished in all, and the five against two it leads to. Positions with at
//! most one piece finished are in no family.
//!
//! The index of a position is `mover + 2·(d₀ + 12·d₁ + …)`, the digits `dᵢ` being the
//! progress of the unfinished pieces, Light's lanes in order and then Dark's. Numbers
//! where a Light and a Dark piece would share a square are holes.
//!
//! Every option gives the same families: the first player does not matter to a
//! position, the repetition rule (at least twofold) does not change the value of a
//! position played on with no history, and the action cap is not part of a position.

use std::sync::OnceLock;

use cubist_core::{PositionIndex, Predecessor, Seat};

use crate::{
    unmoves, DenseFamily, Progress, Squadro, SquadroOptions, DARK, FINISHED, LANES, LIGHT,
};

/// Progress values an unfinished piece can have, `0..=11`: one digit of the index.
const DIGIT: u64 = FINISHED as u64;

/// Families of the base group: both sides with two or three pieces finished.
pub const BASE_FAMILIES: usize = 400;

/// Families of the base and the extension, before the fourth group.
pub const EXTENDED_FAMILIES: usize = 600;

/// Finished counts (Light, Dark) of each group, in the order of the list.
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

/// A set of lanes, one bit each.
pub(crate) type LaneSet = u8;

/// The finished sets (Light, Dark) of every family, in order, and the inverse map
/// from a pair of sets to its place in the list.
struct Order {
    pairs: Vec<(LaneSet, LaneSet)>,
    place: [[Option<u16>; 1 << LANES]; 1 << LANES],
}

fn order() -> &'static Order {
    static ORDER: OnceLock<Order> = OnceLock::new();
    ORDER.get_or_init(|| {
        let sets = |count: u32| (0..1u8 << LANES).filter(move |s| s.count_ones() == count);
        let mut pairs = Vec::new();
        for (light, dark) in GROUPS {
            for l in sets(light) {
                for d in sets(dark) {
                    pairs.push((l, d));
                }
            }
        }
        let mut place = [[None; 1 << LANES]; 1 << LANES];
        for (i, &(l, d)) in pairs.iter().enumerate() {
            place[l as usize][d as usize] = Some(i as u16);
        }
        Order { pairs, place }
    })
}

/// The finished lanes in one side's `progress`, one bit each.
pub(crate) fn finished_set(progress: &[u8; LANES]) -> LaneSet {
    let mut set = 0;
    for (lane, &p) in progress.iter().enumerate() {
        set |= u8::from(p == FINISHED) << lane;
    }
    set
}

/// Every family, in order (see the module's documentation).
pub(crate) fn families(options: &SquadroOptions) -> Vec<Box<dyn PositionIndex<Squadro>>> {
    order()
        .pairs
        .iter()
        .map(|&(light, dark)| {
            Box::new(Family::new(options.clone(), [light, dark])) as Box<dyn PositionIndex<_>>
        })
        .collect()
}

/// Every family in dense numbering ([`DenseFamily`]), in the order of [`families`]
/// (so a position's place in the list is the same): for a solver that wants no
/// memory or disk spent on holes. The game's own list stays [`Family`]'s, the
/// numbering of the tables already built.
pub fn families_dense(options: &SquadroOptions) -> Vec<Box<dyn PositionIndex<Squadro>>> {
    order()
        .pairs
        .iter()
        .filter_map(|&(light, dark)| DenseFamily::new(options.clone(), light, dark))
        .map(|f| Box::new(f) as Box<dyn PositionIndex<_>>)
        .collect()
}

/// The places in [`families`] of the family with these finished sets (one bit a
/// lane, lane 1 lowest) and of every family a game can reach from it: those whose
/// sets hold these, in list order, the family itself last. Empty when the pair is no
/// family. A solver that wants one family needs only these.
pub fn families_from(light: u8, dark: u8) -> Vec<usize> {
    let order = order();
    let Some(place) = order
        .place
        .get(light as usize)
        .and_then(|row| row.get(dark as usize))
        .copied()
        .flatten()
    else {
        return Vec::new();
    };
    (0..=usize::from(place))
        .filter(|&k| {
            let (l, d) = order.pairs[k];
            l & light == light && d & dark == dark
        })
        .collect()
}

/// The place in [`families`] of the family holding `progress`, if any.
pub(crate) fn family_of(progress: &[[u8; LANES]; 2]) -> Option<usize> {
    let light = finished_set(&progress[LIGHT]);
    let dark = finished_set(&progress[DARK]);
    order().place[light as usize][dark as usize].map(usize::from)
}

/// The lanes of `set` as notation digits, e.g. `"125"`.
pub(crate) fn lanes_text(set: LaneSet) -> String {
    (0..LANES)
        .filter(|lane| set & (1 << lane) != 0)
        .map(|lane| char::from(b'1' + lane as u8))
        .collect()
}

/// The positions with one pair of finished sets.
pub struct Family {
    options: SquadroOptions,
    /// Finished lanes of Light and of Dark.
    finished: [LaneSet; 2],
    /// The unfinished (side, lane) pairs, in digit order.
    digits: Vec<(Seat, usize)>,
}

impl Family {
    fn new(options: SquadroOptions, finished: [LaneSet; 2]) -> Self {
        let digits = (0..2)
            .flat_map(|side| (0..LANES).map(move |lane| (side, lane)))
            .filter(|&(side, lane)| finished[side] & (1 << lane) == 0)
            .collect();
        Family {
            options,
            finished,
            digits,
        }
    }
}

impl Family {
    /// The progress and mover a number spells, holes included; `None` past the end.
    fn spell(&self, index: u64) -> Option<(Progress, Seat)> {
        if index >= self.size() {
            return None;
        }
        let mover = (index % 2) as Seat;
        let mut rest = index / 2;
        let mut progress = [[FINISHED; LANES]; 2];
        for &(side, lane) in &self.digits {
            progress[side][lane] = (rest % DIGIT) as u8;
            rest /= DIGIT;
        }
        Some((progress, mover))
    }

    /// The number of a position of this family given by progress and mover.
    fn number(&self, progress: &Progress, mover: Seat) -> u64 {
        let digits = self.digits.iter().rev().fold(0, |acc, &(side, lane)| {
            acc * DIGIT + progress[side][lane] as u64
        });
        2 * digits + mover as u64
    }
}

impl PositionIndex<Squadro> for Family {
    /// `squadro-l<Light's finished lanes>-d<Dark's>`, lanes numbered as in notation:
    /// `squadro-l125-d34` has Light's pieces in lanes 1, 2 and 5 and Dark's in lanes
    /// 3 and 4 finished.
    fn name(&self) -> String {
        format!(
            "squadro-l{}-d{}",
            lanes_text(self.finished[LIGHT]),
            lanes_text(self.finished[DARK])
        )
    }

    fn size(&self) -> u64 {
        2 * DIGIT.pow(self.digits.len() as u32)
    }

    fn position(&self, index: u64) -> Option<Squadro> {
        let (progress, mover) = self.spell(index)?;
        // The only positions `from_progress` refuses here are two pieces on a square.
        let game = Squadro::from_progress(progress, mover).ok()?;
        Some(game.with_options(self.options.clone()))
    }

    fn index_of(&self, game: &Squadro) -> Option<u64> {
        let progress = game.progress();
        if [
            finished_set(&progress[LIGHT]),
            finished_set(&progress[DARK]),
        ] != self.finished
        {
            return None;
        }
        Some(self.number(&progress, game.mover()))
    }

    /// Un-moves (see [`unmoves`]) numbered in this family; a hole has none.
    fn predecessors(&self, index: u64, out: &mut Vec<Predecessor>) -> bool {
        out.clear();
        if let Some((progress, mover)) = self.spell(index) {
            unmoves(&progress, mover, |q| {
                out.push(Predecessor {
                    index: self.number(&q, 1 - mover),
                    same_mover: false,
                })
            });
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_has_every_pair_once_in_group_order() {
        let pairs = &order().pairs;
        assert_eq!(pairs.len(), EXTENDED_FAMILIES + 65);
        for (i, &(l, d)) in pairs.iter().enumerate() {
            let counts = (l.count_ones(), d.count_ones());
            let at = GROUPS.iter().position(|&g| g == counts).unwrap();
            assert_eq!(i < BASE_FAMILIES, at < 4, "family {i}");
            assert_eq!(i < EXTENDED_FAMILIES, at < 8, "family {i}");
            let progress = [
                std::array::from_fn(|lane| if l & (1 << lane) != 0 { 12 } else { 0 }),
                std::array::from_fn(|lane| if d & (1 << lane) != 0 { 12 } else { 0 }),
            ];
            assert_eq!(family_of(&progress), Some(i));
        }
    }

    #[test]
    fn a_family_needs_the_families_holding_its_finished_sets() {
        // l1-d1: Light's and Dark's first lanes finished. Each side's set grows by
        // none, one or two more of the other four lanes: 1 + 4 + 6 = 11 each way.
        let from = families_from(0b1, 0b1);
        assert_eq!(from.len(), 11 * 11);
        assert_eq!(from.last(), family_of(&progress_with(0b1, 0b1)).as_ref());
        assert!(from.windows(2).all(|w| w[0] < w[1]));
        for &k in &from {
            let (l, d) = order().pairs[k];
            assert!(l & 1 != 0 && d & 1 != 0);
        }
        // Every family of the base holding l1-d1's sets is there; a family of the
        // base without lane 1 for Light is not.
        assert_eq!(from.iter().filter(|&&k| k < BASE_FAMILIES).count(), 10 * 10);
        assert!(!from.contains(&family_of(&progress_with(0b110, 0b11)).unwrap()));
        // The last family of the (3,3) group needs only itself.
        assert_eq!(families_from(0b11100, 0b11100), vec![99]);
        // (1,0) is no family; (2,0) is, and reaches (3,0), (2,1), (3,1) … (3,3).
        assert!(families_from(0b1, 0).is_empty());
        assert_eq!(families_from(0b11, 0).len(), 4 * (1 + 5 + 10 + 10));
        assert!(families_from(1 << LANES, 0).is_empty());
    }

    /// Progress with these lanes finished and every other piece at the start.
    fn progress_with(light: u8, dark: u8) -> [[u8; LANES]; 2] {
        let side =
            |set: u8| std::array::from_fn(|lane| if set & (1 << lane) != 0 { 12 } else { 0 });
        [side(light), side(dark)]
    }

    #[test]
    fn names_are_unique() {
        let families = families(&SquadroOptions::default());
        let mut names: Vec<String> = families.iter().map(|f| f.name()).collect();
        assert_eq!(names[0], "squadro-l123-d123");
        names.sort();
        names.dedup();
        assert_eq!(names.len(), families.len());
    }

    #[test]
    fn the_dense_list_has_the_same_families_in_the_same_order() {
        let options = SquadroOptions::default();
        let dense = families_dense(&options);
        let holed = families(&options);
        assert_eq!(dense.len(), holed.len());
        for (d, f) in dense.iter().zip(&holed) {
            assert_eq!(d.name().replace("squadro-dense-", "squadro-"), f.name());
            assert!(d.size() < f.size(), "{} has holes", f.name());
        }
    }
}
