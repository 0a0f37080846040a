//! `analyse` at the end of `cubist play`: the game just played reviewed as `cubist
//! review` reviews it, then stepped through one action at a time, each position
//! shown with its action judged (docs/analysis.md, "After a game in the terminal").

use std::io::Write;

use cubist_ai::AgentSpec;
use cubist_core::{GameRecord, Observer, RenderStyle};
use cubist_session::review::{Review, ReviewSettings};
use cubist_words::{Args, Lang};

use crate::input::{Input, Line};
use crate::review::{action_line, best_line, reviewed};
use crate::words::{say, word};
use crate::CliResult;

/// The level `analyse` searches at unless another is named: `cubist review`'s.
pub const DEFAULT_LEVEL: &str = "hard";

/// Review `record` at `level` (with a progress bar) and step through it with the
/// commands read from `input`, until `quit` or the input ends: `true`. A level that
/// cannot be read or cannot review the game is said, and nothing else happens: `false`.
pub fn run(
    record: &GameRecord,
    level: &str,
    style: RenderStyle,
    input: &Input,
    lang: Lang,
) -> CliResult<bool> {
    let level: AgentSpec = match level.parse() {
        Ok(level) => level,
        Err(e) => {
            let args = Args::new()
                .text("level", level)
                .text("reason", e.to_string());
            println!("{}", say(lang, "cli-analyse-bad-level", args));
            return Ok(false);
        }
    };
    let settings = ReviewSettings {
        level,
        ..ReviewSettings::default()
    };
    let review = match reviewed(record, &settings) {
        Ok(review) => review,
        Err(e) => {
            let args = Args::new().text("reason", e.to_string());
            println!("{}", say(lang, "cli-analyse-cannot", args));
            return Ok(false);
        }
    };
    if review.actions.is_empty() {
        println!("{}", word(lang, "cli-analyse-nothing"));
        return Ok(false);
    }
    let boards = boards(record, style)?;
    Stepper {
        review: &review,
        boards: &boards,
        at: 1,
        lang,
    }
    .run(input)?;
    Ok(true)
}

/// The board as the end of the game shows it (to everyone), at the start and after
/// each action.
fn boards(record: &GameRecord, style: RenderStyle) -> CliResult<Vec<String>> {
    let mut game = cubist_games::create_local(&record.game, &record.options, record.seed)?;
    let mut boards = vec![game.render(Observer::Spectator, style)];
    record.replay_onto(game.as_mut(), |_, after| {
        boards.push(after.render(Observer::Spectator, style));
    })?;
    Ok(boards)
}

/// Where the stepper stands: `at` is the number of actions played on the board shown.
struct Stepper<'a> {
    review: &'a Review,
    boards: &'a [String],
    at: usize,
    lang: Lang,
}

/// What a line typed at the stepper asks for.
#[derive(Debug, PartialEq)]
enum Step {
    /// Show the position after this many actions.
    To(usize),
    Help,
    Quit,
    /// Not a command: why.
    Unknown(String),
}

impl Stepper<'_> {
    fn last(&self) -> usize {
        self.review.actions.len()
    }

    fn run(&mut self, input: &Input) -> CliResult {
        let level = Args::new().text("level", self.review.level.clone());
        println!("{}", say(self.lang, "cli-analyse-intro", level));
        self.show();
        loop {
            print!("analyse {}/{}> ", self.at, self.last());
            std::io::stdout().flush()?;
            let line = match input.next(None)? {
                Line::Text(line) => line,
                Line::End | Line::TimeUp => {
                    println!();
                    return Ok(());
                }
            };
            match parse(&line, self.at, self.last(), self.lang) {
                Step::To(at) => {
                    self.at = at;
                    self.show();
                }
                Step::Help => help(self.last(), self.lang),
                Step::Quit => return Ok(()),
                Step::Unknown(why) => {
                    let args = Args::new().text("why", why);
                    println!("{}", say(self.lang, "cli-analyse-unknown", args));
                }
            }
        }
    }

    /// The board after `at` actions, then the last of them judged.
    fn show(&self) {
        println!("\n{}", self.boards[self.at]);
        let Some(a) = self.at.checked_sub(1).map(|i| &self.review.actions[i]) else {
            println!("{}", word(self.lang, "cli-analyse-start"));
            return;
        };
        println!("{}", action_line(a, self.lang));
        if let Some(best) = best_line(a, self.lang).filter(|_| !a.forced) {
            println!("     {best}");
        }
    }
}

/// The position a line asks for from `at`, of `0..=last` (0 is the start); why not in
/// `lang`.
fn parse(line: &str, at: usize, last: usize, lang: Lang) -> Step {
    let lower = line.to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    match words[..] {
        [] | ["next" | "n"] if at == last => Step::Unknown(word(lang, "cli-analyse-at-last")),
        [] | ["next" | "n"] => Step::To(at + 1),
        ["prev" | "p"] if at == 0 => Step::Unknown(word(lang, "cli-analyse-at-start")),
        ["prev" | "p"] => Step::To(at - 1),
        ["first"] => Step::To(1),
        ["last"] => Step::To(last),
        ["start"] => Step::To(0),
        ["goto" | "g", n] => match n.parse::<usize>() {
            Ok(n) if n <= last => Step::To(n),
            _ => {
                let args = Args::new()
                    .text("n", n.to_string())
                    .number("last", last as f64);
                Step::Unknown(say(lang, "cli-analyse-no-such-action", args))
            }
        },
        ["help" | "?"] => Step::Help,
        ["quit" | "q" | "exit"] => Step::Quit,
        _ => {
            let args = Args::new().text("text", line.trim());
            Step::Unknown(say(lang, "cli-analyse-not-a-command", args))
        }
    }
}

fn help(last: usize, lang: Lang) {
    let actions = Args::new().number("actions", last as f64);
    println!("{}", say(lang, "cli-analyse-help-intro", actions));
    for id in ["next", "prev", "goto", "ends", "quit", "marks"] {
        println!("{}", word(lang, &format!("cli-analyse-help-{id}")));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_move_within_the_game_and_say_why_not() {
        assert_eq!(parse("next", 2, 5, Lang::En), Step::To(3));
        assert_eq!(parse("", 2, 5, Lang::En), Step::To(3));
        assert_eq!(parse(" N ", 2, 5, Lang::En), Step::To(3));
        assert_eq!(parse("p", 2, 5, Lang::En), Step::To(1));
        assert_eq!(parse("goto 4", 2, 5, Lang::En), Step::To(4));
        assert_eq!(parse("goto 0", 2, 5, Lang::En), Step::To(0));
        assert_eq!(parse("first", 4, 5, Lang::En), Step::To(1));
        assert_eq!(parse("last", 1, 5, Lang::En), Step::To(5));
        assert_eq!(parse("quit", 1, 5, Lang::En), Step::Quit);
        assert_eq!(parse("help", 1, 5, Lang::En), Step::Help);
        for (line, at) in [
            ("next", 5),
            ("prev", 0),
            ("goto 6", 1),
            ("goto x", 1),
            ("e4", 1),
        ] {
            assert!(
                matches!(parse(line, at, 5, Lang::En), Step::Unknown(_)),
                "{line} at {at}"
            );
        }
    }
}
