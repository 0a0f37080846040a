//! Squadro's lesson for newcomers: speed, jumping, the turn at the far side and the
//! race home, one move each.

use cubist_core::{LessonStep, LessonWords};
use cubist_words::{Catalogue, Lang};

use crate::LIGHT;

/// The lesson's words in every spoken language (`lessons/*.ftl`).
pub(crate) static LESSONS: Catalogue = cubist_words::catalogue!("squadro-lessons", "../lessons");

const LIGHT_FIRST: &[(&str, &str)] = &[("first", "light")];
const DARK_FIRST: &[(&str, &str)] = &[("first", "dark")];

pub(crate) fn lessons(lang: Lang) -> Vec<LessonStep> {
    vec![speed(lang), jump(lang), far_side(lang), home(lang)]
}

fn speed(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "squadro-lesson-speed");
    LessonStep {
        title,
        options: LIGHT_FIRST,
        seed: 0,
        setup: &[],
        seat: LIGHT,
        prompt,
        goal: &["2", "4"],
        wrong,
        done,
    }
}

fn jump(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "squadro-lesson-jump");
    LessonStep {
        title,
        options: DARK_FIRST,
        seed: 0,
        setup: &["1"],
        seat: LIGHT,
        prompt,
        goal: &["3"],
        wrong,
        done,
    }
}

fn far_side(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "squadro-lesson-far-side");
    LessonStep {
        title,
        options: LIGHT_FIRST,
        seed: 0,
        setup: &["2", "5"],
        seat: LIGHT,
        prompt,
        goal: &["2"],
        wrong,
        done,
    }
}

fn home(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "squadro-lesson-home");
    LessonStep {
        title,
        options: LIGHT_FIRST,
        seed: 0,
        setup: HOME_SETUP,
        seat: LIGHT,
        prompt,
        goal: HOME_GOAL,
        wrong,
        done,
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

#[cfg(test)]
mod tests {
    #[test]
    fn the_lessons_catalogue_has_no_problems() {
        assert_eq!(super::LESSONS.problems(), []);
    }
}
