//! The game record: everything needed to replay a game exactly.
//!
//! A game is fully determined by its name, options, seed and action list, so a record
//! is small, human-readable JSON, and doubles as a save file.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{DynGame, OptionPairs, Outcome, PlayError, Seat};

/// Version of the record format written by this code.
pub const RECORD_FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedAction {
    pub seat: Seat,
    pub action: String,
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
}

#[derive(Debug, Error)]
pub enum RecordError {
    #[error("not a game record: {0}")]
    Syntax(#[from] serde_json::Error),
    #[error("record format {0} is not supported (this version reads format {RECORD_FORMAT})")]
    Format(u32),
    #[error("record is for '{found}', not '{expected}'")]
    WrongGame { expected: String, found: String },
    #[error("action {index} ('{action}' by player {}) cannot be replayed: {error}", .seat + 1)]
    BadAction {
        index: usize,
        seat: Seat,
        action: String,
        error: PlayError,
    },
    #[error("the record's result does not match the replayed game")]
    ResultMismatch,
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
    /// that does not apply, naming it.
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
        for (index, a) in self.actions.iter().enumerate() {
            game.play(a.seat, &a.action)
                .map_err(|error| RecordError::BadAction {
                    index,
                    seat: a.seat,
                    action: a.action.clone(),
                    error,
                })?;
            each(index, game);
        }
        if let Some(result) = &self.result {
            if game.outcome().as_ref() != Some(result) {
                return Err(RecordError::ResultMismatch);
            }
        }
        Ok(())
    }
}
