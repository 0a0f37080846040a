//! How the computer players search Cube Attack (measured: `docs/ai-strength.md`).

use cubist_core::{LevelSearch, Playout, SearchHints, SecretChoice};

/// Two players: alpha-beta, which led MCTS at equal time. Three or more: MCTS, the
/// search for more than two players. A turn is two actions, so the alpha-beta node
/// counts are not a smooth scale; they were picked from a round robin. MCTS's `hard`
/// spends twenty times `medium` (ten times was not enough for a clear step), and its
/// playouts run 8 plies before the evaluation scores them: full random playouts run
/// for hundreds of actions.
pub fn search_hints(players: usize) -> SearchHints {
    SearchHints {
        search: if players == 2 {
            LevelSearch::AlphaBeta
        } else {
            LevelSearch::Mcts
        },
        mcts_iterations: [10, 100, 2_000, 10_000],
        alphabeta_nodes: [300, 5_000, 50_000, 500_000],
        playout: Playout::Plies(8),
        secret: SecretChoice::BestMean,
    }
}
