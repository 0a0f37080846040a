//! `cubist selfplay`: computer players play many games; wins by seat and by agent,
//! draws and game length.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::sync::Mutex;

use clap::Args;
use cubist_ai::AgentSpec;
use cubist_core::{parse_pairs, Trust};
use cubist_session::series::{check_agents, series_options, split_agents, Selfplay, Summary};
use cubist_session::SessionError;

use crate::CliResult;

#[derive(Args)]
pub struct SelfplayArgs {
    /// The game.
    game: String,
    /// Agents, comma-separated (e.g. random,hard). Seats rotate between games so that every
    /// agent plays every seat equally often.
    #[arg(long, required = true)]
    agents: Vec<String>,
    /// Number of games.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Games played at once (default: all cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Master seed; each game and agent gets a seed derived from it.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// A game option, key=value (repeatable). Unless `first` is given, seat 1 always
    /// moves first, so rotating seats alternates the first player between agents.
    #[arg(long = "option", short = 'o')]
    options: Vec<String>,
    /// Write every game record, one JSON object per line, to this file.
    #[arg(long)]
    records: Option<PathBuf>,
    /// Print the summary as JSON instead of a table.
    #[arg(long)]
    json: bool,
}

pub fn run(args: SelfplayArgs) -> CliResult {
    let options = series_options(
        &args.game,
        parse_pairs(args.options.iter().map(String::as_str))?,
        Trust::Local,
    )?;
    let probe = cubist_games::create_local(&args.game, &options, args.seed)?;
    let players = probe.num_players();
    let specs: Vec<AgentSpec> = split_agents(&args.agents)
        .iter()
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    check_agents(&args.game, &specs, players)?;
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let writer = match &args.records {
        Some(path) => Some(Mutex::new(BufWriter::new(
            File::create(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        ))),
        None => None,
    };
    let series = Selfplay {
        game: &args.game,
        options: &options,
        trust: Trust::Local,
        specs: &specs,
        players,
        games: args.games,
        seed: args.seed,
        jobs: args.jobs.unwrap_or(0),
    };
    let bar = crate::progress::games(args.games);
    let played = series.run(|finished| {
        if let Some(w) = &writer {
            let line = serde_json::to_string(&finished.record).expect("records serialise");
            writeln!(w.lock().expect("writer lock"), "{line}").map_err(SessionError::Io)?;
        }
        bar.inc(1);
        Ok(())
    });
    bar.finish_and_clear();
    let played = played?;
    if let Some(w) = writer {
        w.into_inner().expect("writer lock").flush()?;
    }
    let summary = Summary::of(&series, &played);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&summary)?);
    } else {
        print_table(&summary, &probe.as_ref().seat_names());
    }
    Ok(())
}

fn print_table(s: &Summary, seat_names: &[String]) {
    let n = s.games as f64;
    println!(
        "{} games of {} (seed {}, options {:?})",
        s.games, s.game, s.seed, s.options
    );
    println!(
        "\n{:<32} {:>6} {:>8} {:>8}",
        "agent", "wins", "points", "score%"
    );
    for (i, a) in s.agents.iter().enumerate() {
        println!(
            "{:<32} {:>6} {:>8.1} {:>7.1}%",
            a,
            s.wins_by_agent[i],
            s.points_by_agent[i],
            100.0 * s.points_by_agent[i] / n
        );
    }
    println!("\n{:<32} {:>6} {:>8}", "seat", "wins", "win%");
    for (seat, name) in seat_names.iter().enumerate() {
        println!(
            "{:<32} {:>6} {:>7.1}%",
            format!("{} ({name})", seat + 1),
            s.wins_by_seat[seat],
            100.0 * s.wins_by_seat[seat] as f64 / n
        );
    }
    println!(
        "{:<32} {:>6} {:>7.1}%",
        "draws",
        s.draws,
        100.0 * s.draws as f64 / n
    );
    println!(
        "\ngame length (actions): mean {:.1}, min {}, max {}",
        s.mean_length, s.min_length, s.max_length
    );
    let reasons: Vec<String> = s
        .end_reasons
        .iter()
        .map(|(r, c)| format!("{r}: {c}"))
        .collect();
    println!("endings: {}", reasons.join("; "));
}

/// Seat names of a game, for tables.
trait SeatNames {
    fn seat_names(&self) -> Vec<String>;
}
impl SeatNames for dyn cubist_core::DynGame {
    fn seat_names(&self) -> Vec<String> {
        (0..self.num_players()).map(|s| self.seat_name(s)).collect()
    }
}
