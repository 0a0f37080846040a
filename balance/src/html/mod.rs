//! `report.html`: one page, plots inline as SVG, no script and nothing fetched.

mod format;
mod sweep;
mod variant;

use std::fmt::Write;

use crate::report::Report;
use crate::trace::GameResult;
use sweep::sweep_section;
use variant::variant_section;

/// Text made safe for HTML (the same escaping as the games' SVG pictures).
pub use cubist_core::picture::escape;

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

/// The definitions of the figures, folded away.
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
