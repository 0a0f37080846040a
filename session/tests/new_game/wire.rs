//! Bid Nim's wire view: what clients receive (see `docs/wire.md`).
//!
//! Version 1. A seat sees its own bid at once and the other seat's only once both
//! bids are in; a spectator sees bids once they are shown.

use cubist_core::{wire_seat, WireResult, WireSeat, WireTurn};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{NimView, SEAT_NAMES};

/// Version of [`NimWire`]; bump it with every change of shape.
pub const VERSION: u32 = 1;

/// A Bid Nim position for clients.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NimWire {
    /// Cubes left in the pile.
    pub pile: u32,
    /// The most cubes a player may bid or take at once.
    pub take: u8,
    /// The game ends after this many actions.
    pub cap: u32,
    pub seats: Vec<NimSeat>,
    pub turn: WireTurn,
    /// Present once the game is over.
    pub result: Option<WireResult>,
    /// Actions played so far, bids included.
    pub actions_played: u32,
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NimSeat {
    pub seat: WireSeat,
    /// "North" or "South".
    pub name: String,
    /// Cubes taken so far.
    pub taken: u32,
    /// Whether the seat has made its bid.
    pub has_bid: bool,
    /// The bid, if the observer may know it: its own, or both once shown.
    pub bid: Option<u8>,
}

/// The wire form of a Bid Nim view.
pub fn wire(view: &NimView) -> NimWire {
    let p = &view.public;
    let seats = (0..2)
        .map(|s| NimSeat {
            seat: wire_seat(s),
            name: SEAT_NAMES[s].to_string(),
            taken: p.taken[s],
            has_bid: p.committed[s],
            bid: match p.bids {
                Some(bids) => Some(bids[s]),
                None if view.observer == Some(s) => view.own_bid,
                None => None,
            },
        })
        .collect();
    NimWire {
        pile: p.pile,
        take: view.options.take,
        cap: view.options.cap,
        seats,
        turn: p.to_move(&view.options).into(),
        result: p.outcome(&view.options).as_ref().map(WireResult::from),
        actions_played: p.actions,
    }
}
