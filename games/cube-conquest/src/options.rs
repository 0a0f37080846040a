//! Cube Conquest's options.

use cubist_core::{Args, FirstPlayer, GameOptions, OptionError, OptionField, Phrase};
use serde::{Deserialize, Serialize};

use crate::catalogue::WORDS;

/// Seat names, also accepted by the `first` option.
pub const SEAT_NAMES: [&str; 4] = ["Red", "Blue", "Green", "Yellow"];

/// How each seat is shown, in the colour it is named by: its pieces in the picture,
/// its lettering in a terminal, its labels in a client.
pub const SEAT_COLOURS: [cubist_core::SeatColour; 4] = [
    cubist_core::SeatColour::RED,
    cubist_core::SeatColour::BLUE,
    cubist_core::SeatColour::GREEN,
    cubist_core::SeatColour::YELLOW,
];

/// Where the cards come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Decks {
    /// Own decks with 2 players, one shared deck with 3 or 4 (as the rulebook suggests).
    Auto,
    /// Every player has their own deck and discard pile.
    Own,
    /// One draw deck of three colours' cards and one discard pile for everybody.
    Shared,
}

/// What happens to a destroyed cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Destroyed {
    /// It goes back to its owner's supply and may come back by reinforcing.
    Supply,
    /// It leaves the game.
    Removed,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ConquestOptions {
    /// Side of the square board; `size²` of the 36 tiles are used.
    pub size: u8,
    pub players: u8,
    pub decks: Decks,
    /// Copies of each of the six symbols in one colour's deck (3 gives the 18-card deck).
    pub copies: u8,
    /// Cubes each player owns at the start, the 2 set-up cubes included.
    pub cubes: u8,
    /// The game ends after this many actions; more VP wins, equal VP is a draw.
    pub cap: u32,
    /// What happens to destroyed cubes.
    pub destroyed: Destroyed,
    pub first: FirstPlayer,
}

impl Default for ConquestOptions {
    fn default() -> Self {
        ConquestOptions {
            size: 5,
            players: 2,
            decks: Decks::Auto,
            copies: 3,
            cubes: 20,
            cap: 500,
            destroyed: Destroyed::Supply,
            first: FirstPlayer::Random,
        }
    }
}

impl ConquestOptions {
    /// Whether all players draw from one deck (and discard onto one pile).
    pub fn shared_deck(&self) -> bool {
        match self.decks {
            Decks::Auto => self.players > 2,
            Decks::Own => false,
            Decks::Shared => true,
        }
    }

    /// Number of card piles (deck + discard pile pairs).
    pub fn piles(&self) -> usize {
        if self.shared_deck() {
            1
        } else {
            self.players as usize
        }
    }

    /// Copies of each symbol in one pile: one colour's deck, or three colours' when shared.
    pub fn pile_copies(&self) -> u8 {
        if self.shared_deck() {
            3 * self.copies
        } else {
            self.copies
        }
    }
}

impl GameOptions for ConquestOptions {
    fn fields() -> Vec<OptionField<Self>> {
        vec![
            OptionField::<Self>::int(
                "size",
                words("cube-conquest-option-size"),
                3,
                6,
                |o| o.size,
                |o, v| o.size = v,
            )
            .label(words("cube-conquest-option-size-label"))
            .note("4..6 with 3-4 players"),
            OptionField::<Self>::int(
                "players",
                words("cube-conquest-option-players"),
                2,
                4,
                |o| o.players,
                |o, v| o.players = v,
            )
            .label(words("cube-conquest-option-players-label")),
            OptionField::<Self>::choice(
                "decks",
                words("cube-conquest-option-decks"),
                &[
                    ("auto", Decks::Auto),
                    ("own", Decks::Own),
                    ("shared", Decks::Shared),
                ],
                |o| o.decks,
                |o, v| o.decks = v,
            )
            .label(words("cube-conquest-option-decks-label"))
            .value_labels(&[
                ("auto", words("cube-conquest-option-decks-auto")),
                ("own", words("cube-conquest-option-decks-own")),
                ("shared", words("cube-conquest-option-decks-shared")),
            ]),
            OptionField::<Self>::int(
                "copies",
                words("cube-conquest-option-copies"),
                1,
                6,
                |o| o.copies,
                |o, v| o.copies = v,
            )
            .label(words("cube-conquest-option-copies-label")),
            OptionField::<Self>::int(
                "cubes",
                words("cube-conquest-option-cubes"),
                2,
                60,
                |o| o.cubes,
                |o, v| o.cubes = v,
            )
            .label(words("cube-conquest-option-cubes-label")),
            OptionField::cap(
                words("cube-conquest-option-cap"),
                20,
                |o| o.cap,
                |o, v| o.cap = v,
            ),
            OptionField::<Self>::choice(
                "destroyed",
                words("cube-conquest-option-destroyed"),
                &[
                    ("supply", Destroyed::Supply),
                    ("removed", Destroyed::Removed),
                ],
                |o| o.destroyed,
                |o, v| o.destroyed = v,
            )
            .label(words("cube-conquest-option-destroyed-label"))
            .value_labels(&[
                ("supply", words("cube-conquest-option-destroyed-supply")),
                ("removed", words("cube-conquest-option-destroyed-removed")),
            ]),
            OptionField::<Self>::first(
                words("cube-conquest-option-first"),
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            )
            .value_labels(&[
                ("red", words("cube-conquest-red")),
                ("blue", words("cube-conquest-blue")),
                ("green", words("cube-conquest-green")),
                ("yellow", words("cube-conquest-yellow")),
            ]),
        ]
    }

    fn validate(&self) -> Result<(), OptionError> {
        if !(2..=4).contains(&self.players) {
            return Err(conflict("cube-conquest-option-players-range", Args::new()));
        }
        if !(3..=6).contains(&self.size) || (self.players > 2 && self.size < 4) {
            let args = Args::new()
                .number("size", self.size)
                .number("players", self.players);
            return Err(conflict("cube-conquest-option-size-too-small", args));
        }
        if !(1..=6).contains(&self.copies) || self.cubes < 2 || self.cap < 20 {
            return Err(conflict("cube-conquest-option-counts", Args::new()));
        }
        if let FirstPlayer::Seat(s) = self.first {
            if s >= self.players as usize {
                let args = Args::new()
                    .number("first", (s + 1) as f64)
                    .number("players", self.players);
                return Err(conflict("cube-conquest-option-first-absent", args));
            }
        }
        Ok(())
    }
}

/// A message of the game's catalogue without arguments.
fn words(id: &'static str) -> Phrase {
    Phrase::new(&WORDS, id, Args::new())
}

/// Options that do not fit together, the game's message saying why.
fn conflict(id: &'static str, args: Args) -> OptionError {
    OptionError::Conflict(Phrase::new(&WORDS, id, args))
}
