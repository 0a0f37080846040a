//! Squadro's options.

use cubist_core::{Args, FirstPlayer, GameOptions, OptionField, Phrase};
use serde::{Deserialize, Serialize};

use crate::catalogue::phrase;

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
            OptionField::<Self>::first(
                words("squadro-option-first"),
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            )
            .value_labels(&[
                ("light", words("squadro-light")),
                ("dark", words("squadro-dark")),
            ]),
            OptionField::repetition(
                words("squadro-option-repetition"),
                |o| o.repetition,
                |o, v| o.repetition = v,
            ),
            OptionField::cap(words("squadro-option-cap"), 10, |o| o.cap, |o, v| o.cap = v),
        ]
    }
}

/// A message of the game's catalogue without arguments.
fn words(id: &'static str) -> Phrase {
    phrase(id, Args::new())
}
