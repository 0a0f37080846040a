//! The end of a game.

use serde::{Deserialize, Serialize};

use crate::{Seat, SeatSet};

/// Result of a finished game: per-seat score, the winners, and why it ended.
///
/// A draw is a game with several winners: a two-player draw has both seats as winners,
/// and in a multi-player game a tie at the top is a draw among the tied seats. As JSON
/// (in records) an outcome also says `"draw": true` or `false`, so that a reader need
/// not count the winners; reading ignores that field and counts them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "OutcomeJson", from = "OutcomeJson")]
pub struct Outcome {
    /// The game's own score per seat (pieces home, cubes captured, points, VP...).
    pub scores: Vec<i32>,
    /// Seats that won or shared the win.
    pub winners: SeatSet,
    /// Why the game ended, in words: "4 pieces home", "threefold repetition", ...
    pub reason: String,
}

impl Outcome {
    pub fn new(scores: Vec<i32>, winners: SeatSet, reason: impl Into<String>) -> Self {
        Outcome {
            scores,
            winners,
            reason: reason.into(),
        }
    }

    /// A single winner.
    pub fn win(seat: Seat, scores: Vec<i32>, reason: impl Into<String>) -> Self {
        Self::new(scores, SeatSet::single(seat), reason)
    }

    /// All seats tied with the highest score share the win.
    pub fn by_highest_score(scores: Vec<i32>, reason: impl Into<String>) -> Self {
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = scores
            .iter()
            .enumerate()
            .filter(|&(_, &s)| s == best)
            .map(|(i, _)| i)
            .collect();
        Self::new(scores, winners, reason)
    }

    /// The sole winner, if there is one.
    pub fn winner(&self) -> Option<Seat> {
        (self.winners.len() == 1)
            .then(|| self.winners.first())
            .flatten()
    }

    pub fn is_draw(&self) -> bool {
        self.winners.len() != 1
    }

    /// Reward in `[0, 1]` for a seat: 1 for a sole win, `1/k` for a win shared by `k`
    /// seats, 0 for a loss. Rewards of all seats add up to 1.
    pub fn reward(&self, seat: Seat) -> f64 {
        if self.winners.contains(seat) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }

    /// A one-line summary for people, seats named by `name`.
    pub fn describe(&self, name: impl Fn(Seat) -> String) -> String {
        match self.winner() {
            Some(w) => format!("{} wins ({})", name(w), self.reason),
            None if self.winners.is_empty() => format!("no result ({})", self.reason),
            None => {
                let tied: Vec<String> = self.winners.iter().map(&name).collect();
                format!("draw between {} ({})", tied.join(" and "), self.reason)
            }
        }
    }
}

/// An [`Outcome`] as JSON: its fields, and whether it is a draw.
#[derive(Serialize, Deserialize)]
struct OutcomeJson {
    scores: Vec<i32>,
    winners: SeatSet,
    /// Written for readers; ignored when read (the winners say it).
    #[serde(default)]
    draw: bool,
    reason: String,
}

impl From<Outcome> for OutcomeJson {
    fn from(o: Outcome) -> Self {
        OutcomeJson {
            draw: o.is_draw(),
            scores: o.scores,
            winners: o.winners,
            reason: o.reason,
        }
    }
}

impl From<OutcomeJson> for Outcome {
    fn from(j: OutcomeJson) -> Self {
        Outcome::new(j.scores, j.winners, j.reason)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_says_whether_it_is_a_draw_and_reads_back() {
        let draw = Outcome::by_highest_score(vec![2, 2], "1 round played");
        let json = serde_json::to_value(&draw).unwrap();
        assert_eq!(json["draw"], true, "{json}");
        assert_eq!(serde_json::from_value::<Outcome>(json).unwrap(), draw);
        let win = Outcome::win(1, vec![0, 4], "4 pieces home");
        let json = serde_json::to_value(&win).unwrap();
        assert_eq!(json["draw"], false, "{json}");
        assert_eq!(serde_json::from_value::<Outcome>(json).unwrap(), win);
        // Records written before the field existed still read.
        let old = r#"{"scores":[0,4],"winners":2,"reason":"4 pieces home"}"#;
        assert_eq!(serde_json::from_str::<Outcome>(old).unwrap(), win);
    }

    #[test]
    fn a_draw_is_described_as_one() {
        let draw = Outcome::by_highest_score(vec![2, 2], "1 round played");
        assert_eq!(
            draw.describe(|s| format!("P{}", s + 1)),
            "draw between P1 and P2 (1 round played)"
        );
    }
}
