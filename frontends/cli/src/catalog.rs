//! `cubist games` and `cubist rules`.

use crate::CliResult;

pub fn list_games() -> CliResult {
    for info in cubist_games::all() {
        println!("{:<14} {}", info.name, info.summary);
        for o in &info.options {
            println!(
                "    {:<12} {:<28} default {:<8} {}",
                o.key, o.values, o.default, o.help
            );
        }
        println!();
    }
    println!(
        "Set options with --option key=value (e.g. cubist play squadro --option first=light)."
    );
    Ok(())
}

pub fn show_rules(game: &str) -> CliResult {
    let info = cubist_games::info(game)?;
    println!("{}", info.rules.trim_end());
    if !info.options.is_empty() {
        println!("\nOPTIONS");
        for o in &info.options {
            println!(
                "  {}={}  (default {}): {}",
                o.key, o.values, o.default, o.help
            );
        }
    }
    Ok(())
}
