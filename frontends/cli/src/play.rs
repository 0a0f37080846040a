//! `cubist play`: a game in the terminal, against the computer or with friends.
//!
//! The human seats see only their own view. In a same-screen game of hidden
//! information the screen is cleared between players, and each player confirms they
//! are the one looking before their hand is shown. A computer's secret choice is
//! announced as made, never shown.

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;
use cubist_ai::{AgentSpec, AgentVisitor, DynAgent};
use cubist_core::{
    parse_pairs, DynGame, GameRecord, Observer, RecordedAction, RenderStyle, Seat, ToMove,
};

use crate::{records, seeds, CliResult};

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
    #[arg(long, conflicts_with_all = ["game", "seed", "options", "seats", "hotseat"])]
    resume: Option<PathBuf>,
    /// Where to write the game record (default: records/GAME-SEED.json).
    #[arg(long)]
    record: Option<PathBuf>,
}

/// Who sits in a seat.
enum Player {
    Human,
    Computer(Box<dyn DynAgent>),
}

struct Session {
    game: Box<dyn DynGame>,
    record: GameRecord,
    players: Vec<Player>,
    record_path: PathBuf,
    style: RenderStyle,
    /// Hidden information on a shared screen: hide each view behind a confirmation.
    guard_screen: bool,
    /// The human whose view is on screen.
    shown: Option<Seat>,
    /// Hidden information: a game rebuilt from its seed deals the same cards again, so
    /// taking a move back would show what comes next.
    hidden: bool,
}

pub fn run(args: PlayArgs, style: RenderStyle) -> CliResult {
    let mut session = match &args.resume {
        Some(path) => resume(path, args.record.clone(), style)?,
        None => start(&args, style)?,
    };
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    session.play(&mut lines)
}

fn start(args: &PlayArgs, style: RenderStyle) -> CliResult<Session> {
    let name = args
        .game
        .as_deref()
        .ok_or("which game? e.g. `cubist play squadro` (see `cubist games`)")?;
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
    let seat_names: Vec<String> = (0..n)
        .map(|s| {
            if humans.contains(&s) {
                "human".to_string()
            } else {
                spec.to_string()
            }
        })
        .collect();
    let record = GameRecord::new(game.as_ref(), seed, seat_names);
    let path = args.record.clone().unwrap_or_else(|| {
        crate::default_record_dir().join(format!("{}-{seed}.json", game.name()))
    });
    println!("{}: seed {seed}. Type `help` for commands.", game.title());
    Session::new(game, record, path, style)
}

fn resume(path: &Path, record_path: Option<PathBuf>, style: RenderStyle) -> CliResult<Session> {
    let record = records::load(path)?;
    if record.result.is_some() {
        return Err(format!(
            "{} is a finished game: use `cubist replay` to watch it",
            path.display()
        )
        .into());
    }
    let game = records::rebuild(&record, |_, _| {})?;
    println!(
        "{}: resumed from {} after {} actions.",
        game.title(),
        path.display(),
        record.actions.len()
    );
    Session::new(
        game,
        record,
        record_path.unwrap_or_else(|| path.to_path_buf()),
        style,
    )
}

impl Session {
    fn new(
        game: Box<dyn DynGame>,
        record: GameRecord,
        record_path: PathBuf,
        style: RenderStyle,
    ) -> CliResult<Session> {
        if record.seats.len() != game.num_players() {
            return Err(format!(
                "the record names {} seats but the game has {}",
                record.seats.len(),
                game.num_players()
            )
            .into());
        }
        let mut players = Vec::new();
        for (seat, who) in record.seats.iter().enumerate() {
            players.push(if who == "human" {
                Player::Human
            } else {
                let spec: AgentSpec = who.parse()?;
                let agent = cubist_games::visit(
                    game.name(),
                    AgentVisitor {
                        spec: &spec,
                        players: game.num_players(),
                        seed: seeds::derive(record.seed, 1000 + seat as u64),
                    },
                )??;
                let mut agent = agent;
                agent.prepare(game.as_ref(), seat)?;
                Player::Computer(agent)
            });
        }
        let humans = players
            .iter()
            .filter(|p| matches!(p, Player::Human))
            .count();
        let hidden = !cubist_games::info(game.name())?.perfect_information;
        Ok(Session {
            guard_screen: hidden && humans > 1,
            game,
            record,
            players,
            record_path,
            style,
            shown: None,
            hidden,
        })
    }

    fn play(&mut self, lines: &mut impl Iterator<Item = std::io::Result<String>>) -> CliResult {
        let mut redraw = true;
        loop {
            let seat = match self.game.to_move() {
                ToMove::Over => return self.finish(),
                ToMove::Simultaneous(set) if set.iter().any(|s| self.is_computer(s)) => {
                    self.computers_commit(set)?;
                    redraw = true;
                    continue;
                }
                tm => tm.actor().expect("a running game has a seat to act"),
            };
            match &mut self.players[seat] {
                Player::Computer(agent) => {
                    let action = think(
                        agent.as_mut(),
                        self.game.as_ref(),
                        seat,
                        &self.game.seat_name(seat),
                    )?;
                    self.game.play(seat, &action)?;
                    self.push(seat, action.clone());
                    println!("{} plays {action}", self.game.seat_name(seat));
                    redraw = true;
                }
                Player::Human => {
                    if redraw || self.shown != Some(seat) {
                        self.show_to(seat, lines)?;
                        redraw = false;
                    }
                    match self.human_turn(seat, lines)? {
                        Turn::Played | Turn::Redraw => redraw = true,
                        Turn::Stay => {}
                        Turn::Quit => return self.quit(),
                    }
                }
            }
        }
    }

    /// Put `seat`'s view on screen (behind a confirmation on a shared hidden-information screen).
    fn show_to(
        &mut self,
        seat: Seat,
        lines: &mut impl Iterator<Item = std::io::Result<String>>,
    ) -> CliResult {
        if self.guard_screen && self.shown != Some(seat) {
            clear_screen();
            println!(
                "Pass the screen to {}. Press Enter when only {} is looking.",
                self.game.seat_name(seat),
                self.game.seat_name(seat)
            );
            if lines.next().is_none() {
                return Ok(());
            }
        }
        self.shown = Some(seat);
        let observer = if self.guard_screen || self.human_count() == 1 {
            Observer::Seat(seat)
        } else {
            Observer::Spectator
        };
        println!("\n{}", self.game.render(observer, self.style));
        Ok(())
    }

    fn is_computer(&self, seat: Seat) -> bool {
        matches!(self.players[seat], Player::Computer(_))
    }

    /// The computer seats of a simultaneous choice all decide from the position before
    /// anyone commits, and commit before any human: no choice is made knowing (or
    /// guessing at) another's, so none can be exploited. Their choices stay secret.
    fn computers_commit(&mut self, set: cubist_core::SeatSet) -> CliResult {
        let mut choices = Vec::new();
        let computers: Vec<Seat> = set.iter().filter(|&s| self.is_computer(s)).collect();
        for seat in computers {
            let name = self.game.seat_name(seat);
            if let Player::Computer(agent) = &mut self.players[seat] {
                choices.push((
                    seat,
                    think(agent.as_mut(), self.game.as_ref(), seat, &name)?,
                ));
            }
        }
        for (seat, action) in choices {
            // An earlier commitment can end the game (Cube Conquest's action cap).
            if !self.game.to_move().includes(seat) {
                continue;
            }
            self.game.play(seat, &action)?;
            self.push(seat, action);
            println!("{} has made a secret choice.", self.game.seat_name(seat));
        }
        Ok(())
    }

    fn human_count(&self) -> usize {
        self.players
            .iter()
            .filter(|p| matches!(p, Player::Human))
            .count()
    }

    fn human_turn(
        &mut self,
        seat: Seat,
        lines: &mut impl Iterator<Item = std::io::Result<String>>,
    ) -> CliResult<Turn> {
        print!("{}> ", self.game.seat_name(seat));
        std::io::stdout().flush()?;
        let line = match lines.next() {
            Some(l) => l?,
            None => {
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
                // `moves TEXT` lists only the moves containing TEXT (e.g. a cell).
                let filter = input[5..].trim();
                let legal: Vec<String> = self
                    .game
                    .legal_actions(seat)
                    .into_iter()
                    .filter(|a| a.contains(filter))
                    .collect();
                if legal.is_empty() {
                    println!("No legal move contains '{filter}'.");
                } else {
                    println!("Legal moves ({}): {}", legal.len(), legal.join("  "));
                }
                Ok(Turn::Stay)
            }
            "board" | "show" => Ok(Turn::Redraw),
            "rules" => {
                println!("{}", cubist_games::info(self.game.name())?.rules);
                Ok(Turn::Stay)
            }
            "hint" => {
                let spec: AgentSpec = "hard".parse()?;
                let mut advisor = cubist_games::visit(
                    self.game.name(),
                    AgentVisitor {
                        spec: &spec,
                        players: self.game.num_players(),
                        seed: 7,
                    },
                )??;
                let action = think(advisor.as_mut(), self.game.as_ref(), seat, "the advisor")?;
                println!("Hint: {action}");
                Ok(Turn::Stay)
            }
            "undo" => {
                self.undo()?;
                Ok(Turn::Redraw)
            }
            "quit" | "exit" => Ok(Turn::Quit),
            cmd if cmd == "save" || cmd.starts_with("save ") => {
                let path = input[4..].trim();
                let path = if path.is_empty() {
                    self.record_path.clone()
                } else {
                    PathBuf::from(path)
                };
                records::save(&path, &self.record)?;
                println!(
                    "Saved to {}. Resume with: cubist play --resume {}",
                    path.display(),
                    path.display()
                );
                Ok(Turn::Stay)
            }
            _ => match self.game.play(seat, input) {
                Ok(()) => {
                    self.push(seat, input.to_string());
                    if self.guard_screen {
                        clear_screen();
                    }
                    Ok(Turn::Played)
                }
                Err(e) => {
                    println!("{e}. Type `moves` for the legal moves, `help` for commands.");
                    Ok(Turn::Stay)
                }
            },
        }
    }

    fn help(&self, seat: Seat) {
        let example = self
            .game
            .legal_actions(seat)
            .into_iter()
            .next()
            .unwrap_or_default();
        println!("Type a move in the game's notation (for example: {example}), or one of:");
        println!("  moves [TEXT] list your legal moves (only those containing TEXT)");
        println!("  board        show the board again");
        println!("  hint         ask the computer for a suggestion");
        println!("  undo         take back your last move (and the computer's replies)");
        println!(
            "  save [FILE]  save the game (default {})",
            self.record_path.display()
        );
        println!("  rules        show the rules");
        println!("  quit         save and stop");
    }

    fn push(&mut self, seat: Seat, action: String) {
        self.record.actions.push(RecordedAction { seat, action });
    }

    /// Take back the last human action and everything after it, by replaying the rest.
    fn undo(&mut self) -> CliResult {
        let last_human = self
            .record
            .actions
            .iter()
            .rposition(|a| matches!(self.players[a.seat], Player::Human));
        let Some(cut) = last_human else {
            println!("Nothing to undo.");
            return Ok(());
        };
        if self.hidden {
            println!(
                "Undo is off in a game with hidden information: replaying from the same \
                 seed would deal the same cards again and show what comes next."
            );
            return Ok(());
        }
        let removed = self.record.actions.len() - cut;
        let mut shortened = self.record.clone();
        shortened.actions.truncate(cut);
        self.game = records::rebuild(&shortened, |_, _| {})?;
        self.record = shortened;
        println!("Took back {removed} action(s).");
        Ok(())
    }

    fn quit(&mut self) -> CliResult {
        records::save(&self.record_path, &self.record)?;
        println!(
            "Game saved to {}. Resume with: cubist play --resume {}",
            self.record_path.display(),
            self.record_path.display()
        );
        Ok(())
    }

    fn finish(&mut self) -> CliResult {
        let outcome = self.game.outcome().expect("finished games have an outcome");
        println!("\n{}", self.game.render(Observer::Spectator, self.style));
        let scores: Vec<String> = outcome
            .scores
            .iter()
            .enumerate()
            .map(|(s, v)| format!("{} {v}", self.game.seat_name(s)))
            .collect();
        println!(
            "{}. Scores: {}",
            outcome.describe(|s| self.game.seat_name(s)),
            scores.join(", ")
        );
        self.record.result = Some(outcome);
        records::save(&self.record_path, &self.record)?;
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

/// Ask an agent for a move, with a spinner on a terminal.
fn think(agent: &mut dyn DynAgent, game: &dyn DynGame, seat: Seat, who: &str) -> CliResult<String> {
    let spinner = std::io::stderr().is_terminal().then(|| {
        let pb = indicatif::ProgressBar::new_spinner();
        pb.set_message(format!("{who} is thinking…"));
        pb.enable_steady_tick(Duration::from_millis(100));
        pb
    });
    let action = agent.choose(game, seat);
    if let Some(pb) = spinner {
        pb.finish_and_clear();
    }
    Ok(action?)
}

fn clear_screen() {
    if std::io::stdout().is_terminal() {
        print!("\x1b[2J\x1b[H");
    } else {
        println!("\n{}\n", "-".repeat(40));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubist_core::{OptionPairs, SeatSet};
    use rand::{seq::IndexedRandom, SeedableRng};

    /// A Cube Conquest game in which both seats must commit a secret card.
    fn pending_attack() -> (Box<dyn DynGame>, u64) {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(3);
        for seed in 0..200 {
            let mut g = cubist_games::create("cube-conquest", &OptionPairs::new(), seed).unwrap();
            while let Some(seat) = g.to_move().actor() {
                if let ToMove::Simultaneous(set) = g.to_move() {
                    if set.len() == 2 {
                        return (g, seed);
                    }
                }
                let legal = g.legal_actions(seat);
                g.play(seat, legal.choose(&mut rng).unwrap()).unwrap();
            }
        }
        panic!("no attack in 200 random games");
    }

    #[test]
    fn the_computer_commits_its_secret_choice_before_the_human_is_asked() {
        let (game, seed) = pending_attack();
        let ToMove::Simultaneous(set) = game.to_move() else {
            unreachable!()
        };
        // Whichever seat comes first is the human; the computer is the other.
        let human = set.first().unwrap();
        let computer = set.iter().find(|&s| s != human).unwrap();
        let mut seats = vec!["human".to_string(); 2];
        seats[computer] = "random".into();
        let record = GameRecord::new(game.as_ref(), seed, seats);
        let path = std::env::temp_dir().join(format!("cubist-secret-{}.json", std::process::id()));
        let mut session = Session::new(game, record, path.clone(), RenderStyle::PLAIN).unwrap();
        let mut input = vec![Ok("quit".to_string())].into_iter();
        session.play(&mut input).unwrap();
        // The computer has committed; only the human is left to choose.
        assert_eq!(
            session.game.to_move(),
            ToMove::Simultaneous(SeatSet::single(human))
        );
        let _ = std::fs::remove_file(path);
    }
}
