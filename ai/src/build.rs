//! Building the agent a spec names for a game: the spec's search, with settings from
//! the spec and the game's search hints ([`crate::levels`]).

use cubist_core::Game;

use crate::levels::{alphabeta_settings, auto_kind, mcts_settings, perfect_state_limit};
use crate::solver::PerfectAgent;
use crate::{
    Agent, AgentError, AgentKind, AgentSpec, AlphaBetaAgent, GreedyAgent, MctsAgent, RandomAgent,
};

/// Build the agent `spec` names for game `G` with `players` seats, seeded.
///
/// A bare level plays the search [`auto_kind`] picks from the game's hints. The
/// `perfect` spec does not say which options the game will have: front ends call
/// [`Agent::prepare`] at the start of a game, which solves it and refuses a game too
/// large to solve; an agent used without `prepare` finds out at its first move, then
/// plays one move ahead on [`Game::evaluate`] and says so in its name.
pub fn make_agent<G: Game>(
    spec: &AgentSpec,
    players: usize,
    seed: u64,
) -> Result<Box<dyn Agent<G>>, AgentError> {
    let kind = match spec.kind {
        AgentKind::Auto => auto_kind::<G>(players),
        kind => kind,
    };
    let hints = G::search_hints(players);
    let named = |e: AgentError| match e {
        AgentError::Unsuitable { game, why, .. } => AgentError::Unsuitable {
            agent: spec.to_string(),
            game,
            why,
        },
        e => e,
    };
    Ok(match kind {
        AgentKind::Random => Box::new(RandomAgent::new(seed)),
        AgentKind::Greedy => Box::new(GreedyAgent::new(seed)),
        AgentKind::Mcts => Box::new(MctsAgent::<G>::new(mcts_settings(spec, &hints)?, seed)),
        AgentKind::AlphaBeta => Box::new(
            AlphaBetaAgent::<G>::new(alphabeta_settings(spec, &hints)?, players, seed)
                .map_err(named)?,
        ),
        AgentKind::Perfect => Box::new(
            PerfectAgent::<G>::new(perfect_state_limit(spec)?, players, seed).map_err(named)?,
        ),
        AgentKind::Auto => unreachable!("a bare level is given its search above"),
    })
}
