//! What can go wrong in a match. Every error leaves the match as it was.

use cubist_ai::AgentError;
use cubist_core::{Args, Lang, PlayError, RecordError, Seat};
use cubist_words::Phrase;
use thiserror::Error;

use crate::requests::stale;
use crate::words::{phrase, seat_phrase};

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
    #[error("{}", self.say(Lang::En))]
    SeatCount { expected: usize, found: usize },
    #[error("{}", self.say(Lang::En))]
    NotComputer(Seat),
    #[error("{}", self.say(Lang::En))]
    NotToMove(Seat),
    #[error("{}", self.say(Lang::En))]
    ComputerMove(PlayError),
    #[error("{}", self.say(Lang::En))]
    ThreadFailed,
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error("{}", self.say(Lang::En))]
    RecordSecret,
    #[error("{}", self.say(Lang::En))]
    NoSuchPly { asked: usize, actions: usize },
    #[error("{}", self.say(Lang::En))]
    NoSeatOut(&'static str),
    #[error("{}", self.say(Lang::En))]
    ClockAfterStart,
    #[error(transparent)]
    TimeControl(#[from] cubist_core::TimeControlError),
}

/// Why a submitted action was refused.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum SubmitError {
    /// The submitter saw an older position: another action was played since.
    #[error("{}", self.say(Lang::En))]
    Stale { seen: usize, now: usize },
    #[error("{}", self.say(Lang::En))]
    ComputerSeat(Seat),
    #[error("{}", self.say(Lang::En))]
    NoSuchSeat(Seat),
    #[error("{}", self.say(Lang::En))]
    Gone(Seat),
    #[error("{}", self.say(Lang::En))]
    OutOfTime(Seat),
    #[error(transparent)]
    Play(#[from] PlayError),
}

/// Why a move cannot be taken back.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum UndoError {
    #[error("{}", self.phrase())]
    Secret,
    #[error("{}", self.phrase())]
    Nothing,
    #[error("{}", self.phrase())]
    OtherPlayerMoved,
    #[error("{}", self.phrase())]
    Over,
}

impl UndoError {
    /// Why, to be said in the reader's language (its id is stable).
    pub fn phrase(&self) -> Phrase {
        let id = match self {
            UndoError::Secret => "session-undo-secret",
            UndoError::Nothing => "session-nothing-to-undo",
            UndoError::OtherPlayerMoved => "session-undo-other-moved",
            UndoError::Over => "session-game-over",
        };
        phrase(id, Args::new())
    }
}

impl SubmitError {
    /// Why, in `lang`: the game's own words for a refused action.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            SubmitError::Stale { seen, now } => stale(*seen, *now).say(lang),
            SubmitError::ComputerSeat(s) => seat_phrase("session-computer-seat", *s).say(lang),
            SubmitError::NoSuchSeat(s) => seat_phrase("session-no-player", *s).say(lang),
            SubmitError::Gone(s) => seat_phrase("session-seat-gone", *s).say(lang),
            SubmitError::OutOfTime(s) => seat_phrase("session-out-of-time", *s).say(lang),
            SubmitError::Play(e) => e.say(lang),
        }
    }
}

impl SessionError {
    /// Why, in `lang` where the session says it; the words of the part that failed
    /// otherwise (a game's options, a record, the computer player, the system).
    pub fn say(&self, lang: Lang) -> String {
        let id = match self {
            SessionError::SeatCount { expected, found } => {
                let args = Args::new()
                    .number("expected", *expected as f64)
                    .number("found", *found as f64);
                return phrase("session-seat-count", args).say(lang);
            }
            SessionError::NotComputer(s) => {
                return seat_phrase("session-not-computer", *s).say(lang)
            }
            SessionError::NotToMove(s) => return seat_phrase("session-not-to-move", *s).say(lang),
            SessionError::ComputerMove(e) => {
                let args = Args::new().text("reason", e.say(lang));
                return phrase("session-computer-refused", args).say(lang);
            }
            SessionError::NoSuchPly { asked, actions } => {
                let args = Args::new()
                    .number("asked", *asked as f64)
                    .number("actions", *actions as f64);
                return phrase("session-no-such-ply", args).say(lang);
            }
            SessionError::NoSeatOut(game) => {
                let args = Args::new().text("game", *game);
                return phrase("session-no-seat-out", args).say(lang);
            }
            SessionError::ThreadFailed => "session-thread-failed",
            SessionError::RecordSecret => "session-record-secret",
            SessionError::ClockAfterStart => "session-clock-after-start",
            other => return other.to_string(),
        };
        phrase(id, Args::new()).say(lang)
    }
}
