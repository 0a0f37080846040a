//! The bodies of `POST` and `GET /api/games/{id}/review` (docs/server-api.md,
//! "Reviews"): versioned, as a client keeps them.

use cubist_session::review::Review;
use serde::{Deserialize, Serialize};

/// The version of every body here; a change a client could misread bumps it.
pub const REVIEW_JOB_FORMAT: u32 = 1;

/// `POST /api/games/{id}/review`: a guest proves a seat of the game with its token; a
/// signed-in player sends `{}` (or no body).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReviewRequest {
    #[serde(default)]
    pub token: Option<String>,
}

/// Where a game's review stands, and once done the review itself.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReviewJob {
    /// [`REVIEW_JOB_FORMAT`].
    pub format: u32,
    /// The job's id: a new one each time a review is (re)started.
    pub job: String,
    pub game_id: String,
    pub status: JobStatus,
    /// Actions reviewed so far.
    pub done: u64,
    /// Actions in the record.
    pub total: u64,
    /// Why it failed (`status` `failed`); asking again starts it anew.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The review (`status` `done`), in the format of
    /// `docs/wire/session/review.v2.schema.json`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<Review>,
}

/// `queued` (waiting for its turn), `running`, `done` or `failed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum JobStatus {
    Queued,
    Running,
    Done,
    Failed,
}
