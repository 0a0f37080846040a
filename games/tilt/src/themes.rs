//! Tilt's puzzle themes: what the solver's actions in a solution do.
//!
//! `bonus move` when the solver plays a bonus move (anything but `end` while a bonus
//! is pending), `knock over` when a slide of the solver knocks over an opponent's
//! active cube, `blockade` when the line ends the game with the opponent unable to
//! place or slide.

use cubist_core::{Game, Seat};

use crate::{Action, Status, Tilt};

/// Every theme [`themes`] names ([`Game::PUZZLE_THEMES`]).
pub(crate) const THEMES: &[&str] = &["bonus move", "knock over", "blockade"];

/// The themes of `line` played from `start` (see [`Game::puzzle_themes`]).
pub(crate) fn themes(start: &Tilt, line: &[(Seat, Action)]) -> Vec<String> {
    let Some(&(solver, _)) = line.first() else {
        return Vec::new();
    };
    let mut game = start.clone();
    let (mut bonus, mut knock) = (false, false);
    for &(seat, action) in line {
        let pending = game.position().bonus().is_some();
        let active = game.position().active_count(1 - seat);
        game.play(seat, action);
        if seat == solver {
            bonus |= pending && action != Action::End;
            knock |= matches!(action, Action::Slide(..))
                && game.position().active_count(1 - seat) < active;
        }
    }
    let mut out = Vec::new();
    if bonus {
        out.push("bonus move".to_string());
    }
    if knock {
        out.push("knock over".to_string());
    }
    if game.status() == Status::Won(solver) {
        out.push("blockade".to_string());
    }
    out
}
