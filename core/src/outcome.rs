//! The end of a game.

use cubist_words::{Args, Lang, Phrase};
use serde::{Deserialize, Serialize};

use crate::{and_list, Seat, SeatSet, WORDS};

/// Why a game ended, as a game gives it: plain English, or a phrase of its catalogue
/// that can be said in every language.
#[derive(Clone, Debug)]
pub struct Reason {
    text: String,
    phrase: Option<Phrase>,
}

impl From<&str> for Reason {
    fn from(text: &str) -> Self {
        text.to_string().into()
    }
}

impl From<String> for Reason {
    fn from(text: String) -> Self {
        Reason { text, phrase: None }
    }
}

impl From<Phrase> for Reason {
    fn from(phrase: Phrase) -> Self {
        Reason {
            text: phrase.to_string(),
            phrase: Some(phrase),
        }
    }
}

/// Result of a finished game: per-seat score, the winners, and why it ended.
///
/// A draw is a game with several winners: a two-player draw has both seats as winners,
/// and in a multi-player game a tie at the top is a draw among the tied seats. As JSON
/// (in records) an outcome also says `"draw": true` or `false`, so that a reader need
/// not count the winners; reading ignores that field and counts them.
#[derive(Clone, Serialize, Deserialize)]
#[serde(into = "OutcomeJson", from = "OutcomeJson")]
pub struct Outcome {
    /// The game's own score per seat (pieces home, cubes captured, points, VP...).
    pub scores: Vec<i32>,
    /// Seats that won or shared the win.
    pub winners: SeatSet,
    /// Why the game ended, in words: "4 pieces home", "threefold repetition", ...
    pub reason: String,
    /// The reason as the game's phrase, where it gave one (not kept in records: one
    /// read back says its reason in English).
    phrase: Option<Phrase>,
}

/// Shown as its fields, the reason in English (as before reasons had phrases).
impl std::fmt::Debug for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Outcome")
            .field("scores", &self.scores)
            .field("winners", &self.winners)
            .field("reason", &self.reason)
            .finish()
    }
}

/// Two outcomes are equal when scores, winners and the English reason are.
impl PartialEq for Outcome {
    fn eq(&self, other: &Self) -> bool {
        self.scores == other.scores && self.winners == other.winners && self.reason == other.reason
    }
}

impl Outcome {
    pub fn new(scores: Vec<i32>, winners: SeatSet, reason: impl Into<Reason>) -> Self {
        let Reason { text, phrase } = reason.into();
        Outcome {
            scores,
            winners,
            reason: text,
            phrase,
        }
    }

    /// The same outcome, its reason kept, with other winners.
    pub fn with_winners(self, winners: SeatSet) -> Self {
        Outcome { winners, ..self }
    }

    /// Why the game ended, in `lang` (in English where the game gave plain text).
    pub fn reason_in(&self, lang: Lang) -> String {
        match &self.phrase {
            Some(p) => p.say(lang),
            None => self.reason.clone(),
        }
    }

    /// A single winner.
    pub fn win(seat: Seat, scores: Vec<i32>, reason: impl Into<Reason>) -> Self {
        Self::new(scores, SeatSet::single(seat), reason)
    }

    /// All seats tied with the highest score share the win.
    pub fn by_highest_score(scores: Vec<i32>, reason: impl Into<Reason>) -> Self {
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

    /// A one-line summary for people in `lang`, seats named by `name` (in `lang` too).
    pub fn describe(&self, name: impl Fn(Seat) -> String, lang: Lang) -> String {
        self.describe_because(name, self.reason_in(lang), lang)
    }

    /// As [`Outcome::describe`], with the reason given (already said in `lang`), for
    /// a caller that says the reason itself.
    pub fn describe_because(
        &self,
        name: impl Fn(Seat) -> String,
        reason: String,
        lang: Lang,
    ) -> String {
        match self.winner() {
            Some(w) => {
                let args = Args::new().text("seat", name(w)).text("reason", reason);
                WORDS.say(lang, "core-outcome-win", &args)
            }
            None if self.winners.is_empty() => {
                let args = Args::new().text("reason", reason);
                WORDS.say(lang, "core-outcome-none", &args)
            }
            None => {
                let tied: Vec<String> = self.winners.iter().map(&name).collect();
                let args = Args::new()
                    .text("seats", tied_names(&tied, lang))
                    .text("reason", reason);
                WORDS.say(lang, "core-outcome-draw", &args)
            }
        }
    }
}

/// The tied seats' names: "Red and Blue", "Red and Blue and Green" (each pair joined
/// as English always joined them).
fn tied_names(names: &[String], lang: Lang) -> String {
    let mut out = match names.first() {
        Some(first) => first.clone(),
        None => return String::new(),
    };
    for name in &names[1..] {
        out = and_list(&[out, name.clone()], lang);
    }
    out
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
            draw.describe(|s| format!("P{}", s + 1), Lang::En),
            "draw between P1 and P2 (1 round played)"
        );
        assert_eq!(
            draw.describe(|s| format!("P{}", s + 1), Lang::De),
            "Unentschieden zwischen P1 und P2 (1 round played)"
        );
    }
}
