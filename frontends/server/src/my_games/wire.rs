//! The bodies of "My games" (docs/server-api.md, "My games"): versioned, as a client
//! keeps them.

use serde::{Deserialize, Serialize};

use crate::players::wire::SeatName;

/// The version of [`MyGames`]; a change a client could misread bumps it.
pub const MY_GAMES_FORMAT: u32 = 1;

/// `GET /api/me/games?status=running|finished&page=N`: one page of the signed-in
/// player's games.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MyGames {
    /// [`MY_GAMES_FORMAT`].
    pub format: u32,
    /// `running` or `finished`.
    pub status: String,
    /// From 1.
    pub page: usize,
    pub per_page: usize,
    /// Games of this status in all.
    pub total: u64,
    /// Running games in which it is the player's move (over every page); present
    /// with `status=running` only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub your_move: Option<u64>,
    /// Running: the player's move first, then the newest. Finished: the latest
    /// ended first.
    pub items: Vec<MyGame>,
}

/// One of the player's games.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MyGame {
    pub id: String,
    pub game: String,
    pub title: String,
    /// The player's seat, from 1.
    pub seat: usize,
    pub seats: Vec<SeatName>,
    pub rated: bool,
    /// The seat's page: the session cookie opens it, no token needed.
    pub url: String,
    /// Running: it is the player's move now (false once finished).
    pub your_move: bool,
    /// Running: the actions played so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ply: Option<usize>,
    /// Finished: when the result was stored (ms since the epoch).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_ms: Option<u64>,
    /// Finished: as on a player's page (`win`, `loss`, `draw`, `rank N`, `aborted`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<String>,
    /// Finished and rated, once counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_change: Option<f64>,
    /// A rated game voided by a moderator.
    #[serde(default)]
    pub void: bool,
    /// Finished: where its rematch stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<Rematch>,
}

/// A finished game's rematch.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Rematch {
    /// Seats (from 1) that offered.
    pub offered: Vec<usize>,
    /// The new game, once every person offered.
    pub game_id: Option<String>,
    /// A rematch may be offered now with hope of an answer: none was made yet and
    /// every other person still has the game's page open (or has offered).
    pub open: bool,
}

/// `POST /api/games/{id}/seat`: take the seat of this token with the account.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HoldRequest {
    pub token: String,
}

/// The reply to [`HoldRequest`].
#[derive(Debug, Serialize, Deserialize)]
pub struct Held {
    /// From 1.
    pub seat: usize,
    /// The seat's page, opened by the session cookie.
    pub url: String,
}
