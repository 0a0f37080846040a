//! Zhen's lesson for newcomers: carrying stacks, capturing in your goal, and the
//! end of the game, one move each.

use cubist_core::LessonStep;

use crate::RED;

const RED_FIRST: &[(&str, &str)] = &[("first", "red")];

pub(crate) fn lessons() -> Vec<LessonStep> {
    vec![carry(), capture(), end()]
}

fn carry() -> LessonStep {
    LessonStep {
        title: "Carrying a stack",
        options: RED_FIRST,
        seed: 0,
        setup: &["p5", "p4"],
        seat: RED,
        prompt: "You are Red; your goal is at the left end of the line, before tile 1. On \
                 your turn you either place a cube from your reserve on an empty tile, or \
                 move a tile where you have a cube: you carry all its cubes, both colours, \
                 toward your goal, one step for each of your cubes there. A stack that \
                 lands on another joins it for good. Move your cube on tile 5 onto Blue's.",
        goal: &["m5"],
        wrong: "That places a cube. Move the stack on tile 5 instead: one red cube, one step.",
        done: "Your cube joined Blue's on tile 4: one stack now, which either of you may move.",
    }
}

fn capture() -> LessonStep {
    LessonStep {
        title: "Capturing in your goal",
        options: RED_FIRST,
        seed: 0,
        setup: &["p5", "p4", "m5", "p9", "p5", "p8", "m5", "p7", "m4", "p6"],
        seat: RED,
        prompt: "A stack may enter your goal only by the exact count of steps, and only if \
                 it holds a cube of your opponent's: that cube is then captured, and each \
                 captured cube is a point. Your stack on tile 2 holds 2 red cubes and a \
                 blue one: capture it.",
        goal: &["m2"],
        wrong: "That places a cube. Move the stack on tile 2: two red cubes, two steps, \
                exactly into your goal.",
        done: "The blue cube is in your goal for good: one point to you.",
    }
}

fn end() -> LessonStep {
    LessonStep {
        title: "The end of the game",
        options: END_OPTIONS,
        seed: 0,
        setup: END_SETUP,
        seat: RED,
        prompt: "When the player to move can do nothing (no cube to place on an empty \
                 tile, no stack it may move), the game ends and the other player takes \
                 every cube left on the tiles into their own goal. On this short line of \
                 three tiles Blue has no cube left in reserve, and its cube on tile 3 may \
                 not enter Blue's goal without a red cube to capture. Make the move that \
                 leaves Blue stuck.",
        goal: END_GOAL,
        wrong: "After that Blue can still act. Find the move that leaves Blue nothing to do.",
        done: "You captured a blue cube, and Blue is stuck: its cube on tile 3 goes to your \
               goal too, and you win 2 to 0.",
    }
}

const END_OPTIONS: &[(&str, &str)] = &[("first", "red"), ("tiles", "3"), ("cubes", "2")];
const END_SETUP: &[&str] = &["p2", "p1", "m2", "p3"];
const END_GOAL: &[&str] = &["m1"];
