//! The lesson for newcomers: moving, arming, a new unit, the moons, an attack. Every
//! step is a two-player game on Six Rings that Red opens, played to a position by its
//! setup; the learner plays Red.

use cubist_core::{LessonStep, LessonWords};
use cubist_words::{Catalogue, Lang};

/// The lesson's words in every spoken language (`lessons/*.ftl`).
pub(crate) static LESSONS: Catalogue =
    cubist_words::catalogue!("cube-attack-lessons", "../lessons");

const OPTIONS: &[(&str, &str)] = &[("players", "2"), ("first", "red")];
const SEED: u64 = 1;
const RED: usize = 0;

/// The steps, in order.
pub fn lessons(lang: Lang) -> Vec<LessonStep> {
    vec![
        moving(lang),
        arming(lang),
        new_unit(lang),
        moons(lang),
        attacking(lang),
    ]
}

fn moving(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "cube-attack-lesson-moving");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: &[],
        seat: RED,
        prompt,
        goal: &["S0>W0"],
        wrong,
        done,
    }
}

fn arming(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "cube-attack-lesson-arming");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: &["S0>W0"],
        seat: RED,
        prompt,
        goal: &["W0!"],
        wrong,
        done,
    }
}

fn new_unit(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "cube-attack-lesson-new-unit");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: &["S0>W0", "W0>C0", "S3>W3", "W3>C3"],
        seat: RED,
        prompt,
        goal: &["C0!"],
        wrong,
        done,
    }
}

fn moons(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "cube-attack-lesson-moons");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: &["S0>W0", "W0>C0", "S3>W3", "W3>C3", "C0>H0"],
        seat: RED,
        prompt,
        goal: &["H0>F"],
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
    } = LessonWords::of(&LESSONS, lang, "cube-attack-lesson-attacking");
    LessonStep {
        title,
        options: OPTIONS,
        seed: SEED,
        setup: &[
            "S0>W0", "W0!", "S3>W3", "W3>C3", // round 1
            "W0>C0", "C0>H0", "C3!", "C3>H2", // round 2
            "H0>F", "pass", "H2>F", "pass", // round 3
        ],
        seat: RED,
        prompt,
        goal: &["FxF"],
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
