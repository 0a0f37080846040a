use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::pace::{Pacing, Runner};

/// What steers a decision from outside the search: a flag that ends it early, and
/// the pool of run tokens its threads take turns in (a server's; without one a
/// search runs whenever it likes, as on the command line).
#[derive(Clone, Debug, Default)]
pub struct Control {
    pub stop: Option<Arc<AtomicBool>>,
    pub pacing: Option<Pacing>,
}

impl Control {
    /// A control that only ends the decision early once `stop` is set.
    pub fn stop(stop: Arc<AtomicBool>) -> Control {
        Control {
            stop: Some(stop),
            pacing: None,
        }
    }
}

/// How much thinking an agent may do per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed amount of work (MCTS iterations, alpha-beta nodes): reproducible.
    Iterations(u64),
    /// Wall-clock time per decision.
    Time(Duration),
}

impl Budget {
    /// Starts a clock for one decision.
    pub fn start(self) -> BudgetClock {
        BudgetClock {
            budget: self,
            started: Instant::now(),
            stop: None,
            pacing: None,
            runner: None,
        }
    }

    /// Parse `2000` (iterations), `500ms`, `2s`, `1.5s`.
    pub fn parse(text: &str) -> Option<Budget> {
        let t = text.trim();
        if let Some(ms) = t.strip_suffix("ms") {
            return ms
                .parse::<u64>()
                .ok()
                .filter(|&m| m > 0)
                .map(|m| Budget::Time(Duration::from_millis(m)));
        }
        if let Some(s) = t.strip_suffix('s') {
            return s
                .parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s > 0.0 && *s < 86_400.0)
                .map(|s| Budget::Time(Duration::from_secs_f64(s)));
        }
        t.parse::<u64>()
            .ok()
            .filter(|&n| n > 0)
            .map(Budget::Iterations)
    }
}

impl std::fmt::Display for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Budget::Iterations(n) => write!(f, "{n}"),
            Budget::Time(d) => write!(f, "{}ms", d.as_millis()),
        }
    }
}

/// A running budget: asks "may I do more work?". Each thread of a search has its
/// own clock; with a pool, the clock holds that thread's place in it and takes turns
/// at its periodic checks.
#[derive(Debug)]
pub struct BudgetClock {
    budget: Budget,
    started: Instant,
    /// Set from outside to end the decision early (a cancelled computer move).
    stop: Option<Arc<AtomicBool>>,
    pacing: Option<Pacing>,
    /// This thread's place in the pool; dropped with the clock, token and all.
    runner: Option<Runner>,
}

impl Clone for BudgetClock {
    /// A clone is another thread's clock: a place of its own in the pool.
    fn clone(&self) -> Self {
        BudgetClock {
            budget: self.budget,
            started: self.started,
            stop: self.stop.clone(),
            pacing: self.pacing.clone(),
            runner: runner_of(&self.pacing),
        }
    }
}

fn runner_of(pacing: &Option<Pacing>) -> Option<Runner> {
    pacing.as_ref().map(Pacing::runner)
}

impl BudgetClock {
    /// The same clock, also ended early once `stop` is set.
    pub fn with_stop(mut self, stop: Option<Arc<AtomicBool>>) -> Self {
        self.stop = stop;
        self
    }

    /// The same clock, ended early by the control's flag and taking turns in its pool.
    pub fn with_control(mut self, control: &Control) -> Self {
        self.stop = control.stop.clone();
        self.pacing = control.pacing.clone();
        self.runner = runner_of(&self.pacing);
        self
    }

    /// Wait for this thread's turn to work (at once without a pool); after a whole
    /// slice, give the turn to a waiting game first.
    pub fn take_turn(&self) {
        if let Some(r) = &self.runner {
            r.turn();
        }
    }

    /// Give this thread's turn back: its search is done or waits on something else.
    pub fn rest(&self) {
        if let Some(r) = &self.runner {
            r.release();
        }
    }

    fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// Whether work unit number `done` (0-based count of units already done) may start.
    /// Time and the stop flag are read only every 64 units to keep the check cheap;
    /// that is also where a paced thread takes turns. The answer "no" gives the
    /// thread's turn back.
    #[inline]
    pub fn allows(&self, done: u64) -> bool {
        let checkpoint = done & 63 == 0;
        if checkpoint {
            self.take_turn();
        }
        let go = match self.budget {
            Budget::Iterations(n) => done < n && (!checkpoint || done == 0 || !self.stopped()),
            Budget::Time(d) => {
                done == 0 || !checkpoint || (self.started.elapsed() < d && !self.stopped())
            }
        };
        if !go {
            self.rest();
        }
        go
    }

    /// Whether time (if any) has run out or a stop was asked for, read now (after
    /// waiting for this thread's turn, when paced). A "yes" gives the turn back.
    pub fn expired(&self) -> bool {
        self.take_turn();
        let over = self.stopped()
            || match self.budget {
                Budget::Iterations(_) => false,
                Budget::Time(d) => self.started.elapsed() >= d,
            };
        if over {
            self.rest();
        }
        over
    }

    pub fn budget(&self) -> Budget {
        self.budget
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_iterations_and_times() {
        assert_eq!(Budget::parse("2000"), Some(Budget::Iterations(2000)));
        assert_eq!(
            Budget::parse("250ms"),
            Some(Budget::Time(Duration::from_millis(250)))
        );
        assert_eq!(
            Budget::parse("1.5s"),
            Some(Budget::Time(Duration::from_millis(1500)))
        );
        for bad in ["", "0", "-3", "xs", "1e999s", "NaNs", "5 apples"] {
            assert_eq!(Budget::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_stop_ends_any_budget_at_the_next_checkpoint() {
        let stop = Arc::new(AtomicBool::new(false));
        for budget in [
            Budget::Iterations(1_000),
            Budget::Time(Duration::from_secs(60)),
        ] {
            let c = budget.start().with_stop(Some(stop.clone()));
            stop.store(false, Ordering::Relaxed);
            assert!(c.allows(64) && !c.expired());
            stop.store(true, Ordering::Relaxed);
            assert!(!c.allows(64) && c.expired(), "{budget}");
            assert!(c.allows(0) && c.allows(65), "checked at checkpoints only");
        }
    }

    #[test]
    fn iteration_budget_counts_exactly() {
        let c = Budget::Iterations(3).start();
        assert!(c.allows(0) && c.allows(2) && !c.allows(3));
    }
}
