//! The game record: everything needed to replay a game exactly.
//!
//! A game is fully determined by its name, options, seed and action list, so a record
//! is small, human-readable JSON, and doubles as a save file.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{DynGame, OptionPairs, Outcome, PlayError, Seat, TimeControl};

/// Version of the record format written by this code.
pub const RECORD_FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedAction {
    pub seat: Seat,
    pub action: String,
    /// In a timed game: the thinking time the seat was charged for this action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spent_ms: Option<u64>,
    /// In a timed game: the time the seat had left after this action (increment
    /// included), as a clock showed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_ms: Option<u64>,
}

impl RecordedAction {
    /// An untimed action.
    pub fn new(seat: Seat, action: impl Into<String>) -> RecordedAction {
        RecordedAction {
            seat,
            action: action.into(),
            spent_ms: None,
            left_ms: None,
        }
    }
}

/// Something that happened between the seats beyond the game's rules: a seat
/// resigned, offered or agreed a draw, left, was claimed while away, or came back.
/// The match layer (`cubist-session`) gives these their meaning; the record keeps
/// them, at their place among the actions, so that a replay shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedEvent {
    /// The number of actions played when it happened.
    pub ply: usize,
    /// The seat it happened to: the one that resigned, offered, left, came back, or
    /// was claimed.
    pub seat: Seat,
    #[serde(flatten)]
    pub event: SeatEvent,
}

/// What a [`RecordedEvent`] was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum SeatEvent {
    Resign,
    OfferDraw,
    AcceptDraw,
    /// The seat declined the other's standing draw offer: the offer is withdrawn and
    /// the game goes on. Written only by records that have it.
    DeclineDraw,
    /// The seat's player left for good.
    Leave,
    /// Seat `by` claimed this seat after it had been away for the match's away time;
    /// with two seats that ended the game (`by` won, or a draw if `draw`).
    Claim {
        by: Seat,
        #[serde(default)]
        draw: bool,
    },
    /// Who plays the seat from here, its player having resigned, left or been
    /// claimed: `agent`, a computer player, or nobody (the seat is out of the game).
    StandIn {
        agent: Option<String>,
    },
    /// The seat's player came back and took the seat back from its stand-in.
    Return,
    /// The seat's clock ran out: with two seats that ended the game.
    Timeout,
    /// The game was aborted before every seat had made its first move, and counts
    /// for nobody: this seat asked (or resigned, or left), or, if `late`, did not make
    /// its first move in time (or ran out of time, or was claimed while away).
    /// Written only by records that have it; older records read as before.
    Abort {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        late: bool,
    },
}

impl SeatEvent {
    /// Whether the event takes its seat out of the game itself (the game goes on
    /// without it), which replaying the record must repeat.
    pub fn retires(&self) -> bool {
        matches!(self, SeatEvent::StandIn { agent: None })
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format: u32,
    pub game: String,
    pub options: OptionPairs,
    pub seed: u64,
    /// Who sat in each seat: "human", "mcts:hard", ...
    pub seats: Vec<String>,
    pub actions: Vec<RecordedAction>,
    /// Present once the game is over.
    pub result: Option<Outcome>,
    /// Resignations, draw offers, seats leaving or claimed, in order (written only
    /// where there are some).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<RecordedEvent>,
    /// The time control, in a timed game (written only there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<TimeControl>,
}

#[derive(Debug, Error)]
pub enum RecordError {
    #[error("not a game record: {0}")]
    Syntax(#[from] serde_json::Error),
    #[error("record format {0} is not supported (this version reads format {RECORD_FORMAT})")]
    Format(u32),
    #[error("record is for '{found}', not '{expected}'")]
    WrongGame { expected: String, found: String },
    /// `index` counts from 0; the message counts from 1, as players do.
    #[error("action {} ('{action}' by player {}) cannot be replayed: {error}", .index + 1, .seat + 1)]
    BadAction {
        index: usize,
        seat: Seat,
        action: String,
        error: PlayError,
    },
    #[error("the record's result does not match the replayed game")]
    ResultMismatch,
    #[error("player {} cannot be taken out of the game after {ply} actions, as the record says", .seat + 1)]
    BadEvent { ply: usize, seat: Seat },
}

impl GameRecord {
    pub fn new(game: &dyn DynGame, seed: u64, seats: Vec<String>) -> Self {
        GameRecord {
            format: RECORD_FORMAT,
            game: game.name().to_string(),
            options: game.options(),
            seed,
            seats,
            actions: Vec::new(),
            result: None,
            events: Vec::new(),
            clock: None,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("records always serialise")
    }

    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        let r: GameRecord = serde_json::from_str(text)?;
        if r.format != RECORD_FORMAT {
            return Err(RecordError::Format(r.format));
        }
        Ok(r)
    }

    /// Replay every action onto `game` (freshly created from this record's name,
    /// options and seed), calling `each` after every action. Stops at the first action
    /// that does not apply, naming it. Events that take a seat out of the game are
    /// repeated at their place. The result is checked against the game's own only
    /// where no event was recorded: events may end a match (a resignation, a draw
    /// agreed), and their meaning belongs to the match layer.
    pub fn replay_onto(
        &self,
        game: &mut dyn DynGame,
        mut each: impl FnMut(usize, &dyn DynGame),
    ) -> Result<(), RecordError> {
        if game.name() != self.game {
            return Err(RecordError::WrongGame {
                expected: game.name().into(),
                found: self.game.clone(),
            });
        }
        self.retire_at(game, 0)?;
        for (index, a) in self.actions.iter().enumerate() {
            game.play(a.seat, &a.action)
                .map_err(|error| RecordError::BadAction {
                    index,
                    seat: a.seat,
                    action: a.action.clone(),
                    error,
                })?;
            self.retire_at(game, index + 1)?;
            each(index, game);
        }
        if let Some(result) = self.result.as_ref().filter(|_| self.events.is_empty()) {
            if game.outcome().as_ref() != Some(result) {
                return Err(RecordError::ResultMismatch);
            }
        }
        Ok(())
    }

    /// Take out of `game` the seats that events recorded after `ply` actions retire.
    fn retire_at(&self, game: &mut dyn DynGame, ply: usize) -> Result<(), RecordError> {
        for e in self
            .events
            .iter()
            .filter(|e| e.ply == ply && e.event.retires())
        {
            if !game.retire(e.seat) {
                return Err(RecordError::BadEvent { ply, seat: e.seat });
            }
        }
        Ok(())
    }
}
