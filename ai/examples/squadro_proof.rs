//! Proof-number search on Squadro with the endgame tables as exact leaves: how far
//! from the tables a position's value can still be proven, and whether the start's
//! can.
//!
//! `cargo run --release -p cubist-ai --example squadro_proof -- DIR back GAMES MAX_NODES STEP...`
//! plays GAMES games of `max` against itself, and for each, the positions STEP
//! actions before the first position the tables in DIR hold; it searches each for a
//! forced win of either side (at most MAX_NODES expansions each) and checks every
//! proof found with `check_strategy`. Prints, for each STEP, how many were settled and
//! the expansions, positions kept and seconds they took.
//!
//! `... -- DIR start MAX_NODES [MAX_ENTRIES]` searches the start for a forced win of
//! either side, with either side moving first, printing progress every million
//! expansions.
//!
//! `guide=K` anywhere among the arguments lets the game's evaluation weigh `K` in the
//! numbers of positions not yet expanded (`ProofSettings::guide`).

use std::path::Path;
use std::time::Instant;

use cubist_ai::proof_number::{
    check_strategy, Oracle, ProofResult, ProofSearch, ProofSettings, ProofStats,
};
use cubist_ai::solver::Value;
use cubist_ai::tables::Tables;
use cubist_ai::{make_agent, AgentSpec};
use cubist_core::{Game, Observer, Seat, ToMove};
use cubist_squadro::{Squadro, SquadroOptions};

fn main() {
    let mut guide = 0;
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| match a.strip_prefix("guide=") {
            Some(k) => {
                guide = k.parse().expect("guide=K takes a number");
                false
            }
            None => true,
        })
        .collect();
    let usage = "DIR back GAMES MAX_NODES STEP... | DIR start MAX_NODES [MAX_ENTRIES]";
    let (Some(dir), Some(mode)) = (args.first(), args.get(1)) else {
        panic!("usage: {usage}");
    };
    let options = SquadroOptions::default();
    let started = Instant::now();
    let tables = Tables::<Squadro>::open(&options, Path::new(dir)).expect("tables");
    eprintln!(
        "tables open in {:.1} s: {} families",
        started.elapsed().as_secs_f64(),
        tables.families().len()
    );
    let oracle = |g: &Squadro| tables.probe(g).map(|t| t.value);
    let number = |i: usize| -> u64 { args.get(i).map_or(0, |a| a.parse().expect(usage)) };
    match mode.as_str() {
        "back" => {
            let steps: Vec<usize> = args[4..].iter().map(|a| a.parse().expect(usage)).collect();
            back(&options, &oracle, number(2), number(3), guide, &steps);
        }
        "start" => {
            let entries = args.get(3).map_or(1 << 28, |a| a.parse().expect(usage));
            start(&options, &oracle, number(2), entries, guide);
        }
        _ => panic!("usage: {usage}"),
    }
}

/// One game of `max` against itself: its positions up to and including the first
/// one the tables hold.
fn positions_to_tables(
    options: &SquadroOptions,
    seed: u64,
    oracle: &Oracle<Squadro>,
) -> Vec<Squadro> {
    let spec: AgentSpec = "max".parse().expect("an agent");
    let mut agents: Vec<_> = (0..2)
        .map(|s| make_agent::<Squadro>(&spec, 2, seed * 2 + s).expect("an agent"))
        .collect();
    let mut game = Squadro::new(options, seed);
    let mut line = vec![game.clone()];
    while let ToMove::One(seat) = game.to_move() {
        if oracle(&game).is_some() {
            return line;
        }
        let action = agents[seat].choose(&game.view(Observer::Seat(seat)), seat);
        game.play(seat, action);
        line.push(game.clone());
    }
    line
}

/// The value of `g` for the side to move, if either side's win is proven (each
/// proof checked); and the work it took, both searches together.
fn solve(
    g: &Squadro,
    oracle: &Oracle<Squadro>,
    max_nodes: u64,
    guide: u32,
) -> (Option<Value>, ProofStats, bool) {
    let ToMove::One(mover) = g.to_move() else {
        return (None, ProofStats::default(), false);
    };
    let settings = ProofSettings {
        max_entries: 1 << 27,
        max_nodes,
        guide,
        ..ProofSettings::default()
    };
    let mut total = ProofStats::default();
    let mut all_no_win = true;
    for (attacker, value) in [(mover, Value::Win), (1 - mover, Value::Loss)] {
        let mut search = ProofSearch::new(attacker, settings.clone()).with_oracle(oracle);
        let result = search.prove(g);
        let stats = search.stats();
        total.nodes += stats.nodes;
        total.entries = total.entries.max(stats.entries);
        total.depth = total.depth.max(stats.depth);
        match result {
            ProofResult::Proven => {
                let strategy = search
                    .strategy(g)
                    .expect("a proven position has a strategy");
                check_strategy(g, &strategy, Some(oracle)).expect("the proof checks");
                return (Some(value), total, false);
            }
            ProofResult::NoWin => {}
            ProofResult::NodeLimit | ProofResult::TableFull => all_no_win = false,
        }
    }
    (None, total, all_no_win)
}

fn back(
    options: &SquadroOptions,
    oracle: &Oracle<Squadro>,
    games: u64,
    max_nodes: u64,
    guide: u32,
    steps: &[usize],
) {
    println!("| actions before the tables | positions | won | lost | neither side wins | not settled | median expansions of the settled | most | seconds |");
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let lines: Vec<Vec<Squadro>> = (0..games)
        .map(|g| positions_to_tables(options, g, oracle))
        .collect();
    for &step in steps {
        let (mut won, mut lost, mut drawn, mut open, mut settled) = (0, 0, 0, 0, Vec::new());
        let started = Instant::now();
        let mut tried = 0;
        for line in &lines {
            let Some(g) = line.len().checked_sub(step + 1).map(|i| &line[i]) else {
                continue;
            };
            tried += 1;
            let (value, stats, no_win) = solve(g, oracle, max_nodes, guide);
            match value {
                Some(Value::Win) => won += 1,
                Some(_) => lost += 1,
                None if no_win => drawn += 1,
                None => open += 1,
            }
            if value.is_some() || no_win {
                settled.push(stats.nodes);
            }
        }
        settled.sort_unstable();
        let median = settled.get(settled.len() / 2).copied().unwrap_or(0);
        let most = settled.last().copied().unwrap_or(0);
        println!(
            "| {step} | {tried} | {won} | {lost} | {drawn} | {open} | {median} | {most} | {:.1} |",
            started.elapsed().as_secs_f64()
        );
    }
}

fn start(
    options: &SquadroOptions,
    oracle: &Oracle<Squadro>,
    max_nodes: u64,
    max_entries: usize,
    guide: u32,
) {
    let settings = ProofSettings {
        max_entries,
        max_nodes,
        guide,
        ..ProofSettings::default()
    };
    for first in [0 as Seat, 1] {
        let mut g = Squadro::new(options, 0);
        if first == 1 {
            g = Squadro::from_progress(g.progress(), 1).expect("the start with Dark first");
        }
        for attacker in [0 as Seat, 1] {
            let started = Instant::now();
            let mut search = ProofSearch::new(attacker, settings.clone())
                .with_oracle(oracle)
                .with_progress(|s: &ProofStats| {
                    eprintln!(
                        "  {} expansions, {} kept, depth {}, {} table answers, {:.0} s",
                        s.nodes,
                        s.entries,
                        s.depth,
                        s.oracle_hits,
                        started.elapsed().as_secs_f64()
                    )
                });
            let result = search.prove(&g);
            let s = search.stats();
            let (pn, dn) = search.numbers(&g).unwrap_or((0, 0));
            println!(
                "first {first}, attacker {attacker}: {result:?} after {} expansions, {} kept, depth {}, {} table answers, proof number {pn}, disproof number {dn}, {:.0} s",
                s.nodes,
                s.entries,
                s.depth,
                s.oracle_hits,
                started.elapsed().as_secs_f64()
            );
        }
    }
}
