//! How the computer players search Cube Attack, and how strong its levels measured
//! (`docs/ai-strength.md`).

use cubist_core::{LevelLadder, LevelSearch, Playout, SearchHints, SecretChoice};

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

/// Two players: the "Elo" column of Cube Attack's ladder (200 games per neighbouring
/// pair, seed 1). Three to six: no ladder of their own; the levels are the MCTS
/// budgets, whose two-player ladder scored 85.5% (medium – easy), 95.5% (hard –
/// medium) and 84.5% (max – hard).
pub fn level_ladder(players: usize) -> Option<LevelLadder> {
    match players {
        2 => Some(LevelLadder::Elo([-616.0, 385.0, 664.0, 1032.0])),
        3..=6 => Some(LevelLadder::Steps([0.855, 0.955, 0.845])),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_players_take_the_ladders_gaps() {
        // A server starts `easy` at 499 (docs/players.md).
        assert_eq!(level_ladder(2).unwrap().from_medium()[0], -1001.0);
    }

    #[test]
    fn more_players_take_the_mcts_budgets_steps() {
        // 85.5% is about 308 Elo; 95.5% about 531; 84.5% about 295: a server starts
        // the levels at about 1192, 1500, 2031 and 2325 (docs/players.md).
        for players in 3..=6 {
            let from_medium = level_ladder(players).unwrap().from_medium();
            assert_eq!(from_medium.map(f64::round), [-308.0, 0.0, 531.0, 825.0]);
        }
    }
}
