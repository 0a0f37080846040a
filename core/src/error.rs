//! Errors a caller can get back. None of them leaves a game changed.

use thiserror::Error;

use crate::Seat;

/// Why an action may not be played now. The text is written for players.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not player {}'s turn", .0 + 1)]
    NotYourTurn(Seat),
    #[error("there is no player {}", .0 + 1)]
    NoSuchSeat(Seat),
    /// The game's own plain-words explanation.
    #[error("{0}")]
    Illegal(String),
}

/// Text that is not an action in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot read '{input}' as an action: {expected}")]
pub struct NotationError {
    pub input: String,
    /// What the notation expects, e.g. "a lane number 1..5".
    pub expected: String,
}

impl NotationError {
    pub fn new(input: &str, expected: impl Into<String>) -> Self {
        NotationError {
            input: input.to_string(),
            expected: expected.into(),
        }
    }
}

/// Either kind of failure of a text action at the type-erased level.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error("illegal move: {0}")]
    Rule(#[from] RuleError),
}

/// A bad game option.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OptionError {
    #[error("unknown option '{key}' (this game has: {known})")]
    UnknownKey { key: String, known: String },
    #[error("option {key}={value} is not valid: expected {expected}")]
    BadValue {
        key: String,
        value: String,
        expected: String,
    },
    #[error("options do not fit together: {0}")]
    Conflict(String),
    #[error("option '{0}' has no '=': write key=value")]
    Syntax(String),
    /// A value naming a file, from a front end that may not read this host's files.
    #[error("{key} files can be given only on the command line; choose one of {choices}")]
    FileRefused {
        key: String,
        value: String,
        /// The named choices, comma-separated.
        choices: String,
    },
}

/// A state encoding that could not be read back.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot decode game state: {0}")]
pub struct DecodeError(pub String);

impl DecodeError {
    pub fn new(msg: impl Into<String>) -> Self {
        DecodeError(msg.into())
    }
}
