//! How the computer players search Tilt (measured: `docs/ai-strength.md`).

use cubist_core::{LevelSearch, Playout, SearchHints, SecretChoice};

/// Alpha-beta at every level: it beat MCTS clearly at equal time. MCTS (for `mcts:`
/// specs) scores each new leaf by the evaluation at once, since random playouts of
/// Tilt are long and say little; `easy` is small because with leaves scored by the
/// evaluation a larger `easy` drew too often against `medium`.
pub fn search_hints(_players: usize) -> SearchHints {
    SearchHints {
        search: LevelSearch::AlphaBeta,
        mcts_iterations: [5, 300, 3_000, 15_000],
        alphabeta_nodes: [100, 3_000, 10_000, 100_000],
        playout: Playout::Plies(0),
        secret: SecretChoice::BestMean,
    }
}
