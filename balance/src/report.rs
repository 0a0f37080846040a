//! The report: every figure per variant and agent, the ladder, the exact values and
//! the comparisons between variants (`report.json`; `report.html` draws it).

use serde::Serialize;

use crate::exact::Exact;
use crate::metrics::{self, Branching, Decisiveness, Lengths, Outcomes, Rung};
use crate::stats::{holm, two_proportion_p, welch_p, wilson, Interval, Spread};
use crate::study::{Group, Plan, Variant};
use crate::trace::GameResult;

/// How differences between variants are tested, in words for the report.
pub const TEST: &str = "Each pair of variants is compared, for every agent level, on the \
first player's advantage (its score less the fair share; a pooled two-proportion z-test, \
or an unpooled one where the numbers of players differ), draws, timeouts (pooled \
two-proportion z-tests) and mean length in actions (Welch's test, normal approximation), and on each ladder rung's score of the stronger \
agent (two-proportion z-test). All these p-values together are corrected with Holm's method, \
so the chance of calling any difference significant when none exists stays at 5%.";

#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub game: String,
    pub title: String,
    /// The command that made this report (to reproduce it).
    pub command: String,
    pub seed: u64,
    pub sweeps: Vec<(String, Vec<String>)>,
    /// Games played in all, and planned.
    pub played: usize,
    pub planned: usize,
    pub groups: Vec<Group>,
    pub variants: Vec<VariantReport>,
    /// Every comparison made, with its corrected p-value.
    pub comparisons: Vec<Comparison>,
    pub test: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct VariantReport {
    #[serde(flatten)]
    pub variant: Variant,
    /// The exact value of the start, where the solver was asked.
    pub exact: Option<Exact>,
    /// Self-play at each level.
    pub levels: Vec<LevelReport>,
    pub ladder: Vec<Rung>,
}

#[derive(Clone, Debug, Serialize)]
pub struct LevelReport {
    pub agent: String,
    pub games: usize,
    pub outcomes: Outcomes,
    pub lengths: Lengths,
    pub decisiveness: Decisiveness,
    pub branching: Branching,
}

/// One variant against another on one figure.
#[derive(Clone, Debug, Serialize)]
pub struct Comparison {
    /// The agent level or ladder rung.
    pub agents: String,
    pub metric: String,
    pub a: String,
    pub b: String,
    pub value_a: f64,
    pub value_b: f64,
    pub p: f64,
    /// Holm-corrected over every comparison of the report.
    pub p_corrected: f64,
    pub significant: bool,
}

impl LevelReport {
    pub fn of(agent: &str, games: &[GameResult], players: usize) -> LevelReport {
        LevelReport {
            agent: agent.into(),
            games: games.len(),
            outcomes: metrics::outcomes(games, players),
            lengths: metrics::lengths(games),
            decisiveness: metrics::decisiveness(games),
            branching: metrics::branching(games),
        }
    }
}

/// The results of one variant and group.
pub fn results_of<'a>(
    results: &'a [GameResult],
    variant: &Variant,
    group: &Group,
) -> Vec<&'a GameResult> {
    results
        .iter()
        .filter(|r| r.variant == variant.key && r.group == group.key)
        .collect()
}

impl Report {
    /// Build the report of `plan` from its `results` (those of other plans are ignored)
    /// and the exact values (one per variant, where solved).
    pub fn build(
        plan: &Plan,
        results: &[GameResult],
        exact: &[Option<Exact>],
        command: &str,
        title: &str,
    ) -> Report {
        let results = plan.select(results);
        let mut variants = Vec::new();
        for (vi, v) in plan.variants.iter().enumerate() {
            let mut levels = Vec::new();
            let mut ladder = Vec::new();
            for g in &plan.groups {
                let mine: Vec<GameResult> =
                    results_of(&results, v, g).into_iter().cloned().collect();
                if g.ladder {
                    ladder.push(metrics::rung(&mine, &g.agents[0], &g.agents[1]));
                } else {
                    levels.push(LevelReport::of(&g.agents[0], &mine, v.players));
                }
            }
            variants.push(VariantReport {
                variant: v.clone(),
                exact: exact.get(vi).cloned().flatten(),
                levels,
                ladder,
            });
        }
        let comparisons = compare(&variants);
        Report {
            game: plan.study.game.clone(),
            title: title.into(),
            command: command.into(),
            seed: plan.study.seed,
            sweeps: plan.study.sweeps.clone(),
            played: results.len(),
            planned: plan.tasks().len(),
            groups: plan.groups.clone(),
            variants,
            comparisons,
            test: TEST.into(),
        }
    }
}

/// A figure tested between variants: its value, and how to test two of them.
enum Figure {
    Proportion(Interval, usize),
    /// A score in `[0, 1]` over `n` games, less a fair share: variants with different
    /// numbers of players are compared on how far each is from its own fair share.
    Advantage(Interval, usize, f64),
    Mean(Spread),
}

impl Figure {
    fn value(&self) -> f64 {
        match self {
            Figure::Proportion(i, _) => i.estimate,
            Figure::Advantage(i, _, fair) => i.estimate - fair,
            Figure::Mean(s) => s.mean,
        }
    }
    fn p(&self, other: &Figure) -> f64 {
        match (self, other) {
            (Figure::Proportion(a, n), Figure::Proportion(b, m)) => {
                two_proportion_p(a.estimate * *n as f64, *n, b.estimate * *m as f64, *m)
            }
            (Figure::Advantage(a, n, f), Figure::Advantage(b, m, g)) => {
                if f == g {
                    two_proportion_p(a.estimate * *n as f64, *n, b.estimate * *m as f64, *m)
                } else {
                    offset_p(
                        a.estimate - f,
                        b.estimate - g,
                        a.estimate,
                        *n,
                        b.estimate,
                        *m,
                    )
                }
            }
            (Figure::Mean(a), Figure::Mean(b)) => welch_p(a, b),
            _ => 1.0,
        }
    }
}

/// The figures compared between variants, by agents and name.
fn figures(v: &VariantReport) -> Vec<(String, &'static str, Figure)> {
    let mut out = Vec::new();
    for l in &v.levels {
        let n = l.games;
        let o = &l.outcomes;
        out.push((
            l.agent.clone(),
            "first player's advantage",
            Figure::Advantage(
                o.first_player_score,
                n,
                o.first_player_score.estimate - o.first_player_advantage,
            ),
        ));
        out.push((
            l.agent.clone(),
            "draws",
            Figure::Proportion(o.drawishness, n),
        ));
        out.push((
            l.agent.clone(),
            "timeouts",
            Figure::Proportion(o.timeouts, n),
        ));
        out.push((
            l.agent.clone(),
            "mean length (actions)",
            Figure::Mean(l.lengths.actions.clone()),
        ));
    }
    for r in &v.ladder {
        out.push((
            format!("{} vs {}", r.weaker, r.stronger),
            "stronger agent's score",
            Figure::Proportion(r.stronger_score, r.games),
        ));
    }
    out
}

/// Every pair of variants on every figure, Holm-corrected together.
fn compare(variants: &[VariantReport]) -> Vec<Comparison> {
    let all: Vec<Vec<(String, &'static str, Figure)>> = variants.iter().map(figures).collect();
    let mut out = Vec::new();
    for i in 0..variants.len() {
        for j in i + 1..variants.len() {
            for (agents, metric, fa) in &all[i] {
                let Some((_, _, fb)) = all[j].iter().find(|(a, m, _)| a == agents && m == metric)
                else {
                    continue;
                };
                out.push(Comparison {
                    agents: agents.clone(),
                    metric: metric.to_string(),
                    a: variants[i].variant.key.clone(),
                    b: variants[j].variant.key.clone(),
                    value_a: fa.value(),
                    value_b: fb.value(),
                    p: fa.p(fb),
                    p_corrected: 1.0,
                    significant: false,
                });
            }
        }
    }
    let p: Vec<f64> = out.iter().map(|c| c.p).collect();
    for (c, q) in out.iter_mut().zip(holm(&p)) {
        c.p_corrected = q;
        c.significant = q < 0.05;
    }
    out
}

/// Two-sided p-value that two shifted proportions `x = p1 − f1` and `y = p2 − f2`
/// are equal (unpooled z-test, as the fair shares differ).
fn offset_p(x: f64, y: f64, p1: f64, n1: usize, p2: f64, n2: usize) -> f64 {
    if n1 == 0 || n2 == 0 {
        return 1.0;
    }
    let se = (p1 * (1.0 - p1) / n1 as f64 + p2 * (1.0 - p2) / n2 as f64).sqrt();
    if se == 0.0 {
        return if (x - y).abs() < 1e-12 { 1.0 } else { 0.0 };
    }
    2.0 * (1.0 - crate::stats::normal_cdf(((x - y) / se).abs()))
}

/// A proportion's interval, from a count.
pub fn share(count: usize, n: usize) -> Interval {
    wilson(count as f64, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advantages_compare_against_each_fair_share() {
        let two = Figure::Advantage(wilson(500.0, 1000), 1000, 0.5);
        let four_fair = Figure::Advantage(wilson(250.0, 1000), 1000, 0.25);
        let four_first = Figure::Advantage(wilson(500.0, 1000), 1000, 0.25);
        // A fair first seat at two players and at four: no difference.
        assert!(two.p(&four_fair) > 0.99);
        assert!((four_fair.value() - 0.0).abs() < 1e-12);
        // Half the points at four players is far above the fair quarter.
        assert!(two.p(&four_first) < 1e-6);
        assert!((four_first.value() - 0.25).abs() < 1e-12);
    }
}
