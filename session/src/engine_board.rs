//! The engine protocol's board: play any seat, take back anything, ask an engine.
//!
//! For tools that may see everything, such as the engine protocol, which also prints
//! the full encoded state. Undo keeps the positions played through, so it works in
//! every game, hidden information included: nothing is rebuilt from the seed.
//! A board may be played on a clock (see `engine_board_clock.rs`).

use std::sync::Arc;
use std::time::{Duration, Instant};

use cubist_ai::{AgentSpec, AgentVisitor, DynAgent, SearchStats};
use cubist_core::{DynGame, GameRecord, PlayError, RecordedAction, Seat};

use crate::clocks::Clocks;
use crate::computer::decide_within;
use crate::{seeds, system_clock, Clock, SessionError};

/// A game on the engine board, with its history and engines.
pub struct EngineBoard {
    pub(crate) game: Box<dyn DynGame>,
    /// The game before each action, for undo.
    history: Vec<Box<dyn DynGame>>,
    /// Present when the game was started from a seed (not loaded from a state).
    pub(crate) record: Option<GameRecord>,
    /// Engines built so far, by spec and seat: each is built (and prepared) once.
    engines: Vec<(String, Seat, Box<dyn DynAgent>)>,
    /// Where the clocks read the time.
    pub(crate) clock: Arc<dyn Clock>,
    /// The seats' clocks, when the board is played on a clock.
    pub(crate) clocks: Option<Clocks>,
    /// The clocks before each action, for undo.
    pub(crate) clock_history: Vec<Option<Clocks>>,
}

/// An engine's answer.
pub struct Advice {
    pub action: String,
    /// The agent, as it describes itself.
    pub agent: String,
    pub elapsed: Duration,
    pub stats: Option<SearchStats>,
    /// The position's exact value from the endgame tables (`win in 7`, `loss in 12`,
    /// `draw`), when the agent plays from them and they hold it.
    pub verdict: Option<String>,
}

impl EngineBoard {
    /// A new game from `seed`, recorded.
    pub fn new(game: Box<dyn DynGame>, seed: u64) -> Self {
        let seats = vec!["engine".to_string(); game.num_players()];
        let record = GameRecord::new(game.as_ref(), seed, seats);
        EngineBoard {
            game,
            history: Vec::new(),
            record: Some(record),
            engines: Vec::new(),
            clock: system_clock(),
            clocks: None,
            clock_history: Vec::new(),
        }
    }

    /// A position loaded from an encoded state: no seed, so no record.
    pub fn load(game: Box<dyn DynGame>) -> Self {
        EngineBoard {
            game,
            history: Vec::new(),
            record: None,
            engines: Vec::new(),
            clock: system_clock(),
            clocks: None,
            clock_history: Vec::new(),
        }
    }

    pub fn game(&self) -> &dyn DynGame {
        self.game.as_ref()
    }

    /// The record, when the game was started from a seed.
    pub fn record(&self) -> Option<&GameRecord> {
        self.record.as_ref()
    }

    /// Play for `seat`; on error nothing changes. On a clock, the seat is charged
    /// for the time it took; a game of two seats ends when one has run out.
    pub fn play(&mut self, seat: Seat, action: &str) -> Result<(), PlayError> {
        self.check_time();
        if self.time_result().is_some() {
            return Err(cubist_core::RuleError::GameOver.into());
        }
        let before = self.game.clone_box();
        self.game.play(seat, action)?;
        self.history.push(before);
        self.clock_history.push(self.clocks.clone());
        if let Some(r) = &mut self.record {
            r.actions.push(RecordedAction::new(seat, action.trim()));
        }
        self.charge(seat);
        let result = self.result();
        if let Some(r) = &mut self.record {
            r.result = result;
        }
        Ok(())
    }

    /// Take back the last action; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.history.pop() else {
            return false;
        };
        self.game = previous;
        self.restore_clocks();
        if let Some(r) = &mut self.record {
            r.actions.pop();
            r.result = None;
        }
        true
    }

    /// Check that `spec` can play this game.
    pub fn check_agent(&self, spec: &AgentSpec) -> Result<(), SessionError> {
        self.build(spec, 0).map(|_| ())
    }

    /// What `spec` would play for `seat` now (not played). The engine sees only the
    /// seat's view.
    pub fn go(&mut self, spec: &AgentSpec, seat: Seat) -> Result<Advice, SessionError> {
        let key = spec.to_string();
        let started = Instant::now();
        let index = match self
            .engines
            .iter()
            .position(|(k, s, _)| *k == key && *s == seat)
        {
            Some(i) => i,
            None => {
                let mut agent = self.build(spec, seat)?;
                agent.prepare(self.game.as_ref(), seat)?;
                self.engines.push((key, seat, agent));
                self.engines.len() - 1
            }
        };
        let allot = self.allot(seat);
        let agent = &mut self.engines[index].2;
        let action = decide_within(agent.as_mut(), self.game.as_ref(), seat, allot)?;
        Ok(Advice {
            action,
            agent: agent.name(),
            elapsed: started.elapsed(),
            stats: agent.stats(),
            verdict: agent.verdict(),
        })
    }

    fn build(&self, spec: &AgentSpec, seat: Seat) -> Result<Box<dyn DynAgent>, SessionError> {
        let seed = self
            .record
            .as_ref()
            .map_or(0, |r| seeds::derive(r.seed, 2000 + seat as u64));
        Ok(cubist_games::visit(
            self.game.name(),
            AgentVisitor {
                spec,
                players: self.game.num_players(),
                seed,
            },
        )??)
    }
}
