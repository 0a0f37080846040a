//! Exact solving of small two-player perfect-information games (the `perfect` agent).

use cubist_core::Game;

use crate::{Agent, AgentError, AgentSpec};

pub fn build<G: Game>(
    spec: &AgentSpec,
    _players: usize,
    _seed: u64,
) -> Result<Box<dyn Agent<G>>, AgentError> {
    Err(AgentError::Unsuitable {
        agent: spec.to_string(),
        game: G::NAME.into(),
        why: "the exact solver is not built yet".into(),
    })
}
