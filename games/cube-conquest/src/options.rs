//! Cube Conquest's options.

use cubist_core::{
    parse_choice, parse_int, FirstPlayer, GameOptions, OptionError, OptionPairs, OptionSpec,
};
use serde::{Deserialize, Serialize};

/// Seat names, also accepted by the `first` option.
pub const SEAT_NAMES: [&str; 4] = ["Red", "Blue", "Green", "Yellow"];
const SEAT_WORDS: [&str; 4] = ["red", "blue", "green", "yellow"];

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

const DECKS: [&str; 3] = ["auto", "own", "shared"];
const DESTROYED: [&str; 2] = ["supply", "removed"];

impl GameOptions for ConquestOptions {
    fn specs() -> Vec<OptionSpec> {
        let d = Self::default();
        vec![
            OptionSpec {
                key: "size",
                default: d.size.to_string(),
                values: "3..6 (4..6 with 3-4 players)".into(),
                help: "side of the square board of face-down tiles (size² of the 36 tiles are used)",
            },
            OptionSpec {
                key: "players",
                default: d.players.to_string(),
                values: "2..4".into(),
                help: "number of players",
            },
            OptionSpec {
                key: "decks",
                default: "auto".into(),
                values: DECKS.join("|"),
                help: "own = a deck and discard pile per player; shared = one deck of 3 colours \
                       (54 cards) for all; auto = own with 2 players, shared with 3-4 (choice)",
            },
            OptionSpec {
                key: "copies",
                default: d.copies.to_string(),
                values: "1..6".into(),
                help: "copies of each symbol in one colour's deck: 3 gives the 18-card deck (choice)",
            },
            OptionSpec {
                key: "cubes",
                default: d.cubes.to_string(),
                values: "2..60".into(),
                help: "cubes each player owns, the 2 set-up cubes included (choice)",
            },
            OptionSpec {
                key: "cap",
                default: d.cap.to_string(),
                values: "20..100000".into(),
                help: "the game ends after this many actions: more VP wins, equal VP is a draw (choice)",
            },
            OptionSpec {
                key: "destroyed",
                default: "supply".into(),
                values: DESTROYED.join("|"),
                help: "a destroyed cube goes back to its owner's supply, or is removed from the game",
            },
            OptionSpec {
                key: "first",
                default: d.first.to_text(),
                values: FirstPlayer::values(4, &SEAT_WORDS),
                help: "who places and plays first (default: drawn from the seed)",
            },
        ]
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match key {
            "size" => self.size = parse_int(key, value, 3, 6)?,
            "players" => self.players = parse_int(key, value, 2, 4)?,
            "decks" => {
                self.decks =
                    [Decks::Auto, Decks::Own, Decks::Shared][parse_choice(key, value, &DECKS)?]
            }
            "copies" => self.copies = parse_int(key, value, 1, 6)?,
            "cubes" => self.cubes = parse_int(key, value, 2, 60)?,
            "cap" => self.cap = parse_int(key, value, 20, 100_000)?,
            "destroyed" => {
                self.destroyed =
                    [Destroyed::Supply, Destroyed::Removed][parse_choice(key, value, &DESTROYED)?]
            }
            "first" => self.first = FirstPlayer::parse(key, value, 4, &SEAT_WORDS)?,
            _ => return Err(Self::unknown_key(key)),
        }
        Ok(())
    }

    fn to_pairs(&self) -> OptionPairs {
        OptionPairs::from([
            ("size".into(), self.size.to_string()),
            ("players".into(), self.players.to_string()),
            ("decks".into(), DECKS[self.decks as usize].into()),
            ("copies".into(), self.copies.to_string()),
            ("cubes".into(), self.cubes.to_string()),
            ("cap".into(), self.cap.to_string()),
            (
                "destroyed".into(),
                DESTROYED[self.destroyed as usize].into(),
            ),
            ("first".into(), self.first.to_text()),
        ])
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
