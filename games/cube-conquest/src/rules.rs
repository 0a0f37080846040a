//! What is legal: move generation.
//!
//! [`legal_actions`] and [`crate::check::why_illegal`] are written separately (one
//! fast, one explanatory); the tests check that they always agree.

use cubist_core::Seat;

use crate::action::Action;
use crate::board::{geometry, home_edge, OFF_BOARD};
use crate::cards::CountsExt;
use crate::movegen::{bits, Scratch, Walker};
use crate::{CubeConquest, Phase};

/// Fill `out` with every legal action of `seat`.
pub fn legal_actions(g: &CubeConquest, seat: Seat, out: &mut Vec<Action>) {
    out.clear();
    if seat >= g.players() {
        return;
    }
    match g.phase {
        Phase::Over(_) => {}
        Phase::Setup { .. } => {
            if seat == g.current() {
                let edge = home_edge(g.size(), g.players(), seat);
                for c in g.board_cells() {
                    if edge >> c & 1 == 1 && g.units[c as usize].is_empty() {
                        out.push(Action::Place(c));
                    }
                }
            }
        }
        Phase::Turn => {
            if seat == g.current() {
                turn_actions(g, seat, out);
                if out.is_empty() {
                    out.push(Action::Pass);
                }
            }
        }
        Phase::Attack(a) => {
            let hand = g.hands[seat];
            if a.revealed {
                if seat == a.defender as usize {
                    out.push(Action::Use(a.defender_cards[0]));
                    out.push(Action::Use(a.defender_cards[1]));
                }
            } else if seat == a.attacker as usize && a.attacker_card == 0
                || seat == a.defender as usize && !a.defender_done && a.defender_needs == 1
            {
                out.extend((1..=6).filter(|&v| hand.has(v)).map(Action::Commit));
            } else if seat == a.defender as usize && !a.defender_done {
                for x in 1..=6 {
                    for y in x..=6 {
                        let ok = if x == y {
                            hand.count(x) >= 2
                        } else {
                            hand.has(x) && hand.has(y)
                        };
                        if ok {
                            out.push(Action::CommitTwo(x, y));
                        }
                    }
                }
            }
        }
    }
}

thread_local! {
    /// Reused between calls so that move generation neither allocates nor clears a large table.
    pub(crate) static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::new());
}

/// Bitboards of one seat's view of the board, worked out in one pass over the cells so
/// that each kind of turn action reads masks instead of units.
pub(crate) struct Masks {
    /// Cells with a cube of the seat.
    pub own: u64,
    /// Cells with a single cube of the seat: the ones that move and attack.
    pub single: u64,
    /// Cells with an enemy cube.
    pub enemy: u64,
    pub empty: u64,
}

impl Masks {
    pub(crate) fn new(g: &CubeConquest, seat: Seat) -> Masks {
        let mut m = Masks {
            own: 0,
            single: 0,
            enemy: 0,
            empty: 0,
        };
        for (c, u) in g.units[..g.cells() as usize].iter().enumerate() {
            let bit = 1u64 << c;
            if u.cubes == 0 {
                m.empty |= bit;
            } else if u.owner as usize == seat {
                m.own |= bit;
                if u.cubes == 1 {
                    m.single |= bit;
                }
            } else {
                m.enemy |= bit;
            }
        }
        m
    }

    /// Cells a cube of the seat may walk through: on the board, no enemy cube.
    pub(crate) fn open(&self) -> u64 {
        self.own | self.empty
    }
}

/// The moves of every single cube of `seat`, cube by cube in cell order, each effect
/// with the cards that reach it (see [`crate::movegen`]).
fn move_actions(
    g: &CubeConquest,
    m: &Masks,
    max_card: u8,
    cards: &HeldCards,
    scratch: &mut Scratch,
    out: &mut Vec<Action>,
) {
    let mut walker = Walker::new(g.size(), m.open(), m.empty, !g.face_up, max_card, scratch);
    for from in bits(m.single) {
        let paths = walker.moves_from(from);
        for &path in paths {
            let held = cards.at_least(path.len);
            out.extend(held.iter().map(|&card| Action::Move { card, from, path }));
        }
    }
}

/// The distinct card values of a hand, lowest first, to list the cards that pay for
/// a path without testing every value.
pub(crate) struct HeldCards {
    values: [u8; 6],
    /// `first[n]`: the index in `values` of the first value of at least `n`.
    first: [u8; 8],
    len: u8,
}

impl HeldCards {
    pub(crate) fn new(hand: crate::cards::Counts) -> HeldCards {
        let mut held = HeldCards {
            values: [0; 6],
            first: [0; 8],
            len: 0,
        };
        for v in 1..=6u8 {
            held.first[v as usize] = held.len;
            if hand.has(v) {
                held.values[held.len as usize] = v;
                held.len += 1;
            }
        }
        held.first[7] = held.len;
        held
    }

    pub(crate) fn at_least(&self, n: u8) -> &[u8] {
        &self.values[self.first[n as usize] as usize..self.len as usize]
    }

    pub(crate) fn max(&self) -> u8 {
        self.len
            .checked_sub(1)
            .map_or(0, |i| self.values[i as usize])
    }
}

/// The four actions of a turn (without `Pass`).
pub(crate) fn turn_actions(g: &CubeConquest, seat: Seat, out: &mut Vec<Action>) {
    let cards = HeldCards::new(g.hands[seat]);
    let masks = Masks::new(g, seat);
    let max_card = cards.max();
    if max_card > 0 {
        SCRATCH.with_borrow_mut(|scratch| move_actions(g, &masks, max_card, &cards, scratch, out));
    }
    other_turn_actions(g, seat, &masks, out);
}

/// The turn actions that come after the moves: prepare, reinforce, attack.
pub(crate) fn other_turn_actions(
    g: &CubeConquest,
    seat: Seat,
    masks: &Masks,
    out: &mut Vec<Action>,
) {
    let hand = g.hands[seat];
    prepare_actions(g, seat, out);
    if g.supply[seat] > 0 {
        reinforce_actions(g, masks, hand, out);
    }
    if hand.total() > 0 {
        attack_actions(g, masks, out);
    }
}

/// Discard two cards and take one back from the discard pile.
fn prepare_actions(g: &CubeConquest, seat: Seat, out: &mut Vec<Action>) {
    let hand = g.hands[seat];
    let discard = g.piles[g.pile_of(seat)].discard;
    if hand.total() < 2 || discard.total() == 0 {
        return;
    }
    for x in 1..=6 {
        for y in x..=6 {
            let ok = if x == y {
                hand.count(x) >= 2
            } else {
                hand.has(x) && hand.has(y)
            };
            if ok {
                for take in (1..=6).filter(|&t| discard.has(t)) {
                    out.push(Action::Prepare {
                        discard: [x, y],
                        take,
                    });
                }
            }
        }
    }
}

/// A cube on an empty face-up tile next to one of the seat's cubes, or on a single
/// cube of the seat, paid with the tile's card; cells in order.
fn reinforce_actions(
    g: &CubeConquest,
    m: &Masks,
    hand: crate::cards::Counts,
    out: &mut Vec<Action>,
) {
    let geo = geometry(g.size());
    let beside = geo.spread(m.own) & m.empty & g.face_up;
    for cell in bits(beside | m.single) {
        let card = g.tiles[cell as usize];
        if hand.has(card) {
            out.push(Action::Reinforce { card, cell });
        }
    }
}

/// Each single cube against each enemy cube next to it, N, E, S, W.
fn attack_actions(g: &CubeConquest, m: &Masks, out: &mut Vec<Action>) {
    let geo = geometry(g.size());
    for from in bits(m.single & geo.spread(m.enemy)) {
        for &to in &geo.next[from as usize] {
            if to != OFF_BOARD && m.enemy >> to & 1 == 1 {
                out.push(Action::Attack { from, to });
            }
        }
    }
}
