//! Zhen's options.

use cubist_core::{Args, FirstPlayer, GameOptions, OptionError, OptionField, Phrase};
use serde::{Deserialize, Serialize};

use crate::catalogue::phrase;

use crate::{MAX_CUBES, MAX_TILES};

/// Seat names, also accepted by the `first` option.
pub const SEAT_NAMES: [&str; 2] = ["Red", "Blue"];

/// How each seat is shown, in the colour it is named by: its pieces in the picture,
/// its lettering in a terminal, its labels in a client.
pub const SEAT_COLOURS: [cubist_core::SeatColour; 2] =
    [cubist_core::SeatColour::RED, cubist_core::SeatColour::BLUE];

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
    fn fields() -> Vec<OptionField<Self>> {
        vec![
            OptionField::<Self>::int(
                "tiles",
                words("zhen-option-tiles"),
                2,
                MAX_TILES,
                |o| o.tiles,
                |o, v| o.tiles = v,
            )
            .label(words("zhen-option-tiles-label")),
            OptionField::<Self>::int(
                "cubes",
                words("zhen-option-cubes"),
                1,
                MAX_CUBES,
                |o| o.cubes,
                |o, v| o.cubes = v,
            )
            .label(words("zhen-option-cubes-label")),
            OptionField::<Self>::first(
                words("zhen-option-first"),
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            )
            .value_labels(&[("red", words("zhen-red")), ("blue", words("zhen-blue"))]),
            OptionField::repetition(
                words("zhen-option-repetition"),
                |o| o.repetition,
                |o, v| o.repetition = v,
            ),
            OptionField::cap(words("zhen-option-cap"), 10, |o| o.cap, |o, v| o.cap = v),
        ]
    }

    /// Options read back from a saved state come here unchecked.
    fn validate(&self) -> Result<(), OptionError> {
        self.check_fields()
    }
}

/// A message of the game's catalogue without arguments.
fn words(id: &'static str) -> Phrase {
    phrase(id, Args::new())
}
