//! One thread's search: select, expand, play out, back up.

use rustc_hash::FxHashMap;

use cubist_core::{Game, Seat, ToMove};
use rand::Rng;

use super::simultaneous::{Pick, SimTables};
use super::tree::{Rewards, Tree, MAX_SEATS, NONE, NO_SEAT, ROOT};
use crate::budget::BudgetClock;
use crate::solver::Value;
use crate::tables::Tables;

/// Natural logarithms of the counts most nodes have, worked out once: hidden-information
/// selection takes one for every child on every visit.
static LN: std::sync::LazyLock<[f64; 4096]> =
    std::sync::LazyLock::new(|| std::array::from_fn(|n| (n as f64).ln()));

/// `ln(n)`, the same value as `(n as f64).ln()`.
#[inline]
fn ln(n: u32) -> f64 {
    match LN.get(n as usize) {
        Some(&v) => v,
        None => (n as f64).ln(),
    }
}

/// The knobs the inner loop reads.
#[derive(Clone, Copy, Debug)]
pub struct Knobs {
    /// UCB exploration constant.
    pub c: f64,
    /// Playout plies before scoring with `Game::evaluate` (`PLAY_TO_END`: never).
    pub rollout: u32,
}

/// Where each iteration's state comes from.
pub enum Source<'a, G: Game> {
    /// Perfect information: the one state the view stands for.
    State(&'a G),
    /// Hidden information: sample a state consistent with the view every time.
    View(&'a G::View),
}

/// The tree and reusable buffers of one search thread.
pub struct Searcher<G: Game> {
    pub tree: Tree<G::Action>,
    pub sims: SimTables<G::Action>,
    legal: Vec<G::Action>,
    /// Indices into `legal` of the actions with no child yet.
    untried: Vec<u32>,
    /// Every child by (parent, mover, action), kept as the tree grows (hidden
    /// information only: there a node's legal actions differ between determinizations,
    /// so its children are looked up by action rather than by position).
    child_index: FxHashMap<(u32, u8, G::Action), u32>,
    /// The child of each legal action at the node being selected from (`NONE`: untried).
    legal_child: Vec<u32>,
    /// The seat to move at the root and its legal actions there, with their children:
    /// the same in every iteration (its view fixes them), so listed once, by the caller.
    root_seat: Seat,
    root_legal: Vec<G::Action>,
    root_child: Vec<u32>,
    /// Expansion order without playouts (see `shuffled_index`).
    order: Vec<usize>,
    order_seed: u64,
    path: Vec<u32>,
    picks: Vec<Pick>,
    stamp: u32,
    /// Longest tree path of the last search.
    pub max_depth: u32,
    /// Endgame tables: a playout that reaches a position they hold ends there with
    /// its exact result.
    pub tables: Option<std::sync::Arc<Tables<G>>>,
}

impl<G: Game> Default for Searcher<G> {
    fn default() -> Self {
        Searcher {
            tree: Tree::new(),
            sims: SimTables::new(),
            legal: Vec::new(),
            untried: Vec::new(),
            child_index: FxHashMap::default(),
            legal_child: Vec::new(),
            root_seat: 0,
            root_legal: Vec::new(),
            root_child: Vec::new(),
            order: Vec::new(),
            order_seed: 0,
            path: Vec::new(),
            picks: Vec::new(),
            stamp: 0,
            max_depth: 0,
            tables: None,
        }
    }
}

impl<G: Game> Searcher<G> {
    /// Search from scratch while `clock` allows; returns the iterations done. `root`:
    /// the seat that searches and its legal actions in the view searched from.
    pub fn run(
        &mut self,
        source: &Source<'_, G>,
        root: (Seat, &[G::Action]),
        clock: &BudgetClock,
        knobs: Knobs,
        rng: &mut cubist_core::GameRng,
    ) -> u64 {
        self.tree.reset();
        self.child_index.clear();
        self.root_seat = root.0;
        self.root_legal.clear();
        self.root_legal.extend_from_slice(root.1);
        self.root_child.clear();
        self.root_child.resize(root.1.len(), NONE);
        self.sims.clear();
        self.max_depth = 0;
        if knobs.rollout == 0 {
            self.order_seed = rng.random();
        }
        let mut done = 0;
        while clock.allows(done) {
            let state = match source {
                Source::State(s) => (*s).clone(),
                Source::View(v) => G::determinize(v, rng),
            };
            self.iterate(state, knobs, rng);
            done += 1;
        }
        done
    }

    fn iterate(&mut self, mut state: G, knobs: Knobs, rng: &mut impl Rng) {
        self.stamp = self.stamp.wrapping_add(1);
        self.path.clear();
        self.picks.clear();
        self.path.push(ROOT);
        let mut node = ROOT;
        loop {
            match state.to_move() {
                ToMove::Over => break,
                ToMove::One(seat) => {
                    let at_root = node == ROOT && seat == self.root_seat;
                    if at_root {
                        debug_assert!(self.root_legal_holds(&state, seat));
                        self.swap_root();
                    } else {
                        state.legal_actions(seat, &mut self.legal);
                    }
                    let (child, new) = self.select(node, seat, knobs, rng, at_root);
                    if at_root {
                        self.swap_root();
                    }
                    let action = self.tree.node(child).action.expect("a child has an action");
                    state.play(seat, action);
                    self.path.push(child);
                    node = child;
                    if new {
                        break;
                    }
                }
                ToMove::Simultaneous(set) => {
                    let mut slot = self.tree.node(node).sim;
                    let table = self.sims.ensure(&mut slot);
                    self.tree.node_mut(node).sim = slot;
                    let mut any_new = false;
                    for seat in set.iter() {
                        debug_assert!(state.to_move().includes(seat));
                        state.legal_actions(seat, &mut self.legal);
                        if self.legal.is_empty() {
                            // A game that waits for a seat with nothing to play is
                            // broken; the search scores the position rather than crash
                            // the player's game (tests catch it in debug builds).
                            debug_assert!(false, "seat {seat} must act but has no legal action");
                            any_new = true;
                            break;
                        }
                        let (action, pick) =
                            self.sims.pick(table, seat, &self.legal, self.stamp, rng);
                        self.picks.push(pick);
                        state.play(seat, action);
                        // The joint choice is a chain of children, one per seat.
                        let (child, new) = self.tree.child(node, seat, action);
                        if new && !G::PERFECT_INFORMATION {
                            self.child_index.insert((node, seat as u8, action), child);
                        }
                        self.path.push(child);
                        node = child;
                        any_new |= new;
                    }
                    if any_new {
                        break;
                    }
                }
            }
        }
        self.max_depth = self.max_depth.max(self.path.len() as u32 - 1);
        let tables = self.tables.as_deref();
        let rewards = playout(&mut state, &mut self.legal, knobs.rollout, tables, rng);
        for &n in &self.path {
            let node = self.tree.node_mut(n);
            node.visits += 1;
            if node.mover != NO_SEAT {
                node.reward += rewards[node.mover as usize];
            }
        }
        for &pick in &self.picks {
            self.sims.update(pick, rewards[pick.seat], self.stamp);
        }
    }

    /// Put the root's actions and children in the working buffers, or back.
    fn swap_root(&mut self) {
        std::mem::swap(&mut self.legal, &mut self.root_legal);
        std::mem::swap(&mut self.legal_child, &mut self.root_child);
    }

    /// Whether `state` (a root of this search) gives `seat` the actions the caller listed.
    fn root_legal_holds(&mut self, state: &G, seat: Seat) -> bool {
        state.legal_actions(seat, &mut self.legal);
        self.legal == self.root_legal
    }

    /// The child to follow from `node` where `seat` moves with `self.legal`: a new one
    /// while some legal action is untried, else the best by UCB. Says if it is new.
    /// `kept`: `self.legal_child` already holds the children of `self.legal` here.
    fn select(
        &mut self,
        node: u32,
        seat: Seat,
        knobs: Knobs,
        rng: &mut impl Rng,
        kept: bool,
    ) -> (u32, bool) {
        let c = knobs.c;
        if G::PERFECT_INFORMATION {
            // The node is always the same state: its legal actions come in the same
            // order every time, and the first `children` of them have been tried.
            let tried = self.tree.node(node).children as usize;
            if tried < self.legal.len() {
                // Without playouts nothing else is random: try the actions in an order
                // drawn for this node and search, so that the same position is not
                // always answered the same way and matches do not repeat one game.
                let next = if knobs.rollout == 0 {
                    self.shuffled_index(node, tried)
                } else {
                    tried
                };
                return (self.tree.add_child(node, seat, self.legal[next]), true);
            }
            let ln = (self.tree.node(node).visits.max(1) as f64).ln();
            return (self.best_ucb(node, c, ln), false);
        }
        // Different determinizations offer different actions here (single-observer
        // information-set MCTS): count availability, expand untried ones first.
        if !kept {
            self.legal_child.clear();
            for &a in &self.legal {
                let child = self.child_index.get(&(node, seat as u8, a));
                self.legal_child.push(child.copied().unwrap_or(NONE));
            }
        }
        self.untried.clear();
        for (i, &child) in self.legal_child.iter().enumerate() {
            if child == NONE {
                self.untried.push(i as u32);
            }
        }
        if !self.untried.is_empty() {
            let i = self.untried[rng.random_range(0..self.untried.len())] as usize;
            let a = self.legal[i];
            let child = self.tree.add_child(node, seat, a);
            self.child_index.insert((node, seat as u8, a), child);
            self.legal_child[i] = child;
            self.tree.node_mut(child).avail = 1;
            return (child, true);
        }
        let mut best = u32::MAX;
        let mut best_score = f64::NEG_INFINITY;
        for &child in &self.legal_child {
            let n = self.tree.node_mut(child);
            n.avail += 1;
            let visits = n.visits.max(1) as f64;
            let score = n.reward / visits + c * (ln(n.avail) / visits).sqrt();
            if score > best_score {
                best_score = score;
                best = child;
            }
        }
        (best, false)
    }

    /// Entry `k` of a permutation of `0..self.legal.len()` fixed by this search's seed
    /// and the node: the first `k + 1` steps of a Fisher–Yates shuffle, replayed from a
    /// hash so that no state is kept per node.
    fn shuffled_index(&mut self, node: u32, k: usize) -> usize {
        let n = self.legal.len();
        self.order.clear();
        self.order.extend(0..n);
        for i in 0..=k {
            let h = splitmix(self.order_seed ^ (u64::from(node) << 20) ^ i as u64);
            let j = i + (h % (n - i) as u64) as usize;
            self.order.swap(i, j);
        }
        self.order[k]
    }

    /// The child of a perfect-information node maximising UCB1; `ln_parent` is the log
    /// of the parent's visits.
    fn best_ucb(&self, node: u32, c: f64, ln_parent: f64) -> u32 {
        let mut best = u32::MAX;
        let mut best_score = f64::NEG_INFINITY;
        for child in self.tree.children(node) {
            let n = self.tree.node(child);
            let visits = n.visits.max(1) as f64;
            let score = n.reward / visits + c * (ln_parent / visits).sqrt();
            if score > best_score {
                best_score = score;
                best = child;
            }
        }
        debug_assert!(best != u32::MAX, "a node with legal actions has a child");
        best
    }
}

/// Play uniformly random actions from `state` until the end, or for `cap` plies and
/// then score with the game's evaluation, or until a position the endgame `tables`
/// hold, scored by its exact value. Returns each seat's reward in `[0, 1]`.
pub fn playout<G: Game>(
    state: &mut G,
    legal: &mut Vec<G::Action>,
    cap: u32,
    tables: Option<&Tables<G>>,
    rng: &mut impl Rng,
) -> Rewards {
    let mut plies = 0;
    loop {
        let seat = match state.to_move() {
            ToMove::Over => break,
            tm => tm.actor().expect("a running game has a seat to act"),
        };
        if let Some(v) = tables.and_then(|t| t.probe_in_memory(state)) {
            return table_rewards(state, seat, v.value);
        }
        if plies >= cap {
            return evaluate_all(state);
        }
        let a = state.sample_action(seat, |n| rng.random_range(0..n), legal);
        state.play(seat, a);
        plies += 1;
    }
    let outcome = state.outcome().expect("a finished game has an outcome");
    let mut r = [0.0; MAX_SEATS];
    for (s, v) in r.iter_mut().enumerate().take(state.num_players()) {
        *v = outcome.reward(s);
    }
    r
}

/// Every seat's reward in `[0, 1]` when `mover` gets `value` in a two-player game.
fn table_rewards<G: Game>(state: &G, mover: Seat, value: Value) -> Rewards {
    let mine = (value.score() + 1.0) / 2.0;
    let mut r = [0.0; MAX_SEATS];
    for (s, v) in r.iter_mut().enumerate().take(state.num_players()) {
        *v = if s == mover { mine } else { 1.0 - mine };
    }
    r
}

/// Every seat's reward in `[0, 1]` from the game's evaluation of `state`.
fn evaluate_all<G: Game>(state: &G) -> Rewards {
    let mut r = [0.0; MAX_SEATS];
    for (s, v) in r.iter_mut().enumerate().take(state.num_players()) {
        *v = (state.evaluate(s).clamp(-1.0, 1.0) + 1.0) / 2.0;
    }
    r
}

/// A 64-bit mix (SplitMix64's finaliser): a cheap, well-spread hash of a counter.
fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
