//! Building the agent a spec names for a game: the spec's search, with settings from
//! the spec and the game's search hints ([`crate::levels`]).

use cubist_core::Game;

use crate::endgame::TablePlayer;
use crate::heuristic::{make_heuristic, named};
use crate::levels::perfect_state_limit;
use crate::solver::PerfectAgent;
use crate::{Agent, AgentError, AgentKind, AgentSpec, Level};

/// Build the agent `spec` names for game `G` with `players` seats, seeded.
///
/// A bare level plays the search [`auto_kind`](crate::levels::auto_kind) picks from
/// the game's hints. The `max` level, and any search with `tables=on`, plays from the
/// game's endgame tables where they hold the position and values the positions they
/// hold exactly in its search (see [`crate::endgame`]); `tables=off` turns that off.
/// The `perfect` spec does not say which options the game will have: front ends call
/// [`Agent::prepare`] at the start of a game, which solves it and refuses a game too
/// large to solve; an agent used without `prepare` finds out at its first move, then
/// plays one move ahead on [`Game::evaluate`] and says so in its name.
pub fn make_agent<G: Game>(
    spec: &AgentSpec,
    players: usize,
    seed: u64,
) -> Result<Box<dyn Agent<G>>, AgentError> {
    let (spec, tables) = tables_param(spec)?;
    let search = make_search::<G>(&spec, players, seed, tables)?;
    // `max` looks for tables in games that number positions for them (under their
    // default options: the options of the game to come are not known yet).
    let wanted = tables.unwrap_or_else(|| {
        spec.level == Some(Level::Max) && !G::position_families(&G::Options::default()).is_empty()
    });
    Ok(if wanted && spec.kind != AgentKind::Perfect {
        Box::new(TablePlayer::new(search))
    } else {
        search
    })
}

/// The spec without its `tables=on|off` setting, and that setting.
fn tables_param(spec: &AgentSpec) -> Result<(AgentSpec, Option<bool>), AgentError> {
    let mut spec = spec.clone();
    let tables = match spec.params.remove("tables").as_deref() {
        None => None,
        Some("on") => Some(true),
        Some("off") => Some(false),
        Some(other) => {
            return Err(AgentError::BadParam {
                key: "tables".into(),
                value: other.into(),
                why: "expected on or off".into(),
            })
        }
    };
    Ok((spec, tables))
}

/// The search `spec` names, without endgame tables.
fn make_search<G: Game>(
    spec: &AgentSpec,
    players: usize,
    seed: u64,
    tables: Option<bool>,
) -> Result<Box<dyn Agent<G>>, AgentError> {
    match spec.kind {
        AgentKind::Perfect => Ok(Box::new(
            PerfectAgent::<G>::new(perfect_state_limit(spec)?, players, seed)
                .map_err(|e| named(spec, e))?
                .with_tables(tables != Some(false)),
        )),
        _ => make_heuristic::<G>(spec, players, seed),
    }
}
