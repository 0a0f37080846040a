//! Helpers shared by the test files.
#![allow(dead_code)]

use cubist_core::{legal_actions_vec, Game, Seat};
use cubist_cube_conquest::{parse_cell, Action, Builder, ConquestOptions, CubeConquest};

pub fn opts() -> ConquestOptions {
    ConquestOptions::default()
}

/// A fixed 5×5 layout: the tile on file f, rank r (0-based) is ((f - r) mod 6) + 1.
///   rank 5: 3 4 5 6 1
///   rank 4: 4 5 6 1 2
///   rank 3: 5 6 1 2 3
///   rank 2: 6 1 2 3 4
///   rank 1: 1 2 3 4 5
pub fn grid() -> Vec<u8> {
    (0..5i32)
        .flat_map(|r| (0..5i32).map(move |f| ((f - r).rem_euclid(6) + 1) as u8))
        .collect()
}

/// A builder on the fixed layout, player 1 to act.
pub fn base() -> Builder {
    CubeConquest::builder(&opts(), 7).tiles(&grid())
}

pub fn cell(name: &str) -> u8 {
    parse_cell(5, name).expect("a cell")
}

pub fn act(g: &CubeConquest, seat: Seat, text: &str) -> Action {
    g.parse_action(seat, text)
        .unwrap_or_else(|e| panic!("cannot parse '{text}': {e}"))
}

/// Play a text action that must be legal.
pub fn play(g: &mut CubeConquest, seat: Seat, text: &str) {
    let a = act(g, seat, text);
    g.try_play(seat, a)
        .unwrap_or_else(|e| panic!("'{text}' by player {} refused: {e}", seat + 1));
}

/// The reason a text action is illegal (it must be).
pub fn illegal(g: &CubeConquest, seat: Seat, text: &str) -> String {
    let a = act(g, seat, text);
    assert!(
        !legal_actions_vec(g, seat).contains(&a),
        "'{text}' is among the legal actions"
    );
    let before = g.clone();
    let mut h = g.clone();
    let e = h
        .try_play(seat, a)
        .expect_err("must be illegal")
        .to_string();
    assert_eq!(h, before, "a refused action changed the game");
    e
}

/// Whether a text action is among the legal ones.
pub fn is_legal(g: &CubeConquest, seat: Seat, text: &str) -> bool {
    let a = act(g, seat, text);
    let legal = legal_actions_vec(g, seat).contains(&a);
    assert_eq!(
        legal,
        g.check(seat, a).is_ok(),
        "check and legal_actions disagree on '{text}'"
    );
    legal
}
