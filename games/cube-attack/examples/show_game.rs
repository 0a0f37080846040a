//! Prints a position part-way through a seeded random game, with its legal actions:
//! `cargo run -p cubist-cube-attack --example show_game -- [players] [seed] [actions]`.

use cubist_core::{Game, Observer, RenderStyle};
use cubist_cube_attack::{CubeAttack, CubeAttackOptions};
use rand::{seq::IndexedRandom, SeedableRng};

fn main() {
    let arg = |i: usize, d: u64| {
        std::env::args()
            .nth(i)
            .and_then(|s| s.parse().ok())
            .unwrap_or(d)
    };
    let (players, seed, actions) = (arg(1, 4) as usize, arg(2, 1), arg(3, 60));
    let mut g = CubeAttack::new(&CubeAttackOptions::with_players(players), seed);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut buf = Vec::new();
    for _ in 0..actions {
        let Some(s) = g.to_move().actor() else { break };
        g.legal_actions(s, &mut buf);
        g.play(s, *buf.choose(&mut rng).expect("a mover has actions"));
    }
    print!(
        "{}",
        CubeAttack::render(&g.view(Observer::Spectator), RenderStyle::PLAIN)
    );
    if let Some(s) = g.to_move().actor() {
        g.legal_actions(s, &mut buf);
        let texts: Vec<String> = buf.iter().map(|&a| g.format_action(s, a)).collect();
        println!("legal: {}", texts.join(" "));
    }
    println!("{}", g.encode());
}
