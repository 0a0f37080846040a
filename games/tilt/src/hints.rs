//! How the computer players search Tilt, and how strong its levels measured
//! (`docs/ai-strength.md`).

use cubist_core::{LevelLadder, LevelSearch, Playout, SearchHints, SecretChoice};

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

/// The levels at two players: the "Elo" column of Tilt's ladder (200 games per
/// neighbouring pair, seed 1).
pub fn level_ladder(players: usize) -> Option<LevelLadder> {
    (players == 2).then_some(LevelLadder::Elo([-230.0, -4.0, 509.0, 804.0]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn max_stands_far_above_medium() {
        // A server starts it at 2308 (docs/players.md).
        assert_eq!(level_ladder(2).unwrap().from_medium()[3], 808.0);
    }
}
