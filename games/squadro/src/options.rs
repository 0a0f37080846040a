//! Squadro's options.

use cubist_core::{FirstPlayer, GameOptions, OptionField};
use serde::{Deserialize, Serialize};

/// Seat names, also accepted by the `first` option.
pub const SEAT_NAMES: [&str; 2] = ["Light", "Dark"];

/// How each seat is shown, in the colour it is named by: its pieces in the picture,
/// its lettering in a terminal, its labels in a client.
pub const SEAT_COLOURS: [cubist_core::SeatColour; 2] = [
    cubist_core::SeatColour::LIGHT,
    cubist_core::SeatColour::DARK,
];

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
    fn fields() -> Vec<OptionField<Self>> {
        vec![
            OptionField::first(
                "who moves first (1 = Light, 2 = Dark)",
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            ),
            OptionField::repetition(
                "a position seen this many times (same player to move) is a draw",
                |o| o.repetition,
                |o, v| o.repetition = v,
            ),
            OptionField::cap(
                "the game is a draw after this many actions",
                10,
                |o| o.cap,
                |o, v| o.cap = v,
            ),
        ]
    }
}
