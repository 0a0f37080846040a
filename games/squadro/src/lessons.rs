//! Squadro's lesson for newcomers: speed, jumping, the turn at the far side and the
//! race home, one move each.

use cubist_core::LessonStep;

use crate::LIGHT;

const LIGHT_FIRST: &[(&str, &str)] = &[("first", "light")];
const DARK_FIRST: &[(&str, &str)] = &[("first", "dark")];

pub(crate) fn lessons() -> Vec<LessonStep> {
    vec![speed(), jump(), far_side(), home()]
}

fn speed() -> LessonStep {
    LessonStep {
        title: "Fast and slow pieces",
        options: LIGHT_FIRST,
        seed: 0,
        setup: &[],
        seat: LIGHT,
        prompt: "You are Light: your five pieces start at the bottom and race up the board \
                 and back. On your turn you move one piece straight ahead as many squares \
                 as its speed, marked beside its start: 1, 3, 2, 3, 1 from lane 1 to \
                 lane 5. Move one of your fastest pieces.",
        goal: &["2", "4"],
        wrong: "That piece is a slow one. The pieces in lanes 2 and 4 move 3 squares at once.",
        done: "Three squares in one move: speed is what wins races.",
    }
}

fn jump() -> LessonStep {
    LessonStep {
        title: "Jumping sends a piece back",
        options: DARK_FIRST,
        seed: 0,
        setup: &["1"],
        seat: LIGHT,
        prompt: "A piece that steps onto an opponent's piece jumps over it, lands just \
                 behind it and stops there. The jumped piece goes back to its start (or, \
                 if it had already turned, to the far side). Dark's lane-1 piece has just \
                 moved to d2: send it back.",
        goal: &["3"],
        wrong: "That piece does not reach d2. Your lane-3 piece, on d1 with speed 2, does.",
        done: "Jumped: Dark's piece is back at its start and must cross the board again.",
    }
}

fn far_side() -> LessonStep {
    LessonStep {
        title: "Turning at the far side",
        options: LIGHT_FIRST,
        seed: 0,
        setup: &["2", "5"],
        seat: LIGHT,
        prompt: "A piece that reaches the far side stops there, even with steps left, and \
                 turns around. On the way back it moves at the speed marked on the far \
                 side: 4 minus its speed out, so fast pieces come back slowly. Bring your \
                 lane-2 piece on c4 to the far side.",
        goal: &["2"],
        wrong: "That is another piece. Move the one in lane 2: with speed 3 it reaches the \
                far side from c4.",
        done: "It turned at c7, and now comes back at speed 1.",
    }
}

fn home() -> LessonStep {
    LessonStep {
        title: "Four home wins",
        options: LIGHT_FIRST,
        seed: 0,
        setup: HOME_SETUP,
        seat: LIGHT,
        prompt: "A piece that gets back to its start after the turn is home and leaves the \
                 board. The first player with four pieces home wins. You have three: bring \
                 a fourth home.",
        goal: HOME_GOAL,
        wrong: "That piece does not reach home this move. Look for a returning piece close \
                enough to its start for its speed.",
        done: "Four pieces home: you win the race.",
    }
}

/// A game from the start in which Light, to move, has three pieces home and one that
/// can get home now.
const HOME_SETUP: &[&str] = &[
    "2", "1", "2", "5", "4", "1", "4", "5", "3", "3", "3", "4", "3", "2", "3", "1", "3", "2", "1",
    "3", "1", "4", "3", "5", "4", "4", "2", "1", "1", "4", "2", "3", "1", "1", "1", "5", "1", "5",
    "2", "1", "4", "4", "4", "1",
];
const HOME_GOAL: &[&str] = &["4"];
