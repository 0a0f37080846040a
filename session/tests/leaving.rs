//! Leaving as a normal part of a game: resigning, draws by agreement, leaving,
//! presence, claiming an away seat, coming back — who may do what when, what each
//! does to the result, and that the record replays it all.

use std::sync::Arc;

use cubist_core::{GameRecord, Observer, OptionPairs, Seat, SeatEvent, Trust};
use cubist_session::{
    Departure, Gone, ManualClock, Match, Player, PlayerKind, Request, RequestError, StandIn,
    SubmitError,
};
use rand::{rngs::SmallRng, seq::IndexedRandom, SeedableRng};

const AWAY: u64 = 30_000;

fn computer(spec: &str) -> Player {
    Player::Computer(spec.parse().unwrap())
}

/// A match with a hand-moved clock, `AWAY` ms of away time and `stand_in` for seats
/// that leave; every person's seat starts online.
fn new_match(
    game: &str,
    options: &[(&str, &str)],
    players: Vec<Player>,
    stand_in: &str,
) -> (Match, ManualClock) {
    let options: OptionPairs = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let g = cubist_games::create(game, &options, 11).unwrap();
    let mut m = Match::new(g, 11, players).unwrap();
    let clock = ManualClock::at(1_000_000);
    m.set_clock(Arc::new(clock.clone()));
    m.set_departure(Departure {
        away_ms: AWAY,
        stand_in: stand_in.parse().unwrap(),
        hand_back: true,
    })
    .unwrap();
    for seat in 0..m.players().len() {
        assert!(m.set_online(seat, true).is_empty());
    }
    (m, clock)
}

fn people(n: usize) -> Vec<Player> {
    vec![Player::Human; n]
}

fn may(m: &Match, seat: Seat) -> Vec<Request> {
    m.may(Observer::Seat(seat))
}

/// A person's first legal action for `seat`, played.
fn play_first(m: &mut Match, seat: Seat) {
    let action = m.legal(seat)[0].clone();
    m.submit(seat, &action, Some(m.ply())).unwrap();
}

/// Play until every seat has made its first move (the computers as they would, the
/// people their first legal action): before, resigning, leaving or a claim would
/// abort the game.
fn open(m: &mut Match) {
    while m.may_abort() {
        m.play_computers_until_human().unwrap();
        if !m.may_abort() {
            break;
        }
        let seat = m
            .to_move()
            .seats()
            .iter()
            .find(|&s| m.players()[s].is_human())
            .expect("a person to move");
        play_first(m, seat);
    }
}

/// The match rebuilt from its record, as JSON: it must show every seat the same.
fn assert_replays(m: &Match) {
    let record = GameRecord::from_json(&m.record().to_json()).unwrap();
    let again = Match::resume(record, Trust::Local).unwrap();
    assert_eq!(again.result(), m.result());
    assert_eq!(again.draw_offer(), m.draw_offer());
    assert_eq!(again.players(), m.players());
    for seat in 0..m.players().len() {
        assert_eq!(again.gone(seat), m.gone(seat));
        assert_eq!(again.is_out(seat), m.is_out(seat));
        assert_eq!(again.legal(seat), m.legal(seat));
    }
    assert_eq!(again.event_number(), m.event_number());
}

#[test]
fn resigning_with_two_seats_ends_the_game_for_the_other_and_nobody_moves_after() {
    let (mut m, _) = new_match("squadro", &[], people(2), "medium");
    play_first(&mut m, 0);
    play_first(&mut m, 1);
    let events = m.resign(1, Some(2)).unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].event, SeatEvent::Resign);
    assert_eq!(events[0].ply, 2);
    assert!(m.is_over());
    let result = m.result().unwrap();
    assert_eq!(result.winner(), Some(0));
    let view = m.view(Observer::Spectator);
    assert_eq!(
        view.result_text.as_deref(),
        Some("Light wins (Dark resigned)")
    );
    assert_eq!(view.events[0].text, "Dark resigned");
    assert!(view.to_move.is_empty());
    assert!(m.legal(1).is_empty() && m.legal(0).is_empty());
    assert!(matches!(
        m.submit(0, "1", Some(2)),
        Err(SubmitError::Play(_))
    ));
    assert!(m.resign(0, None).is_err(), "the game is over");
    assert!(may(&m, 0).is_empty());
    assert_replays(&m);
}

#[test]
fn a_draw_offer_stands_through_the_other_move_and_lapses_when_its_maker_moves() {
    let (mut m, _) = new_match("squadro", &[], people(2), "medium");
    // Light offers on its own turn, then moves: the offer lapses.
    assert!(may(&m, 0).contains(&Request::OfferDraw));
    m.draw(0, Some(0)).unwrap();
    assert_eq!(m.draw_offer(), Some(0));
    assert!(may(&m, 1).contains(&Request::AcceptDraw));
    assert!(
        !may(&m, 0).contains(&Request::OfferDraw),
        "it stands already"
    );
    play_first(&mut m, 0);
    assert_eq!(m.draw_offer(), None, "lapsed when its maker moved");
    assert!(!may(&m, 1).contains(&Request::AcceptDraw));
    assert_replays(&m);
    // Light offers while Dark is to move; Dark moves and the offer still stands.
    m.draw(0, Some(1)).unwrap();
    play_first(&mut m, 1);
    assert_eq!(m.draw_offer(), Some(0));
    assert_replays(&m);
    // Dark accepts: a draw.
    let events = m.draw(1, Some(2)).unwrap();
    assert_eq!(events[0].event, SeatEvent::AcceptDraw);
    let result = m.result().unwrap();
    assert!(result.is_draw() && result.winners.len() == 2);
    assert_eq!(
        m.view(Observer::Seat(0)).result_text.as_deref(),
        Some("draw between Light and Dark (draw agreed)")
    );
    assert_replays(&m);
}

#[test]
fn a_draw_offer_declined_is_withdrawn_and_the_record_replays_it() {
    let (mut m, _) = new_match("squadro", &[], people(2), "medium");
    assert!(
        !may(&m, 1).contains(&Request::DeclineDraw),
        "nothing offered"
    );
    let before = m.event_number();
    assert!(matches!(
        m.decline_draw(1, Some(0)),
        Err(RequestError::NotAllowed(_))
    ));
    assert_eq!(m.event_number(), before, "nothing changed");
    m.draw(0, Some(0)).unwrap();
    assert!(may(&m, 1).contains(&Request::DeclineDraw));
    assert!(!may(&m, 0).contains(&Request::DeclineDraw), "not one's own");
    assert!(m.decline_draw(0, Some(0)).is_err());
    let events = m.decline_draw(1, Some(0)).unwrap();
    assert_eq!(events[0].event, SeatEvent::DeclineDraw);
    assert_eq!(m.draw_offer(), None);
    assert!(m.result().is_none(), "the game goes on");
    assert!(
        may(&m, 0).contains(&Request::OfferDraw),
        "offered again at will"
    );
    assert_eq!(
        m.view(Observer::Seat(0))
            .events
            .last()
            .map(|e| e.text.as_str()),
        Some("Dark declined the draw")
    );
    assert_replays(&m);
    // Offered again after the refusal: it stands, and replays standing.
    m.draw(0, Some(0)).unwrap();
    assert_eq!(m.draw_offer(), Some(0));
    assert_replays(&m);
}

#[test]
fn the_computer_is_offered_no_draw_and_requests_out_of_turn_are_refused_unchanged() {
    let (mut m, _) = new_match(
        "squadro",
        &[],
        vec![Player::Human, computer("random")],
        "medium",
    );
    assert!(!may(&m, 0).contains(&Request::OfferDraw));
    let before = m.event_number();
    assert!(matches!(m.draw(0, None), Err(RequestError::NotAllowed(_))));
    assert!(matches!(m.leave(0, None), Err(RequestError::NotAllowed(_))));
    assert!(matches!(
        m.claim(0, false, None),
        Err(RequestError::NotAllowed(_))
    ));
    assert!(
        matches!(m.resign(1, None), Err(RequestError::NotAllowed(_))),
        "a computer seat"
    );
    assert!(matches!(
        m.resign(0, Some(5)),
        Err(RequestError::Stale { seen: 5, now: 0 })
    ));
    assert_eq!(m.event_number(), before);
    assert!(m.record().events.is_empty());
    // Alone against the computer: hints, and undo once there is something to undo.
    assert!(may(&m, 0).contains(&Request::Hint));
    assert!(!may(&m, 0).contains(&Request::Undo));
    play_first(&mut m, 0);
    m.play_computers_until_human().unwrap();
    assert!(may(&m, 0).contains(&Request::Undo));
    assert!(
        may(&m, 1).is_empty(),
        "the computer's seat asks for nothing"
    );
    assert!(m.may(Observer::Spectator).is_empty());
}

#[test]
fn between_people_there_are_no_hints_nor_undo() {
    let (mut m, _) = new_match("squadro", &[], people(2), "medium");
    play_first(&mut m, 0);
    for seat in 0..2 {
        let may = may(&m, seat);
        assert!(
            !may.contains(&Request::Hint) && !may.contains(&Request::Undo),
            "{may:?}"
        );
        assert!(
            matches!(m.check_may(seat, Request::Hint), Err(RequestError::NotAllowed(w)) if w.to_string().contains("other people"))
        );
    }
}

#[test]
fn an_away_seat_is_claimed_only_after_the_away_time_and_the_claimer_wins() {
    let (mut m, clock) = new_match("squadro", &[], people(2), "medium");
    open(&mut m);
    m.set_online(1, false);
    assert!(!m.is_online(1));
    assert_eq!(m.away_left_ms(1), Some(AWAY));
    clock.advance(AWAY - 1);
    assert_eq!(m.away_left_ms(1), Some(1));
    match m.claim(0, false, Some(2)) {
        Err(RequestError::NotAllowed(why)) => {
            assert_eq!(why.id(), "session-claim-wait");
            assert!(why.to_string().contains("to go"), "{why}");
        }
        other => panic!("an early claim must be refused: {other:?}"),
    }
    assert!(!m.is_over() && m.record().events.is_empty());
    assert!(!may(&m, 0).contains(&Request::Claim));
    clock.advance(1);
    assert!(may(&m, 0).contains(&Request::Claim));
    assert!(m.view(Observer::Seat(0)).seats[1].away);
    let events = m.claim(0, false, Some(2)).unwrap();
    assert_eq!(events[0].event, SeatEvent::Claim { by: 0, draw: false });
    assert_eq!(m.result().unwrap().winner(), Some(0));
    assert_eq!(
        m.view(Observer::Seat(1)).result_text.as_deref(),
        Some("Light wins (Dark was away)")
    );
    assert_replays(&m);
}

#[test]
fn a_claimer_may_choose_a_draw_and_a_seat_back_before_the_claim_plays_on() {
    let (mut m, clock) = new_match("squadro", &[], people(2), "medium");
    open(&mut m);
    m.set_online(0, false);
    clock.advance(AWAY / 2);
    m.set_online(0, true);
    clock.advance(AWAY);
    assert!(m.claim(1, false, None).is_err(), "Light came back in time");
    m.set_online(0, false);
    clock.advance(AWAY);
    m.claim(1, true, None).unwrap();
    let result = m.result().unwrap();
    assert!(result.is_draw());
    assert_eq!(result.reason, "Light was away");
    assert_replays(&m);
}

#[test]
fn a_player_who_leaves_a_three_seat_game_is_played_by_the_stand_in_and_cannot_win() {
    let (mut m, _) = new_match("cube-conquest", &[("players", "3")], people(3), "random");
    open(&mut m);
    assert!(
        !may(&m, 0).contains(&Request::OfferDraw),
        "three seats: no draws"
    );
    assert!(may(&m, 0).contains(&Request::Leave));
    let events = m.leave(1, None).unwrap();
    let kinds: Vec<_> = events.iter().map(|e| e.event.clone()).collect();
    assert_eq!(
        kinds,
        vec![
            SeatEvent::Leave,
            SeatEvent::StandIn {
                agent: Some("random".into())
            }
        ]
    );
    assert_eq!(m.players()[1], computer("random"));
    assert_eq!(m.gone(1), Some(Gone::Left));
    let view = m.view(Observer::Seat(0));
    assert_eq!(view.seats[1].player, PlayerKind::Computer);
    assert_eq!(view.seats[1].gone, Some(Gone::Left));
    assert!(
        m.may(Observer::Seat(1)).is_empty(),
        "a seat left for good asks nothing"
    );
    assert_replays(&m);
    // The others play on to the end; the seat that left never wins.
    let mut rng = SmallRng::seed_from_u64(2);
    while !m.is_over() {
        m.play_computers_until_human().unwrap();
        let Some(seat) = m
            .to_move()
            .seats()
            .iter()
            .find(|&s| m.players()[s].is_human())
        else {
            continue;
        };
        let action = m.legal(seat).choose(&mut rng).unwrap().clone();
        m.submit(seat, &action, None).unwrap();
    }
    assert!(!m.result().unwrap().winners.contains(1));
    assert_replays(&m);
}

#[test]
fn when_every_other_player_has_left_the_last_one_wins_at_once() {
    let (mut m, _) = new_match("cube-conquest", &[("players", "3")], people(3), "random");
    open(&mut m);
    m.leave(0, None).unwrap();
    assert!(!m.is_over());
    m.resign(2, None).unwrap();
    assert!(m.is_over());
    assert_eq!(m.result().unwrap().winner(), Some(1));
    assert_eq!(
        m.result().unwrap().reason,
        "every other player resigned or left"
    );
    assert_replays(&m);
}

#[test]
fn a_person_who_resigns_among_computers_ends_the_game_for_them() {
    let players = vec![Player::Human, computer("random"), computer("random")];
    let (mut m, _) = new_match("cube-conquest", &[("players", "3")], players, "random");
    open(&mut m);
    m.resign(0, None).unwrap();
    let result = m.result().unwrap();
    assert!(!result.winners.contains(0));
    assert_eq!(result.winners.len(), 2);
    assert!(m.computers_to_act().is_empty());
}

#[test]
fn a_claimed_seat_goes_to_the_computer_and_back_to_its_player_on_return() {
    let (mut m, clock) = new_match("cube-conquest", &[("players", "3")], people(3), "random");
    open(&mut m);
    m.set_online(2, false);
    clock.advance(AWAY);
    assert_eq!(m.claimable(0), vec![2]);
    let events = m.claim(0, false, None).unwrap();
    assert_eq!(events.len(), 2);
    assert!(!m.is_over());
    assert_eq!(m.players()[2], computer("random"));
    assert_eq!(m.gone(2), Some(Gone::Claimed));
    assert!(m.claim(1, false, None).is_err(), "nothing left to claim");
    assert_replays(&m);
    let back = m.set_online(2, true);
    assert_eq!(back.len(), 1);
    assert_eq!(back[0].event, SeatEvent::Return);
    assert_eq!(m.players()[2], Player::Human);
    assert_eq!(m.gone(2), None);
    assert!(m.may(Observer::Seat(2)).contains(&Request::Resign));
    assert_replays(&m);
}

#[test]
fn a_match_made_without_hand_back_keeps_the_computer_in_a_claimed_seat() {
    let (mut m, clock) = new_match("cube-conquest", &[("players", "3")], people(3), "random");
    let mut departure = m.departure().clone();
    departure.hand_back = false;
    m.set_departure(departure).unwrap();
    open(&mut m);
    m.set_online(1, false);
    clock.advance(AWAY);
    m.claim(2, false, None).unwrap();
    assert!(m.set_online(1, true).is_empty());
    assert_eq!(m.players()[1], computer("random"));
}

#[test]
fn no_seat_can_be_out_where_the_game_does_not_allow_it() {
    let g = cubist_games::create("squadro", &OptionPairs::new(), 1).unwrap();
    let mut m = Match::new(g, 1, people(2)).unwrap();
    let out = Departure {
        stand_in: StandIn::Out,
        ..Departure::default()
    };
    assert!(m.set_departure(out).is_err());
    assert!(m
        .set_departure(Departure {
            stand_in: "nonsense".parse().unwrap_or(StandIn::Out),
            ..Departure::default()
        })
        .is_err());
}

#[test]
fn the_event_number_counts_actions_take_backs_and_seat_events_and_only_grows() {
    let (mut m, _) = new_match(
        "squadro",
        &[],
        vec![Player::Human, computer("random")],
        "medium",
    );
    assert_eq!(m.event_number(), 0);
    play_first(&mut m, 0);
    assert_eq!(m.event_number(), 1);
    m.play_computers_until_human().unwrap();
    assert_eq!(m.event_number(), 2);
    m.undo_for(0).unwrap();
    assert_eq!(m.ply(), 0);
    assert_eq!(
        m.event_number(),
        3,
        "a take-back counts, so the number never falls"
    );
    m.resign(0, None).unwrap();
    assert_eq!(m.event_number(), 4);
    assert_eq!(m.view(Observer::Seat(0)).event, 4);
}

#[test]
fn where_the_game_allows_it_a_player_who_leaves_is_out_and_the_last_one_left_wins() {
    let options = [("players", "3"), ("first", "1")];
    let (mut m, _) = new_match("cube-attack", &options, people(3), "out");
    open(&mut m);
    // Round to Red's turn again.
    while !m.to_move().includes(0) {
        let seat = m.to_move().seats().iter().next().unwrap();
        play_first(&mut m, seat);
    }
    let events = m.leave(1, None).unwrap();
    assert_eq!(events[1].event, SeatEvent::StandIn { agent: None });
    assert!(m.is_out(1));
    assert_eq!(
        m.players()[1],
        Player::Human,
        "nobody plays it: no computer took it"
    );
    assert!(m.view(Observer::Spectator).seats[1].out);
    assert_replays(&m);
    // Red plays its turn; Blue's is skipped: Green is asked next.
    while m.to_move().includes(0) {
        play_first(&mut m, 0);
    }
    assert!(m.to_move().includes(2), "{:?}", m.to_move());
    assert_replays(&m);
    m.leave(2, None).unwrap();
    assert_eq!(m.result().unwrap().winner(), Some(0));
    assert_replays(&m);
}
