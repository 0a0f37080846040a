//! The files of a report directory.
//!
//! * `games.jsonl` — every finished game, one JSON object a line, appended (and
//!   flushed) as each game ends: the run's memory. A run reads it first and plays only
//!   the games it lacks, so a stopped run loses at most the games in progress; a line
//!   cut short by a stop is ignored.
//! * `games.csv` — one row per game of the report, for anyone's own plots.
//! * `report.json`, `report.html` — the report.

use std::fs::{self, File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::report::Report;
use crate::trace::GameResult;
use crate::BalanceError;

pub const LOG: &str = "games.jsonl";

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> BalanceError + '_ {
    move |error| BalanceError::Io {
        path: path.display().to_string(),
        error,
    }
}

/// The games already in `dir`'s log (none if there is no log).
pub fn read_log(dir: &Path) -> Result<Vec<GameResult>, BalanceError> {
    let path = dir.join(LOG);
    let file = match File::open(&path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io(&path)(e)),
    };
    let mut out = Vec::new();
    for line in BufReader::new(file).lines() {
        let line = line.map_err(io(&path))?;
        if let Ok(r) = serde_json::from_str::<GameResult>(&line) {
            out.push(r);
        }
    }
    Ok(out)
}

/// Appends finished games to `dir`'s log, one line each, flushed at once.
pub struct Log {
    path: PathBuf,
    file: Mutex<File>,
}

impl Log {
    /// Open (creating `dir` and the log if needed) for appending. A log whose last
    /// line was cut short gets a line break first, so the next game starts a line.
    pub fn open(dir: &Path) -> Result<Log, BalanceError> {
        fs::create_dir_all(dir).map_err(io(dir))?;
        let path = dir.join(LOG);
        let cut_short = fs::read(&path)
            .map(|b| b.last().is_some_and(|&c| c != b'\n'))
            .unwrap_or(false);
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .map_err(io(&path))?;
        if cut_short {
            file.write_all(b"\n").map_err(io(&path))?;
        }
        Ok(Log {
            path,
            file: Mutex::new(file),
        })
    }

    pub fn append(&self, r: &GameResult) -> Result<(), BalanceError> {
        let mut line = serde_json::to_string(r).expect("results serialise");
        line.push('\n');
        let mut f = self.file.lock().expect("log lock");
        f.write_all(line.as_bytes()).map_err(io(&self.path))?;
        f.flush().map_err(io(&self.path))
    }
}

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

fn joined<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(";")
}

/// `games.csv`: a header, then one row per game. Seats, winners and scores are lists
/// separated by `;`, seats numbered from 1.
pub fn csv(results: &[GameResult]) -> String {
    let mut out = String::from(
        "variant,agents,game,seed,seats,first,winners,scores,actions,turns,reason,limit,decided_at,lead_changes\n",
    );
    for r in results {
        let plus_one = |s: &[usize]| s.iter().map(|x| x + 1).collect::<Vec<_>>();
        let row = [
            csv_field(&r.variant),
            csv_field(&r.group),
            r.index.to_string(),
            r.seed.to_string(),
            csv_field(&joined(&r.seats)),
            (r.trace.first + 1).to_string(),
            joined(&plus_one(&r.trace.winners)),
            joined(&r.trace.scores),
            r.trace.actions.to_string(),
            r.trace.turns.to_string(),
            csv_field(&r.trace.reason),
            r.trace.limit.to_string(),
            r.trace.decided_at.map_or(String::new(), |d| d.to_string()),
            r.trace.lead_changes.to_string(),
        ];
        out.push_str(&row.join(","));
        out.push('\n');
    }
    out
}

/// Write `report.json`, `report.html` and `games.csv` (of `results`, the report's games)
/// into `dir`.
pub fn write_report(
    dir: &Path,
    report: &Report,
    results: &[GameResult],
) -> Result<(), BalanceError> {
    fs::create_dir_all(dir).map_err(io(dir))?;
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        fs::write(&path, text).map_err(io(&path))
    };
    write(
        "report.json",
        &serde_json::to_string_pretty(report).expect("reports serialise"),
    )?;
    write("games.csv", &csv(results))?;
    write("report.html", &crate::html::page(report, results))?;
    Ok(())
}
