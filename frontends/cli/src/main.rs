//! `cubist`: play, watch, benchmark and script the Cubist games from a terminal.

mod admin;
mod backup;
mod balance;
mod bench;
mod catalog;
mod clockface;
mod counter;
mod engine;
mod exact;
mod input;
mod play;
mod progress;
mod puzzles;
mod replay;
mod review;
mod review_walk;
mod selfplay;
mod serve;
mod solve;
mod solve_estimate;
mod style;
mod tournament;
mod words;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "cubist",
    version,
    about = "Five cube board games: play them, pit computer players against each other, script them."
)]
struct Cli {
    /// Colour output: auto (when writing to a terminal and NO_COLOR is unset), always, never.
    #[arg(long, global = true, default_value = "auto", value_parser = ["auto", "always", "never"])]
    color: String,
    /// The language of what players read: en, it, fr, es, de (default: from LC_ALL,
    /// LC_MESSAGES or LANG; English if they name none of these).
    #[arg(long, global = true)]
    lang: Option<cubist_words::Lang>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the games, with a line of description and their options.
    Games,
    /// Show the rules of a game.
    Rules { game: String },
    /// Play a game in the terminal against the computer or with friends on one screen.
    Play(play::PlayArgs),
    /// Let computer players play many games and report the results.
    Selfplay(selfplay::SelfplayArgs),
    /// A round robin (or --ladder) between agents: cross-table and Elo ratings, as Markdown and JSON.
    Tournament(tournament::TournamentArgs),
    /// A balance report for game designers: fairness per seat, length, draws, when games
    /// are decided, branching and skill, per variant and across swept options, as HTML
    /// with plots, JSON and CSV.
    Analyze(balance::BalanceArgs),
    /// Measure random-play speed (actions/s, games/s) on one thread, and search speed.
    Bench(bench::BenchArgs),
    /// Speak a line protocol on stdin/stdout so that programs can drive any game.
    Engine,
    /// Show a recorded game position by position.
    Replay(replay::ReplayArgs),
    /// Mark a finished game's inaccuracies, mistakes and blunders (see docs/analysis.md).
    Review(review::ReviewArgs),
    /// Serve every game over HTTP and WebSocket (see docs/server-api.md).
    Serve(serve::ServeArgs),
    /// Make puzzles (only moves, with their solutions) from games (see docs/puzzles.md).
    Puzzles(puzzles::PuzzlesArgs),
    /// Build a game's endgame tables by retrograde analysis (see docs/tables.md).
    Solve(solve::SolveArgs),
    /// Copy a site's database to a file, while the server runs (see docs/operate.md).
    Backup(backup::BackupArgs),
    /// Put a backup in place of a site's database, the server stopped (see docs/operate.md).
    Restore(backup::RestoreArgs),
    /// Moderation from the command line: roles, closing accounts, the audit log (see
    /// docs/operate.md, "Moderators").
    Admin(admin::AdminArgs),
}

fn main() -> ExitCode {
    restore_default_sigpipe();
    let cli = Cli::parse();
    let lang = words::choose(cli.lang, |k| std::env::var(k).ok());
    let style = style::choose(&cli.color).in_lang(lang);
    let result = match cli.command {
        Command::Games => catalog::list_games(lang),
        Command::Rules { game } => catalog::show_rules(&game, lang),
        Command::Play(args) => play::run(args, style, lang),
        Command::Selfplay(args) => selfplay::run(args),
        Command::Tournament(args) => tournament::run(args),
        Command::Analyze(args) => balance::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Engine => engine::run_stdio(),
        Command::Replay(args) => replay::run(args, style, lang),
        Command::Review(args) => review::run(args, lang),
        Command::Serve(args) => serve::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Puzzles(args) => puzzles::run(args),
        Command::Backup(args) => backup::run_backup(args),
        Command::Restore(args) => backup::run_restore(args),
        Command::Admin(args) => admin::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cubist: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Errors end the command with a message; they are all for people to read.
pub type CliResult<T = ()> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

/// Where `play` keeps a game's record when no path is given: `records/GAME-SEED.json`,
/// or, while the seed is secret, a name made from the clock instead of the seed.
pub fn default_record_path(game: &str, seed: u64, seed_is_secret: bool) -> PathBuf {
    let stem = if seed_is_secret {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        format!("{game}-t{now}")
    } else {
        format!("{game}-{seed}")
    };
    PathBuf::from("records").join(format!("{stem}.json"))
}

/// Like other command-line tools, stop quietly when the reader of our output goes
/// away (`cubist replay x | head`) instead of failing on a broken pipe.
fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any other thread exists; it only
    // resets a signal disposition to the system default.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
