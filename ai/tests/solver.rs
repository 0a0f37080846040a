//! The exact solver on small Zhen games: it agrees with a plain minimax of the real
//! rules (with the real repetition rule and no memo), also on positions met in random
//! games, and it refuses what it cannot solve. Its `perfect` player in whole games is
//! checked in the session crate's `tests/solver_play.rs`.

use cubist_ai::solver::{self, PerfectAgent, Solver, Value};
use cubist_ai::{make_agent, Agent, AgentError, RandomAgent};
use cubist_core::{legal_actions_vec, FirstPlayer, Game, ToMove};
use cubist_squadro::{Squadro, SquadroOptions};
use cubist_zhen::{Zhen, ZhenOptions, BLUE, RED};

fn options(tiles: u8, cubes: u8, first: usize) -> ZhenOptions {
    ZhenOptions {
        first: FirstPlayer::Seat(first),
        ..ZhenOptions::sized(tiles, cubes)
    }
}

/// Value for seat 0 by exhaustive minimax over the game exactly as played: history,
/// no-undo and the third-repetition rule all come from the game itself.
fn minimax(g: &Zhen, nodes: &mut u64) -> i8 {
    *nodes += 1;
    assert!(
        *nodes < 20_000_000,
        "the plain minimax is too large for a test"
    );
    if let Some(o) = g.outcome() {
        return match o.winner() {
            Some(RED) => 1,
            Some(_) => -1,
            None => 0,
        };
    }
    let ToMove::One(seat) = g.to_move() else {
        unreachable!()
    };
    let sign = if seat == RED { 1 } else { -1 };
    let mut best = -2;
    for a in legal_actions_vec(g, seat) {
        let mut child = g.clone();
        child.play(seat, a);
        best = best.max(sign * minimax(&child, nodes));
        if best == 1 {
            break;
        }
    }
    sign * best
}

fn seat0(v: Value) -> i8 {
    match v {
        Value::Win => 1,
        Value::Draw => 0,
        Value::Loss => -1,
    }
}

#[test]
fn solved_values_agree_with_a_plain_minimax_of_the_real_rules() {
    let mut checked = 0;
    for (tiles, cubes) in [
        (2, 1),
        (2, 2),
        (2, 3),
        (3, 1),
        (3, 2),
        (3, 3),
        (4, 1),
        (4, 2),
        (5, 2),
        (4, 3),
    ] {
        for first in [RED, BLUE] {
            let g = Zhen::new(&options(tiles, cubes, first), 0);
            let s = solver::solve(&g, 1_000_000).unwrap();
            assert_eq!(s.unresolved_cycles, 0);
            let mut nodes = 0;
            let plain = minimax(&g, &mut nodes);
            assert_eq!(
                seat0(s.value_for(RED)),
                plain,
                "tiles={tiles} cubes={cubes} first={first}: solver {:?}, minimax {plain} ({nodes} nodes)",
                s.value_for(RED)
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 20);
}

#[test]
fn every_position_of_random_games_agrees_with_the_plain_minimax() {
    // Positions met mid-game carry history (a no-undo move, earlier positions); the
    // memo, shared across all of them, must still give the value of each.
    let mut solver = Solver::<Zhen>::new(1_000_000);
    let mut random = RandomAgent::new(3);
    let mut compared = 0;
    for seed in 0..20 {
        let mut g = Zhen::new(&ZhenOptions::sized(4, 2), seed);
        while let ToMove::One(seat) = g.to_move() {
            let s = solver.solve(&g).unwrap();
            let mut nodes = 0;
            assert_eq!(
                seat0(s.value_for(RED)),
                minimax(&g, &mut nodes),
                "{}",
                g.encode()
            );
            compared += 1;
            let a = Agent::<Zhen>::choose(&mut random, &g, seat);
            g.play(seat, a);
        }
    }
    assert!(compared > 100, "{compared}");
}

#[test]
fn too_large_games_are_refused_in_plain_words() {
    let g = Zhen::new(&ZhenOptions::default(), 0);
    let err = solver::solve(&g, 10_000).unwrap_err();
    let AgentError::Unsuitable { why, .. } = &err else {
        panic!("{err:?}")
    };
    assert!(why.contains("small option sets"), "{why}");
    assert!(PerfectAgent::<Zhen>::for_game(&g, 10_000, 0).is_err());
    // Built without the game, the agent finds out at its first move and says so.
    let spec = "perfect:states=1000".parse().unwrap();
    let mut agent = make_agent::<Zhen>(&spec, 2, 0).unwrap();
    let seat = g.to_move().actor().unwrap();
    let a = agent.choose(&g, seat);
    assert!(g.check(seat, a).is_ok());
    assert!(agent.name().contains("gave up"), "{}", agent.name());
    for bad in ["perfect:states=0", "perfect:states=x", "perfect:depth=3"] {
        let spec = bad.parse().unwrap();
        assert!(
            matches!(
                make_agent::<Zhen>(&spec, 2, 0),
                Err(AgentError::BadParam { .. })
            ),
            "{bad}"
        );
    }
    let spec = "perfect".parse().unwrap();
    assert!(matches!(
        make_agent::<Zhen>(&spec, 3, 0),
        Err(AgentError::Unsuitable { .. })
    ));
}

#[test]
fn a_line_limit_gives_up_on_long_lines_and_keeps_the_values_it_allows() {
    // The default Zhen game has lines far longer than 30 actions without a repeated
    // state: a solver bounded to 30 gives up on them, naming the limit, instead of
    // following them down.
    let g = Zhen::new(&ZhenOptions::default(), 0);
    let err = Solver::<Zhen>::new(1_000_000)
        .with_max_line(30)
        .solve(&g)
        .unwrap_err();
    let AgentError::Unsuitable { why, .. } = &err else {
        panic!("{err:?}")
    };
    assert!(why.contains("longer than 30 actions"), "{why}");
    // A game whose lines fit the limit is solved as without it.
    let small = Zhen::new(&options(3, 2, RED), 0);
    let free = solver::solve(&small, 1_000_000).unwrap();
    let bounded = Solver::<Zhen>::new(1_000_000)
        .with_max_line(free.max_depth)
        .solve(&small)
        .unwrap();
    assert_eq!(bounded.value, free.value);
    assert!(Solver::<Zhen>::new(1_000_000)
        .with_max_line(free.max_depth - 1)
        .solve(&small)
        .is_err());
}

#[test]
fn positions_that_can_go_round_in_circles_agree_with_the_plain_minimax() {
    // Stacks of one red and one blue cube can move back and forth, so these positions
    // have cycles; some start with captures, so a repetition is not a draw.
    let positions = [
        (". 1r1b . . 1r1b . .", RED),
        (". 1r1b . . 1r1b . .", BLUE),
        ("1r1b . 1r1b . 1r1b . .", RED),
        (". . 1r1b . 1r1b . 1r1b", BLUE),
        ("1r1b 1r1b . . 1r1b . 1r1b .", RED),
        (". 1r1b . 1r1b 1r . 1b .", RED),
        (". 1r1b . 2r2b . . 1r1b .", BLUE),
    ];
    let mut repetitions_seen = 0;
    for (places, mover) in positions {
        for repetition in [2, 3] {
            let mut opts = ZhenOptions::sized(2, 4);
            opts.repetition = repetition;
            let g = Zhen::setup(&opts, places, mover).unwrap();
            let s = solver::solve(&g, 1_000_000).unwrap();
            let mut nodes = 0;
            let plain = minimax(&g, &mut nodes);
            assert_eq!(
                seat0(s.value_for(RED)),
                plain,
                "{places} mover {mover} repetition {repetition}"
            );
            repetitions_seen += count_repetition_ends(&g, 200_000);
        }
    }
    assert!(repetitions_seen > 0, "the positions do reach repetitions");
}

/// How many of the first `limit` nodes of the full game tree end by repetition.
fn count_repetition_ends(g: &Zhen, limit: usize) -> usize {
    let mut stack = vec![g.clone()];
    let (mut seen, mut ends) = (0, 0);
    while let Some(s) = stack.pop() {
        seen += 1;
        if seen > limit {
            break;
        }
        if s.status() == cubist_zhen::Status::Repetition {
            ends += 1;
        }
        if let ToMove::One(seat) = s.to_move() {
            for a in legal_actions_vec(&s, seat) {
                let mut c = s.clone();
                c.play(seat, a);
                stack.push(c);
            }
        }
    }
    ends
}

#[test]
fn the_first_players_value_does_not_depend_on_colour() {
    // Blue moving first is Red moving first seen in a mirror.
    for tiles in 2..=5 {
        for cubes in 1..=4 {
            let red = solver::solve(&Zhen::new(&options(tiles, cubes, RED), 0), 1_000_000).unwrap();
            let blue =
                solver::solve(&Zhen::new(&options(tiles, cubes, BLUE), 0), 1_000_000).unwrap();
            assert_eq!(
                red.value_for(RED),
                blue.value_for(BLUE),
                "tiles={tiles} cubes={cubes}"
            );
        }
    }
}

#[test]
fn large_games_and_unsuitable_seat_counts_are_refused() {
    let g = Squadro::new(&SquadroOptions::default(), 0);
    let err = solver::solve(&g, 1000).unwrap_err().to_string();
    assert!(err.contains("more than 1000 states"), "{err}");
    assert!(solver::unsuitable::<Squadro>(3).is_some());
    assert!(solver::unsuitable::<Squadro>(2).is_none());
    let over = Squadro::from_progress([[12, 12, 12, 12, 0], [0; 5]], 1).unwrap();
    assert!(solver::solve(&over, 1000).is_err());
}
