//! Quick play's request and reply bodies (docs/server-api.md, "Quick play").

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::wire::SeatRules;

use crate::wire::ClockRequest;

/// `POST /api/seeks`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostSeekRequest {
    pub game: String,
    /// Option values as text (numbers and booleans are taken as their text).
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// As in `POST /api/games`; untimed if absent.
    #[serde(default)]
    pub clock: Option<ClockRequest>,
    /// A rated game: only for signed-in players.
    #[serde(default)]
    pub rated: bool,
    /// The lowest opponent rating taken; none if absent.
    #[serde(default)]
    pub rating_min: Option<i64>,
    /// The highest opponent rating taken; none if absent.
    #[serde(default)]
    pub rating_max: Option<i64>,
}

/// `POST /api/seeks/{id}/accept`: the seek accepted says what is played; the body may
/// be empty or `{}`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AcceptSeekRequest {}

/// Where a seek stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeekStatus {
    /// Waiting for compatible seeks.
    Open,
    /// In a game: see `paired`.
    Paired,
    /// Cancelled by its seeker.
    Cancelled,
    /// Not polled by its seeker for the server's seek time-to-live.
    Expired,
}

impl SeekStatus {
    pub fn word(self) -> &'static str {
        match self {
            SeekStatus::Open => "open",
            SeekStatus::Paired => "paired",
            SeekStatus::Cancelled => "cancelled",
            SeekStatus::Expired => "expired",
        }
    }

    pub fn from_word(word: &str) -> Option<SeekStatus> {
        [
            SeekStatus::Open,
            SeekStatus::Paired,
            SeekStatus::Cancelled,
            SeekStatus::Expired,
        ]
        .into_iter()
        .find(|s| s.word() == word)
    }
}

/// The seat a paired seek's token opens.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PairedSeat {
    pub game_id: String,
    /// From 1.
    pub seat: usize,
    /// `/play/{game_id}?seat=S&token=T` (without the token when the seek was read by
    /// the seeker's cookie: the cookie opens the seat).
    pub url: String,
}

/// The reply to [`PostSeekRequest`] and to an accept.
#[derive(Debug, Serialize, Deserialize)]
pub struct SeekPosted {
    pub id: String,
    /// The seek's secret: it reads and cancels the seek, and opens the paired seat.
    pub token: String,
    pub status: SeekStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paired: Option<PairedSeat>,
}

/// `GET /api/seeks/{id}`: a seek as its seeker sees it.
#[derive(Debug, Serialize, Deserialize)]
pub struct SeekState {
    pub id: String,
    pub game: String,
    pub title: String,
    pub options: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<cubist_core::TimeControl>,
    pub rated: bool,
    pub rating_min: Option<i64>,
    pub rating_max: Option<i64>,
    pub seats_wanted: usize,
    pub status: SeekStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paired: Option<PairedSeat>,
}

/// `GET /api/seeks`: the open seeks, oldest first, without tokens.
#[derive(Debug, Serialize, Deserialize)]
pub struct SeekList {
    pub seeks: Vec<ListedSeek>,
    /// The platform's rules of a game that sets none (see `GET /api/games`).
    pub defaults: SeatRules,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct ListedSeek {
    pub id: String,
    pub game: String,
    pub title: String,
    pub options: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<cubist_core::TimeControl>,
    pub rated: bool,
    pub rating_min: Option<i64>,
    pub rating_max: Option<i64>,
    /// The seeker's name; none for a guest.
    pub seeker: Option<String>,
    pub seeker_rating: i64,
    /// The seats of the game sought.
    pub seats_wanted: usize,
    /// Open seeks in the same pool, this one included.
    pub waiting: usize,
    /// The away time, stand-in and hand-back of the game it is paired into.
    #[serde(flatten)]
    pub rules: SeatRules,
}
