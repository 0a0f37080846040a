//! The wire view keeps every secret its view keeps: another seat's hand, a face-down
//! tile's symbol, a card committed in secret.

mod common;

use common::*;
use cubist_core::{game_rng, wire_view, Game, Observer, WireEnvelope};
use cubist_cube_conquest::{ConquestOptions, ConquestWire, CountsExt, CubeConquest};
use serde_json::{json, Value};

fn observers(g: &CubeConquest) -> Vec<Observer> {
    let mut v: Vec<Observer> = (0..g.num_players()).map(Observer::Seat).collect();
    v.push(Observer::Spectator);
    v
}

/// Checks the JSON an observer receives against the true state's secrets.
fn assert_keeps_secrets(g: &CubeConquest, o: Observer) {
    let envelope = wire_view(g, o);
    let text = serde_json::to_string(&envelope).unwrap();
    let back: WireEnvelope<ConquestWire> = serde_json::from_str(&text).unwrap();
    assert_eq!(back, envelope, "round trip: {text}");
    let json: Value = serde_json::from_str(&text).unwrap();
    let view = &json["view"];
    let me = o.seat();

    // Tiles: a symbol exactly when face up.
    for c in 0..g.cells() {
        let symbol = &view["cells"][c as usize]["symbol"];
        if g.is_face_up(c) {
            assert_eq!(symbol, &json!(g.tile(c)), "face-up tile {c}: {text}");
        } else {
            assert!(
                symbol.is_null(),
                "face-down tile {c} shown to {o:?}: {text}"
            );
        }
    }
    // Hands: only the observer's own.
    for s in 0..g.num_players() {
        let hand = &view["seats"][s]["hand"];
        if me == Some(s) {
            assert_eq!(hand, &json!(g.hand(s).cards()), "own hand: {text}");
        } else {
            assert!(hand.is_null(), "hand of seat {s} shown to {o:?}: {text}");
        }
        assert_eq!(view["seats"][s]["hand_size"], json!(g.hand(s).total()));
    }
    // Secret cards of a pending attack: "committed" to everybody but their owner.
    if let Some(a) = g.attack().filter(|a| !a.revealed) {
        let phase = &view["phase"];
        let sides = [
            (
                "attacker_cards",
                a.attacker as usize,
                a.attacker_card != 0,
                vec![a.attacker_card],
            ),
            (
                "defender_cards",
                a.defender as usize,
                a.defender_done,
                a.defender_cards
                    .iter()
                    .copied()
                    .filter(|&c| c != 0)
                    .collect(),
            ),
        ];
        for (key, seat, committed, cards) in sides {
            let side = &phase[key];
            if !committed {
                assert_eq!(side, &json!({"state": "waiting"}), "{text}");
            } else if me == Some(seat) {
                assert_eq!(side, &json!({"state": "committed", "cards": cards}));
            } else {
                assert_eq!(
                    side,
                    &json!({"state": "committed", "cards": null}),
                    "{key} shown to {o:?}: {text}"
                );
            }
        }
    }
    // Nothing of the machinery: no RNG, no decks' contents.
    for word in ["rng", "\"deck\"", "\"hands\""] {
        assert!(!text.contains(word), "{word} on the wire: {text}");
    }
}

fn random_play(options: &ConquestOptions, games: u64, mut each: impl FnMut(&CubeConquest)) {
    for seed in 0..games {
        let mut g = CubeConquest::new(options, seed);
        let mut rng = game_rng(seed, 9);
        let mut buf = Vec::new();
        each(&g);
        while let Some(seat) = g.to_move().actor() {
            g.legal_actions(seat, &mut buf);
            let a = pick(&buf, &mut rng);
            g.play(seat, a);
            each(&g);
        }
    }
}

#[test]
fn a_seats_wire_view_shows_no_other_hand_no_face_down_tile_and_no_secret_card() {
    let three = ConquestOptions {
        players: 3,
        ..opts()
    };
    let four = ConquestOptions {
        players: 4,
        size: 6,
        ..opts()
    };
    let mut committed_seen = 0;
    for options in [opts(), three, four] {
        random_play(&options, 8, |g| {
            if g.attack()
                .is_some_and(|a| a.attacker_card != 0 && !a.revealed)
            {
                committed_seen += 1;
            }
            for o in observers(g) {
                assert_keeps_secrets(g, o);
            }
        });
    }
    assert!(
        committed_seen > 0,
        "the games went through secret commitments"
    );
}

#[test]
fn the_wire_view_is_the_same_for_every_state_the_observer_cannot_tell_apart() {
    let mut rng = game_rng(3, 3);
    let mut step = 0;
    random_play(&opts(), 6, |g| {
        step += 1;
        if step % 3 != 0 {
            return;
        }
        for o in observers(g) {
            let d = CubeConquest::determinize(&g.view(o), &mut rng);
            assert_eq!(wire_view(&d, o), wire_view(g, o), "{o:?}");
        }
    });
}
