//! Zhen's options.

use cubist_core::{FirstPlayer, GameOptions, OptionError, OptionField};
use serde::{Deserialize, Serialize};

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
                "number of tiles in the line between the two goals",
                2,
                MAX_TILES,
                |o| o.tiles,
                |o, v| o.tiles = v,
            )
            .label("Tiles between the goals"),
            OptionField::<Self>::int(
                "cubes",
                "cubes each player starts with in reserve",
                1,
                MAX_CUBES,
                |o| o.cubes,
                |o, v| o.cubes = v,
            )
            .label("Cubes in reserve"),
            OptionField::first(
                "who moves first (1 = Red, 2 = Blue)",
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            ),
            OptionField::repetition(
                "a position seen this many times (same player to move) ends the game, scored as it stands",
                |o| o.repetition,
                |o, v| o.repetition = v,
            ),
            OptionField::cap(
                "the game ends after this many actions, scored as it stands",
                10,
                |o| o.cap,
                |o, v| o.cap = v,
            ),
        ]
    }

    /// Options read back from a saved state come here unchecked.
    fn validate(&self) -> Result<(), OptionError> {
        self.check_fields()
    }
}
