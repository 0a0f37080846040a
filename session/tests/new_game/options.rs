//! Bid Nim's options, each declared once.

use cubist_core::{Args, FirstPlayer, GameOptions, OptionError, OptionField, Phrase};
use serde::{Deserialize, Serialize};

use super::{SEAT_NAMES, WORDS};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct NimOptions {
    /// Cubes in the pile at the start.
    pub pile: u32,
    /// The most cubes a player may bid or take at once.
    pub take: u8,
    /// Who takes first after equal bids.
    pub first: FirstPlayer,
    /// The game ends after this many actions (bids included).
    pub cap: u32,
}

impl Default for NimOptions {
    fn default() -> Self {
        NimOptions {
            pile: 21,
            take: 3,
            first: FirstPlayer::Random,
            cap: 200,
        }
    }
}

impl GameOptions for NimOptions {
    fn fields() -> Vec<OptionField<Self>> {
        vec![
            OptionField::<Self>::int(
                "pile",
                words("bid-nim-option-pile"),
                5,
                99,
                |o| o.pile,
                |o, v| o.pile = v,
            )
            .label(words("bid-nim-option-pile-label"))
            .note("more than twice take"),
            OptionField::<Self>::int(
                "take",
                words("bid-nim-option-take"),
                2,
                5,
                |o| o.take,
                |o, v| o.take = v,
            )
            .label(words("bid-nim-option-take-label")),
            OptionField::<Self>::first(
                words("bid-nim-option-first"),
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            )
            .value_labels(&[
                ("north", words("bid-nim-north")),
                ("south", words("bid-nim-south")),
            ]),
            OptionField::cap(words("bid-nim-option-cap"), 2, |o| o.cap, |o, v| o.cap = v),
        ]
    }

    fn validate(&self) -> Result<(), OptionError> {
        self.check_fields()?;
        if self.pile <= 2 * self.take as u32 {
            let args = Args::new()
                .number("pile", self.pile)
                .number("take", self.take);
            let why = Phrase::new(&WORDS, "bid-nim-option-pile-small", args);
            return Err(OptionError::Conflict(why));
        }
        Ok(())
    }
}

/// A message of Bid Nim's catalogue without arguments.
fn words(id: &'static str) -> Phrase {
    Phrase::new(&WORDS, id, Args::new())
}

#[test]
fn the_options_are_said_whole_in_every_language() {
    cubist_core::testing::check_option_words::<NimOptions>();
}
