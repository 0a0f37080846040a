//! Progress bars for long runs.

/// A progress bar for a number of games, with the time left.
pub fn games(games: usize) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(games as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} {bar:40} {pos}/{len} games  {elapsed_precise} (eta {eta})",
        )
        .expect("valid template"),
    );
    bar
}

/// A progress bar for positions judged, with the time left.
pub fn positions(positions: usize) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(positions as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} {bar:40} {pos}/{len} positions  {elapsed_precise} (eta {eta})",
        )
        .expect("valid template"),
    );
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
