//! Tilt's options.

use cubist_core::{parse_int, FirstPlayer, GameOptions, OptionError, OptionPairs, OptionSpec};
use serde::{Deserialize, Serialize};

use crate::{MAX_SIZE, MIN_SIZE};

/// Seat names, also accepted by the `first` option.
pub const SEAT_NAMES: [&str; 2] = ["Light", "Dark"];

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TiltOptions {
    /// Side of the square board. The rulebook's board size was lost; 6 is our choice.
    pub size: u8,
    /// Who moves first. Default: drawn from the seed, as the rulebook says.
    pub first: FirstPlayer,
    /// A position (same player to move, same bonus state) seen this many times is a
    /// draw: the rulebook's "moving forever without finishing the game".
    pub repetition: u32,
    /// The game is drawn after this many actions (bonus moves and `end` count).
    pub cap: u32,
}

impl Default for TiltOptions {
    fn default() -> Self {
        TiltOptions {
            size: 6,
            first: FirstPlayer::Random,
            repetition: 3,
            cap: 1000,
        }
    }
}

impl GameOptions for TiltOptions {
    fn specs() -> Vec<OptionSpec> {
        let d = Self::default();
        vec![
            OptionSpec {
                key: "size",
                default: d.size.to_string(),
                values: format!("{MIN_SIZE}..{MAX_SIZE}"),
                help: "side of the square board (the printed size is unknown; 6 is our choice)",
            },
            OptionSpec {
                key: "first",
                default: d.first.to_text(),
                values: FirstPlayer::values(2, &["light", "dark"]),
                help: "who moves first (1 = Light, 2 = Dark)",
            },
            OptionSpec {
                key: "repetition",
                default: d.repetition.to_string(),
                values: "2..10".into(),
                help: "a position seen this many times (same player to move, same bonus state) is a draw",
            },
            OptionSpec {
                key: "cap",
                default: d.cap.to_string(),
                values: "10..100000".into(),
                help: "the game is a draw after this many actions (bonus moves and 'end' count)",
            },
        ]
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "size" => self.size = parse_int(key, value, MIN_SIZE, MAX_SIZE)?,
            "first" => self.first = FirstPlayer::parse(key, value, 2, &["light", "dark"])?,
            "repetition" => self.repetition = parse_int(key, value, 2, 10)?,
            "cap" => self.cap = parse_int(key, value, 10, 100_000)?,
            _ => return Err(Self::unknown_key(key)),
        }
        Ok(())
    }

    fn to_pairs(&self) -> OptionPairs {
        OptionPairs::from([
            ("size".into(), self.size.to_string()),
            ("first".into(), self.first.to_text()),
            ("repetition".into(), self.repetition.to_string()),
            ("cap".into(), self.cap.to_string()),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_checked_and_round_trip() {
        let mut o = TiltOptions::default();
        o.set("size", "10").unwrap();
        o.set("first", "dark").unwrap();
        o.set("repetition", "4").unwrap();
        o.set("cap", "200").unwrap();
        assert_eq!(TiltOptions::from_pairs(&o.to_pairs()).unwrap(), o);
        assert!(o.set("size", "3").is_err());
        assert!(o.set("size", "11").is_err());
        assert!(o.set("cap", "9").is_err());
        assert!(o.set("colour", "red").is_err());
        assert_eq!(TiltOptions::specs().len(), o.to_pairs().len());
    }
}
