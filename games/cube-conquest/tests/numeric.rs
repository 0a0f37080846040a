//! The action numbering and observation tensor keep the `NumericGame` contract on
//! random games, and a seat's tensor never shows another seat's hand.

mod common;

use common::*;
use cubist_core::{game_rng, observation, testing, Game, NumericGame, Observer};
use cubist_cube_conquest::{ConquestOptions, CubeConquest, Decks};

#[test]
fn random_games_keep_the_numeric_contract() {
    for (size, players, decks) in [(5, 2, Decks::Auto), (3, 2, Decks::Own), (6, 4, Decks::Auto)] {
        let options = ConquestOptions {
            size,
            players,
            decks,
            cap: 200,
            ..ConquestOptions::default()
        };
        testing::random_games::<CubeConquest>(&options, 6, size as u64, 1000, 3, |g| {
            testing::check_numeric(g)
        });
    }
}

#[test]
fn a_seats_tensor_never_shows_another_hand() {
    // Same position, seat 1 holds different cards: seat 0 sees the same tensor, seat 1
    // does not (its own hand is in its tensor).
    let build = |hand1: &[u8]| {
        base()
            .cube("b2", 0, 1)
            .cube("b3", 1, 1)
            .hand(0, &[1, 2, 3, 4])
            .hand(1, hand1)
            .discard(0, &[6])
            .build()
            .unwrap()
    };
    let a = build(&[1, 1, 5, 6]);
    let b = build(&[2, 3, 3, 4]);
    assert_eq!(a.view(Observer::Seat(0)), b.view(Observer::Seat(0)));
    assert_eq!(observation(&a, 0), observation(&b, 0));
    assert_ne!(observation(&a, 1), observation(&b, 1));
}

#[test]
fn determinized_states_give_the_same_tensor_with_other_hands() {
    // Sample the hidden parts seat 0 cannot see in many ways: the tensor stays.
    let options = ConquestOptions::default();
    let mut g = CubeConquest::new(&options, 11);
    let mut rng = game_rng(11, 1);
    let mut buf = Vec::new();
    for _ in 0..30 {
        let seat = g.to_move().actor().unwrap();
        g.legal_actions(seat, &mut buf);
        g.play(seat, buf[0]);
    }
    let view = g.view(Observer::Seat(0));
    let mine = observation(&g, 0);
    let mut other_hands = std::collections::BTreeSet::new();
    for _ in 0..40 {
        let d = CubeConquest::determinize(&view, &mut rng);
        other_hands.insert(d.hand(1));
        assert_eq!(observation(&d, 0), mine);
    }
    assert!(other_hands.len() > 1, "the samples differ in seat 1's hand");
}

#[test]
fn every_id_below_the_count_is_an_action_or_none() {
    let options = ConquestOptions::default();
    let g = CubeConquest::new(&options, 3);
    let n = CubeConquest::num_distinct_actions(&options);
    let mut named = 0;
    for id in 0..n {
        if let Some(a) = g.action_from_id(0, id) {
            assert_eq!(g.action_id(0, a), id);
            named += 1;
        }
    }
    assert!(named > n / 2);
    assert_eq!(g.action_from_id(0, n), None);
}
