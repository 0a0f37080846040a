//! What a seat may ask of a match beyond playing an action, decided once here for
//! every front end and sent to each observer in its view (`MatchView::may`).

use cubist_core::{Args, Lang, Observer, Seat};
use cubist_words::Phrase;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::words::{phrase, seat_phrase};
use crate::Match;

/// A request a seat may make, as named on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    /// A suggestion from a strong computer player: alone against the computer only.
    Hint,
    /// Take back one's last action: alone against the computer, where the game allows.
    Undo,
    /// End the game with no result, counting for nobody: until every seat has made
    /// its first move.
    Abort,
    /// Give up: with two seats the other wins; with more, the seat is played by a
    /// stand-in and cannot win. Before every seat has made its first move, the game
    /// is aborted instead.
    Resign,
    /// Offer a draw to the other person (two seats).
    OfferDraw,
    /// Accept the other person's standing draw offer.
    AcceptDraw,
    /// Decline the other person's standing draw offer: it is withdrawn.
    DeclineDraw,
    /// Leave for good (three or more seats): a stand-in plays the seat.
    Leave,
    /// Claim a seat whose player has been away for the away time.
    Claim,
}

/// Why a request was refused. Nothing changed.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum RequestError {
    /// The requester saw an older position: another action was played since.
    #[error("{}", self.say(Lang::En))]
    Stale { seen: usize, now: usize },
    /// Not now, or not for this seat; the phrase says why.
    #[error("{0}")]
    NotAllowed(Phrase),
}

impl RequestError {
    fn not(id: &'static str) -> RequestError {
        RequestError::NotAllowed(phrase(id, Args::new()))
    }
    /// Why, to be said in the reader's language (its id is stable).
    pub fn phrase(&self) -> Phrase {
        match self {
            RequestError::Stale { seen, now } => stale(*seen, *now),
            RequestError::NotAllowed(p) => p.clone(),
        }
    }
    /// Why, in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        self.phrase().say(lang)
    }
}

/// The position seen is not the current one: `seen` actions, `now` played.
pub(crate) fn stale(seen: usize, now: usize) -> Phrase {
    let args = Args::new()
        .number("seen", seen as f64)
        .number("now", now as f64);
    phrase("session-stale", args)
}

impl Match {
    /// Every request `observer` may make now, in the order of [`Request`].
    pub fn may(&self, observer: Observer) -> Vec<Request> {
        let Some(seat) = observer.seat().filter(|&s| s < self.players().len()) else {
            return Vec::new();
        };
        [
            Request::Hint,
            Request::Undo,
            Request::Abort,
            Request::Resign,
            Request::OfferDraw,
            Request::AcceptDraw,
            Request::DeclineDraw,
            Request::Leave,
            Request::Claim,
        ]
        .into_iter()
        .filter(|&r| self.check_may(seat, r).is_ok())
        .collect()
    }

    /// Whether `seat` may make `request` now, and if not, why not in plain words.
    pub fn check_may(&self, seat: Seat, request: Request) -> Result<(), RequestError> {
        self.check_seat(seat)?;
        match request {
            Request::Hint => {
                self.check_alone(seat, Request::Hint)?;
                if !self.to_move().includes(seat) {
                    return Err(RequestError::not("session-hint-turn"));
                }
                Ok(())
            }
            Request::Undo => {
                self.check_alone(seat, Request::Undo)?;
                self.undo_allowed()
                    .map_err(|e| RequestError::NotAllowed(e.phrase()))?;
                if !self.record().actions.iter().any(|a| a.seat == seat) {
                    return Err(RequestError::not("session-nothing-to-undo"));
                }
                Ok(())
            }
            Request::Abort => {
                if self.may_abort() {
                    Ok(())
                } else {
                    Err(RequestError::not("session-no-abort"))
                }
            }
            Request::Resign => Ok(()),
            Request::OfferDraw => {
                let other = self.draw_partner(seat)?;
                match self.draw_offer() {
                    Some(s) if s == seat => Err(RequestError::not("session-offer-stands")),
                    Some(s) if s == other => Err(RequestError::not("session-draw-offered")),
                    _ => Ok(()),
                }
            }
            Request::AcceptDraw | Request::DeclineDraw => {
                let other = self.draw_partner(seat)?;
                if self.draw_offer() == Some(other) {
                    Ok(())
                } else {
                    Err(RequestError::not("session-no-draw-offered"))
                }
            }
            Request::Leave => {
                if self.players().len() < 3 {
                    return Err(RequestError::not("session-leave-few"));
                }
                Ok(())
            }
            Request::Claim => {
                if self.claimable(seat).is_empty() {
                    return Err(RequestError::NotAllowed(self.why_not_claimable(seat)));
                }
                Ok(())
            }
        }
    }

    /// A person who still plays `seat` in a running match.
    fn check_seat(&self, seat: Seat) -> Result<(), RequestError> {
        if seat >= self.players().len() {
            return Err(RequestError::NotAllowed(seat_phrase(
                "session-no-player",
                seat,
            )));
        }
        if self.is_over() {
            return Err(RequestError::not("session-game-over"));
        }
        if !self.seats.still_played(seat) {
            return Err(RequestError::not("session-you-gone"));
        }
        if !self.players()[seat].is_human() {
            return Err(RequestError::NotAllowed(seat_phrase(
                "session-computer-seat",
                seat,
            )));
        }
        Ok(())
    }

    /// Between people, help from a computer would be help from outside: `what`
    /// ([`Request::Hint`] or [`Request::Undo`]) is only for a person alone against
    /// the computer.
    pub fn check_alone(&self, seat: Seat, what: Request) -> Result<(), RequestError> {
        let others_human = self
            .players()
            .iter()
            .enumerate()
            .any(|(s, p)| s != seat && p.is_human() && !self.seats.is_out(s));
        if others_human {
            let what = if what == Request::Hint {
                "hint"
            } else {
                "undo"
            };
            let args = Args::new().text("what", what);
            return Err(RequestError::NotAllowed(phrase("session-not-alone", args)));
        }
        Ok(())
    }

    /// The other seat of a two-seat game played by a person.
    fn draw_partner(&self, seat: Seat) -> Result<Seat, RequestError> {
        if self.players().len() != 2 {
            return Err(RequestError::not("session-draw-two"));
        }
        let other = 1 - seat;
        if !self.players()[other].is_human() {
            return Err(RequestError::not("session-computer-draw"));
        }
        Ok(other)
    }

    /// The seats `by` may claim now: people's seats, still theirs, offline for at
    /// least the away time.
    pub fn claimable(&self, by: Seat) -> Vec<Seat> {
        (0..self.players().len())
            .filter(|&s| s != by && self.away_left_ms(s) == Some(0))
            .collect()
    }

    /// For a person's seat that is offline: how long until it may be claimed (0: it
    /// may be now). `None` for a seat that is online, or not a person's any more.
    pub fn away_left_ms(&self, seat: Seat) -> Option<u64> {
        let (online, since_ms) = self.seats.presence(seat)?;
        if online || !self.seats.still_played(seat) || !self.players()[seat].is_human() {
            return None;
        }
        let away = self.now_ms().saturating_sub(since_ms);
        Some(self.departure().away_ms.saturating_sub(away))
    }

    fn why_not_claimable(&self, by: Seat) -> Phrase {
        let waits: Vec<u64> = (0..self.players().len())
            .filter(|&s| s != by)
            .filter_map(|s| self.away_left_ms(s))
            .collect();
        match waits.iter().min() {
            Some(ms) => {
                let away = self.departure().away_ms.div_ceil(1000);
                let args = Args::new()
                    .number("away", away as f64)
                    .number("left", ms.div_ceil(1000) as f64);
                phrase("session-claim-wait", args)
            }
            None => phrase("session-all-here", Args::new()),
        }
    }
}
