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

use cubist_core::{GameRng, ToMove};
use cubist_cube_conquest::{CountsExt, Phase};
use rand::{seq::IndexedRandom, Rng};

/// A random policy that prefers attacks and reinforcements, so that games end by
/// points and conquest as well as by the cap.
pub fn pick(legal: &[Action], rng: &mut GameRng) -> Action {
    let attacks: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Attack { .. }))
        .collect();
    if !attacks.is_empty() && rng.random_bool(0.7) {
        return *attacks.choose(rng).unwrap();
    }
    let reinforce: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Reinforce { .. }))
        .collect();
    if !reinforce.is_empty() && rng.random_bool(0.3) {
        return *reinforce.choose(rng).unwrap();
    }
    *legal
        .choose(rng)
        .expect("a seat that acts has a legal action")
}

/// Cards and cubes are neither created nor lost, and the state is self-consistent.
pub fn assert_conserved(g: &CubeConquest) {
    let o = g.options();
    let players = g.num_players();
    for s in 0..players {
        assert_eq!(
            g.cubes_on_board(s) as u32 + g.supply(s) as u32 + g.lost(s) as u32,
            o.cubes as u32,
            "cubes of player {}",
            s + 1
        );
        assert!(g.hand(s).total() <= 4);
    }
    for pile in 0..o.piles() {
        for v in 1..=6u8 {
            let mut n = g.pile(pile).deck.count(v) as u32 + g.pile(pile).discard.count(v) as u32;
            for s in (0..players).filter(|&s| g.pile_of(s) == pile) {
                n += g.hand(s).count(v) as u32;
                if let Some(a) = g.attack() {
                    if a.attacker as usize == s && a.attacker_card == v {
                        n += 1;
                    }
                    if a.defender as usize == s {
                        n += a.defender_cards.iter().filter(|&&c| c == v).count() as u32;
                    }
                }
            }
            assert_eq!(n, o.pile_copies() as u32, "cards {v} of pile {pile}");
        }
    }
    // Every cube stands on a face-up tile.
    for c in 0..g.cells() {
        if !g.unit(c).is_empty() {
            assert!(g.is_face_up(c));
        }
    }
}

/// The Game contract on whose turn it is.
pub fn assert_turn_contract(g: &CubeConquest) {
    let tm = g.to_move();
    assert_eq!(g.outcome().is_some(), tm == ToMove::Over);
    assert_eq!(matches!(g.phase(), Phase::Over(_)), tm == ToMove::Over);
    for s in 0..g.num_players() {
        let legal = legal_actions_vec(g, s);
        assert_eq!(
            !legal.is_empty(),
            tm.includes(s),
            "seat {s} legal {legal:?} vs {tm:?}"
        );
    }
}
