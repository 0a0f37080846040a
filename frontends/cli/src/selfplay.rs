//! `cubist selfplay`: computer players play many games; wins by seat and by agent,
//! draws and game length.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::sync::Mutex;

use clap::Args;
use cubist_ai::AgentSpec;
use cubist_core::{parse_pairs, OptionPairs};
use rayon::prelude::*;
use serde::Serialize;

use crate::matches::{self, Played};
use crate::{seeds, CliResult};

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

#[derive(Serialize, Default)]
pub struct Summary {
    pub game: String,
    pub options: OptionPairs,
    pub seed: u64,
    pub games: usize,
    pub agents: Vec<String>,
    /// Points per agent: a win is 1, a win shared by k seats is 1/k.
    pub points_by_agent: Vec<f64>,
    pub wins_by_agent: Vec<usize>,
    pub wins_by_seat: Vec<usize>,
    pub draws: usize,
    pub mean_length: f64,
    pub min_length: usize,
    pub max_length: usize,
    pub end_reasons: std::collections::BTreeMap<String, usize>,
}

pub fn run(args: SelfplayArgs) -> CliResult {
    let options = matches::series_options(
        &args.game,
        parse_pairs(args.options.iter().map(String::as_str))?,
    )?;
    let probe = cubist_games::create_local(&args.game, &options, args.seed)?;
    let players = probe.num_players();
    let specs: Vec<AgentSpec> = matches::split_agents(&args.agents)
        .iter()
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    matches::check_agents(&args.game, &specs, players)?;
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let bar = matches::progress(args.games);
    let writer = match &args.records {
        Some(path) => Some(Mutex::new(BufWriter::new(
            File::create(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        ))),
        None => None,
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.unwrap_or(0))
        .build()?;
    let results: Vec<CliResult<Played>> = pool.install(|| {
        (0..args.games)
            .into_par_iter()
            .map(|i| {
                // Agents rotate through the seats.
                let seating = (0..players).map(|s| (s + i) % specs.len()).collect();
                let played = matches::play(
                    &args.game,
                    &options,
                    &specs,
                    seating,
                    seeds::derive(args.seed, i as u64),
                )?;
                if let Some(w) = &writer {
                    let line = serde_json::to_string(&played.record)?;
                    writeln!(w.lock().expect("writer lock"), "{line}")?;
                }
                bar.inc(1);
                Ok(played)
            })
            .collect()
    });
    bar.finish_and_clear();
    if let Some(w) = writer {
        w.into_inner().expect("writer lock").flush()?;
    }
    let played: Vec<Played> = results.into_iter().collect::<Result<_, _>>()?;
    let summary = summarise(&args, options, &specs, players, &played);
    if args.json {
        println!("{}", serde_json::to_string_pretty(&summary)?);
    } else {
        print_table(&summary, &probe.as_ref().seat_names());
    }
    Ok(())
}

fn summarise(
    args: &SelfplayArgs,
    options: OptionPairs,
    specs: &[AgentSpec],
    players: usize,
    played: &[Played],
) -> Summary {
    let mut s = Summary {
        game: args.game.clone(),
        options,
        seed: args.seed,
        games: played.len(),
        agents: specs.iter().map(|a| a.to_string()).collect(),
        points_by_agent: vec![0.0; specs.len()],
        wins_by_agent: vec![0; specs.len()],
        wins_by_seat: vec![0; players],
        min_length: usize::MAX,
        ..Summary::default()
    };
    for p in played {
        for seat in 0..players {
            s.points_by_agent[p.seating[seat]] += p.outcome.reward(seat);
        }
        match p.outcome.winner() {
            Some(w) => {
                s.wins_by_seat[w] += 1;
                s.wins_by_agent[p.seating[w]] += 1;
            }
            None => s.draws += 1,
        }
        *s.end_reasons.entry(p.outcome.reason.clone()).or_default() += 1;
        s.mean_length += p.length as f64 / played.len() as f64;
        s.min_length = s.min_length.min(p.length);
        s.max_length = s.max_length.max(p.length);
    }
    s
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
