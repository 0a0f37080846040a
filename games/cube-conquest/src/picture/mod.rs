//! The game as an SVG picture for browsers, and the clicks that make each action
//! (conventions in `docs/pictures.md`).
//!
//! The picture, top to bottom: whose turn it is and what they do (with the Pass
//! button during a turn), the board, the viewer's own hand, the pending attack, the
//! last attack, every seat's VP, hand size and supply, and the decks and discard
//! piles. It is drawn from a view, so it holds only what that observer may know:
//! other hands appear as their sizes (and the cards everyone saw go back into them),
//! never as cards.
//!
//! Ids: `cell-b3` for each cell; `card-3` for a card in the viewer's hand, `card-3-2`
//! for a second card of the same symbol (and so on); `discard-3` for a card of the
//! viewer's own discard pile; `use-3` for a card an attacked Outpost's owner may make
//! count after the reveal; `btn-pass`.
//!
//! Clicks ([`clicks`]):
//! - place a set-up cube: the cell;
//! - move: the cube's cell, the cell it ends on, then the card it spends. When moves
//!   of that cube to that cell differ in the face-down tiles they turn up, the tiles
//!   the chosen path turns up (besides the destination) come between, in the order
//!   it enters them: `cell-b2 cell-c3 cell-b3 card-4` turns up b3 on the way. A
//!   card id never names a cell, so no move's clicks start another's;
//! - prepare: the two cards discarded, lower first, then the card taken back from the
//!   discard pile;
//! - reinforce: the card, then the cell;
//! - attack: the attacking cube's cell, then the attacked cell;
//! - the secret card(s) of an attack: the card(s) in hand, lower first; after an
//!   Outpost's reveal, the card that counts (`use-…`);
//! - pass: `btn-pass`.

mod board;
mod clicks;
mod panel;
mod symbols;

use cubist_core::picture::Svg;
use cubist_core::Seat;

use crate::board::cell_name;
use crate::cards::{Counts, CountsExt};
use crate::view::ConquestView;

pub use clicks::clicks;

/// Width of the picture in user units.
pub const WIDTH: f64 = 1000.0;

/// A part of the picture below the header: how tall it is, and how it draws at a
/// given top.
type Part = (fn(&ConquestView) -> f64, fn(&mut Svg, &ConquestView, f64));

/// The picture of one observer's view.
pub fn draw(v: &ConquestView) -> String {
    let parts: [Part; 6] = [
        (board::height, board::draw),
        (panel::hand_height, panel::hand),
        (panel::attack_height, panel::attack),
        (panel::battle_height, panel::battle),
        (panel::players_height, panel::players),
        (panel::piles_height, panel::piles),
    ];
    let height = panel::HEADER + parts.iter().map(|(h, _)| h(v)).sum::<f64>() + 20.0;
    let label = format!("Cube Conquest: {}", panel::status(v));
    let mut svg = Svg::new(WIDTH, height, &label);
    svg.el(
        "rect",
        &[("width", &WIDTH), ("height", &height), ("fill", &"#fafafa")],
    );
    panel::header(&mut svg, v);
    let mut top = panel::HEADER;
    for (h, draw) in parts {
        draw(&mut svg, v, top);
        top += h(v);
    }
    svg.finish()
}

/// `R B G Y`: the letter that marks a seat's cubes beside its colour.
pub fn seat_letter(seat: Seat) -> char {
    crate::SEAT_NAMES
        .get(seat)
        .and_then(|n| n.chars().next())
        .unwrap_or('?')
}

/// `cell-b3`.
pub fn cell_id(size: u8, cell: u8) -> String {
    format!("cell-{}", cell_name(size, cell))
}

/// The id of the `n`-th (from 1) card of value `v` in a hand: `card-3`, `card-3-2`.
pub fn card_id(v: u8, n: u8) -> String {
    if n <= 1 {
        format!("card-{v}")
    } else {
        format!("card-{v}-{n}")
    }
}

/// A hand's cards, lowest first, each with its id.
pub fn card_ids(hand: &Counts) -> Vec<(u8, String)> {
    let mut out = Vec::new();
    for v in 1..=6u8 {
        for n in 1..=hand.count(v) {
            out.push((v, card_id(v, n)));
        }
    }
    out
}
