//! How much time each seat has: the time control a game is created with. The
//! record keeps it, so a saved timed game resumes with its clocks. Its meaning (who
//! runs, when a seat runs out) belongs to the match layer.

use std::fmt;
use std::str::FromStr;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The least a time control may give: its starting time, or its time per move.
pub const MIN_CONTROL_MS: u64 = 1_000;

/// The longest any time control may give: a year, far beyond any game, so that
/// sums of times never overflow.
pub const MAX_CONTROL_MS: u64 = 365 * 24 * 3_600_000;

/// A time control. A game without one is untimed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged, deny_unknown_fields)]
pub enum TimeControl {
    /// Real time (Fischer): each seat starts with `initial_ms` and gains
    /// `increment_ms` after each of its turns.
    RealTime { initial_ms: u64, increment_ms: u64 },
    /// Correspondence: each turn may take at most `per_move_ms`, and the time is
    /// whole again at the next turn.
    PerMove { per_move_ms: u64 },
}

/// A time control that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TimeControlError {
    #[error("'{0}' is not a time control: write minutes+seconds (5+3), days or hours per move (2d, 12h), or untimed")]
    Syntax(String),
    #[error("a clock needs some time: the starting time (or the time per move) must be at least 1 second")]
    TooShort,
    #[error("a time control may give at most 365 days")]
    TooLong,
}

impl TimeControlError {
    /// The error in `lang`; in English, exactly its `Display`.
    pub fn say(&self, lang: cubist_words::Lang) -> String {
        let args = cubist_words::Args::new();
        let (id, args) = match self {
            TimeControlError::Syntax(text) => {
                ("core-clock-syntax", args.text("text", text.as_str()))
            }
            TimeControlError::TooShort => ("core-clock-too-short", args),
            TimeControlError::TooLong => ("core-clock-too-long", args),
        };
        crate::WORDS.say(lang, id, &args)
    }
}

impl TimeControl {
    /// The real-time presets players know, in minutes + seconds.
    pub const PRESETS: [&'static str; 6] = ["1+0", "3+2", "5+3", "10+5", "15+10", "30+20"];
    /// The correspondence presets, in days per move (any number of days or hours
    /// may be written).
    pub const CORRESPONDENCE_PRESETS: [&'static str; 2] = ["1d", "3d"];

    /// The same control, refused if it gives no time or absurdly much.
    pub fn checked(self) -> Result<TimeControl, TimeControlError> {
        let (first, other) = match self {
            TimeControl::RealTime {
                initial_ms,
                increment_ms,
            } => (initial_ms, increment_ms),
            TimeControl::PerMove { per_move_ms } => (per_move_ms, 0),
        };
        if first < MIN_CONTROL_MS {
            Err(TimeControlError::TooShort)
        } else if first > MAX_CONTROL_MS || other > MAX_CONTROL_MS {
            Err(TimeControlError::TooLong)
        } else {
            Ok(self)
        }
    }

    /// The time a seat has when its clock is first shown.
    pub fn initial_ms(&self) -> u64 {
        match *self {
            TimeControl::RealTime { initial_ms, .. } => initial_ms,
            TimeControl::PerMove { per_move_ms } => per_move_ms,
        }
    }

    /// Whether this is a correspondence control (time per move).
    pub fn is_per_move(&self) -> bool {
        matches!(self, TimeControl::PerMove { .. })
    }
}

/// Parse `5+3` (minutes + seconds; minutes may have a fraction: `0.5+1`), `2d` or
/// `12h` (days or hours per move). `untimed` is not a control: see
/// [`parse_time_control`].
impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<Self, TimeControlError> {
        let t = text.trim().to_ascii_lowercase();
        let syntax = || TimeControlError::Syntax(text.trim().chars().take(40).collect());
        let number = |s: &str| -> Result<f64, TimeControlError> {
            let n: f64 = s.trim().parse().map_err(|_| syntax())?;
            if n.is_finite() && n >= 0.0 && n <= MAX_CONTROL_MS as f64 {
                Ok(n)
            } else {
                Err(syntax())
            }
        };
        let control = if let Some((minutes, seconds)) = t.split_once('+') {
            TimeControl::RealTime {
                initial_ms: (number(minutes)? * 60_000.0).round() as u64,
                increment_ms: (number(seconds)? * 1_000.0).round() as u64,
            }
        } else if let Some(days) = t.strip_suffix('d') {
            TimeControl::PerMove {
                per_move_ms: (number(days)? * 86_400_000.0).round() as u64,
            }
        } else if let Some(hours) = t.strip_suffix('h') {
            TimeControl::PerMove {
                per_move_ms: (number(hours)? * 3_600_000.0).round() as u64,
            }
        } else {
            return Err(syntax());
        };
        control.checked()
    }
}

/// `5+3`, `0.5+0`, `2d`, `12h`, or milliseconds where no shorter form is exact.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::RealTime {
                initial_ms,
                increment_ms,
            } if initial_ms % 1_000 == 0 && increment_ms % 1_000 == 0 => {
                let minutes = initial_ms as f64 / 60_000.0;
                write!(f, "{minutes}+{}", increment_ms / 1_000)
            }
            TimeControl::RealTime {
                initial_ms,
                increment_ms,
            } => write!(f, "{initial_ms}ms+{increment_ms}ms"),
            TimeControl::PerMove { per_move_ms } if per_move_ms % 86_400_000 == 0 => {
                write!(f, "{}d", per_move_ms / 86_400_000)
            }
            TimeControl::PerMove { per_move_ms } if per_move_ms % 3_600_000 == 0 => {
                write!(f, "{}h", per_move_ms / 3_600_000)
            }
            TimeControl::PerMove { per_move_ms } => write!(f, "{per_move_ms}ms per move"),
        }
    }
}

/// A time control or none: `untimed` (or `none`, or nothing) is no clock.
pub fn parse_time_control(text: &str) -> Result<Option<TimeControl>, TimeControlError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "" | "untimed" | "none" => Ok(None),
        _ => text.parse().map(Some),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_errors_say_themselves_in_the_readers_language() {
        let errors = [
            "5 minutes".parse::<TimeControl>().unwrap_err(),
            "0+0".parse::<TimeControl>().unwrap_err(),
            "400d".parse::<TimeControl>().unwrap_err(),
        ];
        for e in &errors {
            assert_eq!(e.say(cubist_words::Lang::En), e.to_string());
        }
        assert_eq!(
            errors[0].say(cubist_words::Lang::Es),
            "'5 minutes' no es un control de tiempo: escribe minutos+segundos (5+3), \
             días u horas por jugada (2d, 12h), o untimed"
        );
        assert_eq!(
            errors[2].say(cubist_words::Lang::De),
            "eine Bedenkzeit darf höchstens 365 Tage betragen"
        );
    }

    #[test]
    fn presets_read_as_minutes_and_seconds_and_write_back() {
        for preset in TimeControl::PRESETS
            .iter()
            .chain(&TimeControl::CORRESPONDENCE_PRESETS)
        {
            let control: TimeControl = preset.parse().unwrap();
            assert_eq!(control.to_string(), *preset);
        }
        for other in ["12h", "7d", "0.5+0"] {
            assert_eq!(other.parse::<TimeControl>().unwrap().to_string(), other);
        }
        assert_eq!(
            "5+3".parse::<TimeControl>().unwrap(),
            TimeControl::RealTime {
                initial_ms: 300_000,
                increment_ms: 3_000
            }
        );
        assert_eq!("0.5+0".parse::<TimeControl>().unwrap().initial_ms(), 30_000);
        assert_eq!(
            "2d".parse::<TimeControl>().unwrap(),
            TimeControl::PerMove {
                per_move_ms: 172_800_000
            }
        );
        assert_eq!(parse_time_control("untimed"), Ok(None));
    }

    #[test]
    fn nonsense_and_empty_clocks_are_refused() {
        for bad in ["5", "+3", "a+b", "-1+0", "5+3+1", "1e400+0", "xd", "inf+0"] {
            assert!(
                matches!(bad.parse::<TimeControl>(), Err(TimeControlError::Syntax(_))),
                "{bad}"
            );
        }
        assert_eq!(
            "0+5".parse::<TimeControl>(),
            Err(TimeControlError::TooShort)
        );
        assert_eq!(
            "400d".parse::<TimeControl>(),
            Err(TimeControlError::TooLong)
        );
    }

    #[test]
    fn controls_cross_the_wire_as_the_api_writes_them() {
        let real: TimeControl =
            serde_json::from_str(r#"{"initial_ms": 2000, "increment_ms": 0}"#).unwrap();
        assert_eq!(real.initial_ms(), 2_000);
        let per: TimeControl = serde_json::from_str(r#"{"per_move_ms": 86400000}"#).unwrap();
        assert!(per.is_per_move());
        assert_eq!(
            serde_json::to_string(&per).unwrap(),
            r#"{"per_move_ms":86400000}"#
        );
        assert!(serde_json::from_str::<TimeControl>(r#"{"initial_ms": 5}"#).is_err());
    }
}
