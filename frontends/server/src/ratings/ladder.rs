//! Where the computer levels' ratings start: from the ladders of docs/ai-strength.md.
//!
//! `medium` starts where a new player does (1500, an average newcomer), and each other
//! level at 1500 plus its Elo difference from `medium` in the game's ladder. The
//! figures are the ladders' "Elo" columns (200 games per neighbouring pair, seed 1).
//! Cube Attack at three to six players has no ladder of its own: its levels are the
//! MCTS budgets whose two-player ladder scored 97.0%, 85.5%, 95.5% and 84.5% ("With
//! MCTS (10 / 100 / 2,000 / 10,000 iterations, still the levels at three to six
//! players)"), turned into Elo differences here. A pool without figures starts every
//! level at 1500.

use super::{Skill, System};

/// The computer levels, weakest first.
pub const LEVELS: [&str; 4] = ["easy", "medium", "hard", "max"];

/// Per pool, each level's Elo in the game's ladder (easy, medium, hard, max).
const LADDER: [(&str, [f64; 4]); 5] = [
    ("squadro", [-511.0, 248.0, 584.0, 755.0]),
    ("zhen", [-99.0, 178.0, 379.0, 682.0]),
    ("tilt", [-230.0, -4.0, 509.0, 804.0]),
    ("cube-attack", [-616.0, 385.0, 664.0, 1032.0]),
    ("cube-conquest", [-232.0, 24.0, 263.0, 494.0]),
];

/// Cube Attack at three to six players: each level's score against the one below
/// (medium – easy, hard – medium, max – hard).
const MULTI_STEPS: [(&str, [f64; 3]); 1] = [("cube-attack/multi", [0.855, 0.955, 0.845])];

/// How a computer level's rating starts: sure of itself (deviation 100, below the
/// provisional line), since its strength was measured over hundreds of games.
pub const COMPUTER_DEVIATION: f64 = 100.0;

/// The Elo difference a score `p` against an opponent means.
fn elo_of(p: f64) -> f64 {
    400.0 * (p / (1.0 - p)).log10()
}

/// Each level's distance from `medium` in a pool, if the documents measured it.
fn offsets(pool: &str) -> Option<[f64; 4]> {
    if let Some((_, elo)) = LADDER.iter().find(|(p, _)| *p == pool) {
        return Some(elo.map(|e| e - elo[1]));
    }
    let (_, steps) = MULTI_STEPS.iter().find(|(p, _)| *p == pool)?;
    let [up1, up2, up3] = steps.map(elo_of);
    Some([-up1, 0.0, up2, up2 + up3])
}

/// A computer level's starting rating in a pool; `None` for a name that is no level.
pub fn start(pool: &str, system: System, level: &str) -> Option<Skill> {
    let i = LEVELS.iter().position(|l| *l == level)?;
    let offset = offsets(pool).map_or(0.0, |o| o[i]);
    Some(Skill {
        rating: 1500.0 + offset,
        deviation: COMPUTER_DEVIATION,
        volatility: system.start().volatility,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(pool: &str, level: &str) -> f64 {
        let system = super::super::game_of_pool(pool).1;
        start(pool, system, level).unwrap().rating
    }

    #[test]
    fn medium_is_a_new_player_and_the_others_keep_the_ladders_gaps() {
        assert_eq!(rating("squadro", "medium"), 1500.0);
        assert_eq!(rating("squadro", "easy"), 1500.0 - 759.0);
        assert_eq!(rating("squadro", "hard"), 1836.0);
        assert_eq!(rating("squadro", "max"), 2007.0);
        assert_eq!(rating("cube-attack", "easy"), 499.0);
        assert_eq!(rating("tilt", "max"), 2308.0);
        for pool in ["zhen", "cube-conquest", "cube-attack/multi"] {
            let r: Vec<f64> = LEVELS.iter().map(|l| rating(pool, l)).collect();
            assert!(r.windows(2).all(|w| w[0] < w[1]), "{pool}: {r:?}");
        }
    }

    #[test]
    fn multi_seat_steps_come_from_the_scores() {
        // 85.5% is about 308 Elo; 95.5% about 531; 84.5% about 295.
        assert_eq!(rating("cube-attack/multi", "easy").round(), 1192.0);
        assert_eq!(rating("cube-attack/multi", "hard").round(), 2031.0);
        assert_eq!(rating("cube-attack/multi", "max").round(), 2325.0);
    }

    #[test]
    fn unknown_pools_start_at_1500_and_unknown_levels_not_at_all() {
        assert_eq!(rating("zhen/multi", "max"), 1500.0);
        assert!(start("squadro", System::Glicko2, "random").is_none());
        assert!(!start("squadro", System::Glicko2, "hard")
            .unwrap()
            .provisional());
    }
}
