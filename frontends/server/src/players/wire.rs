//! The bodies of players' pages, leaderboards and the ratings in `GET /api/me`
//! (docs/server-api.md, "Players and ratings").

use serde::{Deserialize, Serialize};

pub use crate::ratings::RatingSummary;

/// A rating with its history, on a player's page.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PoolRating {
    #[serde(flatten)]
    pub summary: RatingSummary,
    /// The rating after each rated game, oldest first (the last 200 at most).
    pub history: Vec<HistoryPoint>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HistoryPoint {
    pub at_ms: u64,
    pub rating: f64,
    pub deviation: f64,
    pub game_id: String,
}

/// `GET /api/players/{name}`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PlayerPage {
    pub name: String,
    /// A computer level (`computer-hard`).
    pub computer: bool,
    pub created_ms: u64,
    pub ratings: Vec<PoolRating>,
    pub games: GamesPage,
}

/// One page of a player's finished games, the latest first.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GamesPage {
    /// From 1.
    pub page: usize,
    pub per_page: usize,
    /// Finished games in all.
    pub total: u64,
    pub items: Vec<PlayedGame>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PlayedGame {
    pub id: String,
    pub game: String,
    pub title: String,
    pub ended_ms: u64,
    pub rated: bool,
    /// A rated game voided by a moderator: it counts for nobody's rating.
    #[serde(default)]
    pub void: bool,
    /// The player's seat, from 1.
    pub seat: usize,
    pub seats: Vec<SeatName>,
    /// `win`, `loss` or `draw` (two seats), `rank N` or `win` (more).
    pub outcome: String,
    /// The change of the player's rating, in a rated game once counted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating_change: Option<f64>,
}

/// Who held a seat: an account's name, a computer level in a rated game
/// (`computer-hard`), or nobody named (a guest, an unrated computer); and for a
/// computer's seat, its agent (`hard`, or a spec).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeatName {
    /// From 1.
    pub seat: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The computer playing the seat (its level or spec); absent for a person's seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agent: Option<String>,
}

impl SeatName {
    /// Seat `seat` (from 0), shown as `name`, played by `player` (`human` or an agent).
    pub fn new(seat: usize, name: Option<String>, player: &str) -> SeatName {
        SeatName {
            seat: seat + 1,
            name,
            agent: (player != "human").then(|| player.to_string()),
        }
    }
}

/// `GET /api/leaderboard/{game}`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Leaderboard {
    pub game: String,
    pub pool: String,
    pub players: Vec<Leader>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Leader {
    /// From 1.
    pub rank: usize,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: u64,
    pub computer: bool,
    /// The rating is provisional (deviation above 110): listed after every
    /// established player.
    pub provisional: bool,
}
