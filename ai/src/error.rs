//! Why an agent could not be built or could not answer.

use thiserror::Error;

/// Why an agent could not be built or could not answer.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AgentError {
    #[error("cannot read agent '{text}': {why}. Agents: random, greedy, easy, medium, hard, max, mcts[:level|:key=value,...], alphabeta[:...]")]
    Syntax { text: String, why: String },
    #[error("{agent} cannot play {game}: {why}")]
    Unsuitable {
        agent: String,
        game: String,
        why: String,
    },
    #[error("agent setting {key}={value} is not valid: {why}")]
    BadParam {
        key: String,
        value: String,
        why: String,
    },
    #[error("the agent was asked to move for a seat that cannot act now")]
    NotToMove,
}
