//! Zhen's evaluation, which guides the generic searches: in range, zero-sum, and
//! exact once the game is over.

use cubist_core::Game;
use cubist_zhen::{Zhen, ZhenOptions};

#[test]
fn evaluation_is_in_range_and_exact_at_the_end() {
    let mut g = Zhen::new(&ZhenOptions::sized(5, 3), 4);
    let mut buf = Vec::new();
    while let cubist_core::ToMove::One(s) = g.to_move() {
        for seat in 0..2 {
            let e = g.evaluate(seat);
            assert!((-1.0..=1.0).contains(&e));
            assert!((e + g.evaluate(1 - seat)).abs() < 1e-9);
        }
        g.legal_actions(s, &mut buf);
        g.play(s, buf[0]);
    }
    let o = g.outcome().unwrap();
    let want = match o.winner() {
        Some(0) => 1.0,
        Some(_) => -1.0,
        None => 0.0,
    };
    assert_eq!(g.evaluate(0), want);
}
