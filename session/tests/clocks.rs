//! Timed matches: which clocks run, what each action charges, a turn of several
//! actions, secret choices, running out at two and at three or more seats, take-backs
//! and records, all on a hand-moved clock.

use std::sync::Arc;

use rand::{rngs::SmallRng, seq::IndexedRandom, SeedableRng};

use cubist_core::{GameRecord, OptionPairs, Seat, SeatEvent, TimeControl, ToMove, Trust};
use cubist_session::{
    ClockReading, Gone, ManualClock, Match, Player, PlayerKind, SessionError, SubmitError,
    QUOTA_START_MS,
};

const START: u64 = 1_000_000;

fn fischer(initial_ms: u64, increment_ms: u64) -> Option<TimeControl> {
    Some(TimeControl::RealTime {
        initial_ms,
        increment_ms,
    })
}

/// A match on a hand-moved clock with `control`.
fn timed(
    game: &str,
    options: &[(&str, &str)],
    players: Vec<Player>,
    control: Option<TimeControl>,
) -> (Match, ManualClock) {
    let options: OptionPairs = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let g = cubist_games::create(game, &options, 3).unwrap();
    let mut m = Match::new(g, 3, players).unwrap();
    let clock = ManualClock::at(START);
    m.set_clock(Arc::new(clock.clone()));
    m.set_time_control(control).unwrap();
    (m, clock)
}

fn people(n: usize) -> Vec<Player> {
    vec![Player::Human; n]
}

fn play_first(m: &mut Match, seat: Seat) {
    let action = m.legal(seat)[0].clone();
    m.submit(seat, &action, Some(m.ply())).unwrap();
}

/// Play the seat to move until every seat has made its first move: before, running
/// out aborts the game rather than losing it.
fn open(m: &mut Match) {
    while m.may_abort() {
        let seat = the_actor(m);
        play_first(m, seat);
    }
}

fn clock_of(m: &Match, seat: Seat) -> ClockReading {
    m.clocks()[seat]
}

fn the_actor(m: &Match) -> Seat {
    match m.to_move() {
        ToMove::One(s) => s,
        other => panic!("expected one seat to move, got {other:?}"),
    }
}

/// The match rebuilt from its record, as JSON.
fn replayed(m: &Match, clock: &ManualClock) -> Match {
    let record = GameRecord::from_json(&m.record().to_json()).unwrap();
    let mut again = Match::resume(record, Trust::Local).unwrap();
    again.set_clock(Arc::new(clock.clone()));
    again
}

#[test]
fn an_untimed_match_has_no_clocks_and_never_runs_out() {
    let (mut m, clock) = timed("squadro", &[], people(2), None);
    play_first(&mut m, 0);
    clock.advance(10 * 86_400_000);
    assert!(m.clocks().is_empty());
    assert!(m.check_time().is_empty());
    assert_eq!(m.deadline_ms(), None);
    assert!(!m.record().to_json().contains("left_ms"));
}

#[test]
fn clocks_start_with_the_first_action_and_run_only_for_the_seat_to_move() {
    let (mut m, clock) = timed("squadro", &[], people(2), fischer(60_000, 2_000));
    // Just within the first move's limit (30 s).
    clock.advance(29_999);
    assert_eq!(
        clock_of(&m, 0).remaining_ms,
        60_000,
        "no clock runs before the first action"
    );
    assert!(!clock_of(&m, 0).running);
    play_first(&mut m, 0);
    assert_eq!(m.record().actions[0].left_ms, Some(60_000));
    clock.advance(5_000);
    assert!(clock_of(&m, 1).running);
    assert!(!clock_of(&m, 0).running);
    assert_eq!(clock_of(&m, 1).remaining_ms, 55_000);
    assert_eq!(clock_of(&m, 0).remaining_ms, 60_000);
    play_first(&mut m, 1);
    let last = &m.record().actions[1];
    assert_eq!((last.spent_ms, last.left_ms), (Some(5_000), Some(57_000)));
    assert_eq!(
        clock_of(&m, 1).remaining_ms,
        57_000,
        "55 s and the 2 s increment"
    );
    clock.advance(1_500);
    assert_eq!(clock_of(&m, 0).remaining_ms, 58_500);
}

#[test]
fn a_turn_of_several_actions_is_one_clock_turn_with_one_increment() {
    let (mut m, clock) = timed(
        "cube-attack",
        &[("players", "2")],
        people(2),
        fischer(60_000, 5_000),
    );
    // Play until a seat must make the second action of its turn.
    loop {
        let seat = the_actor(&m);
        clock.advance(1_000);
        play_first(&mut m, seat);
        if the_actor(&m) == seat {
            break;
        }
    }
    let seat = the_actor(&m);
    let before = m.record().actions.last().unwrap().left_ms.unwrap();
    assert!(clock_of(&m, seat).running, "the turn goes on");
    clock.advance(2_000);
    while the_actor(&m) == seat {
        clock.advance(1_000);
        play_first(&mut m, seat);
    }
    let after = m.record().actions.last().unwrap().left_ms.unwrap();
    let spent: u64 = m
        .record()
        .actions
        .iter()
        .rev()
        .take_while(|a| a.seat == seat)
        .map(|a| a.spent_ms.unwrap())
        .sum();
    assert!(spent >= 3_000);
    // Within the turn no increment came; it came once, at its end.
    let first_of_turn = m
        .record()
        .actions
        .iter()
        .rev()
        .take_while(|a| a.seat == seat)
        .last()
        .unwrap();
    assert!(first_of_turn.left_ms.unwrap() <= before);
    let turn_start = before + first_of_turn.spent_ms.unwrap();
    assert_eq!(after, turn_start - spent + 5_000);
}

#[test]
fn in_a_secret_choice_every_asked_clock_runs_until_it_commits() {
    // Reach a round of secret choices (an attack), playing at random.
    let mut rng = SmallRng::seed_from_u64(5);
    let (mut m, clock) = loop {
        let (mut m, clock) = timed("cube-conquest", &[], people(2), fischer(60_000, 0));
        while let ToMove::One(seat) = m.to_move() {
            let action = m.legal(seat).choose(&mut rng).unwrap().clone();
            m.submit(seat, &action, None).unwrap();
        }
        if !m.is_over() {
            break (m, clock);
        }
    };
    assert!(m.ply() > 0);
    let asked = m.to_move().seats();
    assert!(asked.len() >= 2);
    for seat in asked.iter() {
        assert!(clock_of(&m, seat).running);
    }
    let first = asked.first().unwrap();
    let before: Vec<u64> = (0..2).map(|s| clock_of(&m, s).remaining_ms).collect();
    clock.advance(4_000);
    play_first(&mut m, first);
    assert!(!clock_of(&m, first).running, "committed: its clock stops");
    clock.advance(3_000);
    for seat in asked.iter().skip(1) {
        assert!(clock_of(&m, seat).running);
        assert_eq!(clock_of(&m, seat).remaining_ms, before[seat] - 7_000);
    }
    assert_eq!(clock_of(&m, first).remaining_ms, before[first] - 4_000);
}

#[test]
fn with_two_seats_running_out_loses_with_those_words() {
    let (mut m, clock) = timed("squadro", &[], people(2), fischer(2_000, 0));
    play_first(&mut m, 0);
    play_first(&mut m, 1);
    clock.advance(2_000 + QUOTA_START_MS - 1);
    assert!(m.check_time().is_empty(), "within the network allowance");
    clock.advance(1);
    let action = m.legal(0)[0].clone();
    assert_eq!(
        m.submit(0, &action, None),
        Err(SubmitError::OutOfTime(0)),
        "too late: refused, nothing changes"
    );
    assert_eq!(m.ply(), 2);
    let events = m.check_time();
    assert_eq!(events.len(), 1);
    assert_eq!((events[0].seat, &events[0].event), (0, &SeatEvent::Timeout));
    let result = m.result().unwrap();
    assert_eq!(result.winner(), Some(1));
    assert_eq!(result.reason, "Light ran out of time");
    assert!(m.check_time().is_empty(), "once is enough");
    assert!(clock_of(&m, 0).flagged);
    assert_eq!(clock_of(&m, 0).remaining_ms, 0);
    let again = replayed(&m, &clock);
    assert_eq!(again.result(), m.result());
    assert!(clock_of(&again, 0).flagged);
}

#[test]
fn with_three_seats_a_seat_that_runs_out_goes_to_the_computer_and_cannot_win() {
    let (mut m, clock) = timed(
        "cube-attack",
        &[("players", "3")],
        people(3),
        fischer(5_000, 0),
    );
    open(&mut m);
    let late = the_actor(&m);
    clock.advance(60_000);
    let events = m.check_time();
    assert_eq!(events[0].event, SeatEvent::Timeout);
    assert!(matches!(
        events[1].event,
        SeatEvent::StandIn { agent: Some(_) }
    ));
    assert_eq!(m.gone(late), Some(Gone::TimedOut));
    assert_eq!(m.players()[late].kind(), PlayerKind::Computer);
    assert!(!m.is_over());
    assert!(!clock_of(&m, late).running, "the stand-in plays untimed");
    let again = replayed(&m, &clock);
    assert_eq!(again.gone(late), Some(Gone::TimedOut));
    assert_eq!(again.players(), m.players());
}

#[test]
fn with_three_seats_a_seat_can_be_taken_out_when_the_game_was_made_so() {
    let (mut m, clock) = timed(
        "cube-attack",
        &[("players", "3")],
        people(3),
        fischer(5_000, 0),
    );
    m.set_departure(cubist_session::Departure {
        stand_in: "out".parse().unwrap(),
        ..Default::default()
    })
    .unwrap();
    open(&mut m);
    let late = the_actor(&m);
    clock.advance(60_000);
    let events = m.check_time();
    assert_eq!(events[1].event, SeatEvent::StandIn { agent: None });
    assert!(m.is_out(late));
    assert!(!m.to_move().includes(late));
}

#[test]
fn correspondence_gives_the_whole_time_again_each_move() {
    let day = 86_400_000;
    let (mut m, clock) = timed(
        "squadro",
        &[],
        people(2),
        Some(TimeControl::PerMove { per_move_ms: day }),
    );
    play_first(&mut m, 0);
    clock.advance(day - 1_000);
    play_first(&mut m, 1);
    assert_eq!(clock_of(&m, 1).remaining_ms, day);
    assert_eq!(
        m.deadline_ms(),
        Some(START + day - 1_000 + day + QUOTA_START_MS)
    );
    clock.advance(day + QUOTA_START_MS);
    assert_eq!(m.check_time()[0].seat, 0);
}

#[test]
fn a_take_back_against_the_computer_restores_the_clocks_exactly() {
    let (mut m, clock) = timed(
        "squadro",
        &[],
        vec![Player::Human, Player::Computer("random".parse().unwrap())],
        fischer(60_000, 1_000),
    );
    play_first(&mut m, 0);
    m.play_computers_until_human().unwrap();
    clock.advance(7_000);
    play_first(&mut m, 0);
    let mine_before = m.record().actions[0].left_ms.unwrap();
    let theirs_before = m.record().actions[1].left_ms.unwrap();
    m.play_computers_until_human().unwrap();
    clock.advance(9_000);
    assert_eq!(m.undo_for(0), Ok(2));
    assert_eq!(clock_of(&m, 0).remaining_ms, mine_before);
    assert_eq!(clock_of(&m, 1).remaining_ms, theirs_before);
    assert!(clock_of(&m, 0).running);
    clock.advance(500);
    assert_eq!(clock_of(&m, 0).remaining_ms, mine_before - 500);
}

#[test]
fn a_resumed_match_keeps_every_clock_and_restarts_the_turn_where_told() {
    let (mut m, clock) = timed("squadro", &[], people(2), fischer(60_000, 0));
    play_first(&mut m, 0);
    clock.advance(4_000);
    play_first(&mut m, 1);
    clock.advance(3_000);
    let started = m.turn_started_ms().unwrap();
    let mut again = replayed(&m, &clock);
    assert_eq!(again.time_control(), m.time_control());
    assert_eq!(clock_of(&again, 1).remaining_ms, 56_000);
    assert_eq!(
        clock_of(&again, 0).remaining_ms,
        60_000,
        "the turn restarted now"
    );
    again.restart_turn(started);
    assert_eq!(again.clocks(), m.clocks());
    assert_eq!(again.deadline_ms(), m.deadline_ms());
}

#[test]
fn the_time_control_is_set_before_the_first_action_and_must_give_time() {
    let (mut m, _) = timed("squadro", &[], people(2), None);
    assert!(matches!(
        m.set_time_control(fischer(10, 0)),
        Err(SessionError::TimeControl(_))
    ));
    play_first(&mut m, 0);
    assert!(matches!(
        m.set_time_control(fischer(60_000, 0)),
        Err(SessionError::ClockAfterStart)
    ));
    assert_eq!(m.time_control(), None);
}

#[test]
fn a_clocked_computer_answers_long_before_its_level_would() {
    let (mut m, _) = timed(
        "squadro",
        &[],
        vec![
            Player::Computer("mcts:budget=100000000".parse().unwrap()),
            Player::Human,
        ],
        fischer(3_000, 0),
    );
    let thinking = m.think(0).unwrap();
    let thought = thinking.wait().unwrap();
    let stats = thought.stats().expect("mcts reports its search");
    assert!(
        stats.work < 100_000_000,
        "stopped by its clock, not its budget"
    );
    assert!(m.commit(thought).unwrap().is_some());
}
