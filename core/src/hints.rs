//! How a game wants to be searched: plain data a game declares next to its rules
//! ([`Game::search_hints`](crate::Game::search_hints)) and the computer players read.
//!
//! Nothing here searches. The values are a game's tuning, found by measuring its
//! levels against each other (`docs/ai-strength.md`); a game that has not been
//! measured says so by returning [`SearchHints::untuned`].

/// Which search plays a game's strength levels (`easy`, `hard`, ...) when a spec
/// names a level and no search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LevelSearch {
    /// Monte Carlo tree search: any number of players, hidden information, secret
    /// choices.
    Mcts,
    /// Alpha-beta, where the computer players find it suitable (two players, perfect
    /// information); elsewhere the levels fall back to MCTS.
    AlphaBeta,
}

/// How far an MCTS playout runs before the position is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Playout {
    /// Random play to the end of the game.
    ToEnd,
    /// This many random plies, then the game's evaluation scores the position; 0
    /// scores each new leaf at once.
    Plies(u32),
}

/// How a search makes a secret simultaneous choice (a card committed face down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SecretChoice {
    /// Search, and take the choice with the best mean result. Assumes nothing about
    /// the choice.
    BestMean,
    /// No tree search: the choice whose worst case against the other seats' replies,
    /// over positions sampled from the view and scored by the evaluation, is best on
    /// average. Sound where a stronger choice never does worse against a reply (a
    /// card in a fight); exploitable in a guessing game.
    SampledMaximin,
}

/// A game's search tuning for a given number of players.
///
/// Budgets are per level, `[easy, medium, hard, max per core]`: `max` runs on every
/// core with the last figure on each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SearchHints {
    /// The search a bare level plays.
    pub search: LevelSearch,
    /// MCTS iterations per level.
    pub mcts_iterations: [u64; 4],
    /// Alpha-beta nodes per level.
    pub alphabeta_nodes: [u64; 4],
    /// MCTS playout length.
    pub playout: Playout,
    /// How MCTS makes a secret simultaneous choice.
    pub secret: SecretChoice,
}

impl SearchHints {
    /// The tuning of a game nobody has measured: MCTS with full playouts and the
    /// best-mean secret choice, each level about ten times the budget of the one below.
    pub const fn untuned() -> SearchHints {
        SearchHints {
            search: LevelSearch::Mcts,
            mcts_iterations: [30, 300, 3_000, 15_000],
            alphabeta_nodes: [300, 10_000, 400_000, 2_000_000],
            playout: Playout::ToEnd,
            secret: SecretChoice::BestMean,
        }
    }
}

/// How the computer levels measured against each other: plain data a game declares
/// next to its search hints ([`Game::level_ladder`](crate::Game::level_ladder)), from
/// the ladders of `docs/ai-strength.md`. A server starts each level's rating from it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LevelLadder {
    /// Each level's Elo in a ladder of the game, `[easy, medium, hard, max]` (the
    /// ladder's "Elo" column, whatever its origin).
    Elo([f64; 4]),
    /// Each level's score against the level below it, `[medium – easy, hard – medium,
    /// max – hard]` (0.5 is an even match), where no ladder of these levels has Elo
    /// figures of its own.
    Steps([f64; 3]),
}

impl LevelLadder {
    /// Each level's Elo difference from `medium`, `[easy, medium, hard, max]`
    /// (`medium`'s is 0).
    pub fn from_medium(&self) -> [f64; 4] {
        match *self {
            LevelLadder::Elo(elo) => elo.map(|e| e - elo[1]),
            LevelLadder::Steps(scores) => {
                let [up1, up2, up3] = scores.map(elo_of_score);
                [-up1, 0.0, up2, up2 + up3]
            }
        }
    }
}

/// The Elo difference a score `p` against an opponent means (0.5 is 0; 0.76 about
/// 200).
fn elo_of_score(p: f64) -> f64 {
    400.0 * (p / (1.0 - p)).log10()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_elo_ladder_is_measured_from_medium() {
        let ladder = LevelLadder::Elo([-511.0, 248.0, 584.0, 755.0]);
        assert_eq!(ladder.from_medium(), [-759.0, 0.0, 336.0, 507.0]);
    }

    #[test]
    fn steps_add_up_the_elo_each_score_means() {
        assert_eq!(elo_of_score(0.5), 0.0);
        assert!((elo_of_score(0.76) - 200.0).abs() < 1.0);
        // 85.5% is about 308 Elo; 95.5% about 531; 84.5% about 295.
        let steps = LevelLadder::Steps([0.855, 0.955, 0.845]).from_medium();
        assert_eq!(steps.map(f64::round), [-308.0, 0.0, 531.0, 825.0]);
    }
}
