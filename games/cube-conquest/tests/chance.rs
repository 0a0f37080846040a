//! Explicit chance (`Game::start_chance`, `new_with_chance`, `play_chance`,
//! `play_with_chance`): exact distributions, checked outcomes, and outcomes that reach
//! a seat only as its view allows.

mod common;

use common::{assert_conserved, pick};
use cubist_core::{game_rng, legal_actions_vec, Game, GameOptions, GameRng, Observer, OptionPairs};
use cubist_cube_conquest::{ConquestOptions, CountsExt, CubeConquest};
use rand::Rng;

fn options(size: u8, first: &str) -> ConquestOptions {
    let mut pairs = OptionPairs::new();
    pairs.insert("size".into(), size.to_string());
    pairs.insert("first".into(), first.into());
    pairs.insert("cap".into(), "120".into());
    ConquestOptions::from_pairs(&pairs).unwrap()
}

fn sample(outcomes: &[(usize, f64)], rng: &mut GameRng) -> usize {
    let total: f64 = outcomes.iter().map(|&(_, p)| p).sum();
    assert!((total - 1.0).abs() < 1e-9, "probabilities sum to {total}");
    let mut u = rng.random_range(0.0..1.0);
    for &(o, p) in outcomes {
        if u < p {
            return o;
        }
        u -= p;
    }
    outcomes.last().unwrap().0
}

/// A start drawn event by event.
fn deal(options: &ConquestOptions, rng: &mut GameRng) -> (Vec<usize>, CubeConquest) {
    let mut so_far = Vec::new();
    while let Some(event) = CubeConquest::start_chance(options, &so_far) {
        so_far.push(sample(&event, rng));
    }
    let g = CubeConquest::new_with_chance(options, &so_far).unwrap();
    (so_far, g)
}

#[test]
fn the_deal_is_the_tiles_then_the_first_player() {
    let opts = options(4, "random");
    // The first tile: each symbol equally likely (six tiles of each among 36).
    let first = CubeConquest::start_chance(&opts, &[]).unwrap();
    assert_eq!(first.len(), 6);
    assert!(first.iter().all(|&(_, p)| (p - 1.0 / 6.0).abs() < 1e-12));
    // Once a symbol's six tiles are out, it is no longer an outcome.
    let five = CubeConquest::start_chance(&opts, &[2; 5]).unwrap();
    assert_eq!(five.iter().find(|&&(o, _)| o == 2).unwrap().1, 1.0 / 31.0);
    assert!(!CubeConquest::start_chance(&opts, &[2; 6])
        .unwrap()
        .iter()
        .any(|&(o, _)| o == 2));
    // After the 16 tiles, the first player; then nothing.
    let tiles: Vec<usize> = (0..16).map(|i| i % 6).collect();
    assert_eq!(
        CubeConquest::start_chance(&opts, &tiles).unwrap(),
        vec![(0, 0.5), (1, 0.5)]
    );
    let mut all = tiles.clone();
    all.push(1);
    assert_eq!(CubeConquest::start_chance(&opts, &all), None);
    let g = CubeConquest::new_with_chance(&opts, &all).unwrap();
    assert_eq!(g.start_player(), 1);
    assert!((0..16u8).all(|c| g.tile(c) as usize == tiles[c as usize] + 1 && !g.is_face_up(c)));
    // A fixed first player is no event.
    assert_eq!(CubeConquest::start_chance(&options(4, "2"), &tiles), None);
    assert_eq!(
        CubeConquest::new_with_chance(&options(4, "2"), &tiles)
            .unwrap()
            .start_player(),
        1
    );
}

#[test]
fn a_start_that_is_not_a_deal_is_refused() {
    let opts = options(4, "random");
    let tiles: Vec<usize> = (0..16).map(|i| i % 6).collect();
    assert!(
        CubeConquest::new_with_chance(&opts, &tiles).is_err(),
        "first player missing"
    );
    assert!(
        CubeConquest::new_with_chance(&opts, &[0; 17]).is_err(),
        "seven tiles of one symbol"
    );
    let mut bad = tiles.clone();
    bad.push(2);
    assert!(
        CubeConquest::new_with_chance(&opts, &bad).is_err(),
        "no third seat"
    );
    bad[16] = 0;
    bad.push(0);
    assert!(
        CubeConquest::new_with_chance(&opts, &bad).is_err(),
        "an outcome too many"
    );
    bad[0] = 9;
    assert!(
        CubeConquest::new_with_chance(&opts, &bad[..17]).is_err(),
        "no symbol 10"
    );
}

/// Random games played with explicit draws: each listed event's probabilities are
/// the deck's, the cards drawn are the outcomes, and the game stays consistent.
#[test]
fn plays_draw_the_outcomes_given() {
    let mut rng = game_rng(21, 1);
    let mut draws = 0;
    for _ in 0..12 {
        let (_, mut g) = deal(&options(4, "random"), &mut rng);
        for _ in 0..120 {
            let Some(seat) = g.to_move().actor() else {
                break;
            };
            let action = pick(&legal_actions_vec(&g, seat), &mut rng);
            let mut outcomes = Vec::new();
            while let Some(event) = g.play_chance(seat, action, &outcomes) {
                outcomes.push(sample(&event, &mut rng));
            }
            let before = g.clone();
            g.play_with_chance(seat, action, &outcomes).unwrap();
            assert_conserved(&g);
            if !outcomes.is_empty() {
                draws += outcomes.len();
                // The seat whose turn begins drew them: its hand holds them, and it is
                // full unless its cards ran out.
                let drawer = g.current();
                let mut drawn = [0u8; 6];
                for &o in &outcomes {
                    drawn[o] += 1;
                }
                assert!(g.hand(drawer).contains_all(&drawn));
                let pile = g.pile(g.pile_of(drawer));
                let out = pile.deck.total() + pile.discard.total() == 0;
                assert!(g.hand(drawer).total() == 4 || out);
                assert!(before.hand(drawer).total() < 4);
            }
        }
    }
    assert!(draws > 100, "only {draws} cards drawn");
}

#[test]
fn wrong_outcomes_are_refused_and_change_nothing() {
    let mut rng = game_rng(5, 1);
    let (_, mut g) = deal(&options(4, "1"), &mut rng);
    // Play until an action draws cards.
    loop {
        let seat = g.to_move().actor().unwrap();
        let action = pick(&legal_actions_vec(&g, seat), &mut rng);
        let Some(event) = g.play_chance(seat, action, &[]) else {
            g.play_with_chance(seat, action, &[]).unwrap();
            continue;
        };
        let before = g.clone();
        let o = event[0].0;
        assert!(
            g.play_with_chance(seat, action, &[]).is_err(),
            "draws missing"
        );
        assert!(
            g.play_with_chance(seat, action, &[o; 9]).is_err(),
            "too many draws"
        );
        assert!(g.play_with_chance(seat, action, &[7]).is_err(), "no card 8");
        assert_eq!(g, before);
        return;
    }
}

/// Two draws that differ change the drawer's view and no one else's, and the other
/// seats' information steps are equal.
#[test]
fn a_seat_sees_only_its_own_draws() {
    let mut rng = game_rng(8, 1);
    let mut compared = 0;
    for _ in 0..20 {
        let (_, mut g) = deal(&options(4, "random"), &mut rng);
        for _ in 0..60 {
            let Some(seat) = g.to_move().actor() else {
                break;
            };
            let action = pick(&legal_actions_vec(&g, seat), &mut rng);
            if let Some(event) = g.play_chance(seat, action, &[]) {
                if event.len() > 1 {
                    let mut a = g.clone();
                    let mut b = g.clone();
                    a.play_with_chance(seat, action, &finish(&g, seat, action, event[0].0))
                        .unwrap();
                    b.play_with_chance(seat, action, &finish(&g, seat, action, event[1].0))
                        .unwrap();
                    // The drawer tells them apart by its hand (not by the order drawn).
                    let drawer = a.current();
                    let differ = a.hand(drawer) != b.hand(drawer);
                    for o in 0..g.num_players() {
                        let same_view = a.view(Observer::Seat(o)) == b.view(Observer::Seat(o));
                        let same_info = a.information_step(&g, seat, action, o)
                            == b.information_step(&g, seat, action, o);
                        let seen = o == drawer && differ;
                        assert_eq!(same_view, !seen, "view of {o}, drawer {drawer}");
                        assert_eq!(same_info, !seen, "information of {o}");
                    }
                    assert_eq!(a.view(Observer::Spectator), b.view(Observer::Spectator));
                    compared += differ as usize;
                }
            }
            let mut outcomes = Vec::new();
            while let Some(event) = g.play_chance(seat, action, &outcomes) {
                outcomes.push(sample(&event, &mut rng));
            }
            g.play_with_chance(seat, action, &outcomes).unwrap();
        }
    }
    assert!(compared > 20, "only {compared} draws compared");
}

/// The draws of a play whose first card is `first`, the rest the first possible.
fn finish(
    g: &CubeConquest,
    seat: cubist_core::Seat,
    action: cubist_cube_conquest::Action,
    first: usize,
) -> Vec<usize> {
    let mut outcomes = vec![first];
    while let Some(event) = g.play_chance(seat, action, &outcomes) {
        outcomes.push(event[0].0);
    }
    outcomes
}
