//! The game as an SVG picture for browsers, and the clicks that make each action
//! (conventions in `docs/pictures.md`).
//!
//! The picture is the board alone (about square, so it can take a screen's height)
//! and side panels, each its own SVG, in reading order: `status` (whose turn it is
//! and what they do, with the Pass button during a turn), `hand-N` (the viewer's own
//! hand, seat N counted from 1), `attack` (the pending attack), `last-attack`,
//! `scores` (every seat's VP, hand size and supply) and `piles` (decks and discard
//! piles); a panel with nothing to show is left out. It is drawn from a view, so it
//! holds only what that observer may know: other hands appear as their sizes (and
//! the cards everyone saw go back into them), never as cards.
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

use cubist_core::picture::{Panel, Picture, Svg};
use cubist_core::{Lang, Seat, Side};

use crate::board::cell_name;
use crate::cards::{Counts, CountsExt};
use crate::catalogue::say;
use crate::view::ConquestView;

pub use clicks::clicks;

/// Width of the board in user units.
pub const WIDTH: f64 = 1000.0;
/// Width of every side panel: narrower than the board, so its lettering stays large
/// in a column beside the board.
pub const PANEL_WIDTH: f64 = 680.0;

/// A side panel: its name, the message saying what it shows, how tall it is (0: not
/// shown now), and how it draws from a top, in a language.
type Part = (
    &'static str,
    &'static str,
    fn(&ConquestView, Lang) -> f64,
    fn(&mut Svg, &ConquestView, f64, Lang),
);

/// The side panels, in reading order.
const PARTS: [Part; 6] = [
    (
        "status",
        "cube-conquest-pic-panel-status",
        panel::header_height,
        panel::header,
    ),
    (
        "hand",
        "cube-conquest-pic-panel-hand",
        panel::hand_height,
        panel::hand,
    ),
    (
        "attack",
        "cube-conquest-pic-panel-attack",
        panel::attack_height,
        panel::attack,
    ),
    (
        "last-attack",
        "cube-conquest-pic-panel-last-attack",
        panel::battle_height,
        panel::battle,
    ),
    (
        "scores",
        "cube-conquest-pic-panel-scores",
        panel::players_height,
        panel::players,
    ),
    (
        "piles",
        "cube-conquest-pic-panel-piles",
        panel::piles_height,
        panel::piles,
    ),
];

/// The picture of one observer's view from `side`'s side, in `lang`: the board, and
/// the panels that have something to show now.
pub fn picture(v: &ConquestView, side: Side, lang: Lang) -> Picture {
    let panels = PARTS
        .iter()
        .filter(|p| (p.2)(v, lang) > 0.0)
        .map(|p| Panel {
            name: panel_name(v, p.0),
            svg: panel_svg(v, p, lang),
        })
        .collect();
    Picture {
        board: board::draw(v, side, lang),
        panels,
    }
}

/// `hand-2` for the viewer's own hand (seats counted from 1), else the part's name.
fn panel_name(v: &ConquestView, name: &str) -> String {
    match (name, v.seat()) {
        ("hand", Some(s)) => format!("hand-{}", s + 1),
        _ => name.to_string(),
    }
}

fn panel_svg(v: &ConquestView, (_, label, height, draw): &Part, lang: Lang) -> String {
    let height = height(v, lang).ceil();
    let label = say(lang, label, cubist_core::Args::new());
    let mut svg = Svg::new(PANEL_WIDTH, height, &label);
    svg.el(
        "rect",
        &[
            ("width", &PANEL_WIDTH),
            ("height", &height),
            ("fill", &"#fafafa"),
        ],
    );
    draw(&mut svg, v, 0.0, lang);
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
