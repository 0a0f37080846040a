//! The answer from the root: each action's statistics summed over the threads' trees,
//! and the choice made from them (the most visited action, or for a secret
//! simultaneous choice the best mean or a draw from the average strategy).

use cubist_core::{Game, Seat};
use rand::Rng;

use super::search::Searcher;
use super::tree;

/// Root statistics of one action, summed over threads.
pub(super) struct RootStat<A> {
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

/// Each legal action's statistics at the root, summed over the threads' trees (the
/// regret-matching averages at a simultaneous root), and the deepest line searched.
pub(super) fn root_stats<G: Game>(
    searchers: &[Searcher<G>],
    seat: Seat,
    legal: &[G::Action],
    simultaneous: bool,
) -> (Vec<RootStat<G::Action>>, u32) {
    let mut stats: Vec<RootStat<G::Action>> = Vec::with_capacity(legal.len());
    for &a in legal {
        add_stat(&mut stats, a, 0.0, 0.0, 0.0);
    }
    let mut depth = 0;
    for s in searchers {
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
    (stats, depth)
}

/// Each action's mean reward as a value in `[-1, 1]` for the mover, with its visits
/// (an action never tried is valued 0 on no visits).
pub(super) fn action_values<A: Copy>(stats: &[RootStat<A>]) -> Vec<crate::ActionValue<A>> {
    stats
        .iter()
        .map(|s| crate::ActionValue {
            action: s.action,
            value: if s.visits > 0.0 {
                2.0 * s.reward / s.visits - 1.0
            } else {
                0.0
            },
            exact: None,
            visits: Some(s.visits.round() as u64),
        })
        .collect()
}

/// Sequential decision: the most visited action (ties to the better mean).
pub(super) fn most_visited<A: Copy>(stats: &[RootStat<A>]) -> (A, Option<f64>) {
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
pub(super) fn best_mean<A: Copy>(stats: &[RootStat<A>]) -> (A, Option<f64>) {
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
pub(super) fn sample_mixed<A: Copy>(stats: &[RootStat<A>], rng: &mut impl Rng) -> (A, Option<f64>) {
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
