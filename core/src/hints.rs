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
