//! Squadro's options.

use cubist_core::{parse_int, FirstPlayer, GameOptions, OptionError, OptionPairs, OptionSpec};
use serde::{Deserialize, Serialize};

/// Seat names, also accepted by the `first` option.
pub const SEAT_NAMES: [&str; 2] = ["Light", "Dark"];

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SquadroOptions {
    /// Who moves first. Default: drawn from the seed, as the rulebook says.
    pub first: FirstPlayer,
    /// The game is drawn when a position (same player to move) occurs this many times.
    pub repetition: u32,
    /// The game is drawn after this many actions.
    pub cap: u32,
}

impl Default for SquadroOptions {
    fn default() -> Self {
        SquadroOptions {
            first: FirstPlayer::Random,
            repetition: 3,
            cap: 1000,
        }
    }
}

impl GameOptions for SquadroOptions {
    fn specs() -> Vec<OptionSpec> {
        let d = Self::default();
        vec![
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
                help: "a position seen this many times (same player to move) is a draw",
            },
            OptionSpec {
                key: "cap",
                default: d.cap.to_string(),
                values: "10..100000".into(),
                help: "the game is a draw after this many actions",
            },
        ]
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "first" => self.first = FirstPlayer::parse(key, value, 2, &["light", "dark"])?,
            "repetition" => self.repetition = parse_int(key, value, 2, 10)?,
            "cap" => self.cap = parse_int(key, value, 10, 100_000)?,
            _ => return Err(Self::unknown_key(key)),
        }
        Ok(())
    }

    fn to_pairs(&self) -> OptionPairs {
        OptionPairs::from([
            ("first".into(), self.first.to_text()),
            ("repetition".into(), self.repetition.to_string()),
            ("cap".into(), self.cap.to_string()),
        ])
    }
}
