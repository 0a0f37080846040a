//! The lesson for newcomers: moving, arming, a new unit, the moons, an attack. Every
//! step is a two-player game on Six Rings that Red opens, played to a position by its
//! setup; the learner plays Red.

use cubist_core::LessonStep;

const OPTIONS: &[(&str, &str)] = &[("players", "2"), ("first", "red")];
const SEED: u64 = 1;
const RED: usize = 0;

/// The steps, in order.
pub fn lessons() -> Vec<LessonStep> {
    vec![moving(), arming(), new_unit(), moons(), attacking()]
}

fn moving() -> LessonStep {
    LessonStep {
        title: "Moving a unit",
        options: OPTIONS,
        seed: SEED,
        setup: &[],
        seat: RED,
        prompt: "You are Red. Your unit R1 (one cube) stands on your Starting planet S0. \
                 A turn is two actions, and a move takes a unit along an orbit to a linked \
                 planet. Move R1 to the Planet Weaponry W0.",
        goal: &["S0>W0"],
        wrong: "That move is legal, but this step asks you to move R1 from S0 to W0.",
        done: "R1 is on W0. It can never go back: no unit ever enters a Starting planet.",
    }
}

fn arming() -> LessonStep {
    LessonStep {
        title: "Arming a unit",
        options: OPTIONS,
        seed: SEED,
        setup: &["S0>W0"],
        seat: RED,
        prompt: "R1 stands on the Planet Weaponry W0 and you have one action left. \
                 Activating Weaponry arms a unit: no weapon becomes short range, short \
                 range becomes long range. A unit activates at most once a round. \
                 Activate W0 with R1.",
        goal: &["W0!"],
        wrong: "That is legal, but this step asks you to activate W0, to arm R1.",
        done: "R1 has a short-range weapon: it can attack enemy units on its own planet.",
    }
}

fn new_unit() -> LessonStep {
    LessonStep {
        title: "A new unit",
        options: OPTIONS,
        seed: SEED,
        setup: &["S0>W0", "W0>C0", "S3>W3", "W3>C3"],
        seat: RED,
        prompt: "A new round has begun, and R1 stands on the Planet Cube C0. Activating \
                 a Planet Cube brings a new unit (a cube from your supply) onto your \
                 Starting planet. Activate C0 with R1.",
        goal: &["C0!"],
        wrong: "That is legal, but this step asks you to activate the Planet Cube C0.",
        done: "A new unit, R2, stands on S0. The more units you have, the more moons \
               you can hold.",
    }
}

fn moons() -> LessonStep {
    LessonStep {
        title: "Scoring on the moons",
        options: OPTIONS,
        seed: SEED,
        setup: &["S0>W0", "W0>C0", "S3>W3", "W3>C3", "C0>H0"],
        seat: RED,
        prompt: "At the end of every round each moon scores for the teams on it: a Half \
                 Moon 2 points, the Full Moon 4, half of that each when teams share it. \
                 64 points win. R1 is on the Half Moon H0. Move it onto the Full Moon F.",
        goal: &["H0>F"],
        wrong: "That is legal, but this step asks you to move R1 from H0 to the Full Moon F.",
        done: "R1 holds the Full Moon: 4 points for Red at the end of the round, if no \
               enemy joins it there.",
    }
}

fn attacking() -> LessonStep {
    LessonStep {
        title: "Attacking",
        options: OPTIONS,
        seed: SEED,
        setup: &[
            "S0>W0", "W0!", "S3>W3", "W3>C3", // round 1
            "W0>C0", "C0>H0", "C3!", "C3>H2", // round 2
            "H0>F", "pass", "H2>F", "pass", // round 3
        ],
        seat: RED,
        prompt: "Blue's B1 has joined R1 on the Full Moon. R1's short-range weapon reaches \
                 enemy units on its own planet (a long-range one reaches the linked \
                 planets too). Each attack takes a life; a unit attacks once a round. \
                 Attack B1 with R1.",
        goal: &["FxF"],
        wrong: "That is legal, but this step asks R1 to attack B1 on the Full Moon.",
        done: "B1 had one life and is destroyed. A team left with no unit on the board \
               is out, and the last team standing wins.",
    }
}
