//! `cubist review`: a finished game's every action marked against the best one, and
//! each seat's counts and accuracy (see docs/analysis.md).

use std::path::PathBuf;

use clap::Args;
use cubist_ai::{AgentSpec, Control};
use cubist_core::GameRecord;
use cubist_session::review::{
    review_record, Review, ReviewError, ReviewSettings, ReviewedAction, TableSource,
};
use cubist_session::saves;
use cubist_words::{Args as MessageArgs, Lang};

use crate::words::{say, word};
use crate::CliResult;

#[derive(Args)]
pub struct ReviewArgs {
    /// A finished game's record, written by `play` or `selfplay --records`.
    file: PathBuf,
    /// Which game of a selfplay records file (from 1).
    #[arg(long, default_value_t = 1)]
    game: usize,
    /// The level (or agent spec) that searches where nothing exact is known.
    #[arg(long, default_value = "hard")]
    level: String,
    /// The review's seed: the same level and seed give the same review.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Read the endgame tables from this directory (default: CUBIST_TABLES, see docs/tables.md).
    #[arg(long)]
    tables: Option<PathBuf>,
    /// Print the review as JSON (the versioned `Review`, docs/wire/session/).
    #[arg(long)]
    json: bool,
}

pub fn run(args: ReviewArgs, lang: Lang) -> CliResult {
    let record = saves::load_nth(&args.file, args.game)
        .map_err(|e| format!("{}: {e}", args.file.display()))?;
    let level: AgentSpec = args
        .level
        .parse()
        .map_err(|e| format!("--level {}: {e}", args.level))?;
    let settings = ReviewSettings {
        level,
        seed: args.seed,
        tables: args.tables.map_or(TableSource::Default, TableSource::Dir),
        ..ReviewSettings::default()
    };
    let review =
        reviewed(&record, &settings).map_err(|e| format!("{}: {e}", args.file.display()))?;
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&review).expect("reviews serialise")
        );
    } else {
        print!("{}", text(&review, &record.seats, lang));
    }
    Ok(())
}

/// `record` reviewed under `settings`, with a progress bar on stderr (hidden when
/// stderr is not a terminal).
pub fn reviewed(record: &GameRecord, settings: &ReviewSettings) -> Result<Review, ReviewError> {
    let bar = crate::progress::actions();
    let review = review_record(record, settings, &Control::default(), &mut |done, total| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    });
    bar.finish_and_clear();
    review
}

/// The review for people: one line per action, then each seat's summary.
pub fn text(review: &Review, players: &[String], lang: Lang) -> String {
    let measure = if review.measure == "win probability" {
        "cli-review-measure-two"
    } else {
        "cli-review-measure-more"
    };
    let heading = MessageArgs::new()
        .text("game", review.game.clone())
        .text("level", review.level.clone())
        .text("seed", review.seed.to_string())
        .text("measure", word(lang, measure));
    let mut out = say(lang, "cli-review-heading", heading) + "\n\n";
    for a in &review.actions {
        out += &action_line(a, lang);
        out.push('\n');
    }
    out.push('\n');
    for s in &review.seats {
        let who = players
            .get(s.seat - 1)
            .map_or(String::new(), |p| format!(" ({p})"));
        let accuracy = s
            .accuracy
            .map_or(word(lang, "cli-review-no-accuracy"), |a| {
                let percent = MessageArgs::new().text("percent", format!("{a:.0}"));
                say(lang, "cli-review-accuracy", percent)
            });
        let args = MessageArgs::new()
            .text("seat", s.seat.to_string())
            .text("name", s.name.clone())
            .text("player", who)
            .number("inaccuracies", s.inaccuracies as f64)
            .number("mistakes", s.mistakes as f64)
            .number("blunders", s.blunders as f64)
            .number("actions", s.actions as f64)
            .text("accuracy", accuracy);
        out += &say(lang, "cli-review-seat", args);
        out.push('\n');
    }
    out
}

/// `12. P2 c3 ?? blunder (74% → 21%; better c1 74%) [tables: win in 9 → loss in 14]`.
pub fn action_line(a: &ReviewedAction, lang: Lang) -> String {
    let mover = a.seat - 1;
    let before = a.before.get(mover).copied().flatten();
    let after = a.after.get(mover).copied().flatten();
    let mut line = format!("{:>3}. P{} {}", a.ply, a.seat, a.action);
    if a.forced {
        return line + "  " + &word(lang, "cli-review-forced");
    }
    if let Some(mark) = a.mark {
        let name = say(
            lang,
            "cli-review-mark",
            MessageArgs::new().text("mark", mark.name()),
        );
        line += &format!(" {} {name}", mark.sign());
    }
    line += &format!("  ({} → {}", pct(before), pct(after));
    if let Some(best) = a
        .best
        .as_ref()
        .filter(|b| b.action != a.action && a.mark.is_some())
    {
        let args = MessageArgs::new()
            .text("action", best.action.clone())
            .text("expected", pct(Some(best.expected)));
        line += &format!("; {}", say(lang, "cli-review-better", args));
    }
    line.push(')');
    if let Some(exact) = &a.exact {
        line += &format!("  [{}: {exact}]", a.source);
    }
    line
}

/// The best action the review found, with the mover's expected result after it and
/// its exact value when known: `best 1 74% (win in 9)`; `None` when nothing but the
/// played action was valued.
pub fn best_line(a: &ReviewedAction, lang: Lang) -> Option<String> {
    let best = a.best.as_ref().or(a.top.first())?;
    let exact = best
        .exact
        .as_ref()
        .map_or(String::new(), |e| format!(" ({e})"));
    let args = MessageArgs::new()
        .text("action", best.action.clone())
        .text("expected", pct(Some(best.expected)))
        .text("exact", exact);
    Some(say(lang, "cli-review-best", args))
}

/// An expected result as a percentage, `?` when unknown.
fn pct(v: Option<f64>) -> String {
    v.map_or("?".into(), |v| format!("{:.0}%", 100.0 * v))
}
