//! `cubist analyze`: a balance report for game designers (see `cubist_balance`).
//! This file only reads the arguments, shows progress and stops cleanly on Ctrl-C.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;
use cubist_ai::AgentSpec;
use cubist_balance::{exact_values, output, Report, Study};
use cubist_core::{parse_pairs, Trust};
use cubist_session::series::split_agents;

use crate::CliResult;

#[derive(Args)]
pub struct BalanceArgs {
    /// The game.
    game: String,
    /// A game option every variant has, key=value (repeatable).
    #[arg(long = "option", short = 'o')]
    options: Vec<String>,
    /// An option to sweep, key=v1,v2,… (repeatable; two give a heat map). Every
    /// combination of the swept values is a variant.
    #[arg(long)]
    sweep: Vec<String>,
    /// The skill ladder, weakest first: each agent plays the next.
    #[arg(long, default_value = "random,greedy,easy")]
    agents: Vec<String>,
    /// The agents whose self-play (every seat the same agent) is measured
    /// (default: the last of --agents).
    #[arg(long)]
    levels: Vec<String>,
    /// Self-play games per variant and level.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Games per variant and ladder rung (default: as --games; 0: no ladder).
    #[arg(long)]
    ladder_games: Option<usize>,
    /// Games played at once (default: all cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Master seed: game i of every series gets the i-th seed derived from it.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// States the exact solver may memoise per variant (10–20 bytes each; 0: do not
    /// solve). When the search needs more, a proof of a forced win within 24 actions
    /// is tried with as many positions per side.
    #[arg(long, default_value_t = 2_000_000)]
    solve_states: usize,
    /// The report directory: report.html, report.json, games.csv and the log of
    /// finished games, games.jsonl (a run reads it and plays only what is missing).
    #[arg(long)]
    out: PathBuf,
}

/// Set by the first Ctrl-C: start no new game, write what is done.
static STOP: AtomicBool = AtomicBool::new(false);

#[cfg(unix)]
extern "C" fn on_interrupt(_: libc::c_int) {
    STOP.store(true, Ordering::SeqCst);
    // A second Ctrl-C stops at once.
    // SAFETY: `signal` is async-signal-safe; it only restores the default disposition.
    unsafe {
        libc::signal(libc::SIGINT, libc::SIG_DFL);
    }
}

fn catch_interrupt() {
    #[cfg(unix)]
    // SAFETY: installs a handler that only stores to an atomic and resets the
    // disposition, both allowed in a signal handler.
    unsafe {
        libc::signal(
            libc::SIGINT,
            on_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t,
        );
    }
}

fn specs(list: &[String]) -> CliResult<Vec<AgentSpec>> {
    Ok(split_agents(list)
        .iter()
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?)
}

fn sweep(text: &str) -> CliResult<(String, Vec<String>)> {
    let (key, values) = text
        .split_once('=')
        .ok_or_else(|| format!("--sweep {text}: write key=v1,v2,…"))?;
    let values: Vec<String> = values
        .split(',')
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(String::from)
        .collect();
    if key.trim().is_empty() || values.is_empty() {
        return Err(format!("--sweep {text}: write key=v1,v2,…").into());
    }
    Ok((key.trim().to_string(), values))
}

pub fn run(args: BalanceArgs) -> CliResult {
    let ladder = specs(&args.agents)?;
    let levels = if args.levels.is_empty() {
        ladder.last().cloned().into_iter().collect()
    } else {
        specs(&args.levels)?
    };
    let sweeps = args
        .sweep
        .iter()
        .map(|s| sweep(s))
        .collect::<CliResult<Vec<_>>>()?;
    let study = Study {
        game: args.game.clone(),
        options: parse_pairs(args.options.iter().map(String::as_str))?,
        sweeps,
        ladder,
        levels,
        games: args.games,
        ladder_games: args.ladder_games.unwrap_or(args.games),
        seed: args.seed,
        jobs: args.jobs.unwrap_or(0),
        trust: Trust::Local,
        solve_states: args.solve_states,
    };
    let plan = study.plan()?;
    let title = cubist_games::info(&args.game)?.title;
    let command = std::iter::once("cubist".to_string())
        .chain(std::env::args().skip(1))
        .map(|a| {
            if a.contains([' ', '"', '\'']) {
                format!("'{a}'")
            } else {
                a
            }
        })
        .collect::<Vec<_>>()
        .join(" ");

    let done = output::read_log(&args.out)?;
    let log = output::Log::open(&args.out)?;
    let total = plan.tasks().len();
    let pending = plan.pending(&done).len();
    eprintln!(
        "{} variant(s) × {} series: {} games, {} already in {}",
        plan.variants.len(),
        plan.groups.len(),
        total,
        total - pending,
        args.out.join(output::LOG).display()
    );
    if args.solve_states > 0 {
        eprintln!(
            "solving the start positions (up to {} states each)…",
            args.solve_states
        );
    }
    let exact = exact_values(&plan);

    catch_interrupt();
    let bar = crate::progress::games(total);
    bar.set_position((total - pending) as u64);
    bar.reset_eta();
    let played = plan.run(&done, &STOP, |r| {
        log.append(r)?;
        bar.inc(1);
        Ok(())
    });
    bar.finish_and_clear();
    let mut all = done;
    all.extend(played?);
    let report = Report::build(&plan, &all, &exact, &command, title);
    let results = plan.select(&all);
    output::write_report(&args.out, &report, &results)?;
    if STOP.load(Ordering::SeqCst) {
        eprintln!(
            "stopped: {} of {} games played; the report shows them. Run the same command to play the rest.",
            report.played, report.planned
        );
    }
    println!(
        "{} of {} games; report in {}",
        report.played,
        report.planned,
        args.out.join("report.html").display()
    );
    Ok(())
}
