//! Puzzle ratings: Glicko-2 as for games ([`glicko`]), bounded so that one attempt
//! never moves a rating far. A new solver starts less uncertain than a new player of
//! games, so the first attempts move the rating by about a hundred points, not two
//! hundred and fifty, and the moves shrink as the deviation does; a puzzle moves at
//! most [`PUZZLE_STEP`] per attempt, so one failure by a strong solver cannot send a
//! new puzzle a thousand points up. The figures are in docs/puzzles.md.

use crate::ratings::{glicko, Skill};

/// A solver's rating in a game before any rated attempt.
pub const PLAYER_START: Skill = Skill {
    rating: 1500.0,
    deviation: 250.0,
    volatility: 0.09,
};

/// A puzzle's rating when it is first loaded.
pub const PUZZLE_START: Skill = PLAYER_START;

/// The most one attempt moves the solver's rating.
pub const PLAYER_STEP: f64 = 150.0;

/// The most one attempt moves the puzzle's rating.
pub const PUZZLE_STEP: f64 = 60.0;

/// The solver's and the puzzle's ratings after a rated attempt.
pub fn rate_attempt(player: Skill, puzzle: Skill, solved: bool) -> (Skill, Skill) {
    let score = if solved { 1.0 } else { 0.0 };
    let (p, q) = glicko::rate_game(player, puzzle, score);
    (
        bounded(player, p, PLAYER_STEP),
        bounded(puzzle, q, PUZZLE_STEP),
    )
}

/// `after`, its rating at most `step` from `before`'s.
fn bounded(before: Skill, after: Skill, step: f64) -> Skill {
    Skill {
        rating: after
            .rating
            .clamp(before.rating - step, before.rating + step),
        ..after
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settled(rating: f64) -> Skill {
        Skill {
            rating,
            deviation: 60.0,
            volatility: 0.06,
        }
    }

    #[test]
    fn a_new_solvers_first_attempt_moves_the_rating_by_about_a_hundred() {
        for solved in [true, false] {
            let (after, _) = rate_attempt(PLAYER_START, PUZZLE_START, solved);
            let change = (after.rating - PLAYER_START.rating).abs();
            assert!((60.0..=130.0).contains(&change), "{solved}: {change}");
        }
    }

    #[test]
    fn a_new_solvers_rating_settles_as_attempts_add_up() {
        let mut me = PLAYER_START;
        let mut changes = Vec::new();
        // A solver who solves two puzzles of three at 1600.
        for i in 0..30 {
            let (after, _) = rate_attempt(me, settled(1600.0), i % 3 != 2);
            changes.push((after.rating - me.rating).abs());
            me = after;
        }
        assert!(changes[29] < changes[0] / 2.5, "{changes:?}");
        assert!(changes[29] < 40.0, "{changes:?}");
        assert!(!me.provisional(), "{me:?}");
        assert!((1550.0..1850.0).contains(&me.rating), "{me:?}");
    }

    #[test]
    fn no_attempt_moves_a_rating_past_its_step() {
        // A settled strong solver fails a new puzzle: Glicko-2 alone sends the
        // puzzle from 1500 to about 2500.
        let (_, unbounded) = glicko::rate_game(settled(2151.0), PUZZLE_START, 0.0);
        assert!(unbounded.rating > 1500.0 + PUZZLE_STEP, "{unbounded:?}");
        let (me, puzzle) = rate_attempt(settled(2151.0), PUZZLE_START, false);
        assert_eq!(puzzle.rating, 1500.0 + PUZZLE_STEP);
        assert!(puzzle.deviation < PUZZLE_START.deviation, "{puzzle:?}");
        assert!(
            me.rating < 2151.0 && me.rating >= 2151.0 - PLAYER_STEP,
            "{me:?}"
        );
        // A new solver who solves a puzzle far above.
        let (me, _) = rate_attempt(PLAYER_START, settled(2400.0), true);
        assert!(me.rating <= PLAYER_START.rating + PLAYER_STEP, "{me:?}");
    }
}
