//! Zhen's wire view: what clients receive (see `docs/wire.md`).
//!
//! Version 1. Zhen has no hidden information: every observer gets the same view.

use cubist_core::{wire_seat, Game, WireResult, WireSeat, WireTurn};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{Zhen, BLUE, RED, SEAT_NAMES};

/// Version of [`ZhenWire`]; bump it with every change of shape.
pub const VERSION: u32 = 1;

/// A Zhen position for clients.
///
/// Places are numbered along the line: 0 is Red's goal, `1..=tiles` the tiles (as in
/// the notation `p5`, `m5`), `tiles + 1` Blue's goal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ZhenWire {
    /// Number of tiles between the two goals.
    pub tiles: u8,
    pub seats: Vec<ZhenSeat>,
    /// The stack on each tile, tile 1 first (empty tiles included).
    pub line: Vec<ZhenTile>,
    /// The tile whose stack the player to move may not move now (the no-undo rule).
    pub blocked_tile: Option<u8>,
    pub turn: WireTurn,
    /// Present once the game is over.
    pub result: Option<WireResult>,
    /// Actions played so far.
    pub actions_played: u32,
}

/// One player: its reserve, its goal and its score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ZhenSeat {
    pub seat: WireSeat,
    /// "Red" (goal at place 0, moves toward tile 1) or "Blue" (goal after the last
    /// tile, moves toward it).
    pub name: String,
    /// The place of this seat's goal: 0 or `tiles + 1`.
    pub goal_place: u8,
    /// Cubes still in the reserve, to be placed.
    pub reserve: u8,
    /// The cubes in this seat's goal, by colour.
    pub goal: Vec<ZhenCubes>,
    /// Opponent cubes in this seat's goal.
    pub score: u8,
}

/// One tile of the line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ZhenTile {
    /// The tile number, `1..=tiles`.
    pub tile: u8,
    /// The stack on it by colour, Red first; empty for an empty tile.
    pub stack: Vec<ZhenCubes>,
}

/// Some cubes of one colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ZhenCubes {
    /// The seat the cubes belong to.
    pub seat: WireSeat,
    pub count: u8,
}

fn cubes([red, blue]: [u8; 2]) -> Vec<ZhenCubes> {
    [(RED, red), (BLUE, blue)]
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(s, count)| ZhenCubes {
            seat: wire_seat(s),
            count,
        })
        .collect()
}

/// The wire form of a Zhen view.
pub fn wire(view: &Zhen) -> ZhenWire {
    let b = view.board();
    let seats = [RED, BLUE]
        .into_iter()
        .map(|s| ZhenSeat {
            seat: wire_seat(s),
            name: SEAT_NAMES[s].to_string(),
            goal_place: b.goal(s) as u8,
            reserve: b.reserve(s),
            goal: cubes(b.stack(b.goal(s))),
            score: b.score(s),
        })
        .collect();
    ZhenWire {
        tiles: b.tiles(),
        seats,
        line: (1..=b.tiles())
            .map(|t| ZhenTile {
                tile: t,
                stack: cubes(b.stack(t as usize)),
            })
            .collect(),
        blocked_tile: view.undo_tile(),
        turn: view.to_move().into(),
        result: view.outcome().as_ref().map(WireResult::from),
        actions_played: view.plies(),
    }
}
