//! Lessons: how a newcomer learns a game by playing it, one move at a time.
//!
//! A game declares its lessons as data: each step is a position (reached by playing
//! actions in notation from a new game with given options and seed), the seat the
//! learner plays, a sentence asking for one move, and the moves that answer it. A
//! client shows the position, lets the learner click, and says why a move was wrong,
//! in the engine's own words for an illegal one and in the step's for a legal one
//! that does not do what was asked. No client needs game code for it.

use cubist_words::{Args, Catalogue, Lang};

use crate::Seat;

/// One step of a game's lesson, its words in one language (from the game's lessons
/// catalogue, see [`crate::Game::lessons`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonStep {
    /// A short title, e.g. "Fast and slow pieces".
    pub title: String,
    /// Options of the game (`name=value` pairs, as on the command line); empty for the
    /// defaults.
    pub options: &'static [(&'static str, &'static str)],
    /// The seed of the new game.
    pub seed: u64,
    /// The actions played from the start to reach the step's position, in notation,
    /// each by the seat [`crate::ToMove::actor`] names then (in a round of secret
    /// choices, the lowest seat still to choose).
    pub setup: &'static [&'static str],
    /// The seat the learner plays; it may act in the position.
    pub seat: Seat,
    /// What the learner reads: what the rule is, and the move asked for.
    pub prompt: String,
    /// The moves that answer the step, in notation; each is legal for `seat`.
    pub goal: &'static [&'static str],
    /// Said of a legal move that is not one of `goal`: why it is not the answer.
    pub wrong: String,
    /// Said once the step is answered.
    pub done: String,
}

/// A step's words in one language, from a game's lessons catalogue: the messages
/// `KEY-title`, `KEY-prompt`, `KEY-wrong` and `KEY-done`, which take no arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonWords {
    pub title: String,
    pub prompt: String,
    pub wrong: String,
    pub done: String,
}

impl LessonWords {
    /// The words of step `key` of `catalogue` in `lang` (English where `lang` lacks one).
    pub fn of(catalogue: &Catalogue, lang: Lang, key: &str) -> Self {
        let say = |part: &str| catalogue.say(lang, &format!("{key}-{part}"), &Args::new());
        LessonWords {
            title: say("title"),
            prompt: say("prompt"),
            wrong: say("wrong"),
            done: say("done"),
        }
    }
}
