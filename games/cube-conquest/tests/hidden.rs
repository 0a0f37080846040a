//! Hidden information: views hold only what their observer may know, and
//! determinization samples exactly the rest.

mod common;

use common::*;
use cubist_core::{
    game_rng, legal_actions_vec, wire_view, Game, Observer, RenderStyle, Seat, Side, ALL_LANGS,
};
use cubist_cube_conquest::{ConquestView, CountsExt, CubeConquest, PhaseView};
use std::collections::BTreeSet;

fn observers(g: &CubeConquest) -> Vec<Observer> {
    let mut v: Vec<Observer> = (0..g.num_players()).map(Observer::Seat).collect();
    v.push(Observer::Spectator);
    v
}

/// Everything an observer gets out of the engine: the view, its JSON, its drawing, the
/// wire view clients receive, and its picture in every language.
type Outputs = (ConquestView, String, String, String, String, Vec<String>);

fn outputs(g: &CubeConquest, o: Observer) -> Outputs {
    let v = g.view(o);
    let json = serde_json::to_string(&v).unwrap();
    let said = ALL_LANGS
        .iter()
        .map(|&lang| CubeConquest::picture(&v, Side::of(o), lang).combined())
        .collect();
    (
        v.clone(),
        json,
        CubeConquest::render(&v, RenderStyle::PLAIN),
        CubeConquest::render(&v, RenderStyle::COLOR),
        serde_json::to_string(&wire_view(g, o)).unwrap(),
        said,
    )
}

fn assert_same_for(a: &CubeConquest, b: &CubeConquest, o: Observer) {
    assert_eq!(
        outputs(a, o),
        outputs(b, o),
        "{o:?} can tell the states apart"
    );
}

fn assert_differs_for(a: &CubeConquest, b: &CubeConquest, o: Observer) {
    assert_ne!(
        outputs(a, o).0,
        outputs(b, o).0,
        "{o:?} should see the difference"
    );
    assert_ne!(outputs(a, o).1, outputs(b, o).1);
    assert_ne!(outputs(a, o).4, outputs(b, o).4);
}

fn position(seed: u64, tiles: &[u8], hand1: &[u8]) -> CubeConquest {
    CubeConquest::builder(&opts(), seed)
        .tiles(tiles)
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, hand1)
        .discard(0, &[6])
        .build()
        .unwrap()
}

#[test]
fn other_hands_face_down_tiles_and_the_rng_are_invisible() {
    let a = position(7, &grid(), &[1, 2, 3, 4]);
    // Player 2's hand differs; two face-down tiles (c4: 6, a5: 3) are swapped; the RNG
    // differs.
    let mut tiles = grid();
    tiles.swap(17, 20);
    assert_ne!(tiles, grid());
    let b = position(8, &tiles, &[6, 6, 5, 5]);
    assert_ne!(a, b);
    assert_same_for(&a, &b, Observer::Seat(0));
    assert_same_for(&a, &b, Observer::Spectator);
    assert_differs_for(&a, &b, Observer::Seat(1));
    // The decks hold different cards too (the complement of the hands): also unseen.
    assert_ne!(a.pile(1).deck, b.pile(1).deck);
}

#[test]
fn a_seat_sees_its_own_hand_change() {
    let a = position(7, &grid(), &[1, 2, 3, 4]);
    let b = CubeConquest::builder(&opts(), 7)
        .tiles(&grid())
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 5])
        .hand(1, &[1, 2, 3, 4])
        .discard(0, &[6])
        .build()
        .unwrap();
    assert_differs_for(&a, &b, Observer::Seat(0));
    assert_same_for(&a, &b, Observer::Seat(1));
    assert_same_for(&a, &b, Observer::Spectator);
    let text = CubeConquest::render(&a.view(Observer::Seat(0)), RenderStyle::PLAIN);
    assert!(
        text.contains("Your hand: 1 drop, 2 hammers, 3 circles, 4 bricks"),
        "{text}"
    );
}

#[test]
fn a_committed_card_stays_secret_until_the_reveal() {
    let commit = |card: u8| {
        let mut g = position(7, &grid(), &[1, 2, 3, 4]);
        play(&mut g, 0, "attack b2 b3");
        play(&mut g, 0, &format!("play {card}"));
        g
    };
    let (a, b) = (commit(4), commit(3));
    assert_same_for(&a, &b, Observer::Seat(1));
    assert_same_for(&a, &b, Observer::Spectator);
    assert_differs_for(&a, &b, Observer::Seat(0));
    let PhaseView::Attack(att) = a.view(Observer::Seat(1)).phase else {
        panic!("attack pending")
    };
    assert!(att.attacker_committed && !att.defender_committed);
    assert!(att.own_cards.is_empty());
    let PhaseView::Attack(att) = a.view(Observer::Seat(0)).phase else {
        panic!("attack pending")
    };
    assert_eq!(att.own_cards, [4]);
}

#[test]
fn cards_taken_back_are_known_to_all() {
    let mut g = position(7, &grid(), &[1, 2, 3, 4]);
    play(&mut g, 0, "prep 1 2 take 6");
    let v = g.view(Observer::Seat(1));
    assert!(v.players[0].known.has(6));
    assert!(v.players[0].hand.is_none());
    let text = CubeConquest::render(&v, RenderStyle::PLAIN);
    assert!(text.contains("known to hold 6"), "{text}");
}

/// Random positions from seeded games (aggressive random play), every few steps.
fn sample_positions(games: u64, every: usize) -> Vec<CubeConquest> {
    let mut out = Vec::new();
    for seed in 0..games {
        let o = if seed % 3 == 2 {
            cubist_cube_conquest::ConquestOptions {
                players: 3,
                ..opts()
            }
        } else {
            opts()
        };
        let mut g = CubeConquest::new(&o, seed);
        let mut rng = game_rng(seed, 42);
        let mut buf = Vec::new();
        let mut step = 0;
        while let Some(seat) = g.to_move().actor() {
            g.legal_actions(seat, &mut buf);
            let a = pick(&buf, &mut rng);
            g.play(seat, a);
            step += 1;
            if step % every == 0 {
                out.push(g.clone());
            }
        }
        out.push(g);
    }
    out
}

#[test]
fn determinized_states_show_the_same_view_and_allow_the_same_actions() {
    let mut rng = game_rng(1, 1);
    for g in sample_positions(40, 5) {
        for o in observers(&g) {
            let v = g.view(o);
            let d = CubeConquest::determinize(&v, &mut rng);
            assert_eq!(d.view(o), v, "the sample must look the same to {o:?}");
            assert_conserved(&d);
            // A full, valid state: it round-trips through the validated encoding.
            assert_eq!(CubeConquest::decode(&d.encode()).as_ref(), Ok(&d));
            if let Observer::Seat(s) = o {
                assert_eq!(legal_actions_vec(&d, s), legal_actions_vec(&g, s));
            }
            assert_eq!(d.to_move(), g.to_move());
        }
    }
}

#[test]
fn determinization_varies_the_hidden_facts_and_never_copies_the_rng() {
    let mut rng = game_rng(2, 2);
    let mut varied_hands = 0;
    let mut varied_tiles = 0;
    let rng_of = |g: &CubeConquest| -> serde_json::Value {
        serde_json::from_str::<serde_json::Value>(&g.encode()).unwrap()["rng"].clone()
    };
    let positions = sample_positions(12, 9);
    for g in &positions {
        let seat: Seat = 0;
        let v = g.view(Observer::Seat(seat));
        let mut hands = BTreeSet::new();
        let mut tiles = BTreeSet::new();
        for _ in 0..12 {
            let d = CubeConquest::determinize(&v, &mut rng);
            assert_ne!(rng_of(&d), rng_of(g), "the true RNG must never be used");
            hands.insert(d.hand(1));
            tiles.insert((0..d.cells()).map(|c| d.tile(c)).collect::<Vec<_>>());
            assert_eq!(d.hand(seat), g.hand(seat));
        }
        varied_hands += (hands.len() > 1) as usize;
        varied_tiles += (tiles.len() > 1) as usize;
    }
    assert!(
        varied_hands > positions.len() / 2,
        "{varied_hands}/{}",
        positions.len()
    );
    assert!(
        varied_tiles > positions.len() / 2,
        "{varied_tiles}/{}",
        positions.len()
    );
}

#[test]
fn determinized_tiles_come_from_the_unseen_tiles() {
    let mut rng = game_rng(3, 3);
    for g in sample_positions(10, 11) {
        let v = g.view(Observer::Seat(1));
        let d = CubeConquest::determinize(&v, &mut rng);
        let mut per = [0u8; 6];
        for c in 0..d.cells() {
            per[d.tile(c) as usize - 1] += 1;
            if g.is_face_up(c) {
                assert_eq!(d.tile(c), g.tile(c));
            }
        }
        assert!(per.iter().all(|&k| k <= 6));
    }
}

#[test]
fn states_that_differ_only_in_hidden_facts_look_alike() {
    // A true state and a determinization of seat 0's view differ in hidden facts only:
    // every output for seat 0 and for spectators is identical.
    let mut rng = game_rng(4, 4);
    for g in sample_positions(10, 13) {
        let d = CubeConquest::determinize(&g.view(Observer::Seat(0)), &mut rng);
        assert_same_for(&g, &d, Observer::Seat(0));
        let s = CubeConquest::determinize(&g.view(Observer::Spectator), &mut rng);
        assert_same_for(&g, &s, Observer::Spectator);
    }
}

#[test]
fn play_from_a_determinized_state_always_leaves_every_waiting_seat_a_move() {
    // A search plays on from sampled states; every seat the game waits for there must
    // have a legal action, as in real games.
    let mut rng = game_rng(7, 7);
    let mut buf = Vec::new();
    for g in sample_positions(60, 3) {
        for o in observers(&g) {
            for _ in 0..3 {
                let mut d = CubeConquest::determinize(&g.view(o), &mut rng);
                for _ in 0..40 {
                    let seats: Vec<Seat> = match d.to_move() {
                        cubist_core::ToMove::Over => break,
                        cubist_core::ToMove::One(s) => vec![s],
                        cubist_core::ToMove::Simultaneous(set) => set.iter().collect(),
                    };
                    for &s in &seats {
                        d.legal_actions(s, &mut buf);
                        assert!(
                            !buf.is_empty(),
                            "seat {s} must act but has no legal action in {}",
                            d.encode()
                        );
                    }
                    let s = seats[0];
                    d.legal_actions(s, &mut buf);
                    let a = pick(&buf, &mut rng);
                    d.play(s, a);
                }
            }
        }
    }
}
