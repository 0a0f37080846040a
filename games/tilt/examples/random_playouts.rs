//! Random-playout speed and game statistics through the statically typed API.
//!
//! `cargo run --release -p cubist-tilt --example random_playouts [seconds] [size]`

use std::time::{Duration, Instant};

use cubist_core::{Game, GameOptions};
use cubist_tilt::{Status, Tilt, TiltOptions};
use rand::{rngs::SmallRng, Rng, SeedableRng};

fn main() {
    let mut args = std::env::args().skip(1);
    let seconds: f64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(3.0);
    let mut options = TiltOptions::default();
    if let Some(size) = args.next() {
        options.set("size", &size).expect("a board size 4..10");
    }
    let mut rng = SmallRng::seed_from_u64(1);
    let mut legal = Vec::with_capacity(128);
    let (mut actions, mut games) = (0u64, 0u64);
    let mut ends = [0u64; 4];
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs_f64(seconds) {
        for _ in 0..64 {
            let mut game = Tilt::new(&options, games);
            while let Some(seat) = game.to_move().actor() {
                game.legal_actions(seat, &mut legal);
                let a = legal[rng.random_range(0..legal.len())];
                game.play(seat, a);
                actions += 1;
            }
            ends[match game.status() {
                Status::Won(0) => 0,
                Status::Won(_) => 1,
                Status::DrawByRepetition => 2,
                _ => 3,
            }] += 1;
            games += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "tilt size={}: {games} random games, {actions} actions in {secs:.2}s",
        options.size
    );
    println!(
        "  {:.0} actions/s, {:.0} games/s, {:.1} actions per game",
        actions as f64 / secs,
        games as f64 / secs,
        actions as f64 / games as f64
    );
    println!(
        "  Light wins {}, Dark wins {}, repetition draws {}, cap draws {}",
        ends[0], ends[1], ends[2], ends[3]
    );
}
