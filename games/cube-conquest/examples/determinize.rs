//! The work of one MCTS iteration at `hard`'s settings without the tree: sample a full
//! state from the deciding seat's view, play 3 random plies, evaluate. For profiling
//! determinization and short playouts under callgrind:
//! `cargo run --release -p cubist-cube-conquest --example determinize -- 200 50`
//! (positions, samples per position).

use std::time::Instant;

use cubist_core::{game_rng, Game, Observer};
use cubist_cube_conquest::{ConquestOptions, CubeConquest};
use rand::Rng;

/// Positions from random games: every 7th action of each, as its mover sees it.
fn views(games: u64) -> Vec<(usize, <CubeConquest as Game>::View)> {
    let options = ConquestOptions::default();
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut g = CubeConquest::new(&options, seed);
        let mut rng = game_rng(seed, 3);
        while let Some(seat) = g.to_move().actor() {
            if g.actions_played() % 7 == 0 {
                out.push((seat, g.view(Observer::Seat(seat))));
            }
            g.legal_actions(seat, &mut legal);
            g.play(seat, legal[rng.random_range(0..legal.len())]);
        }
    }
    out
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(20);
    let samples = args.get(1).copied().unwrap_or(50);
    let positions = views(games);
    let mut rng = game_rng(1, 1);
    let mut legal = Vec::new();
    let mut total = 0.0;
    let start = Instant::now();
    for (seat, view) in &positions {
        for _ in 0..samples {
            let mut g = CubeConquest::determinize(view, &mut rng);
            for _ in 0..3 {
                let Some(actor) = g.to_move().actor() else {
                    break;
                };
                g.legal_actions(actor, &mut legal);
                g.play(actor, legal[rng.random_range(0..legal.len())]);
            }
            total += g.evaluate(*seat);
        }
    }
    let n = positions.len() as u64 * samples;
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{n} iterations over {} positions, {:.0} iterations/s (mean value {:.3})",
        positions.len(),
        n as f64 / secs,
        total / n as f64
    );
}
