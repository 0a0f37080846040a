//! How fast un-moves are found (one thread): random hole-free positions of a few
//! families, every un-move of each, best of three passes; and how many un-moves a
//! position has on average next to how many moves.
//!
//! `cargo run --release -p cubist-squadro --example unmove_speed`

use std::hint::black_box;
use std::time::Instant;

use cubist_core::Game;
use cubist_squadro::{unmoves, DenseFamily, Progress, Squadro, SquadroOptions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Random positions each family is measured on.
const SAMPLE: usize = 500_000;

fn main() {
    let families = [
        ("l123-d123 (3, 3)", 0b00111, 0b00111),
        ("l12-d12 (2, 2)", 0b00011, 0b00011),
        ("l12-d1 (2, 1)", 0b00011, 0b00001),
        ("nobody finished", 0, 0),
    ];
    println!("family | positions/s | un-moves/s | un-moves each | in-family moves each");
    for (label, light, dark) in families {
        let Some(dense) = DenseFamily::new(SquadroOptions::default(), light, dark) else {
            continue;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let size = cubist_core::PositionIndex::size(&dense);
        let sample: Vec<(Progress, usize)> = (0..SAMPLE)
            .filter_map(|_| dense.unrank_progress(rng.random_range(0..size)))
            .collect();
        let (seconds, found) = best_of_three(&sample);
        let moves = moves_within(&sample);
        let n = sample.len() as f64;
        println!(
            "{label} | {:.2} M | {:.2} M | {:.2} | {:.2}",
            n / seconds / 1e6,
            found as f64 / seconds / 1e6,
            found as f64 / n,
            moves as f64 / n,
        );
    }
}

/// The best time of three passes finding every un-move of `sample`, and how many.
fn best_of_three(sample: &[(Progress, usize)]) -> (f64, u64) {
    let mut best = f64::MAX;
    let mut found = 0;
    for _ in 0..3 {
        let start = Instant::now();
        found = 0;
        for (p, mover) in sample {
            unmoves(p, *mover, |q| {
                black_box(q);
                found += 1;
            });
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    (best, found)
}

/// Moves from `sample` that stay in the family, for comparison.
fn moves_within(sample: &[(Progress, usize)]) -> u64 {
    let mut actions = Vec::new();
    let mut n = 0;
    for &(p, mover) in sample {
        let Ok(game) = Squadro::from_progress(p, mover) else {
            continue;
        };
        game.legal_actions(mover, &mut actions);
        let finished = |q: &Progress| q.map(|side| side.map(|x| x == 12));
        for &a in &actions {
            let mut child = game.clone();
            child.play(mover, a);
            n += u64::from(finished(&child.progress()) == finished(&p));
        }
    }
    n
}
