//! Random playouts for speed: `cargo run --release -p cubist-cube-conquest --example playouts [games]`.

use cubist_core::{Game, ToMove};
use cubist_cube_conquest::{ConquestOptions, CubeConquest};
use rand::{seq::IndexedRandom, SeedableRng};
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    for players in [2u8, 4] {
        let options = ConquestOptions {
            players,
            ..ConquestOptions::default()
        };
        let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
        let mut buf = Vec::new();
        let (mut actions, mut capped, mut branching) = (0u64, 0u64, 0u64);
        let t = Instant::now();
        for seed in 0..games {
            let mut g = CubeConquest::new(&options, seed);
            loop {
                let seat = match g.to_move() {
                    ToMove::Over => break,
                    tm => tm.actor().expect("someone acts"),
                };
                g.legal_actions(seat, &mut buf);
                branching += buf.len() as u64;
                let a = *buf.choose(&mut rng).expect("legal actions exist");
                g.play(seat, a);
                actions += 1;
            }
            if g.outcome().is_some_and(|o| o.reason.contains("actions")) {
                capped += 1;
            }
        }
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{players} players: {games} games, {actions} actions in {secs:.2}s = {:.0} actions/s, \
             {:.0} games/s, mean length {:.0}, mean branching {:.0}, {capped} ended by the cap",
            actions as f64 / secs,
            games as f64 / secs,
            actions as f64 / games as f64,
            branching as f64 / actions as f64,
        );
    }
}
