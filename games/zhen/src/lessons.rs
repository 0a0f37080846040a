//! Zhen's lesson for newcomers: carrying stacks, capturing in your goal, and the
//! end of the game, one move each.

use cubist_core::{LessonStep, LessonWords};
use cubist_words::{Catalogue, Lang};

use crate::RED;

/// The lesson's words in every spoken language (`lessons/*.ftl`).
pub(crate) static LESSONS: Catalogue = cubist_words::catalogue!("zhen-lessons", "../lessons");

const RED_FIRST: &[(&str, &str)] = &[("first", "red")];

pub(crate) fn lessons(lang: Lang) -> Vec<LessonStep> {
    vec![carry(lang), capture(lang), end(lang)]
}

fn carry(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "zhen-lesson-carry");
    LessonStep {
        title,
        options: RED_FIRST,
        seed: 0,
        setup: &["p5", "p4"],
        seat: RED,
        prompt,
        goal: &["m5"],
        wrong,
        done,
    }
}

fn capture(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "zhen-lesson-capture");
    LessonStep {
        title,
        options: RED_FIRST,
        seed: 0,
        setup: &["p5", "p4", "m5", "p9", "p5", "p8", "m5", "p7", "m4", "p6"],
        seat: RED,
        prompt,
        goal: &["m2"],
        wrong,
        done,
    }
}

fn end(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "zhen-lesson-end");
    LessonStep {
        title,
        options: END_OPTIONS,
        seed: 0,
        setup: END_SETUP,
        seat: RED,
        prompt,
        goal: END_GOAL,
        wrong,
        done,
    }
}

const END_OPTIONS: &[(&str, &str)] = &[("first", "red"), ("tiles", "3"), ("cubes", "2")];
const END_SETUP: &[&str] = &["p2", "p1", "m2", "p3"];
const END_GOAL: &[&str] = &["m1"];

#[cfg(test)]
mod tests {
    #[test]
    fn the_lessons_catalogue_has_no_problems() {
        assert_eq!(super::LESSONS.problems(), []);
    }
}
