//! `cubist replay`: a recorded game, position by position, with each player's time
//! left after each move when the game was played on a clock.

use std::io::BufRead;
use std::path::PathBuf;

use clap::Args;
use cubist_core::{DynGame, GameRecord, Observer, RecordError, RenderStyle, ToMove};
use cubist_session::saves;
use cubist_words::{Args as MessageArgs, Lang};

use crate::clockface::clock_text;
use crate::words::{say, word};
use crate::CliResult;

#[derive(Args)]
pub struct ReplayArgs {
    /// A record written by `play` or `selfplay --records` (one JSON record per file or line).
    file: PathBuf,
    /// Which game of a selfplay records file (from 1).
    #[arg(long, default_value_t = 1)]
    game: usize,
    /// Show the game as this seat saw it (default: as a spectator).
    #[arg(long)]
    seat: Option<usize>,
    /// Wait for Enter after each action.
    #[arg(long)]
    step: bool,
    /// Show only the move list and the final position.
    #[arg(long, conflicts_with = "step")]
    last: bool,
}

pub fn run(args: ReplayArgs, style: RenderStyle, lang: Lang) -> CliResult {
    let record = saves::load_nth(&args.file, args.game)
        .map_err(|e| format!("{}: {e}", args.file.display()))?;
    let mut start = cubist_games::create_local(&record.game, &record.options, record.seed)?;
    let observer = match args.seat {
        None => Observer::Spectator,
        Some(s) if (1..=start.num_players()).contains(&s) => Observer::Seat(s - 1),
        Some(s) => return Err(crate::play::seat_out_of_range(lang, s, start.num_players()).into()),
    };
    let heading = MessageArgs::new()
        .text("title", start.title())
        .text("seed", record.seed.to_string())
        .text("seats", record.seats.join(", "));
    println!("{}", say(lang, "cli-replay-heading", heading));
    if let Some(control) = record.clock {
        let args = MessageArgs::new().text("control", control.to_string());
        println!("{}", say(lang, "cli-replay-clock", args));
    }
    if !args.last {
        let start_word = word(lang, "cli-replay-start");
        println!("\n{start_word}\n{}", start.render(observer, style));
    }
    let told = sentences(&record, start.as_ref(), observer, lang)?;
    let stdin = std::io::stdin();
    let mut input = stdin.lock().lines();
    let mut moves = Vec::new();
    record.replay_onto(start.as_mut(), |i, game| {
        let left = record.actions[i]
            .left_ms
            .map(|ms| {
                let args = MessageArgs::new().text("time", clock_text(ms));
                format!(" {}", say(lang, "cli-replay-time-left", args))
            })
            .unwrap_or_default();
        moves.push(format!("{}. {}{left}", i + 1, told[i]));
        if !args.last {
            println!(
                "{}. {}{left}\n{}",
                i + 1,
                told[i],
                game.render(observer, style)
            );
            if args.step {
                let _ = input.next();
            }
        }
    })?;
    if args.last {
        println!("{}\n\n{}", moves.join("\n"), start.render(observer, style));
    }
    // The record's result also tells of games the players ended (a resignation, a
    // clock that ran out); the game's own end otherwise.
    match record.result.clone().or_else(|| start.outcome()) {
        Some(o) => println!("{}", o.describe(|s| start.seat_name_in(s, lang), lang)),
        None => println!("{}", word(lang, "cli-replay-unfinished")),
    }
    Ok(())
}

/// Each recorded action as a line of the move list: its notation and its sentence
/// ("3 — Light moves its lane-3 piece…"), as `observer` may know it. Once the game is
/// over every observer reads what the mover read, secret choices revealed, as in a
/// match; until then another seat's secret choice is only said to be made, without
/// its notation.
fn sentences(
    record: &GameRecord,
    start: &dyn DynGame,
    observer: Observer,
    lang: Lang,
) -> Result<Vec<String>, RecordError> {
    let mut game = start.clone_box();
    let mut before = start.clone_box();
    let mut told = Vec::with_capacity(record.actions.len());
    record.replay_onto(game.as_mut(), |i, after| {
        let a = &record.actions[i];
        let secret = matches!(before.to_move(), ToMove::Simultaneous(_));
        let say = |o| {
            before
                .describe(a.seat, &a.action, o, lang)
                .unwrap_or_else(|_| {
                    let args = MessageArgs::new()
                        .text("seat", before.seat_name(a.seat))
                        .text("action", a.action.clone());
                    say(lang, "cli-replay-plays", args)
                })
        };
        told.push((say(observer), say(Observer::Seat(a.seat)), secret));
        before = after.clone_box();
    })?;
    let over = record.result.is_some() || game.outcome().is_some();
    Ok(record
        .actions
        .iter()
        .zip(told)
        .map(|(a, (theirs, mine, secret))| {
            if over {
                format!("{} — {mine}", a.action)
            } else if secret && observer != Observer::Seat(a.seat) {
                theirs
            } else {
                format!("{} — {theirs}", a.action)
            }
        })
        .collect())
}
