//! Where the computer levels' ratings start: from the ladder each game declares for
//! its levels (`Game::level_ladder`, read through `cubist_games::level_ladder`; the
//! measurements are in docs/ai-strength.md).
//!
//! `medium` starts where a new player does (1500, an average newcomer), and each other
//! level at 1500 plus its Elo difference from `medium` in the game's ladder. A pool of
//! three to six seats takes what the game declares for three (the levels are the same
//! at every count of the pool: the catalog's games declare one ladder for all of them).
//! A pool without figures starts every level at 1500.

use super::pools::{game_of_pool, System};
use super::skill::Skill;

/// The computer levels, weakest first.
pub const LEVELS: [&str; 4] = ["easy", "medium", "hard", "max"];

/// How a computer level's rating starts: sure of itself (deviation 100, below the
/// provisional line), since its strength was measured over hundreds of games.
pub const COMPUTER_DEVIATION: f64 = 100.0;

/// Each level's distance from `medium` in a pool, if its game declares it.
fn offsets(pool: &str) -> Option<[f64; 4]> {
    let (game, rated_by) = game_of_pool(pool);
    let ladder = cubist_games::level_ladder(game, *rated_by.seats().start()).ok()??;
    Some(ladder.from_medium())
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
        let system = game_of_pool(pool).1;
        start(pool, system, level).unwrap().rating
    }

    #[test]
    fn every_level_starts_at_1500_plus_its_games_declared_gap_from_medium() {
        let mut read = 0;
        for game in cubist_games::NAMES {
            for system in [System::Glicko2, System::WengLin] {
                let seats = system.seats();
                let pool = crate::ratings::pools::pool_of(game, *seats.start())
                    .unwrap()
                    .0;
                let declared = cubist_games::level_ladder(game, *seats.start()).unwrap();
                for players in seats {
                    let same = cubist_games::level_ladder(game, players).unwrap();
                    assert_eq!(same, declared, "{pool} at {players} seats");
                }
                let Some(ladder) = declared else {
                    assert!(LEVELS.iter().all(|l| rating(&pool, l) == 1500.0), "{pool}");
                    continue;
                };
                read += 1;
                for (level, gap) in LEVELS.iter().zip(ladder.from_medium()) {
                    assert_eq!(rating(&pool, level), 1500.0 + gap, "{pool} {level}");
                }
                assert_eq!(rating(&pool, "medium"), 1500.0);
            }
        }
        assert!(read > 0, "no game declares a ladder");
    }

    #[test]
    fn unknown_pools_start_at_1500_and_unknown_levels_not_at_all() {
        assert_eq!(rating("chess", "max"), 1500.0);
        assert_eq!(rating("chess/multi", "easy"), 1500.0);
        assert!(start("chess", System::Glicko2, "random").is_none());
        assert!(!start("chess", System::Glicko2, "hard")
            .unwrap()
            .provisional());
    }
}
