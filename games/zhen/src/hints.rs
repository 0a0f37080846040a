//! How the computer players search Zhen (measured: `docs/ai-strength.md`).

use cubist_core::{LevelSearch, Playout, SearchHints, SecretChoice};

/// Alpha-beta at every level: two players in plain sight, and it beat MCTS clearly at
/// equal time. `max` is on every core sharing one table. MCTS (for `mcts:` specs)
/// plays to the end: scoring leaves by the evaluation played worse.
pub fn search_hints(_players: usize) -> SearchHints {
    SearchHints {
        search: LevelSearch::AlphaBeta,
        mcts_iterations: [20, 200, 2_000, 10_000],
        alphabeta_nodes: [300, 3_000, 30_000, 500_000],
        playout: Playout::ToEnd,
        secret: SecretChoice::BestMean,
    }
}
