//! One game between people and computer players: the [`Match`] type, what it holds
//! and what anyone may read of it. What changes it is in the files beside this one,
//! one job each.

use std::sync::Arc;

use cubist_ai::DynAgent;
use cubist_core::{DynGame, GameRecord, Lang, Observer, Outcome, Seat, Side, ToMove};

use crate::clocks::Clocks;
use crate::computer::AgentFactory;
use crate::seating::Departure;
use crate::{Clock, MatchView, Player, SessionError};

mod abort;
mod build;
mod hints;
mod history;
mod playing;
mod seats;
mod sentences;
mod staging;
mod sync;
mod thinking;
mod undo;

use history::History;
use seats::Seats;

/// A game, its seats and its record: the one owner of a running game.
///
/// Every change goes through [`Match::submit`] (a person's action),
/// [`Match::play_computers`] / [`Match::think`] + [`Match::commit`] (a computer's) or
/// an undo, and every change is appended to the record at once, so the record always
/// rebuilds the game exactly.
pub struct Match {
    /// The game as it stands: the history's start with its actions played.
    game: Box<dyn DynGame>,
    /// The game before any action and the record since, with what each action told.
    pub(crate) history: History,
    /// Who plays each seat, with its agent, presence and holder's name.
    pub(crate) seats: Seats,
    /// Grows with every change a decision under way must not outlive (a take-back, a
    /// seat changing hands, another owner's actions), so it is never played after one.
    generation: u64,
    /// The computer that gives hints, built on the first request.
    advisor: Option<Box<dyn DynAgent>>,
    /// Builds this game's computer players.
    factory: AgentFactory,
    /// What happens to a seat whose player leaves or stays away.
    departure: Departure,
    /// The seat whose draw offer stands (changed only in `leaving.rs`).
    pub(crate) draw_offer: Option<Seat>,
    /// The result the players decided: a resignation, a draw agreed, a claim
    /// (changed only in `leaving.rs`).
    pub(crate) ended: Option<Outcome>,
    /// Where presence, away times and the clocks read the time.
    clock: Arc<dyn Clock>,
    /// The seats' clocks, in a timed match (changed only in `timing.rs`).
    pub(crate) clocks: Option<Clocks>,
    /// The match counts for its players' ratings (see `names.rs`).
    pub(crate) rated: bool,
    /// A person's seat is still open to anyone: no first-move limit runs yet
    /// (changed only in `timing.rs`).
    pub(crate) awaiting_players: bool,
}

/// An action that was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub seat: Seat,
    pub action: String,
    /// Made as a secret simultaneous choice: other seats may not see it.
    pub secret: bool,
}

impl Match {
    pub fn departure(&self) -> &Departure {
        &self.departure
    }

    /// The number of changes so far (actions, take-backs, seat events): it only grows.
    pub fn event_number(&self) -> u64 {
        self.history.changes()
    }

    /// The seat whose draw offer stands.
    pub fn draw_offer(&self) -> Option<Seat> {
        self.draw_offer
    }

    /// The result, once the match is over.
    pub fn result(&self) -> Option<&Outcome> {
        self.history.record().result.as_ref()
    }

    /// The time now on the match's clock (ms), for presence, away times and clocks.
    pub(crate) fn now_ms(&self) -> u64 {
        self.clock.now_ms()
    }

    /// `seat` is played by `player` from here (a stand-in, or its person again): a
    /// decision begun for it before will not be played.
    pub(crate) fn set_player(&mut self, seat: Seat, player: Player) {
        self.seats.set_player(seat, player);
        self.generation += 1;
    }

    /// Take `seat` out of the game itself (nobody plays it).
    pub(crate) fn retire(&mut self, seat: Seat) {
        self.game.retire(seat);
        self.generation += 1;
    }

    /// The game as it stands: for drawing it from a seat's point of view. Whatever
    /// reaches a seat must go through a view for that seat.
    pub fn game(&self) -> &dyn DynGame {
        self.game.as_ref()
    }

    pub fn players(&self) -> &[Player] {
        self.seats.players()
    }

    /// By seat, what a computer player says about playing otherwise than its spec
    /// asks (see [`cubist_ai::Agent::notice`]): a perfect player with no endgame
    /// tables to play from, tables refused. For the players to read at the start.
    pub fn computer_notices(&self) -> Vec<(Seat, String)> {
        self.seats.notices()
    }

    /// Actions played so far.
    pub fn ply(&self) -> usize {
        self.history.ply()
    }

    /// Who must act now; nobody once the match is over (by the rules, or because
    /// the players ended it).
    pub fn to_move(&self) -> ToMove {
        if self.is_over() {
            ToMove::Over
        } else {
            self.game.to_move()
        }
    }

    pub fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// `seat`'s legal actions in notation: none once the match is over, and none for
    /// a seat the computer plays.
    pub fn legal(&self, seat: Seat) -> Vec<String> {
        let playing = !self.is_over() && self.players().get(seat).is_some_and(Player::is_human);
        if playing {
            self.game.legal_actions(seat)
        } else {
            Vec::new()
        }
    }

    /// Whether the seed must not reach any seat now: the game has hidden information
    /// or chance, and is still being played. A seed fixes every shuffle, so whoever
    /// knows it could rebuild every hand and every card to come.
    pub fn seed_is_secret(&self) -> bool {
        !self.is_over() && (!self.game.perfect_information() || self.game.chance())
    }

    /// The complete record, seed included: for the front end's own storage (a save
    /// file, a database), never for a seat while [`Match::seed_is_secret`].
    pub fn record(&self) -> &GameRecord {
        self.history.record()
    }

    /// The record, for anyone who asks: refused while the seed is secret.
    pub fn shareable_record(&self) -> Result<&GameRecord, SessionError> {
        if self.seed_is_secret() {
            Err(SessionError::RecordSecret)
        } else {
            Ok(self.record())
        }
    }

    /// Recorded action `index` in an English sentence (see [`Match::sentence_in`]).
    pub fn sentence(&self, index: usize, observer: Observer) -> Option<&str> {
        self.sentence_in(index, observer, Lang::En)
    }

    /// Recorded action `index` in a sentence in `lang` as `observer` may know it; once
    /// the game is over every observer reads what its seat read (secret choices are
    /// revealed).
    pub fn sentence_in(&self, index: usize, observer: Observer, lang: Lang) -> Option<&str> {
        let seat = self.history.actions().get(index)?.seat;
        let observer = if self.is_over() {
            Observer::Seat(seat)
        } else {
            observer
        };
        self.history.sentence(index, observer, lang)
    }

    /// Whether recorded action `index` was a secret simultaneous choice.
    pub fn was_secret(&self, index: usize) -> bool {
        self.history.was_secret(index)
    }

    /// What `observer` may see of the match, as sent over the wire, in English.
    pub fn view(&self, observer: Observer) -> MatchView {
        self.view_in(observer, None, Lang::En)
    }

    /// As [`Match::view`], with the board drawn for a browser.
    pub fn view_with_board(&self, observer: Observer) -> MatchView {
        self.view_in(observer, Some(Side::of(observer)), Lang::En)
    }

    /// As [`Match::view_with_board`], the board drawn from `side`'s side (a seat that
    /// does not exist: seat 1's).
    pub fn view_with_board_from(&self, observer: Observer, side: Side) -> MatchView {
        self.view_in(observer, Some(side), Lang::En)
    }

    /// What `observer` may see of the match, its words (moves, events, result,
    /// picture) in `lang`, with the board drawn from `side`'s side where one is given.
    /// Only the words differ from one language to another.
    pub fn view_in(&self, observer: Observer, side: Option<Side>, lang: Lang) -> MatchView {
        MatchView::of(self, observer, side, lang)
    }

    /// The ids the last action's seat clicked to make it (see [`cubist_core::picture`]).
    pub(crate) fn last_clicks(&self) -> &[String] {
        self.history.last_clicks()
    }
}
