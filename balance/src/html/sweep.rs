//! The section comparing variants, when a study sweeps options: a table of the main
//! figures, plots of each figure across the variants (heat maps when two options are
//! swept), and which differences are significant.

use std::fmt::Write;

use cubist_core::picture::escape;

use super::format::{exact_text, p_value, pct};
use crate::plots;
use crate::report::{Comparison, LevelReport, Report, VariantReport};
use crate::stats::Interval;

/// How a figure of a level is read from its report, for the sweep plots.
type Pick = fn(&LevelReport) -> Interval;

fn point(x: f64) -> Interval {
    Interval {
        estimate: x,
        low: x,
        high: x,
    }
}

const LEVEL_FIGURES: &[(&str, &str, bool, Pick)] = &[
    ("first player's score", "score", true, |l| {
        l.outcomes.first_player_score
    }),
    (
        "first player's advantage (score − 1/players)",
        "points per game",
        false,
        |l| {
            let o = &l.outcomes;
            let fair = o.first_player_score.estimate - o.first_player_advantage;
            Interval {
                estimate: o.first_player_advantage,
                low: o.first_player_score.low - fair,
                high: o.first_player_score.high - fair,
            }
        },
    ),
    ("balance", "balance", false, |l| point(l.outcomes.balance)),
    ("completion (sole winner)", "share of games", true, |l| {
        l.outcomes.completion
    }),
    ("drawishness", "share of games", true, |l| {
        l.outcomes.drawishness
    }),
    ("timeouts", "share of games", true, |l| l.outcomes.timeouts),
    ("length in actions", "actions", false, |l| {
        l.lengths.actions.interval()
    }),
    ("length in turns", "turns", false, |l| {
        l.lengths.turns.interval()
    }),
    ("decided at (share of the game)", "share", false, |l| {
        l.decisiveness.decided_at.interval()
    }),
    ("lead changes", "per game", false, |l| {
        l.decisiveness.lead_changes.interval()
    }),
    ("branching", "legal actions", false, |l| {
        l.branching.per_decision.interval()
    }),
];

/// Significant differences listed per figure before the rest are only counted.
const PAIRS_SHOWN: usize = 12;

/// The whole section: table, plots, significance.
pub(super) fn sweep_section(h: &mut String, report: &Report) {
    h.push_str("<h2>Variants compared</h2>");
    let first = &report.variants[0];
    let levels: Vec<&str> = first.levels.iter().map(|l| l.agent.as_str()).collect();
    let rungs: Vec<String> = first
        .ladder
        .iter()
        .map(|r| format!("{} vs {}", r.weaker, r.stronger))
        .collect();
    sweep_table(h, report, &levels, &rungs);
    h.push_str("<div class=\"plots\">");
    if report.sweeps.len() == 2 {
        heat_maps(h, report, &levels, &rungs);
    } else {
        line_plots(h, report, &levels, &rungs);
    }
    h.push_str("</div>");
    significance(h, report);
}

/// One row per variant: the main figures of each level and rung, and the exact value.
fn sweep_table(h: &mut String, report: &Report, levels: &[&str], rungs: &[String]) {
    h.push_str("<table><tr><th>variant</th>");
    for l in levels {
        let _ = write!(
            h,
            "<th>{0}: first player's score</th><th>{0}: balance</th><th>{0}: draws</th><th>{0}: timeouts</th><th>{0}: mean actions</th>",
            escape(l)
        );
    }
    for r in rungs {
        let _ = write!(h, "<th>{}: stronger's score</th>", escape(r));
    }
    h.push_str("<th>exact value</th></tr>");
    for v in &report.variants {
        sweep_row(h, v);
    }
    h.push_str("</table>");
}

fn sweep_row(h: &mut String, v: &VariantReport) {
    let _ = write!(h, "<tr><td>{}</td>", escape(&v.variant.key));
    for l in &v.levels {
        let o = &l.outcomes;
        let _ = write!(
            h,
            "<td>{}</td><td>{:.3}</td><td>{}</td><td>{}</td><td>{:.1}</td>",
            pct(&o.first_player_score),
            o.balance,
            pct(&o.drawishness),
            pct(&o.timeouts),
            l.lengths.actions.mean
        );
    }
    for r in &v.ladder {
        let _ = write!(h, "<td>{}</td>", pct(&r.stronger_score));
    }
    let _ = write!(h, "<td>{}</td></tr>", exact_text(v));
}

/// Two swept options: a heat map per figure and level, and per rung, with the first
/// option down the rows and the second across.
fn heat_maps(h: &mut String, report: &Report, levels: &[&str], rungs: &[String]) {
    let (row_desc, rows) = &report.sweeps[0];
    let (column_desc, columns) = &report.sweeps[1];
    let map = |title: &str, cells: &[Vec<Option<Interval>>], percent: bool| {
        plots::heat_map(title, columns, rows, cells, column_desc, row_desc, percent)
    };
    for (li, level) in levels.iter().enumerate() {
        for (name, _, percent, pick) in LEVEL_FIGURES {
            let cells = grid(report, rows.len(), columns.len(), |v| {
                v.levels.get(li).map(pick)
            });
            h.push_str(&map(&format!("{name}, {level}"), &cells, *percent));
        }
    }
    for (ri, rung) in rungs.iter().enumerate() {
        let cells = grid(report, rows.len(), columns.len(), |v| {
            v.ladder.get(ri).map(|x| x.stronger_score)
        });
        h.push_str(&map(&format!("stronger's score, {rung}"), &cells, true));
    }
}

/// What `pick` reads of each variant, on the grid of two swept options (variants come
/// row by row); `None` where a variant or its figure is missing.
fn grid(
    report: &Report,
    rows: usize,
    columns: usize,
    pick: impl Fn(&VariantReport) -> Option<Interval>,
) -> Vec<Vec<Option<Interval>>> {
    (0..rows)
        .map(|r| {
            (0..columns)
                .map(|c| report.variants.get(r * columns + c).and_then(&pick))
                .collect()
        })
        .collect()
}

/// One swept option, or variants given one by one: each figure against the variants,
/// one line per level, then each seat's win rate per level, then the ladder.
fn line_plots(h: &mut String, report: &Report, levels: &[&str], rungs: &[String]) {
    let sweeps = &report.sweeps;
    let labels: Vec<String> = if sweeps.len() == 1 {
        sweeps[0].1.clone()
    } else {
        report
            .variants
            .iter()
            .map(|v| v.variant.key.clone())
            .collect()
    };
    let x_desc = if sweeps.len() == 1 {
        sweeps[0].0.clone()
    } else {
        "variant".into()
    };
    let x = (labels.as_slice(), x_desc.as_str());
    figure_lines(h, report, levels, x);
    for (li, l) in levels.iter().enumerate() {
        let series = seat_win_rates(report, li);
        let title = format!("win rate by seat, {l}");
        h.push_str(&plots::against(&title, x.0, &series, x.1, "win rate"));
    }
    if !rungs.is_empty() {
        skill_lines(h, report, rungs, x);
    }
}

/// Each figure of [`LEVEL_FIGURES`] against the variants (`x`: their labels and what
/// they are), one line per level.
fn figure_lines(h: &mut String, report: &Report, levels: &[&str], x: (&[String], &str)) {
    for (name, y, _, pick) in LEVEL_FIGURES {
        let series: Vec<(String, Vec<Interval>)> = levels
            .iter()
            .enumerate()
            .map(|(li, l)| {
                (
                    l.to_string(),
                    report
                        .variants
                        .iter()
                        .map(|v| pick(&v.levels[li]))
                        .collect(),
                )
            })
            .collect();
        h.push_str(&plots::against(name, x.0, &series, x.1, y));
    }
}

/// The stronger agent's score against the variants, one line per rung.
fn skill_lines(h: &mut String, report: &Report, rungs: &[String], x: (&[String], &str)) {
    let series: Vec<(String, Vec<Interval>)> = rungs
        .iter()
        .enumerate()
        .map(|(ri, r)| {
            (
                r.clone(),
                report
                    .variants
                    .iter()
                    .map(|v| v.ladder[ri].stronger_score)
                    .collect(),
            )
        })
        .collect();
    h.push_str(&plots::against(
        "skill: stronger agent's score",
        x.0,
        &series,
        x.1,
        "score",
    ));
}

/// Each seat's win rate at level `li` across the variants, one series per seat of the
/// largest variant (0 where a variant has fewer seats).
fn seat_win_rates(report: &Report, li: usize) -> Vec<(String, Vec<Interval>)> {
    let seats = report
        .variants
        .iter()
        .map(|v| v.variant.players)
        .max()
        .unwrap_or(0);
    (0..seats)
        .map(|s| {
            (
                format!("seat {}", s + 1),
                report
                    .variants
                    .iter()
                    .map(|v| {
                        let rate = v.levels[li].outcomes.win_rate.get(s).copied();
                        let rate = rate.unwrap_or(point(f64::NAN));
                        if rate.estimate.is_nan() {
                            point(0.0)
                        } else {
                            rate
                        }
                    })
                    .collect(),
            )
        })
        .collect()
}

/// Which variants differ significantly: the test used, then the significant pairs
/// grouped by level (or rung) and figure.
fn significance(h: &mut String, report: &Report) {
    h.push_str("<h3>Which variants differ significantly</h3>");
    let _ = write!(h, "<p>{}</p>", escape(&report.test));
    let significant: Vec<&Comparison> = report
        .comparisons
        .iter()
        .filter(|c| c.significant)
        .collect();
    if significant.is_empty() {
        let _ = write!(
            h,
            "<p>No difference between variants is significant ({} comparisons).</p>",
            report.comparisons.len()
        );
        return;
    }
    let _ = write!(
        h,
        "<p>{} of {} comparisons are significant; every pair not listed does not differ significantly on that figure.</p><ul>",
        significant.len(),
        report.comparisons.len()
    );
    let mut metrics: Vec<(&str, &str)> = significant
        .iter()
        .map(|c| (c.agents.as_str(), c.metric.as_str()))
        .collect();
    metrics.dedup();
    metrics.sort();
    metrics.dedup();
    for (agents, metric) in metrics {
        let these: Vec<&Comparison> = significant
            .iter()
            .copied()
            .filter(|c| c.agents == agents && c.metric == metric)
            .collect();
        significant_item(h, agents, metric, &these);
    }
    h.push_str("</ul>");
}

/// One list item: the significant pairs of one figure at one level, higher first.
fn significant_item(h: &mut String, agents: &str, metric: &str, these: &[&Comparison]) {
    let show = |x: f64| {
        if metric.starts_with("mean") {
            format!("{x:.1}")
        } else {
            format!("{:.1}%", 100.0 * x)
        }
    };
    let words: Vec<String> = these
        .iter()
        .take(PAIRS_SHOWN)
        .map(|c| {
            let (hi, lo, vh, vl) = if c.value_a >= c.value_b {
                (&c.a, &c.b, c.value_a, c.value_b)
            } else {
                (&c.b, &c.a, c.value_b, c.value_a)
            };
            format!(
                "{} ({}) above {} ({}), p = {}",
                escape(hi),
                show(vh),
                escape(lo),
                show(vl),
                p_value(c.p_corrected)
            )
        })
        .collect();
    let more = these.len().saturating_sub(PAIRS_SHOWN);
    let _ = write!(
        h,
        "<li><b>{}</b>, {}: {}{}.</li>",
        escape(metric),
        escape(agents),
        words.join("; "),
        if more > 0 {
            format!("; and {more} more pairs (report.json)")
        } else {
            String::new()
        }
    );
}
