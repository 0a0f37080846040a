//! Build Squadro's endgame tables and print what each group of families took.
//!
//! `cargo run --release -p cubist-ai --example squadro_solve -- FAMILIES DIR [THREADS] [MEMORY_GIB] [stored] [dense | dense=FIRST] [only=lA-dB]`
//!
//! Solves families `0..FAMILIES` in order into `DIR` (families already there and valid
//! are kept), then prints one Markdown row per run of families with the same
//! finished counts: numbers, holes, wins, losses, draws, longest win, seconds and the
//! largest peak memory of one family; then the seconds of each phase. With
//! `only=l1-d1` (finished lanes as in a family's name), only that family and the
//! earlier ones its moves reach are solved (`families_from`). With `stored`,
//! every move within a family is stored as a link rather than asked of the index when
//! needed (the same tables). With `dense`, the families are numbered without holes
//! (`squadro-dense-…` files); with `dense=FIRST`, only from family `FIRST` on, the
//! earlier ones probed in the game's numbering.

use std::path::PathBuf;
use std::time::Instant;

use cubist_ai::tables::{solve_families, Phase, SolveSettings};
use cubist_core::{Game, PositionIndex};
use cubist_squadro::{families_dense, families_from, Squadro, SquadroOptions};

/// The game's families, numbered without holes from family `dense_from` on.
fn numbered(
    options: &SquadroOptions,
    dense_from: Option<usize>,
) -> Vec<Box<dyn PositionIndex<Squadro>>> {
    let holed = Squadro::position_families(options);
    let Some(first) = dense_from else {
        return holed;
    };
    holed
        .into_iter()
        .zip(families_dense(options))
        .enumerate()
        .map(|(k, (h, d))| if k < first { h } else { d })
        .collect()
}

/// The finished sets of `lA-dB` (`l1-d1`, `l123-d`): one bit a lane, lane 1 lowest.
fn finished_sets(name: &str) -> (u8, u8) {
    let bits = |digits: &str| {
        digits.chars().fold(0u8, |set, c| {
            let lane = c.to_digit(10).filter(|d| (1..=5).contains(d));
            set | 1 << (lane.expect("lanes 1 to 5") - 1)
        })
    };
    let (l, d) = name.split_once('-').expect("only=lA-dB");
    let light = l.strip_prefix('l').expect("only=lA-dB");
    let dark = d.strip_prefix('d').expect("only=lA-dB");
    (bits(light), bits(dark))
}

/// Finished counts (Light, Dark) in a family's name, `…-l12-d3` giving (2, 1).
fn counts(name: &str) -> (usize, usize) {
    let (rest, dark) = name.rsplit_once("-d").expect("a family name");
    let (_, light) = rest.rsplit_once("-l").expect("a family name");
    (light.len(), dark.len())
}

fn main() {
    let mut args = std::env::args().skip(1);
    let upto: usize = args.next().map_or(100, |a| a.parse().expect("FAMILIES"));
    let dir = PathBuf::from(args.next().expect("DIR"));
    let threads: usize = args.next().map_or(2, |a| a.parse().expect("THREADS"));
    let gib: u64 = args.next().map_or(6, |a| a.parse().expect("MEMORY_GIB"));
    let flags: Vec<String> = args.collect();
    let stored_links = flags.iter().any(|a| a == "stored");
    let dense_from = flags.iter().find_map(|a| match a.strip_prefix("dense") {
        Some("") => Some(0),
        Some(first) => Some(first.trim_start_matches('=').parse().expect("dense=FIRST")),
        None => None,
    });
    let only = flags
        .iter()
        .find_map(|a| a.strip_prefix("only="))
        .map(|name| {
            let (light, dark) = finished_sets(name);
            let places = families_from(light, dark);
            assert!(!places.is_empty(), "{name} is no family");
            places
        });
    let settings = SolveSettings {
        threads,
        max_memory: gib << 30,
        upto: Some(upto),
        stored_links,
        only,
    };
    // Seconds per phase, summed over the families: the work before each report
    // belongs to the phase it reports.
    let mut phases: Vec<(Phase, f64)> = Vec::new();
    let mut last = Instant::now();
    let options = SquadroOptions::default();
    let families = numbered(&options, dense_from);
    let report = solve_families::<Squadro>(&options, families, &dir, &settings, |p| {
        phases.push((p.phase, last.elapsed().as_secs_f64()));
        last = Instant::now();
    })
    .unwrap_or_else(|e| panic!("{e}"));
    println!("| families | numbers | holes | wins | losses | draws | longest win | seconds | peak MiB (one family) |");
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut first = 0;
    while first < report.families.len() {
        let run = counts(&report.families[first].name);
        let len = report.families[first..]
            .iter()
            .take_while(|f| counts(&f.name) == run)
            .count();
        let group = &report.families[first..first + len];
        let sum = |f: fn(&cubist_ai::tables::FamilyReport) -> u64| group.iter().map(f).sum::<u64>();
        println!(
            "| {} ({},{}) | {} | {} | {} | {} | {} | {} | {:.1} | {:.0} |",
            len,
            run.0,
            run.1,
            sum(|f| f.size),
            sum(|f| f.holes),
            sum(|f| f.wins),
            sum(|f| f.losses),
            sum(|f| f.draws),
            group
                .iter()
                .filter_map(|f| f.longest_win)
                .max()
                .unwrap_or(0),
            group.iter().map(|f| f.seconds).sum::<f64>(),
            group.iter().map(|f| f.peak_bytes).max().unwrap_or(0) as f64 / (1u64 << 20) as f64,
        );
        first += len;
    }
    println!("total {:.1} s", report.seconds);
    for phase in [Phase::Expand, Phase::Link, Phase::Propagate, Phase::Write] {
        let seconds: f64 = phases
            .iter()
            .filter(|(p, _)| *p == phase)
            .map(|(_, s)| s)
            .sum();
        println!("{:<10} {seconds:>7.2} s", phase.name());
    }
}
