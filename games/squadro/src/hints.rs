//! How the computer players search Squadro (measured: `docs/ai-strength.md`).

use cubist_core::{LevelSearch, Playout, SearchHints, SecretChoice};

/// MCTS at every level: alpha-beta measured no stronger at equal time. Full
/// playouts: a Squadro game is short, and shorter playouts scored by the evaluation
/// measured no better. Alpha-beta's node counts (for `alphabeta:` specs) are not
/// calibrated.
pub fn search_hints(_players: usize) -> SearchHints {
    SearchHints {
        search: LevelSearch::Mcts,
        mcts_iterations: [20, 200, 2_000, 10_000],
        playout: Playout::ToEnd,
        secret: SecretChoice::BestMean,
        ..SearchHints::untuned()
    }
}
