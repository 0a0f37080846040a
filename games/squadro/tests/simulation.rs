//! Thousands of random games checked against the Game contract and Squadro invariants.

use cubist_core::{testing, Game, GameRng};
use cubist_squadro::{cell, square, Action, Squadro, SquadroOptions, FINISHED};
use proptest::prelude::*;
use rand::SeedableRng;

fn invariants(g: &Squadro) {
    let p = g.progress();
    let mut squares = std::collections::HashSet::new();
    for (side, lanes) in p.iter().enumerate() {
        for (lane, &progress) in lanes.iter().enumerate() {
            assert!(progress <= FINISHED);
            let c = cell(progress);
            if (1..=5).contains(&c) && progress != FINISHED {
                assert!(
                    squares.insert(square(side, lane, c)),
                    "two pieces on one square: {}",
                    g.encode()
                );
            }
        }
    }
    if g.plies().is_multiple_of(5) {
        testing::check_refusals(g, &(0..7).map(Action).collect::<Vec<_>>());
    }
}

/// Games in the suite, and in the soak (`#[ignore]`d): `cargo test --release -p
/// cubist-squadro --test simulation -- --ignored` (docs/testing.md).
const GAMES: usize = 300;
const SOAK_GAMES: usize = 3000;

/// `games` seeded random games: contract checks (with a full decode) on every 7th
/// state, invariants on all; both seats win more than one game in ten, so the game
/// is not rigged.
fn keep_every_promise(games: usize) {
    let stats =
        testing::random_games::<Squadro>(&SquadroOptions::default(), games, 1, 1000, 7, invariants);
    assert_eq!(stats.games, games);
    assert!(
        stats.wins_by_seat.iter().all(|&w| w > games / 10),
        "{stats:?}"
    );
}

#[test]
fn random_games_keep_every_promise() {
    keep_every_promise(GAMES);
}

/// The same over ten times the games, from the same seeds.
#[test]
#[ignore = "the soak: cargo test --release -p cubist-squadro --test simulation -- --ignored"]
fn soak_random_games_keep_every_promise_over_ten_times_the_games() {
    keep_every_promise(SOAK_GAMES);
}

#[test]
fn replaying_seed_and_actions_gives_the_same_game() {
    let stats =
        testing::random_games::<Squadro>(&SquadroOptions::default(), 50, 99, 1000, 1, |_| {});
    assert_eq!(stats.games, 50);
    let a = Squadro::new(&SquadroOptions::default(), 5);
    let b = Squadro::new(&SquadroOptions::default(), 5);
    assert_eq!(a, b);
}

#[test]
fn determinizing_a_perfect_information_view_gives_the_state() {
    let g = Squadro::from_progress([[2, 0, 3, 0, 0], [7, 0, 0, 0, 12]], 1).unwrap();
    let view = g.view(cubist_core::Observer::Seat(0));
    assert_eq!(
        Squadro::determinize(&view, &mut GameRng::seed_from_u64(1)),
        g
    );
}

proptest! {
    #[test]
    fn decode_never_panics_on_garbage(text in "\\PC{0,200}") {
        let _ = Squadro::decode(&text);
    }

    #[test]
    fn decode_never_panics_on_near_misses(
        light in proptest::array::uniform5(0u8..16),
        dark in proptest::array::uniform5(0u8..16),
        hist in proptest::collection::vec(any::<u64>(), 0..4),
    ) {
        let list = |a: [u8; 5]| a.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(",");
        let h: Vec<String> = hist.iter().map(|k| format!("{k:x}")).collect();
        let text = format!(
            "squadro light={} dark={} mover=dark first=random repetition=3 cap=1000 history={}",
            list(light), list(dark), h.join(",")
        );
        if let Ok(g) = Squadro::decode(&text) {
            prop_assert_eq!(Squadro::decode(&g.encode()).unwrap(), g);
        }
    }

    #[test]
    fn parse_action_never_panics(text in "\\PC{0,20}") {
        let g = Squadro::new(&SquadroOptions::default(), 0);
        let _ = g.parse_action(0, &text);
    }
}

#[test]
fn corrupt_states_are_refused_with_a_reason() {
    let good = Squadro::new(&SquadroOptions::default(), 0).encode();
    for (bad, why) in [
        ("", "starts with"),
        ("chess light=0", "starts with"),
        (
            &good.replace("light=0,0,0,0,0", "light=0,0,0,0"),
            "five progress",
        ),
        (
            &good.replace("light=0,0,0,0,0", "light=0,0,0,0,13"),
            "five progress",
        ),
        (&good.replace("mover=", "mover=purple "), "not key=value"),
        (&good.replace("cap=1000", "cap=1"), "cap"),
        (&format!("{good} extra=1"), "unknown field"),
        (&good.replace(" history=", " "), "missing"),
    ] {
        let e = Squadro::decode(bad).unwrap_err();
        assert!(e.to_string().contains(why), "{bad:?}: {e}");
    }
    // A history whose step is not a legal move: lane 1 (speed 1) cannot reach cell 3.
    let start = Squadro::from_progress([[0; 5]; 2], 0).unwrap();
    let jumped_ahead = Squadro::from_progress([[3, 0, 0, 0, 0], [0; 5]], 1).unwrap();
    let forged = jumped_ahead
        .encode()
        .replace("history=", &format!("history={:x}", start.key()));
    let e = Squadro::decode(&forged).unwrap_err();
    assert!(e.to_string().contains("not a legal move"), "{e}");
    // The honest one-step history is accepted.
    let stepped = Squadro::from_progress([[1, 0, 0, 0, 0], [0; 5]], 1).unwrap();
    let honest = stepped
        .encode()
        .replace("history=", &format!("history={:x}", start.key()));
    assert_eq!(Squadro::decode(&honest).unwrap().plies(), 1);
}
