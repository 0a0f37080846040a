//! Cube Attack's wire view: what clients receive (see `docs/wire.md`).
//!
//! Version 1. Cube Attack has no hidden information: every observer gets the same view.

use cubist_core::{wire_seat, Game, WireResult, WireSeat, WireTurn};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{CubeAttack, Kind, Removal, Status, Weapon, SEAT_NAMES};

/// Version of [`CubeAttackWire`]; bump it with every change of shape.
pub const VERSION: u32 = 1;

/// A Cube Attack position for clients.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CubeAttackWire {
    /// The board: planets and orbits.
    pub map: CubeAttackMap,
    pub seats: Vec<CubeAttackSeat>,
    /// Every unit on the board, by seat then unit number.
    pub units: Vec<CubeAttackUnit>,
    /// The round being played (the last one once the game is over), from 1.
    pub round: u32,
    /// The seat that opens every round.
    pub first: WireSeat,
    /// Actions the player to move still has in this turn (0 once the game is over).
    pub actions_left: u8,
    /// Points that win at the end of a round.
    pub target: u32,
    /// The game ends after this many rounds.
    pub rounds: u32,
    /// Where cubes lost to attacks go.
    pub removal: WireRemoval,
    pub turn: WireTurn,
    /// Present once the game is over.
    pub result: Option<WireResult>,
}

/// The planets and the orbits linking them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CubeAttackMap {
    pub name: String,
    pub planets: Vec<CubeAttackPlanet>,
    /// Orbits, as pairs of planet names.
    pub links: Vec<[String; 2]>,
}

/// One planet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CubeAttackPlanet {
    /// The name used in the notation, e.g. `W0`.
    pub name: String,
    pub kind: PlanetKind,
    /// Points a team alone on it scores at the end of a round (0 unless a moon).
    pub moon_points: u32,
}

/// One team.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CubeAttackSeat {
    pub seat: WireSeat,
    /// "Red", "Blue", "Green", "Yellow", "Purple" or "Teal"; its initial labels units.
    pub name: String,
    pub score: u32,
    /// Points its units on moons would score if the round ended now.
    pub moon_points: u32,
    /// Cubes in the supply.
    pub supply: u8,
    /// Cubes on the board (one per life of each unit).
    pub on_board: u8,
    /// Cubes out of the game.
    pub removed: u8,
    /// Its Starting planet.
    pub start: String,
}

/// A unit: one cube, or a stack of two.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CubeAttackUnit {
    /// The label of the notation: owner's initial and unit number, e.g. `R3`.
    pub id: String,
    pub seat: WireSeat,
    /// The unit number, from 1; kept for the unit's whole life.
    pub number: u8,
    /// The planet it stands on.
    pub planet: String,
    /// Cubes in the stack, 1 or 2.
    pub lives: u8,
    /// The face on top.
    pub weapon: WireWeapon,
    /// Has activated a planet this round.
    pub activated: bool,
    /// Has attacked this round.
    pub attacked: bool,
}

/// What a planet does, as map files name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PlanetKind {
    /// Where a seat's units enter; never entered again, never attacked on.
    Start,
    /// Activated: a new unit appears on the player's Starting planet.
    Cube,
    /// Activated: the unit gains a life (at most 2).
    LifeUp,
    /// Activated: no weapon, then short range, then long range.
    Weaponry,
    /// Scores 2 at the end of each round (1 each when shared).
    HalfMoon,
    /// Scores 4 at the end of each round (2 each when shared).
    FullMoon,
}

impl From<Kind> for PlanetKind {
    fn from(k: Kind) -> Self {
        match k {
            Kind::Start => PlanetKind::Start,
            Kind::Cube => PlanetKind::Cube,
            Kind::LifeUp => PlanetKind::LifeUp,
            Kind::Weaponry => PlanetKind::Weaponry,
            Kind::HalfMoon => PlanetKind::HalfMoon,
            Kind::FullMoon => PlanetKind::FullMoon,
        }
    }
}

/// The face a unit shows on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WireWeapon {
    None,
    /// Attacks units on its own planet.
    Short,
    /// Attacks units on its own planet and on linked planets.
    Long,
}

impl From<Weapon> for WireWeapon {
    fn from(w: Weapon) -> Self {
        match w {
            Weapon::None => WireWeapon::None,
            Weapon::Short => WireWeapon::Short,
            Weapon::Long => WireWeapon::Long,
        }
    }
}

/// Where cubes lost to attacks go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WireRemoval {
    /// Out of the game.
    Lost,
    /// Back to the owner's supply.
    Supply,
}

/// The wire form of a Cube Attack view.
pub fn wire(view: &CubeAttack) -> CubeAttackWire {
    let map = view.map();
    let players = view.num_players();
    let moon = view.moon_points();
    let name = |p: u8| map.planet_name(p).to_string();
    let seats = (0..players)
        .map(|s| CubeAttackSeat {
            seat: wire_seat(s),
            name: SEAT_NAMES[s].to_string(),
            score: view.score(s),
            moon_points: moon[s],
            supply: view.supply(s),
            on_board: view.cubes_on_board(s),
            removed: view.removed(s),
            start: name(view.start_planet(s)),
        })
        .collect();
    let units = view
        .units()
        .map(|(id, u)| CubeAttackUnit {
            id: id.to_string(),
            seat: wire_seat(id.owner as usize),
            number: id.slot + 1,
            planet: name(u.planet),
            lives: u.lives,
            weapon: u.weapon.into(),
            activated: u.activated,
            attacked: u.attacked,
        })
        .collect();
    let options = view.options();
    CubeAttackWire {
        map: CubeAttackMap {
            name: map.name().to_string(),
            planets: map
                .planets()
                .iter()
                .map(|p| CubeAttackPlanet {
                    name: p.name.clone(),
                    kind: p.kind.into(),
                    moon_points: p.kind.moon_points(),
                })
                .collect(),
            links: map
                .links()
                .iter()
                .map(|&(a, b)| [name(a), name(b)])
                .collect(),
        },
        seats,
        units,
        round: view.round(),
        first: wire_seat(view.first_seat()),
        actions_left: if view.status() == Status::Playing {
            view.actions_left()
        } else {
            0
        },
        target: options.target,
        rounds: options.rounds,
        removal: match options.removal {
            Removal::Lost => WireRemoval::Lost,
            Removal::Supply => WireRemoval::Supply,
        },
        turn: view.to_move().into(),
        result: view.outcome().as_ref().map(WireResult::from),
    }
}
