//! Zhen's puzzle themes: what the solver's moves in a solution do.
//!
//! `capture` when a move of the solver carries opponent cubes into its goal, `sweep`
//! when the line ends with the opponent unable to move (the solver takes every cube
//! left on the tiles), `quiet` when neither happens.

use cubist_core::{Game, Seat};

use crate::{Action, Status, Zhen};

/// Every theme [`themes`] names ([`Game::PUZZLE_THEMES`]).
pub(crate) const THEMES: &[&str] = &["capture", "sweep", "quiet"];

/// The themes of `line` played from `start` (see [`Game::puzzle_themes`]).
pub(crate) fn themes(start: &Zhen, line: &[(Seat, Action)]) -> Vec<String> {
    let Some(&(solver, _)) = line.first() else {
        return Vec::new();
    };
    let mut game = start.clone();
    let mut capture = false;
    for &(seat, action) in line {
        let score = game.board().score(seat);
        game.play(seat, action);
        if seat == solver && game.board().score(seat) > score && game.status() != swept(solver) {
            capture = true;
        }
    }
    let mut out = Vec::new();
    if capture {
        out.push("capture".to_string());
    }
    if game.status() == swept(solver) {
        out.push("sweep".to_string());
    }
    if out.is_empty() {
        out.push("quiet".to_string());
    }
    out
}

/// The end where `solver`'s opponent is stuck and `solver` sweeps the tiles.
fn swept(solver: Seat) -> Status {
    Status::Swept { stuck: 1 - solver }
}
