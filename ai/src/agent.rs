use std::time::Duration;

use cubist_core::{Game, Seat};

/// A computer player for games of type `G`.
pub trait Agent<G: Game>: Send + Sync {
    /// Pick an action for `seat`, which must be able to act in `view`. `view` is that
    /// seat's own view: the agent never sees more than a human in the seat would.
    fn choose(&mut self, view: &G::View, seat: Seat) -> G::Action;

    /// Short description, e.g. `mcts(iterations=2000)`.
    fn name(&self) -> String;

    /// Called once with the seat's view before the agent's first decision in a game.
    /// An agent that cannot play this particular game (an exact solver facing too many
    /// states) refuses here, with the reason, instead of failing during play.
    fn prepare(&mut self, _view: &G::View, _seat: Seat) -> Result<(), crate::AgentError> {
        Ok(())
    }

    /// A flag that, once set, asks the search under way to stop and answer with what it
    /// has. Agents that do not search ignore it.
    fn set_stop(&mut self, stop: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.set_control(crate::Control::stop(stop));
    }

    /// The stop flag and the pool of run tokens (if any) of the decisions to come:
    /// every thread of the search takes turns in the pool. Agents that do not search
    /// ignore it.
    fn set_control(&mut self, _control: crate::Control) {}

    /// What the search did for the last decision, for benchmarks and analysis output.
    /// Agents that do not search return `None`.
    fn stats(&self) -> Option<SearchStats> {
        None
    }

    /// Each legal action's value for the mover in the last decision, as its search
    /// left them (MCTS's root statistics), in the order of the legal actions. `None`
    /// for agents that keep no per-action values; [`crate::appraise::appraise`] then
    /// searches each action's child position.
    fn appraisal(&self) -> Option<Vec<crate::ActionValue<G::Action>>> {
        None
    }

    /// The exact value of the last decision's position from the endgame tables, when
    /// the agent plays from them and they held the position. `None` otherwise.
    fn verdict(&self) -> Option<crate::tables::TableValue> {
        None
    }

    /// Endgame tables for the search to value the positions they hold exactly.
    /// Searches that cannot use them ignore them.
    fn use_tables(&mut self, _tables: std::sync::Arc<crate::tables::Tables<G>>) {}

    /// Why the agent plays otherwise than its spec asks, in a sentence for the player
    /// (a perfect player in a game too large to solve with no endgame tables built;
    /// tables refused as corrupt). Known after [`Agent::prepare`]; `None` when it
    /// plays as asked.
    fn notice(&self) -> Option<String> {
        None
    }
}

/// How much a search worked for one decision and what it concluded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchStats {
    /// Units of work: MCTS iterations (summed over threads) or alpha-beta nodes.
    pub work: u64,
    /// Wall-clock time the decision took.
    pub elapsed: Duration,
    /// Deepest level reached: alpha-beta's last completed iteration, MCTS's deepest
    /// tree path.
    pub depth: Option<u32>,
    /// The search's estimate of the position for the deciding seat, in `[-1, 1]`
    /// (1 = sure win, -1 = sure loss).
    pub value: Option<f64>,
}

impl SearchStats {
    /// Work units per second (0 when no time was measured).
    pub fn rate(&self) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 {
            self.work as f64 / s
        } else {
            0.0
        }
    }
}
