//! Puzzles as they are stored and shipped: a position where exactly one move keeps
//! the win (or the draw), the whole solution line, and how that was established.
//!
//! A puzzle set is a file of JSON lines, one [`Puzzle`] each. Makers write it
//! (`cubist puzzles make`), servers load it; [`parse_puzzles`] checks every line
//! against the game's rules before anything uses it, so a damaged or hand-edited file
//! is refused with the line that is wrong.

use cubist_core::{DynGame, Seat};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Version of [`Puzzle`]'s shape; any change to it changes this number.
pub const PUZZLE_FORMAT: u32 = 1;

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// [`PUZZLE_FORMAT`] when written.
    pub format: u32,
    /// Stable and unique across every set: the game's name, a dash and a number
    /// (`squadro-00042`).
    pub id: String,
    /// The game's name in the catalog.
    pub game: String,
    /// The position, in the game's own text encoding (`Game::encode`; it carries the
    /// options).
    pub position: String,
    /// The seat that solves, numbered from 1 as on the wire. It is to move in
    /// `position`.
    pub solver: usize,
    /// What the solver keeps by the solution.
    pub goal: Goal,
    /// The solution line in the game's notation, from `position`: the solver's
    /// actions and the other seats' best replies, in the order they are played.
    /// It starts and ends with an action of the solver.
    pub solution: Vec<String>,
    /// How the solution was established.
    pub proof: Proof,
    /// What the solution does, in the game's own words (`send back`, `race`, …).
    pub themes: Vec<String>,
}

/// What the only move keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Goal {
    Win,
    Draw,
}

/// Why exactly one move keeps the goal at each of the solver's turns.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Proof {
    /// Exact: the endgame tables or an exhaustive solve decided every move of the
    /// solver's turns. `source` names which (`tables`, `solver`); `value` is the
    /// start's value in words (`win in 9`).
    Exact { source: String, value: String },
    /// By a margin of search: at each of the solver's turns the solution's move was
    /// valued at least `best` and every other at most `others` (in `[0, 1]`, the
    /// solver's expected result), by a search of `budget`, and a second search with
    /// another seed at twice the budget agreed.
    Margin {
        best: f64,
        others: f64,
        budget: String,
    },
}

/// A line of a puzzle set that cannot be used.
#[derive(Debug, Error, PartialEq)]
#[error("puzzle line {line}: {why}")]
pub struct PuzzleError {
    /// Numbered from 1.
    pub line: usize,
    pub why: String,
}

impl Puzzle {
    /// The puzzle's position, decoded, with the solver to move. `Err` says what is
    /// wrong.
    pub fn start(&self) -> Result<Box<dyn DynGame>, String> {
        let game = cubist_games::decode(&self.game, &self.position).map_err(|e| e.to_string())?;
        if game.outcome().is_some() {
            return Err("the position is finished".into());
        }
        let solver = self.solver_seat()?;
        if !game.to_move().includes(solver) {
            return Err(format!("seat {} is not to move", self.solver));
        }
        Ok(game)
    }

    /// The solving seat.
    pub fn solver_seat(&self) -> Result<Seat, String> {
        self.solver
            .checked_sub(1)
            .ok_or_else(|| "seats are numbered from 1".to_string())
    }

    /// Check the puzzle's shape against the rules: the position decodes with the
    /// solver to move, and the solution is legal from it, starts and ends with the
    /// solver's action, and every other action is played by the seat to move.
    pub fn check(&self) -> Result<(), String> {
        if self.format != PUZZLE_FORMAT {
            return Err(format!(
                "format {} (this program reads {PUZZLE_FORMAT})",
                self.format
            ));
        }
        if !self.id.starts_with(&format!("{}-", self.game)) {
            return Err(format!(
                "id {:?} does not start with the game's name",
                self.id
            ));
        }
        let mut game = self.start()?;
        let solver = self.solver_seat()?;
        if self.solution.is_empty() {
            return Err("the solution is empty".into());
        }
        for (i, action) in self.solution.iter().enumerate() {
            let seat = game
                .to_move()
                .actor()
                .ok_or_else(|| format!("nobody is to move before action {}", i + 1))?;
            let ends = i + 1 == self.solution.len();
            if (i == 0 || ends) && seat != solver {
                return Err(format!("action {} is not the solver's", i + 1));
            }
            game.play(seat, action)
                .map_err(|e| format!("action {} ({action}): {e}", i + 1))?;
        }
        Ok(())
    }
}

/// Read a puzzle set (JSON lines; blank lines are skipped), checking every puzzle
/// ([`Puzzle::check`]) and that ids are unique.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut out: Vec<Puzzle> = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let fail = |why: String| PuzzleError { line: i + 1, why };
        let puzzle: Puzzle = serde_json::from_str(line).map_err(|e| fail(e.to_string()))?;
        puzzle.check().map_err(fail)?;
        if !ids.insert(puzzle.id.clone()) {
            return Err(fail(format!("id {} appears twice", puzzle.id)));
        }
        out.push(puzzle);
    }
    Ok(out)
}

/// The JSON Schema of [`Puzzle`], as committed in `docs/wire/session/`.
pub fn puzzle_schema_text() -> String {
    crate::schema_files::schema_text::<Puzzle>()
}
