//! `report.html`: one page, plots inline as SVG, no script and nothing fetched.

use std::fmt::Write;

use crate::metrics::Rung;
use crate::plots;
use crate::report::{LevelReport, Report, VariantReport};
use crate::stats::{Interval, Spread};
use crate::trace::GameResult;

/// Text made safe for HTML (the same escaping as the games' SVG pictures).
pub use cubist_core::picture::escape;

fn pct(i: &Interval) -> String {
    format!(
        "{:.1}% <small>[{:.1}, {:.1}]</small>",
        100.0 * i.estimate,
        100.0 * i.low,
        100.0 * i.high
    )
}

fn spread(s: &Spread) -> String {
    if s.n == 0 {
        return "–".into();
    }
    format!(
        "{:.1} <small>[{:.1}, {:.1}]</small>, sd {:.1}, median {:.0}, quartiles {:.0}–{:.0}, range {:.0}–{:.0}",
        s.mean, s.mean_low, s.mean_high, s.sd, s.median, s.q1, s.q3, s.min, s.max
    )
}

fn fraction(s: &Spread) -> String {
    if s.n == 0 {
        return "–".into();
    }
    format!(
        "{:.0}% of the game <small>[{:.0}, {:.0}]</small>, median {:.0}%, quartiles {:.0}–{:.0}%",
        100.0 * s.mean,
        100.0 * s.mean_low,
        100.0 * s.mean_high,
        100.0 * s.median,
        100.0 * s.q1,
        100.0 * s.q3
    )
}

fn p_value(p: f64) -> String {
    if p < 0.0001 {
        "&lt; 0.0001".into()
    } else {
        format!("{p:.4}")
    }
}

const STYLE: &str = "body{font-family:sans-serif;max-width:1180px;margin:1em auto;padding:0 1em;color:#222}\
h1{font-size:1.6em}h2{border-bottom:1px solid #ccc;margin-top:1.6em}h3{margin-bottom:.3em}\
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;vertical-align:top}\
th{background:#f3f3f3}small{color:#666}code,pre{background:#f6f6f6;padding:2px 4px}pre{white-space:pre-wrap;padding:6px}\
.plots{display:flex;flex-wrap:wrap;gap:8px}.plots svg{border:1px solid #eee}details{margin:.6em 0}summary{cursor:pointer;font-weight:bold;font-size:1.15em}\
.sig{color:#a00}";

/// The whole page.
pub fn page(report: &Report, results: &[GameResult]) -> String {
    let mut h = String::new();
    let title = format!("{}: balance report", report.title);
    let _ = write!(
        h,
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title><style>{STYLE}</style></head><body>",
        escape(&title)
    );
    let _ = write!(h, "<h1>{}</h1>", escape(&title));
    let _ = write!(
        h,
        "<p>Made with <code>{}</code> (seed {}). {} of {} planned games played{}.</p>",
        escape(&report.command),
        report.seed,
        report.played,
        report.planned,
        if report.played < report.planned {
            ": <b>incomplete</b>, run the same command again to play the rest"
        } else {
            ""
        }
    );
    let groups: Vec<String> = report
        .groups
        .iter()
        .map(|g| {
            format!(
                "{} ({} games per variant{})",
                escape(&g.key),
                g.games,
                if g.ladder { ", ladder" } else { ", self-play" }
            )
        })
        .collect();
    let _ = write!(h, "<p>Agents: {}.</p>", groups.join("; "));
    how_to_read(&mut h);
    if report.variants.len() > 1 {
        sweep_section(&mut h, report);
    }
    for v in &report.variants {
        variant_section(&mut h, v, results, report.variants.len() == 1);
    }
    h.push_str("</body></html>\n");
    h
}

fn how_to_read(h: &mut String) {
    h.push_str(
        "<details><summary>How to read this report</summary><ul>\
<li>Intervals in brackets are 95%: Wilson score intervals for rates, normal intervals for means.</li>\
<li><b>Win rate</b>: games a seat won alone. <b>Balance</b>: 1 − the largest gap between two seats' win rates. \
<b>First player's score</b>: the first mover's points per game (a win 1, a win shared by k seats 1/k); its \
<b>advantage</b> is that score minus a fair share, 1/players. <b>Completion</b>: games with a sole winner. \
<b>Drawishness</b>: games without a sole winner, other than those a limit stopped. <b>Timeouts</b>: games \
stopped by the action cap or the round limit, whatever their result. <b>Seat fairness</b>: p-value of \
Pearson's χ² test that wins are spread evenly over the seats (small: some seat is favoured).</li>\
<li><b>Turns</b>: runs of actions by one seat (bonus moves and second actions stay in the turn), or one round \
of secret simultaneous choices.</li>\
<li><b>Decided at</b>: from the game's own evaluation of every position, the point after which the eventual \
winner stayed strictly ahead of every other seat until the end (the last position is the result). \
<b>Lead changes</b>: how often the seat strictly ahead changed. <b>Comebacks</b>: games won alone whose \
winner was not ahead at some point after the first quarter.</li>\
<li><b>Branching</b>: legal actions of the seat to act, before each action.</li>\
<li><b>Skill</b>: each agent of the ladder against the next, seats alternating; the stronger agent's score \
counts a draw half, and the p-value tests it against ½.</li></ul></details>",
    );
}

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

fn sweep_section(h: &mut String, report: &Report) {
    h.push_str("<h2>Variants compared</h2>");
    let sweeps = &report.sweeps;
    let levels: Vec<&str> = report.variants[0]
        .levels
        .iter()
        .map(|l| l.agent.as_str())
        .collect();
    let rungs: Vec<String> = report.variants[0]
        .ladder
        .iter()
        .map(|r| format!("{} vs {}", r.weaker, r.stronger))
        .collect();
    let mut table = String::from("<table><tr><th>variant</th>");
    for l in &levels {
        let _ = write!(
            table,
            "<th>{0}: first player's score</th><th>{0}: balance</th><th>{0}: draws</th><th>{0}: timeouts</th><th>{0}: mean actions</th>",
            escape(l)
        );
    }
    for r in &rungs {
        let _ = write!(table, "<th>{}: stronger's score</th>", escape(r));
    }
    table.push_str("<th>exact value</th></tr>");
    for v in &report.variants {
        let _ = write!(table, "<tr><td>{}</td>", escape(&v.variant.key));
        for l in &v.levels {
            let o = &l.outcomes;
            let _ = write!(
                table,
                "<td>{}</td><td>{:.3}</td><td>{}</td><td>{}</td><td>{:.1}</td>",
                pct(&o.first_player_score),
                o.balance,
                pct(&o.drawishness),
                pct(&o.timeouts),
                l.lengths.actions.mean
            );
        }
        for r in &v.ladder {
            let _ = write!(table, "<td>{}</td>", pct(&r.stronger_score));
        }
        let _ = write!(table, "<td>{}</td></tr>", exact_text(v));
    }
    table.push_str("</table>");
    h.push_str(&table);

    h.push_str("<div class=\"plots\">");
    if sweeps.len() == 2 {
        let columns = &sweeps[1].1;
        let rows = &sweeps[0].1;
        let cell = |r: usize, c: usize| r * columns.len() + c;
        for (li, level) in levels.iter().enumerate() {
            for (name, _, percent, pick) in LEVEL_FIGURES {
                let cells: Vec<Vec<Option<Interval>>> = (0..rows.len())
                    .map(|r| {
                        (0..columns.len())
                            .map(|c| {
                                report
                                    .variants
                                    .get(cell(r, c))
                                    .and_then(|v| v.levels.get(li))
                                    .map(pick)
                            })
                            .collect()
                    })
                    .collect();
                h.push_str(&plots::heat_map(
                    &format!("{name}, {level}"),
                    columns,
                    rows,
                    &cells,
                    &sweeps[1].0,
                    &sweeps[0].0,
                    *percent,
                ));
            }
        }
        for (ri, rung) in rungs.iter().enumerate() {
            let cells: Vec<Vec<Option<Interval>>> = (0..rows.len())
                .map(|r| {
                    (0..columns.len())
                        .map(|c| {
                            report
                                .variants
                                .get(cell(r, c))
                                .and_then(|v| v.ladder.get(ri))
                                .map(|x| x.stronger_score)
                        })
                        .collect()
                })
                .collect();
            h.push_str(&plots::heat_map(
                &format!("stronger's score, {rung}"),
                columns,
                rows,
                &cells,
                &sweeps[1].0,
                &sweeps[0].0,
                true,
            ));
        }
    } else {
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
            h.push_str(&plots::against(name, &labels, &series, &x_desc, y));
        }
        // Each seat's win rate, per level.
        for (li, l) in levels.iter().enumerate() {
            let seats = report
                .variants
                .iter()
                .map(|v| v.variant.players)
                .max()
                .unwrap_or(0);
            let series: Vec<(String, Vec<Interval>)> = (0..seats)
                .map(|s| {
                    (
                        format!("seat {}", s + 1),
                        report
                            .variants
                            .iter()
                            .map(|v| {
                                v.levels[li]
                                    .outcomes
                                    .win_rate
                                    .get(s)
                                    .copied()
                                    .unwrap_or(point(f64::NAN))
                            })
                            .collect(),
                    )
                })
                .collect();
            let series: Vec<(String, Vec<Interval>)> = series
                .into_iter()
                .map(|(n, s)| {
                    (
                        n,
                        s.into_iter()
                            .map(|i| if i.estimate.is_nan() { point(0.0) } else { i })
                            .collect(),
                    )
                })
                .collect();
            h.push_str(&plots::against(
                &format!("win rate by seat, {l}"),
                &labels,
                &series,
                &x_desc,
                "win rate",
            ));
        }
        if !rungs.is_empty() {
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
                &labels,
                &series,
                &x_desc,
                "score",
            ));
        }
    }
    h.push_str("</div>");

    h.push_str("<h3>Which variants differ significantly</h3>");
    let _ = write!(h, "<p>{}</p>", escape(&report.test));
    let significant: Vec<_> = report
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
    } else {
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
            let these: Vec<_> = significant
                .iter()
                .filter(|c| c.agents == agents && c.metric == metric)
                .collect();
            let show = |x: f64| {
                if metric.starts_with("mean") {
                    format!("{x:.1}")
                } else {
                    format!("{:.1}%", 100.0 * x)
                }
            };
            let words: Vec<String> = these
                .iter()
                .take(12)
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
            let more = these.len().saturating_sub(12);
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
        h.push_str("</ul>");
    }
}

fn exact_text(v: &VariantReport) -> String {
    match &v.exact {
        None => "not asked".into(),
        Some(e) => match &e.value {
            Some(value) => match e.forced_win_in {
                None => format!(
                    "{} for the first player (seat {}), {} states, {:.2} s",
                    value,
                    e.first + 1,
                    e.states,
                    e.seconds
                ),
                Some(plies) => format!(
                    "{} for the first player (seat {}): a forced win within {} actions, proved with {} positions, {:.2} s",
                    value,
                    e.first + 1,
                    plies,
                    e.states,
                    e.seconds
                ),
            },
            None => format!(
                "not solved: {}",
                escape(e.why_not.as_deref().unwrap_or("unknown"))
            ),
        },
    }
}

fn variant_section(h: &mut String, v: &VariantReport, results: &[GameResult], open: bool) {
    let _ = write!(
        h,
        "<details{}><summary>Variant: {}</summary>",
        if open { " open" } else { "" },
        escape(&v.variant.key)
    );
    let options: Vec<String> = v
        .variant
        .resolved
        .iter()
        .map(|(k, x)| format!("{}={}", escape(k), escape(x)))
        .collect();
    let _ = write!(
        h,
        "<p>Options: <code>{}</code>. {} players. Exact value of the start: {}.</p>",
        options.join(" "),
        v.variant.players,
        exact_text(v)
    );
    for l in &v.levels {
        level_section(h, v, l, results);
    }
    if !v.ladder.is_empty() {
        ladder_section(h, &v.ladder);
    }
    h.push_str("</details>");
}

fn level_section(h: &mut String, v: &VariantReport, l: &LevelReport, results: &[GameResult]) {
    let o = &l.outcomes;
    let _ = write!(
        h,
        "<h3>{} in every seat, {} games</h3>",
        escape(&l.agent),
        l.games
    );
    if l.games == 0 {
        h.push_str("<p>No games played yet.</p>");
        return;
    }
    let names = &v.variant.seat_names;
    h.push_str("<div class=\"plots\">");
    let labels: Vec<String> = (0..v.variant.players)
        .map(|s| format!("{} {}", s + 1, names.get(s).map_or("", String::as_str)))
        .collect();
    h.push_str(&plots::bars(
        &format!("win rate by seat ({})", l.agent),
        &labels,
        &o.win_rate,
        "win rate",
        Some(o.completion.estimate / v.variant.players.max(1) as f64),
    ));
    let mine: Vec<&GameResult> = results
        .iter()
        .filter(|r| r.variant == v.variant.key && r.group == l.agent)
        .collect();
    let actions: Vec<usize> = mine.iter().map(|r| r.trace.actions).collect();
    let turns: Vec<usize> = mine.iter().map(|r| r.trace.turns).collect();
    h.push_str(&plots::histogram(
        "length in actions",
        &actions,
        "actions",
        30,
    ));
    h.push_str(&plots::histogram("length in turns", &turns, "turns", 30));
    let mut curves = Vec::new();
    for r in mine.iter().filter(|r| r.trace.curve.is_some()) {
        let curve = r.trace.curve.as_ref().expect("filtered");
        let (who, label) = match r.winner() {
            Some(w) => (w, format!("game {}: seat {} won", r.index + 1, w + 1)),
            None => (0, format!("game {}: no sole winner, seat 1", r.index + 1)),
        };
        let pts: Vec<(f64, f64)> = curve
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let mine = e.get(who).copied().unwrap_or(0.0) as f64;
                let best_other = e
                    .iter()
                    .enumerate()
                    .filter(|&(s, _)| s != who)
                    .map(|(_, &x)| x as f64)
                    .fold(f64::NEG_INFINITY, f64::max);
                (
                    i as f64,
                    if best_other.is_finite() {
                        mine - best_other
                    } else {
                        mine
                    },
                )
            })
            .collect();
        curves.push((label, pts));
    }
    h.push_str(&plots::lines(
        "example games: the winner's lead by the evaluation",
        &curves,
        "actions",
        "lead (own − best other)",
        Some((-2.05, 2.05)),
    ));
    let by_action: Vec<(f64, f64)> = l
        .branching
        .by_action
        .iter()
        .enumerate()
        .map(|(i, &b)| (i as f64, b))
        .collect();
    h.push_str(&plots::lines(
        "branching over the game",
        &[("mean legal actions".to_string(), by_action)],
        "action number (while ≥ 10% of games last)",
        "legal actions",
        None,
    ));
    h.push_str("</div>");

    h.push_str("<table><tr><th>seat</th><th>wins alone</th><th>win rate</th></tr>");
    for ((label, wins), rate) in labels.iter().zip(&o.wins).zip(&o.win_rate) {
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(label),
            wins,
            pct(rate)
        );
    }
    h.push_str("</table><table>");
    let rows: Vec<(&str, String)> = vec![
        ("balance", format!("{:.3}", o.balance)),
        ("first player's score", pct(&o.first_player_score)),
        (
            "first player's advantage",
            format!("{:+.1} points", 100.0 * o.first_player_advantage),
        ),
        ("first player's wins", pct(&o.first_player_wins)),
        ("completion (sole winner)", pct(&o.completion)),
        ("drawishness", pct(&o.drawishness)),
        ("timeouts", pct(&o.timeouts)),
        ("seat fairness (χ² p-value)", p_value(o.fairness_p)),
        ("length in actions", spread(&l.lengths.actions)),
        ("length in turns", spread(&l.lengths.turns)),
        ("decided at", fraction(&l.decisiveness.decided_at)),
        (
            "actions played once decided",
            spread(&l.decisiveness.actions_after_decided),
        ),
        ("lead changes", spread(&l.decisiveness.lead_changes)),
        ("comebacks", pct(&l.decisiveness.comebacks)),
        (
            "branching (legal actions)",
            spread(&l.branching.per_decision),
        ),
    ];
    for (k, x) in rows {
        let _ = write!(h, "<tr><th>{k}</th><td>{x}</td></tr>");
    }
    let margins: Vec<String> = l
        .decisiveness
        .margins
        .iter()
        .map(|(m, c)| format!("{m}: {c}"))
        .collect();
    let _ = write!(
        h,
        "<tr><th>winning margin (score − best other: games)</th><td>{}</td></tr>",
        escape(&margins.join(", "))
    );
    let reasons: Vec<String> = o.reasons.iter().map(|(r, c)| format!("{r}: {c}")).collect();
    let _ = write!(
        h,
        "<tr><th>endings</th><td>{}</td></tr></table>",
        escape(&reasons.join("; "))
    );
}

fn ladder_section(h: &mut String, ladder: &[Rung]) {
    h.push_str("<h3>Skill: does the stronger agent win?</h3><table><tr><th>weaker</th><th>stronger</th><th>games</th><th>stronger wins</th><th>weaker wins</th><th>draws</th><th>stronger's score</th><th>p (score = ½)</th></tr>");
    for r in ladder {
        let _ = write!(
            h,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&r.weaker),
            escape(&r.stronger),
            r.games,
            r.stronger_wins,
            r.weaker_wins,
            r.draws,
            pct(&r.stronger_score),
            p_value(r.p_value)
        );
    }
    h.push_str("</table><div class=\"plots\">");
    let labels: Vec<String> = ladder
        .iter()
        .map(|r| format!("{} > {}", r.stronger, r.weaker))
        .collect();
    let scores: Vec<Interval> = ladder.iter().map(|r| r.stronger_score).collect();
    h.push_str(&plots::bars(
        "stronger agent's score",
        &labels,
        &scores,
        "score",
        Some(0.5),
    ));
    h.push_str("</div>");
}
