//! Monte Carlo tree search (UCT) with one reward per player, for any game.
//!
//! * Each node's statistics are from the point of view of the seat that moved into
//!   it (max^n style), so 2..8 players and turns of several actions need no special
//!   case.
//! * Every iteration starts from `Game::determinize` of the deciding seat's view
//!   (single-observer information-set MCTS); perfect-information games clone one
//!   state instead.
//! * Simultaneous secret choices use decoupled regret matching per seat inside the
//!   tree; when the decision itself is such a choice, the answer is the choice with
//!   the best mean result (`SecretRule::Best`, the default) or a draw from the
//!   average, mixed strategy (`SecretRule::Search`), or it is made without the tree
//!   by sampled maximin (`SecretRule::Maximin`, for games whose search hints ask for
//!   it). How the rules compare is measured in `docs/ai-strength.md`.
//! * Root parallelisation: independent trees on several threads, root statistics
//!   summed.

mod search;
mod simultaneous;
mod tree;

use cubist_core::{game_rng, Game, Seat, ToMove};
use rand::Rng;

use crate::decision::Decision;
use crate::{Agent, Budget, SearchStats};
use search::{Knobs, Searcher, Source};

/// Everything that shapes an MCTS player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsSettings {
    /// Iterations (summed over threads) or time per decision.
    pub budget: Budget,
    /// UCB1 exploration constant `c` (rewards are in `[0, 1]`).
    pub exploration: f64,
    /// Random playout plies before the game's evaluation scores the position: 0 scores
    /// the new leaf at once, [`PLAY_TO_END`] plays every playout to the end.
    pub rollout: u32,
    /// Independent search trees run in parallel.
    pub threads: usize,
    /// How secret simultaneous choices are made.
    pub secret: SecretRule,
}

/// How the player makes a secret simultaneous choice (a card committed face down).
///
/// `First` and `Last` are fixed rules that skip the search at such a choice and take
/// the first or last action in the game's own order (in a game that lists cards from
/// lowest to highest they mean "always my lowest card" and "always my highest").
/// They exist to test that the searched choice cannot be exploited by a predictable
/// opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SecretRule {
    /// Search, and draw the choice from the average strategy (a mixed choice).
    Search,
    /// Always the first legal action.
    First,
    /// Always the last legal action.
    Last,
    /// Search, and take the choice with the best mean reward (the levels' rule).
    Best,
    /// No tree search: the choice with the best mean, over positions sampled from the
    /// view, of its worst case against the other seats' replies, scored by the game's
    /// evaluation (see `crate::secret`); each sample spends one iteration of the
    /// budget. A pure choice: sound where a stronger choice never does worse against
    /// a reply (a card in a fight), exploitable in a guessing game such as matching
    /// pennies, where `search` is the rule to use.
    Maximin,
}

impl SecretRule {
    pub fn parse(text: &str) -> Option<SecretRule> {
        match text {
            "search" => Some(SecretRule::Search),
            "first" => Some(SecretRule::First),
            "last" => Some(SecretRule::Last),
            "best" => Some(SecretRule::Best),
            "maximin" => Some(SecretRule::Maximin),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SecretRule::Search => "search",
            SecretRule::First => "first",
            SecretRule::Last => "last",
            SecretRule::Best => "best",
            SecretRule::Maximin => "maximin",
        }
    }
}

impl Default for MctsSettings {
    fn default() -> Self {
        MctsSettings {
            budget: Budget::Iterations(1000),
            exploration: DEFAULT_EXPLORATION,
            rollout: PLAY_TO_END,
            threads: 1,
            secret: SecretRule::Best,
        }
    }
}

/// The `rollout` that plays every playout to the end of the game (`rollout=end`).
pub const PLAY_TO_END: u32 = u32::MAX;

/// `rollout` as written in a spec: a number of plies or `end`.
pub fn rollout_name(rollout: u32) -> String {
    if rollout == PLAY_TO_END {
        "end".into()
    } else {
        rollout.to_string()
    }
}

/// Default exploration constant.
pub const DEFAULT_EXPLORATION: f64 = 0.6;

/// The MCTS player.
pub struct MctsAgent<G: Game> {
    settings: MctsSettings,
    seed: u64,
    decisions: u64,
    searchers: Vec<Searcher<G>>,
    last: Option<SearchStats>,
    /// Ends a decision early when set from outside.
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

impl<G: Game> MctsAgent<G> {
    /// A player with these settings; every random choice it makes comes from `seed`.
    pub fn new(settings: MctsSettings, seed: u64) -> Self {
        let threads = settings.threads.max(1);
        MctsAgent {
            settings: MctsSettings {
                threads,
                ..settings
            },
            seed,
            decisions: 0,
            searchers: (0..threads).map(|_| Searcher::default()).collect(),
            last: None,
            stop: None,
        }
    }

    pub fn settings(&self) -> &MctsSettings {
        &self.settings
    }
}

/// Root statistics of one action, summed over threads.
struct RootStat<A> {
    action: A,
    /// Visits (sequential root) or average-strategy weight (simultaneous root).
    weight: f64,
    visits: f64,
    reward: f64,
}

fn add_stat<A: Eq>(stats: &mut Vec<RootStat<A>>, action: A, weight: f64, visits: f64, reward: f64) {
    match stats.iter_mut().find(|s| s.action == action) {
        Some(s) => {
            s.weight += weight;
            s.visits += visits;
            s.reward += reward;
        }
        None => stats.push(RootStat {
            action,
            weight,
            visits,
            reward,
        }),
    }
}

impl<G: Game> Agent<G> for MctsAgent<G> {
    fn choose(&mut self, view: &G::View, seat: Seat) -> G::Action {
        let Decision {
            started,
            seed: decision_seed,
            mut rng,
            state: root,
            legal,
        } = {
            let d = Decision::<G>::begin(self.seed, &mut self.decisions, view, seat);
            if let Some((action, stats)) = d.forced() {
                self.last = Some(stats);
                return action;
            }
            d
        };
        let simultaneous = matches!(root.to_move(), ToMove::Simultaneous(_));
        if simultaneous && matches!(self.settings.secret, SecretRule::First | SecretRule::Last) {
            let action = match self.settings.secret {
                SecretRule::First => legal[0],
                _ => legal[legal.len() - 1],
            };
            self.last = Some(SearchStats {
                work: 0,
                elapsed: started.elapsed(),
                depth: Some(0),
                value: None,
            });
            return action;
        }
        if simultaneous && self.settings.secret == SecretRule::Maximin {
            let choice = crate::secret::maximin::<G>(
                view,
                seat,
                &legal,
                &self.settings.budget.start().with_stop(self.stop.clone()),
                &mut rng,
            );
            self.last = Some(SearchStats {
                work: choice.samples,
                elapsed: started.elapsed(),
                depth: Some(1),
                value: Some(choice.value),
            });
            return choice.action;
        }
        let source = if G::PERFECT_INFORMATION {
            Source::State(&root)
        } else {
            Source::View(view)
        };
        let knobs = Knobs {
            c: self.settings.exploration,
            rollout: self.settings.rollout,
        };
        let threads = self.settings.threads;
        let shares: Vec<Budget> = (0..threads)
            .map(|t| match self.settings.budget {
                Budget::Iterations(n) => {
                    let t = t as u64;
                    let k = threads as u64;
                    Budget::Iterations(n / k + u64::from(t < n % k))
                }
                time => time,
            })
            .collect();
        let stop = &self.stop;
        let run = |t: usize, searcher: &mut Searcher<G>| -> u64 {
            if shares[t] == Budget::Iterations(0) {
                searcher.tree.reset();
                searcher.sims.clear();
                return 0;
            }
            let mut rng = game_rng(decision_seed, 1 + t as u64);
            let clock = shares[t].start().with_stop(stop.clone());
            searcher.run(&source, (seat, &legal), &clock, knobs, &mut rng)
        };
        let work: u64 = if threads == 1 {
            run(0, &mut self.searchers[0])
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = self
                    .searchers
                    .iter_mut()
                    .enumerate()
                    .map(|(t, s)| {
                        let run = &run;
                        scope.spawn(move || run(t, s))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a search thread panicked"))
                    .sum()
            })
        };

        let mut stats: Vec<RootStat<G::Action>> = Vec::with_capacity(legal.len());
        for &a in &legal {
            add_stat(&mut stats, a, 0.0, 0.0, 0.0);
        }
        let mut depth = 0;
        for s in &self.searchers {
            depth = depth.max(s.max_depth);
            if simultaneous {
                let table = s.tree.node(tree::ROOT).sim;
                if table != tree::NONE {
                    for (a, w, r, v) in s.sims.average(table, seat) {
                        add_stat(&mut stats, a, w, v as f64, r);
                    }
                }
            } else {
                for c in s.tree.children(tree::ROOT) {
                    let n = s.tree.node(c);
                    if let (Some(a), true) = (n.action, n.mover as usize == seat) {
                        add_stat(&mut stats, a, n.visits as f64, n.visits as f64, n.reward);
                    }
                }
            }
        }
        // Only actions legal in the view can be answered.
        stats.retain(|s| legal.contains(&s.action));
        let (action, value) = if simultaneous && self.settings.secret == SecretRule::Best {
            best_mean(&stats)
        } else if simultaneous {
            sample_mixed(&stats, &mut rng)
        } else {
            most_visited(&stats)
        };
        self.last = Some(SearchStats {
            work,
            elapsed: started.elapsed(),
            depth: Some(depth),
            value,
        });
        action
    }

    fn name(&self) -> String {
        let s = &self.settings;
        let secret = match s.secret {
            SecretRule::Best => String::new(),
            rule => format!(",secret={}", rule.name()),
        };
        format!(
            "mcts(budget={},c={},rollout={},threads={}{secret})",
            s.budget,
            s.exploration,
            rollout_name(s.rollout),
            s.threads
        )
    }

    fn set_stop(&mut self, stop: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.stop = Some(stop);
    }

    fn use_tables(&mut self, tables: std::sync::Arc<crate::tables::Tables<G>>) {
        // Tables hold whole states: a determinized one could tell what is hidden.
        if G::PERFECT_INFORMATION {
            for searcher in &mut self.searchers {
                searcher.tables = Some(std::sync::Arc::clone(&tables));
            }
        }
    }

    fn stats(&self) -> Option<SearchStats> {
        self.last
    }
}

/// Sequential decision: the most visited action (ties to the better mean).
fn most_visited<A: Copy>(stats: &[RootStat<A>]) -> (A, Option<f64>) {
    let best = stats
        .iter()
        .max_by(|x, y| {
            x.visits
                .total_cmp(&y.visits)
                .then((x.reward / x.visits.max(1.0)).total_cmp(&(y.reward / y.visits.max(1.0))))
        })
        .expect("there is a legal action");
    let value = (best.visits > 0.0).then(|| 2.0 * best.reward / best.visits - 1.0);
    (best.action, value)
}

/// Simultaneous choice by the best mean reward among the choices tried at least a
/// tenth as often as the most tried one.
fn best_mean<A: Copy>(stats: &[RootStat<A>]) -> (A, Option<f64>) {
    let top = stats.iter().map(|s| s.visits).fold(0.0, f64::max);
    let mean = |s: &RootStat<A>| s.reward / s.visits.max(1.0);
    let best = stats
        .iter()
        .filter(|s| s.visits >= 0.1 * top)
        .max_by(|x, y| mean(x).total_cmp(&mean(y)))
        .expect("there is a legal action");
    (
        best.action,
        (best.visits > 0.0).then(|| 2.0 * mean(best) - 1.0),
    )
}

/// Simultaneous secret choice: draw from the average strategy, purified. Regret
/// matching's average still carries its early, nearly uniform rounds and forced
/// exploration after a few hundred iterations, so choices under a fifth of the most
/// played one's weight are dropped and the rest drawn in proportion to their weight
/// (an equilibrium's support is kept as it is). The floor was measured against a
/// fixed card rule (`docs/ai-strength.md`).
fn sample_mixed<A: Copy>(stats: &[RootStat<A>], rng: &mut impl Rng) -> (A, Option<f64>) {
    let visits: f64 = stats.iter().map(|s| s.visits).sum();
    let reward: f64 = stats.iter().map(|s| s.reward).sum();
    let value = (visits > 0.0).then(|| 2.0 * reward / visits - 1.0);
    let top = stats.iter().map(|s| s.weight).fold(0.0, f64::max);
    if top <= 0.0 {
        return (stats[rng.random_range(0..stats.len())].action, value);
    }
    let floor = 0.2 * top;
    let mass = |w: f64| if w >= floor { w } else { 0.0 };
    let kept: f64 = stats.iter().map(|s| mass(s.weight)).sum();
    let mut u = rng.random::<f64>() * kept;
    for s in stats {
        let m = mass(s.weight);
        if m > 0.0 && u < m {
            return (s.action, value);
        }
        u -= m;
    }
    let last = stats
        .iter()
        .rfind(|s| s.weight >= floor)
        .expect("the most played choice is kept");
    (last.action, value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stat(action: u8, visits: f64, mean: f64) -> RootStat<u8> {
        RootStat {
            action,
            weight: visits,
            visits,
            reward: visits * mean,
        }
    }

    #[test]
    fn the_best_mean_is_taken_among_choices_tried_often_enough() {
        // Choice 2 has the best mean but was tried under a tenth as often as choice 0:
        // a lucky few samples must not decide.
        let stats = [
            stat(0, 400.0, 0.55),
            stat(1, 100.0, 0.6),
            stat(2, 30.0, 0.9),
        ];
        let (action, value) = best_mean(&stats);
        assert_eq!(action, 1);
        assert!((value.unwrap() - 0.2).abs() < 1e-9);
        let stats = [
            stat(0, 400.0, 0.55),
            stat(1, 100.0, 0.5),
            stat(2, 40.0, 0.9),
        ];
        assert_eq!(best_mean(&stats).0, 2);
    }
}
