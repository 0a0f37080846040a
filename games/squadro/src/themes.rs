//! Squadro's puzzle themes: what the solver's moves in a solution do.
//!
//! `send back` when a move of the solver sends an opponent piece back (to its start
//! or to the far side), `race` when none does and the solution wins by speed alone.

use cubist_core::{Game, Seat};

use crate::{Action, Squadro, LANES};

/// Every theme [`themes`] names ([`Game::PUZZLE_THEMES`]).
pub(crate) const THEMES: &[&str] = &["send back", "race"];

/// The themes of `line` played from `start` (see [`Game::puzzle_themes`]).
pub(crate) fn themes(start: &Squadro, line: &[(Seat, Action)]) -> Vec<String> {
    let Some(&(solver, _)) = line.first() else {
        return Vec::new();
    };
    let mut game = start.clone();
    let mut sends_back = false;
    for &(seat, lane) in line {
        let before = game.progress()[1 - seat];
        game.play(seat, lane);
        let after = game.progress()[1 - seat];
        if seat == solver && (0..LANES).any(|l| after[l] < before[l]) {
            sends_back = true;
        }
    }
    let theme = if sends_back { "send back" } else { "race" };
    vec![theme.to_string()]
}
