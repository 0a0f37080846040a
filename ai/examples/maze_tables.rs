//! Time and memory of the table solver on Maze, the toy game of `tests/tables.rs`,
//! at a size of your choice: `cargo run --release -p cubist-ai --example maze_tables
//! -- WIDTH LAYERS THREADS [DIR]` (positions: 2 × WIDTH per layer). Figures in
//! docs/tables.md.

#[path = "../tests/maze/mod.rs"]
mod maze;

use std::time::Instant;

use cubist_ai::tables::{self, Phase, SolveSettings, Tables};
use cubist_core::Game;
use maze::{Maze, MazeOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u64| -> Result<u64, Box<dyn std::error::Error>> {
        Ok(args
            .get(i)
            .map(|a| a.parse())
            .transpose()?
            .unwrap_or(default))
    };
    let options = MazeOptions {
        width: arg(0, 1_000_000)? as u32,
        layers: arg(1, 3)? as u32,
        ..MazeOptions::default()
    };
    let threads = arg(2, 1)? as usize;
    let scratch;
    let dir = match args.get(3) {
        Some(d) => std::path::PathBuf::from(d),
        None => {
            scratch = tempfile::tempdir()?;
            scratch.path().to_path_buf()
        }
    };
    let settings = SolveSettings {
        threads,
        max_memory: 8 << 30,
        upto: None,
        ..SolveSettings::default()
    };
    // Seconds per phase, summed over the families: the work before each report
    // belongs to the phase it reports.
    let mut phases: Vec<(Phase, f64)> = Vec::new();
    let mut last = Instant::now();
    let report = tables::solve::<Maze>(&options, &dir, &settings, |p| {
        phases.push((p.phase, last.elapsed().as_secs_f64()));
        last = Instant::now();
    })?;
    for phase in [Phase::Expand, Phase::Link, Phase::Propagate, Phase::Write] {
        let s: f64 = phases
            .iter()
            .filter(|(p, _)| *p == phase)
            .map(|(_, s)| s)
            .sum();
        println!("{:<10} {s:>7.2} s", phase.name());
    }
    for f in &report.families {
        println!(
            "{:<8} {:>10} positions  W {:>9} L {:>9} D {:>9}  win max {:>3}  {:>6.2} s  {:>6.1} ns/position  peak {:>6.1} MB",
            f.name,
            f.size,
            f.wins,
            f.losses,
            f.draws,
            f.longest_win.unwrap_or(0),
            f.seconds,
            f.seconds * 1e9 / f.size as f64,
            f.peak_bytes as f64 / (1 << 20) as f64
        );
    }
    let started = Instant::now();
    let t = Tables::<Maze>::open(&options, &dir)?;
    let opened = started.elapsed();
    let families = Maze::position_families(&options);
    let top = &families[families.len() - 1];
    let started = Instant::now();
    let mut found = 0u64;
    let probes = top.size().min(1_000_000);
    for i in 0..probes {
        if let Some(p) = top.position(i) {
            found += t.probe(&p).is_some() as u64;
        }
    }
    println!(
        "total {:.2} s on {threads} thread(s); open {:.3} s; {:.0} ns per probe ({found} values)",
        report.seconds,
        opened.as_secs_f64(),
        started.elapsed().as_secs_f64() * 1e9 / probes as f64
    );
    Ok(())
}
