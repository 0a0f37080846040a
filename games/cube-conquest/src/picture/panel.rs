//! The side panels: whose turn and what they do (with the Pass button), the
//! viewer's own hand, the pending attack and the last one, every seat's VP, hand size
//! and supply, and the decks and discard piles.
//!
//! Each panel has a `*_height` that says how much room it takes (0 when it has
//! nothing to show), so its size is known before drawing. Panels are
//! [`super::PANEL_WIDTH`] wide.

use cubist_core::picture::{wrap_words, Svg};
use cubist_core::{and_list, Args, Lang, Seat};

use super::symbols::{card, card_words};
use super::{card_ids, seat_letter};
use crate::board::cell_name;
use crate::cards::{Counts, CountsExt};
use crate::catalogue::{say, seat_name};
use crate::view::{AttackView, ConquestView, PhaseView, PlayerView};
use crate::{Battle, End, VP_TO_WIN};

/// The fill of a seat's pieces, as the game declares it ([`crate::SEAT_COLOURS`]).
fn seat_fill(seat: usize) -> &'static str {
    crate::SEAT_COLOURS[seat % crate::SEAT_COLOURS.len()].fill
}

const LINE: f64 = 44.0;
const TEXT: f64 = 30.0;
const SMALL: f64 = 26.0;
const INK: &str = "#212121";
const GREY: &str = "#616161";
/// Width of a card in the viewer's hand, and how many make a row.
const HAND_CARD: f64 = 84.0;
const HAND_ROW: usize = 7;
/// Width of a card in a discard pile or an attack.
const SMALL_CARD: f64 = 64.0;

/// Message `id` with no arguments.
fn word(lang: Lang, id: &str) -> String {
    say(lang, id, Args::new())
}

/// The names of `seats` joined: "Red and Blue".
fn names(seats: impl Iterator<Item = Seat>, lang: Lang) -> String {
    let names: Vec<String> = seats.map(|s| seat_name(s, lang)).collect();
    and_list(&names, lang)
}

pub fn text(svg: &mut Svg, x: f64, y: f64, size: f64, bold: bool, s: &str) {
    let weight = if bold { "bold" } else { "normal" };
    svg.text(
        "text",
        &[
            ("x", &x),
            ("y", &y),
            ("font-size", &size),
            ("font-weight", &weight),
            ("fill", &INK),
        ],
        s,
    );
}

fn grey(svg: &mut Svg, x: f64, y: f64, size: f64, anchor: &str, s: &str) {
    svg.text(
        "text",
        &[
            ("x", &x),
            ("y", &y),
            ("font-size", &size),
            ("text-anchor", &anchor),
            ("fill", &GREY),
        ],
        s,
    );
}

/// A square in the seat's colour with its letter.
pub fn seat_badge(svg: &mut Svg, seat: Seat, x: f64, y: f64, side: f64) {
    svg.el(
        "rect",
        &[
            ("x", &x),
            ("y", &y),
            ("width", &side),
            ("height", &side),
            ("rx", &5),
            ("fill", &seat_fill(seat)),
        ],
    );
    svg.text(
        "text",
        &[
            ("x", &(x + side / 2.0)),
            ("y", &(y + side * 0.75)),
            ("font-size", &(side * 0.7)),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &"white"),
        ],
        &seat_letter(seat).to_string(),
    );
}

/// What the game waits for, in words.
pub fn status(v: &ConquestView, lang: Lang) -> String {
    let seat = |name: &'static str, s: Seat| Args::new().text(name, seat_name(s, lang));
    match &v.phase {
        PhaseView::Setup { placed } => {
            let args = seat("seat", v.current).number("n", placed + 1);
            say(lang, "cube-conquest-pic-status-setup", args)
        }
        PhaseView::Turn => say(
            lang,
            "cube-conquest-pic-status-turn",
            seat("seat", v.current),
        ),
        PhaseView::Attack(a) if a.revealed.is_some() => say(
            lang,
            "cube-conquest-pic-status-choose",
            seat("seat", a.defender),
        ),
        PhaseView::Attack(a) => {
            let args = seat("attacker", a.attacker).text("defender", seat_name(a.defender, lang));
            say(lang, "cube-conquest-pic-status-attack", args)
        }
        PhaseView::Over(end) => {
            let args = Args::new().text("ending", ending(v, *end, lang));
            say(lang, "cube-conquest-pic-status-over", args)
        }
    }
}

fn ending(v: &ConquestView, end: End, lang: Lang) -> String {
    let players = 0..v.players.len();
    match end {
        End::Points(w) => {
            let args = Args::new()
                .text("seat", seat_name(w as usize, lang))
                .number("vp", VP_TO_WIN);
            say(lang, "cube-conquest-pic-end-points", args)
        }
        End::NoCubes(set) => {
            let best = players
                .clone()
                .filter(|&s| !set.contains(s))
                .map(|s| v.players[s].vp)
                .max();
            let winners: Vec<Seat> = players
                .filter(|&s| !set.contains(s) && Some(v.players[s].vp) == best)
                .collect();
            let args = Args::new()
                .text("losers", names(set.iter(), lang))
                .number("lost", set.iter().count() as f64)
                .text("winners", names(winners.iter().copied(), lang))
                .number("won", winners.len() as f64);
            say(lang, "cube-conquest-pic-end-no-cubes", args)
        }
        End::Cap => {
            let best = v.players.iter().map(|p| p.vp).max().unwrap_or(0);
            let w: Vec<Seat> = players.filter(|&s| v.players[s].vp == best).collect();
            let args = Args::new()
                .text("seats", names(w.iter().copied(), lang))
                .number("count", w.len() as f64)
                .number("vp", best);
            say(lang, "cube-conquest-pic-end-cap", args)
        }
    }
}

/// Whose turn it is, if anyone's: the seat whose badge leads the status.
fn mover(v: &ConquestView) -> Option<Seat> {
    match &v.phase {
        PhaseView::Attack(a) if a.revealed.is_some() => Some(a.defender),
        PhaseView::Over(_) => None,
        _ => Some(v.current),
    }
}

/// The status in lines that fit beside the mover's badge.
fn status_lines(v: &ConquestView, lang: Lang) -> Vec<String> {
    wrap_words(&status(v, lang), if mover(v).is_some() { 30 } else { 34 })
}

fn is_turn(v: &ConquestView) -> bool {
    matches!(v.phase, PhaseView::Turn)
}

pub fn header_height(v: &ConquestView, lang: Lang) -> f64 {
    let pass = if is_turn(v) { 74.0 } else { 0.0 };
    72.0 + 44.0 * status_lines(v, lang).len() as f64 + pass
}

/// The status, the action count, and the Pass button in a turn.
pub fn header(svg: &mut Svg, v: &ConquestView, top: f64, lang: Lang) {
    let lines = status_lines(v, lang);
    let x = if let Some(s) = mover(v) {
        seat_badge(svg, s, 20.0, top + 18.0, 48.0);
        82.0
    } else {
        20.0
    };
    for (i, line) in lines.iter().enumerate() {
        text(svg, x, top + 54.0 + 44.0 * i as f64, 32.0, true, line);
    }
    let y = top + 54.0 + 44.0 * lines.len() as f64;
    let args = Args::new()
        .number("n", v.actions)
        .number("cap", v.options.cap)
        .number("vp", VP_TO_WIN);
    let count = say(lang, "cube-conquest-pic-action-count", args);
    grey(svg, 20.0, y, SMALL, "start", &count);
    if is_turn(v) {
        pass_button(svg, y + 20.0, lang);
    }
}

fn pass_button(svg: &mut Svg, y: f64, lang: Lang) {
    let label = word(lang, "cube-conquest-pic-pass-label");
    svg.open_target("btn-pass", &label, &[]);
    svg.el(
        "rect",
        &[
            ("x", &20),
            ("y", &y),
            ("width", &160),
            ("height", &54),
            ("rx", &12),
            ("fill", &"#eeeeee"),
            ("stroke", &"#424242"),
            ("stroke-width", &3),
        ],
    );
    svg.text(
        "text",
        &[
            ("x", &100),
            ("y", &(y + 37.0)),
            ("font-size", &TEXT),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &INK),
        ],
        &word(lang, "cube-conquest-pic-pass"),
    );
    svg.close();
}

/// The viewer's hand, if it is a seat.
fn own_hand(v: &ConquestView) -> Option<(Seat, Counts)> {
    let me = v.seat()?;
    Some((me, v.players.get(me)?.hand?))
}

pub fn hand_height(v: &ConquestView, _lang: Lang) -> f64 {
    match own_hand(v) {
        None => 0.0,
        Some((_, h)) => {
            let rows = (h.total() as f64 / HAND_ROW as f64).ceil().max(1.0);
            LINE + rows * (HAND_CARD * 1.36 + 14.0) + 10.0
        }
    }
}

/// The viewer's own cards, each clickable (`card-3`, a second 3 is `card-3-2`).
pub fn hand(svg: &mut Svg, v: &ConquestView, top: f64, lang: Lang) {
    let Some((me, h)) = own_hand(v) else {
        return;
    };
    let args = Args::new()
        .text("seat", seat_name(me, lang))
        .number("count", h.total());
    let title = say(lang, "cube-conquest-pic-hand", args);
    text(svg, 20.0, top + 34.0, TEXT, true, &title);
    for (i, (value, id)) in card_ids(&h).into_iter().enumerate() {
        let x = 20.0 + (i % HAND_ROW) as f64 * (HAND_CARD + 8.0);
        let y = top + LINE + (i / HAND_ROW) as f64 * (HAND_CARD * 1.36 + 14.0);
        let args = Args::new().text("card", card_words(value, lang));
        svg.open_target(&id, &say(lang, "cube-conquest-pic-your-card", args), &[]);
        card(svg, value, x, y, HAND_CARD, lang);
        svg.close();
    }
}

/// "Red b2 → Blue c2".
fn attack_words(v: &ConquestView, att: Seat, from: u8, def: Seat, to: u8, lang: Lang) -> String {
    let size = v.size();
    format!(
        "{} {} → {} {}",
        seat_name(att, lang),
        cell_name(size, from),
        seat_name(def, lang),
        cell_name(size, to),
    )
}

pub fn attack_height(v: &ConquestView, _lang: Lang) -> f64 {
    match &v.phase {
        PhaseView::Attack(a) => {
            let cards = a.revealed.is_some() || !a.own_cards.is_empty();
            LINE * 3.0 + 20.0 + if cards { SMALL_CARD * 1.36 + 20.0 } else { 0.0 }
        }
        _ => 0.0,
    }
}

/// The pending attack: who attacks whom from where, who has committed, the
/// viewer's own committed cards, and after the reveal the cards (the defender's are
/// clickable: `use-3`).
pub fn attack(svg: &mut Svg, v: &ConquestView, top: f64, lang: Lang) {
    let PhaseView::Attack(a) = &v.phase else {
        return;
    };
    let words = attack_words(v, a.attacker, a.from, a.defender, a.to, lang);
    let title = say(
        lang,
        "cube-conquest-pic-attack",
        Args::new().text("attack", words),
    );
    text(svg, 20.0, top + 36.0, TEXT, true, &title);
    let state = |done: bool| {
        let id = if done {
            "cube-conquest-pic-card-chosen"
        } else {
            "cube-conquest-pic-choosing"
        };
        word(lang, id)
    };
    let defender = if a.defender_needs == 0 {
        word(lang, "cube-conquest-pic-no-card-to-play")
    } else {
        state(a.defender_committed)
    };
    let side = |seat: Seat, state: String| {
        Args::new()
            .text("seat", seat_name(seat, lang))
            .text("state", state)
    };
    let attacker = side(a.attacker, state(a.attacker_committed));
    let attacker = say(lang, "cube-conquest-pic-side", attacker);
    text(svg, 20.0, top + 36.0 + LINE, SMALL, false, &attacker);
    let id = if a.outpost {
        "cube-conquest-pic-side-outpost"
    } else {
        "cube-conquest-pic-side"
    };
    let defender = say(lang, id, side(a.defender, defender));
    text(svg, 20.0, top + 36.0 + LINE * 2.0, SMALL, false, &defender);
    let y = top + 20.0 + LINE * 3.0;
    if let Some((att, def)) = a.revealed {
        revealed(svg, a.defender, att, def, y, lang);
    } else if !a.own_cards.is_empty() {
        own_committed(svg, a, y, lang);
    }
}

/// The cards of an attack on an Outpost after the reveal; the defender's are
/// clickable (`use-3`).
fn revealed(svg: &mut Svg, defender: Seat, att: u8, def: [u8; 2], y: f64, lang: Lang) {
    text(
        svg,
        20.0,
        y + 30.0,
        SMALL,
        false,
        &word(lang, "cube-conquest-pic-revealed"),
    );
    card(svg, att, 164.0, y, SMALL_CARD, lang);
    text(
        svg,
        240.0,
        y + 52.0,
        SMALL,
        false,
        &word(lang, "cube-conquest-pic-against"),
    );
    let mut seen = Vec::new();
    for (i, &c) in def.iter().enumerate() {
        let id = if seen.contains(&c) {
            format!("use-{c}-2")
        } else {
            format!("use-{c}")
        };
        seen.push(c);
        let args = Args::new()
            .text("seat", seat_name(defender, lang))
            .text("card", card_words(c, lang));
        let label = say(lang, "cube-conquest-pic-make-count", args);
        svg.open_target(&id, &label, &[]);
        let x = 354.0 + i as f64 * (SMALL_CARD + 14.0);
        card(svg, c, x, y, SMALL_CARD, lang);
        svg.close();
    }
}

/// The viewer's own secret cards in the attack, face up only in its own picture.
fn own_committed(svg: &mut Svg, a: &AttackView, y: f64, lang: Lang) {
    text(
        svg,
        20.0,
        y + 30.0,
        SMALL,
        false,
        &word(lang, "cube-conquest-pic-you-chose"),
    );
    for (i, &c) in a.own_cards.iter().enumerate() {
        card(
            svg,
            c,
            184.0 + i as f64 * (SMALL_CARD + 14.0),
            y,
            SMALL_CARD,
            lang,
        );
    }
}

/// The last attack in lines, the first a title: each side's card, the tile and
/// Outpost bonuses, the totals, and who won.
fn battle_lines(v: &ConquestView, lang: Lang) -> Vec<String> {
    let Some(b) = v.last_battle else {
        return Vec::new();
    };
    let (att, def) = (b.attacker as usize, b.defender as usize);
    let words = attack_words(v, att, b.from, def, b.to, lang);
    let attacker = Args::new()
        .text("seat", seat_name(att, lang))
        .number("card", b.attacker_card)
        .number("value", b.attacker_value);
    let mut lines = vec![
        say(
            lang,
            "cube-conquest-pic-last-attack",
            Args::new().text("attack", words),
        ),
        say(lang, "cube-conquest-pic-attacker-sum", attacker),
        defence_sum(&b, lang),
    ];
    let defender = Args::new().text("seat", seat_name(def, lang));
    if let Some(unused) = also_showed(&b) {
        let args = defender.number("card", unused);
        lines.push(say(lang, "cube-conquest-pic-also-showed", args));
    }
    let winner = if b.attacker_won { att } else { def };
    let args = Args::new().text("seat", seat_name(winner, lang));
    lines.push(say(lang, "cube-conquest-pic-won", args));
    lines
}

pub fn battle_height(v: &ConquestView, lang: Lang) -> f64 {
    match battle_lines(v, lang).len() {
        0 => 0.0,
        n => LINE * n as f64 + 14.0,
    }
}

/// The last attack, its title and its result in bold.
pub fn battle(svg: &mut Svg, v: &ConquestView, top: f64, lang: Lang) {
    let lines = battle_lines(v, lang);
    for (i, line) in lines.iter().enumerate() {
        let (size, bold) = match i {
            0 => (TEXT, true),
            i => (SMALL, i + 1 == lines.len()),
        };
        text(svg, 20.0, top + 36.0 + LINE * i as f64, size, bold, line);
    }
}

/// "Blue: card 3 + tile 1 + Outpost 1 = 5".
pub fn defence_sum(b: &Battle, lang: Lang) -> String {
    let outpost = b.outpost as u8;
    let tile = b.defender_value - b.used - outpost;
    let seat = Args::new().text("seat", seat_name(b.defender as usize, lang));
    let card = if b.used == 0 {
        say(lang, "cube-conquest-pic-defence-no-card", seat)
    } else {
        say(
            lang,
            "cube-conquest-pic-defence-card",
            seat.number("card", b.used),
        )
    };
    let id = if b.outpost {
        "cube-conquest-pic-defence-sum-outpost"
    } else {
        "cube-conquest-pic-defence-sum"
    };
    let args = Args::new()
        .text("defence", card)
        .number("tile", tile)
        .number("value", b.defender_value);
    say(lang, id, args)
}

/// The card an Outpost's owner showed but did not make count.
fn also_showed(b: &Battle) -> Option<u8> {
    let other: Vec<u8> = b
        .defender_cards
        .iter()
        .copied()
        .filter(|&c| c != 0)
        .collect();
    match other[..] {
        [x, y] => Some(if x == b.used { y } else { x }),
        _ => None,
    }
}

/// The cards everyone knows a seat holds, when its hand is not shown whole.
fn known_cards(p: &PlayerView, lang: Lang) -> Option<String> {
    if p.hand.is_some() || p.known.total() == 0 {
        return None;
    }
    let known: Vec<String> = p.known.cards().iter().map(|c| c.to_string()).collect();
    let args = Args::new().text("cards", known.join(" "));
    Some(say(lang, "cube-conquest-pic-known", args))
}

pub fn players_height(v: &ConquestView, lang: Lang) -> f64 {
    let known = v
        .players
        .iter()
        .filter_map(|p| known_cards(p, lang))
        .count();
    LINE * (v.players.len() + 1) as f64 + 36.0 * known as f64 + 16.0
}

/// Columns of the seat table: the message of the title, and the right edge.
const COLUMNS: [(&str, f64); 4] = [
    ("cube-conquest-pic-col-vp", 370.0),
    ("cube-conquest-pic-col-hand", 460.0),
    ("cube-conquest-pic-col-supply", 560.0),
    ("cube-conquest-pic-col-lost", 640.0),
];

/// Every seat: VP, how many cards in hand (never which, but the cards all know it
/// holds), cubes in supply and destroyed.
pub fn players(svg: &mut Svg, v: &ConquestView, top: f64, lang: Lang) {
    let mut y = top + 34.0;
    let player = word(lang, "cube-conquest-pic-col-player");
    grey(svg, 20.0, y, SMALL, "start", &player);
    for (title, x) in COLUMNS {
        grey(svg, x, y, SMALL, "end", &word(lang, title));
    }
    for (s, p) in v.players.iter().enumerate() {
        y += LINE;
        seat_badge(svg, s, 20.0, y - 32.0, 40.0);
        let name = if v.seat() == Some(s) {
            let args = Args::new().text("seat", seat_name(s, lang));
            say(lang, "cube-conquest-pic-you", args)
        } else {
            seat_name(s, lang)
        };
        text(svg, 72.0, y, TEXT, s == v.current, &name);
        let cells = [p.vp, p.hand_size, p.supply, p.lost];
        for ((_, x), n) in COLUMNS.iter().zip(cells) {
            svg.text(
                "text",
                &[
                    ("x", x),
                    ("y", &y),
                    ("font-size", &TEXT),
                    ("text-anchor", &"end"),
                    ("fill", &INK),
                ],
                &n.to_string(),
            );
        }
        if let Some(known) = known_cards(p, lang) {
            y += 36.0;
            grey(svg, 72.0, y, SMALL, "start", &known);
        }
    }
}

pub fn piles_height(v: &ConquestView, _lang: Lang) -> f64 {
    v.piles.len() as f64 * (LINE + SMALL_CARD * 1.36 + 18.0) + 10.0
}

/// Each deck's size and its discard pile, one card per symbol with how many. The
/// viewer's own pile (the one it prepares from) has clickable cards (`discard-3`).
pub fn piles(svg: &mut Svg, v: &ConquestView, top: f64, lang: Lang) {
    let mut y = top;
    let mine = v.seat().map(|s| v.pile_of(s));
    for (i, pile) in v.piles.iter().enumerate() {
        let whose = if v.piles.len() == 1 {
            word(lang, "cube-conquest-pic-shared-deck")
        } else {
            let args = Args::new().text("seat", seat_name(i, lang));
            say(lang, "cube-conquest-pic-deck-of", args)
        };
        let args = Args::new()
            .text("deck", whose)
            .number("count", pile.deck_size as f64)
            .number("discard", pile.discard.total());
        let line = say(lang, "cube-conquest-pic-pile", args);
        text(svg, 20.0, y + 34.0, SMALL, false, &line);
        let mut x = 20.0;
        for value in 1..=6u8 {
            let n = pile.discard.count(value);
            if n == 0 {
                continue;
            }
            let cy = y + LINE;
            if mine == Some(i) {
                let args = Args::new().text("card", card_words(value, lang));
                let label = say(lang, "cube-conquest-pic-take-back", args);
                svg.open_target(&format!("discard-{value}"), &label, &[]);
                card(svg, value, x, cy, SMALL_CARD, lang);
                svg.close();
            } else {
                card(svg, value, x, cy, SMALL_CARD, lang);
            }
            grey(
                svg,
                x + SMALL_CARD + 4.0,
                cy + 52.0,
                SMALL,
                "start",
                &format!("×{n}"),
            );
            x += SMALL_CARD + 44.0;
        }
        if pile.discard.total() == 0 {
            let empty = word(lang, "cube-conquest-pic-empty");
            grey(svg, 20.0, y + LINE + 50.0, SMALL, "start", &empty);
        }
        y += LINE + SMALL_CARD * 1.36 + 18.0;
    }
}
