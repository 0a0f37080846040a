//! Random-playout speed: `cargo run --release -p cubist-cube-attack --example playout_speed`.
//!
//! Plays random games to the end for 2 and 6 players on Six Rings and prints actions per
//! second (legal-action generation + play; one core).

use cubist_core::{Game, ToMove};
use cubist_cube_attack::{CubeAttack, CubeAttackOptions};
use rand::{Rng, SeedableRng};
use std::time::Instant;

fn main() {
    let seconds: f64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3.0);
    println!(
        "Action: {} bytes, state: {} bytes",
        std::mem::size_of::<cubist_cube_attack::Action>(),
        std::mem::size_of::<CubeAttack>()
    );
    for players in [2, 3, 4, 5, 6] {
        let options = CubeAttackOptions::with_players(players);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let mut buf = Vec::with_capacity(256);
        let (mut actions, mut games) = (0u64, 0u64);
        let start = Instant::now();
        while start.elapsed().as_secs_f64() < seconds {
            let mut g = CubeAttack::new(&options, games);
            while let ToMove::One(s) = g.to_move() {
                g.legal_actions(s, &mut buf);
                let a = buf[rng.random_range(0..buf.len())];
                g.play(s, a);
                actions += 1;
            }
            games += 1;
        }
        let t = start.elapsed().as_secs_f64();
        println!(
            "{players} players: {games} games, {:.0} actions/game, {:.2} M actions/s, {:.0} games/s",
            actions as f64 / games as f64,
            actions as f64 / t / 1e6,
            games as f64 / t
        );
    }
}
