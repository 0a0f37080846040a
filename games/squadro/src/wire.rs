//! Squadro's wire view: what clients receive (see `docs/wire.md`).
//!
//! Version 1. Squadro has no hidden information: every observer gets the same view.

use cubist_core::{wire_seat, Game, WireResult, WireSeat, WireTurn};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{cell, geometry, speed, Squadro, FINISHED, LANES, SEAT_NAMES, TO_WIN, TURNED};

/// Version of [`SquadroWire`]; bump it with every change of shape.
pub const VERSION: u32 = 1;

/// A Squadro position for clients.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SquadroWire {
    /// Side of the square board (7: files a..g, ranks 1..7; the four corners unused).
    pub size: u8,
    /// Pieces a player must bring home to win.
    pub to_win: u8,
    pub seats: Vec<SquadroSeat>,
    pub turn: WireTurn,
    /// Present once the game is over.
    pub result: Option<WireResult>,
    /// Actions played so far.
    pub actions_played: u32,
}

/// One player and its five pieces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SquadroSeat {
    pub seat: WireSeat,
    /// "Light" (moves up files b..f) or "Dark" (moves left along ranks 2..6).
    pub name: String,
    /// Pieces back home and off the board.
    pub finished: u8,
    /// One piece per lane, lane 1 first.
    pub pieces: Vec<SquadroPiece>,
}

/// A piece and its lane.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SquadroPiece {
    /// The lane, 1..5: the move notation.
    pub lane: u8,
    /// Progress along the lane, 0..12: 0 home, 1..5 outbound, 6 turned at the far
    /// trough, 7..11 returning, 12 finished.
    pub progress: u8,
    /// The square it stands on (`b1`, `g4`, ...), or null once finished.
    pub square: Option<String>,
    /// Whether it has turned and is on its way back.
    pub returning: bool,
    /// Squares it moves when played now (the dots of the trough it left); 0 once finished.
    pub speed: u8,
}

fn square_name((x, y): (u8, u8)) -> String {
    format!("{}{}", (b'a' + x) as char, y + 1)
}

/// The wire form of a Squadro view.
pub fn wire(view: &Squadro) -> SquadroWire {
    let progress = view.progress();
    let seats = (0..2)
        .map(|side| SquadroSeat {
            seat: wire_seat(side),
            name: SEAT_NAMES[side].to_string(),
            finished: view.finished(side),
            pieces: (0..LANES)
                .map(|lane| {
                    let p = progress[side][lane];
                    SquadroPiece {
                        lane: lane as u8 + 1,
                        progress: p,
                        square: (p != FINISHED)
                            .then(|| square_name(geometry::square(side, lane, cell(p)))),
                        returning: p >= TURNED,
                        speed: if p == FINISHED {
                            0
                        } else {
                            speed(side, lane, p)
                        },
                    }
                })
                .collect(),
        })
        .collect();
    SquadroWire {
        size: 7,
        to_win: TO_WIN,
        seats,
        turn: view.to_move().into(),
        result: view.outcome().as_ref().map(WireResult::from),
        actions_played: view.plies() as u32,
    }
}
