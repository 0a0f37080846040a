//! Replays: the position after any number of a record's actions, board drawn, for a
//! spectator; records that do not replay are refused.

use cubist_core::{GameRecord, Observer, RecordedAction, Trust, RECORD_FORMAT};
use cubist_session::{replay_view, Match, Player, SessionError};

fn squadro_record(actions: &[&str]) -> GameRecord {
    GameRecord {
        format: RECORD_FORMAT,
        game: "squadro".into(),
        options: Default::default(),
        seed: 5,
        seats: vec!["human".into(), "random".into()],
        actions: actions
            .iter()
            .enumerate()
            .map(|(i, a)| RecordedAction::new(i % 2, *a))
            .collect(),
        result: None,
        events: Vec::new(),
        clock: None,
    }
}

#[test]
fn each_step_shows_the_position_after_that_many_actions() {
    let record = squadro_record(&["1", "3", "2"]);
    let start = replay_view(&record, 0, Trust::Remote).unwrap();
    let two = replay_view(&record, 2, Trust::Remote).unwrap();
    assert_eq!((start.ply, two.ply), (0, 2));
    assert_eq!(two.moves.len(), 2);
    let (a, b) = (start.board.unwrap(), two.board.unwrap());
    assert_ne!(a.svg, b.svg, "the picture changes with the position");
    assert!(
        a.marks.is_empty(),
        "nothing to mark before the first action"
    );
    assert!(!b.marks.is_empty(), "the last action is marked");
    assert!(b.choices.is_empty(), "a spectator has nothing to choose");
    assert_eq!(two.seats[1].player, cubist_session::PlayerKind::Computer);
    assert_eq!(two.seats[1].agent.as_deref(), Some("random"));
}

#[test]
fn a_record_that_does_not_replay_is_refused_at_every_step() {
    let record = squadro_record(&["1", "9"]);
    for ply in 0..=2 {
        assert!(matches!(
            replay_view(&record, ply, Trust::Remote),
            Err(SessionError::Record(_))
        ));
    }
    let short = squadro_record(&["1"]);
    assert!(matches!(
        replay_view(&short, 2, Trust::Remote),
        Err(SessionError::NoSuchPly {
            asked: 2,
            actions: 1
        })
    ));
}

#[test]
fn the_view_of_a_seat_marks_the_last_move_and_offers_clicks() {
    let game = cubist_games::create("squadro", &Default::default(), 1).unwrap();
    let mut m = Match::new(game, 1, vec![Player::Human, Player::Human]).unwrap();
    let mover = m.to_move().actor().unwrap();
    let other = 1 - mover;
    let first = m.view_with_board(Observer::Seat(mover)).board.unwrap();
    assert_eq!(first.choices.len(), 5);
    assert!(first.choices.iter().all(|c| c.clicks.len() == 1));
    let waiting = m.view_with_board(Observer::Seat(other)).board.unwrap();
    assert!(waiting.choices.is_empty(), "only the mover has choices");
    let played = first.choices[2].clone();
    m.submit(mover, &played.action, Some(0)).unwrap();
    let seen = m.view_with_board(Observer::Seat(other)).board.unwrap();
    assert_eq!(seen.marks, played.clicks, "the move just played is marked");
    assert!(m.view(Observer::Seat(other)).board.is_none());
}
