//! The lesson for newcomers: setting up, moving, reinforcing, attacking, and choosing a
//! card in secret. Every step is a two-player game on the usual 5×5 board that Red
//! starts, played to a position by its setup; the learner plays Red. Prompts name only
//! what Red's view shows: its own hand, the face-up tiles, the discard piles.

use cubist_core::{LessonStep, LessonWords};
use cubist_words::{Catalogue, Lang};

/// The lesson's words in every spoken language (`lessons/*.ftl`).
pub(crate) static LESSONS: Catalogue =
    cubist_words::catalogue!("cube-conquest-lessons", "../lessons");

const OPTIONS: &[(&str, &str)] = &[("players", "2"), ("first", "red")];
const SEED: u64 = 3;
const RED: usize = 0;

/// The set-up cubes of both seats, then a turn each.
const SET_UP: &[&str] = &["place b1", "place d1", "place b5", "place d5"];
const MOVED: &[&str] = &[
    "place b1",
    "place d1",
    "place b5",
    "place d5",
    "move 2 b1-b2-b3",
    "move 2 b5-b4",
];
const REINFORCED: &[&str] = &[
    "place b1",
    "place d1",
    "place b5",
    "place d5",
    "move 2 b1-b2-b3",
    "move 2 b5-b4",
    "reinforce 2 d1",
    "move 2 d5-c5",
];
const ATTACKING: &[&str] = &[
    "place b1",
    "place d1",
    "place b5",
    "place d5",
    "move 2 b1-b2-b3",
    "move 2 b5-b4",
    "reinforce 2 d1",
    "move 2 d5-c5",
    "attack b3 b4",
];

/// The steps, in order.
pub fn lessons(lang: Lang) -> Vec<LessonStep> {
    vec![
        setting_up(lang),
        moving(lang),
        reinforcing(lang),
        attacking(lang),
        choosing(lang),
    ]
}

fn setting_up(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "cube-conquest-lesson-setting-up");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: &[],
        seat: RED,
        prompt,
        goal: &["place b1"],
        wrong,
        done,
    }
}

fn moving(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "cube-conquest-lesson-moving");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: SET_UP,
        seat: RED,
        prompt,
        goal: &["move 2 b1-b2-b3"],
        wrong,
        done,
    }
}

fn reinforcing(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "cube-conquest-lesson-reinforcing");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: MOVED,
        seat: RED,
        prompt,
        goal: &["reinforce 2 d1"],
        wrong,
        done,
    }
}

fn attacking(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "cube-conquest-lesson-attacking");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: REINFORCED,
        seat: RED,
        prompt,
        goal: &["attack b3 b4"],
        wrong,
        done,
    }
}

fn choosing(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "cube-conquest-lesson-choosing");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: ATTACKING,
        seat: RED,
        prompt,
        goal: &["play 5"],
        wrong,
        done,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_lessons_catalogue_has_no_problems() {
        assert_eq!(super::LESSONS.problems(), []);
    }
}
