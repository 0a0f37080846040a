//! The lesson: every step is sound (`check_lessons`), and its goal does what its
//! prompt asks.

mod common;

use common::*;
use cubist_core::{testing::check_lessons, Game};
use cubist_cube_attack::{CubeAttack, Weapon};

/// Each step's position with its (only) goal played by the learner.
fn answered() -> Vec<CubeAttack> {
    let steps = CubeAttack::lessons(cubist_words::Lang::En);
    check_lessons::<CubeAttack>()
        .into_iter()
        .zip(&steps)
        .map(|(mut g, step)| {
            assert_eq!(step.goal.len(), 1, "step '{}' has one answer", step.title);
            act(&mut g, step.seat, step.goal[0]);
            g
        })
        .collect()
}

#[test]
fn every_goal_does_what_its_step_asks() {
    let after = answered();
    assert_eq!(after.len(), 5);
    let r1 = |g: &CubeAttack| *g.unit(unit("R1")).expect("R1 is on the board");
    let on = |g: &CubeAttack, name: &str| r1(g).planet == planet(g, name);

    assert!(on(&after[0], "W0"), "moving: R1 reaches W0");
    assert_eq!(r1(&after[1]).weapon, Weapon::Short, "arming: R1 is armed");
    let new = after[2].unit(unit("R2")).expect("a new unit R2");
    assert_eq!(new.planet, planet(&after[2], "S0"), "the new unit is on S0");
    assert!(on(&after[3], "F"), "moons: R1 holds the Full Moon");
    assert!(
        after[4].unit(unit("B1")).is_none(),
        "attacking: B1 is destroyed"
    );
    assert!(after[4].has_units(BLUE), "Blue plays on with B2");
}

#[test]
fn the_lesson_is_the_same_in_every_language_and_its_words_all_said() {
    cubist_core::testing::check_lesson_languages::<CubeAttack>();
}
