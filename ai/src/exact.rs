//! The exact value of a game's start position and of every first action, by the
//! memoised search of [`crate::solver`] run on several threads that share one memo.
//!
//! Each first action is one job; `threads` workers take jobs in turn, each with its own
//! search line and all with the same [`Memo`], so a state solved under one first action
//! is not solved again under another. The memo starts small and grows to the memory
//! budget: when it fills, the workers stop, the memo is copied into one four times
//! larger (old and new together stay within the budget) and the unfinished jobs start
//! again, finding what was solved before in the memo. A job that fills the largest memo
//! the budget allows makes the whole solve fail with the states reached.
//!
//! The start's value is the best of its first actions' values: positions are valued as
//! the game played on from them with no history (endless play is a draw, as
//! [`crate::solver`] explains), so a first action's value does not depend on the start
//! having been played.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use cubist_core::{Game, Seat, ToMove};

use crate::exact_proof::{prove_all, Known};
use crate::exact_settings::PROGRESS_PERIOD;
pub use crate::exact_settings::{ExactSettings, Progress};
use crate::solver::{unsuitable, Memo, Solver, Value};
use crate::solver_memo::SLOT_BYTES;
use crate::AgentError;

/// Slots of the first memo at most (32 MiB); an eighth of the budget if less.
const FIRST_SLOTS: usize = 1 << 22;

/// One first action and its value.
#[derive(Clone, Debug, PartialEq)]
pub struct FirstMove {
    /// In the game's notation.
    pub action: String,
    /// Its value for the player who moves first; `None` if neither a proof nor the
    /// search settled it.
    pub value: Option<Value>,
    /// When a proof settled it: the actions after this one within which the winner
    /// wins (the shortest bound the iterative deepening found).
    pub plies: Option<u16>,
}

/// The solved start of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct StartReport {
    /// The seat that moves first.
    pub first: Seat,
    /// Its name in the game.
    pub first_name: String,
    /// The start's value for the first player: a win as soon as one first action wins,
    /// otherwise the best first action's once every one is known.
    pub value: Option<Value>,
    /// Every first action, in the order of the game's legal actions.
    pub moves: Vec<FirstMove>,
    /// Distinct states memoised by the search.
    pub states: usize,
    /// Positions memoised by the provers (summed over both attackers and threads).
    pub proof_entries: usize,
    /// Nodes the provers expanded.
    pub proof_nodes: u64,
    /// States searched, counting searches repeated after the memo grew.
    pub nodes: u64,
    /// The longest line searched, in actions after the first.
    pub max_depth: usize,
    /// Bytes of the largest memo (the process's peak is this plus a few MiB a thread;
    /// while the memo grows, the old and the new one are both held).
    pub memo_bytes: u64,
    /// Times the memo grew.
    pub grown: usize,
    /// Cycles the game's rules did not end when replayed (valued as draws).
    pub unresolved_cycles: u64,
    pub elapsed: Duration,
}

/// A job's result: its value for the first player, the longest line and the
/// unresolved cycles of its search.
type JobResult = Result<(Value, usize, u64), AgentError>;

/// What the search found, for the report.
#[derive(Default)]
struct Searched {
    states: usize,
    nodes: u64,
    max_depth: usize,
    memo_bytes: u64,
    grown: usize,
    unresolved: u64,
}

/// Solve the start of the game with `options` (seed 0 draws the first player when the
/// options leave it random) and each first action. `progress` is called from this
/// thread a few times a second.
pub fn solve_start<G: Game>(
    options: &G::Options,
    settings: &ExactSettings,
    mut progress: impl FnMut(&Progress),
) -> Result<StartReport, AgentError> {
    let started = Instant::now();
    let start = G::new(options, 0);
    let refuse = |why: String| unfit::<G>(why);
    if let Some(why) = unsuitable::<G>(start.num_players()) {
        return Err(refuse(why));
    }
    let ToMove::One(first) = start.to_move() else {
        return Err(refuse("the start position is over or simultaneous".into()));
    };
    let mut actions = Vec::new();
    start.legal_actions(first, &mut actions);
    if actions.is_empty() {
        return Err(refuse("the first player has no legal action".into()));
    }
    if settings.max_memory < 1024 * SLOT_BYTES as u64 {
        return Err(refuse(format!(
            "a memory budget of {} bytes is too small",
            settings.max_memory
        )));
    }
    let mut known: Known = vec![None; actions.len()];
    let (proof_entries, proof_nodes) = if settings.prove_plies > 0 {
        prove_all(&start, first, &actions, settings, &mut known, &mut progress)
    } else {
        (0, 0)
    };
    let searched = if settings.search {
        search_all(&start, first, &actions, settings, &mut known, &mut progress)?
    } else {
        Searched::default()
    };
    let moves: Vec<FirstMove> = actions
        .iter()
        .zip(&known)
        .map(|(&a, k)| FirstMove {
            action: start.format_action(first, a),
            value: k.map(|(v, _)| v),
            plies: k.and_then(|(_, p)| p),
        })
        .collect();
    let value = if moves.iter().any(|m| m.value == Some(Value::Win)) {
        Some(Value::Win)
    } else {
        moves
            .iter()
            .map(|m| m.value)
            .collect::<Option<Vec<_>>>()
            .and_then(|v| v.into_iter().max())
    };
    Ok(StartReport {
        first,
        first_name: start.seat_name(first),
        value,
        moves,
        states: searched.states,
        proof_entries,
        proof_nodes,
        nodes: searched.nodes,
        max_depth: searched.max_depth,
        memo_bytes: searched.memo_bytes,
        grown: searched.grown,
        unresolved_cycles: searched.unresolved,
        elapsed: started.elapsed(),
    })
}

pub(crate) fn unfit<G: Game>(why: String) -> AgentError {
    AgentError::Unsuitable {
        agent: "exact".into(),
        game: G::NAME.into(),
        why,
    }
}

/// Solve every first action still unknown by the memoised search, growing the memo
/// to the budget.
fn search_all<G: Game>(
    start: &G,
    first: Seat,
    actions: &[G::Action],
    settings: &ExactSettings,
    known: &mut Known,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Searched, AgentError> {
    let max_slots = Memo::slots_for(settings.max_memory);
    let mut memo = Arc::new(Memo::with_slots((max_slots / 8).clamp(1024, FIRST_SLOTS)));
    let mut out = Searched {
        memo_bytes: memo.bytes(),
        ..Searched::default()
    };
    loop {
        let pending: Vec<usize> = (0..actions.len()).filter(|&i| known[i].is_none()).collect();
        if pending.is_empty() {
            break;
        }
        let (results, searched) = run_jobs(
            start,
            first,
            actions,
            &pending,
            &memo,
            settings,
            &mut |n, done| {
                progress(&Progress {
                    states: memo.len(),
                    room: memo.room(),
                    nodes: out.nodes + n,
                    moves_done: actions.len() - pending.len() + done,
                    moves: actions.len(),
                })
            },
        );
        out.nodes += searched;
        let mut full = None;
        for (&i, result) in pending.iter().zip(results) {
            match result {
                Some(Ok((value, depth, cycles))) => {
                    known[i] = Some((value, None));
                    out.max_depth = out.max_depth.max(depth);
                    out.unresolved += cycles;
                }
                Some(Err(e)) if memo.len() < memo.room() => return Err(e),
                Some(Err(e)) => full = Some(e),
                None => {}
            }
        }
        if known.iter().all(Option::is_some) {
            break;
        }
        let bigger = (memo.capacity() * 4).min(max_slots.saturating_sub(memo.capacity()));
        if bigger <= memo.capacity() {
            let why = full.map(|e| e.to_string()).unwrap_or_default();
            return Err(unfit::<G>(format!(
                "the memo is full at {} states in {} bytes (budget {} bytes; {} of {} first actions solved): {why}",
                memo.len(),
                memo.bytes(),
                settings.max_memory,
                known.iter().filter(|v| v.is_some()).count(),
                known.len()
            )));
        }
        let grown_memo = memo.grow(bigger);
        memo = Arc::new(grown_memo);
        out.memo_bytes = out.memo_bytes.max(memo.bytes());
        out.grown += 1;
    }
    out.states = memo.len();
    Ok(out)
}

/// Solve the first actions `pending` on `threads` workers sharing `memo`; `None` for a
/// job not finished because another filled the memo or gave up. Also the nodes
/// searched.
fn run_jobs<G: Game>(
    start: &G,
    first: Seat,
    actions: &[G::Action],
    pending: &[usize],
    memo: &Arc<Memo>,
    settings: &ExactSettings,
    progress: &mut dyn FnMut(u64, usize),
) -> (Vec<Option<JobResult>>, u64) {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let stop = Arc::new(AtomicBool::new(false));
    let counted = Arc::new(AtomicU64::new(0));
    let results: Mutex<Vec<Option<JobResult>>> =
        Mutex::new((0..pending.len()).map(|_| None).collect());
    let max_nodes = (memo.room() as u64).saturating_mul(settings.nodes_per_state);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..settings.threads.max(1).min(pending.len().max(1)))
            .map(|_| {
                scope.spawn(|| {
                    let mut searched = 0;
                    loop {
                        let j = next.fetch_add(1, Ordering::Relaxed);
                        if j >= pending.len() || stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let counted = counted.clone();
                        let mut solver = Solver::<G>::with_memo(memo.clone(), max_nodes)
                            .ordered(settings.ordered)
                            .stop_with(stop.clone())
                            .progress(Arc::new(move |_| {
                                counted.fetch_add(1 << 20, Ordering::Relaxed);
                            }));
                        let result = solve_one(&mut solver, start, first, actions[pending[j]]);
                        searched += solver.nodes();
                        if result.is_err() {
                            // A search stopped because another gave up is not a
                            // result: only the first failure is.
                            if !stop.swap(true, Ordering::Relaxed) {
                                results.lock().expect("no worker panics holding it")[j] =
                                    Some(result);
                            }
                            break;
                        }
                        results.lock().expect("no worker panics holding it")[j] = Some(result);
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                    searched
                })
            })
            .collect();
        while !workers.iter().all(|w| w.is_finished()) {
            progress(
                counted.load(Ordering::Relaxed),
                done.load(Ordering::Relaxed),
            );
            std::thread::park_timeout(PROGRESS_PERIOD);
        }
        let total: u64 = workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .sum();
        progress(total, done.load(Ordering::Relaxed));
        let results = std::mem::take(&mut *results.lock().expect("no worker panicked holding it"));
        (results, total)
    })
}

/// The value for the first player of playing `action` at the start, the longest line
/// and the unresolved cycles of its search.
fn solve_one<G: Game>(
    solver: &mut Solver<G>,
    start: &G,
    first: Seat,
    action: G::Action,
) -> JobResult {
    let mut child = start.clone();
    child.play(first, action);
    if let Some(o) = child.outcome() {
        let v = match (o.winners.contains(first), o.winners.contains(1 - first)) {
            (true, false) => Value::Win,
            (false, true) => Value::Loss,
            _ => Value::Draw,
        };
        return Ok((v, 0, 0));
    }
    let s = solver.solve(&child)?;
    Ok((s.value_for(first), s.max_depth + 1, s.unresolved_cycles))
}
