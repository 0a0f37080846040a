//! Making a match: fresh from a seed, or resumed from its record, and what it is
//! set up with before play (the clock it reads, what happens when players leave).

use std::sync::Arc;

use cubist_ai::DynAgent;
use cubist_core::{DynGame, Erased, Game, GameRecord, Trust};

use super::{History, Seats};
use crate::clocks::Clocks;
use crate::computer::{build_agent, catalog_factory, factory_of, AgentFactory};
use crate::seating::{Departure, StandIn};
use crate::{system_clock, Clock, Match, Player, SessionError};

impl Match {
    /// A match on `game`, freshly created from `seed` with no action played, with
    /// `players[seat]` in each seat. Computer players are built and shown the game
    /// here, so an agent that cannot play it is refused before any move.
    pub fn new(
        game: Box<dyn DynGame>,
        seed: u64,
        players: Vec<Player>,
    ) -> Result<Match, SessionError> {
        let factory = catalog_factory(game.name())?;
        Match::fresh(game, seed, players, factory)
    }

    /// A match on a game type the catalog need not list (a game under development,
    /// a test's toy game): as [`Match::new`], with the game's own type.
    pub fn of_game<G: Game>(
        game: G,
        seed: u64,
        players: Vec<Player>,
    ) -> Result<Match, SessionError> {
        Match::fresh(Box::new(Erased(game)), seed, players, factory_of::<G>())
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

    /// A match on `game` before its first action, with a record begun for it.
    fn fresh(
        game: Box<dyn DynGame>,
        seed: u64,
        players: Vec<Player>,
        factory: AgentFactory,
    ) -> Result<Match, SessionError> {
        let seats = players.iter().map(ToString::to_string).collect();
        let record = GameRecord::new(game.as_ref(), seed, seats);
        let history = History::new(game.clone_box(), record);
        Match::assemble(game, history, players, factory)
    }

    /// The match on `game`, where `history` leads, with `players` in its seats.
    fn assemble(
        game: Box<dyn DynGame>,
        history: History,
        players: Vec<Player>,
        factory: AgentFactory,
    ) -> Result<Match, SessionError> {
        if players.len() != game.num_players() {
            return Err(SessionError::SeatCount {
                expected: game.num_players(),
                found: players.len(),
            });
        }
        let agents = build_agents(factory, &history, &players)?;
        let record = history.record();
        let clocks = record
            .clock
            .map(|c| Clocks::rebuild(c, players.len(), &record.actions, &record.events));
        let clock = system_clock();
        Ok(Match {
            seats: Seats::new(players, agents, clock.now_ms()),
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
            awaiting_players: false,
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
                let seed = self.history.record().seed;
                build_agent(self.factory, self.game.as_ref(), spec, 0, seed)?;
            }
            StandIn::Out => {}
        }
        self.departure = departure;
        Ok(())
    }
}

/// The agent of each computer seat, shown the game's start: a resumed match's
/// computers see the game as they would have when it began.
fn build_agents(
    factory: AgentFactory,
    history: &History,
    players: &[Player],
) -> Result<Vec<Option<Box<dyn DynAgent>>>, SessionError> {
    let seed = history.record().seed;
    players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            p.spec()
                .map(|spec| build_agent(factory, history.start(), spec, seat, seed))
                .transpose()
        })
        .collect()
}
