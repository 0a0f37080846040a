//! Cube Conquest's wire view: what clients receive (see `docs/wire.md`).
//!
//! Version 1. Built from a [`ConquestView`] only, so it hides exactly what the view
//! hides: another seat's hand, a face-down tile's symbol and a card committed in
//! secret (shown to others only as "committed") never appear.
//!
//! Cards and tile symbols are written by their pip value 1..6 (drop, hammers, circles,
//! bricks, wheel, arrow); lists of cards are sorted, lowest first.

use cubist_core::{wire_seat, Seat, WireResult, WireSeat, WireTurn};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::board::{cell_name, home_edge};
use crate::cards::{Counts, CountsExt};
use crate::view::{AttackView, ConquestView, PhaseView};
use crate::{outcome_of, Battle, Destroyed, End, SEAT_NAMES, VP_TO_WIN};

/// Version of [`ConquestWire`]; bump it with every change of shape.
pub const VERSION: u32 = 1;

/// Cubes each seat places during set-up.
const SETUP_CUBES: u8 = 2;

/// A Cube Conquest position as one observer may know it, for clients.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConquestWire {
    /// Side of the square board: files `a..`, ranks `1..` (a1 bottom left).
    pub size: u8,
    /// Victory points that win the game.
    pub vp_to_win: u8,
    /// What happens to a destroyed cube.
    pub destroyed: ConquestDestroyed,
    pub seats: Vec<ConquestSeat>,
    /// Every cell, a1, b1, ... then rank 2, ...
    pub cells: Vec<ConquestCell>,
    /// The card piles: one per seat, or a single one shared by all.
    pub piles: Vec<ConquestPile>,
    /// The seat that took the first turn.
    pub start: WireSeat,
    /// Where the game stands: set-up, a turn, an attack, or over.
    pub phase: ConquestPhase,
    /// The last attack, once its cards were revealed.
    pub last_battle: Option<ConquestBattle>,
    pub turn: WireTurn,
    /// Present once the game is over.
    pub result: Option<WireResult>,
    /// Actions played so far.
    pub actions_played: u32,
}

/// What happens to a destroyed cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ConquestDestroyed {
    /// Back to its owner's supply.
    Supply,
    /// Out of the game.
    Removed,
}

/// One player, as the observer may know it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConquestSeat {
    pub seat: WireSeat,
    /// "Red", "Blue", "Green" or "Yellow".
    pub name: String,
    pub vp: u8,
    /// Cubes in the supply.
    pub supply: u8,
    /// Cubes on the board (an Outpost counts 2).
    pub on_board: u8,
    /// Cubes out of the game.
    pub lost: u8,
    /// Cards in hand.
    pub hand_size: u8,
    /// Cards everyone knows this seat holds (in hand, or committed and not yet
    /// revealed): taken back from a discard pile, or an Outpost's unused card.
    pub known: Vec<u8>,
    /// The hand itself: only in this seat's own view, null in every other.
    pub hand: Option<Vec<u8>>,
    /// The cells of its home edge, where its set-up cubes go.
    pub home_edge: Vec<String>,
}

/// One cell of the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConquestCell {
    /// The cell as in the notation: `c3`.
    pub cell: String,
    /// The tile's symbol 1..6 once face up; null while face down.
    pub symbol: Option<u8>,
    /// The cubes on it, if any.
    pub unit: Option<ConquestUnit>,
}

/// A single cube, or an Outpost of two.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConquestUnit {
    pub seat: WireSeat,
    /// 1, or 2 for an Outpost.
    pub cubes: u8,
}

/// A draw deck and its discard pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConquestPile {
    /// The seats that draw from it and discard onto it.
    pub seats: Vec<WireSeat>,
    /// Cards left in the (face-down) deck.
    pub deck_size: u8,
    /// The face-up discard pile.
    pub discard: Vec<u8>,
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum ConquestPhase {
    /// `seat` puts its set-up cubes on its home edge.
    Setup {
        seat: WireSeat,
        /// Cubes it still has to place.
        left: u8,
    },
    /// `seat` has drawn and takes one action.
    Turn { seat: WireSeat },
    /// An attack waits for secret cards, or for an Outpost's owner to choose one.
    Attack {
        attacker: WireSeat,
        defender: WireSeat,
        /// The attacking cube's cell.
        from: String,
        /// The attacked unit's cell.
        to: String,
        /// The attacked unit is an Outpost (its owner commits two cards).
        outpost: bool,
        /// How many cards the defender commits (fewer than 2 if its hand is short).
        defender_needs: u8,
        attacker_cards: ConquestCommitment,
        defender_cards: ConquestCommitment,
    },
    /// The game is over.
    Over { end: ConquestEnd },
}

/// One side's secret cards in an attack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "state", rename_all = "snake_case", deny_unknown_fields)]
pub enum ConquestCommitment {
    /// Not chosen yet.
    Waiting,
    /// Chosen in secret. `cards` only in the view of the seat that chose them, null
    /// for everybody else.
    Committed { cards: Option<Vec<u8>> },
    /// Face up for everybody (an Outpost's owner choosing which card counts).
    Revealed { cards: Vec<u8> },
}

/// Why the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum ConquestEnd {
    /// This seat reached the VP to win.
    Points { seat: WireSeat },
    /// These seats have no cube left on the board and lose.
    NoCubes { seats: Vec<WireSeat> },
    /// The action cap was reached.
    Cap,
}

/// How the last attack went (public once its cards were revealed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ConquestBattle {
    pub attacker: WireSeat,
    pub defender: WireSeat,
    pub from: String,
    pub to: String,
    pub outpost: bool,
    pub attacker_card: u8,
    /// The defender's committed cards (none if it had no card).
    pub defender_cards: Vec<u8>,
    /// The defender's card that counted, if it had one.
    pub used: Option<u8>,
    pub attacker_value: u8,
    pub defender_value: u8,
    pub attacker_won: bool,
}

fn cards(c: &Counts) -> Vec<u8> {
    c.cards()
}

fn nonzero(cards: &[u8]) -> Vec<u8> {
    let mut v: Vec<u8> = cards.iter().copied().filter(|&c| c != 0).collect();
    v.sort_unstable();
    v
}

fn commitment(committed: bool, own: Option<Vec<u8>>) -> ConquestCommitment {
    if committed {
        ConquestCommitment::Committed { cards: own }
    } else {
        ConquestCommitment::Waiting
    }
}

fn attack(v: &ConquestView, a: &AttackView) -> ConquestPhase {
    let me = v.seat();
    let cell = |c: u8| cell_name(v.size(), c);
    let (attacker_cards, defender_cards) = match a.revealed {
        Some((card, defence)) => (
            ConquestCommitment::Revealed {
                cards: nonzero(&[card]),
            },
            ConquestCommitment::Revealed {
                cards: nonzero(&defence),
            },
        ),
        None => {
            let own = |seat: Seat| (me == Some(seat)).then(|| nonzero(&a.own_cards));
            (
                commitment(a.attacker_committed, own(a.attacker)),
                commitment(a.defender_committed, own(a.defender)),
            )
        }
    };
    ConquestPhase::Attack {
        attacker: wire_seat(a.attacker),
        defender: wire_seat(a.defender),
        from: cell(a.from),
        to: cell(a.to),
        outpost: a.outpost,
        defender_needs: a.defender_needs,
        attacker_cards,
        defender_cards,
    }
}

fn end(e: End) -> ConquestEnd {
    match e {
        End::Points(s) => ConquestEnd::Points {
            seat: wire_seat(s as usize),
        },
        End::NoCubes(set) => ConquestEnd::NoCubes {
            seats: set.iter().map(wire_seat).collect(),
        },
        End::Cap => ConquestEnd::Cap,
    }
}

fn battle(size: u8, b: &Battle) -> ConquestBattle {
    ConquestBattle {
        attacker: wire_seat(b.attacker as usize),
        defender: wire_seat(b.defender as usize),
        from: cell_name(size, b.from),
        to: cell_name(size, b.to),
        outpost: b.outpost,
        attacker_card: b.attacker_card,
        defender_cards: nonzero(&b.defender_cards),
        used: (b.used != 0).then_some(b.used),
        attacker_value: b.attacker_value,
        defender_value: b.defender_value,
        attacker_won: b.attacker_won,
    }
}

/// The wire form of a Cube Conquest view.
pub fn wire(v: &ConquestView) -> ConquestWire {
    let size = v.size();
    let players = v.players.len();
    let on_board = |seat: Seat| -> u8 {
        v.units
            .iter()
            .flatten()
            .filter(|u| u.owned_by(seat))
            .map(|u| u.cubes)
            .sum()
    };
    let seats = v
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| ConquestSeat {
            seat: wire_seat(s),
            name: SEAT_NAMES[s].to_string(),
            vp: p.vp,
            supply: p.supply,
            on_board: on_board(s),
            lost: p.lost,
            hand_size: p.hand_size,
            known: cards(&p.known),
            hand: p.hand.as_ref().map(cards),
            home_edge: {
                let edge = home_edge(size, players, s);
                (0..size * size)
                    .filter(|&c| edge >> c & 1 == 1)
                    .map(|c| cell_name(size, c))
                    .collect()
            },
        })
        .collect();
    let cells = (0..size * size)
        .map(|c| ConquestCell {
            cell: cell_name(size, c),
            symbol: v.tiles.get(c as usize).copied().flatten(),
            unit: v
                .units
                .get(c as usize)
                .copied()
                .flatten()
                .map(|u| ConquestUnit {
                    seat: wire_seat(u.owner as usize),
                    cubes: u.cubes,
                }),
        })
        .collect();
    let piles = v
        .piles
        .iter()
        .enumerate()
        .map(|(i, p)| ConquestPile {
            seats: (0..players)
                .filter(|&s| v.pile_of(s) == i)
                .map(wire_seat)
                .collect(),
            deck_size: p.deck_size,
            discard: cards(&p.discard),
        })
        .collect();
    let phase = match &v.phase {
        PhaseView::Setup { placed } => ConquestPhase::Setup {
            seat: wire_seat(v.current),
            left: SETUP_CUBES.saturating_sub(*placed),
        },
        PhaseView::Turn => ConquestPhase::Turn {
            seat: wire_seat(v.current),
        },
        PhaseView::Attack(a) => attack(v, a),
        PhaseView::Over(e) => ConquestPhase::Over { end: end(*e) },
    };
    let result = match v.phase {
        PhaseView::Over(e) => {
            let vp: Vec<u8> = v.players.iter().map(|p| p.vp).collect();
            Some(WireResult::from(&outcome_of(e, &vp, v.options.cap)))
        }
        _ => None,
    };
    ConquestWire {
        size,
        vp_to_win: VP_TO_WIN,
        destroyed: match v.options.destroyed {
            Destroyed::Supply => ConquestDestroyed::Supply,
            Destroyed::Removed => ConquestDestroyed::Removed,
        },
        seats,
        cells,
        piles,
        start: wire_seat(v.start),
        phase,
        last_battle: v.last_battle.as_ref().map(|b| battle(size, b)),
        turn: v.to_move().into(),
        result,
        actions_played: v.actions,
    }
}
