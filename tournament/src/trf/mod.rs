//! The FIDE tournament report file, TRF16 (FIDE Handbook C.04 Annex 2), with the
//! `XXR` line (number of rounds) that pairing programs read.
//!
//! A Swiss run on the site can be exported for an arbiter and checked by an
//! endorsed pairing program, and a file from elsewhere can be read back. Lines:
//!
//! * `001` — one per player, fixed columns: start rank 5–8, sex 10, title 11–13,
//!   name 15–47, rating 49–52, federation 54–56, FIDE id 58–68, birth date 70–79,
//!   points 81–84, rank 86–89, then per round from column 92, ten columns each:
//!   opponent 4, a space, colour 1, a space, result 1.
//! * `012` name, `022` city, `032` federation, `042` start date, `052` end date,
//!   `062` number of players (written from the players, checked on reading),
//!   `XXR` number of rounds, `XXC white1` or `XXC black1` the initial colour (as
//!   JaVaFo and bbpPairings read them).
//! * Any other line is kept as it is, in order, so a file passes through intact.
//!
//! [`swiss_players`] turns a file's players into the Swiss pairing's players, so a
//! tournament read from a file can be paired on.

mod read;
mod swiss;
mod write;

pub use read::read;
pub use swiss::swiss_players;
pub use write::write;

use crate::swiss::Colour;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::words::{field_name, phrase};
use cubist_words::{Args, Lang, Phrase};

/// A tournament as a TRF file holds it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tournament {
    pub name: String,
    pub city: String,
    pub federation: String,
    pub start_date: String,
    pub end_date: String,
    /// The planned number of rounds (`XXR`), if given.
    pub rounds: Option<u32>,
    /// The colour drawn for pairing number 1 (`XXC white1` / `XXC black1`).
    pub initial_colour: Option<Colour>,
    pub players: Vec<Entry>,
    /// Lines of other kinds, kept as they were.
    pub other_lines: Vec<String>,
}

/// One `001` line.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub start_rank: u32,
    /// `m` or `w`, if given.
    pub sex: Option<char>,
    pub title: String,
    pub name: String,
    pub rating: Option<u32>,
    pub federation: String,
    pub fide_id: Option<u64>,
    /// `YYYY/MM/DD` or empty.
    pub birth_date: String,
    /// Points in tenths (3.5 is 35), as the file's scoring system gives them.
    pub points_tenths: u32,
    pub rank: u32,
    pub rounds: Vec<RoundEntry>,
}

/// A player's round: the scheduled opponent (none for a bye or absence), the
/// scheduled colour and the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundEntry {
    pub opponent: Option<u32>,
    pub colour: Option<Colour>,
    pub result: Outcome,
}

/// The result codes of TRF16.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// `1`
    Win,
    /// `=`
    Draw,
    /// `0`
    Loss,
    /// `+`: the opponent did not play.
    ForfeitWin,
    /// `-`: the player did not play.
    ForfeitLoss,
    /// `W`: a game of less than one move.
    UnratedWin,
    /// `D`
    UnratedDraw,
    /// `L`
    UnratedLoss,
    /// `H`
    HalfPointBye,
    /// `F`
    FullPointBye,
    /// `U`: the pairing-allocated bye.
    PairingBye,
    /// `Z` (or blank): absent.
    ZeroPointBye,
}

impl Outcome {
    const CODES: [(Outcome, char); 12] = [
        (Outcome::Win, '1'),
        (Outcome::Draw, '='),
        (Outcome::Loss, '0'),
        (Outcome::ForfeitWin, '+'),
        (Outcome::ForfeitLoss, '-'),
        (Outcome::UnratedWin, 'W'),
        (Outcome::UnratedDraw, 'D'),
        (Outcome::UnratedLoss, 'L'),
        (Outcome::HalfPointBye, 'H'),
        (Outcome::FullPointBye, 'F'),
        (Outcome::PairingBye, 'U'),
        (Outcome::ZeroPointBye, 'Z'),
    ];

    pub fn code(self) -> char {
        Self::CODES
            .iter()
            .find(|(o, _)| *o == self)
            .map_or('Z', |(_, c)| *c)
    }

    /// The outcome of a code; letters in either case, blank for `Z`.
    pub fn from_code(code: char) -> Option<Outcome> {
        if code == ' ' {
            return Some(Outcome::ZeroPointBye);
        }
        let code = code.to_ascii_uppercase();
        Self::CODES
            .iter()
            .find(|(_, c)| *c == code)
            .map(|(o, _)| *o)
    }
}

/// Why a file could not be read or written; `line` counts from 1.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TrfError {
    #[error("{}", self.say(Lang::En))]
    BadNumber {
        line: usize,
        field: &'static str,
        text: String,
    },
    #[error("{}", self.say(Lang::En))]
    BadCode {
        line: usize,
        field: &'static str,
        found: char,
        expected: &'static str,
    },
    #[error("{}", self.say(Lang::En))]
    BadRoundColumns { line: usize, round: usize },
    #[error("{}", self.say(Lang::En))]
    DuplicateStartRank { line: usize, rank: u32 },
    #[error("{}", self.say(Lang::En))]
    UnknownOpponent {
        rank: u32,
        round: usize,
        opponent: u32,
    },
    #[error("{}", self.say(Lang::En))]
    PlayerCount {
        line: usize,
        declared: usize,
        found: usize,
    },
    #[error("{}", self.say(Lang::En))]
    LineBreak { field: &'static str, text: String },
    #[error("{}", self.say(Lang::En))]
    TooWide {
        field: &'static str,
        text: String,
        width: usize,
    },
}

impl TrfError {
    /// The refusal as a message of the crate's catalogue; the text read or
    /// written is quoted as the file has it.
    pub fn phrase(&self) -> Phrase {
        let n = |x: usize| x as f64;
        let field = |f: &'static str| move |lang| field_name(f, lang);
        match self {
            TrfError::BadNumber {
                line,
                field: f,
                text,
            } => phrase(
                "tournament-trf-bad-number",
                Args::new()
                    .number("line", n(*line))
                    .said("field", field(f))
                    .text("text", format!("{text:?}")),
            ),
            TrfError::BadCode {
                line,
                field: f,
                found,
                expected,
            } => phrase(
                "tournament-trf-bad-code",
                Args::new()
                    .number("line", n(*line))
                    .said("field", field(f))
                    .text("found", format!("{found:?}"))
                    .text("expected", *expected),
            ),
            TrfError::BadRoundColumns { line, round } => phrase(
                "tournament-trf-round-columns",
                Args::new()
                    .number("line", n(*line))
                    .number("round", n(*round)),
            ),
            TrfError::DuplicateStartRank { line, rank } => phrase(
                "tournament-trf-start-rank-twice",
                Args::new().number("line", n(*line)).number("rank", *rank),
            ),
            TrfError::UnknownOpponent {
                rank,
                round,
                opponent,
            } => phrase(
                "tournament-trf-unknown-opponent",
                Args::new()
                    .number("rank", *rank)
                    .number("opponent", *opponent)
                    .number("round", n(*round)),
            ),
            TrfError::PlayerCount {
                line,
                declared,
                found,
            } => phrase(
                "tournament-trf-player-count",
                Args::new()
                    .number("line", n(*line))
                    .number("declared", n(*declared))
                    .number("found", n(*found)),
            ),
            TrfError::LineBreak { field: f, text } => phrase(
                "tournament-trf-line-break",
                Args::new()
                    .said("field", field(f))
                    .text("text", format!("{text:?}")),
            ),
            TrfError::TooWide {
                field: f,
                text,
                width,
            } => phrase(
                "tournament-trf-too-wide",
                Args::new()
                    .said("field", field(f))
                    .text("text", format!("{text:?}"))
                    .number("width", n(*width)),
            ),
        }
    }
    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        self.phrase().say(lang)
    }
}

#[cfg(test)]
mod tests;
