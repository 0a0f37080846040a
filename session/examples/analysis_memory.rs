//! The peak memory of one analysis-board answer: `cargo run --release -p
//! cubist-session --example analysis_memory -- GAME [KEY=VALUE…] [LEVEL]`, e.g.
//! `-- tilt size=10`. Prints the process's peak resident memory (Linux's `VmHWM`)
//! before and after the analysis, and the time it took; run one case per process.

use std::collections::BTreeMap;
use std::time::Instant;

use cubist_session::analysis_board::{analyse_position, AnalysisRequest, AnalysisSettings};

fn peak_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "tilt".into());
    let mut options = BTreeMap::new();
    let mut level = "medium".to_string();
    for a in args {
        match a.split_once('=') {
            Some((k, v)) => {
                options.insert(k.to_string(), v.to_string());
            }
            None => level = a,
        }
    }
    let request = AnalysisRequest {
        game: game.clone(),
        options,
        ..Default::default()
    };
    let settings = AnalysisSettings::new(level.parse().expect("a level"));
    let before = peak_kb();
    let started = Instant::now();
    let answer = analyse_position(&request, &settings).expect("an analysis");
    let took = started.elapsed();
    let source = answer.engine.map(|e| e.source).unwrap_or_default();
    println!(
        "{game} {:?} at {level}: peak {} MB before, {} MB after; {:.2} s; values from {source}",
        request.options,
        before / 1024,
        peak_kb() / 1024,
        took.as_secs_f64()
    );
}
