//! The time a whole `cubist solve` has left: the positions of the families it still
//! has to solve, at the pace of those it solved in this run.

use std::time::{Duration, Instant};

use cubist_ai::tables::{Phase, Progress};

/// Numbers solved and to solve, from the families' sizes in list order.
pub struct Estimate {
    sizes: Vec<u64>,
    started: Instant,
    /// The first family solved in this run (earlier ones were on disk).
    first: Option<usize>,
}

impl Estimate {
    /// For a run over families with these sizes (in list order, the last to solve last).
    pub fn new(sizes: Vec<u64>) -> Estimate {
        Estimate {
            sizes,
            started: Instant::now(),
            first: None,
        }
    }

    /// The share done and the time left, as of `p`; `None` until there is a pace.
    pub fn at(&mut self, p: &Progress) -> Option<(f64, Duration)> {
        let first = *self.first.get_or_insert(p.family);
        let size = |k: usize| self.sizes.get(k).copied().unwrap_or(0) as f64;
        let whole: f64 = (first..self.sizes.len()).map(size).sum();
        let before: f64 = (first..p.family).map(size).sum();
        let done = before + size(p.family) * share_of_family(p);
        let elapsed = self.started.elapsed().as_secs_f64();
        if done <= 0.0 || whole <= 0.0 || elapsed < 1.0 {
            return None;
        }
        let left = elapsed * (whole - done).max(0.0) / done;
        Some((done / whole, Duration::from_secs_f64(left)))
    }
}

/// How far into its family `p` is: the first pass over the positions is the first
/// half, the passes that spread the values the second.
fn share_of_family(p: &Progress) -> f64 {
    let within = if p.total == 0 {
        0.0
    } else {
        p.done as f64 / p.total as f64
    };
    match p.phase {
        Phase::Expand => within / 2.0,
        Phase::Link => 0.5,
        Phase::Propagate => 0.5 + within / 2.0,
        Phase::Write => 1.0,
    }
}

/// `1h05m`, `12m30s` or `40s`.
pub fn short(d: Duration) -> String {
    let s = d.as_secs();
    match (s / 3600, s / 60 % 60, s % 60) {
        (0, 0, s) => format!("{s}s"),
        (0, m, s) => format!("{m}m{s:02}s"),
        (h, m, _) => format!("{h}h{m:02}m"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn progress(family: usize, phase: Phase, done: u64, total: u64) -> Progress {
        Progress {
            family,
            families: 4,
            name: String::new(),
            phase,
            done,
            total,
        }
    }

    #[test]
    fn the_share_counts_only_families_solved_in_this_run() {
        let mut e = Estimate::new(vec![100, 100, 100, 300]);
        e.started -= Duration::from_secs(10);
        // Families 0 and 1 were on disk: the run begins at 2, of 400 numbers.
        let (share, left) = e.at(&progress(2, Phase::Expand, 50, 100)).unwrap();
        assert!((share - 25.0 / 400.0).abs() < 1e-9, "{share}");
        // 25 numbers in 10 s: 375 more take 150 s.
        assert!((left.as_secs_f64() - 150.0).abs() < 0.5, "{left:?}");
        let (share, _) = e.at(&progress(3, Phase::Propagate, 150, 300)).unwrap();
        assert!((share - (100.0 + 225.0) / 400.0).abs() < 1e-9, "{share}");
        let (share, left) = e.at(&progress(3, Phase::Write, 1, 1)).unwrap();
        assert_eq!((share, left), (1.0, Duration::ZERO));
    }

    #[test]
    fn no_estimate_before_any_work() {
        let mut e = Estimate::new(vec![100]);
        e.started -= Duration::from_secs(10);
        assert!(e.at(&progress(0, Phase::Expand, 0, 100)).is_none());
        assert_eq!(short(Duration::from_secs(3_900)), "1h05m");
        assert_eq!(short(Duration::from_secs(750)), "12m30s");
        assert_eq!(short(Duration::from_secs(40)), "40s");
    }
}
