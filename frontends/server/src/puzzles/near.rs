//! Which of the puzzles nearest the player's rating is served next: one of those
//! nearly as near as the nearest, so a player far from most puzzles is not handed one
//! of the far ones at random.

use rand::seq::IndexedRandom;
use rand::Rng;

use crate::puzzles::store::StoredPuzzle;

/// How much farther than the nearest a puzzle may be and still be served.
pub const WINDOW: f64 = 100.0;

/// One of `candidates` within [`WINDOW`] of the nearest to `near`, at random.
pub fn pick_near<'a>(
    candidates: &'a [StoredPuzzle],
    near: f64,
    rng: &mut impl Rng,
) -> Option<&'a StoredPuzzle> {
    let distance = |p: &StoredPuzzle| (p.skill.rating - near).abs();
    let nearest = candidates.iter().map(distance).min_by(f64::total_cmp)?;
    let close: Vec<&StoredPuzzle> = candidates
        .iter()
        .filter(|p| distance(p) <= nearest + WINDOW)
        .collect();
    close.choose(rng).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratings::Skill;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn rated(id: &str, rating: f64) -> StoredPuzzle {
        StoredPuzzle {
            id: id.into(),
            game: "squadro".into(),
            body: String::new(),
            skill: Skill {
                rating,
                deviation: 80.0,
                volatility: 0.06,
            },
            plays: 10,
            retired: false,
        }
    }

    #[test]
    fn a_strong_player_is_served_the_hardest_near_puzzles() {
        let candidates: Vec<StoredPuzzle> = [1700.0, 1650.0, 1620.0, 1500.0, 1400.0, 1300.0]
            .iter()
            .enumerate()
            .map(|(i, &r)| rated(&format!("squadro-{i}"), r))
            .collect();
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut served = std::collections::BTreeSet::new();
        for _ in 0..60 {
            let p = pick_near(&candidates, 2151.0, &mut rng).unwrap();
            assert!(p.skill.rating >= 1600.0, "{}", p.skill.rating);
            served.insert(p.id.clone());
        }
        assert_eq!(served.len(), 3, "each near one in turn: {served:?}");
        assert!(pick_near(&[], 1500.0, &mut rng).is_none());
    }
}
