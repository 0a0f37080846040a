//! The exact start solver (`cubist_ai::exact`) on small games: every first action's
//! value agrees with a plain minimax of the real rules (Zhen) and with the memoised
//! solver searching in the game's own action order (Zhen and Tilt); more threads,
//! ordering and a memo that grows change no value; a budget too small is refused.

use cubist_ai::exact::{solve_start, ExactSettings};
use cubist_ai::solver::{Solver, Value};
use cubist_ai::{Agent, AgentError, RandomAgent};
use cubist_core::{legal_actions_vec, FirstPlayer, Game, ToMove};
use cubist_tilt::{Tilt, TiltOptions};
use cubist_zhen::{Zhen, ZhenOptions, RED};

fn zhen(tiles: u8, cubes: u8, first: usize) -> ZhenOptions {
    ZhenOptions {
        first: FirstPlayer::Seat(first),
        ..ZhenOptions::sized(tiles, cubes)
    }
}

fn settings(threads: usize, max_memory: u64, ordered: bool) -> ExactSettings {
    ExactSettings {
        threads,
        max_memory,
        ordered,
        ..ExactSettings::default()
    }
}

/// Value for `seat` by exhaustive minimax over the game exactly as played (history,
/// no-undo and repetition from the game itself).
fn minimax<G: Game>(g: &G, seat: usize, nodes: &mut u64) -> Value {
    *nodes += 1;
    assert!(*nodes < 20_000_000, "too large for a plain minimax");
    if let Some(o) = g.outcome() {
        return match (o.winners.contains(seat), o.winners.contains(1 - seat)) {
            (true, false) => Value::Win,
            (false, true) => Value::Loss,
            _ => Value::Draw,
        };
    }
    let ToMove::One(mover) = g.to_move() else {
        unreachable!()
    };
    let mut best: Option<Value> = None;
    for a in legal_actions_vec(g, mover) {
        let mut child = g.clone();
        child.play(mover, a);
        let v = minimax(&child, seat, nodes);
        best = Some(match best {
            None => v,
            Some(b) if mover == seat => b.max(v),
            Some(b) => b.min(v),
        });
        let decided = if mover == seat {
            Value::Win
        } else {
            Value::Loss
        };
        if best == Some(decided) {
            break;
        }
    }
    best.expect("a legal action")
}

#[test]
fn every_first_action_agrees_with_a_plain_minimax() {
    let mut actions = 0;
    for (tiles, cubes) in [(2, 2), (3, 2), (3, 3), (4, 2), (5, 2), (4, 3)] {
        for first in [0, 1] {
            let options = zhen(tiles, cubes, first);
            let report =
                solve_start::<Zhen>(&options, &settings(1, 1 << 24, true), |_| {}).unwrap();
            assert_eq!(report.first, first);
            let start = Zhen::new(&options, 0);
            let legal = legal_actions_vec(&start, first);
            assert_eq!(report.moves.len(), legal.len());
            for (m, a) in report.moves.iter().zip(legal) {
                assert_eq!(m.action, start.format_action(first, a));
                let mut child = start.clone();
                child.play(first, a);
                let mut nodes = 0;
                assert_eq!(
                    m.value,
                    Some(minimax(&child, first, &mut nodes)),
                    "tiles={tiles} cubes={cubes} first={first} {}",
                    m.action
                );
                actions += 1;
            }
            let best = report.moves.iter().map(|m| m.value.unwrap()).max();
            assert_eq!(report.value, best);
            let mut nodes = 0;
            assert_eq!(report.value, Some(minimax(&start, first, &mut nodes)));
        }
    }
    assert!(actions > 30, "{actions}");
}

#[test]
fn threads_ordering_and_growth_change_no_value() {
    // 6 tiles × 4 cubes needs about 58,000 states: 2 MiB start with a memo of
    // 32,768 slots, which must grow once.
    let options = zhen(6, 4, RED);
    let plain = solve_start::<Zhen>(&options, &settings(1, 64 << 20, false), |_| {}).unwrap();
    assert_eq!(plain.grown, 0);
    let mut calls = 0;
    let grown = solve_start::<Zhen>(&options, &settings(2, 2 << 20, true), |p| {
        calls += 1;
        assert!(p.moves_done <= p.moves);
    })
    .unwrap();
    assert!(grown.grown >= 1, "grew {} times", grown.grown);
    assert!(calls > 0);
    assert_eq!(plain.moves, grown.moves);
    assert_eq!(plain.value, grown.value);
    assert_eq!(
        plain.value,
        Some(Value::Loss),
        "docs/zhen.md: 6 × 4 is lost for the first player"
    );
    // The start's value from the plain solver, which searches the start itself.
    let s = Solver::<Zhen>::new(1_000_000)
        .solve(&Zhen::new(&options, 0))
        .unwrap();
    assert_eq!(Some(s.value_for(RED)), plain.value);
}

#[test]
fn a_budget_too_small_is_refused_with_how_far_it_got() {
    let options = zhen(6, 4, RED);
    let err = solve_start::<Zhen>(&options, &settings(2, 256 << 10, true), |_| {}).unwrap_err();
    let AgentError::Unsuitable { why, .. } = &err else {
        panic!("{err:?}")
    };
    assert!(why.contains("memo is full"), "{why}");
    assert!(why.contains("first actions solved"), "{why}");
    let err = solve_start::<Zhen>(&options, &settings(1, 100, true), |_| {}).unwrap_err();
    assert!(err.to_string().contains("too small"), "{err}");
}

#[test]
fn ordered_search_agrees_on_tilt_positions_from_random_play() {
    // Tilt's smallest board is far too large to solve in a test, but positions late in
    // random games often are; compare the two search orders where both finish.
    let mut random = RandomAgent::new(5);
    let mut compared = 0;
    let mut values = [0; 3];
    for seed in 0..30 {
        let options = TiltOptions {
            size: 4,
            ..TiltOptions::default()
        };
        let mut g = Tilt::new(&options, seed);
        let mut positions = Vec::new();
        while let ToMove::One(seat) = g.to_move() {
            positions.push(g.clone());
            let a = Agent::<Tilt>::choose(&mut random, &g, seat);
            g.play(seat, a);
        }
        for p in positions.iter().rev().take(6) {
            let plain = Solver::<Tilt>::new(20_000).solve(p);
            let ordered = Solver::<Tilt>::new(20_000).ordered(true).solve(p);
            if let (Ok(a), Ok(b)) = (plain, ordered) {
                assert_eq!(a.value, b.value, "{}", p.encode());
                values[a.value as usize] += 1;
                compared += 1;
            }
        }
    }
    assert!(compared > 60, "{compared} positions compared");
    assert!(values.iter().filter(|&&n| n > 0).count() >= 2, "{values:?}");
}

#[test]
fn proofs_agree_with_the_search_and_leave_draws_unknown() {
    let mut proved = 0;
    let mut unknown = 0;
    for (tiles, cubes) in [(3, 2), (4, 2), (4, 3), (5, 2), (5, 3), (4, 4)] {
        let options = zhen(tiles, cubes, RED);
        let searched = solve_start::<Zhen>(&options, &settings(1, 1 << 24, true), |_| {}).unwrap();
        let proofs_only = ExactSettings {
            prove_plies: 30,
            search: false,
            ..settings(2, 1 << 24, true)
        };
        let proofs = solve_start::<Zhen>(&options, &proofs_only, |_| {}).unwrap();
        for (p, s) in proofs.moves.iter().zip(&searched.moves) {
            assert_eq!(p.action, s.action);
            match p.value {
                Some(v) => {
                    assert_eq!(Some(v), s.value, "tiles={tiles} cubes={cubes} {}", p.action);
                    assert!(p.plies.is_some());
                    proved += 1;
                }
                None => {
                    // Within 30 actions every win of these small games is found, so
                    // what is left is drawn.
                    assert_eq!(
                        s.value,
                        Some(Value::Draw),
                        "tiles={tiles} cubes={cubes} {}",
                        p.action
                    );
                    unknown += 1;
                }
            }
        }
        if proofs.value.is_some() {
            assert_eq!(proofs.value, searched.value);
        }
        // Proofs first, then the search for the rest: the same values.
        let both = ExactSettings {
            prove_plies: 6,
            ..settings(1, 1 << 24, true)
        };
        let both = solve_start::<Zhen>(&options, &both, |_| {}).unwrap();
        assert_eq!(
            both.moves.iter().map(|m| m.value).collect::<Vec<_>>(),
            searched.moves.iter().map(|m| m.value).collect::<Vec<_>>()
        );
        assert_eq!(both.value, searched.value);
    }
    assert!(
        proved > 20 && unknown > 0,
        "{proved} proved, {unknown} unknown"
    );
}
