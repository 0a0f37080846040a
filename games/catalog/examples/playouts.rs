//! A fixed number of random games through the statically typed API, for profiling a
//! game's move generation without building the command line:
//! `cargo run --release -p cubist-games --example playouts -- squadro 20000 [key=value …]`
//! (`--list`: list every legal action and pick one, rather than `sample_action`),
//! under `perf stat -e instructions` or `valgrind --tool=callgrind` for counts that a
//! busy machine does not disturb. `cubist bench` gives the figures quoted in docs.

use std::time::Instant;

use cubist_core::{parse_pairs, Game, GameOptions, GameVisitor, OptionPairs};
use rand::{rngs::SmallRng, Rng, SeedableRng};

struct Playouts<'a> {
    options: &'a OptionPairs,
    games: u64,
    /// List every legal action and pick one, instead of `sample_action`.
    list: bool,
}

impl GameVisitor for Playouts<'_> {
    type Output = u64;
    fn visit<G: Game>(self) -> u64 {
        let options = G::Options::from_pairs_local(self.options).expect("valid options");
        let mut rng = SmallRng::seed_from_u64(1);
        let mut legal = Vec::with_capacity(64);
        let mut actions = 0;
        for seed in 0..self.games {
            let mut game = G::new(&options, seed);
            while let Some(seat) = game.to_move().actor() {
                let a = if self.list {
                    game.legal_actions(seat, &mut legal);
                    legal[rng.random_range(0..legal.len())]
                } else {
                    game.sample_action(seat, |n| rng.random_range(0..n), &mut legal)
                };
                game.play(seat, a);
                actions += 1;
            }
        }
        actions
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let list = args.iter().any(|a| a == "--list");
    args.retain(|a| a != "--list");
    let name = args.first().map_or("squadro", String::as_str);
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let options = parse_pairs(args.iter().skip(2).map(String::as_str)).expect("key=value");
    let start = Instant::now();
    let actions = cubist_games::visit(
        name,
        Playouts {
            options: &options,
            games,
            list,
        },
    )
    .expect("a game");
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{name}: {games} games, {actions} actions, {:.0} actions/s",
        actions as f64 / secs
    );
}
