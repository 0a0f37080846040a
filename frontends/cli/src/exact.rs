//! The exact value of a start position and of every first action
//! (`cubist_ai::exact`), with a progress line and a report of what it took: what
//! `cubist solve` does for a game that numbers no families of positions.

use cubist_ai::exact::{solve_start, ExactSettings, StartReport};
use cubist_ai::solver::Value;
use cubist_core::{Game, GameOptions, GameVisitor, OptionPairs, Trust};

use crate::CliResult;

/// Value the start of `game` with `options` under `settings`, showing progress on
/// stderr and printing the report.
pub fn run_with(
    game: &str,
    options: &OptionPairs,
    settings: &ExactSettings,
) -> CliResult<StartReport> {
    let report = cubist_games::visit(game, Solve { options, settings })??;
    print!("{}", describe(game, options, &report));
    Ok(report)
}

struct Solve<'a> {
    options: &'a OptionPairs,
    settings: &'a ExactSettings,
}

impl GameVisitor for Solve<'_> {
    type Output = CliResult<StartReport>;
    fn visit<G: Game>(self) -> CliResult<StartReport> {
        let options = G::Options::from_pairs_with(self.options, Trust::Local)?;
        let bar = indicatif::ProgressBar::new_spinner();
        bar.set_style(
            indicatif::ProgressStyle::with_template("{spinner} {elapsed_precise} {msg}")
                .expect("valid template"),
        );
        let result = solve_start::<G>(&options, self.settings, |p| {
            bar.set_message(format!(
                "{} states (memo room {}), {} nodes, {}/{} first actions solved",
                p.states, p.room, p.nodes, p.moves_done, p.moves
            ));
            bar.tick();
        });
        bar.finish_and_clear();
        Ok(result?)
    }
}

/// The report as people read it.
pub fn describe(game: &str, options: &OptionPairs, r: &StartReport) -> String {
    let pairs: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let value = |v: Option<Value>| v.map_or("unknown", Value::name);
    let mut out = format!(
        "{game} {}: {} moves first; exact value for {}: {}\n",
        if pairs.is_empty() {
            "(default options)".to_string()
        } else {
            pairs.join(" ")
        },
        r.first_name,
        r.first_name,
        value(r.value)
    );
    if r.proof_nodes > 0 {
        out += &format!(
            "proofs: {} positions memoised, {} nodes\n",
            r.proof_entries, r.proof_nodes
        );
    }
    out += &format!(
        "states memoised {}, nodes searched {}, longest line {} actions, memo {:.1} MiB (grown {} times), {:.2} s{}\n",
        r.states,
        r.nodes,
        r.max_depth,
        r.memo_bytes as f64 / (1 << 20) as f64,
        r.grown,
        r.elapsed.as_secs_f64(),
        if r.unresolved_cycles > 0 {
            format!(", {} cycles the rules did not end (valued as draws)", r.unresolved_cycles)
        } else {
            String::new()
        }
    );
    out += &format!(
        "first actions ({}), value for {}:\n",
        r.moves.len(),
        r.first_name
    );
    for m in &r.moves {
        let how = match m.plies {
            Some(0) => " (ends the game)".to_string(),
            Some(n) => format!(" (proof: within {n} more actions)"),
            None if m.value.is_some() => " (search)".to_string(),
            None => " (no proof within the bound; not searched)".to_string(),
        };
        out += &format!("  {:<10} {}{how}\n", m.action, value(m.value));
    }
    out
}
