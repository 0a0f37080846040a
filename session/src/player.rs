//! Who sits in a seat.

use std::fmt;
use std::str::FromStr;

use cubist_ai::{AgentError, AgentSpec};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A seat's player: a person (who acts by submitting actions) or a computer agent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer(AgentSpec),
}

/// Whether a seat is played by a person or a computer, as written on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayerKind {
    Human,
    Computer,
}

impl Player {
    pub fn is_human(&self) -> bool {
        matches!(self, Player::Human)
    }

    pub fn kind(&self) -> PlayerKind {
        match self {
            Player::Human => PlayerKind::Human,
            Player::Computer(_) => PlayerKind::Computer,
        }
    }

    /// The agent, for a computer seat.
    pub fn spec(&self) -> Option<&AgentSpec> {
        match self {
            Player::Human => None,
            Player::Computer(spec) => Some(spec),
        }
    }
}

/// As written in records: `human`, or the agent spec (`hard`, `mcts:time=1s`).
impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("human"),
            Player::Computer(spec) => write!(f, "{spec}"),
        }
    }
}

impl FromStr for Player {
    type Err = AgentError;

    fn from_str(text: &str) -> Result<Self, AgentError> {
        if text.trim().eq_ignore_ascii_case("human") {
            Ok(Player::Human)
        } else {
            Ok(Player::Computer(text.parse()?))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_and_write_as_in_records() {
        for text in ["human", "hard", "random", "mcts:budget=500"] {
            let p: Player = text.parse().unwrap();
            assert_eq!(p.to_string(), text);
        }
        assert!("nobody".parse::<Player>().is_err());
    }
}
