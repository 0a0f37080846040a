//! The seats' clocks as the terminal shows them: `Light 4:57 ▶  Dark 5:00`.

use cubist_session::Match;
use cubist_words::{Args, Lang};

use crate::words::say;

/// Time left as a clock shows it, rounded down: `1d 23:59:58`, `1:02:03`, `4:57`,
/// and tenths of a second under ten seconds: `0:09.3`.
pub fn clock_text(ms: u64) -> String {
    let seconds = ms / 1_000;
    let (d, h, m, s) = (
        seconds / 86_400,
        seconds / 3_600 % 24,
        seconds / 60 % 60,
        seconds % 60,
    );
    if d > 0 {
        format!("{d}d {h}:{m:02}:{s:02}")
    } else if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else if ms >= 10_000 {
        format!("{m}:{s:02}")
    } else {
        format!("0:{s:02}.{}", ms % 1_000 / 100)
    }
}

/// Every seat's clock on one line, the running ones marked `▶`, a seat that ran out
/// `out of time`; none in an untimed match.
pub fn status_line(m: &Match, lang: Lang) -> Option<String> {
    let clocks = m.clocks();
    if clocks.is_empty() {
        return None;
    }
    let seats: Vec<String> = clocks
        .iter()
        .map(|c| {
            let name = m.game().seat_name(c.seat);
            if c.flagged {
                say(
                    lang,
                    "cli-clock-out-of-time",
                    Args::new().text("seat", name),
                )
            } else if c.running {
                format!("{name} {} ▶", clock_text(c.remaining_ms))
            } else {
                format!("{name} {}", clock_text(c.remaining_ms))
            }
        })
        .collect();
    Some(seats.join("  "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_like_clocks_with_tenths_at_the_end() {
        assert_eq!(clock_text(300_000), "5:00");
        assert_eq!(clock_text(297_999), "4:57");
        assert_eq!(clock_text(10_000), "0:10");
        assert_eq!(clock_text(9_999), "0:09.9");
        assert_eq!(clock_text(312), "0:00.3");
        assert_eq!(clock_text(0), "0:00.0");
        assert_eq!(clock_text(3_723_000), "1:02:03");
        assert_eq!(clock_text(2 * 86_400_000), "2d 0:00:00");
        assert_eq!(clock_text(86_400_000 - 2_000), "23:59:58");
    }
}
