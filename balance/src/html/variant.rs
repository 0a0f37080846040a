//! One variant's section: its options and exact value, then for each level its
//! self-play (plots, seats, figures), then the ladder.

use std::fmt::Write;

use cubist_core::picture::escape;

use super::format::{exact_text, fraction, p_value, pct, spread};
use crate::metrics::Rung;
use crate::plots;
use crate::report::{LevelReport, VariantReport};
use crate::stats::Interval;
use crate::trace::GameResult;

/// A section that folds away, open when it is the report's only variant.
pub(super) fn variant_section(
    h: &mut String,
    v: &VariantReport,
    results: &[GameResult],
    open: bool,
) {
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

/// One level's self-play: plots, each seat's wins, then every figure.
fn level_section(h: &mut String, v: &VariantReport, l: &LevelReport, results: &[GameResult]) {
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
    let labels: Vec<String> = (0..v.variant.players)
        .map(|s| format!("{} {}", s + 1, names.get(s).map_or("", String::as_str)))
        .collect();
    let mine: Vec<&GameResult> = results
        .iter()
        .filter(|r| r.variant == v.variant.key && r.group == l.agent)
        .collect();
    h.push_str("<div class=\"plots\">");
    level_plots(h, v, l, &labels, &mine);
    h.push_str("</div>");
    seat_table(h, l, &labels);
    figures_table(h, l);
}

/// Win rate by seat, the lengths, the example games' leads and branching.
fn level_plots(
    h: &mut String,
    v: &VariantReport,
    l: &LevelReport,
    labels: &[String],
    mine: &[&GameResult],
) {
    let o = &l.outcomes;
    h.push_str(&plots::bars(
        &format!("win rate by seat ({})", l.agent),
        labels,
        &o.win_rate,
        "win rate",
        Some(o.completion.estimate / v.variant.players.max(1) as f64),
    ));
    let actions: Vec<usize> = mine.iter().map(|r| r.trace.actions).collect();
    let turns: Vec<usize> = mine.iter().map(|r| r.trace.turns).collect();
    h.push_str(&plots::histogram(
        "length in actions",
        &actions,
        "actions",
        30,
    ));
    h.push_str(&plots::histogram("length in turns", &turns, "turns", 30));
    h.push_str(&plots::lines(
        "example games: the winner's lead by the evaluation",
        &lead_curves(mine),
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
}

/// For each game that kept its evaluation curve, the winner's lead over the best other
/// seat after each action (seat 1's when no seat won alone), labelled.
fn lead_curves(games: &[&GameResult]) -> Vec<(String, Vec<(f64, f64)>)> {
    let mut curves = Vec::new();
    for r in games.iter().filter(|r| r.trace.curve.is_some()) {
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
    curves
}

fn seat_table(h: &mut String, l: &LevelReport, labels: &[String]) {
    let o = &l.outcomes;
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
    h.push_str("</table>");
}

/// Every figure of the level, one row each, ending with the margins and the endings.
fn figures_table(h: &mut String, l: &LevelReport) {
    let o = &l.outcomes;
    h.push_str("<table>");
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

/// Each agent of the ladder against the next: a table and the stronger's scores.
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
