//! Lessons as front ends show them: each step's position rebuilt from the game's data,
//! the learner's board, and a verdict on the move the learner makes.
//!
//! A lesson holds no secrets and no state: every request rebuilds its step from the
//! step's options, seed and setup, so a server keeps nothing between a learner's moves.
//! Seats are numbered from 1 and steps from 0 on the wire.

use cubist_core::{Args, DynGame, LessonStep, Observer, OptionPairs, PlayError, Seat, Side};
use cubist_words::Lang;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::view::wire_board;
use crate::words::phrase;
use crate::WireBoard;

/// Version of [`LessonView`]'s and [`LessonVerdict`]'s shapes; any change to either
/// changes this number. Version 2 added the board's `side` ([`WireBoard::side`]).
pub const LESSON_FORMAT: u32 = 2;

/// The games that have a lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LessonList {
    pub games: Vec<LessonListing>,
}

/// One game's lesson in a list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LessonListing {
    pub game: String,
    pub title: String,
    /// How many steps the lesson has.
    pub steps: usize,
}

/// A game's lesson, every step as its learner sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LessonView {
    /// [`LESSON_FORMAT`].
    pub format: u32,
    pub game: String,
    pub title: String,
    pub steps: Vec<LessonStepView>,
}

/// One step: its words, and its position as the learner's seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LessonStepView {
    /// From 0: the step's place in the lesson, as in its address.
    pub index: usize,
    pub title: String,
    /// What the learner reads: the rule, and the move asked for.
    pub prompt: String,
    /// The learner's seat, from 1.
    pub seat: usize,
    /// The position drawn for the learner; its choices are all the learner's legal
    /// actions.
    pub board: WireBoard,
    /// The learner's legal actions in notation.
    pub legal: Vec<String>,
}

/// What a move in a step came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The move the step asks for.
    Correct,
    /// A legal move, but not the one asked for.
    Wrong,
    /// A move the rules do not allow here.
    Illegal,
}

/// The verdict on one move, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LessonVerdict {
    /// [`LESSON_FORMAT`].
    pub format: u32,
    pub verdict: Verdict,
    /// The move in a sentence, as the learner sees it; absent when it is illegal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Why: the step's closing words when correct, its explanation when wrong, the
    /// engine's own reason when illegal.
    pub reason: String,
    /// The position after the move, as the learner sees it (no choices: the step is
    /// over); absent when the move is illegal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<WireBoard>,
}

/// Why a lesson request has no answer.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LessonError {
    #[error("{0}")]
    UnknownGame(String),
    #[error("{}", self.say(Lang::En))]
    NoLesson(String),
    #[error("{}", self.say(Lang::En))]
    UnknownStep {
        game: String,
        index: usize,
        steps: usize,
    },
    /// The move is not written in the game's notation.
    #[error("{0}")]
    Malformed(String),
    /// The game's lesson data does not make a position (its own tests should have
    /// caught it).
    #[error("step '{step}' of {game} cannot be set up: {why}")]
    Broken {
        game: String,
        step: String,
        why: String,
    },
}

impl LessonError {
    /// Why, in `lang`; a move's refusal is in the language it was judged in, an
    /// unknown game and a broken step in English (the catalogue's, and a fault).
    pub fn say(&self, lang: Lang) -> String {
        match self {
            LessonError::NoLesson(game) => {
                let args = Args::new().text("game", game.clone());
                phrase("session-no-lesson", args).say(lang)
            }
            LessonError::UnknownStep { game, index, steps } => {
                let args = Args::new()
                    .text("game", game.clone())
                    .number("index", *index as f64)
                    .number("last", steps.saturating_sub(1) as f64);
                phrase("session-no-lesson-step", args).say(lang)
            }
            other => other.to_string(),
        }
    }
}

/// Every game that has a lesson, in the catalog's order.
pub fn lesson_list() -> LessonList {
    let games = cubist_games::NAMES
        .iter()
        .filter_map(|name| {
            let (game, steps) = lesson_of(name, Lang::En).ok()?;
            Some(LessonListing {
                game: game.name().to_string(),
                title: game.title().to_string(),
                steps: steps.len(),
            })
        })
        .collect();
    LessonList { games }
}

/// The lesson of the game named `name`, every step drawn for its learner, its words in
/// `lang`.
pub fn lesson_view(name: &str, lang: Lang) -> Result<LessonView, LessonError> {
    let (game, steps) = lesson_of(name, lang)?;
    let steps = steps
        .iter()
        .enumerate()
        .map(|(index, step)| step_view(game.name(), index, step))
        .collect::<Result<_, _>>()?;
    Ok(LessonView {
        format: LESSON_FORMAT,
        game: game.name().to_string(),
        title: game.title().to_string(),
        steps,
    })
}

/// The verdict on `action` (notation) played by the learner in step `index` of the
/// lesson of the game named `name`, the step's words in `lang`.
pub fn judge(
    name: &str,
    index: usize,
    action: &str,
    lang: Lang,
) -> Result<LessonVerdict, LessonError> {
    let (game, steps) = lesson_of(name, lang)?;
    judge_step(
        game.name(),
        step_at(game.name(), &steps, index)?,
        action,
        lang,
    )
}

/// Step `index` of the lesson of `name`.
fn step_at<'a>(
    name: &str,
    steps: &'a [LessonStep],
    index: usize,
) -> Result<&'a LessonStep, LessonError> {
    steps.get(index).ok_or_else(|| LessonError::UnknownStep {
        game: name.to_string(),
        index,
        steps: steps.len(),
    })
}

/// A new game of `name` (to read its name, title and lesson) and its lesson's steps,
/// their words in `lang`.
fn lesson_of(name: &str, lang: Lang) -> Result<(Box<dyn DynGame>, Vec<LessonStep>), LessonError> {
    let game = cubist_games::create(name, &OptionPairs::new(), 0)
        .map_err(|e| LessonError::UnknownGame(e.to_string()))?;
    let steps = game.lessons(lang);
    if steps.is_empty() {
        return Err(LessonError::NoLesson(game.title().to_string()));
    }
    Ok((game, steps))
}

/// The step's position: its setup played on a new game, each action by the seat
/// that acts then (in a round of secret choices, the lowest seat still to choose).
fn position(name: &str, step: &LessonStep) -> Result<Box<dyn DynGame>, LessonError> {
    let broken = |why: String| LessonError::Broken {
        game: name.to_string(),
        step: step.title.to_string(),
        why,
    };
    let options: OptionPairs = step
        .options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut game =
        cubist_games::create(name, &options, step.seed).map_err(|e| broken(e.to_string()))?;
    for text in step.setup {
        let seat = game
            .to_move()
            .actor()
            .ok_or_else(|| broken(format!("nobody acts at {text}")))?;
        game.play(seat, text)
            .map_err(|e| broken(format!("{text}: {e}")))?;
    }
    if !game.to_move().includes(step.seat) {
        return Err(broken(format!("seat {} may not act", step.seat + 1)));
    }
    Ok(game)
}

fn step_view(name: &str, index: usize, step: &LessonStep) -> Result<LessonStepView, LessonError> {
    let game = position(name, step)?;
    let seat = step.seat;
    Ok(LessonStepView {
        index,
        title: step.title.clone(),
        prompt: step.prompt.clone(),
        seat: seat + 1,
        board: wire_board(
            game.as_ref(),
            Observer::Seat(seat),
            Side(seat),
            Some(seat),
            Vec::new(),
            cubist_core::Lang::En,
        ),
        legal: game.legal_actions(seat),
    })
}

/// The verdict on `action` at `step`, its words in `lang`.
fn judge_step(
    name: &str,
    step: &LessonStep,
    action: &str,
    lang: Lang,
) -> Result<LessonVerdict, LessonError> {
    let before = position(name, step)?;
    let seat = step.seat;
    let observer = Observer::Seat(seat);
    let text = match before.describe(seat, action, observer, lang) {
        Ok(text) => text,
        Err(e @ PlayError::Rule(_)) => {
            return Ok(LessonVerdict {
                format: LESSON_FORMAT,
                verdict: Verdict::Illegal,
                text: None,
                reason: e.say(lang),
                board: None,
            })
        }
        Err(e @ PlayError::Notation(_)) => return Err(LessonError::Malformed(e.say(lang))),
    };
    let clicks = before.clicks(seat, action);
    let mut after = before.clone_box();
    after
        .play(seat, action)
        .map_err(|e| LessonError::Malformed(e.say(lang)))?;
    let correct = is_goal(before.as_ref(), seat, after.as_ref(), action, step.goal);
    Ok(LessonVerdict {
        format: LESSON_FORMAT,
        verdict: if correct {
            Verdict::Correct
        } else {
            Verdict::Wrong
        },
        text: Some(text),
        reason: if correct { &step.done } else { &step.wrong }.clone(),
        board: Some(wire_board(
            after.as_ref(),
            observer,
            Side::of(observer),
            None,
            clicks,
            lang,
        )),
    })
}

/// Whether the move that led from `before` to `after` is one of `goals`: written as a
/// goal is, or (written another way the notation reads, e.g. in other case) leading to
/// the same position as a goal does.
fn is_goal(
    before: &dyn DynGame,
    seat: Seat,
    after: &dyn DynGame,
    action: &str,
    goals: &[&str],
) -> bool {
    goals.contains(&action)
        || goals.iter().any(|goal| {
            let mut other = before.clone_box();
            other.play(seat, goal).is_ok() && other.encode() == after.encode()
        })
}

/// The JSON Schema of [`LessonView`], as committed in `docs/wire/session/`.
pub fn lesson_view_schema_text() -> String {
    crate::schema_files::schema_text::<LessonView>()
}

/// The JSON Schema of [`LessonVerdict`], as committed in `docs/wire/session/`.
pub fn lesson_verdict_schema_text() -> String {
    crate::schema_files::schema_text::<LessonVerdict>()
}

#[cfg(test)]
mod tests;
