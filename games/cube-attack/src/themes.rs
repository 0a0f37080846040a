//! Cube Attack's puzzle themes: what the solver's actions in a solution do.
//!
//! `last unit` when the line ends the game with the solver's team the last on the
//! board, `points` when it ends with the solver reaching the target score, `attack`
//! when the solver attacks, `manoeuvre` when it wins without attacking.

use cubist_core::{Game, Seat};

use crate::{Action, CubeAttack, Status};

/// Every theme [`themes`] names ([`Game::PUZZLE_THEMES`]).
pub(crate) const THEMES: &[&str] = &["last unit", "points", "attack", "manoeuvre"];

/// The themes of `line` played from `start` (see [`Game::puzzle_themes`]).
pub(crate) fn themes(start: &CubeAttack, line: &[(Seat, Action)]) -> Vec<String> {
    let Some(&(solver, _)) = line.first() else {
        return Vec::new();
    };
    let mut game = start.clone();
    let mut attack = false;
    for &(seat, action) in line {
        attack |= seat == solver && matches!(action, Action::Attack { .. });
        game.play(seat, action);
    }
    let mut out = Vec::new();
    match game.status() {
        Status::LastTeam(s) if s == solver => out.push("last unit".to_string()),
        Status::Won(s) if s == solver => out.push("points".to_string()),
        _ => {}
    }
    out.push(if attack { "attack" } else { "manoeuvre" }.to_string());
    out
}
