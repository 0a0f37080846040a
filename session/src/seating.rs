//! Seats beyond the game's rules: who plays each seat now, whether its player is
//! there, and what happens when a player resigns, offers a draw, leaves, or is away.
//! These are the platform's rules, the same for every game (docs/leaving.md).

use std::fmt;
use std::str::FromStr;

use cubist_ai::{AgentError, AgentSpec};
use cubist_core::{Args, Lang, Outcome, Seat, SeatEvent, SeatSet};

use crate::words::WORDS;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// What happens to a seat whose player leaves or stays away, set when a match is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Departure {
    /// How long a seat may be away (nothing holding its token) before another
    /// person in the game may claim it.
    pub away_ms: u64,
    /// Who plays a seat whose player resigned, left or was claimed, in a game of
    /// three or more seats.
    pub stand_in: StandIn,
    /// Whether a claimed seat goes back to its player when the player returns.
    pub hand_back: bool,
}

impl Default for Departure {
    fn default() -> Self {
        Departure {
            away_ms: 60_000,
            stand_in: StandIn::Computer("medium".parse().expect("a level")),
            hand_back: true,
        }
    }
}

/// Who takes over a seat its player gave up: a computer player, or nobody (the seat
/// is out of the game, where the game's rules allow a seat to be out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StandIn {
    Computer(AgentSpec),
    Out,
}

/// `out`, or the computer's agent spec (`medium`, `mcts:time=1s`).
impl fmt::Display for StandIn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StandIn::Computer(spec) => write!(f, "{spec}"),
            StandIn::Out => f.write_str("out"),
        }
    }
}

impl FromStr for StandIn {
    type Err = AgentError;

    fn from_str(text: &str) -> Result<Self, AgentError> {
        if text.trim().eq_ignore_ascii_case("out") {
            Ok(StandIn::Out)
        } else {
            Ok(StandIn::Computer(text.parse()?))
        }
    }
}

/// How a seat's player gave it up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Gone {
    /// Resigned: the seat cannot win.
    Resigned,
    /// Left for good: the seat cannot win.
    Left,
    /// Away too long and claimed by another player: a stand-in plays it, and it may be
    /// handed back when its player returns.
    Claimed,
    /// Its clock ran out (three or more seats): a stand-in plays it, and it cannot win.
    TimedOut,
}

impl Gone {
    /// Whether the seat gave up its chance of winning.
    pub fn forfeits(self) -> bool {
        !matches!(self, Gone::Claimed)
    }
}

/// The result of a match its players ended: there are no scores to give.
pub(crate) fn agreed(players: usize, winners: SeatSet, reason: String) -> Outcome {
    Outcome::new(vec![0; players], winners, reason)
}

/// `outcome` with seats that resigned or left taken out of the winners: if none of
/// the winners is left, the other seats with the best score share the win.
pub(crate) fn without_forfeits(outcome: Outcome, forfeited: &[bool]) -> Outcome {
    let stays = |s: Seat| !forfeited.get(s).copied().unwrap_or(false);
    if outcome.winners.iter().all(stays) {
        return outcome;
    }
    let mut winners: SeatSet = outcome.winners.iter().filter(|&s| stays(s)).collect();
    if winners.is_empty() {
        let best = (0..outcome.scores.len())
            .filter(|&s| stays(s))
            .map(|s| outcome.scores[s])
            .max();
        winners = (0..outcome.scores.len())
            .filter(|&s| stays(s) && Some(outcome.scores[s]) == best)
            .collect();
    }
    outcome.with_winners(winners)
}

/// An event in words for people in English, seats named by `name`.
pub fn describe_event(seat: Seat, event: &SeatEvent, name: impl Fn(Seat) -> String) -> String {
    describe_event_in(seat, event, name, Lang::En)
}

/// An event in words for people in `lang`, seats named by `name` (in `lang` too).
pub fn describe_event_in(
    seat: Seat,
    event: &SeatEvent,
    name: impl Fn(Seat) -> String,
    lang: Lang,
) -> String {
    let who = Args::new().text("who", name(seat));
    let (id, args) = match event {
        SeatEvent::Resign => ("session-resigned", who),
        SeatEvent::OfferDraw => ("session-offered-draw", who),
        SeatEvent::AcceptDraw => ("session-accepted-draw", who),
        SeatEvent::DeclineDraw => ("session-declined-draw", who),
        SeatEvent::Leave => ("session-left", who),
        SeatEvent::Claim { by, draw: true } => ("session-claimed-draw", who.text("by", name(*by))),
        SeatEvent::Claim { by, .. } => ("session-claimed-seat", who.text("by", name(*by))),
        SeatEvent::StandIn { agent: Some(agent) } => {
            ("session-stand-in", who.text("agent", agent.as_str()))
        }
        SeatEvent::StandIn { agent: None } => ("session-out", who),
        SeatEvent::Return => ("session-returned", who),
        SeatEvent::Timeout => ("session-timeout", who),
        SeatEvent::Abort { late: false } => ("session-aborted", who),
        SeatEvent::Abort { late: true } => ("session-aborted-late", who),
    };
    WORDS.say(lang, id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stand_ins_read_and_write_as_stored() {
        for text in ["out", "medium", "mcts:budget=500"] {
            assert_eq!(text.parse::<StandIn>().unwrap().to_string(), text);
        }
        assert!("nobody".parse::<StandIn>().is_err());
    }

    #[test]
    fn forfeited_winners_give_way_to_the_best_score_left() {
        let win = Outcome::win(0, vec![9, 5, 5, 2], "target reached");
        let none = [false; 4];
        assert_eq!(without_forfeits(win.clone(), &none), win);
        let after = without_forfeits(win.clone(), &[true, false, false, false]);
        assert_eq!(after.winners.iter().collect::<Vec<_>>(), vec![1, 2]);
        assert_eq!(after.reason, "target reached");
        let shared = Outcome::new(vec![4, 4, 1], [0, 1].into_iter().collect(), "tie");
        let after = without_forfeits(shared, &[false, true, false]);
        assert_eq!(after.winner(), Some(0));
    }
}
