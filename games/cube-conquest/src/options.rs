//! Cube Conquest's options.

use cubist_core::{FirstPlayer, GameOptions, OptionError, OptionField};
use serde::{Deserialize, Serialize};

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
                "side of the square board of face-down tiles (size² of the 36 tiles are used)",
                3,
                6,
                |o| o.size,
                |o, v| o.size = v,
            )
            .label("Board size")
            .note("4..6 with 3-4 players"),
            OptionField::<Self>::int(
                "players",
                "number of players",
                2,
                4,
                |o| o.players,
                |o, v| o.players = v,
            )
            .label("Players"),
            OptionField::<Self>::choice(
                "decks",
                "own = a deck and discard pile per player; shared = one deck of 3 colours \
                 (54 cards) for all; auto = own with 2 players, shared with 3-4",
                &[
                    ("auto", Decks::Auto),
                    ("own", Decks::Own),
                    ("shared", Decks::Shared),
                ],
                |o| o.decks,
                |o, v| o.decks = v,
            )
            .label("Decks")
            .value_labels(&[
                ("auto", "Own with 2 players, shared with 3–4"),
                ("own", "One per player"),
                ("shared", "One shared deck"),
            ]),
            OptionField::<Self>::int(
                "copies",
                "copies of each symbol in one colour's deck: 3 gives the 18-card deck",
                1,
                6,
                |o| o.copies,
                |o, v| o.copies = v,
            )
            .label("Copies of each symbol"),
            OptionField::<Self>::int(
                "cubes",
                "cubes each player owns, the 2 set-up cubes included",
                2,
                60,
                |o| o.cubes,
                |o, v| o.cubes = v,
            )
            .label("Cubes per player"),
            OptionField::cap(
                "the game ends after this many actions: more VP wins, equal VP is a draw",
                20,
                |o| o.cap,
                |o, v| o.cap = v,
            ),
            OptionField::<Self>::choice(
                "destroyed",
                "a destroyed cube goes back to its owner's supply, or is removed from the game",
                &[
                    ("supply", Destroyed::Supply),
                    ("removed", Destroyed::Removed),
                ],
                |o| o.destroyed,
                |o, v| o.destroyed = v,
            )
            .label("Destroyed cubes")
            .value_labels(&[
                ("supply", "Back to the owner's supply"),
                ("removed", "Removed from the game"),
            ]),
            OptionField::first(
                "who places and plays first (default: drawn from the seed)",
                &SEAT_NAMES,
                |o| o.first,
                |o, v| o.first = v,
            ),
        ]
    }

    fn validate(&self) -> Result<(), OptionError> {
        if !(2..=4).contains(&self.players) {
            return Err(OptionError::Conflict("players must be 2 to 4".into()));
        }
        if !(3..=6).contains(&self.size) || (self.players > 2 && self.size < 4) {
            return Err(OptionError::Conflict(format!(
                "a board of size {} has no room for {} home edges: use size=4 or more",
                self.size, self.players
            )));
        }
        if !(1..=6).contains(&self.copies) || self.cubes < 2 || self.cap < 20 {
            return Err(OptionError::Conflict(
                "copies must be 1..6, cubes at least 2, cap at least 20".into(),
            ));
        }
        if let FirstPlayer::Seat(s) = self.first {
            if s >= self.players as usize {
                return Err(OptionError::Conflict(format!(
                    "first={} but there are only {} players",
                    s + 1,
                    self.players
                )));
            }
        }
        Ok(())
    }
}
