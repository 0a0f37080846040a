//! Exact values of Zhen's start position for small sizes:
//! `cargo run --release -p cubist-ai --example zhen_solve [max_tiles] [max_cubes] [state_limit] [min_tiles] [min_cubes]`.
//!
//! Prints one Markdown table row per size and first player: the value for the first
//! player, the states memoised, the nodes searched and the time.

use cubist_ai::solver::solve_start;
use cubist_core::FirstPlayer;
use cubist_zhen::{Zhen, ZhenOptions, SEAT_NAMES};

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>().ok());
    let max_tiles = args.next().flatten().unwrap_or(6) as u8;
    let max_cubes = args.next().flatten().unwrap_or(4) as u8;
    let limit = args
        .next()
        .flatten()
        .unwrap_or(cubist_ai::solver::DEFAULT_STATE_LIMIT);
    let min_tiles = args.next().flatten().unwrap_or(2) as u8;
    let min_cubes = args.next().flatten().unwrap_or(1) as u8;
    println!("| tiles | cubes | first | value for first | states | nodes | longest line | time |");
    println!("|---|---|---|---|---|---|---|---|");
    for tiles in min_tiles..=max_tiles {
        for cubes in min_cubes..=max_cubes {
            for (first, name) in SEAT_NAMES.iter().enumerate() {
                let options = ZhenOptions {
                    first: FirstPlayer::Seat(first),
                    ..ZhenOptions::sized(tiles, cubes)
                };
                match solve_start::<Zhen>(&options, 0, limit) {
                    Ok(s) => {
                        let v = s.value_for(first);
                        println!(
                            "| {tiles} | {cubes} | {} | {} | {} | {} | {} | {:.2}s |{}",
                            name,
                            v.name(),
                            s.states,
                            s.nodes,
                            s.max_depth,
                            s.elapsed.as_secs_f64(),
                            if s.unresolved_cycles > 0 {
                                " unresolved cycles!"
                            } else {
                                ""
                            }
                        );
                    }
                    Err(e) => println!("| {tiles} | {cubes} | {} | too large | | | | | {e}", name),
                }
            }
        }
    }
}
