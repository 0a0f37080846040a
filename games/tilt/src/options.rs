//! Tilt's options.

use cubist_core::{Args, FirstPlayer, GameOptions, OptionField, Phrase};
use serde::{Deserialize, Serialize};

use crate::catalogue::phrase;

use crate::{MAX_SIZE, MIN_SIZE};

/// Seat names, also accepted by the `first` option.
pub const SEAT_NAMES: [&str; 2] = ["Light", "Dark"];

/// How each seat is shown, in the colour it is named by: its pieces in the picture,
/// its lettering in a terminal, its labels in a client.
pub const SEAT_COLOURS: [cubist_core::SeatColour; 2] = [
    cubist_core::SeatColour::LIGHT,
    cubist_core::SeatColour::DARK,
];

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
    fn fields() -> Vec<OptionField<Self>> {
        vec![
            OptionField::<Self>::int(
                "size",
                words("tilt-option-size"),
                MIN_SIZE,
                MAX_SIZE,
                |o| o.size,
                |o, v| o.size = v,
            )
            .label(words("tilt-option-size-label")),
            OptionField::<Self>::first(
                words("tilt-option-first"),
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            )
            .value_labels(&[("light", words("tilt-light")), ("dark", words("tilt-dark"))]),
            OptionField::repetition(
                words("tilt-option-repetition"),
                |o| o.repetition,
                |o, v| o.repetition = v,
            ),
            OptionField::cap(words("tilt-option-cap"), 10, |o| o.cap, |o, v| o.cap = v),
        ]
    }
}

/// A message of the game's catalogue without arguments.
fn words(id: &'static str) -> Phrase {
    phrase(id, Args::new())
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

    #[test]
    fn options_are_said_whole_in_every_language() {
        cubist_core::testing::check_option_words::<TiltOptions>();
    }
}
