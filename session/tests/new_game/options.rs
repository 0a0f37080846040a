//! Bid Nim's options, each declared once.

use cubist_core::{FirstPlayer, GameOptions, OptionError, OptionField};
use serde::{Deserialize, Serialize};

use super::SEAT_NAMES;

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
                "cubes in the pile at the start",
                5,
                99,
                |o| o.pile,
                |o, v| o.pile = v,
            )
            .note("more than twice take"),
            OptionField::int(
                "take",
                "the most cubes a player may bid or take at once",
                2,
                5,
                |o| o.take,
                |o, v| o.take = v,
            ),
            OptionField::first(
                "who takes first after equal bids (random: a coin tossed when the bids are shown)",
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            ),
            OptionField::cap(
                "the game ends after this many actions; whoever took more cubes wins",
                2,
                |o| o.cap,
                |o, v| o.cap = v,
            ),
        ]
    }

    fn validate(&self) -> Result<(), OptionError> {
        self.check_fields()?;
        if self.pile <= 2 * self.take as u32 {
            return Err(OptionError::Conflict(format!(
                "the pile ({}) must hold more than twice take ({}), so that the bids cannot \
                 empty it",
                self.pile, self.take
            )));
        }
        Ok(())
    }
}
