//! Computer players: built once per seat, thinking on a thread of their own.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use cubist_ai::pace::Pacing;
use cubist_ai::{AgentError, AgentSpec, AgentVisitor, Control, DynAgent, SearchStats};
use cubist_core::{DynGame, Game, GameVisitor, Seat};

use crate::{seeds, SessionError};

/// Builds a computer player for one game type: `(spec, players, seed)`.
pub(crate) type AgentFactory = fn(&AgentSpec, usize, u64) -> Result<Box<dyn DynAgent>, AgentError>;

/// The factory of agents for game type `G`.
pub(crate) fn factory_of<G: Game>() -> AgentFactory {
    |spec, players, seed| {
        AgentVisitor {
            spec,
            players,
            seed,
        }
        .visit::<G>()
    }
}

/// The factory of agents for the catalog's game named `name`.
pub(crate) fn catalog_factory(name: &str) -> Result<AgentFactory, SessionError> {
    struct Factory;
    impl GameVisitor for Factory {
        type Output = AgentFactory;
        fn visit<G: Game>(self) -> AgentFactory {
            factory_of::<G>()
        }
    }
    Ok(cubist_games::visit(name, Factory)?)
}

/// Build the agent of `seat` and let it look at the game once (an agent that cannot
/// play this game refuses here, before any move is made).
pub(crate) fn build_agent(
    factory: AgentFactory,
    game: &dyn DynGame,
    spec: &AgentSpec,
    seat: Seat,
    game_seed: u64,
) -> Result<Box<dyn DynAgent>, SessionError> {
    let seed = seeds::derive(game_seed, 1000 + seat as u64);
    let mut agent = factory(spec, game.num_players(), seed)?;
    agent.prepare(game, seat)?;
    Ok(agent)
}

/// A computer decision under way on its own thread. Dropping it or calling
/// [`Thinking::cancel`] abandons the decision: its result is never played.
pub struct Thinking {
    seat: Seat,
    generation: u64,
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Decided>,
    /// Disconnects when the decision is made.
    done: Option<Receiver<()>>,
}

type Decided = (Box<dyn DynAgent>, Result<String, AgentError>);

/// A finished computer decision, to hand back to [`crate::Match::commit`].
pub struct Thought {
    pub(crate) seat: Seat,
    pub(crate) generation: u64,
    pub(crate) agent: Box<dyn DynAgent>,
    pub(crate) action: Result<String, AgentError>,
}

impl Thinking {
    /// Start `agent` deciding for `seat` on its own copy of the game, taking turns
    /// in `pacing`'s pool if given.
    pub(crate) fn start(
        mut agent: Box<dyn DynAgent>,
        game: Box<dyn DynGame>,
        seat: Seat,
        generation: u64,
        pacing: Option<Pacing>,
    ) -> Thinking {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let (finished, done) = channel::<()>();
        let handle = std::thread::spawn(move || {
            agent.set_control(Control {
                stop: Some(flag),
                pacing,
            });
            let action = agent.choose(game.as_ref(), seat);
            // The pool is this decision's: a later one on this thread runs unpaced
            // unless given one.
            agent.set_control(Control::default());
            drop(finished);
            (agent, action)
        });
        Thinking {
            seat,
            generation,
            stop,
            handle,
            done: Some(done),
        }
    }

    /// Ask the search to answer with what it has after `allot` (a computer on a
    /// clock): its answer is played, unlike a cancelled one.
    pub fn stop_after(&mut self, allot: Duration) {
        if let Some(done) = self.done.take() {
            stop_after(self.stop.clone(), done, allot);
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Whether the decision is made ([`Thinking::wait`] will not block).
    pub fn is_finished(&self) -> bool {
        self.handle.is_finished()
    }

    /// Wait for the decision.
    pub fn wait(self) -> Result<Thought, SessionError> {
        let (agent, action) = self.handle.join().map_err(|_| SessionError::ThreadFailed)?;
        Ok(Thought {
            seat: self.seat,
            generation: self.generation,
            agent,
            action,
        })
    }

    /// Ask the search to stop as soon as it notices, and drop its result. Returns at
    /// once; the search ends on its own thread (wait for it with
    /// [`Cancelled::wait`] if need be).
    pub fn cancel(self) -> Cancelled {
        self.stop.store(true, Ordering::Relaxed);
        Cancelled(self.handle)
    }
}

/// Set `stop` after `allot`, unless `done` disconnects first (the decision is made).
fn stop_after(stop: Arc<AtomicBool>, done: Receiver<()>, allot: Duration) {
    std::thread::spawn(move || {
        if let Err(RecvTimeoutError::Timeout) = done.recv_timeout(allot) {
            stop.store(true, Ordering::Relaxed);
        }
    });
}

/// `agent` decides for `seat` on this thread, told to answer within `allot` if given.
pub(crate) fn decide_within(
    agent: &mut dyn DynAgent,
    game: &dyn DynGame,
    seat: Seat,
    allot: Option<Duration>,
) -> Result<String, AgentError> {
    let Some(allot) = allot else {
        // A flag an earlier timed decision set must not cut this one short.
        agent.set_stop(Arc::new(AtomicBool::new(false)));
        return agent.choose(game, seat);
    };
    let stop = Arc::new(AtomicBool::new(false));
    let (finished, done) = channel::<()>();
    agent.set_stop(stop.clone());
    stop_after(stop, done, allot);
    let action = agent.choose(game, seat);
    drop(finished);
    action
}

/// A cancelled decision, still winding down.
pub struct Cancelled(JoinHandle<Decided>);

impl Cancelled {
    /// Wait until the search has stopped.
    pub fn wait(self) {
        let _ = self.0.join();
    }
}

impl Thought {
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The action chosen, in notation.
    pub fn action(&self) -> Result<&str, &AgentError> {
        self.action.as_deref()
    }

    /// What the search did for this decision.
    pub fn stats(&self) -> Option<SearchStats> {
        self.agent.stats()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_untimed_decision_is_not_cut_short_by_an_earlier_stop() {
        let game = cubist_games::create("squadro", &Default::default(), 1).unwrap();
        let seat = game.to_move().actor().unwrap();
        let spec: AgentSpec = "mcts:budget=3000".parse().unwrap();
        let factory = catalog_factory("squadro").unwrap();
        let mut agent = build_agent(factory, game.as_ref(), &spec, seat, 1).unwrap();
        // A timed decision before this one was stopped, and its flag stays set.
        agent.set_stop(Arc::new(AtomicBool::new(true)));
        decide_within(agent.as_mut(), game.as_ref(), seat, None).unwrap();
        assert_eq!(agent.stats().unwrap().work, 3_000);
    }
}
