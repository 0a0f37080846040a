//! What a spec asks of the machine for each decision, read from the same settings
//! the agent it builds would have: its budget and its threads. A server weighs a spec
//! with it before letting someone play it, without knowing any game's levels itself.

use cubist_core::Game;

use crate::levels::{alphabeta_settings, auto_kind, mcts_settings, DEFAULT_LEVEL};
use crate::{AgentError, AgentKind, AgentSpec, Budget, Level};

/// A decision's cost as a spec sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Demand {
    /// The search's budget per decision; `None` for players that do not search.
    pub budget: Option<Budget>,
    /// Threads searching at once.
    pub threads: usize,
    /// The budget of the catalogue's strongest one-thread level (`hard`) for the same
    /// search in this game: what an iteration budget is measured against.
    pub hard: Option<Budget>,
}

/// The demand of `spec` for game `G` with `players` seats.
pub fn demand<G: Game>(spec: &AgentSpec, players: usize) -> Result<Demand, AgentError> {
    let mut spec = spec.clone();
    // Tables change where a value comes from, not how long the search runs.
    spec.params.remove("tables");
    let hints = G::search_hints(players);
    let kind = match spec.kind {
        AgentKind::Auto => auto_kind::<G>(players),
        kind => kind,
    };
    let hard = AgentSpec {
        kind,
        level: Some(Level::Hard),
        budget: None,
        params: Default::default(),
    };
    Ok(match kind {
        AgentKind::Random | AgentKind::Greedy => Demand {
            budget: None,
            threads: 1,
            hard: None,
        },
        AgentKind::Mcts => {
            let s = mcts_settings(&spec, &hints)?;
            Demand {
                budget: Some(s.budget),
                threads: s.threads,
                hard: Some(mcts_settings(&hard, &hints)?.budget),
            }
        }
        AgentKind::AlphaBeta => {
            let s = alphabeta_settings(&spec, &hints)?;
            Demand {
                budget: Some(s.budget),
                threads: s.threads,
                hard: Some(alphabeta_settings(&hard, &hints)?.budget),
            }
        }
        // Past what it can solve, the perfect player plays the `max` level.
        AgentKind::Perfect => {
            let max = AgentSpec {
                level: Some(Level::Max),
                ..AgentSpec::from(DEFAULT_LEVEL)
            };
            demand::<G>(&max, players)?
        }
        AgentKind::Auto => unreachable!("a bare level is given its search above"),
    })
}

impl From<Level> for AgentSpec {
    fn from(level: Level) -> AgentSpec {
        AgentSpec {
            kind: AgentKind::Auto,
            level: Some(level),
            budget: None,
            params: Default::default(),
        }
    }
}
