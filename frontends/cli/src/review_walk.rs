//! `analyse` at the end of `cubist play`: the game just played reviewed as `cubist
//! review` reviews it, then stepped through one action at a time, each position
//! shown with its action judged (docs/analysis.md, "After a game in the terminal").

use std::io::Write;

use cubist_ai::AgentSpec;
use cubist_core::{GameRecord, Observer, RenderStyle};
use cubist_session::review::{Review, ReviewSettings};

use crate::input::{Input, Line};
use crate::review::{action_line, best_line, reviewed};
use crate::CliResult;

/// The level `analyse` searches at unless another is named: `cubist review`'s.
pub const DEFAULT_LEVEL: &str = "hard";

/// Review `record` at `level` (with a progress bar) and step through it with the
/// commands read from `input`, until `quit` or the input ends: `true`. A level that
/// cannot be read or cannot review the game is said, and nothing else happens: `false`.
pub fn run(record: &GameRecord, level: &str, style: RenderStyle, input: &Input) -> CliResult<bool> {
    let level: AgentSpec = match level.parse() {
        Ok(level) => level,
        Err(e) => {
            println!("Level {level}: {e}.");
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
            println!("The game cannot be analysed: {e}.");
            return Ok(false);
        }
    };
    if review.actions.is_empty() {
        println!("No action was played: there is nothing to analyse.");
        return Ok(false);
    }
    let boards = boards(record, style)?;
    Stepper {
        review: &review,
        boards: &boards,
        at: 1,
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
        println!(
            "Analysis at level {}: `next`, `prev`, `goto N`, `first`, `last`, `quit` (`help` says more).",
            self.review.level
        );
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
            match parse(&line, self.at, self.last()) {
                Step::To(at) => {
                    self.at = at;
                    self.show();
                }
                Step::Help => help(self.last()),
                Step::Quit => return Ok(()),
                Step::Unknown(why) => println!("{why} Type `help` for the commands."),
            }
        }
    }

    /// The board after `at` actions, then the last of them judged.
    fn show(&self) {
        println!("\n{}", self.boards[self.at]);
        let Some(a) = self.at.checked_sub(1).map(|i| &self.review.actions[i]) else {
            println!("The start, before any action.");
            return;
        };
        println!("{}", action_line(a));
        if let Some(best) = best_line(a).filter(|_| !a.forced) {
            println!("     {best}");
        }
    }
}

/// The position a line asks for from `at`, of `0..=last` (0 is the start).
fn parse(line: &str, at: usize, last: usize) -> Step {
    let lower = line.to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    match words[..] {
        [] | ["next" | "n"] if at == last => {
            Step::Unknown("That was the last action: `prev` or `first` go back.".into())
        }
        [] | ["next" | "n"] => Step::To(at + 1),
        ["prev" | "p"] if at == 0 => {
            Step::Unknown("This is the start: `next` goes forward.".into())
        }
        ["prev" | "p"] => Step::To(at - 1),
        ["first"] => Step::To(1),
        ["last"] => Step::To(last),
        ["start"] => Step::To(0),
        ["goto" | "g", n] => match n.parse::<usize>() {
            Ok(n) if n <= last => Step::To(n),
            _ => Step::Unknown(format!(
                "`goto {n}`: the game has actions 1 to {last} (0 is the start)."
            )),
        },
        ["help" | "?"] => Step::Help,
        ["quit" | "q" | "exit"] => Step::Quit,
        _ => Step::Unknown(format!("`{}` is not a command here.", line.trim())),
    }
}

fn help(last: usize) {
    println!("Step through the game's {last} actions, each judged as `cubist review` judges it:");
    println!("  next, n (or Enter)  the next action");
    println!("  prev, p             the action before");
    println!("  goto N              action N (0: the start)");
    println!("  first, last, start  the first action, the last, the start");
    println!("  quit                stop");
    println!("Marks: ?! inaccuracy, ? mistake, ?? blunder; values are the mover's expected result before → after, exact where known (win in 9 → loss in 14).");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_move_within_the_game_and_say_why_not() {
        assert_eq!(parse("next", 2, 5), Step::To(3));
        assert_eq!(parse("", 2, 5), Step::To(3));
        assert_eq!(parse(" N ", 2, 5), Step::To(3));
        assert_eq!(parse("p", 2, 5), Step::To(1));
        assert_eq!(parse("goto 4", 2, 5), Step::To(4));
        assert_eq!(parse("goto 0", 2, 5), Step::To(0));
        assert_eq!(parse("first", 4, 5), Step::To(1));
        assert_eq!(parse("last", 1, 5), Step::To(5));
        assert_eq!(parse("quit", 1, 5), Step::Quit);
        assert_eq!(parse("help", 1, 5), Step::Help);
        for (line, at) in [
            ("next", 5),
            ("prev", 0),
            ("goto 6", 1),
            ("goto x", 1),
            ("e4", 1),
        ] {
            assert!(
                matches!(parse(line, at, 5), Step::Unknown(_)),
                "{line} at {at}"
            );
        }
    }
}
