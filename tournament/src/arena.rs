//! Arenas as on lichess: a fixed time, players paired again as soon as they
//! finish, points with streaks and berserk.
//!
//! * A win scores 2, a draw 1, a loss 0.
//! * After two wins in a row a player is *on fire*: every game is worth double
//!   (a win 4, a draw 2) until a game is not won; that game still counts double
//!   and puts the fire out.
//! * A player who berserked (halved their own clock) and won gains one point more,
//!   never doubled, only when the game was a real game. What a real game is (enough
//!   moves, no early resignation) is the caller's to say, per game.
//!
//! Scores are pure functions of one player's games in the order played, so the
//! standings can always be recomputed from the record.

mod pairing;

pub use pairing::{pair_wave, ArenaError, Pair, Waiting, Wave};

use serde::{Deserialize, Serialize};

/// How one game ended for the player whose list it is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// One of a player's arena games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaGame {
    pub outcome: Outcome,
    /// The player berserked in this game.
    pub berserk: bool,
    /// The game counts as a real game for the berserk bonus (the caller's rule,
    /// e.g. at least a few moves each).
    pub real_game: bool,
}

/// What one game brought: its points and whether they were doubled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameScore {
    pub points: u32,
    pub doubled: bool,
}

/// The points of each game, in order.
pub fn game_scores(games: &[ArenaGame]) -> Vec<GameScore> {
    let mut streak = 0u32;
    games
        .iter()
        .map(|game| {
            let doubled = streak >= 2;
            let score = score_one(game, doubled);
            streak = if game.outcome == Outcome::Win {
                streak + 1
            } else {
                0
            };
            score
        })
        .collect()
}

fn score_one(game: &ArenaGame, doubled: bool) -> GameScore {
    let base = match game.outcome {
        Outcome::Win => 2,
        Outcome::Draw => 1,
        Outcome::Loss => 0,
    };
    let berserk = u32::from(game.outcome == Outcome::Win && game.berserk && game.real_game);
    let factor = if doubled { 2 } else { 1 };
    GameScore {
        points: base * factor + berserk,
        doubled,
    }
}

/// A player's arena score: the sum of their games' points.
pub fn total(games: &[ArenaGame]) -> u32 {
    game_scores(games).iter().map(|s| s.points).sum()
}

/// Whether the player's next game will count double.
pub fn on_fire(games: &[ArenaGame]) -> bool {
    games.len() >= 2
        && games
            .iter()
            .rev()
            .take(2)
            .all(|g| g.outcome == Outcome::Win)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(outcome: Outcome) -> ArenaGame {
        ArenaGame {
            outcome,
            berserk: false,
            real_game: true,
        }
    }

    fn points(games: &[ArenaGame]) -> Vec<u32> {
        game_scores(games).iter().map(|s| s.points).collect()
    }

    use Outcome::{Draw, Loss, Win};

    #[test]
    fn win_draw_loss_score_two_one_nought() {
        assert_eq!(points(&[plain(Win), plain(Draw), plain(Loss)]), [2, 1, 0]);
        assert_eq!(total(&[plain(Win), plain(Draw), plain(Loss)]), 3);
    }

    #[test]
    fn two_wins_set_the_player_on_fire_until_a_game_is_not_won() {
        let games = [Win, Win, Win, Win, Draw, Win, Win, Loss, Win].map(plain);
        // Third and fourth wins double (4 each); the draw is still on fire (2) and
        // ends it; two wins rebuild the streak, so the loss is doubled (still 0)
        // and the last win is plain again.
        assert_eq!(points(&games), [2, 2, 4, 4, 2, 2, 2, 0, 2]);
        let doubled: Vec<bool> = game_scores(&games).iter().map(|s| s.doubled).collect();
        assert_eq!(
            doubled,
            [false, false, true, true, true, false, false, true, false]
        );
        assert_eq!(total(&games), 20);
    }

    #[test]
    fn on_fire_looks_at_the_last_two_games() {
        assert!(!on_fire(&[]));
        assert!(!on_fire(&[plain(Win)]));
        assert!(on_fire(&[plain(Loss), plain(Win), plain(Win)]));
        assert!(!on_fire(&[plain(Win), plain(Win), plain(Draw)]));
    }

    #[test]
    fn berserk_adds_one_to_a_real_win_only_and_is_never_doubled() {
        let berserk = |outcome, real_game| ArenaGame {
            outcome,
            berserk: true,
            real_game,
        };
        assert_eq!(points(&[berserk(Win, true)]), [3]);
        assert_eq!(points(&[berserk(Win, false)]), [2]);
        assert_eq!(points(&[berserk(Draw, true), berserk(Loss, true)]), [1, 0]);
        assert_eq!(
            points(&[plain(Win), plain(Win), berserk(Win, true)]),
            [2, 2, 5]
        );
    }
}
