//! How the report writes its figures: rates and means with their intervals,
//! p-values and exact values, as HTML fragments.

use cubist_core::picture::escape;

use crate::report::VariantReport;
use crate::stats::{Interval, Spread};

/// A rate in percent, with its interval.
pub(super) fn pct(i: &Interval) -> String {
    format!(
        "{:.1}% <small>[{:.1}, {:.1}]</small>",
        100.0 * i.estimate,
        100.0 * i.low,
        100.0 * i.high
    )
}

/// A mean with its interval, then the spread of the values.
pub(super) fn spread(s: &Spread) -> String {
    if s.n == 0 {
        return "–".into();
    }
    format!(
        "{:.1} <small>[{:.1}, {:.1}]</small>, sd {:.1}, median {:.0}, quartiles {:.0}–{:.0}, range {:.0}–{:.0}",
        s.mean, s.mean_low, s.mean_high, s.sd, s.median, s.q1, s.q3, s.min, s.max
    )
}

/// A share of the game (mean with its interval, median and quartiles).
pub(super) fn fraction(s: &Spread) -> String {
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

/// A p-value, written as a bound below what four decimals show.
pub(super) fn p_value(p: f64) -> String {
    if p < 0.0001 {
        "&lt; 0.0001".into()
    } else {
        format!("{p:.4}")
    }
}

/// The exact value of a variant's start, or why there is none.
pub(super) fn exact_text(v: &VariantReport) -> String {
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
