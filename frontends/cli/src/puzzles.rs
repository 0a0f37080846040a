//! `cubist puzzles make`: puzzles from recorded or self-played games, and `cubist
//! puzzles filter`: a set kept to the set's rules (see docs/puzzles.md). The making
//! and the rules are `cubist_session::puzzle_make`; this file reads the arguments and
//! records and writes the set.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::{Args, Subcommand, ValueEnum};
use cubist_ai::AgentSpec;
use cubist_core::{parse_pairs, GameRecord, Trust};
use cubist_session::puzzle::parse_puzzles;
use cubist_session::puzzle_make::{
    keep_to_rules, make_puzzles, parse_families, positions_of_families, positions_of_record,
    refusal, Candidates, MakeSettings, Method, APART, MIN_CHOICES,
};
use cubist_session::series::{check_agents, series_options, split_agents, Selfplay};

use crate::CliResult;

#[derive(Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: PuzzlesCommand,
}

// Parsed once per run: the size of its largest variant costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum PuzzlesCommand {
    /// Make puzzles from recorded games (--from) or self-played ones (--selfplay).
    Make(MakeArgs),
    /// Keep a set to the rules: drop puzzles with a turn of fewer than three legal
    /// moves and puzzles a move or two from one kept before them.
    Filter(FilterArgs),
}

#[derive(Args)]
struct FilterArgs {
    /// The set to read (JSON lines).
    set: PathBuf,
    /// Where to write the puzzles kept (may be the set itself).
    #[arg(long)]
    out: PathBuf,
}

#[derive(Args)]
struct MakeArgs {
    /// The game.
    game: String,
    /// A directory of game records (`*.json`, one record a file, or `*.jsonl`, one a line).
    #[arg(
        long,
        required_unless_present_any = ["selfplay", "draw"],
        conflicts_with_all = ["selfplay", "draw"]
    )]
    from: Option<PathBuf>,
    /// Play this many games with --agents and take their positions.
    #[arg(long, conflicts_with = "draw")]
    selfplay: Option<usize>,
    /// Draw this many positions at random from --families (seeded by --seed).
    #[arg(long, requires = "families")]
    draw: Option<usize>,
    /// The numbered families to draw from (a game with endgame tables), numbered from 1
    /// as `cubist solve` lists them: `101-110,201`.
    #[arg(long, requires = "draw")]
    families: Option<String>,
    /// The puzzle set to write (JSON lines).
    #[arg(long)]
    out: PathBuf,
    /// Seed of the self-played games and of the margin searches.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The most moves of the solver in a solution.
    #[arg(long, default_value_t = 5)]
    max_length: usize,
    /// The margin search (an MCTS level or spec with iterations), for --method margin.
    #[arg(long, default_value = "hard")]
    level: String,
    /// Who decides: tables, the exact solver or a search by a margin (auto: tables
    /// where the game has them, else the solver).
    #[arg(long, value_enum, default_value_t = MethodArg::Auto)]
    method: MethodArg,
    /// The endgame tables' directory (`cubist solve GAME --tables DIR`).
    #[arg(long)]
    tables: Option<PathBuf>,
    /// States the exact solver may memoise per position (bigger positions are skipped).
    #[arg(long, default_value_t = 1_000_000)]
    states: usize,
    /// Only the last N positions of each game are candidates.
    #[arg(long)]
    last: Option<usize>,
    /// Write at most this many puzzles.
    #[arg(long)]
    limit: Option<usize>,
    /// The number in the first puzzle's id.
    #[arg(long, default_value_t = 1)]
    first_id: usize,
    /// A set being added to: its puzzles' positions are skipped (write the new ones
    /// with --first-id past its last id, then append them to it: a shipped puzzle's
    /// id never changes meaning).
    #[arg(long)]
    except: Option<PathBuf>,
    /// Agents of the self-played games, comma-separated.
    #[arg(long, default_value = "medium")]
    agents: Vec<String>,
    /// A game option, key=value (repeatable), for self-played games.
    #[arg(long = "option", short = 'o')]
    options: Vec<String>,
    /// Threads (default: all cores).
    #[arg(long)]
    jobs: Option<usize>,
}

#[derive(Clone, Copy, ValueEnum)]
enum MethodArg {
    Auto,
    Tables,
    Solver,
    Margin,
}

pub fn run(args: PuzzlesArgs) -> CliResult {
    match args.command {
        PuzzlesCommand::Make(args) => make(args),
        PuzzlesCommand::Filter(args) => filter(args),
    }
}

fn filter(args: FilterArgs) -> CliResult {
    let path = &args.set;
    let text =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let set = parse_puzzles(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let read = set.len();
    let (kept, dropped) = keep_to_rules(set);
    write_set(&args.out, &kept)?;
    println!(
        "{} of {read} puzzles kept; dropped {} with a turn of fewer than {MIN_CHOICES} legal moves and {} within {APART} actions of one kept; written to {}",
        kept.len(),
        dropped.few_choices,
        dropped.near_another,
        args.out.display()
    );
    Ok(())
}

fn make(args: MakeArgs) -> CliResult {
    if let Some(why) = refusal(&args.game)? {
        return Err(why.into());
    }
    let level: AgentSpec = args.level.parse()?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.unwrap_or(0))
        .build()?;
    let started = Instant::now();
    let candidates = pool.install(|| candidates(&args))?;
    let settings = MakeSettings {
        method: match args.method {
            MethodArg::Auto => Method::Auto,
            MethodArg::Tables => Method::Tables,
            MethodArg::Solver => Method::Solver,
            MethodArg::Margin => Method::Margin,
        },
        tables: args.tables.clone(),
        states: args.states,
        level,
        max_turns: args.max_length,
        seed: args.seed,
        first_id: args.first_id,
    };
    let bar = crate::progress::positions(candidates.positions.len());
    let made =
        pool.install(|| make_puzzles(&args.game, &candidates.positions, &settings, &|| bar.inc(1)));
    bar.finish_and_clear();
    let mut made = made?;
    if let Some(limit) = args.limit {
        made.puzzles.truncate(limit);
    }
    write_set(&args.out, &made.puzzles)?;
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    println!(
        "{} puzzles of {} from {} positions ({} refused by the confirming search, {} by the set's rules) in {:.1} min: {:.1} a minute; written to {}",
        made.puzzles.len(),
        args.game,
        made.candidates,
        made.unconfirmed,
        made.dropped.few_choices + made.dropped.near_another,
        minutes,
        made.puzzles.len() as f64 / minutes.max(1e-9),
        args.out.display()
    );
    Ok(())
}

fn write_set(path: &Path, puzzles: &[cubist_session::puzzle::Puzzle]) -> CliResult {
    let mut out = std::io::BufWriter::new(
        fs::File::create(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?,
    );
    for p in puzzles {
        writeln!(out, "{}", serde_json::to_string(p)?)?;
    }
    out.flush()?;
    Ok(())
}

/// The candidate positions: from the records in --from, from --selfplay games, or
/// drawn from --families.
fn candidates(args: &MakeArgs) -> CliResult<Candidates> {
    let mut candidates = Candidates::default();
    let records = match (&args.from, args.selfplay, args.draw) {
        (Some(dir), _, _) => read_records(dir, &args.game)?,
        (None, Some(games), _) => selfplay(args, games)?,
        (None, None, Some(n)) => {
            let families = parse_families(args.families.as_deref().unwrap_or_default())?;
            let options = parse_pairs(args.options.iter().map(String::as_str))?;
            let drawn = positions_of_families(&args.game, &options, &families, n, args.seed)?;
            except(args, &mut candidates)?;
            candidates.add(drawn);
            return Ok(candidates);
        }
        (None, None, None) => {
            return Err("give --from DIR, --selfplay N or --draw N --families LIST".into())
        }
    };
    except(args, &mut candidates)?;
    for record in &records {
        candidates.add(positions_of_record(record, args.last, Trust::Local)?);
    }
    Ok(candidates)
}

/// Leaves out of `candidates` the positions of the --except set.
fn except(args: &MakeArgs, candidates: &mut Candidates) -> CliResult {
    if let Some(path) = &args.except {
        let text =
            fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let set = parse_puzzles(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        candidates.exclude(set.into_iter().map(|p| p.position));
    }
    Ok(())
}

/// Every record of `game` in `dir`'s `*.json` and `*.jsonl` files, in name order.
fn read_records(dir: &Path, game: &str) -> CliResult<Vec<GameRecord>> {
    let mut paths: Vec<PathBuf> = fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json" || x == "jsonl"))
        .collect();
    paths.sort();
    let mut records = Vec::new();
    for path in paths {
        let text = fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let whole = GameRecord::from_json(&text);
        let found: Vec<GameRecord> = match whole {
            Ok(r) => vec![r],
            Err(_) => text
                .lines()
                .filter(|l| !l.trim().is_empty())
                .enumerate()
                .map(|(i, l)| {
                    GameRecord::from_json(l)
                        .map_err(|e| format!("{} line {}: {e}", path.display(), i + 1))
                })
                .collect::<Result<_, _>>()?,
        };
        records.extend(found.into_iter().filter(|r| r.game == game));
    }
    if records.is_empty() {
        return Err(format!("no records of {game} in {}", dir.display()).into());
    }
    Ok(records)
}

/// `games` games between --agents, their records in order.
fn selfplay(args: &MakeArgs, games: usize) -> CliResult<Vec<GameRecord>> {
    if games == 0 {
        return Err("--selfplay must be at least 1".into());
    }
    let options = series_options(
        &args.game,
        parse_pairs(args.options.iter().map(String::as_str))?,
        Trust::Local,
    )?;
    let players = cubist_games::create_local(&args.game, &options, args.seed)?.num_players();
    let specs: Vec<AgentSpec> = split_agents(&args.agents)
        .iter()
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    check_agents(&args.game, &specs, players)?;
    let series = Selfplay {
        game: &args.game,
        options: &options,
        trust: Trust::Local,
        specs: &specs,
        players,
        games,
        seed: args.seed,
        jobs: args.jobs.unwrap_or(0),
    };
    let bar = crate::progress::games(games);
    let played = series.run(|_| {
        bar.inc(1);
        Ok(())
    });
    bar.finish_and_clear();
    Ok(played?.into_iter().map(|f| f.record).collect())
}
