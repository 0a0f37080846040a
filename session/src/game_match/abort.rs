//! Aborting: until every seat has made its first move a match may end with no winner,
//! counting for nobody. A seat asks for it; a resignation, leaving, a claim, running
//! out of time or a first move not made in time does it too (`leaving.rs`,
//! `timing.rs`). The record keeps it as an `abort` seat event.

use cubist_core::{Args, Lang, RecordedEvent, Seat, SeatEvent};

use crate::requests::{Request, RequestError};
use crate::{Match, WORDS};

impl Match {
    /// Whether the match may still be aborted: it is running and some seat has made
    /// no action yet. While it may, a game that ends by a resignation, leaving, a
    /// claim or a clock is aborted instead, and counts for nobody.
    pub fn may_abort(&self) -> bool {
        let actions = self.history.actions();
        !self.is_over() && (0..self.players().len()).any(|s| !actions.iter().any(|a| a.seat == s))
    }

    /// Whether the match was aborted (see [`Match::abort`]).
    pub fn aborted(&self) -> bool {
        self.history
            .events()
            .iter()
            .any(|e| matches!(e.event, SeatEvent::Abort { .. }))
    }

    /// The result in words for people, once the match is over: "Light wins (4 pieces
    /// home)", or "game aborted by Light".
    pub fn result_text(&self) -> Option<String> {
        self.result_text_in(Lang::En)
    }

    /// The result in words in `lang`, once the match is over.
    pub fn result_text_in(&self, lang: Lang) -> Option<String> {
        let o = self.result()?;
        let name = |s| self.game().seat_name_in(s, lang);
        let abort = self.history.events().iter().find_map(|e| match e.event {
            SeatEvent::Abort { late } => Some((e.seat, late)),
            _ => None,
        });
        Some(match abort {
            Some((seat, late)) => {
                let id = match late {
                    true => "session-game-aborted-late",
                    false => "session-game-aborted",
                };
                WORDS.say(lang, id, &Args::new().text("who", name(seat)))
            }
            None => match crate::words::players_reason(self.game(), &o.reason, lang) {
                Some(reason) => o.describe_because(name, reason, lang),
                None => o.describe(name, lang),
            },
        })
    }

    /// `seat` aborts the match, which may be done until every seat has made its first
    /// move: it ends with no winner and counts for nobody. Returns the events recorded;
    /// on an error nothing changes.
    pub fn abort(
        &mut self,
        seat: Seat,
        seen: Option<usize>,
    ) -> Result<Vec<RecordedEvent>, RequestError> {
        self.check_request(seat, Request::Abort, seen)?;
        Ok(vec![self.abort_by(seat, false)])
    }

    /// Record that the match is aborted by `seat`: it asked (or resigned, or left), or,
    /// if `late`, it did not make its first move in time (or ran out of time, or was
    /// claimed as away).
    pub(crate) fn abort_by(&mut self, seat: Seat, late: bool) -> RecordedEvent {
        self.record_event(seat, SeatEvent::Abort { late })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use cubist_core::{GameRecord, Observer, OptionPairs, TimeControl, Trust};

    use super::*;
    use crate::clocks::FIRST_MOVE_MS;
    use crate::{Clock, ManualClock, Player};

    const START: u64 = 5_000_000;

    /// A match of `seats` people on a hand-moved clock, every seat online.
    fn people(game: &str, options: &[(&str, &str)], seats: usize) -> (Match, ManualClock) {
        let options: OptionPairs = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let g = cubist_games::create(game, &options, 3).unwrap();
        let mut m = Match::new(g, 3, vec![Player::Human; seats]).unwrap();
        let clock = ManualClock::at(START);
        m.set_clock(Arc::new(clock.clone()));
        for seat in 0..seats {
            m.set_online(seat, true);
        }
        (m, clock)
    }

    fn squadro() -> (Match, ManualClock) {
        people("squadro", &[("first", "1")], 2)
    }

    /// The seat to move plays its first legal action.
    fn play(m: &mut Match) -> Seat {
        let seat = m.to_move().seats().iter().next().unwrap();
        let action = m.legal(seat)[0].clone();
        m.submit(seat, &action, Some(m.ply())).unwrap();
        seat
    }

    fn replayed(m: &Match) -> Match {
        let record = GameRecord::from_json(&m.record().to_json()).unwrap();
        Match::resume(record, Trust::Local).unwrap()
    }

    #[test]
    fn either_player_may_abort_until_both_have_moved_then_nobody() {
        let (mut m, _) = squadro();
        assert!(m.may_abort());
        assert!(m.may(Observer::Seat(0)).contains(&Request::Abort));
        assert!(m.may(Observer::Seat(1)).contains(&Request::Abort));
        play(&mut m);
        assert!(m.may_abort(), "the second player has not moved yet");
        assert!(m.may(Observer::Seat(0)).contains(&Request::Abort));
        play(&mut m);
        assert!(!m.may_abort());
        assert!(!m.may(Observer::Seat(1)).contains(&Request::Abort));
        let before = m.event_number();
        let refused = m.abort(1, Some(2)).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "the game can no longer be aborted: every player has made a first move"
        );
        assert_eq!(m.event_number(), before, "nothing changed");
        assert!(!m.is_over());
    }

    #[test]
    fn an_abort_ends_the_game_with_no_winner_and_replays_from_the_record() {
        let (mut m, _) = squadro();
        play(&mut m);
        let events = m.abort(1, Some(1)).unwrap();
        assert_eq!(events[0].event, SeatEvent::Abort { late: false });
        assert!(m.is_over() && m.aborted());
        let result = m.result().unwrap();
        assert!(result.winners.is_empty(), "{result:?}");
        assert_eq!(
            m.view(Observer::Spectator).result_text.as_deref(),
            Some("game aborted by Dark")
        );
        assert!(m.view(Observer::Spectator).aborted);
        assert!(m.record().to_json().contains("\"event\": \"abort\""));
        let again = replayed(&m);
        assert!(again.aborted());
        assert_eq!(again.result(), m.result());
        assert_eq!(again.event_number(), m.event_number());
    }

    #[test]
    fn a_resignation_before_both_moved_aborts_and_after_it_loses() {
        let (mut m, _) = squadro();
        let events = m.resign(0, Some(0)).unwrap();
        assert_eq!(events.len(), 1);
        assert_eq!(events[0].event, SeatEvent::Abort { late: false });
        assert!(m.aborted());

        let (mut m, _) = squadro();
        play(&mut m);
        m.resign(0, Some(1)).unwrap();
        assert!(m.aborted(), "at ply 1 the window is still open");

        let (mut m, _) = squadro();
        play(&mut m);
        play(&mut m);
        m.resign(0, Some(2)).unwrap();
        assert!(!m.aborted());
        assert_eq!(m.result().unwrap().winner(), Some(1));
    }

    #[test]
    fn a_claim_before_both_moved_aborts_with_the_away_seat_late() {
        let (mut m, clock) = squadro();
        m.set_online(1, false);
        clock.advance(m.departure().away_ms);
        let events = m.claim(0, false, Some(0)).unwrap();
        assert_eq!(
            events,
            vec![RecordedEvent {
                ply: 0,
                seat: 1,
                event: SeatEvent::Abort { late: true },
            }]
        );
        assert_eq!(
            m.view(Observer::Seat(0)).result_text.as_deref(),
            Some("game aborted: Dark made no first move in time")
        );
    }

    #[test]
    fn with_three_seats_the_window_stays_open_until_each_seat_has_moved() {
        let (mut m, _) = people("cube-attack", &[("players", "3")], 3);
        let mut moved = std::collections::BTreeSet::new();
        while moved.len() < 3 {
            assert!(m.may_abort(), "{} of 3 seats moved", moved.len());
            moved.insert(play(&mut m));
        }
        assert!(!m.may_abort());
        assert!(!m.may(Observer::Seat(0)).contains(&Request::Abort));
        m.leave(2, Some(m.ply())).unwrap();
        assert!(
            !m.aborted() && !m.is_over(),
            "leaving now hands the seat over"
        );
    }

    #[test]
    fn with_three_seats_leaving_before_every_seat_moved_aborts() {
        let (mut m, _) = people("cube-attack", &[("players", "3")], 3);
        play(&mut m);
        let events = m.leave(2, Some(m.ply())).unwrap();
        assert_eq!(events.len(), 1, "no stand-in: the game is over");
        assert!(m.aborted() && m.is_over());
        assert!(m.result().unwrap().winners.is_empty());
    }

    fn timed(control: TimeControl) -> (Match, ManualClock) {
        let (mut m, clock) = squadro();
        m.set_time_control(Some(control)).unwrap();
        (m, clock)
    }

    fn blitz() -> TimeControl {
        TimeControl::RealTime {
            initial_ms: 180_000,
            increment_ms: 2_000,
        }
    }

    #[test]
    fn a_first_player_who_never_moves_aborts_the_game_at_the_limit() {
        let (mut m, clock) = timed(blitz());
        assert_eq!(m.deadline_ms(), Some(START + FIRST_MOVE_MS));
        clock.advance(FIRST_MOVE_MS - 1);
        assert!(m.check_time().is_empty());
        clock.advance(1);
        let events = m.check_time();
        assert_eq!(
            events,
            vec![RecordedEvent {
                ply: 0,
                seat: 0,
                event: SeatEvent::Abort { late: true },
            }]
        );
        assert!(m.aborted());
        assert_eq!(m.deadline_ms(), None, "nothing is due any more");
        assert!(replayed(&m).aborted());
    }

    #[test]
    fn a_second_player_past_its_first_move_limit_aborts_not_loses() {
        let (mut m, clock) = timed(blitz());
        clock.advance(1_000);
        play(&mut m);
        assert_eq!(m.deadline_ms(), Some(START + 1_000 + FIRST_MOVE_MS));
        clock.advance(FIRST_MOVE_MS);
        let events = m.check_time();
        assert_eq!(events[0].seat, 1);
        assert_eq!(events[0].event, SeatEvent::Abort { late: true });
        assert!(m.aborted());
    }

    #[test]
    fn once_both_moved_only_the_clocks_count_and_time_loses() {
        let (mut m, clock) = timed(TimeControl::RealTime {
            initial_ms: 10_000,
            increment_ms: 0,
        });
        assert_eq!(
            m.deadline_ms(),
            Some(START + 10_000),
            "the initial time is shorter"
        );
        play(&mut m);
        play(&mut m);
        clock.advance(60_000);
        let events = m.check_time();
        assert_eq!(events[0].event, SeatEvent::Timeout);
        assert!(!m.aborted());
        assert_eq!(m.result().unwrap().winner(), Some(1));
    }

    #[test]
    fn a_correspondence_first_move_has_the_time_per_move() {
        let day = 86_400_000;
        let (mut m, clock) = timed(TimeControl::PerMove { per_move_ms: day });
        assert_eq!(m.deadline_ms(), Some(START + day));
        clock.advance(day);
        assert_eq!(m.check_time()[0].event, SeatEvent::Abort { late: true });
    }

    #[test]
    fn no_first_move_is_timed_while_a_seat_is_open() {
        let (mut m, clock) = timed(blitz());
        m.set_awaiting_players(true);
        assert_eq!(m.deadline_ms(), None);
        clock.advance(10 * FIRST_MOVE_MS);
        assert!(m.check_time().is_empty());
        m.set_awaiting_players(false);
        assert_eq!(m.deadline_ms(), Some(clock.now_ms() + FIRST_MOVE_MS));
        assert_eq!(m.turn_started_ms(), Some(clock.now_ms()));
    }

    #[test]
    fn records_without_an_abort_read_as_before_and_one_with_it_round_trips() {
        let (mut m, _) = squadro();
        play(&mut m);
        play(&mut m);
        m.resign(0, Some(2)).unwrap();
        let old = m.record().to_json();
        assert!(!old.contains("abort"));
        let again = replayed(&m);
        assert!(!again.aborted());
        assert_eq!(again.result(), m.result());
        let event: SeatEvent = serde_json::from_str(r#"{"event": "abort"}"#).unwrap();
        assert_eq!(event, SeatEvent::Abort { late: false });
        let late = serde_json::to_string(&SeatEvent::Abort { late: true }).unwrap();
        assert_eq!(late, r#"{"event":"abort","late":true}"#);
    }
}
