//! Zhen's options.

use cubist_core::{parse_int, FirstPlayer, GameOptions, OptionError, OptionPairs, OptionSpec};
use serde::{Deserialize, Serialize};

use crate::{MAX_CUBES, MAX_TILES};

/// Seat names, also accepted by the `first` option.
pub const SEAT_NAMES: [&str; 2] = ["Red", "Blue"];

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ZhenOptions {
    /// Tiles in the line between the two goals (the published game has 10).
    pub tiles: u8,
    /// Cubes each player starts with in reserve (the published game has 10).
    pub cubes: u8,
    /// Who moves first. Default: drawn from the seed, as the rulebook says.
    pub first: FirstPlayer,
    /// The game ends, scored as it stands, when a position (same player to move) occurs
    /// this many times.
    pub repetition: u32,
    /// The game ends, scored as it stands, after this many actions.
    pub cap: u32,
}

impl Default for ZhenOptions {
    fn default() -> Self {
        ZhenOptions {
            tiles: 10,
            cubes: 10,
            first: FirstPlayer::Random,
            repetition: 3,
            cap: 1000,
        }
    }
}

impl ZhenOptions {
    /// Options with `tiles` and `cubes` and every other option at its default.
    pub fn sized(tiles: u8, cubes: u8) -> Self {
        ZhenOptions {
            tiles,
            cubes,
            ..Self::default()
        }
    }
}

impl GameOptions for ZhenOptions {
    fn specs() -> Vec<OptionSpec> {
        let d = Self::default();
        vec![
            OptionSpec {
                key: "tiles",
                default: d.tiles.to_string(),
                values: format!("2..{MAX_TILES}"),
                help: "number of tiles in the line between the two goals",
            },
            OptionSpec {
                key: "cubes",
                default: d.cubes.to_string(),
                values: format!("1..{MAX_CUBES}"),
                help: "cubes each player starts with in reserve",
            },
            OptionSpec {
                key: "first",
                default: d.first.to_text(),
                values: FirstPlayer::values(2, &["red", "blue"]),
                help: "who moves first (1 = Red, 2 = Blue)",
            },
            OptionSpec {
                key: "repetition",
                default: d.repetition.to_string(),
                values: "2..10".into(),
                help: "a position seen this many times (same player to move) ends the game, scored as it stands",
            },
            OptionSpec {
                key: "cap",
                default: d.cap.to_string(),
                values: "10..100000".into(),
                help: "the game ends after this many actions, scored as it stands",
            },
        ]
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "tiles" => self.tiles = parse_int(key, value, 2, MAX_TILES)?,
            "cubes" => self.cubes = parse_int(key, value, 1, MAX_CUBES)?,
            "first" => self.first = FirstPlayer::parse(key, value, 2, &["red", "blue"])?,
            "repetition" => self.repetition = parse_int(key, value, 2, 10)?,
            "cap" => self.cap = parse_int(key, value, 10, 100_000)?,
            _ => return Err(Self::unknown_key(key)),
        }
        Ok(())
    }

    fn to_pairs(&self) -> OptionPairs {
        OptionPairs::from([
            ("tiles".into(), self.tiles.to_string()),
            ("cubes".into(), self.cubes.to_string()),
            ("first".into(), self.first.to_text()),
            ("repetition".into(), self.repetition.to_string()),
            ("cap".into(), self.cap.to_string()),
        ])
    }

    fn validate(&self) -> Result<(), OptionError> {
        let bad = |key: &str, value: String, expected: String| OptionError::BadValue {
            key: key.into(),
            value,
            expected,
        };
        if !(2..=MAX_TILES).contains(&self.tiles) {
            return Err(bad(
                "tiles",
                self.tiles.to_string(),
                format!("2..{MAX_TILES}"),
            ));
        }
        if !(1..=MAX_CUBES).contains(&self.cubes) {
            return Err(bad(
                "cubes",
                self.cubes.to_string(),
                format!("1..{MAX_CUBES}"),
            ));
        }
        if !(2..=10).contains(&self.repetition) {
            return Err(bad(
                "repetition",
                self.repetition.to_string(),
                "2..10".into(),
            ));
        }
        if !(10..=100_000).contains(&self.cap) {
            return Err(bad("cap", self.cap.to_string(), "10..100000".into()));
        }
        if let FirstPlayer::Seat(s) = self.first {
            if s > 1 {
                return Err(bad("first", (s + 1).to_string(), "random, 1 or 2".into()));
            }
        }
        Ok(())
    }
}
