//! How the computer players search Zhen, and how strong its levels measured
//! (`docs/ai-strength.md`).

use cubist_core::{LevelLadder, LevelSearch, Playout, SearchHints, SecretChoice};

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

/// The levels at two players: the "Elo" column of Zhen's ladder (200 games per
/// neighbouring pair, seed 1).
pub fn level_ladder(players: usize) -> Option<LevelLadder> {
    (players == 2).then_some(LevelLadder::Elo([-99.0, 178.0, 379.0, 682.0]))
}
