//! How the computer players search Cube Conquest, and how strong its levels measured
//! (`docs/ai-strength.md`).

use cubist_core::{LevelLadder, LevelSearch, Playout, SearchHints, SecretChoice};

/// MCTS: hidden tiles and hands, and secret cards. Attack cards are chosen by sampled
/// maximin: a card is a fight, where a stronger card never does worse against a
/// reply, so the card that does best against the most damaging reply is sound. Each
/// maximin sample spends an iteration, and iterations are dear here, hence the small
/// budgets; `max` spends twenty times `hard` a core. Playouts run 3 plies before the
/// evaluation scores them: full random playouts mostly run into the action cap.
/// Alpha-beta's node counts (for `alphabeta:` specs) are not calibrated.
pub fn search_hints(_players: usize) -> SearchHints {
    SearchHints {
        search: LevelSearch::Mcts,
        mcts_iterations: [2, 20, 500, 10_000],
        playout: Playout::Plies(3),
        secret: SecretChoice::SampledMaximin,
        ..SearchHints::untuned()
    }
}

/// The levels at two players: the "Elo" column of Cube Conquest's ladder (200 games
/// per neighbouring pair, seed 1). Not measured with more players.
pub fn level_ladder(players: usize) -> Option<LevelLadder> {
    (players == 2).then_some(LevelLadder::Elo([-232.0, 24.0, 263.0, 494.0]))
}
