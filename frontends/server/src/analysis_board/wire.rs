//! The bodies of the analysis endpoints (docs/server-api.md, "Analysis board").
//! `POST /api/analysis` takes and answers the session's versioned
//! `AnalysisRequest` and `PositionAnalysis` (`cubist_session::analysis_board`).

use serde::{Deserialize, Serialize};

/// The version of [`GameLine`]; a change a client could misread bumps it.
pub const GAME_LINE_FORMAT: u32 = 1;

/// `GET /api/analysis/{id}`: a finished game as the board opens it, its start and
/// its moves.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLine {
    /// [`GAME_LINE_FORMAT`].
    pub format: u32,
    pub id: String,
    pub game: String,
    pub title: String,
    /// The start in the game's text encoding (its options and seed are in it).
    pub start: String,
    /// The record's actions in notation, in order.
    pub moves: Vec<String>,
    /// False when a seat left mid-game (its seat was taken out of play): `moves`
    /// stops before that point, as a line of actions cannot say it.
    pub complete: bool,
    /// The result in words.
    pub result_text: Option<String>,
}
