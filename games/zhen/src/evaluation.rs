//! A quick judgement of a Zhen position, for searches that stop before the end.
//!
//! The score so far counts most. On top: captures available right now (the side to
//! move can take its best one; the other side's best one is a threat), and a small
//! bonus for cubes left in reserve, which keep a player from being stuck, since a stuck
//! player hands every cube on the tiles to the opponent.

use cubist_core::Seat;

use crate::{Landing, Status, Zhen};

/// Opponent cubes `seat` could capture with one move now, at most.
fn best_capture(g: &Zhen, seat: Seat) -> u8 {
    let b = g.board();
    (1..=b.tiles() as usize)
        .filter(|&t| b.count(t, seat) > 0 && b.landing(seat, t) == Landing::Goal)
        .map(|t| b.count(t, 1 - seat))
        .max()
        .unwrap_or(0)
}

/// In `[-1, 1]` for `seat`; exact (±1 or 0) once the game is over.
pub fn evaluate(g: &Zhen, seat: Seat) -> f64 {
    if seat > 1 {
        return 0.0;
    }
    let b = g.board();
    let margin = b.score(seat) as f64 - b.score(1 - seat) as f64;
    if g.status() != Status::Playing {
        return margin.signum();
    }
    let to_move = g.mover() == seat;
    let mine = best_capture(g, seat) as f64;
    let theirs = best_capture(g, 1 - seat) as f64;
    let threats = if to_move {
        0.9 * mine - 0.4 * theirs
    } else {
        0.4 * mine - 0.9 * theirs
    };
    let reserve = 0.1 * (b.reserve(seat) as f64 - b.reserve(1 - seat) as f64);
    let scale = (g.options.cubes as f64 / 3.0).max(1.0);
    ((margin + threats + reserve) / scale).tanh()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ZhenOptions, BLUE, RED};

    #[test]
    fn captures_count_for_the_capturer_and_values_are_antisymmetric() {
        // Red has captured 2 blue cubes; Blue has captured 1 red cube.
        let g = Zhen::setup(&ZhenOptions::sized(4, 4), "1r2b 1r . 1b . 1r1b", RED).unwrap();
        let red = evaluate(&g, RED);
        assert!(red > 0.0 && red < 1.0, "{red}");
        assert!((red + evaluate(&g, BLUE)).abs() < 1e-12);
        // Red to move with a capture of 3 on tile 1 is better than without it.
        let with = Zhen::setup(&ZhenOptions::sized(4, 4), ". 1r3b . . 1r . .", RED).unwrap();
        let without = Zhen::setup(&ZhenOptions::sized(4, 4), ". . 1r3b . 1r . .", RED).unwrap();
        assert!(evaluate(&with, RED) > evaluate(&without, RED));
    }
}
