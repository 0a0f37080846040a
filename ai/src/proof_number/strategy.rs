//! A proof kept as a strategy, read from the search's table, and a check of it that
//! shares nothing with the search but the rules and the oracle.

use cubist_core::{Game, Seat, ToMove};
use rustc_hash::{FxHashMap, FxHashSet};

use super::search::ProofSearch;
use super::Oracle;
use crate::solver::Value;

/// The attacker's action, as its place among the legal actions, in every position of
/// a proof where the attacker moves (by state hash). Every defence is in the proof.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Strategy {
    pub attacker: Seat,
    pub moves: FxHashMap<u64, u16>,
}

/// What [`check_strategy`] walked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StrategyCheck {
    /// Positions of the proof, each once.
    pub positions: u64,
    /// Of them, games won by the attacker by the rules.
    pub wins_by_rules: u64,
    /// Of them, wins the oracle gave.
    pub wins_by_oracle: u64,
}

impl<G: Game> ProofSearch<'_, G> {
    /// The proof of `g` after [`ProofSearch::prove`] returned `Proven`: in every
    /// position of it where the attacker moves, a child proven before it (so the
    /// strategy never goes round in a cycle). `None` if `g` is not proven.
    pub fn strategy(&mut self, g: &G) -> Option<Strategy> {
        let mut strategy = Strategy {
            attacker: self.attacker,
            moves: FxHashMap::default(),
        };
        let mut seen = FxHashSet::default();
        let mut todo = vec![g.clone()];
        while let Some(node) = todo.pop() {
            if !seen.insert(node.state_hash()) {
                continue;
            }
            if let Some(n) = self.settle(&node) {
                if n.pn == 0 {
                    continue;
                }
                return None;
            }
            let order = self.table.get(&node.state_hash())?.proof_order()?;
            let ToMove::One(mover) = node.to_move() else {
                return None;
            };
            let mut actions = Vec::new();
            node.legal_actions(mover, &mut actions);
            let mut proven = Vec::new();
            for (i, &a) in actions.iter().enumerate() {
                let mut child = node.clone();
                child.play(mover, a);
                if self.proven_before(&child, order) {
                    proven.push((i, child));
                    if mover == self.attacker {
                        break;
                    }
                }
            }
            if mover == self.attacker {
                let (i, child) = proven.pop()?;
                strategy.moves.insert(node.state_hash(), i as u16);
                todo.push(child);
            } else if proven.len() == actions.len() {
                todo.extend(proven.into_iter().map(|(_, c)| c));
            } else {
                return None;
            }
        }
        Some(strategy)
    }

    fn proven_before(&mut self, child: &G, order: u32) -> bool {
        match self.settle(child) {
            Some(n) => n.pn == 0,
            None => self
                .table
                .get(&child.state_hash())
                .and_then(|e| e.proof_order())
                .is_some_and(|o| o < order),
        }
    }
}

/// Check that `strategy` wins from `start` for its attacker: every line it allows
/// ends in the attacker's win by the rules or at a position the oracle gives the
/// attacker, and none goes round in a cycle. The error says where it fails.
pub fn check_strategy<G: Game>(
    start: &G,
    strategy: &Strategy,
    oracle: Option<&Oracle<'_, G>>,
) -> Result<StrategyCheck, String> {
    let attacker = strategy.attacker;
    let mut found = StrategyCheck::default();
    let mut done = FxHashSet::default();
    let mut on_line = FxHashSet::default();
    // Each frame: a position and the children still to walk.
    let mut line: Vec<(u64, Vec<G>)> = Vec::new();
    let mut next = Some(start.clone());
    loop {
        if let Some(g) = next.take() {
            let key = g.state_hash();
            if on_line.contains(&key) {
                return Err(format!(
                    "the strategy goes round in a cycle at {}",
                    g.encode()
                ));
            }
            if done.contains(&key) {
                continue;
            }
            found.positions += 1;
            if let Some(o) = g.outcome() {
                if o.winner() == Some(attacker) {
                    found.wins_by_rules += 1;
                    done.insert(key);
                    continue;
                }
                return Err(format!(
                    "a line ends without the attacker's win at {}",
                    g.encode()
                ));
            }
            let ToMove::One(mover) = g.to_move() else {
                return Err(format!("nobody alone to move at {}", g.encode()));
            };
            let told = oracle.and_then(|o| o(&g));
            if told
                == Some(if mover == attacker {
                    Value::Win
                } else {
                    Value::Loss
                })
            {
                found.wins_by_oracle += 1;
                done.insert(key);
                continue;
            }
            let mut actions = Vec::new();
            g.legal_actions(mover, &mut actions);
            if mover == attacker {
                let Some(&i) = strategy.moves.get(&key) else {
                    return Err(format!("the strategy has no move at {}", g.encode()));
                };
                let Some(&a) = actions.get(i as usize) else {
                    return Err(format!(
                        "the strategy's move {i} is not legal at {}",
                        g.encode()
                    ));
                };
                actions = vec![a];
            }
            let children = actions
                .into_iter()
                .map(|a| {
                    let mut c = g.clone();
                    c.play(mover, a);
                    c
                })
                .collect();
            on_line.insert(key);
            line.push((key, children));
        }
        let Some((key, children)) = line.last_mut() else {
            return Ok(found);
        };
        match children.pop() {
            Some(c) => next = Some(c),
            None => {
                let key = *key;
                on_line.remove(&key);
                done.insert(key);
                line.pop();
            }
        }
    }
}
