//! `cubist selfplay`: computer players play many games; wins by seat and by agent,
//! draws and game length.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::sync::Mutex;

use clap::Args;
use cubist_ai::{AgentSpec, AgentVisitor};
use cubist_core::{parse_pairs, GameRecord, OptionPairs, Outcome, RecordedAction, ToMove};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;

use crate::{seeds, CliResult};

#[derive(Args)]
pub struct SelfplayArgs {
    /// The game.
    game: String,
    /// Agents, comma-separated (e.g. random,hard). Seats rotate between games so that every
    /// agent plays every seat equally often.
    #[arg(long, value_delimiter = ',', required = true)]
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

/// One finished game.
struct Played {
    /// Agent index sitting in each seat.
    seating: Vec<usize>,
    outcome: Outcome,
    length: usize,
    record: GameRecord,
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
    let mut options = parse_pairs(args.options.iter().map(String::as_str))?;
    let probe = cubist_games::create(&args.game, &options, args.seed)?;
    if !options.contains_key("first") && probe.options().contains_key("first") {
        options.insert("first".into(), "1".into());
    }
    let players = probe.num_players();
    let specs: Vec<AgentSpec> = args
        .agents
        .iter()
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    // Build one of each agent now, so a bad agent fails before any game is played.
    for spec in &specs {
        cubist_games::visit(
            &args.game,
            AgentVisitor {
                spec,
                players,
                seed: 0,
            },
        )??;
    }
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }

    let bar = ProgressBar::new(args.games as u64);
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} {bar:40} {pos}/{len} games  {elapsed_precise} (eta {eta})",
        )
        .expect("valid template"),
    );
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
                let played = play_one(&args, &options, &specs, players, i)?;
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

/// Game `i`: agents rotate through the seats.
fn play_one(
    args: &SelfplayArgs,
    options: &OptionPairs,
    specs: &[AgentSpec],
    players: usize,
    i: usize,
) -> CliResult<Played> {
    let game_seed = seeds::derive(args.seed, i as u64);
    let mut game = cubist_games::create(&args.game, options, game_seed)?;
    let seating: Vec<usize> = (0..players).map(|s| (s + i) % specs.len()).collect();
    let mut agents = seating
        .iter()
        .enumerate()
        .map(|(seat, &a)| {
            cubist_games::visit(
                &args.game,
                AgentVisitor {
                    spec: &specs[a],
                    players,
                    seed: seeds::derive(game_seed, 1000 + seat as u64),
                },
            )?
            .map_err(Into::into)
        })
        .collect::<CliResult<Vec<_>>>()?;
    let mut record = GameRecord::new(
        game.as_ref(),
        game_seed,
        seating.iter().map(|&a| specs[a].to_string()).collect(),
    );
    while let Some(seat) = game.to_move().actor() {
        let action = agents[seat].choose(game.as_ref(), seat)?;
        game.play(seat, &action)?;
        record.actions.push(RecordedAction { seat, action });
    }
    debug_assert_eq!(game.to_move(), ToMove::Over);
    let outcome = game.outcome().ok_or("a finished game has an outcome")?;
    record.result = Some(outcome.clone());
    Ok(Played {
        seating,
        length: record.actions.len(),
        outcome,
        record,
    })
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
            100.0 * s.points_by_agent[i] * s.agents.len() as f64 / (n * seat_names.len() as f64)
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
