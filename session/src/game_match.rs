//! One game between people and computer players.

use std::sync::Arc;

use cubist_ai::DynAgent;
use cubist_core::{
    DynGame, Erased, Game, GameRecord, Observer, Outcome, PlayError, RecordedAction, RuleError,
    Seat, ToMove, Trust,
};

use crate::clocks::Clocks;
use crate::computer::{
    build_agent, catalog_factory, decide_within, factory_of, AgentFactory, Thinking, Thought,
};
use crate::round::play_round;
use crate::seating::{Departure, StandIn};
use crate::{system_clock, Clock, MatchView, Player, SessionError, SubmitError, UndoError};

mod history;
mod seats;
mod sentences;

use history::History;
use seats::Seats;

/// A game, its seats and its record: the one owner of a running game.
///
/// Every change goes through [`Match::submit`] (a person's action),
/// [`Match::play_computers`] / [`Match::think`] + [`Match::commit`] (a computer's) or
/// an undo, and every change is appended to the record at once, so the record always
/// rebuilds the game exactly.
pub struct Match {
    game: Box<dyn DynGame>,
    /// The game before any action and the record since, with what each action told.
    pub(crate) history: History,
    /// Who plays each seat, with its agent, presence and holder's name.
    pub(crate) seats: Seats,
    /// Counts take-backs, so a decision begun before one is never played after it.
    generation: u64,
    /// The computer that gives hints, built on the first request.
    advisor: Option<Box<dyn DynAgent>>,
    /// Builds this game's computer players.
    factory: AgentFactory,
    /// What happens to a seat whose player leaves or stays away.
    pub(crate) departure: Departure,
    /// The seat whose draw offer stands.
    pub(crate) draw_offer: Option<Seat>,
    /// The result the players decided (a resignation, a draw agreed, a claim).
    pub(crate) ended: Option<Outcome>,
    /// Where presence, away times and the clocks read the time.
    pub(crate) clock: Arc<dyn Clock>,
    /// The seats' clocks, in a timed match (see `timing.rs`).
    pub(crate) clocks: Option<Clocks>,
    /// The match counts for its players' ratings.
    pub(crate) rated: bool,
}

/// The level that gives hints, and its seed (hints need not vary between games).
const HINT_LEVEL: &str = "hard:tables=on";
const HINT_SEED: u64 = 7;

/// An action that was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub seat: Seat,
    pub action: String,
    /// Made as a secret simultaneous choice: other seats may not see it.
    pub secret: bool,
}

impl Match {
    /// A match on `game`, freshly created from `seed` with no action played, with
    /// `players[seat]` in each seat. Computer players are built and shown the game
    /// here, so an agent that cannot play it is refused before any move.
    pub fn new(
        game: Box<dyn DynGame>,
        seed: u64,
        players: Vec<Player>,
    ) -> Result<Match, SessionError> {
        let seats = players.iter().map(ToString::to_string).collect();
        let record = GameRecord::new(game.as_ref(), seed, seats);
        let factory = catalog_factory(game.name())?;
        let history = History::new(game.clone_box(), record);
        Match::assemble(game, history, players, factory)
    }

    /// A match on a game type the catalog need not list (a game under development,
    /// a test's toy game): as [`Match::new`], with the game's own type.
    pub fn of_game<G: Game>(
        game: G,
        seed: u64,
        players: Vec<Player>,
    ) -> Result<Match, SessionError> {
        let game: Box<dyn DynGame> = Box::new(Erased(game));
        let seats = players.iter().map(ToString::to_string).collect();
        let record = GameRecord::new(game.as_ref(), seed, seats);
        let history = History::new(game.clone_box(), record);
        Match::assemble(game, history, players, factory_of::<G>())
    }

    /// The match a record describes, every recorded action replayed; the seats come
    /// from the record (`human` or an agent spec). Options naming files are read only
    /// if `trust` allows (a record on the user's own disk).
    pub fn resume(record: GameRecord, trust: Trust) -> Result<Match, SessionError> {
        let players = record
            .seats
            .iter()
            .map(|s| s.parse())
            .collect::<Result<Vec<Player>, _>>()?;
        let game = cubist_games::create_with(&record.game, &record.options, record.seed, trust)?;
        let (history, replayed) = History::replay(game, record)?;
        let factory = catalog_factory(&history.record().game)?;
        let mut m = Match::assemble(replayed, history, players, factory)?;
        m.replay_events();
        Ok(m)
    }

    /// Apply the record's seat events (their effect on the game itself was replayed
    /// with the actions), then work out the result.
    fn replay_events(&mut self) {
        let events = self.history.events().to_vec();
        for e in &events {
            self.apply_event(e, false);
        }
        if let Some(maker) = self.draw_offer {
            let made = events
                .iter()
                .rev()
                .find(|e| e.seat == maker && e.event == cubist_core::SeatEvent::OfferDraw)
                .map_or(0, |e| e.ply);
            if self.history.actions()[made.min(self.ply())..]
                .iter()
                .any(|a| a.seat == maker)
            {
                self.draw_offer = None;
            }
        }
        self.settle();
    }

    /// The match on `game`, where `history` leads, with `players` in its seats. The
    /// computer players see the game's start, as they would have when it began.
    fn assemble(
        game: Box<dyn DynGame>,
        history: History,
        players: Vec<Player>,
        factory: AgentFactory,
    ) -> Result<Match, SessionError> {
        let start = history.start();
        let record = history.record();
        if players.len() != game.num_players() {
            return Err(SessionError::SeatCount {
                expected: game.num_players(),
                found: players.len(),
            });
        }
        let agents: Vec<_> = players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                p.spec()
                    .map(|spec| build_agent(factory, start, spec, seat, record.seed))
                    .transpose()
            })
            .collect::<Result<_, _>>()?;
        let clock = system_clock();
        let now = clock.now_ms();
        let clocks = record
            .clock
            .map(|c| Clocks::rebuild(c, players.len(), &record.actions, &record.events));
        Ok(Match {
            seats: Seats::new(players, agents, now),
            game,
            history,
            generation: 0,
            advisor: None,
            factory,
            departure: Departure::default(),
            draw_offer: None,
            ended: None,
            clock,
            clocks,
            rated: false,
        })
    }

    /// Read the time from `clock` (a test's hand-moved one): every seat counts as
    /// having been offline or online since now.
    pub fn set_clock(&mut self, clock: Arc<dyn Clock>) {
        let now = clock.now_ms();
        self.seats.restart_presence(now);
        self.restart_turn(now);
        self.clock = clock;
    }

    /// What happens to seats whose players leave or stay away. A stand-in of nobody
    /// is refused where the game does not let a seat be out.
    pub fn set_departure(&mut self, departure: Departure) -> Result<(), SessionError> {
        match &departure.stand_in {
            StandIn::Out if !(0..self.players().len()).all(|s| self.game.may_retire(s)) => {
                return Err(SessionError::NoSeatOut(self.game.title()));
            }
            StandIn::Computer(spec) => {
                build_agent(
                    self.factory,
                    self.game.as_ref(),
                    spec,
                    0,
                    self.history.record().seed,
                )?;
            }
            StandIn::Out => {}
        }
        self.departure = departure;
        Ok(())
    }

    pub fn departure(&self) -> &Departure {
        &self.departure
    }

    /// The number of changes so far (actions, take-backs, seat events): it only grows.
    pub fn event_number(&self) -> u64 {
        self.history.changes()
    }

    /// The number of changes as stored elsewhere, where take-backs were counted; never
    /// below what this match has seen.
    pub fn set_event_number(&mut self, event: u64) {
        self.history.count_at_least(event);
    }

    /// The seat whose draw offer stands.
    pub fn draw_offer(&self) -> Option<Seat> {
        self.draw_offer
    }

    /// The result, once the match is over.
    pub fn result(&self) -> Option<&Outcome> {
        self.history.record().result.as_ref()
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
        self.history.record().result.is_some()
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
            Ok(self.history.record())
        }
    }

    /// Recorded action `index` in a sentence as `observer` may know it; once the game
    /// is over every observer reads what its seat read (secret choices are revealed).
    pub fn sentence(&self, index: usize, observer: Observer) -> Option<&str> {
        let seat = self.history.actions().get(index)?.seat;
        let observer = if self.is_over() {
            Observer::Seat(seat)
        } else {
            observer
        };
        self.history.sentence(index, observer)
    }

    /// Whether recorded action `index` was a secret simultaneous choice.
    pub fn was_secret(&self, index: usize) -> bool {
        self.history.was_secret(index)
    }

    /// Play a person's action for `seat`. `seen` is the number of actions the person
    /// saw when choosing (if the front end knows it): if more have been played since,
    /// the action is refused, so a double submit is never played twice. On any error
    /// nothing changes.
    pub fn submit(
        &mut self,
        seat: Seat,
        action: &str,
        seen: Option<usize>,
    ) -> Result<Played, SubmitError> {
        self.submit_timed(seat, action, seen, None)
    }

    /// As [`Match::submit`], with the thinking time the person's own client measured
    /// (`reported_ms`), so that a slow network is not charged to their clock, within
    /// an allowance (docs/clocks.md). A seat whose time has run out is refused.
    pub fn submit_timed(
        &mut self,
        seat: Seat,
        action: &str,
        seen: Option<usize>,
        reported_ms: Option<u64>,
    ) -> Result<Played, SubmitError> {
        if let Some(seen) = seen.filter(|&s| s != self.ply()) {
            return Err(SubmitError::Stale {
                seen,
                now: self.ply(),
            });
        }
        match self.players().get(seat) {
            None => return Err(SubmitError::NoSuchSeat(seat)),
            Some(Player::Computer(_)) => return Err(SubmitError::ComputerSeat(seat)),
            Some(Player::Human) => {}
        }
        if self.is_over() {
            return Err(PlayError::Rule(RuleError::GameOver).into());
        }
        if !self.seats.still_played(seat) {
            return Err(SubmitError::Gone(seat));
        }
        if self.out_of_time(seat) {
            return Err(SubmitError::OutOfTime(seat));
        }
        Ok(self.apply(seat, action, reported_ms)?)
    }

    /// Play an already checked or agent-chosen action, charge its clock and record it.
    fn apply(
        &mut self,
        seat: Seat,
        action: &str,
        reported_ms: Option<u64>,
    ) -> Result<Played, cubist_core::PlayError> {
        self.play_recorded(RecordedAction::new(seat, action.trim()))?;
        self.charge_clock(seat, reported_ms);
        self.settle();
        Ok(Played {
            seat,
            action: action.trim().to_string(),
            secret: self.was_secret(self.ply() - 1),
        })
    }

    /// Play `recorded` and append it to the record as it is (its times included).
    fn play_recorded(&mut self, recorded: RecordedAction) -> Result<(), cubist_core::PlayError> {
        let seat = recorded.seat;
        self.history.play(self.game.as_mut(), recorded)?;
        if self.draw_offer == Some(seat) {
            self.draw_offer = None;
        }
        Ok(())
    }

    /// Play actions another owner of this game stored (another server instance), for
    /// any seat, in order. A decision under way began in an older position, so it will
    /// not be committed. On an error the actions before the faulty one stay played.
    pub fn catch_up(&mut self, actions: &[RecordedAction]) -> Result<(), cubist_core::PlayError> {
        self.generation += 1;
        let mut played = Ok(());
        for a in actions {
            played = self.play_recorded(a.clone());
            if played.is_err() {
                break;
            }
        }
        self.rebuild_clocks();
        self.settle();
        played
    }

    /// Become `other`, the same game as stored elsewhere (after another owner took
    /// actions back or recorded seat events), with its event number; presence and the
    /// clock stay this match's. A decision under way will not be committed to it.
    pub fn reload(&mut self, other: Match) {
        let generation = self.generation.max(other.generation) + 1;
        let presence = self.seats.presences();
        let clock = self.clock.clone();
        *self = other;
        self.generation = generation;
        self.clock = clock;
        for (seat, (online, since)) in presence.into_iter().enumerate() {
            self.set_presence(seat, online, since);
        }
    }

    /// A copy of the match to make a change on before it is stored: the change is
    /// made on the copy, the copy stored, and only then [`Match::adopt`]ed, so the
    /// match itself never holds a change its store refused. The copy has no computer
    /// players or hint giver of its own (it borrows them back when adopted).
    pub fn tentative(&self) -> Match {
        Match {
            game: self.game.clone_box(),
            history: self.history.clone(),
            seats: self.seats.without_agents(),
            generation: self.generation,
            advisor: None,
            factory: self.factory,
            departure: self.departure.clone(),
            draw_offer: self.draw_offer,
            ended: self.ended.clone(),
            clock: self.clock.clone(),
            clocks: self.clocks.clone(),
            rated: self.rated,
        }
    }

    /// Become `next`, a [`Match::tentative`] copy whose change was stored: the
    /// computer players (of seats still played by the same player) and the hint
    /// giver stay this match's unless the copy has its own.
    pub fn adopt(&mut self, mut next: Match) {
        self.seats.lend_agents(&mut next.seats);
        if next.advisor.is_none() {
            next.advisor = self.advisor.take();
        }
        *self = next;
    }

    /// Computer seats that must decide now, lowest first.
    pub fn computers_to_act(&self) -> Vec<Seat> {
        self.to_move()
            .seats()
            .iter()
            .filter(|&s| !self.players()[s].is_human())
            .collect()
    }

    /// Every computer seat that must decide now decides, on this thread, from the
    /// position before any of them commits, and then each commits. A choice of a seat
    /// that an earlier commitment took out of the decision (the game ended) is dropped.
    /// People still to commit in the same simultaneous round are asked afterwards,
    /// without learning the computers' choices.
    pub fn play_computers(&mut self) -> Result<Vec<Played>, SessionError> {
        self.check_time();
        let seats = self.computers_to_act();
        let mut played = Vec::with_capacity(seats.len());
        play_round(
            self,
            &seats,
            Match::to_move,
            |m, seat| m.decide(seat),
            |m, seat, action| {
                let p = m
                    .apply(seat, &action, None)
                    .map_err(SessionError::ComputerMove)?;
                played.push(p);
                Ok(())
            },
        )?;
        Ok(played)
    }

    /// A computer seat's decision, on this thread.
    fn decide(&mut self, seat: Seat) -> Result<String, SessionError> {
        let mut agent = self.agent(seat)?;
        let allot = self.allot(seat);
        let action = decide_within(agent.as_mut(), self.game.as_ref(), seat, allot);
        self.seats.keep_agent(seat, agent);
        Ok(action?)
    }

    /// Play computer moves until a person must act or the game is over.
    pub fn play_computers_until_human(&mut self) -> Result<Vec<Played>, SessionError> {
        let mut played = Vec::new();
        while !self.computers_to_act().is_empty() {
            played.extend(self.play_computers()?);
        }
        Ok(played)
    }

    /// Start computer seat `seat` deciding on a thread of its own; the caller's thread
    /// is free meanwhile. Hand the result to [`Match::commit`].
    pub fn think(&mut self, seat: Seat) -> Result<Thinking, SessionError> {
        if !self.to_move().includes(seat) {
            return Err(SessionError::NotToMove(seat));
        }
        let agent = self.agent(seat)?;
        let mut thinking = Thinking::start(agent, self.game.clone_box(), seat, self.generation);
        if let Some(allot) = self.allot(seat) {
            thinking.stop_after(allot);
        }
        Ok(thinking)
    }

    /// Play a finished decision, if it still applies: its seat must still be asked,
    /// and nothing may have been taken back since it began. Returns what was played.
    pub fn commit(&mut self, thought: Thought) -> Result<Option<Played>, SessionError> {
        let Thought {
            seat,
            generation,
            agent,
            action,
        } = thought;
        self.seats.keep_agent(seat, agent);
        let action = action?;
        let still = generation == self.generation
            && self.to_move().includes(seat)
            && !self.players()[seat].is_human()
            && !self.out_of_time(seat);
        if !still {
            return Ok(None);
        }
        self.apply(seat, &action, None)
            .map(Some)
            .map_err(SessionError::ComputerMove)
    }

    /// The seat's agent, taken out to decide: the one it has, or one built anew.
    fn agent(&mut self, seat: Seat) -> Result<Box<dyn DynAgent>, SessionError> {
        match self.seats.take_agent(seat) {
            Some(agent) => Ok(agent),
            None => self.build(seat),
        }
    }

    /// A seat's agent, built anew (its last one was lost to a cancelled decision).
    fn build(&self, seat: Seat) -> Result<Box<dyn DynAgent>, SessionError> {
        let spec = self.players()[seat]
            .spec()
            .ok_or(SessionError::NotComputer(seat))?;
        build_agent(
            self.factory,
            self.game.as_ref(),
            spec,
            seat,
            self.history.record().seed,
        )
    }

    /// A suggestion for `seat` from a strong computer player (the `hard` level, which
    /// plays from the game's endgame tables where they hold the position), which sees
    /// only that seat's view. [`Match::hint_verdict`] then says what the tables know.
    pub fn hint(&mut self, seat: Seat) -> Result<String, SessionError> {
        if !self.to_move().includes(seat) {
            return Err(SessionError::NotToMove(seat));
        }
        if self.advisor.is_none() {
            self.advisor = Some(self.build_advisor(seat)?);
        }
        let advisor = self.advisor.as_mut().expect("built above");
        Ok(advisor.choose(self.game.as_ref(), seat)?)
    }

    /// Start a hint for `seat` on a thread of its own, as [`Match::hint`] gives it;
    /// hand the result to [`Match::hint_done`].
    pub fn think_hint(&mut self, seat: Seat) -> Result<Thinking, SessionError> {
        if !self.to_move().includes(seat) {
            return Err(SessionError::NotToMove(seat));
        }
        let advisor = match self.advisor.take() {
            Some(a) => a,
            None => self.build_advisor(seat)?,
        };
        Ok(Thinking::start(
            advisor,
            self.game.clone_box(),
            seat,
            self.generation,
        ))
    }

    /// The hint a finished [`Match::think_hint`] gives, or `None` if the position
    /// changed meanwhile (an action was played or taken back).
    pub fn hint_done(
        &mut self,
        thought: Thought,
        ply: usize,
    ) -> Result<Option<String>, SessionError> {
        let Thought {
            seat,
            generation,
            agent,
            action,
        } = thought;
        self.advisor = Some(agent);
        let action = action?;
        let same = generation == self.generation && ply == self.ply();
        Ok((same && self.to_move().includes(seat)).then_some(action))
    }

    /// The exact value of the position of the last hint for the seat it was for, when
    /// the endgame tables hold it: `win in 7`, `loss in 12` or `draw` (the number
    /// counts actions of both sides to the end under best play). `None` otherwise.
    pub fn hint_verdict(&self) -> Option<String> {
        self.advisor.as_ref().and_then(|a| a.verdict())
    }

    fn build_advisor(&self, seat: Seat) -> Result<Box<dyn DynAgent>, SessionError> {
        let spec = HINT_LEVEL.parse().expect("a valid level");
        build_agent(self.factory, self.game.as_ref(), &spec, seat, HINT_SEED)
    }

    /// Whether taking moves back is allowed in this game at all.
    pub fn undo_allowed(&self) -> Result<(), UndoError> {
        if self.is_over() {
            Err(UndoError::Over)
        } else if !self.game.perfect_information() || self.game.chance() {
            Err(UndoError::Secret)
        } else {
            Ok(())
        }
    }

    /// On a shared screen: take back the last action of any person, and everything
    /// after it. Returns the number of actions taken back.
    pub fn undo(&mut self) -> Result<usize, UndoError> {
        self.undo_allowed()?;
        let cut = self
            .history
            .actions()
            .iter()
            .rposition(|a| self.players()[a.seat].is_human())
            .ok_or(UndoError::Nothing)?;
        Ok(self.cut(cut))
    }

    /// For one person among others: take back `seat`'s last action and the computer
    /// replies after it, refused if another person has acted since.
    pub fn undo_for(&mut self, seat: Seat) -> Result<usize, UndoError> {
        self.undo_allowed()?;
        let actions = self.history.actions();
        let cut = actions
            .iter()
            .rposition(|a| a.seat == seat)
            .ok_or(UndoError::Nothing)?;
        if actions[cut..]
            .iter()
            .any(|a| a.seat != seat && self.players()[a.seat].is_human())
        {
            return Err(UndoError::OtherPlayerMoved);
        }
        Ok(self.cut(cut))
    }

    /// Keep the first `keep` actions, replayed from the start. Returns how many went.
    fn cut(&mut self, keep: usize) -> usize {
        let removed = self.ply() - keep;
        self.game = self.history.cut(keep);
        self.generation += 1;
        self.rebuild_clocks();
        self.settle();
        removed
    }

    /// What `observer` may see of the match, as sent over the wire.
    pub fn view(&self, observer: Observer) -> MatchView {
        MatchView::of(self, observer, false)
    }

    /// As [`Match::view`], with the board drawn for a browser.
    pub fn view_with_board(&self, observer: Observer) -> MatchView {
        MatchView::of(self, observer, true)
    }

    /// The ids the last action's seat clicked to make it (see [`cubist_core::picture`]).
    pub(crate) fn last_clicks(&self) -> &[String] {
        self.history.last_clicks()
    }
}
