//! Tilt's lesson for newcomers: active cubes, sliding and knocking over, the bonus
//! move, and how a game is won, one move each.

use cubist_core::{LessonStep, LessonWords};
use cubist_words::{Catalogue, Lang};

use crate::LIGHT;

/// The lesson's words in every spoken language (`lessons/*.ftl`).
pub(crate) static LESSONS: Catalogue = cubist_words::catalogue!("tilt-lessons", "../lessons");

const LIGHT_FIRST: &[(&str, &str)] = &[("first", "light")];
const DARK_FIRST: &[(&str, &str)] = &[("first", "dark")];

pub(crate) fn lessons(lang: Lang) -> Vec<LessonStep> {
    vec![active(lang), knock_over(lang), bonus(lang), win(lang)]
}

fn active(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "tilt-lesson-active");
    LessonStep {
        title,
        options: DARK_FIRST,
        seed: 0,
        setup: &["@c3"],
        seat: LIGHT,
        prompt,
        goal: &["@b2", "@b4", "@d2", "@d4"],
        wrong,
        done,
    }
}

fn knock_over(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "tilt-lesson-knock-over");
    LessonStep {
        title,
        options: DARK_FIRST,
        seed: 0,
        setup: &["@c3", "@b1", "@e5"],
        seat: LIGHT,
        prompt,
        goal: &["b1-b3", "b1-b4", "b1-b5", "b1-b6"],
        wrong,
        done,
    }
}

fn bonus(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "tilt-lesson-bonus");
    LessonStep {
        title,
        options: DARK_FIRST,
        seed: 0,
        setup: &["@c3", "@b1", "@e5", "b1-b4", "e5-e6"],
        seat: LIGHT,
        prompt,
        goal: &["b4-b3", "b4-c4"],
        wrong,
        done,
    }
}

fn win(lang: Lang) -> LessonStep {
    let LessonWords {
        title,
        prompt,
        wrong,
        done,
    } = LessonWords::of(&LESSONS, lang, "tilt-lesson-win");
    LessonStep {
        title,
        options: LIGHT_FIRST,
        seed: 0,
        setup: &["@b1", "@c3"],
        seat: LIGHT,
        prompt,
        goal: &["b1-b4", "b1-b5", "b1-b6"],
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
