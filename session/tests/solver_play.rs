//! The exact solver's `perfect` player in whole games of small Zhen: it never does
//! worse than the solved value against a random player, and against itself it gets
//! exactly the solved value.

use cubist_ai::solver::{self, PerfectAgent, Value};
use cubist_ai::{make_agent, Agent, RandomAgent};
use cubist_core::{FirstPlayer, Game};
use cubist_session::arena::play_match;
use cubist_zhen::{Zhen, ZhenOptions, BLUE, RED};

fn options(tiles: u8, cubes: u8, first: usize) -> ZhenOptions {
    ZhenOptions {
        first: FirstPlayer::Seat(first),
        ..ZhenOptions::sized(tiles, cubes)
    }
}

#[test]
fn the_perfect_player_never_does_worse_than_the_solved_value() {
    for (tiles, cubes) in [(3, 2), (4, 2), (5, 3), (5, 4)] {
        for first in [RED, BLUE] {
            let opts = options(tiles, cubes, first);
            let start = Zhen::new(&opts, 0);
            let solved = solver::solve(&start, 1_000_000).unwrap();
            for perfect_seat in [RED, BLUE] {
                let mut perfect = PerfectAgent::<Zhen>::for_game(&start, 1_000_000, 1).unwrap();
                for game in 0..10 {
                    let mut random = RandomAgent::new(game);
                    let agents: &mut [&mut dyn Agent<Zhen>] = if perfect_seat == RED {
                        &mut [&mut perfect, &mut random]
                    } else {
                        &mut [&mut random, &mut perfect]
                    };
                    let result = play_match(start.clone(), agents);
                    let got = match result.outcome.winner() {
                        Some(w) if w == perfect_seat => Value::Win,
                        Some(_) => Value::Loss,
                        None => Value::Draw,
                    };
                    assert!(
                        got >= solved.value_for(perfect_seat),
                        "tiles={tiles} cubes={cubes} first={first}: perfect as {perfect_seat} got {got:?}, solved {:?}\n{:?}",
                        solved.value_for(perfect_seat),
                        result.actions
                    );
                }
                assert!(perfect.gave_up().is_none());
            }
        }
    }
}

#[test]
fn the_perfect_player_beats_itself_only_as_the_value_says() {
    for (tiles, cubes) in [(4, 3), (5, 4), (6, 3)] {
        for first in [RED, BLUE] {
            let start = Zhen::new(&options(tiles, cubes, first), 0);
            let solved = solver::solve(&start, 1_000_000).unwrap();
            let spec = "perfect".parse().unwrap();
            let mut a = make_agent::<Zhen>(&spec, 2, 1).unwrap();
            let mut b = make_agent::<Zhen>(&spec, 2, 2).unwrap();
            let result = play_match(start, &mut [a.as_mut(), b.as_mut()]);
            let got = match result.outcome.winner() {
                Some(w) if w == first => Value::Win,
                Some(_) => Value::Loss,
                None => Value::Draw,
            };
            assert_eq!(got, solved.value_for(first), "tiles={tiles} cubes={cubes}");
        }
    }
}
