//! The memoised search: [`Solver`] and the values it finds (the notes of the `solver`
//! module say what is computed and how far it can be trusted).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use cubist_core::{Game, Outcome, Seat, ToMove};

use crate::deep_stack::on_deep_stack;
use crate::solver_memo::Memo;
use crate::AgentError;

/// States the solver memoises before it gives up, unless told otherwise (`states=`).
/// 10–20 bytes each (see [`Memo`]).
pub const DEFAULT_STATE_LIMIT: usize = 20_000_000;

/// Nodes searched per state allowed before giving up: values that depend on the
/// current line are recomputed, and this bounds how much.
pub const NODES_PER_STATE: u64 = 4;

/// Slots of a new memo; it doubles as it fills, up to the state limit.
const FIRST_SLOTS: usize = 1 << 12;

/// Nodes between two calls of the progress hook (a power of two).
const PROGRESS_EVERY: u64 = 1 << 20;

/// Called now and then during a search with the nodes searched so far by this solver.
pub type ProgressHook = Arc<dyn Fn(u64) + Send + Sync>;

/// The deepest line searched before giving up, unless told otherwise
/// ([`Solver::with_max_line`]).
const MAX_LINE: usize = 100_000;

/// The stack for the search thread: the search recurses once per action on a line.
const STACK_BYTES: usize = 256 << 20;

/// A game-theoretic value, for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    Loss,
    Draw,
    Win,
}

impl Value {
    /// From a value for seat 0 (`-1`, `0`, `1`) to the value for `seat`.
    fn from_seat0(v: i8, seat: Seat) -> Value {
        match if seat == 0 { v } else { -v } {
            1 => Value::Win,
            0 => Value::Draw,
            _ => Value::Loss,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Value::Win => "win",
            Value::Draw => "draw",
            Value::Loss => "loss",
        }
    }

    /// In `[-1, 1]`, as searches report values.
    pub fn score(self) -> f64 {
        match self {
            Value::Win => 1.0,
            Value::Draw => 0.0,
            Value::Loss => -1.0,
        }
    }
}

/// The solved value of a position and what it took.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Solution {
    /// The seat to move in the solved position.
    pub mover: Seat,
    /// Its value for the seat to move.
    pub value: Value,
    /// Distinct states whose value is memoised (the whole memo, if the solver was
    /// reused).
    pub states: usize,
    /// States expanded, counting the re-expansions of line-dependent values.
    pub nodes: u64,
    /// The longest line searched, in actions.
    pub max_depth: usize,
    /// Cycles whose result the game did not give by replaying them (valued as draws;
    /// 0 for the games this solver is meant for).
    pub unresolved_cycles: u64,
    pub elapsed: Duration,
}

impl Solution {
    /// The value for `seat`.
    pub fn value_for(&self, seat: Seat) -> Value {
        if seat == self.mover {
            self.value
        } else {
            match self.value {
                Value::Win => Value::Loss,
                Value::Draw => Value::Draw,
                Value::Loss => Value::Win,
            }
        }
    }
}

/// Why a search stopped early.
#[derive(Clone, Debug)]
struct TooLarge(String);

/// Not memoised: the value depends on nothing above this depth.
const FREE: usize = usize::MAX;

/// An exact solver for one game type, keeping its memo between calls.
pub struct Solver<G: Game> {
    /// Value for seat 0 (`-1`, `0`, `1`) of states whose value does not depend on how
    /// they were reached; possibly shared with solvers on other threads.
    memo: Arc<Memo>,
    /// States it may memoise (the perfect player raises it after a quick first try).
    pub(super) limit: usize,
    max_nodes: u64,
    nodes: u64,
    /// Try the actions that look best for the mover first (see [`Solver::ordered`]).
    ordered: bool,
    /// The memo is ours to grow (not one given to [`Solver::with_memo`]).
    growable: bool,
    /// Set when a search sharing it gave up, so this one stops too.
    stop: Option<Arc<AtomicBool>>,
    progress: Option<ProgressHook>,
    /// States on the current line, with their depth.
    on_line: HashMap<u64, usize>,
    /// The actions of the current line.
    line: Vec<(Seat, G::Action)>,
    /// The longest line of the last search (the perfect player reports it).
    pub(super) max_depth: usize,
    /// The deepest line it searches before giving up.
    max_line: usize,
    unresolved: u64,
}

/// Why `G` cannot be solved by this solver at all, if it cannot.
pub fn unsuitable<G: Game>(players: usize) -> Option<String> {
    crate::decision::needs_two_players_in_plain_sight::<G>("the exact solver", players)
}

pub(super) fn too_large<G: Game>(agent: &str, why: String) -> AgentError {
    AgentError::Unsuitable {
        agent: agent.into(),
        game: G::NAME.into(),
        why,
    }
}

/// The value of the game's outcome for seat 0.
fn outcome_value(o: &Outcome) -> i8 {
    match (o.winners.contains(0), o.winners.contains(1)) {
        (true, false) => 1,
        (false, true) => -1,
        _ => 0,
    }
}

impl<G: Game> Solver<G> {
    /// A solver that gives up after memoising `limit` states.
    pub fn new(limit: usize) -> Self {
        let limit = limit.max(1);
        Solver {
            memo: Arc::new(Memo::with_slots(FIRST_SLOTS)),
            limit,
            max_nodes: limit as u64 * NODES_PER_STATE,
            nodes: 0,
            ordered: false,
            growable: true,
            stop: None,
            progress: None,
            on_line: HashMap::new(),
            line: Vec::new(),
            max_depth: 0,
            max_line: MAX_LINE,
            unresolved: 0,
        }
    }

    /// A solver that memoises into `memo` (which may be shared with solvers on other
    /// threads and is never grown), searching at most `max_nodes` nodes.
    pub fn with_memo(memo: Arc<Memo>, max_nodes: u64) -> Self {
        let mut solver = Self::new(memo.room());
        solver.memo = memo;
        solver.max_nodes = max_nodes;
        solver.growable = false;
        solver
    }

    /// Try first the actions that end the game in the mover's favour, then the others
    /// by [`Game::evaluate`] for the mover, best first. The values are the same either
    /// way; the order decides how soon a winning action is found, after which the
    /// other actions need not be searched.
    pub fn ordered(mut self, ordered: bool) -> Self {
        self.ordered = ordered;
        self
    }

    /// Give up on a line of play longer than `actions`. Every state on the current
    /// line keeps its children, and a game that carries its history (a repetition
    /// rule) copies it into each: memory grows with the square of the line's length,
    /// so a caller with a small state limit bounds the line too.
    pub fn with_max_line(mut self, actions: usize) -> Self {
        self.max_line = actions.max(1);
        self
    }

    /// Stop (as if too large) once `stop` is set: another search gave up.
    pub fn stop_with(mut self, stop: Arc<AtomicBool>) -> Self {
        self.stop = Some(stop);
        self
    }

    /// Call `hook` with the nodes searched every 2²⁰ nodes.
    pub fn progress(mut self, hook: ProgressHook) -> Self {
        self.progress = Some(hook);
        self
    }

    /// States memoised so far.
    pub fn states(&self) -> usize {
        self.memo.len()
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Bytes the memo takes.
    pub fn memo_bytes(&self) -> u64 {
        self.memo.bytes()
    }

    /// Solve `game`: its value for the seat to move. An error says why not (too many
    /// states, not a two-player perfect-information game, game over); the memo keeps
    /// what was learned either way.
    pub fn solve(&mut self, game: &G) -> Result<Solution, AgentError> {
        if let Some(why) = unsuitable::<G>(game.num_players()) {
            return Err(too_large::<G>("perfect", why));
        }
        let mover = match game.to_move() {
            ToMove::One(s) => s,
            _ => {
                return Err(too_large::<G>(
                    "perfect",
                    "the game is over or waits for simultaneous choices".into(),
                ))
            }
        };
        let started = Instant::now();
        let nodes_before = self.nodes;
        self.max_depth = 0;
        self.on_line.clear();
        self.line.clear();
        let result = on_deep_stack("solver", STACK_BYTES, || self.search(game, 0))
            .unwrap_or_else(|e| Err(TooLarge(format!("the search thread could not start: {e}"))));
        let (v, _) = result.map_err(|TooLarge(why)| too_large::<G>("perfect", why))?;
        Ok(Solution {
            mover,
            value: Value::from_seat0(v, mover),
            states: self.memo.len(),
            nodes: self.nodes - nodes_before,
            max_depth: self.max_depth,
            unresolved_cycles: self.unresolved,
            elapsed: started.elapsed(),
        })
    }

    /// The value for seat 0 of `g`, and the shallowest depth of the current line it
    /// depends on ([`FREE`] if none).
    fn search(&mut self, g: &G, depth: usize) -> Result<(i8, usize), TooLarge> {
        if let Some(o) = g.outcome() {
            return Ok((outcome_value(&o), FREE));
        }
        let key = g.state_hash();
        if let Some(v) = self.memo.get(key) {
            return Ok((v, FREE));
        }
        if let Some(&d) = self.on_line.get(&key) {
            return Ok((self.cycle_value(g, d), d));
        }
        let Some(seat) = g.to_move().actor() else {
            return Ok((0, FREE));
        };
        self.nodes += 1;
        self.max_depth = self.max_depth.max(depth);
        if self.nodes > self.max_nodes {
            return Err(TooLarge(format!(
                "solving needed more than {} searched nodes; the perfect player handles only small option sets",
                self.max_nodes
            )));
        }
        if self.nodes.is_multiple_of(PROGRESS_EVERY) {
            self.checkpoint()?;
        }
        if depth > self.max_line {
            return Err(TooLarge(format!(
                "a line of play longer than {} actions without a repeated state; the perfect player handles only small option sets",
                self.max_line
            )));
        }
        let sign: i8 = if seat == 0 { 1 } else { -1 };
        let children = self.children(g, seat);
        self.on_line.insert(key, depth);
        let mut best = -2i8;
        let mut low = FREE;
        for (a, child) in children {
            self.line.push((seat, a));
            let result = self.search(&child, depth + 1);
            self.line.pop();
            let (v, l) = match result {
                Ok(r) => r,
                Err(e) => {
                    self.on_line.remove(&key);
                    return Err(e);
                }
            };
            if sign * v == 1 {
                // A win settles the value whatever the other actions are worth on this
                // line, so only this action's dependence counts.
                best = 1;
                low = l;
                break;
            }
            low = low.min(l);
            best = best.max(sign * v);
        }
        self.on_line.remove(&key);
        let v = sign * best;
        if low >= depth {
            self.remember(key, v)?;
            low = FREE;
        }
        Ok((v, low))
    }

    /// The legal actions of `seat` with the states they lead to, in the order to try.
    fn children(&self, g: &G, seat: Seat) -> Vec<(G::Action, G)> {
        let mut actions = Vec::new();
        g.legal_actions(seat, &mut actions);
        let mut children: Vec<(G::Action, G)> = actions
            .into_iter()
            .map(|a| {
                let mut child = g.clone();
                child.play(seat, a);
                (a, child)
            })
            .collect();
        if self.ordered && children.len() > 1 {
            let rank = |c: &G| match c.outcome() {
                Some(o) => 4.0 * outcome_value(&o) as f64 * if seat == 0 { 1.0 } else { -1.0 },
                None => c.evaluate(seat),
            };
            let mut ranked: Vec<(f64, (G::Action, G))> =
                children.into_iter().map(|c| (rank(&c.1), c)).collect();
            ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
            children = ranked.into_iter().map(|(_, c)| c).collect();
        }
        children
    }

    /// Memoise `v` for `key`, growing a memo of our own when it fills.
    fn remember(&mut self, key: u64, v: i8) -> Result<(), TooLarge> {
        if self.memo.len() < self.limit && self.memo.insert(key, v) {
            return Ok(());
        }
        let wanted = ((self.limit as f64 / 0.85) as usize + 1).min(self.memo.capacity() * 2);
        if self.growable && self.memo.len() < self.limit && wanted > self.memo.capacity() {
            if let Some(memo) = Arc::get_mut(&mut self.memo) {
                *memo = memo.grow(wanted);
                if self.memo.insert(key, v) {
                    return Ok(());
                }
            }
        }
        Err(TooLarge(format!(
            "the game from here has more than {} states; the perfect player handles only small option sets",
            self.memo.len()
        )))
    }

    /// Report progress, and stop if another solver sharing the stop flag gave up.
    fn checkpoint(&self) -> Result<(), TooLarge> {
        if let Some(hook) = &self.progress {
            hook(self.nodes);
        }
        match &self.stop {
            Some(stop) if stop.load(Ordering::Relaxed) => {
                Err(TooLarge("stopped: another search gave up".into()))
            }
            _ => Ok(()),
        }
    }

    /// The result of going round the cycle from depth `from` of the current line to
    /// `g` (the same state again) until the game's own rules end it.
    fn cycle_value(&mut self, g: &G, from: usize) -> i8 {
        let cycle = &self.line[from..];
        let mut state = g.clone();
        let mut legal = Vec::new();
        for _ in 0..64 {
            for &(seat, a) in cycle {
                if let Some(o) = state.outcome() {
                    return outcome_value(&o);
                }
                state.legal_actions(seat, &mut legal);
                if !legal.contains(&a) {
                    self.unresolved += 1;
                    return 0;
                }
                state.play(seat, a);
            }
        }
        match state.outcome() {
            Some(o) => outcome_value(&o),
            None => {
                self.unresolved += 1;
                0
            }
        }
    }

    /// The value for `seat` of each legal action of `seat` in `game`, in the order of
    /// `legal_actions`.
    pub fn action_values(
        &mut self,
        game: &G,
        seat: Seat,
    ) -> Result<Vec<(G::Action, Value)>, AgentError> {
        let mut actions = Vec::new();
        game.legal_actions(seat, &mut actions);
        let mut out = Vec::with_capacity(actions.len());
        for a in actions {
            let mut child = game.clone();
            child.play(seat, a);
            let v = match child.outcome() {
                Some(o) => Value::from_seat0(outcome_value(&o), seat),
                None => self.solve(&child)?.value_for(seat),
            };
            out.push((a, v));
        }
        Ok(out)
    }
}

/// Solve `game` from scratch with at most `limit` states.
pub fn solve<G: Game>(game: &G, limit: usize) -> Result<Solution, AgentError> {
    Solver::new(limit).solve(game)
}

/// Solve the start of a game with `options` (the seed only draws a random first
/// player; fix it in the options to solve a given one).
pub fn solve_start<G: Game>(
    options: &G::Options,
    seed: u64,
    limit: usize,
) -> Result<Solution, AgentError> {
    solve(&G::new(options, seed), limit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_flip_between_seats() {
        let s = Solution {
            mover: 1,
            value: Value::Win,
            states: 0,
            nodes: 0,
            max_depth: 0,
            unresolved_cycles: 0,
            elapsed: Duration::ZERO,
        };
        assert_eq!(s.value_for(1), Value::Win);
        assert_eq!(s.value_for(0), Value::Loss);
        assert_eq!(Value::from_seat0(0, 1), Value::Draw);
        assert!(Value::Win > Value::Draw && Value::Draw > Value::Loss);
    }
}
