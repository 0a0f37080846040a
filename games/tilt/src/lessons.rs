//! Tilt's lesson for newcomers: active cubes, sliding and knocking over, the bonus
//! move, and how a game is won, one move each.

use cubist_core::LessonStep;

use crate::LIGHT;

const LIGHT_FIRST: &[(&str, &str)] = &[("first", "light")];
const DARK_FIRST: &[(&str, &str)] = &[("first", "dark")];

pub(crate) fn lessons() -> Vec<LessonStep> {
    vec![active(), knock_over(), bonus(), win()]
}

fn active() -> LessonStep {
    LessonStep {
        title: "Active cubes",
        options: DARK_FIRST,
        seed: 0,
        setup: &["@c3"],
        seat: LIGHT,
        prompt: "You are Light. A cube placed with no cube beside it stands active, turned \
                 45° (a diamond): its corners fill the four squares beside it, so no cube may be \
                 placed there. Dark's active cube on c3 keeps b3, d3, c2 and c4 free. \
                 Place your first cube diagonally next to it.",
        goal: &["@b2", "@b4", "@d2", "@d4"],
        wrong: "That square is not diagonally next to c3: try b2, b4, d2 or d4.",
        done: "Diagonal squares are not beside a cube, so both cubes stand active.",
    }
}

fn knock_over() -> LessonStep {
    LessonStep {
        title: "Sliding knocks cubes over",
        options: DARK_FIRST,
        seed: 0,
        setup: &["@c3", "@b1", "@e5"],
        seat: LIGHT,
        prompt: "Instead of placing, you may slide one of your active cubes any distance \
                 along a rank or a file, through empty squares. Every active cube beside a \
                 square it passes is knocked over: it lies inactive and cannot slide. \
                 Slide your cube on b1 past Dark's cube on c3 to knock it over.",
        goal: &["b1-b3", "b1-b4", "b1-b5", "b1-b6"],
        wrong: "That does not pass beside c3. Slide your cube up the b file, through b3.",
        done: "Dark's cube on c3 is knocked over: it cannot slide any more.",
    }
}

fn bonus() -> LessonStep {
    LessonStep {
        title: "The bonus move",
        options: DARK_FIRST,
        seed: 0,
        setup: &["@c3", "@b1", "@e5", "b1-b4", "e5-e6"],
        seat: LIGHT,
        prompt: "A slide that ends beside another cube leaves your cube inactive, and earns \
                 you a bonus move: place, slide, pick up a cube, or stand a lone cube \
                 active again. Slide your cube on b4 so that it stops beside a cube.",
        goal: &["b4-b3", "b4-c4"],
        wrong: "Your cube ends with no cube beside it there: it stands active, and no bonus \
                is earned. Stop next to the cube on c3.",
        done: "Your cube lies beside c3, and you have a bonus move to play.",
    }
}

fn win() -> LessonStep {
    LessonStep {
        title: "Leave no move and win",
        options: LIGHT_FIRST,
        seed: 0,
        setup: &["@b1", "@c3"],
        seat: LIGHT,
        prompt: "A player who at the start of their turn can neither place nor slide loses. \
                 You may place only while one of your active cubes could slide, and only \
                 active cubes slide. Dark has one cube: knock it over, and end your turn \
                 with your cube standing active.",
        goal: &["b1-b4", "b1-b5", "b1-b6"],
        wrong: "After that Dark can still move, or your turn goes on with a bonus move. \
                Slide past c3 and stop where no cube is beside you.",
        done: "Dark has no active cube left, so it can neither slide nor place: you win.",
    }
}
