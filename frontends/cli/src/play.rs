//! `cubist play`: a game in the terminal, against the computer or with friends.
//!
//! The human seats see only their own view. In a same-screen game of hidden
//! information the screen is cleared between players, and each player confirms they
//! are the one looking before their hand is shown. A computer's secret choice is
//! announced as made, never shown.
//!
//! On a clock (`--clock 5+3`) every prompt shows the clocks, and a player who thinks
//! too long runs out while the prompt waits (docs/clocks.md).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;
use cubist_ai::AgentSpec;
use cubist_core::{parse_pairs, parse_time_control, Observer, RenderStyle, Seat, Trust};
use cubist_session::{saves, seeds, Match, Player, SubmitError};
use cubist_words::{Args as MessageArgs, Lang};

use crate::clockface::status_line;
use crate::input::{Input, Line};
use crate::review_walk;
use crate::words::{say, word};
use crate::CliResult;

#[derive(Args)]
pub struct PlayArgs {
    /// The game (see `cubist games`).
    game: Option<String>,
    /// The computer's strength or agent for the other seats: easy, medium, hard, max, random, mcts:..., alphabeta:...
    #[arg(long, default_value = "medium")]
    ai: String,
    /// Your seat, from 1. Repeat for several humans on one screen.
    #[arg(long = "seat")]
    seats: Vec<usize>,
    /// Every seat is played by a human on this screen.
    #[arg(long)]
    hotseat: bool,
    /// Seed for everything random in the game (default: from the clock, printed at the start).
    #[arg(long)]
    seed: Option<u64>,
    /// A game option, key=value (repeatable; see `cubist games`).
    #[arg(long = "option", short = 'o')]
    options: Vec<String>,
    /// Continue a saved game.
    #[arg(long, conflicts_with_all = ["game", "seed", "options", "seats", "hotseat", "clock"])]
    resume: Option<PathBuf>,
    /// Where to write the game record (default: records/GAME-SEED.json).
    #[arg(long)]
    record: Option<PathBuf>,
    /// A clock for every seat: minutes+seconds per move (1+0, 3+2, 5+3, 10+5, 15+10,
    /// 30+20, or any), days or hours per move (12h, 1d, 3d, 7d), or untimed.
    #[arg(long)]
    clock: Option<String>,
}

/// A match in the terminal: the match itself, and what the screen needs.
struct Session {
    m: Match,
    record_path: PathBuf,
    style: RenderStyle,
    /// Hidden information on a shared screen: hide each view behind a confirmation.
    guard_screen: bool,
    /// The human whose view is on screen.
    shown: Option<Seat>,
    /// The players' language.
    lang: Lang,
}

pub fn run(args: PlayArgs, style: RenderStyle, lang: Lang) -> CliResult {
    let mut session = match &args.resume {
        Some(path) => resume(path, args.record.clone(), style, lang)?,
        None => start(&args, style, lang)?,
    };
    session.play(&Input::stdin())
}

fn start(args: &PlayArgs, style: RenderStyle, lang: Lang) -> CliResult<Session> {
    let name = args
        .game
        .as_deref()
        .ok_or_else(|| word(lang, "cli-play-which-game"))?;
    let clock = args.clock.as_deref().unwrap_or("untimed");
    let control =
        parse_time_control(clock).map_err(|e| format!("--clock {clock}: {}", e.say(lang)))?;
    let options = parse_pairs(args.options.iter().map(String::as_str)).map_err(|e| e.say(lang))?;
    let seed = args.seed.unwrap_or_else(seeds::fresh);
    let game = cubist_games::create_local(name, &options, seed).map_err(|e| e.say(lang))?;
    let n = game.num_players();
    let humans: Vec<usize> = if args.hotseat {
        (0..n).collect()
    } else if args.seats.is_empty() {
        vec![0]
    } else {
        args.seats
            .iter()
            .map(|&s| {
                if (1..=n).contains(&s) {
                    Ok(s - 1)
                } else {
                    Err(seat_out_of_range(lang, s, n))
                }
            })
            .collect::<Result<_, _>>()?
    };
    let spec: AgentSpec = args.ai.parse()?;
    let players = (0..n)
        .map(|s| {
            if humans.contains(&s) {
                Player::Human
            } else {
                Player::Computer(spec.clone())
            }
        })
        .collect();
    let mut m = Match::new(game, seed, players)?;
    m.set_time_control(control)?;
    let path = args
        .record
        .clone()
        .unwrap_or_else(|| crate::default_record_path(m.game().name(), seed, m.seed_is_secret()));
    let title = MessageArgs::new().text("title", m.game().title());
    if m.seed_is_secret() {
        println!("{}", say(lang, "cli-play-start-secret", title));
    } else {
        let args = title.text("seed", seed.to_string());
        println!("{}", say(lang, "cli-play-start-seed", args));
    }
    if let Some(control) = control {
        let args = MessageArgs::new().text("control", control.to_string());
        println!("{}", say(lang, "cli-play-clock", args));
    }
    print_notices(&m);
    Ok(Session::new(m, path, style, lang))
}

/// Why `--seat seat` names no seat of a game of `seats` seats.
pub fn seat_out_of_range(lang: Lang, seat: usize, seats: usize) -> String {
    let args = MessageArgs::new()
        .text("seat", seat.to_string())
        .number("seats", seats as f64);
    say(lang, "cli-seat-out-of-range", args)
}

fn resume(
    path: &Path,
    record_path: Option<PathBuf>,
    style: RenderStyle,
    lang: Lang,
) -> CliResult<Session> {
    let record = saves::load_save(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let shown = MessageArgs::new().text("path", path.display().to_string());
    if record.result.is_some() {
        return Err(say(lang, "cli-play-finished-save", shown).into());
    }
    let m = Match::resume(record, Trust::Local).map_err(|e| format!("{}: {e}", path.display()))?;
    let args = shown
        .text("title", m.game().title())
        .number("actions", m.ply() as f64);
    println!("{}", say(lang, "cli-play-resumed", args));
    print_notices(&m);
    Ok(Session::new(
        m,
        record_path.unwrap_or_else(|| path.to_path_buf()),
        style,
        lang,
    ))
}

/// What the computer players say about playing otherwise than asked (a perfect
/// player with no endgame tables plays as max).
fn print_notices(m: &Match) {
    for (seat, notice) in m.computer_notices() {
        println!("{}: {notice}.", m.game().seat_name(seat));
    }
}

impl Session {
    fn new(m: Match, record_path: PathBuf, style: RenderStyle, lang: Lang) -> Session {
        let humans = m.players().iter().filter(|p| p.is_human()).count();
        Session {
            guard_screen: !m.game().perfect_information() && humans > 1,
            m,
            record_path,
            style,
            shown: None,
            lang,
        }
    }

    /// Message `id` in the players' language.
    fn say(&self, id: &str, args: MessageArgs) -> String {
        say(self.lang, id, args)
    }

    /// `path` as an argument of a message.
    fn path_args(path: &Path) -> MessageArgs {
        MessageArgs::new().text("path", path.display().to_string())
    }

    fn play(&mut self, input: &Input) -> CliResult {
        let mut redraw = true;
        loop {
            self.check_time();
            if self.m.is_over() {
                self.finish()?;
                return self.after_game(input);
            }
            if !self.m.computers_to_act().is_empty() {
                self.computers_move()?;
                redraw = true;
                continue;
            }
            let seat = self
                .m
                .to_move()
                .actor()
                .expect("a running game has a seat to act");
            if redraw || self.shown != Some(seat) {
                self.show_to(seat, input)?;
                redraw = false;
            }
            match self.human_turn(seat, input)? {
                Turn::Played | Turn::Redraw => redraw = true,
                Turn::Stay => {}
                Turn::Quit => return self.quit(),
            }
        }
    }

    /// Record every seat whose time has run out, in words.
    fn check_time(&mut self) {
        let events = self.m.check_time();
        let name = |s| self.m.game().seat_name_in(s, self.lang);
        for e in &events {
            println!(
                "{}.",
                sentence(&cubist_session::describe_event_in(
                    e.seat, &e.event, name, self.lang
                ))
            );
        }
    }

    /// The next line typed, while the clocks allow: `TimeUp` when a running clock
    /// runs out first.
    fn read(&self, input: &Input) -> CliResult<Line> {
        let line = input.next(self.m.deadline_ms())?;
        if let Line::TimeUp = line {
            println!();
        }
        Ok(line)
    }

    /// The computers due to act decide (with a spinner) and commit; each move is
    /// announced in words, a secret choice only as made.
    fn computers_move(&mut self) -> CliResult {
        let who = self
            .m
            .game()
            .seat_name_in(self.m.computers_to_act()[0], self.lang);
        let first = self.m.ply();
        let played = with_spinner(self.lang, &who, || self.m.play_computers())?;
        for index in first..first + played.len() {
            self.announce(index);
        }
        Ok(())
    }

    /// Recorded action `index` in words, as the people at this screen may know it,
    /// with its notation unless it is a secret choice still hidden from them.
    fn announce(&self, index: usize) {
        let observer = self.watcher();
        let Some(told) = self.m.sentence_in(index, observer, self.lang) else {
            return;
        };
        let Some(recorded) = self.m.record().actions.get(index) else {
            return;
        };
        let (seat, action) = (recorded.seat, &recorded.action);
        let hidden =
            self.m.was_secret(index) && !self.m.is_over() && observer != Observer::Seat(seat);
        if hidden {
            println!("{}.", sentence(told));
        } else {
            println!("{}. ({action})", sentence(told));
        }
    }

    /// Who watches this screen: the one person playing, else a spectator (several
    /// people share it).
    fn watcher(&self) -> Observer {
        let players = self.m.players();
        let humans: Vec<Seat> = (0..players.len())
            .filter(|&s| players[s].is_human())
            .collect();
        match humans[..] {
            [one] => Observer::Seat(one),
            _ => Observer::Spectator,
        }
    }

    /// Put `seat`'s view on screen (behind a confirmation on a shared hidden-information screen).
    fn show_to(&mut self, seat: Seat, input: &Input) -> CliResult {
        let name = self.m.game().seat_name_in(seat, self.lang);
        if self.guard_screen && self.shown != Some(seat) {
            clear_screen();
            let args = MessageArgs::new().text("seat", name);
            println!("{}", self.say("cli-play-pass-screen", args));
            if !matches!(self.read(input)?, Line::Text(_)) {
                return Ok(());
            }
        }
        self.shown = Some(seat);
        let observer = if self.guard_screen || self.human_count() == 1 {
            Observer::Seat(seat)
        } else {
            Observer::Spectator
        };
        println!("\n{}", self.m.game().render(observer, self.style));
        Ok(())
    }

    /// At one screen the other player is there: an offer is answered at once.
    fn offer_draw(&mut self, seat: Seat, input: &Input) -> CliResult<Turn> {
        let done = self.m.draw(seat, None);
        let turn = self.seat_request(done);
        let Some(other) = self.m.draw_offer().filter(|&s| s == seat).map(|s| 1 - s) else {
            return Ok(turn);
        };
        let args = MessageArgs::new().text("seat", self.m.game().seat_name_in(other, self.lang));
        print!("{} ", self.say("cli-play-accept-draw", args));
        std::io::stdout().flush()?;
        let answer = match self.read(input)? {
            Line::Text(answer) => answer,
            Line::End => String::new(),
            Line::TimeUp => return Ok(Turn::Stay),
        };
        if self.is_yes(&answer) {
            let done = self.m.draw(other, None);
            return Ok(self.seat_request(done));
        }
        let args = MessageArgs::new().text("seat", self.m.game().seat_name_in(seat, self.lang));
        println!("{}", self.say("cli-play-offer-stands", args));
        Ok(Turn::Stay)
    }

    /// Whether `answer` says yes: `yes`, `y`, or a yes of the players' language.
    fn is_yes(&self, answer: &str) -> bool {
        let answer = answer.trim().to_lowercase();
        let theirs = word(self.lang, "cli-play-yes-answers");
        ["yes", "y"].contains(&answer.as_str())
            || theirs
                .split(',')
                .any(|yes| yes.trim().to_lowercase() == answer)
    }

    /// The outcome of a resignation or draw request: the events in words, or why not.
    fn seat_request(
        &self,
        done: Result<Vec<cubist_core::RecordedEvent>, cubist_session::RequestError>,
    ) -> Turn {
        match done {
            Ok(events) => {
                let name = |s| self.m.game().seat_name_in(s, self.lang);
                for e in &events {
                    println!(
                        "{}.",
                        sentence(&cubist_session::describe_event_in(
                            e.seat, &e.event, name, self.lang
                        ))
                    );
                }
                Turn::Played
            }
            Err(e) => {
                println!("{}.", sentence(&e.to_string()));
                Turn::Stay
            }
        }
    }

    fn human_count(&self) -> usize {
        self.m.players().iter().filter(|p| p.is_human()).count()
    }

    fn human_turn(&mut self, seat: Seat, stdin: &Input) -> CliResult<Turn> {
        if let Some(clocks) = status_line(&self.m, self.lang) {
            println!("{clocks}");
        }
        print!("{}> ", self.m.game().seat_name_in(seat, self.lang));
        std::io::stdout().flush()?;
        let line = match self.read(stdin)? {
            Line::Text(line) => line,
            Line::TimeUp => return Ok(Turn::Stay),
            Line::End => {
                println!();
                return Ok(Turn::Quit);
            }
        };
        let input = line.trim();
        match input.to_ascii_lowercase().as_str() {
            "" => Ok(Turn::Stay),
            "help" | "?" => {
                self.help(seat);
                Ok(Turn::Stay)
            }
            cmd if cmd == "moves" || cmd.starts_with("moves ") => {
                self.list_moves(seat, input[5..].trim());
                Ok(Turn::Stay)
            }
            "board" | "show" => Ok(Turn::Redraw),
            "rules" => {
                println!("{}", self.m.game().rules(self.lang));
                Ok(Turn::Stay)
            }
            "hint" => {
                let lang = self.lang;
                let m = &mut self.m;
                let action = with_spinner(lang, &word(lang, "cli-play-advisor"), || m.hint(seat))?;
                let args = MessageArgs::new().text("action", action);
                match m.hint_verdict() {
                    Some(verdict) => {
                        let args = args.text("verdict", verdict.to_string());
                        println!("{}", say(lang, "cli-play-hint-exact", args));
                    }
                    None => println!("{}", say(lang, "cli-play-hint", args)),
                }
                Ok(Turn::Stay)
            }
            "undo" => Ok(match self.m.undo() {
                Ok(n) => {
                    let args = MessageArgs::new().number("actions", n as f64);
                    println!("{}", self.say("cli-play-took-back", args));
                    Turn::Redraw
                }
                Err(e) => {
                    println!("{}.", sentence(&e.to_string()));
                    Turn::Stay
                }
            }),
            "resign" => {
                let done = self.m.resign(seat, None);
                Ok(self.seat_request(done))
            }
            "draw" => self.offer_draw(seat, stdin),
            "quit" | "exit" => Ok(Turn::Quit),
            cmd if cmd == "save" || cmd.starts_with("save ") => {
                let path = match input[4..].trim() {
                    "" => self.record_path.clone(),
                    p => PathBuf::from(p),
                };
                saves::save_match(&path, &self.m)?;
                println!("{}", self.say("cli-play-saved", Self::path_args(&path)));
                Ok(Turn::Stay)
            }
            _ => match self.m.submit(seat, input, None) {
                Ok(_) => {
                    if self.guard_screen {
                        clear_screen();
                    }
                    self.announce(self.m.ply() - 1);
                    Ok(Turn::Played)
                }
                // Too late: the time is recorded as run out before the next prompt.
                Err(SubmitError::OutOfTime(_)) => Ok(Turn::Stay),
                Err(e) => {
                    let args = MessageArgs::new().text("reason", e.to_string());
                    println!("{}", self.say("cli-play-refused", args));
                    Ok(Turn::Stay)
                }
            },
        }
    }

    /// `moves TEXT` lists only the moves containing TEXT (e.g. a cell).
    fn list_moves(&self, seat: Seat, filter: &str) {
        let legal: Vec<String> = self
            .m
            .game()
            .legal_actions(seat)
            .into_iter()
            .filter(|a| a.contains(filter))
            .collect();
        if legal.is_empty() {
            let args = MessageArgs::new().text("text", filter);
            println!("{}", self.say("cli-play-no-move-contains", args));
        } else {
            let args = MessageArgs::new()
                .number("count", legal.len() as f64)
                .text("moves", legal.join("  "));
            println!("{}", self.say("cli-play-legal-moves", args));
        }
    }

    fn help(&self, seat: Seat) {
        let example = self
            .m
            .game()
            .legal_actions(seat)
            .into_iter()
            .next()
            .unwrap_or_default();
        let lang = self.lang;
        let example = MessageArgs::new().text("example", example);
        println!("{}", say(lang, "cli-help-intro", example));
        for id in ["moves", "board", "hint", "undo", "resign", "draw"] {
            println!("{}", word(lang, &format!("cli-help-{id}")));
        }
        let save = Self::path_args(&self.record_path);
        println!("{}", say(lang, "cli-help-save", save));
        println!("{}", word(lang, "cli-help-rules"));
        println!("{}", word(lang, "cli-help-quit"));
        let level = MessageArgs::new().text("level", review_walk::DEFAULT_LEVEL);
        println!("{}", say(lang, "cli-help-analyse", level));
    }

    /// Once the game is over and saved: `analyse [LEVEL]` steps through it, `quit` (or
    /// the end of the input) stops.
    fn after_game(&self, input: &Input) -> CliResult {
        println!("{}", word(self.lang, "cli-play-after-game"));
        loop {
            print!("> ");
            std::io::stdout().flush()?;
            let Line::Text(line) = input.next(None)? else {
                println!();
                return Ok(());
            };
            let lower = line.trim().to_ascii_lowercase();
            let level = match lower.split_whitespace().collect::<Vec<_>>()[..] {
                [] => continue,
                ["analyse" | "analyze"] => review_walk::DEFAULT_LEVEL,
                ["analyse" | "analyze", level] => level,
                ["quit" | "exit" | "q"] => return Ok(()),
                _ => {
                    let args = MessageArgs::new().text("level", review_walk::DEFAULT_LEVEL);
                    println!("{}", self.say("cli-play-game-over-commands", args));
                    continue;
                }
            };
            if review_walk::run(self.m.record(), level, self.style, input, self.lang)? {
                return Ok(());
            }
        }
    }

    fn quit(&mut self) -> CliResult {
        saves::save_match(&self.record_path, &self.m)?;
        let args = Self::path_args(&self.record_path);
        println!("{}", self.say("cli-play-quit-saved", args));
        Ok(())
    }

    fn finish(&mut self) -> CliResult {
        let game = self.m.game();
        let outcome = self.m.result().expect("finished games have a result");
        println!("\n{}", game.render(Observer::Spectator, self.style));
        let result = self.m.result_text_in(self.lang).unwrap_or_default();
        if game.outcome().is_some() {
            let scores: Vec<String> = outcome
                .scores
                .iter()
                .enumerate()
                .map(|(s, v)| format!("{} {v}", game.seat_name_in(s, self.lang)))
                .collect();
            let args = MessageArgs::new()
                .text("result", result)
                .text("scores", scores.join(", "));
            println!("{}", self.say("cli-play-result-scores", args));
        } else {
            // The players ended it: the rules gave no scores.
            println!("{result}.");
        }
        if !game.perfect_information() || game.chance() {
            let args = MessageArgs::new().text("seed", self.m.record().seed.to_string());
            println!("{}", self.say("cli-play-seed-was", args));
        }
        saves::save_match(&self.record_path, &self.m)?;
        let args = Self::path_args(&self.record_path);
        println!("{}", self.say("cli-play-record-saved", args));
        Ok(())
    }
}

enum Turn {
    Played,
    Redraw,
    Stay,
    Quit,
}

/// Run a computer's decision, with a spinner on a terminal.
fn with_spinner<T>(
    lang: Lang,
    who: &str,
    decide: impl FnOnce() -> Result<T, cubist_session::SessionError>,
) -> CliResult<T> {
    let spinner = std::io::stderr().is_terminal().then(|| {
        let pb = indicatif::ProgressBar::new_spinner();
        pb.set_message(say(
            lang,
            "cli-play-thinking",
            MessageArgs::new().text("seat", who),
        ));
        pb.enable_steady_tick(Duration::from_millis(100));
        pb
    });
    let result = decide();
    if let Some(pb) = spinner {
        pb.finish_and_clear();
    }
    Ok(result?)
}

/// An error message as a sentence: capital first letter.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn clear_screen() {
    if std::io::stdout().is_terminal() {
        print!("\x1b[2J\x1b[H");
    } else {
        println!("\n{}\n", "-".repeat(40));
    }
}
