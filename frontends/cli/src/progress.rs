//! Progress bars for long runs.

/// A progress bar for a number of games, with the time left.
pub fn games(games: usize) -> indicatif::ProgressBar {
    counting(games, "games")
}

/// A progress bar for positions judged, with the time left.
pub fn positions(positions: usize) -> indicatif::ProgressBar {
    counting(positions, "positions")
}

/// A bar counting `total` things called `unit`, with the time elapsed and left.
fn counting(total: usize, unit: &str) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(total as u64);
    let template =
        format!("{{spinner}} {{bar:40}} {{pos}}/{{len}} {unit}  {{elapsed_precise}} (eta {{eta}})");
    bar.set_style(indicatif::ProgressStyle::with_template(&template).expect("valid template"));
    bar
}

/// A progress bar for actions reviewed, with the time left; its length is set as the
/// review reports it.
pub fn actions() -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(0);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} {bar:40} {pos}/{len} actions  {elapsed_precise} (eta {eta})",
        )
        .expect("valid template"),
    );
    bar
}
