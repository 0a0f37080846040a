//! The depth-first proof-number search itself.

use cubist_core::{Game, Seat, ToMove};
use rustc_hash::{FxHashMap, FxHashSet};

use super::numbers::{child_thresholds, combine, Numbers, INF};
use super::{Oracle, ProofResult, ProofSettings};
use crate::deep_stack::on_deep_stack;
use crate::solver::Value;

/// The stack for the search thread: the search recurses once per action on a line.
const STACK_BYTES: usize = 512 << 20;

/// Positions expanded between two calls of the progress hook (a power of two).
const PROGRESS_EVERY: u64 = 1 << 20;

/// How far a search has come.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProofStats {
    /// Positions expanded (a position expanded again counts again).
    pub nodes: u64,
    /// Positions in the table.
    pub entries: usize,
    /// The deepest line searched, in actions from the root.
    pub depth: usize,
    /// Times the oracle answered.
    pub oracle_hits: u64,
}

/// Called now and then with how far the search has come.
type ProgressHook<'o> = Box<dyn FnMut(&ProofStats) + Send + 'o>;

/// A child as the search keeps it while its parent is on the line.
struct Child<G> {
    game: G,
    key: u64,
    /// Its numbers until it is expanded: for good if `settled` (by the rules or the
    /// oracle, whatever the line).
    first: Numbers,
    settled: bool,
}

/// What the table keeps of an expanded position. A proven one keeps, instead of its
/// disproof number (infinite), the order in which it was proven: a proof only uses
/// positions proven before it, which keeps the strategy read from the table acyclic.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pn: u32,
    dn_or_order: u32,
}

impl Entry {
    pub(crate) fn numbers(self) -> Numbers {
        if self.pn == 0 {
            Numbers::PROVEN
        } else {
            Numbers {
                pn: self.pn,
                dn: self.dn_or_order,
            }
        }
    }

    /// The order of its proof, if proven.
    pub(crate) fn proof_order(self) -> Option<u32> {
        (self.pn == 0).then_some(self.dn_or_order)
    }
}

/// Proves wins of one seat, keeping what it learnt between calls.
pub struct ProofSearch<'o, G: Game> {
    pub(crate) attacker: Seat,
    settings: ProofSettings,
    pub(crate) oracle: Option<&'o Oracle<'o, G>>,
    pub(crate) table: FxHashMap<u64, Entry>,
    path: FxHashSet<u64>,
    proofs: u32,
    stats: ProofStats,
    stop: Option<ProofResult>,
    progress: Option<ProgressHook<'o>>,
}

impl<'o, G: Game> ProofSearch<'o, G> {
    pub fn new(attacker: Seat, settings: ProofSettings) -> Self {
        ProofSearch {
            attacker,
            settings,
            oracle: None,
            table: FxHashMap::default(),
            path: FxHashSet::default(),
            proofs: 0,
            stats: ProofStats::default(),
            stop: None,
            progress: None,
        }
    }

    /// Exact values where the oracle knows them end the search there.
    pub fn with_oracle(mut self, oracle: &'o Oracle<'o, G>) -> Self {
        self.oracle = Some(oracle);
        self
    }

    /// Called every million or so expansions.
    pub fn with_progress(mut self, hook: impl FnMut(&ProofStats) + Send + 'o) -> Self {
        self.progress = Some(Box::new(hook));
        self
    }

    pub fn attacker(&self) -> Seat {
        self.attacker
    }

    pub fn stats(&self) -> ProofStats {
        ProofStats {
            entries: self.table.len(),
            ..self.stats
        }
    }

    /// The proof and disproof numbers the table holds for `g`: at least how many
    /// positions must still be settled to prove, or to refute, the attacker's win.
    pub fn numbers(&self, g: &G) -> Option<(u32, u32)> {
        self.table.get(&g.state_hash()).map(|e| {
            let n = e.numbers();
            (n.pn, n.dn)
        })
    }

    /// Does the attacker force a win from `g`? Searches on a thread of its own (the
    /// search recurses once per action of a line).
    pub fn prove(&mut self, g: &G) -> ProofResult {
        if let Some(n) = self.settle(g) {
            return if n.pn == 0 {
                ProofResult::Proven
            } else {
                ProofResult::NoWin
            };
        }
        self.stop = None;
        self.path.clear();
        let open = Numbers { pn: INF, dn: INF };
        let root = match on_deep_stack("proof", STACK_BYTES, || self.search(g, open, 0)) {
            Ok(n) => n,
            // No thread to be had: search on this one.
            Err(_) => self.search(g, open, 0),
        };
        match (self.stop, root) {
            (_, n) if n.pn == 0 => ProofResult::Proven,
            (_, n) if n.dn == 0 => ProofResult::NoWin,
            (Some(stop), _) => stop,
            (None, _) => ProofResult::NoWin,
        }
    }

    /// A position's numbers where the rules or the oracle settle it, whatever the line.
    pub(crate) fn settle(&mut self, g: &G) -> Option<Numbers> {
        if let Some(o) = g.outcome() {
            return Some(if o.winner() == Some(self.attacker) {
                Numbers::PROVEN
            } else {
                Numbers::NO_WIN
            });
        }
        let ToMove::One(mover) = g.to_move() else {
            return Some(Numbers::NO_WIN);
        };
        let value = self.oracle.and_then(|oracle| oracle(g))?;
        self.stats.oracle_hits += 1;
        let attacker_wins =
            (value == Value::Win) == (mover == self.attacker) && value != Value::Draw;
        Some(if attacker_wins {
            Numbers::PROVEN
        } else {
            Numbers::NO_WIN
        })
    }

    /// Search `g` until its numbers reach `threshold` in either part, or it is settled,
    /// or a limit stops the search; store and return its numbers.
    fn search(&mut self, g: &G, threshold: Numbers, depth: usize) -> Numbers {
        let key = g.state_hash();
        let ToMove::One(mover) = g.to_move() else {
            return Numbers::NO_WIN;
        };
        self.count_node(depth);
        let attacking = mover == self.attacker;
        let children = self.children(g, mover);
        self.path.insert(key);
        let mut numbers = Vec::with_capacity(children.len());
        loop {
            numbers.clear();
            numbers.extend(children.iter().map(|c| self.numbers_of(c)));
            let (own, best, second) = combine(&numbers, attacking);
            if own.pn >= threshold.pn || own.dn >= threshold.dn || self.stop.is_some() {
                self.path.remove(&key);
                self.store(key, own);
                return own;
            }
            let th = child_thresholds(
                own,
                threshold,
                numbers[best],
                second,
                attacking,
                self.settings.epsilon,
            );
            self.search(&children[best].game, th, depth + 1);
        }
    }

    fn count_node(&mut self, depth: usize) {
        self.stats.nodes += 1;
        self.stats.depth = self.stats.depth.max(depth);
        if self.stats.nodes >= self.settings.max_nodes {
            self.stop.get_or_insert(ProofResult::NodeLimit);
        }
        if self.table.len() >= self.settings.max_entries {
            self.stop.get_or_insert(ProofResult::TableFull);
        }
        if self.stats.nodes.is_multiple_of(PROGRESS_EVERY) {
            let stats = self.stats();
            if let Some(hook) = self.progress.as_mut() {
                hook(&stats);
            }
        }
    }

    /// The children of `g`, most promising for `mover` first (by the game's
    /// evaluation), so that ties go to the likelier move.
    fn children(&mut self, g: &G, mover: Seat) -> Vec<Child<G>> {
        let mut actions = Vec::new();
        g.legal_actions(mover, &mut actions);
        let mut ranked: Vec<(f64, Child<G>)> = actions
            .into_iter()
            .map(|a| {
                let mut game = g.clone();
                game.play(mover, a);
                let settled = self.settle(&game);
                let rank = match settled {
                    // Good for the mover: proven if it attacks, refuted if it defends.
                    Some(n) if (n.pn == 0) == (mover == self.attacker) => 4.0,
                    Some(_) => -4.0,
                    None => game.evaluate(mover),
                };
                let key = game.state_hash();
                let child = Child {
                    key,
                    first: settled.unwrap_or_else(|| self.fresh(&game)),
                    settled: settled.is_some(),
                    game,
                };
                (rank, child)
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        ranked.into_iter().map(|(_, c)| c).collect()
    }

    fn numbers_of(&self, c: &Child<G>) -> Numbers {
        if c.settled {
            return c.first;
        }
        if self.path.contains(&c.key) {
            return Numbers::NO_WIN;
        }
        self.table.get(&c.key).map_or(c.first, |e| e.numbers())
    }

    /// The numbers of a position not yet expanded: 1 and 1, or guided by the game's
    /// evaluation for the attacker (see [`ProofSettings::guide`]).
    fn fresh(&self, g: &G) -> Numbers {
        let guide = self.settings.guide;
        if guide == 0 {
            return Numbers::UNKNOWN;
        }
        let hope = (1.0 + g.evaluate(self.attacker).clamp(-1.0, 1.0)) / 2.0;
        let part = |share: f64| 1 + (f64::from(guide) * share).round() as u32;
        Numbers {
            pn: part(1.0 - hope),
            dn: part(hope),
        }
    }

    fn store(&mut self, key: u64, n: Numbers) {
        let entry = if n.pn == 0 {
            if self.table.get(&key).and_then(|e| e.proof_order()).is_some() {
                // Proven before: its first proof stands.
                return;
            }
            self.proofs = self.proofs.saturating_add(1);
            Entry {
                pn: 0,
                dn_or_order: self.proofs,
            }
        } else {
            Entry {
                pn: n.pn,
                dn_or_order: n.dn,
            }
        };
        self.table.insert(key, entry);
    }
}
