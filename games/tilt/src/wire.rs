//! Tilt's wire view: what clients receive (see `docs/wire.md`).
//!
//! Version 1. Tilt has no hidden information: every observer gets the same view.

use cubist_core::{wire_seat, Game, WireResult, WireSeat, WireTurn};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{Cell, Square, Tilt, CUBES, DARK, LIGHT, SEAT_NAMES};

/// Version of [`TiltWire`]; bump it with every change of shape.
pub const VERSION: u32 = 1;

/// A Tilt position for clients.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TiltWire {
    /// Side of the square board: files `a..`, ranks `1..` (a1 bottom left).
    pub size: u8,
    /// Cubes each player owns, on the board or in the pool.
    pub cubes_per_seat: u8,
    pub seats: Vec<TiltSeat>,
    /// Every cube on the board, by square (a1, b1, ..., then rank 2, ...).
    pub cubes: Vec<TiltCube>,
    /// Present while the player to move has a bonus move pending.
    pub bonus: Option<TiltBonus>,
    pub turn: WireTurn,
    /// Present once the game is over.
    pub result: Option<WireResult>,
    /// Actions played so far (bonus moves and `end` count).
    pub actions_played: u32,
}

/// One player's cubes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TiltSeat {
    pub seat: WireSeat,
    /// "Light" or "Dark".
    pub name: String,
    /// Cubes in the pool, to be placed.
    pub pool: u8,
    pub on_board: u8,
    /// Of the cubes on the board, how many are active (turned 45°).
    pub active: u8,
}

/// A cube on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TiltCube {
    /// The square, as in the notation: `c3`.
    pub square: String,
    pub seat: WireSeat,
    /// Turned 45°, its corners over the four orthogonal neighbours; only active cubes
    /// slide.
    pub active: bool,
}

/// A pending bonus move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TiltBonus {
    /// The seat that earned it (the player to move).
    pub seat: WireSeat,
    /// The square of the cube whose slide earned it: that cube may not be picked up.
    pub slid_cube: String,
}

/// The wire form of a Tilt view.
pub fn wire(view: &Tilt) -> TiltWire {
    let pos = view.position();
    let size = pos.size();
    let seats = [LIGHT, DARK]
        .into_iter()
        .map(|s| TiltSeat {
            seat: wire_seat(s),
            name: SEAT_NAMES[s].to_string(),
            pool: pos.pool(s) as u8,
            on_board: pos.on_board(s) as u8,
            active: pos.active_count(s) as u8,
        })
        .collect();
    let cubes = (0..size)
        .flat_map(|rank| (0..size).map(move |file| Square::new(file, rank)))
        .filter_map(|sq| match pos.cell(sq) {
            Cell::Empty => None,
            Cell::Cube { seat, active } => Some(TiltCube {
                square: sq.to_string(),
                seat: wire_seat(seat),
                active,
            }),
        })
        .collect();
    TiltWire {
        size,
        cubes_per_seat: CUBES as u8,
        seats,
        cubes,
        bonus: pos.bonus().map(|sq| TiltBonus {
            seat: wire_seat(pos.mover()),
            slid_cube: sq.to_string(),
        }),
        turn: view.to_move().into(),
        result: view.outcome().as_ref().map(WireResult::from),
        actions_played: view.plies() as u32,
    }
}
