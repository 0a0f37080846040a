//! An engine board on a clock (the engine protocol's timed games), on a
//! hand-moved clock.

use std::sync::Arc;

use cubist_core::{TimeControl, ToMove};
use cubist_session::{EngineBoard, ManualClock, SessionError, QUOTA_START_MS};

fn board(control: TimeControl) -> (EngineBoard, ManualClock) {
    let options = [("first".to_string(), "light".to_string())]
        .into_iter()
        .collect();
    let game = cubist_games::create("squadro", &options, 5).unwrap();
    let mut b = EngineBoard::new(game, 5);
    let clock = ManualClock::at(1_000_000);
    b.set_clock(Arc::new(clock.clone()));
    b.set_time_control(Some(control)).unwrap();
    (b, clock)
}

fn fischer(initial_ms: u64, increment_ms: u64) -> TimeControl {
    TimeControl::RealTime {
        initial_ms,
        increment_ms,
    }
}

fn mover(b: &EngineBoard) -> usize {
    match b.game().to_move() {
        ToMove::One(s) => s,
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_board_charges_each_move_and_a_take_back_restores_the_clocks() {
    let (mut b, clock) = board(fischer(60_000, 2_000));
    clock.advance(10_000);
    b.play(0, "1").unwrap();
    assert_eq!(
        b.clocks()[0].remaining_ms,
        60_000,
        "clocks start with the first move"
    );
    clock.advance(4_000);
    assert!(b.clocks()[1].running && !b.clocks()[0].running);
    b.play(1, "1").unwrap();
    assert_eq!(b.clocks()[1].remaining_ms, 58_000, "60 - 4 + 2");
    let last = &b.record().unwrap().actions[1];
    assert_eq!((last.spent_ms, last.left_ms), (Some(4_000), Some(58_000)));
    clock.advance(3_000);
    b.play(0, "2").unwrap();
    clock.advance(5_000);
    assert!(b.undo());
    assert_eq!(b.clocks()[0].remaining_ms, 60_000, "its 3 s are given back");
    assert!(b.clocks()[0].running);
    assert_eq!(b.clocks()[1].remaining_ms, 58_000);
    assert!(matches!(
        b.set_time_control(None),
        Err(SessionError::ClockAfterStart)
    ));
}

#[test]
fn with_two_seats_the_board_ends_when_a_clock_runs_out() {
    let (mut b, clock) = board(fischer(2_000, 0));
    b.play(0, "1").unwrap();
    let late = mover(&b);
    clock.advance(2_000 + QUOTA_START_MS - 1);
    assert!(b.check_time().is_empty());
    assert_eq!(b.result(), None);
    clock.advance(1);
    assert!(b.play(late, "1").is_err(), "too late");
    assert!(b.clocks()[late].flagged);
    let result = b.result().unwrap();
    assert_eq!(result.winner(), Some(1 - late));
    assert_eq!(result.reason, "Dark ran out of time");
    assert_eq!(b.record().unwrap().result.as_ref(), Some(&result));
}
