//! What can go wrong in a match. Every error leaves the match as it was.

use cubist_ai::AgentError;
use cubist_core::{PlayError, RecordError, Seat};
use thiserror::Error;

/// Why a match could not be set up, resumed or advanced.
#[derive(Debug, Error)]
pub enum SessionError {
    #[error(transparent)]
    Game(#[from] cubist_games::CreateError),
    #[error(transparent)]
    Unknown(#[from] cubist_games::UnknownGame),
    #[error(transparent)]
    Agent(#[from] AgentError),
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error("the game has {expected} seats but {found} players were given")]
    SeatCount { expected: usize, found: usize },
    #[error("player {} is not played by the computer", .0 + 1)]
    NotComputer(Seat),
    #[error("player {} cannot act now", .0 + 1)]
    NotToMove(Seat),
    #[error("the computer chose an action the game refuses: {0}")]
    ComputerMove(PlayError),
    #[error("the computer player's thread failed")]
    ThreadFailed,
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("the record of a game with hidden information or chance is shown only once the game is over")]
    RecordSecret,
    #[error("the record has {actions} actions: there is no position after {asked}")]
    NoSuchPly { asked: usize, actions: usize },
    #[error(
        "in {0} a seat cannot be out of the game: a computer must play for a player who leaves"
    )]
    NoSeatOut(&'static str),
    #[error("the time control is chosen before the first action")]
    ClockAfterStart,
    #[error(transparent)]
    TimeControl(#[from] cubist_core::TimeControlError),
}

/// Why a submitted action was refused.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum SubmitError {
    /// The submitter saw an older position: another action was played since.
    #[error("the game has moved on: you saw {seen} actions but {now} have been played")]
    Stale { seen: usize, now: usize },
    #[error("player {} is played by the computer", .0 + 1)]
    ComputerSeat(Seat),
    #[error("there is no player {}", .0 + 1)]
    NoSuchSeat(Seat),
    #[error("player {} no longer plays in this game", .0 + 1)]
    Gone(Seat),
    #[error("player {}'s time has run out", .0 + 1)]
    OutOfTime(Seat),
    #[error(transparent)]
    Play(#[from] PlayError),
}

/// Why a move cannot be taken back.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum UndoError {
    #[error(
        "undo is off in a game with hidden information or chance: replaying from the same \
         seed would deal the same cards again and show what comes next"
    )]
    Secret,
    #[error("nothing to undo")]
    Nothing,
    #[error("another player has moved since: undo takes back only your own last move and the computer's replies")]
    OtherPlayerMoved,
    #[error("the game is over")]
    Over,
}
