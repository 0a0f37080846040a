//! The end guarantee: a position repeated (same player to move) is a draw.

use cubist_core::{legal_actions_vec, Game, GameOptions, OptionPairs};
use cubist_squadro::{Squadro, SquadroOptions, Status, DARK};

/// A position with a six-action cycle: Dark and Light keep sending each other's pieces
/// back until the position recurs.
fn cycle_start(repetition: u32) -> Squadro {
    let opts = SquadroOptions::from_pairs(&OptionPairs::from([(
        "repetition".into(),
        repetition.to_string(),
    )]))
    .unwrap();
    Squadro::from_progress([[1, 0, 6, 3, 1], [3, 6, 0, 0, 0]], DARK)
        .unwrap()
        .with_options(opts)
}

const CYCLE: [&str; 6] = ["5", "3", "3", "3", "2", "4"];

fn play_cycle(g: &mut Squadro) {
    for m in CYCLE {
        assert_eq!(g.status(), Status::Playing);
        let seat = g.to_move().actor().unwrap();
        let a = g.parse_action(seat, m).unwrap();
        g.try_play(seat, a).unwrap();
    }
}

#[test]
fn the_cycle_returns_to_its_start() {
    let start = cycle_start(3);
    let mut g = start.clone();
    play_cycle(&mut g);
    assert_eq!(g.key(), start.key());
}

#[test]
fn the_third_occurrence_is_a_draw_and_not_the_second() {
    let mut g = cycle_start(3);
    play_cycle(&mut g);
    assert_eq!(g.status(), Status::Playing, "second occurrence: play on");
    play_cycle(&mut g);
    assert_eq!(g.status(), Status::Repetition);
    let o = g.outcome().unwrap();
    assert!(o.is_draw());
    assert!(o.reason.contains("repeated 3 times"), "{}", o.reason);
    // The decoded game agrees.
    assert_eq!(Squadro::decode(&g.encode()).unwrap(), g);
}

#[test]
fn the_repetition_option_sets_the_count() {
    let mut g = cycle_start(2);
    play_cycle(&mut g);
    assert_eq!(g.status(), Status::Repetition);
}

#[test]
fn a_position_is_a_draw_exactly_at_its_repetition_th_occurrence() {
    for repetition in 2..=5u32 {
        let start = cycle_start(repetition);
        let mut g = start.clone();
        // Every position of the cycle occurs once per lap, so the start (same player
        // to move) reaches its `repetition`-th occurrence at the end of lap
        // `repetition - 1`, and no position of the cycle before that.
        for lap in 1..repetition {
            for (i, m) in CYCLE.iter().enumerate() {
                assert_eq!(
                    g.status(),
                    Status::Playing,
                    "repetition={repetition}: lap {lap}, action {i}"
                );
                assert!(g.outcome().is_none());
                let seat = g.to_move().actor().unwrap();
                g.try_play(seat, g.parse_action(seat, m).unwrap()).unwrap();
            }
            assert_eq!(g.key(), start.key());
        }
        assert_eq!(g.status(), Status::Repetition, "repetition={repetition}");
        let o = g.outcome().unwrap();
        assert!(o.is_draw());
        assert!(
            o.reason.contains(&format!("repeated {repetition} times")),
            "{}",
            o.reason
        );
        assert!(legal_actions_vec(&g, DARK).is_empty(), "the game is over");
    }
}
