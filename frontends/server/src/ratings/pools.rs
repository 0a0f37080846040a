//! Rating pools: a pool per game and seat count, the system that rates it, and a
//! game's new ratings in it.

use std::ops::RangeInclusive;

use super::skill::Skill;
use super::{glicko, ranks, weng_lin};

/// Which system rates a pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    /// Two seats.
    Glicko2,
    /// Three to six seats.
    WengLin,
}

impl System {
    /// The system's name in the API.
    pub fn name(self) -> &'static str {
        match self {
            System::Glicko2 => "glicko2",
            System::WengLin => "weng-lin",
        }
    }

    /// The seat counts the system rates: two for Glicko-2, three to six for Weng-Lin.
    pub fn seats(self) -> RangeInclusive<usize> {
        match self {
            System::Glicko2 => 2..=2,
            System::WengLin => 3..=6,
        }
    }

    /// A new player's rating.
    pub fn start(self) -> Skill {
        match self {
            System::Glicko2 => glicko::START,
            System::WengLin => weng_lin::START,
        }
    }
}

/// The rating pool of a game played with `seats` seats: the game's name for two, and
/// `GAME/multi` for three to six (a different contest: several opponents at once).
/// `None` for a game of one seat or more than six.
pub fn pool_of(game: &str, seats: usize) -> Option<(String, System)> {
    if System::Glicko2.seats().contains(&seats) {
        Some((game.to_string(), System::Glicko2))
    } else if System::WengLin.seats().contains(&seats) {
        Some((format!("{game}/multi"), System::WengLin))
    } else {
        None
    }
}

/// The game and the system of a pool's name (the inverse of [`pool_of`]).
pub fn game_of_pool(pool: &str) -> (&str, System) {
    match pool.strip_suffix("/multi") {
        Some(game) => (game, System::WengLin),
        None => (pool, System::Glicko2),
    }
}

/// Every player's new rating after one game: `players` gives each one's rating before
/// and rank (1 is first; equal ranks tie), in seat order.
pub fn rate(system: System, players: &[(Skill, usize)]) -> Vec<Skill> {
    match system {
        System::Glicko2 if players.len() == 2 => {
            let (a, b) = glicko::rate_game(
                players[0].0,
                players[1].0,
                ranks::score(players[0].1, players[1].1),
            );
            vec![a, b]
        }
        System::Glicko2 => players.iter().map(|p| p.0).collect(),
        System::WengLin => weng_lin::rate_game(players),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pools_are_named_after_the_game_and_its_seat_count() {
        assert_eq!(
            pool_of("squadro", 2),
            Some(("squadro".into(), System::Glicko2))
        );
        assert_eq!(
            pool_of("cube-attack", 4),
            Some(("cube-attack/multi".into(), System::WengLin))
        );
        assert_eq!(pool_of("cube-attack", 7), None);
        assert_eq!(pool_of("cube-attack", 1), None);
        assert_eq!(
            game_of_pool("cube-attack/multi"),
            ("cube-attack", System::WengLin)
        );
        assert_eq!(game_of_pool("squadro"), ("squadro", System::Glicko2));
    }

    #[test]
    fn a_two_seat_game_moves_the_winner_up_and_the_loser_down() {
        let start = System::Glicko2.start();
        let after = rate(System::Glicko2, &[(start, 2), (start, 1)]);
        assert!(
            after[0].rating < 1500.0 && after[1].rating > 1500.0,
            "{after:?}"
        );
        assert!((after[0].rating + after[1].rating - 3000.0).abs() < 1e-6);
        let drawn = rate(System::Glicko2, &[(start, 1), (start, 1)]);
        assert!((drawn[0].rating - 1500.0).abs() < 1e-9, "{drawn:?}");
        assert!(drawn[0].deviation < start.deviation);
    }
}
