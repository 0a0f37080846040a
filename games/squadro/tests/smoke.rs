use cubist_core::{Game, Observer, RenderStyle, ToMove};
use cubist_squadro::{Squadro, SquadroOptions};
use rand::{seq::IndexedRandom, SeedableRng};

#[test]
fn random_games_end_and_round_trip() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut lens = vec![];
    for seed in 0..200 {
        let mut g = Squadro::new(&SquadroOptions::default(), seed);
        let mut buf = vec![];
        while let ToMove::One(s) = g.to_move() {
            g.legal_actions(s, &mut buf);
            let a = *buf.choose(&mut rng).unwrap();
            g.play(s, a);
            let back = Squadro::decode(&g.encode()).unwrap_or_else(|e| {
                panic!(
                    "{e}\n{}\n{}",
                    g.encode(),
                    Squadro::render(&g, RenderStyle::PLAIN)
                )
            });
            assert_eq!(back, g);
        }
        lens.push(g.plies());
    }
    let g = Squadro::new(&SquadroOptions::default(), 1);
    println!(
        "{}",
        Squadro::render(&g.view(Observer::Spectator), RenderStyle::PLAIN)
    );
    println!(
        "mean length {}",
        lens.iter().sum::<usize>() as f64 / lens.len() as f64
    );
}
