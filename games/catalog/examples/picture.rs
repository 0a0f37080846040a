//! Print the SVG picture of a game after some random actions, to look at while
//! drawing a game: `cargo run -p cubist-games --example picture -- squadro 20 1 > b.svg`
//! (game, actions to play, seat from 1 or 0 for a spectator, then optional `key=value`
//! options and `seed=N`). The clicks of the seat's legal actions go to stderr.

use cubist_core::{Observer, OptionPairs};
use rand::{seq::IndexedRandom, SeedableRng};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = args.first().map_or("squadro", String::as_str);
    let plies: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(0);
    let seat: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut options = OptionPairs::new();
    let mut seed = 1;
    for pair in args.iter().skip(3) {
        let (k, v) = pair.split_once('=').expect("options are key=value");
        if k == "seed" {
            seed = v.parse().expect("a number");
        } else {
            options.insert(k.into(), v.into());
        }
    }
    let mut g = cubist_games::create_local(name, &options, seed).expect("a game");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..plies {
        let Some(actor) = g.to_move().actor() else {
            break;
        };
        let legal = g.legal_actions(actor);
        let a = legal.choose(&mut rng).expect("the actor can act").clone();
        g.play(actor, &a).expect("legal");
    }
    let observer = match seat {
        0 => Observer::Spectator,
        s => Observer::Seat(s - 1),
    };
    if seat > 0 {
        for c in g.choices(seat - 1) {
            eprintln!("{:<14} {}", c.action, c.clicks.join(" "));
        }
    }
    eprintln!("{}", g.render(observer, cubist_core::RenderStyle::PLAIN));
    println!("{}", g.draw(observer, cubist_core::Lang::En));
}
