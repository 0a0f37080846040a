//! Random-playout speed: `cargo run --release -p cubist-zhen --example playout_speed [tiles] [cubes]`.
//!
//! Plays random games from the start with one reused action buffer and a fast
//! xorshift, the way a search's rollouts do, and prints actions per second.

use cubist_core::{Game, ToMove};
use cubist_zhen::{Zhen, ZhenOptions};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u8>().ok());
    let tiles = args.next().flatten().unwrap_or(10);
    let cubes = args.next().flatten().unwrap_or(10);
    let options = ZhenOptions::sized(tiles, cubes);
    let start = Zhen::new(&options, 1);
    let mut buf = Vec::with_capacity(64);
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let (mut actions, mut games) = (0u64, 0u64);
    let t = Instant::now();
    while t.elapsed().as_secs_f64() < 2.0 {
        for _ in 0..1000 {
            let mut g = start.clone();
            while let ToMove::One(seat) = g.to_move() {
                g.legal_actions(seat, &mut buf);
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let a = buf[(((x >> 32) * buf.len() as u64) >> 32) as usize];
                g.play(seat, a);
                actions += 1;
            }
            games += 1;
        }
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "zhen tiles={tiles} cubes={cubes}: {games} games, {actions} actions in {secs:.2}s = {:.2} M actions/s ({:.1} actions/game)",
        actions as f64 / secs / 1e6,
        actions as f64 / games as f64
    );
}
