//! How an exact solve of a start position is set up, and how it reports how far it
//! has got: shared by the search (`exact.rs`) and its proof pass (`exact_proof.rs`).

use std::time::Duration;

/// How often the progress callback is called while workers run.
pub(crate) const PROGRESS_PERIOD: Duration = Duration::from_millis(250);

/// How to solve.
#[derive(Clone, Debug)]
pub struct ExactSettings {
    /// Worker threads (at least 1).
    pub threads: usize,
    /// Bytes the memo may take, growth included (the search stacks and the game states
    /// on the current lines come on top: a few MiB a thread).
    pub max_memory: u64,
    /// Nodes searched per state memoised before giving up (values that depend on the
    /// current line are searched again; this bounds how often).
    pub nodes_per_state: u64,
    /// Try the actions that look best first (see
    /// [`Solver::ordered`](crate::solver::Solver::ordered)).
    pub ordered: bool,
    /// First look for forced wins of either side within this many actions after each
    /// first action ([`crate::solver_proof`]; 0: don't). The prover's tables take
    /// their share of `max_memory` while they run.
    pub prove_plies: u16,
    /// Solve the first actions no proof settled by the full memoised search (without
    /// it they are left unknown).
    pub search: bool,
}

impl Default for ExactSettings {
    fn default() -> Self {
        ExactSettings {
            threads: 1,
            max_memory: 1 << 30,
            nodes_per_state: crate::solver::NODES_PER_STATE,
            ordered: true,
            prove_plies: 0,
            search: true,
        }
    }
}

/// How far a solve has got.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// States memoised.
    pub states: usize,
    /// States the current memo holds before it must grow.
    pub room: usize,
    /// Nodes searched (updated every 2²⁰ nodes a thread).
    pub nodes: u64,
    pub moves_done: usize,
    pub moves: usize,
}
