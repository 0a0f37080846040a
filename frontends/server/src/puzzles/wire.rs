//! The bodies of the puzzle endpoints (docs/server-api.md, "Puzzles"): versioned, as
//! a client keeps them. None of them holds a puzzle's solution before its attempt is
//! over.

use cubist_session::puzzle::Goal;
use cubist_session::schema_files::schema_text;
use cubist_session::{PuzzleAttempt, WireBoard};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The version of every body here; a change a client could misread bumps it.
pub const PUZZLES_FORMAT: u32 = 2;

/// Each body's JSON Schema at [`PUZZLES_FORMAT`], with the name of its file in
/// `docs/wire/server/` (`puzzle-next.v1.schema.json`), as committed.
pub fn puzzles_schema_texts() -> Vec<(String, String)> {
    let v = PUZZLES_FORMAT;
    vec![
        (
            format!("puzzle-games.v{v}.schema.json"),
            schema_text::<PuzzleGames>(),
        ),
        (
            format!("puzzle-daily.v{v}.schema.json"),
            schema_text::<PuzzleDaily>(),
        ),
        (
            format!("puzzle-next.v{v}.schema.json"),
            schema_text::<PuzzleNext>(),
        ),
        (
            format!("puzzle-attempt-request.v{v}.schema.json"),
            schema_text::<AttemptRequest>(),
        ),
        (
            format!("puzzle-attempt.v{v}.schema.json"),
            schema_text::<AttemptReply>(),
        ),
        (
            format!("puzzle-history.v{v}.schema.json"),
            schema_text::<PuzzleHistory>(),
        ),
    ]
}

/// `GET /api/puzzles`: every game, with how many puzzles it has.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PuzzleGames {
    /// [`PUZZLES_FORMAT`].
    pub format: u32,
    /// In the catalog's order; a game without puzzles has 0.
    pub games: Vec<PuzzleGame>,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PuzzleGame {
    pub game: String,
    pub title: String,
    pub puzzles: u64,
}

/// `GET /api/puzzles/daily`: the puzzle of the day of each game that has puzzles.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PuzzleDaily {
    /// [`PUZZLES_FORMAT`].
    pub format: u32,
    /// The day on the server's clock, UTC: `2026-11-29`. The puzzles change with it.
    pub date: String,
    /// In the catalog's order; a game without puzzles is left out.
    pub puzzles: Vec<DailyPuzzle>,
}

/// One game's puzzle of the day, to show and link to (`/puzzles/{game}?id={id}`).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DailyPuzzle {
    pub id: String,
    pub game: String,
    pub title: String,
    /// The seat that solves and is to move (`Light`).
    pub seat_name: String,
    /// What the only move keeps: `win` or `draw`.
    pub goal: Goal,
    /// The puzzle's themes as stored, machine words (`send back`), to pick puzzles by.
    pub themes: Vec<String>,
    /// The same themes said in the reader's language, in the same order, to show.
    #[serde(default)]
    pub themes_said: Vec<String>,
    /// The puzzle's Glicko-2 rating, rounded.
    pub rating: i64,
    /// The start, drawn from the solver's side: SVG.
    pub svg: String,
}

/// `GET /api/puzzles/{game}/next`: a puzzle to solve, without its solution.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PuzzleNext {
    /// [`PUZZLES_FORMAT`].
    pub format: u32,
    pub id: String,
    pub game: String,
    pub title: String,
    /// The seat that solves, from 1; it is to move.
    pub seat: usize,
    /// The seat's name (`Light`).
    pub seat_name: String,
    /// What the only move keeps: `win` or `draw`.
    pub goal: Goal,
    /// The puzzle's themes as stored, machine words (`send back`), to pick puzzles by.
    pub themes: Vec<String>,
    /// The same themes said in the reader's language, in the same order, to show.
    #[serde(default)]
    pub themes_said: Vec<String>,
    /// The puzzle's Glicko-2 rating, rounded.
    pub rating: i64,
    /// The start, drawn from the solver's side, with the solver's choices.
    pub board: WireBoard,
    /// The attempt counts for the player's puzzle rating: signed in, and no rated
    /// attempt on this puzzle yet.
    pub rated: bool,
}

/// `POST /api/puzzles/{id}/attempt`.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AttemptRequest {
    /// The solver's moves so far, in notation, from the puzzle's start.
    pub moves: Vec<String>,
}

/// The verdict on an attempt's moves.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct AttemptReply {
    /// [`PUZZLES_FORMAT`].
    pub format: u32,
    pub id: String,
    /// The last move completed the solution.
    pub solved: bool,
    /// `result`, `played` (the move and the replies after it), `board`, `why`,
    /// `solution` (see `cubist_session::PuzzleAttempt`).
    #[serde(flatten)]
    pub attempt: PuzzleAttempt,
    /// Once the attempt is over: the puzzle's rating, rounded (after this attempt
    /// moved it, when rated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<i64>,
    /// The player's rating change, when this attempt was rated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<RatingChange>,
}

/// A player's puzzle rating before and after a rated attempt.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RatingChange {
    pub before: f64,
    pub after: f64,
    pub change: f64,
}

/// `GET /api/me/puzzles?page=N`: the signed-in player's puzzle ratings and one page
/// of attempts.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PuzzleHistory {
    /// [`PUZZLES_FORMAT`].
    pub format: u32,
    /// One per game the player has a puzzle rating in.
    pub ratings: Vec<PuzzleRating>,
    /// From 1.
    pub page: usize,
    pub per_page: usize,
    /// Attempts in all.
    pub total: u64,
    /// Newest first.
    pub items: Vec<AttemptLine>,
}

/// A player's puzzle rating in one game.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PuzzleRating {
    pub game: String,
    pub title: String,
    pub rating: f64,
    pub deviation: f64,
    /// Shown with a `?`: the deviation is still high (as game ratings).
    pub provisional: bool,
    /// Rated attempts.
    pub attempts: u64,
}

/// One attempt in a player's history.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AttemptLine {
    pub puzzle: String,
    pub game: String,
    pub solved: bool,
    /// The first attempt on a puzzle is rated; later ones are not.
    pub rated: bool,
    /// When rated: the player's rating after it, and its change.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_change: Option<f64>,
    /// When it ended (ms since the epoch).
    pub at_ms: u64,
}
