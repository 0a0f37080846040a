//! The match layer: seats, turns, secret choices, computer moves, undo and seeds.

use std::time::{Duration, Instant};

use cubist_core::{DynGame, Observer, OptionPairs, Seat, SeatSet, ToMove, Trust};
use cubist_session::{Match, Player, SessionError, SubmitError, UndoError};
use rand::{rngs::SmallRng, seq::IndexedRandom, SeedableRng};

fn human() -> Player {
    Player::Human
}

fn computer(spec: &str) -> Player {
    Player::Computer(spec.parse().unwrap())
}

fn new_match(game: &str, options: &[(&str, &str)], seed: u64, players: Vec<Player>) -> Match {
    let options: OptionPairs = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let g = cubist_games::create(game, &options, seed).unwrap();
    Match::new(g, seed, players).unwrap()
}

/// A person's random legal action for `seat`.
fn random_action(m: &Match, seat: Seat, rng: &mut SmallRng) -> String {
    m.game().legal_actions(seat).choose(rng).unwrap().clone()
}

/// Play the match to the end: people choose at random, computers move themselves.
fn play_out(m: &mut Match, rng: &mut SmallRng) {
    while !m.is_over() {
        m.play_computers_until_human().unwrap();
        if let Some(seat) = m.to_move().actor() {
            let action = random_action(m, seat, rng);
            m.submit(seat, &action, Some(m.ply())).unwrap();
        }
    }
}

/// Seed and number of random actions after which both Cube Conquest seats must commit
/// a secret attack card.
fn pending_attack() -> (u64, Vec<(Seat, String)>) {
    let mut rng = SmallRng::seed_from_u64(3);
    for seed in 0..200 {
        let mut g = cubist_games::create("cube-conquest", &OptionPairs::new(), seed).unwrap();
        let mut played = Vec::new();
        while let Some(seat) = g.to_move().actor() {
            if let ToMove::Simultaneous(set) = g.to_move() {
                if set.len() == 2 {
                    return (seed, played);
                }
            }
            let action = g.legal_actions(seat).choose(&mut rng).unwrap().clone();
            g.play(seat, &action).unwrap();
            played.push((seat, action));
        }
    }
    panic!("no attack in 200 random games");
}

/// A Cube Conquest match at a pending attack, with these players.
fn at_pending_attack(players: Vec<Player>) -> Match {
    let (seed, actions) = pending_attack();
    let g = cubist_games::create("cube-conquest", &OptionPairs::new(), seed).unwrap();
    let all_human = vec![human(), human()];
    let mut m = Match::new(g, seed, all_human).unwrap();
    for (seat, a) in &actions {
        m.submit(*seat, a, None).unwrap();
    }
    let mut record = m.record().clone();
    record.seats = players.iter().map(ToString::to_string).collect();
    Match::resume(record, Trust::Local).unwrap()
}

#[test]
fn every_mix_of_people_and_computers_plays_to_the_end() {
    let mut rng = SmallRng::seed_from_u64(1);
    for game in cubist_games::NAMES {
        for mix in [
            vec![human(), human()],
            vec![human(), computer("random")],
            vec![computer("greedy"), human()],
            vec![computer("random"), computer("easy")],
        ] {
            let mut m = new_match(game, &[], 5, mix.clone());
            play_out(&mut m, &mut rng);
            let record = m.record();
            assert!(record.result.is_some(), "{game}: the record has the result");
            // The record rebuilds the same game.
            let again = Match::resume(record.clone(), Trust::Local).unwrap();
            assert_eq!(again.game().encode(), m.game().encode(), "{game} {mix:?}");
        }
    }
}

#[test]
fn a_three_seat_table_mixes_people_and_computers() {
    let mut rng = SmallRng::seed_from_u64(2);
    for game in ["cube-attack", "cube-conquest"] {
        let mut m = new_match(
            game,
            &[("players", "3")],
            9,
            vec![human(), computer("random"), human()],
        );
        play_out(&mut m, &mut rng);
        assert!(m.is_over());
    }
}

#[test]
fn a_computer_seat_does_not_take_submits_and_seats_must_exist() {
    let mut m = new_match(
        "squadro",
        &[("first", "2")],
        1,
        vec![human(), computer("random")],
    );
    let legal = m.game().legal_actions(1);
    assert_eq!(
        m.submit(1, &legal[0], None),
        Err(SubmitError::ComputerSeat(1))
    );
    assert_eq!(m.submit(7, "1", None), Err(SubmitError::NoSuchSeat(7)));
    assert_eq!(m.ply(), 0);
    assert_eq!(m.computers_to_act(), vec![1]);
    m.play_computers().unwrap();
    assert_eq!(m.ply(), 1);
}

#[test]
fn a_stale_or_illegal_submit_changes_nothing() {
    let mut m = new_match("squadro", &[("first", "1")], 1, vec![human(), human()]);
    m.submit(0, "1", Some(0)).unwrap();
    let before = m.game().encode();
    // The same click sent twice: the second saw 0 actions, but 1 has been played.
    assert_eq!(
        m.submit(1, "1", Some(0)),
        Err(SubmitError::Stale { seen: 0, now: 1 })
    );
    assert!(matches!(
        m.submit(1, "9", Some(1)),
        Err(SubmitError::Play(_))
    ));
    assert!(matches!(
        m.submit(0, "2", Some(1)),
        Err(SubmitError::Play(_))
    ));
    assert_eq!(m.game().encode(), before);
    assert_eq!(m.ply(), 1);
    m.submit(1, "1", Some(1)).unwrap();
    assert_eq!(m.ply(), 2);
}

#[test]
fn simultaneous_commits_give_the_same_game_in_either_order() {
    let orders: [[Seat; 2]; 2] = [[0, 1], [1, 0]];
    let mut results = Vec::new();
    for order in orders {
        let mut m = at_pending_attack(vec![human(), human()]);
        let cards: Vec<String> = [0, 1].map(|s| m.game().legal_actions(s)[0].clone()).into();
        let [first, second] = order;
        let p = m.submit(first, &cards[first], Some(m.ply())).unwrap();
        assert!(p.secret);
        // The second seat sees that the first committed, not what.
        let seen = m.view(Observer::Seat(second));
        assert_eq!(seen.moves.last().unwrap().action, None);
        assert!(!serde_json::to_string(&seen.moves)
            .unwrap()
            .contains(&cards[first]));
        assert_eq!(seen.legal, m.game().legal_actions(second));
        m.submit(second, &cards[second], Some(m.ply())).unwrap();
        results.push(m.game().encode());
    }
    assert_eq!(results[0], results[1]);
}

#[test]
fn computers_commit_their_secret_choices_before_a_person_is_asked() {
    for computer_seat in [0, 1] {
        let mut players = vec![human(), human()];
        players[computer_seat] = computer("random");
        let mut m = at_pending_attack(players);
        let person = 1 - computer_seat;
        let played = m.play_computers().unwrap();
        assert_eq!(played.len(), 1);
        assert!(played[0].secret);
        assert_eq!(
            m.to_move(),
            ToMove::Simultaneous(SeatSet::single(person)),
            "only the person is left to choose"
        );
        // The person's view shows that the computer committed, not what.
        let view = m.view(Observer::Seat(person));
        assert_eq!(view.moves.last().unwrap().action, None);
        assert_eq!(view.legal, m.game().legal_actions(person));
        // The computer's own view (and a finished game's) would show it.
        let own = m.view(Observer::Seat(computer_seat));
        assert_eq!(
            own.moves.last().unwrap().action,
            Some(played[0].action.clone())
        );
    }
}

#[test]
fn a_person_may_commit_before_the_computer_in_a_simultaneous_round() {
    let mut m = at_pending_attack(vec![human(), computer("random")]);
    let card = m.game().legal_actions(0)[0].clone();
    m.submit(0, &card, Some(m.ply())).unwrap();
    let played = m.play_computers().unwrap();
    assert!(played.iter().all(|p| p.seat == 1));
    assert!(!matches!(m.to_move(), ToMove::Simultaneous(s) if s.contains(1)));
}

#[test]
fn undo_takes_back_the_person_and_the_computer_replies() {
    let mut m = new_match(
        "squadro",
        &[("first", "1")],
        4,
        vec![human(), computer("random")],
    );
    let start = m.game().encode();
    m.submit(0, "2", None).unwrap();
    m.play_computers_until_human().unwrap();
    assert_eq!(m.ply(), 2);
    assert_eq!(m.undo(), Ok(2));
    assert_eq!(m.game().encode(), start);
    assert_eq!(m.undo(), Err(UndoError::Nothing));
}

#[test]
fn online_undo_is_refused_once_another_person_has_moved() {
    let mut m = new_match("squadro", &[("first", "1")], 4, vec![human(), human()]);
    m.submit(0, "2", None).unwrap();
    m.submit(1, "3", None).unwrap();
    assert_eq!(m.undo_for(0), Err(UndoError::OtherPlayerMoved));
    assert_eq!(m.undo_for(1), Ok(1));
    assert_eq!(m.undo_for(0), Ok(1));
    assert_eq!(m.ply(), 0);
}

#[test]
fn undo_is_off_where_the_seed_is_secret_and_after_the_end() {
    let mut m = new_match("cube-conquest", &[], 3, vec![human(), computer("random")]);
    let seat = m.to_move().actor().unwrap();
    if m.players()[seat].is_human() {
        let a = m.game().legal_actions(seat)[0].clone();
        m.submit(seat, &a, None).unwrap();
    }
    let ply = m.ply();
    assert_eq!(m.undo(), Err(UndoError::Secret));
    assert_eq!(m.ply(), ply);
    assert!(!m.view(Observer::Seat(0)).undo);

    let mut done = new_match(
        "squadro",
        &[],
        2,
        vec![computer("random"), computer("random")],
    );
    done.play_computers_until_human().unwrap();
    assert!(done.is_over());
    assert_eq!(done.undo(), Err(UndoError::Over));
}

#[test]
fn the_seed_and_record_of_a_hidden_game_are_kept_until_it_ends() {
    let mut m = new_match(
        "cube-conquest",
        &[],
        424_242,
        vec![computer("random"), human()],
    );
    assert!(m.seed_is_secret());
    assert!(matches!(
        m.shareable_record(),
        Err(SessionError::RecordSecret)
    ));
    for observer in [Observer::Seat(0), Observer::Seat(1), Observer::Spectator] {
        let v = m.view(observer);
        assert_eq!(v.seed, None);
        let text = serde_json::to_string(&v).unwrap();
        assert!(!text.contains("424242"), "{text}");
    }
    play_out(&mut m, &mut SmallRng::seed_from_u64(5));
    assert!(!m.seed_is_secret());
    assert_eq!(m.view(Observer::Spectator).seed, Some(424_242));
    assert!(m.shareable_record().is_ok());
    // Once over, every secret choice is shown.
    assert!(m
        .view(Observer::Spectator)
        .moves
        .iter()
        .all(|a| a.action.is_some()));
}

#[test]
fn a_perfect_information_game_shows_its_seed_and_record() {
    let m = new_match("squadro", &[], 77, vec![human(), human()]);
    assert!(!m.seed_is_secret());
    assert_eq!(m.view(Observer::Spectator).seed, Some(77));
    assert!(m.shareable_record().is_ok());
}

#[test]
fn views_carry_turn_legal_actions_and_the_result() {
    let mut m = new_match("squadro", &[("first", "2")], 1, vec![human(), human()]);
    let v = m.view(Observer::Seat(1));
    assert_eq!(
        (v.ply, v.to_move.clone(), v.observer),
        (0, vec![2], Some(2))
    );
    assert_eq!(v.legal, m.game().legal_actions(1));
    assert!(m.view(Observer::Seat(0)).legal.is_empty());
    assert!(m.view(Observer::Spectator).legal.is_empty());
    assert!(
        m.view(Observer::Seat(9)).observer.is_none(),
        "no such seat: a spectator"
    );
    play_out(&mut m, &mut SmallRng::seed_from_u64(3));
    let v = m.view(Observer::Spectator);
    assert!(v.to_move.is_empty() && v.result.is_some());
    assert_eq!(v.moves.len(), m.ply());
}

#[test]
fn a_computer_thinks_on_its_own_thread_and_its_move_is_committed() {
    let mut m = new_match(
        "squadro",
        &[("first", "1")],
        1,
        vec![computer("mcts:iterations=200"), human()],
    );
    let thinking = m.think(0).unwrap();
    let thought = thinking.wait().unwrap();
    let played = m.commit(thought).unwrap().expect("still its turn");
    assert_eq!((played.seat, m.ply()), (0, 1));
    assert!(matches!(m.think(0), Err(SessionError::NotToMove(0))));
}

#[test]
fn a_cancelled_computer_move_stops_and_is_never_played() {
    for spec in ["mcts:time=30s", "alphabeta:time=30s"] {
        let mut m = new_match(
            "squadro",
            &[("first", "1")],
            1,
            vec![computer(spec), human()],
        );
        let before = m.game().encode();
        let thinking = m.think(0).unwrap();
        std::thread::sleep(Duration::from_millis(100));
        let cancelled_at = Instant::now();
        thinking.cancel().wait();
        // The search stopped at the cancel, long before its 30 seconds were up.
        assert!(cancelled_at.elapsed() < Duration::from_secs(10), "{spec}");
        assert_eq!(m.game().encode(), before);
        assert_eq!(m.ply(), 0);
        // The seat's player is built again and decides as usual.
        let again = m.think(0).unwrap();
        assert_eq!(again.seat(), 0);
        again.cancel().wait();
        assert_eq!(m.ply(), 0);
    }
}

#[test]
fn a_decision_begun_before_an_undo_is_dropped() {
    let mut m = new_match(
        "squadro",
        &[("first", "1")],
        1,
        vec![human(), computer("random")],
    );
    m.submit(0, "1", None).unwrap();
    let thinking = m.think(1).unwrap();
    m.undo().unwrap();
    let thought = thinking.wait().unwrap();
    assert_eq!(m.commit(thought).unwrap(), None);
    assert_eq!(m.ply(), 0);
}

#[test]
fn hints_come_from_the_seats_view_and_only_on_its_turn() {
    let mut m = new_match("squadro", &[("first", "1")], 1, vec![human(), human()]);
    let hint = m.hint(0).unwrap();
    assert!(m.game().legal_actions(0).contains(&hint));
    assert!(matches!(m.hint(1), Err(SessionError::NotToMove(1))));
}

#[test]
fn a_record_with_the_wrong_number_of_seats_is_refused() {
    let m = new_match("squadro", &[], 1, vec![human(), human()]);
    let mut record = m.record().clone();
    record.seats.push("human".into());
    assert!(matches!(
        Match::resume(record, Trust::Local),
        Err(SessionError::SeatCount { .. })
    ));
    let g: Box<dyn DynGame> = cubist_games::create("squadro", &OptionPairs::new(), 1).unwrap();
    assert!(matches!(
        Match::new(g, 1, vec![human()]),
        Err(SessionError::SeatCount { .. })
    ));
}

#[test]
fn a_match_catches_up_with_actions_stored_elsewhere_and_drops_older_decisions() {
    let players = || vec![computer("random"), human()];
    let mut here = new_match("cube-conquest", &[], 4, players());
    let mut there = new_match("cube-conquest", &[], 4, players());
    let mut rng = SmallRng::seed_from_u64(4);
    let person = |there: &mut Match, rng: &mut SmallRng| {
        if let Some(seat) = there.to_move().seats().iter().find(|&s| s == 1) {
            let action = random_action(there, seat, rng);
            there.submit(seat, &action, None).unwrap();
        }
    };
    // There, the person moves until the computer must; here catches up and thinks.
    while there.computers_to_act().is_empty() {
        person(&mut there, &mut rng);
    }
    here.catch_up(&there.record().actions).unwrap();
    let thinking = here.think(here.computers_to_act()[0]).unwrap();
    // Meanwhile there, the game goes on for a while.
    for _ in 0..20 {
        if there.is_over() {
            break;
        }
        there.play_computers().unwrap();
        person(&mut there, &mut rng);
    }
    assert!(there.ply() > 0);
    here.catch_up(&there.record().actions[here.ply()..])
        .unwrap();
    assert_eq!(here.record(), there.record());
    assert_eq!(here.game().encode(), there.game().encode());
    assert_eq!(here.view(Observer::Seat(1)), there.view(Observer::Seat(1)));
    assert_eq!(here.commit(thinking.wait().unwrap()).unwrap(), None);
    assert_eq!(here.record(), there.record());
    // A faulty action stops the catching up where it is.
    let ply = here.ply();
    let bad = cubist_core::RecordedAction::new(1, "no such move");
    if !here.is_over() {
        assert!(here.catch_up(&[bad]).is_err());
        assert_eq!(here.ply(), ply);
    }
}

#[test]
fn a_reloaded_match_drops_decisions_begun_before() {
    let mut m = new_match(
        "squadro",
        &[("first", "1")],
        1,
        vec![human(), computer("random")],
    );
    m.submit(0, "1", None).unwrap();
    let thinking = m.think(1).unwrap();
    let fresh = Match::resume(m.record().clone(), Trust::Remote).unwrap();
    m.reload(fresh);
    assert_eq!(m.commit(thinking.wait().unwrap()).unwrap(), None);
    assert_eq!(m.ply(), 1);
}

#[test]
fn a_change_made_on_a_tentative_copy_reaches_the_match_only_when_adopted() {
    let mut m = new_match(
        "squadro",
        &[("first", "light")],
        5,
        vec![human(), computer("easy")],
    );
    let mut rng = SmallRng::seed_from_u64(5);
    let action = random_action(&m, 0, &mut rng);
    let before = (m.ply(), m.event_number(), m.record().clone());

    // Discarded: the match is as it was, to the last event.
    let mut dropped = m.tentative();
    dropped.submit(0, &action, Some(0)).unwrap();
    dropped.resign(0, Some(1)).unwrap();
    assert!(dropped.is_over());
    drop(dropped);
    assert_eq!((m.ply(), m.event_number(), m.record().clone()), before);
    assert!(!m.is_over());

    // Adopted: the match is the copy, and its computer seat still plays.
    let mut next = m.tentative();
    next.submit(0, &action, Some(0)).unwrap();
    let view = next.view(Observer::Seat(0));
    m.adopt(next);
    assert_eq!(m.ply(), 1);
    assert_eq!(m.view(Observer::Seat(0)), view);
    assert_eq!(m.play_computers().unwrap().len(), 1);
    assert_eq!(m.ply(), 2);
}

/// The `status` panel of a view's board.
fn status_panel(m: &Match, observer: Observer) -> String {
    let view = m.view_with_board(observer);
    let board = view.board.expect("a board was asked for");
    let panel = board.panels.iter().find(|p| p.name == "status");
    panel.expect("a status panel").svg.clone()
}

#[test]
fn a_match_its_players_ended_shows_the_result_on_the_board_not_a_turn() {
    let mut m = new_match("squadro", &[("first", "light")], 3, vec![human(), human()]);
    let mut rng = SmallRng::seed_from_u64(3);
    for (seat, ply) in [(0, 0), (1, 1)] {
        let action = random_action(&m, seat, &mut rng);
        m.submit(seat, &action, Some(ply)).unwrap();
    }
    assert!(status_panel(&m, Observer::Seat(1)).contains("to move"));
    m.resign(0, Some(m.ply())).unwrap();
    for observer in [Observer::Seat(0), Observer::Seat(1), Observer::Spectator] {
        let panel = status_panel(&m, observer);
        assert!(panel.contains("Game over"), "{panel}");
        assert!(panel.contains("resign"), "{panel}");
        assert!(!panel.contains("to move"), "{panel}");
    }

    // A match the rules ended keeps the game's own panel (Squadro's counts the pieces home).
    let mut played = new_match("squadro", &[], 4, vec![human(), human()]);
    play_out(&mut played, &mut SmallRng::seed_from_u64(4));
    assert!(status_panel(&played, Observer::Spectator).contains("home"));
}
