//! The end of a game.

use serde::{Deserialize, Serialize};

use crate::{Seat, SeatSet};

/// Result of a finished game: per-seat score, the winners, and why it ended.
///
/// A draw is a game with several winners: a two-player draw has both seats as winners,
/// and in a multi-player game a tie at the top is a draw among the tied seats.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
            None => {
                let tied: Vec<String> = self.winners.iter().map(&name).collect();
                format!("draw between {} ({})", tied.join(" and "), self.reason)
            }
        }
    }
}
