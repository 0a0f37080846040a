//! The proof pass of the exact solve of a start (`exact.rs`): forced wins of either
//! side after each first action, by iterative deepening with
//! [`crate::solver_proof::Prover`].
//!
//! Each worker thread keeps one prover per attacker across its first actions, so what
//! one first action taught (positions won, bounds that failed) serves the next. The
//! bound grows by one action at a time, both attackers at each bound, so the first
//! proof found is a shortest one. A prover whose table fills is started afresh and
//! the first action it was on stays unknown.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

use cubist_core::{Game, Seat};

use crate::exact_settings::{ExactSettings, Progress, PROGRESS_PERIOD};
use crate::solver::Value;
use crate::solver_proof::{Proof, Prover, ENTRY_BYTES};

/// What is known of each first action: its value and, if a proof found it, the plies.
pub(crate) type Known = Vec<Option<(Value, Option<u16>)>>;

/// Look for forced wins after every first action not yet `known`, filling in those
/// found. Returns the positions memoised (largest tables) and the nodes expanded.
pub(crate) fn prove_all<G: Game>(
    start: &G,
    first: Seat,
    actions: &[G::Action],
    settings: &ExactSettings,
    known: &mut Known,
    progress: &mut dyn FnMut(&Progress),
) -> (usize, u64) {
    let threads = settings.threads.max(1).min(actions.len());
    let max_entries = (settings.max_memory / ENTRY_BYTES / (2 * threads) as u64) as usize;
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let nodes = AtomicU64::new(0);
    let entries = AtomicUsize::new(0);
    let found = Mutex::new(known.clone());
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut provers = [
                        Prover::<G>::new(first, max_entries),
                        Prover::new(1 - first, max_entries),
                    ];
                    loop {
                        let j = next.fetch_add(1, Ordering::Relaxed);
                        if j >= actions.len() {
                            break;
                        }
                        if found.lock().expect("no worker panics holding it")[j].is_none() {
                            let result = prove_one(
                                &mut provers,
                                start,
                                first,
                                actions[j],
                                settings.prove_plies,
                                &nodes,
                            );
                            found.lock().expect("no worker panics holding it")[j] = result;
                        }
                        let held = provers.iter().map(Prover::entries).sum();
                        entries.fetch_max(held, Ordering::Relaxed);
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                })
            })
            .collect();
        while !workers.iter().all(|w| w.is_finished()) {
            progress(&Progress {
                states: entries.load(Ordering::Relaxed),
                room: max_entries * 2 * threads,
                nodes: nodes.load(Ordering::Relaxed),
                moves_done: done.load(Ordering::Relaxed),
                moves: actions.len(),
            });
            std::thread::park_timeout(PROGRESS_PERIOD);
        }
        for w in workers {
            w.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
        }
    });
    *known = found.into_inner().expect("no worker panicked holding it");
    (entries.into_inner(), nodes.into_inner())
}

/// The value of `action` for the first player and the bound it was proved at, if a
/// forced win of either side within `max_plies` actions after it is found.
fn prove_one<G: Game>(
    provers: &mut [Prover<G>; 2],
    start: &G,
    first: Seat,
    action: G::Action,
    max_plies: u16,
    nodes: &AtomicU64,
) -> Option<(Value, Option<u16>)> {
    let mut child = start.clone();
    child.play(first, action);
    if let Some(o) = child.outcome() {
        let v = match (o.winners.contains(first), o.winners.contains(1 - first)) {
            (true, false) => Value::Win,
            (false, true) => Value::Loss,
            _ => Value::Draw,
        };
        return Some((v, Some(0)));
    }
    for bound in 1..=max_plies {
        for (i, value) in [(0, Value::Win), (1, Value::Loss)] {
            let before = provers[i].nodes();
            let proof = provers[i].prove(&child, bound);
            nodes.fetch_add(provers[i].nodes() - before, Ordering::Relaxed);
            match proof {
                Proof::Won => return Some((value, Some(bound))),
                Proof::NotWithin => {}
                Proof::Full => {
                    let attacker = provers[i].attacker();
                    provers[i] = Prover::new(attacker, provers[i].max_entries());
                    return None;
                }
            }
        }
    }
    None
}
