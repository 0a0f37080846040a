//! Proof-number search (df-pn): does one seat, the attacker, force a win from a
//! position? For positions too far from the end for a full solve, with an oracle
//! (endgame tables) giving exact values where it can.
//!
//! Why a proof is exact: a position is proven only when the game ends there in the
//! attacker's win, the oracle says the attacker wins, or (the attacker to move) one
//! child is proven or (the defender to move) every child is. Nothing about the line
//! that led to a position enters a proof. A position met again on the current line
//! counts as "no win" there (a win that can be forced can be forced without repeating
//! a position); so in games with cycles a "no win" is not exact when the table reuses
//! it on another line (the graph-history problem), while proofs stay exact. A proof is
//! kept as a [`Strategy`] that [`check_strategy`] verifies on its own.
//!
//! The search is depth-first with thresholds (Nagai's df-pn), the child's threshold
//! widened by a factor 1 + ε over the second-best sibling (Pawlewicz and Lew), which
//! spares most of the re-expansions when two children are close.

mod numbers;
mod search;
mod strategy;

pub use search::{ProofSearch, ProofStats};
pub use strategy::{check_strategy, Strategy, StrategyCheck};

use crate::solver::Value;

/// What is known of a position beyond the rules: its exact value for the side to
/// move, where known (an endgame table, say).
pub type Oracle<'a, G> = dyn Fn(&G) -> Option<Value> + Sync + 'a;

/// The limits of a search.
#[derive(Clone, Debug)]
pub struct ProofSettings {
    /// Positions the table keeps before the search stops (about 40 bytes each).
    pub max_entries: usize,
    /// Positions expanded before the search stops.
    pub max_nodes: u64,
    /// How far a child's threshold is widened over its best sibling's numbers.
    pub epsilon: f64,
    /// How much the game's evaluation weighs in the numbers of a position not yet
    /// expanded (df-pn+): with 0 they are 1 and 1, and the search goes wide; with `k`
    /// a position the evaluation favours for the attacker starts with a proof number
    /// near 1 and a disproof number near `k + 1`, so the search follows good lines
    /// deeper first.
    pub guide: u32,
}

impl Default for ProofSettings {
    fn default() -> Self {
        ProofSettings {
            max_entries: 1 << 24,
            max_nodes: u64::MAX,
            epsilon: 0.25,
            guide: 0,
        }
    }
}

/// Bytes a position takes in the table, with the hash table's spare room.
pub const ENTRY_BYTES: u64 = 40;

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProofResult {
    /// The attacker forces a win.
    Proven,
    /// No forced win was found: the attacker draws or loses (exact in games without
    /// cycles; see the module's notes).
    NoWin,
    /// The table reached `max_entries` first.
    TableFull,
    /// `max_nodes` positions were expanded first.
    NodeLimit,
}
