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

use crate::clockface::status_line;
use crate::input::{Input, Line};
use crate::review_walk;
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
}

pub fn run(args: PlayArgs, style: RenderStyle) -> CliResult {
    let mut session = match &args.resume {
        Some(path) => resume(path, args.record.clone(), style)?,
        None => start(&args, style)?,
    };
    session.play(&Input::stdin())
}

fn start(args: &PlayArgs, style: RenderStyle) -> CliResult<Session> {
    let name = args
        .game
        .as_deref()
        .ok_or("which game? e.g. `cubist play squadro` (see `cubist games`)")?;
    let clock = args.clock.as_deref().unwrap_or("untimed");
    let control = parse_time_control(clock).map_err(|e| format!("--clock {clock}: {e}"))?;
    let options = parse_pairs(args.options.iter().map(String::as_str))?;
    let seed = args.seed.unwrap_or_else(seeds::fresh);
    let game = cubist_games::create_local(name, &options, seed)?;
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
                    Err(format!("--seat {s}: this game has seats 1 to {n}"))
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
    if m.seed_is_secret() {
        println!(
            "{}: the seed stays secret until the game ends. Type `help` for commands.",
            m.game().title()
        );
    } else {
        println!(
            "{}: seed {seed}. Type `help` for commands.",
            m.game().title()
        );
    }
    if let Some(control) = control {
        println!("Clock: {control} for each player; the clocks start with the first move.");
    }
    print_notices(&m);
    Ok(Session::new(m, path, style))
}

fn resume(path: &Path, record_path: Option<PathBuf>, style: RenderStyle) -> CliResult<Session> {
    let record = saves::load_save(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if record.result.is_some() {
        return Err(format!(
            "{} is a finished game: use `cubist replay` to watch it",
            path.display()
        )
        .into());
    }
    let m = Match::resume(record, Trust::Local).map_err(|e| format!("{}: {e}", path.display()))?;
    println!(
        "{}: resumed from {} after {} actions.",
        m.game().title(),
        path.display(),
        m.ply()
    );
    print_notices(&m);
    Ok(Session::new(
        m,
        record_path.unwrap_or_else(|| path.to_path_buf()),
        style,
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
    fn new(m: Match, record_path: PathBuf, style: RenderStyle) -> Session {
        let humans = m.players().iter().filter(|p| p.is_human()).count();
        Session {
            guard_screen: !m.game().perfect_information() && humans > 1,
            m,
            record_path,
            style,
            shown: None,
        }
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
        let name = |s| self.m.game().seat_name(s);
        for e in &events {
            println!(
                "{}.",
                sentence(&cubist_session::describe_event(e.seat, &e.event, name))
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
        let who = self.m.game().seat_name(self.m.computers_to_act()[0]);
        let first = self.m.ply();
        let played = with_spinner(&who, || self.m.play_computers())?;
        for index in first..first + played.len() {
            self.announce(index);
        }
        Ok(())
    }

    /// Recorded action `index` in words, as the people at this screen may know it,
    /// with its notation unless it is a secret choice still hidden from them.
    fn announce(&self, index: usize) {
        let observer = self.watcher();
        let Some(told) = self.m.sentence(index, observer) else {
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
        let name = self.m.game().seat_name(seat);
        if self.guard_screen && self.shown != Some(seat) {
            clear_screen();
            println!("Pass the screen to {name}. Press Enter when only {name} is looking.");
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
        print!(
            "{}, do you accept the draw? (yes/no) ",
            self.m.game().seat_name(other)
        );
        std::io::stdout().flush()?;
        let answer = match self.read(input)? {
            Line::Text(answer) => answer,
            Line::End => String::new(),
            Line::TimeUp => return Ok(Turn::Stay),
        };
        if answer.trim().eq_ignore_ascii_case("yes") || answer.trim().eq_ignore_ascii_case("y") {
            let done = self.m.draw(other, None);
            return Ok(self.seat_request(done));
        }
        println!(
            "The offer stands until {} moves.",
            self.m.game().seat_name(seat)
        );
        Ok(Turn::Stay)
    }

    /// The outcome of a resignation or draw request: the events in words, or why not.
    fn seat_request(
        &self,
        done: Result<Vec<cubist_core::RecordedEvent>, cubist_session::RequestError>,
    ) -> Turn {
        match done {
            Ok(events) => {
                let name = |s| self.m.game().seat_name(s);
                for e in &events {
                    println!(
                        "{}.",
                        sentence(&cubist_session::describe_event(e.seat, &e.event, name))
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
        if let Some(clocks) = status_line(&self.m) {
            println!("{clocks}");
        }
        print!("{}> ", self.m.game().seat_name(seat));
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
                println!("{}", cubist_games::info(self.m.game().name())?.rules);
                Ok(Turn::Stay)
            }
            "hint" => {
                let m = &mut self.m;
                let action = with_spinner("the advisor", || m.hint(seat))?;
                match m.hint_verdict() {
                    Some(verdict) => println!("Hint: {action} ({verdict}, by the endgame tables)"),
                    None => println!("Hint: {action}"),
                }
                Ok(Turn::Stay)
            }
            "undo" => Ok(match self.m.undo() {
                Ok(n) => {
                    println!("Took back {n} action(s).");
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
                println!(
                    "Saved to {}. Resume with: cubist play --resume {}",
                    path.display(),
                    path.display()
                );
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
                    println!("{e}. Type `moves` for the legal moves, `help` for commands.");
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
            println!("No legal move contains '{filter}'.");
        } else {
            println!("Legal moves ({}): {}", legal.len(), legal.join("  "));
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
        println!("Type a move in the game's notation (for example: {example}), or one of:");
        println!("  moves [TEXT] list your legal moves (only those containing TEXT)");
        println!("  board        show the board again");
        println!("  hint         ask the computer for a suggestion");
        println!("  undo         take back your last move (and the computer's replies)");
        println!("  resign       give up the game");
        println!("  draw         offer a draw (the other player answers at once)");
        println!(
            "  save [FILE]  save the game (default {})",
            self.record_path.display()
        );
        println!("  rules        show the rules");
        println!("  quit         save and stop");
        println!(
            "  analyse [LEVEL]  once the game is over: step through it, every action judged (level {})",
            review_walk::DEFAULT_LEVEL
        );
    }

    /// Once the game is over and saved: `analyse [LEVEL]` steps through it, `quit` (or
    /// the end of the input) stops.
    fn after_game(&self, input: &Input) -> CliResult {
        println!("Type `analyse` to step through the game with every action judged, or `quit`.");
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
                    println!(
                        "The game is over: `analyse [LEVEL]` steps through it (level {} unless named), `quit` stops.",
                        review_walk::DEFAULT_LEVEL
                    );
                    continue;
                }
            };
            if review_walk::run(self.m.record(), level, self.style, input)? {
                return Ok(());
            }
        }
    }

    fn quit(&mut self) -> CliResult {
        saves::save_match(&self.record_path, &self.m)?;
        println!(
            "Game saved to {}. Resume with: cubist play --resume {}",
            self.record_path.display(),
            self.record_path.display()
        );
        Ok(())
    }

    fn finish(&mut self) -> CliResult {
        let game = self.m.game();
        let outcome = self.m.result().expect("finished games have a result");
        println!("\n{}", game.render(Observer::Spectator, self.style));
        let result = self.m.result_text().unwrap_or_default();
        if game.outcome().is_some() {
            let scores: Vec<String> = outcome
                .scores
                .iter()
                .enumerate()
                .map(|(s, v)| format!("{} {v}", game.seat_name(s)))
                .collect();
            println!("{result}. Scores: {}", scores.join(", "));
        } else {
            // The players ended it: the rules gave no scores.
            println!("{result}.");
        }
        if !game.perfect_information() || game.chance() {
            println!("The seed was {}.", self.m.record().seed);
        }
        saves::save_match(&self.record_path, &self.m)?;
        println!(
            "Record saved to {}. Watch it with: cubist replay {}",
            self.record_path.display(),
            self.record_path.display()
        );
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
    who: &str,
    decide: impl FnOnce() -> Result<T, cubist_session::SessionError>,
) -> CliResult<T> {
    let spinner = std::io::stderr().is_terminal().then(|| {
        let pb = indicatif::ProgressBar::new_spinner();
        pb.set_message(format!("{who} is thinking…"));
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
