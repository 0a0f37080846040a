//! The places a finished game gives its seats, for ratings and for players' pages.
//!
//! The result says who won; the seat events say who gave up. A seat that resigned,
//! left, ran out of time or was claimed while away (and did not come back) lost: with
//! two seats the result already says so, with more such seats share the last place
//! whatever their score. The other seats: the winners first, then by score.

use cubist_core::{Outcome, RecordedEvent, SeatEvent};

/// Each seat's rank (1 is first; tied seats share a rank, and the next rank counts
/// them all: 1, 2, 2, 4).
pub fn ranks(outcome: &Outcome, events: &[RecordedEvent]) -> Vec<usize> {
    let seats = outcome.scores.len();
    let lost = gave_up(seats, events);
    // Lower sorts first: gave up (all alike), then not a winner, then minus the score.
    let key = |s: usize| match lost[s] {
        true => (1, false, 0),
        false => (
            0,
            !outcome.winners.contains(s),
            -i64::from(outcome.scores[s]),
        ),
    };
    (0..seats)
        .map(|s| 1 + (0..seats).filter(|&o| key(o) < key(s)).count())
        .collect()
}

/// Per seat: whether its player gave the game up by the end.
fn gave_up(seats: usize, events: &[RecordedEvent]) -> Vec<bool> {
    let mut lost = vec![false; seats];
    let mut claimed = vec![false; seats];
    for e in events.iter().filter(|e| e.seat < seats) {
        match e.event {
            SeatEvent::Resign | SeatEvent::Leave | SeatEvent::Timeout => lost[e.seat] = true,
            // A draw claimed against an absent player is the claimer's choice: a draw.
            SeatEvent::Claim { draw, .. } => claimed[e.seat] = !draw,
            SeatEvent::Return => claimed[e.seat] = false,
            _ => {}
        }
    }
    lost.iter().zip(&claimed).map(|(l, c)| *l || *c).collect()
}

/// The first player's score against the second from their ranks: 1, ½ or 0.
pub fn score(first: usize, second: usize) -> f64 {
    match first.cmp(&second) {
        std::cmp::Ordering::Less => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Greater => 0.0,
    }
}

/// A seat's result in words, as a player's page shows it: `win`, `loss` and `draw`
/// with two seats; `rank N` with more (`win` for a sole first place).
pub fn outcome_word(ranks: &[usize], seat: usize) -> String {
    let mine = ranks[seat];
    let tied = ranks.iter().filter(|&&r| r == mine).count();
    match (ranks.len(), mine, tied) {
        (2, 1, 2) => "draw".into(),
        (_, 1, 1) => "win".into(),
        (2, _, _) => "loss".into(),
        _ => format!("rank {mine}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubist_core::SeatSet;

    fn event(ply: usize, seat: usize, event: SeatEvent) -> RecordedEvent {
        RecordedEvent { ply, seat, event }
    }

    #[test]
    fn two_seats_follow_the_result() {
        let win = Outcome::win(1, vec![0, 4], "4 pieces home");
        assert_eq!(ranks(&win, &[]), vec![2, 1]);
        assert_eq!(outcome_word(&[2, 1], 0), "loss");
        assert_eq!(outcome_word(&[2, 1], 1), "win");
        let draw = Outcome::new(vec![0, 0], [0, 1].into_iter().collect(), "draw agreed");
        assert_eq!(ranks(&draw, &[]), vec![1, 1]);
        assert_eq!(outcome_word(&[1, 1], 0), "draw");
        let resigned = Outcome::win(0, vec![0, 0], "seat 2 resigned");
        assert_eq!(
            ranks(&resigned, &[event(3, 1, SeatEvent::Resign)]),
            vec![1, 2]
        );
    }

    #[test]
    fn a_draw_claimed_against_an_absent_player_stays_a_draw() {
        let draw = Outcome::new(vec![0, 0], [0, 1].into_iter().collect(), "was away");
        let claim = event(5, 1, SeatEvent::Claim { by: 0, draw: true });
        assert_eq!(ranks(&draw, &[claim]), vec![1, 1]);
    }

    #[test]
    fn with_more_seats_giving_up_is_last_place_whatever_the_score() {
        let scores = vec![3, 9, 5, 1];
        let outcome = Outcome::new(scores, SeatSet::single(1), "target reached");
        let events = [
            event(4, 2, SeatEvent::Timeout),
            event(
                4,
                2,
                SeatEvent::StandIn {
                    agent: Some("medium".into()),
                },
            ),
        ];
        assert_eq!(ranks(&outcome, &events), vec![2, 1, 4, 3]);
        // Claimed while away and never back: a loss; back in time: not.
        let claimed = [event(2, 0, SeatEvent::Claim { by: 1, draw: false })];
        assert_eq!(ranks(&outcome, &claimed), vec![4, 1, 2, 3]);
        let back = [claimed[0].clone(), event(3, 0, SeatEvent::Return)];
        assert_eq!(ranks(&outcome, &back), vec![3, 1, 2, 4]);
        let two_gave_up = [
            event(1, 0, SeatEvent::Resign),
            event(2, 3, SeatEvent::Leave),
        ];
        assert_eq!(ranks(&outcome, &two_gave_up), vec![3, 1, 2, 3]);
        assert_eq!(outcome_word(&[3, 1, 2, 3], 1), "win");
        assert_eq!(outcome_word(&[3, 1, 2, 3], 0), "rank 3");
    }

    #[test]
    fn shared_wins_and_equal_scores_tie() {
        let outcome = Outcome::new(vec![4, 4, 1, 1], [0, 1].into_iter().collect(), "tie");
        let r = ranks(&outcome, &[]);
        assert_eq!(r, vec![1, 1, 3, 3]);
        assert_eq!(outcome_word(&r, 0), "rank 1");
    }
}
