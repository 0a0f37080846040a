//! What crosses a process boundary: explicit, versioned wire types for views.
//!
//! Each game defines its own wire view ([`Game::Wire`]), a plain type designed for
//! clients and built from the per-observer [`Game::View`] alone, so it never shows more
//! than the view does. Front ends send it inside a [`WireEnvelope`] naming the game and
//! the format version. The shared pieces of vocabulary live here:
//!
//! * seats are numbered from **1** on the wire ([`wire_seat`]), as in the engine
//!   protocol and everywhere people read them; seat 1 is [`crate::Seat`] 0;
//! * [`WireTurn`] says whose decision the game is waiting for;
//! * [`WireResult`] is the end of the game.
//!
//! Any change to the shape of a game's wire type bumps its [`Game::WIRE_VERSION`]; the
//! JSON Schemas in `docs/wire/` are the contract (see `docs/wire.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{Game, Observer, Outcome, Seat, ToMove};

/// A seat as written on the wire: 1-based.
pub type WireSeat = u8;

/// The wire number of a seat (seat 0 is 1).
pub fn wire_seat(seat: Seat) -> WireSeat {
    (seat + 1) as WireSeat
}

/// A view on the wire: which game, which version of its format, who is looking, and
/// the game's own wire view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "WireEnvelope")]
pub struct WireEnvelope<V> {
    /// The game's command-line name, e.g. `squadro`.
    pub game: String,
    /// The game's `WIRE_VERSION`: the shape of `view`.
    pub version: u32,
    /// The seat whose view this is, or null for a spectator.
    pub observer: Option<WireSeat>,
    /// The game's view, as its wire type for `version`.
    pub view: V,
}

impl<V> WireEnvelope<V> {
    /// The envelope of game `G` around `view`, seen by `observer`.
    pub fn new<G: Game<Wire = V>>(observer: Observer, view: V) -> Self {
        WireEnvelope {
            game: G::NAME.to_string(),
            version: G::WIRE_VERSION,
            observer: observer.seat().map(wire_seat),
            view,
        }
    }
}

/// Whose decision the game is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum WireTurn {
    /// One seat acts (possibly several times in a row: a turn of several actions).
    One { seat: WireSeat },
    /// Each listed seat must still commit a secret choice.
    Simultaneous { seats: Vec<WireSeat> },
    /// The game is over; see the view's `result`.
    Over,
}

impl From<ToMove> for WireTurn {
    fn from(tm: ToMove) -> Self {
        match tm {
            ToMove::One(s) => WireTurn::One { seat: wire_seat(s) },
            ToMove::Simultaneous(set) => WireTurn::Simultaneous {
                seats: set.iter().map(wire_seat).collect(),
            },
            ToMove::Over => WireTurn::Over,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WireResult {
    /// The seats that won or shared the win (several winners: a draw among them).
    pub winners: Vec<WireSeat>,
    /// The game's final score of each seat, seat 1 first.
    pub scores: Vec<i32>,
    /// Why the game ended, in words.
    pub reason: String,
}

impl From<&Outcome> for WireResult {
    fn from(o: &Outcome) -> Self {
        WireResult {
            winners: o.winners.iter().map(wire_seat).collect(),
            scores: o.scores.clone(),
            reason: o.reason.clone(),
        }
    }
}

/// The JSON Schema of game `G`'s wire envelope (and so of its wire view), as committed
/// under `docs/wire/`: `game` and `version` are fixed to the game's name and version.
pub fn wire_schema<G: Game>() -> serde_json::Value {
    let mut schema = serde_json::to_value(schemars::schema_for!(WireEnvelope<G::Wire>))
        .expect("schemas serialise to JSON");
    schema["title"] = format!("{} wire view, version {}", G::NAME, G::WIRE_VERSION).into();
    let properties = &mut schema["properties"];
    properties["game"]["const"] = G::NAME.into();
    properties["version"]["const"] = G::WIRE_VERSION.into();
    schema
}

/// [`wire_schema`] as the text of a schema file: pretty JSON ending in a new line.
pub fn wire_schema_text<G: Game>() -> String {
    let mut text =
        serde_json::to_string_pretty(&wire_schema::<G>()).expect("schemas serialise to JSON");
    text.push('\n');
    text
}

/// The wire envelope of `game` as `observer` sees it (a seat that does not play sees
/// what a spectator sees).
pub fn wire_view<G: Game>(game: &G, observer: Observer) -> WireEnvelope<G::Wire> {
    let observer = match observer {
        Observer::Seat(s) if s >= game.num_players() => Observer::Spectator,
        o => o,
    };
    WireEnvelope::new::<G>(observer, G::wire(&game.view(observer)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SeatSet;

    #[test]
    fn seats_are_one_based_on_the_wire() {
        assert_eq!(wire_seat(0), 1);
        assert_eq!(WireTurn::from(ToMove::One(1)), WireTurn::One { seat: 2 },);
        let set: SeatSet = [0, 2].into_iter().collect();
        assert_eq!(
            serde_json::to_string(&WireTurn::from(ToMove::Simultaneous(set))).unwrap(),
            r#"{"kind":"simultaneous","seats":[1,3]}"#
        );
        assert_eq!(
            serde_json::to_string(&WireTurn::from(ToMove::Over)).unwrap(),
            r#"{"kind":"over"}"#
        );
        let r = WireResult::from(&Outcome::win(1, vec![3, 4], "4 pieces home"));
        assert_eq!(r.winners, vec![2]);
    }
}
