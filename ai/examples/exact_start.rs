//! The exact value of a start position and of every first action, for measuring the
//! solver on Tilt and Zhen:
//! `cargo run --release -p cubist-ai --example exact_start -- GAME key=value… [mem=BYTES] [threads=N] [ordered=0|1] [prove=PLIES] [search=0|1] [start=1]`
//! (`GAME` is `tilt` or `zhen`; the other pairs are the game's options). The command
//! for users is `cubist solve`.

use cubist_ai::exact::{solve_start, ExactSettings, StartReport};
use std::time::Instant;

use cubist_ai::solver_proof::{Proof, Prover, ENTRY_BYTES};
use cubist_core::{Game, GameOptions, OptionPairs};
use cubist_tilt::Tilt;
use cubist_zhen::Zhen;

/// Forced wins of either side from the start itself, bound by bound, printed as they
/// are tried (`start=1`).
fn prove_start<G: Game>(pairs: &OptionPairs, settings: &ExactSettings) -> Result<(), String> {
    let options = G::Options::from_pairs(pairs).map_err(|e| e.to_string())?;
    let g = G::new(&options, 0);
    let mover = g.to_move().actor().ok_or("the game is over")?;
    let entries = (settings.max_memory / ENTRY_BYTES / 2) as usize;
    let mut provers = [
        Prover::<G>::new(mover, entries),
        Prover::new(1 - mover, entries),
    ];
    let started = Instant::now();
    for bound in 1..=settings.prove_plies {
        for (i, who) in [(0, "mover"), (1, "other")] {
            let proof = provers[i].prove(&g, bound);
            println!(
                "bound {bound} {who}: {proof:?} | entries {} | nodes {} | {:.1}s",
                provers[0].entries() + provers[1].entries(),
                provers[0].nodes() + provers[1].nodes(),
                started.elapsed().as_secs_f64()
            );
            if proof != Proof::NotWithin {
                return Ok(());
            }
        }
    }
    Ok(())
}

fn run<G: Game>(pairs: &OptionPairs, settings: &ExactSettings) -> Result<StartReport, String> {
    let options = G::Options::from_pairs(pairs).map_err(|e| e.to_string())?;
    solve_start::<G>(&options, settings, |p| {
        eprint!(
            "\r{} states / {} room, {} nodes, {}/{} first actions   ",
            p.states, p.room, p.nodes, p.moves_done, p.moves
        )
    })
    .map_err(|e| e.to_string())
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_default();
    let mut settings = ExactSettings::default();
    let mut pairs = OptionPairs::new();
    let mut start_only = false;
    for a in args {
        let Some((k, v)) = a.split_once('=') else {
            eprintln!("write key=value, not {a}");
            std::process::exit(2);
        };
        match k {
            "mem" => settings.max_memory = v.parse().expect("mem=BYTES"),
            "threads" => settings.threads = v.parse().expect("threads=N"),
            "ordered" => settings.ordered = v == "1",
            "nodes" => settings.nodes_per_state = v.parse().expect("nodes=N"),
            "prove" => settings.prove_plies = v.parse().expect("prove=PLIES"),
            "search" => settings.search = v == "1",
            "start" => start_only = v == "1",
            _ => {
                pairs.insert(k.into(), v.into());
            }
        }
    }
    if start_only {
        let r = match game.as_str() {
            "tilt" => prove_start::<Tilt>(&pairs, &settings),
            "zhen" => prove_start::<Zhen>(&pairs, &settings),
            _ => Err(format!("unknown game {game}")),
        };
        if let Err(e) = r {
            println!("{e}");
        }
        return;
    }
    let result = match game.as_str() {
        "tilt" => run::<Tilt>(&pairs, &settings),
        "zhen" => run::<Zhen>(&pairs, &settings),
        _ => Err(format!("unknown game {game}")),
    };
    eprintln!();
    match result {
        Ok(r) => {
            println!(
                "{} first: {} | proofs {} entries {} nodes | states {} | nodes {} | longest {} | memo {} bytes (grown {}x) | {:.2}s | unresolved {}",
                r.first_name,
                r.value.map_or("unknown", |v| v.name()),
                r.proof_entries,
                r.proof_nodes,
                r.states,
                r.nodes,
                r.max_depth,
                r.memo_bytes,
                r.grown,
                r.elapsed.as_secs_f64(),
                r.unresolved_cycles
            );
            for m in &r.moves {
                println!(
                    "  {} {} {:?}",
                    m.action,
                    m.value.map_or("unknown", |v| v.name()),
                    m.plies
                );
            }
        }
        Err(e) => {
            println!("not solved: {e}");
            std::process::exit(1);
        }
    }
}
