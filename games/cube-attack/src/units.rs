//! Units: one cube or a stack of two, with a weapon face, and their stable ids.

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::map::PlanetId;
use crate::options::SEAT_NAMES;

/// Cubes in each player's supply at the start (one of them starts on the board).
pub const CUBES_PER_PLAYER: u8 = 20;
/// Unit slots per player: a unit holds at least one cube, so 20 slots always suffice.
pub const MAX_UNITS: usize = CUBES_PER_PLAYER as usize;
/// Most lives (stacked cubes) a unit can have.
pub const MAX_LIVES: u8 = 2;

/// The face a unit shows on top.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Weapon {
    #[default]
    None,
    /// Triangle: attacks units on its own planet.
    Short,
    /// Square: attacks units on its own planet and on linked planets.
    Long,
}

impl Weapon {
    /// One letter, used in encodings.
    pub fn letter(self) -> char {
        match self {
            Weapon::None => '-',
            Weapon::Short => 's',
            Weapon::Long => 'l',
        }
    }

    pub fn from_letter(c: char) -> Option<Weapon> {
        match c {
            '-' => Some(Weapon::None),
            's' => Some(Weapon::Short),
            'l' => Some(Weapon::Long),
            _ => None,
        }
    }

    /// What Planet Weaponry turns this weapon into, if anything.
    pub fn upgraded(self) -> Option<Weapon> {
        match self {
            Weapon::None => Some(Weapon::Short),
            Weapon::Short => Some(Weapon::Long),
            Weapon::Long => None,
        }
    }
}

/// A unit's identity: its owner and its slot. A unit keeps its id from the moment it
/// appears until it is removed; a new unit takes the lowest free slot of its owner.
/// Written `R3` (Red's unit 3): the owner's initial and the slot counted from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UnitId {
    pub owner: u8,
    pub slot: u8,
}

impl UnitId {
    pub fn new(owner: usize, slot: usize) -> Self {
        UnitId {
            owner: owner as u8,
            slot: slot as u8,
        }
    }

    /// The seat's initial, `R B G Y P T`.
    pub fn seat_letter(seat: usize) -> char {
        SEAT_NAMES
            .get(seat)
            .and_then(|n| n.chars().next())
            .unwrap_or('?')
    }

    pub fn seat_of_letter(c: char) -> Option<usize> {
        let c = c.to_ascii_uppercase();
        (0..SEAT_NAMES.len()).find(|&s| Self::seat_letter(s) == c)
    }

    /// Read a label such as `R3` or `b12`.
    pub fn parse_label(text: &str) -> Option<UnitId> {
        let mut chars = text.chars();
        let owner = Self::seat_of_letter(chars.next()?)?;
        let number = Self::parse_number(chars.as_str())?;
        Some(UnitId::new(owner, number - 1))
    }

    /// A unit number `1..=20` as written after the seat letter.
    pub fn parse_number(text: &str) -> Option<usize> {
        if text.is_empty() || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        text.parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_UNITS).contains(n))
    }
}

impl fmt::Display for UnitId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            Self::seat_letter(self.owner as usize),
            self.slot as usize + 1
        )
    }
}

/// One unit slot. `lives == 0` means the slot is free.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unit {
    pub planet: PlanetId,
    pub lives: u8,
    pub weapon: Weapon,
    /// Has activated a planet this round.
    pub activated: bool,
    /// Has attacked this round.
    pub attacked: bool,
}

impl Unit {
    /// A fresh unit as it enters the game: one life, no weapon, nothing done yet.
    pub fn fresh(planet: PlanetId) -> Self {
        Unit {
            planet,
            lives: 1,
            ..Unit::default()
        }
    }

    #[inline]
    pub fn alive(&self) -> bool {
        self.lives > 0
    }
}
