//! Negamax with alpha-beta pruning, a transposition table and iterative deepening.
//!
//! Values are from the point of view of the seat to move at a node. A turn may be
//! several actions by the same seat: the value is negated only where the seat to move
//! changes between a node and its child.

use std::sync::Arc;

use cubist_core::{Game, Seat, ToMove};

use super::table::{Bound, Entry, Table, MAX_MOVE_INDEX};
use crate::budget::BudgetClock;
use crate::solver::Value;
use crate::tables::{TableValue, Tables};

/// A sure win found `ply` actions from the root scores `WIN - ply`: faster wins and
/// slower losses are preferred.
pub const WIN: i32 = 1_000_000;
/// Values beyond this (in size) are wins or losses, not evaluations.
pub const DECIDED: i32 = WIN - 10_000;
/// `Game::evaluate` in `[-1, 1]` becomes `[-EVAL_SCALE, EVAL_SCALE]`.
pub const EVAL_SCALE: f64 = 10_000.0;
const INF: i32 = i32::MAX - 1;
/// How often (in nodes) the clock is read; a power of two.
const CLOCK_EVERY: u64 = 1024;

/// One thread's search state; the buffers survive between decisions. The table may
/// be shared with other threads' searches of the same decision.
pub struct Search<G: Game> {
    table: Arc<Table>,
    /// Legal-action buffers, one per ply, so move generation never allocates.
    moves: Vec<Vec<G::Action>>,
    pub nodes: u64,
    node_limit: u64,
    clock: Option<BudgetClock>,
    /// Ends the decision early when its flag is set from outside; paces the thread.
    pub control: crate::Control,
    aborted: bool,
    /// Set while an iteration must complete whatever the budget says.
    must_finish: bool,
    /// Endgame tables: the positions they hold are valued exactly.
    pub tables: Option<Arc<Tables<G>>>,
}

/// The result of one completed iteration at the root.
#[derive(Clone, Copy, Debug)]
pub struct RootResult<A> {
    pub action: A,
    pub value: i32,
}

impl<G: Game> Search<G> {
    pub fn new(table: Arc<Table>) -> Self {
        Search {
            table,
            moves: Vec::new(),
            nodes: 0,
            node_limit: u64::MAX,
            clock: None,
            control: crate::Control::default(),
            aborted: false,
            must_finish: false,
            tables: None,
        }
    }

    /// Prepare for a new decision under `clock` (the table is cleared by its owner).
    pub fn start(&mut self, clock: BudgetClock) {
        self.nodes = 0;
        self.aborted = false;
        self.node_limit = match clock.budget() {
            crate::Budget::Iterations(n) => n,
            crate::Budget::Time(_) => u64::MAX,
        };
        let clock = clock.with_control(&self.control);
        // Paced, the search starts on its turn, not 1024 nodes later at the first check.
        clock.take_turn();
        self.clock = Some(clock);
    }

    /// The decision is over on this thread: its turn in the pool goes back (the
    /// clock is kept between decisions, and a search that ends by itself, on a depth
    /// or a proven result, never hears the clock say no).
    pub fn finish(&mut self) {
        self.clock = None;
    }

    /// Search every action in `order` (best guess first) to `depth`. `None` if the
    /// budget ran out before the iteration completed; `must_finish` disables that.
    pub fn root(
        &mut self,
        state: &G,
        seat: Seat,
        order: &[G::Action],
        depth: u32,
        must_finish: bool,
    ) -> Option<RootResult<G::Action>> {
        self.must_finish = must_finish;
        let mut alpha = -INF;
        let mut best = None;
        for &a in order {
            let mut child = state.clone();
            child.play(seat, a);
            let value = self.child_value(&child, seat, depth - 1, 1, alpha, INF);
            if self.aborted {
                return None;
            }
            if best.is_none() || value > alpha {
                alpha = value;
                best = Some(RootResult { action: a, value });
            }
        }
        best
    }

    /// The value for `parent_seat` of `child`, reached by one of its actions.
    #[inline]
    fn child_value(
        &mut self,
        child: &G,
        parent_seat: Seat,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        match child.to_move() {
            ToMove::Over => terminal_value(child, parent_seat, ply),
            ToMove::One(s) if s == parent_seat => self.negamax(child, depth, ply, alpha, beta),
            ToMove::One(_) => -self.negamax(child, depth, ply, -beta, -alpha),
            ToMove::Simultaneous(_) => {
                unreachable!("alpha-beta is only built for games without secret choices")
            }
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if self.must_finish {
            return false;
        }
        let clock_due = self.nodes & (CLOCK_EVERY - 1) == 0;
        if self.nodes >= self.node_limit
            || (clock_due && self.clock.as_ref().is_some_and(|c| c.expired()))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// Value of `state` (not over) for its seat to move.
    fn negamax(&mut self, state: &G, depth: u32, ply: u32, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.aborted || self.out_of_budget() {
            return 0;
        }
        let seat = state
            .to_move()
            .actor()
            .expect("negamax is called on running games");
        if let Some(v) = self.tables.as_ref().and_then(|t| t.probe_in_memory(state)) {
            return exact_value(v, ply);
        }
        if depth == 0 {
            return eval_value(state, seat);
        }
        let key = state.state_hash();
        let mut tt_move: Option<usize> = None;
        if let Some(e) = self.table.probe(key) {
            tt_move = e.best.map(usize::from);
            if e.depth as u32 >= depth {
                let v = from_table(e.value, ply);
                match e.bound {
                    Bound::Exact => return v,
                    Bound::Lower => alpha = alpha.max(v),
                    Bound::Upper => beta = beta.min(v),
                }
                if alpha >= beta {
                    return v;
                }
            }
        }
        let alpha_in = alpha;
        let p = ply as usize;
        if self.moves.len() <= p {
            self.moves.resize_with(p + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.moves[p]);
        state.legal_actions(seat, &mut moves);
        // The table's move first: swapped to the front, so `j` in this order is
        // `original(j)` in the generated one.
        let first = tt_move.filter(|&i| i < moves.len()).unwrap_or(0);
        moves.swap(0, first);
        let original = |j: usize| match j {
            0 => first,
            j if j == first => 0,
            j => j,
        };
        let mut best = -INF;
        let mut best_move = None;
        for (j, &a) in moves.iter().enumerate() {
            let mut child = state.clone();
            child.play(seat, a);
            let v = self.child_value(&child, seat, depth - 1, ply + 1, alpha, beta);
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                best_move = Some(original(j));
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.moves[p] = moves;
        if self.aborted {
            return 0;
        }
        let bound = if best <= alpha_in {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.store(Entry {
            key,
            value: to_table(best, ply),
            depth: depth.min(u8::MAX as u32) as u8,
            bound,
            best: best_move.filter(|&i| i <= MAX_MOVE_INDEX).map(|i| i as u16),
        });
        best
    }
}

/// Exact value of a finished game for `seat`, preferring faster wins.
pub fn terminal_value<G: Game>(state: &G, seat: Seat, ply: u32) -> i32 {
    let reward = state
        .outcome()
        .expect("a finished game has an outcome")
        .reward(seat);
    if reward > 0.5 {
        WIN - ply as i32
    } else if reward < 0.5 {
        -(WIN - ply as i32)
    } else {
        0
    }
}

/// The value for the seat to move of a table position `ply` actions from the root,
/// on the scale of [`terminal_value`]: the game ends `plies` actions further on.
fn exact_value(v: TableValue, ply: u32) -> i32 {
    let end = (ply + u32::from(v.plies.unwrap_or(0))) as i32;
    match v.value {
        Value::Win => WIN - end,
        Value::Loss => -(WIN - end),
        Value::Draw => 0,
    }
}

fn eval_value<G: Game>(state: &G, seat: Seat) -> i32 {
    (state.evaluate(seat).clamp(-1.0, 1.0) * EVAL_SCALE).round() as i32
}

/// Win values are stored relative to the node, not the root.
fn to_table(v: i32, ply: u32) -> i32 {
    if v > DECIDED {
        v + ply as i32
    } else if v < -DECIDED {
        v - ply as i32
    } else {
        v
    }
}

fn from_table(v: i32, ply: u32) -> i32 {
    if v > DECIDED {
        v - ply as i32
    } else if v < -DECIDED {
        v + ply as i32
    } else {
        v
    }
}
