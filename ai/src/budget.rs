use std::time::{Duration, Instant};

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

/// A running budget: asks "may I do more work?".
#[derive(Clone, Copy, Debug)]
pub struct BudgetClock {
    budget: Budget,
    started: Instant,
}

impl BudgetClock {
    /// Whether work unit number `done` (0-based count of units already done) may start.
    /// Time is read only every 64 units to keep the check cheap.
    #[inline]
    pub fn allows(&self, done: u64) -> bool {
        match self.budget {
            Budget::Iterations(n) => done < n,
            Budget::Time(d) => done == 0 || done & 63 != 0 || self.started.elapsed() < d,
        }
    }

    /// Whether time (if any) has run out, read now.
    pub fn expired(&self) -> bool {
        match self.budget {
            Budget::Iterations(_) => false,
            Budget::Time(d) => self.started.elapsed() >= d,
        }
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
    fn iteration_budget_counts_exactly() {
        let c = Budget::Iterations(3).start();
        assert!(c.allows(0) && c.allows(2) && !c.allows(3));
    }
}
