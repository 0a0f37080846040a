//! Building the players a spec names that play without solving the game: random,
//! greedy, MCTS and alpha-beta (a bare level picks one of the last two).
//!
//! Apart from the builder of every agent (`build.rs`) because the perfect player falls
//! back on `max` in a game too large to solve: it builds that player here, and the
//! builder, which makes the perfect player, stays above both.

use cubist_core::Game;

use crate::levels::{alphabeta_settings, auto_kind, mcts_settings};
use crate::{
    Agent, AgentError, AgentKind, AgentSpec, AlphaBetaAgent, GreedyAgent, MctsAgent, RandomAgent,
};

/// The player `spec` names for game `G` with `players` seats, seeded; `spec` names
/// any kind but `perfect`.
pub(crate) fn make_heuristic<G: Game>(
    spec: &AgentSpec,
    players: usize,
    seed: u64,
) -> Result<Box<dyn Agent<G>>, AgentError> {
    let kind = match spec.kind {
        AgentKind::Auto => auto_kind::<G>(players),
        kind => kind,
    };
    let hints = G::search_hints(players);
    Ok(match kind {
        AgentKind::Random => Box::new(RandomAgent::new(seed)),
        AgentKind::Greedy => Box::new(GreedyAgent::new(seed)),
        AgentKind::Mcts => Box::new(MctsAgent::<G>::new(mcts_settings(spec, &hints)?, seed)),
        AgentKind::AlphaBeta => Box::new(
            AlphaBetaAgent::<G>::new(alphabeta_settings(spec, &hints)?, players, seed)
                .map_err(|e| named(spec, e))?,
        ),
        AgentKind::Perfect => unreachable!("the builder makes the perfect player itself"),
        AgentKind::Auto => unreachable!("a bare level is given its search above"),
    })
}

/// `e`, saying which agent (as `spec` names it) cannot play the game.
pub(crate) fn named(spec: &AgentSpec, e: AgentError) -> AgentError {
    match e {
        AgentError::Unsuitable { game, why, .. } => AgentError::Unsuitable {
            agent: spec.to_string(),
            game,
            why,
        },
        e => e,
    }
}
