//! `cubist games` and `cubist rules`.

use cubist_words::{Args, Lang};

use crate::words::{say, word};
use crate::CliResult;

pub fn list_games(lang: Lang) -> CliResult {
    for info in cubist_games::all() {
        println!("{:<14} {}", info.name, info.summary_in(lang));
        for o in &info.options_in(lang) {
            let args = Args::new()
                .text("key", format!("{:<12}", o.key))
                .text("values", format!("{:<28}", o.values))
                .text("default", format!("{:<8}", o.default))
                .text("help", o.help.as_str());
            println!("{}", say(lang, "cli-games-option-line", args));
        }
        println!();
    }
    println!("{}", word(lang, "cli-games-how-to-set"));
    Ok(())
}

/// The rules in `lang` (English where the game has none in it), then the options.
pub fn show_rules(game: &str, lang: Lang) -> CliResult {
    let info = cubist_games::info(game)?;
    println!("{}", info.rules_in(lang).trim_end());
    if !info.options.is_empty() {
        println!("\n{}", word(lang, "cli-rules-options"));
        for o in &info.options_in(lang) {
            let args = Args::new()
                .text("key", o.key)
                .text("values", o.values.to_string())
                .text("default", o.default.to_string())
                .text("help", o.help.as_str());
            println!("{}", say(lang, "cli-rules-option-line", args));
        }
    }
    Ok(())
}
