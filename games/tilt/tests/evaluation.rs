//! The evaluation carries real game knowledge: a player that picks the action with the
//! best evaluation one action ahead beats a player that looks just as far ahead but
//! only sees won and lost games (choosing at random among the rest).

use cubist_core::{Game, Seat, ToMove};
use cubist_tilt::{Action, Tilt, TiltOptions};
use rand::{seq::IndexedRandom, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The best action one step ahead; ties broken at random. With `knowledge` off, every
/// unfinished game is worth 0.
fn greedy(g: &Tilt, seat: Seat, legal: &[Action], knowledge: bool, rng: &mut ChaCha8Rng) -> Action {
    let value = |a: Action| {
        let mut next = g.clone();
        next.play(seat, a);
        match next.outcome() {
            Some(o) => o.reward(seat) * 4.0 - 2.0,
            None if knowledge => next.evaluate(seat),
            None => 0.0,
        }
    };
    let scored: Vec<(Action, f64)> = legal.iter().map(|&a| (a, value(a))).collect();
    let best = scored.iter().map(|s| s.1).fold(f64::MIN, f64::max);
    let top: Vec<Action> = scored.iter().filter(|s| s.1 == best).map(|s| s.0).collect();
    *top.choose(rng).expect("a legal action")
}

#[test]
fn one_action_lookahead_on_the_evaluation_beats_lookahead_without_it() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let (mut wins, games) = (0, 200);
    let mut legal = Vec::new();
    for seed in 0..games {
        let smart: Seat = (seed % 2) as Seat;
        let mut g = Tilt::new(&TiltOptions::default(), seed);
        while let ToMove::One(seat) = g.to_move() {
            g.legal_actions(seat, &mut legal);
            let a = greedy(&g, seat, &legal, seat == smart, &mut rng);
            g.play(seat, a);
        }
        if g.outcome().unwrap().winner() == Some(smart) {
            wins += 1;
        }
    }
    println!("greedy won {wins} of {games}");
    assert!(wins * 10 >= games * 7, "greedy won only {wins} of {games}");
}

#[test]
fn evaluations_stay_in_range_and_are_antisymmetric() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut legal = Vec::new();
    for seed in 0..100 {
        let mut g = Tilt::new(&TiltOptions::default(), seed);
        while let ToMove::One(seat) = g.to_move() {
            let (a, b) = (g.evaluate(0), g.evaluate(1));
            assert!((-1.0..=1.0).contains(&a));
            assert!((a + b).abs() < 1e-9);
            g.legal_actions(seat, &mut legal);
            g.play(seat, *legal.choose(&mut rng).unwrap());
        }
    }
}
