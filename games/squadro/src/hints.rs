//! How the computer players search Squadro, and how strong its levels measured
//! (`docs/ai-strength.md`).

use cubist_core::{LevelLadder, LevelSearch, Playout, SearchHints, SecretChoice};

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

/// The levels at two players (Squadro's only count): the "Elo" column of Squadro's
/// ladder (200 games per neighbouring pair, seed 1).
pub fn level_ladder(players: usize) -> Option<LevelLadder> {
    (players == 2).then_some(LevelLadder::Elo([-511.0, 248.0, 584.0, 755.0]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_levels_keep_the_ladders_gaps_from_medium() {
        // A server starts them at 741, 1500, 1836 and 2007 (docs/players.md).
        let ladder = level_ladder(2).unwrap();
        assert_eq!(ladder.from_medium(), [-759.0, 0.0, 336.0, 507.0]);
        assert_eq!(level_ladder(3), None);
    }
}
