//! The side panels: whose turn and what they do (with the Pass button), the
//! viewer's own hand, the pending attack and the last one, every seat's VP, hand size
//! and supply, and the decks and discard piles.
//!
//! Each panel has a `*_height` that says how much room it takes (0 when it has
//! nothing to show), so its size is known before drawing. Panels are
//! [`super::PANEL_WIDTH`] wide.

use cubist_core::picture::{wrap_words, Svg};
use cubist_core::Seat;

use super::symbols::{card, card_words};
use super::{card_ids, seat_letter};
use crate::board::cell_name;
use crate::cards::{Counts, CountsExt};
use crate::view::{AttackView, ConquestView, PhaseView, PlayerView};
use crate::{Battle, End, SEAT_NAMES, VP_TO_WIN};

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

pub fn name(seat: Seat) -> &'static str {
    SEAT_NAMES.get(seat).copied().unwrap_or("?")
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
pub fn status(v: &ConquestView) -> String {
    match &v.phase {
        PhaseView::Setup { placed } => format!(
            "Set-up: {} places cube {} of 2 on the home edge",
            name(v.current),
            placed + 1
        ),
        PhaseView::Turn => format!(
            "{} to act: move, prepare, reinforce or attack",
            name(v.current)
        ),
        PhaseView::Attack(a) if a.revealed.is_some() => {
            format!("{} chooses which Outpost card counts", name(a.defender))
        }
        PhaseView::Attack(a) => format!(
            "{} attacks {}: both choose a card in secret",
            name(a.attacker),
            name(a.defender)
        ),
        PhaseView::Over(end) => format!("Game over: {}", ending(v, *end)),
    }
}

fn ending(v: &ConquestView, end: End) -> String {
    match end {
        End::Points(w) => format!("{} reached {VP_TO_WIN} VP and wins", name(w as usize)),
        End::NoCubes(set) => {
            let losers: Vec<&str> = set.iter().map(name).collect();
            let best = (0..v.players.len())
                .filter(|&s| !set.contains(s))
                .map(|s| v.players[s].vp)
                .max();
            let winners: Vec<&str> = (0..v.players.len())
                .filter(|&s| !set.contains(s) && Some(v.players[s].vp) == best)
                .map(name)
                .collect();
            let (have, lose) = if losers.len() == 1 {
                ("has", "loses")
            } else {
                ("have", "lose")
            };
            let win = if winners.len() == 1 { "wins" } else { "win" };
            format!(
                "{} {have} no cube left and {lose}; {} {win}",
                losers.join(" and "),
                winners.join(" and ")
            )
        }
        End::Cap => {
            let best = v.players.iter().map(|p| p.vp).max().unwrap_or(0);
            let w: Vec<&str> = (0..v.players.len())
                .filter(|&s| v.players[s].vp == best)
                .map(name)
                .collect();
            let verb = if w.len() == 1 { "wins" } else { "draw" };
            format!(
                "action cap reached; {} {verb} with {best} VP",
                w.join(" and ")
            )
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
fn status_lines(v: &ConquestView) -> Vec<String> {
    wrap_words(&status(v), if mover(v).is_some() { 30 } else { 34 })
}

fn is_turn(v: &ConquestView) -> bool {
    matches!(v.phase, PhaseView::Turn)
}

pub fn header_height(v: &ConquestView) -> f64 {
    let pass = if is_turn(v) { 74.0 } else { 0.0 };
    72.0 + 44.0 * status_lines(v).len() as f64 + pass
}

/// The status, the action count, and the Pass button in a turn.
pub fn header(svg: &mut Svg, v: &ConquestView, top: f64) {
    let lines = status_lines(v);
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
    grey(
        svg,
        20.0,
        y,
        SMALL,
        "start",
        &format!(
            "Action {} of at most {} · {VP_TO_WIN} VP win",
            v.actions, v.options.cap
        ),
    );
    if is_turn(v) {
        pass_button(svg, y + 20.0);
    }
}

fn pass_button(svg: &mut Svg, y: f64) {
    svg.open_target("btn-pass", "Pass (only when nothing else is possible)", &[]);
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
        "Pass",
    );
    svg.close();
}

/// The viewer's hand, if it is a seat.
fn own_hand(v: &ConquestView) -> Option<(Seat, Counts)> {
    let me = v.seat()?;
    Some((me, v.players.get(me)?.hand?))
}

pub fn hand_height(v: &ConquestView) -> f64 {
    match own_hand(v) {
        None => 0.0,
        Some((_, h)) => {
            let rows = (h.total() as f64 / HAND_ROW as f64).ceil().max(1.0);
            LINE + rows * (HAND_CARD * 1.36 + 14.0) + 10.0
        }
    }
}

/// The viewer's own cards, each clickable (`card-3`, a second 3 is `card-3-2`).
pub fn hand(svg: &mut Svg, v: &ConquestView, top: f64) {
    let Some((me, h)) = own_hand(v) else {
        return;
    };
    text(
        svg,
        20.0,
        top + 34.0,
        TEXT,
        true,
        &format!(
            "Your hand ({}): {} card{}",
            name(me),
            h.total(),
            plural(h.total())
        ),
    );
    for (i, (value, id)) in card_ids(&h).into_iter().enumerate() {
        let x = 20.0 + (i % HAND_ROW) as f64 * (HAND_CARD + 8.0);
        let y = top + LINE + (i / HAND_ROW) as f64 * (HAND_CARD * 1.36 + 14.0);
        svg.open_target(&id, &format!("Your card {}", card_words(value)), &[]);
        card(svg, value, x, y, HAND_CARD);
        svg.close();
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// "Red b2 → Blue c2".
fn attack_words(v: &ConquestView, att: Seat, from: u8, def: Seat, to: u8) -> String {
    let size = v.size();
    format!(
        "{} {} → {} {}",
        name(att),
        cell_name(size, from),
        name(def),
        cell_name(size, to),
    )
}

pub fn attack_height(v: &ConquestView) -> f64 {
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
pub fn attack(svg: &mut Svg, v: &ConquestView, top: f64) {
    let PhaseView::Attack(a) = &v.phase else {
        return;
    };
    let words = attack_words(v, a.attacker, a.from, a.defender, a.to);
    text(
        svg,
        20.0,
        top + 36.0,
        TEXT,
        true,
        &format!("Attack: {words}"),
    );
    let state = |done: bool| if done { "card chosen" } else { "choosing" };
    let defender = if a.defender_needs == 0 {
        "no card to play"
    } else {
        state(a.defender_committed)
    };
    let attacker = format!("{}: {}", name(a.attacker), state(a.attacker_committed));
    text(svg, 20.0, top + 36.0 + LINE, SMALL, false, &attacker);
    let defender = format!(
        "{}: {}{}",
        name(a.defender),
        defender,
        if a.outpost {
            " (Outpost: 2 cards, +1)"
        } else {
            ""
        }
    );
    text(svg, 20.0, top + 36.0 + LINE * 2.0, SMALL, false, &defender);
    let y = top + 20.0 + LINE * 3.0;
    if let Some((att, def)) = a.revealed {
        text(svg, 20.0, y + 30.0, SMALL, false, "Revealed:");
        card(svg, att, 164.0, y, SMALL_CARD);
        text(svg, 240.0, y + 52.0, SMALL, false, "against");
        let mut seen = Vec::new();
        for (i, &c) in def.iter().enumerate() {
            let id = if seen.contains(&c) {
                format!("use-{c}-2")
            } else {
                format!("use-{c}")
            };
            seen.push(c);
            let label = format!(
                "{}'s card {}: make it count",
                name(a.defender),
                card_words(c)
            );
            svg.open_target(&id, &label, &[]);
            card(
                svg,
                c,
                354.0 + i as f64 * (SMALL_CARD + 14.0),
                y,
                SMALL_CARD,
            );
            svg.close();
        }
    } else if !a.own_cards.is_empty() {
        own_committed(svg, a, y);
    }
}

/// The viewer's own secret cards in the attack, face up only in its own picture.
fn own_committed(svg: &mut Svg, a: &AttackView, y: f64) {
    text(svg, 20.0, y + 30.0, SMALL, false, "You chose:");
    for (i, &c) in a.own_cards.iter().enumerate() {
        card(
            svg,
            c,
            184.0 + i as f64 * (SMALL_CARD + 14.0),
            y,
            SMALL_CARD,
        );
    }
}

/// The last attack in lines, the first a title: each side's card, the tile and
/// Outpost bonuses, the totals, and who won.
fn battle_lines(v: &ConquestView) -> Vec<String> {
    let Some(b) = v.last_battle else {
        return Vec::new();
    };
    let (att, def) = (b.attacker as usize, b.defender as usize);
    let words = attack_words(v, att, b.from, def, b.to);
    let mut lines = vec![
        format!("Last attack: {words}"),
        format!(
            "{}: card {} = {}",
            name(att),
            b.attacker_card,
            b.attacker_value
        ),
        defence_sum(&b),
    ];
    if let Some(unused) = also_showed(&b) {
        lines.push(format!("{} also showed {unused}", name(def)));
    }
    let winner = if b.attacker_won { att } else { def };
    lines.push(format!("{} won and scored 1 VP", name(winner)));
    lines
}

pub fn battle_height(v: &ConquestView) -> f64 {
    match battle_lines(v).len() {
        0 => 0.0,
        n => LINE * n as f64 + 14.0,
    }
}

/// The last attack, its title and its result in bold.
pub fn battle(svg: &mut Svg, v: &ConquestView, top: f64) {
    let lines = battle_lines(v);
    for (i, line) in lines.iter().enumerate() {
        let (size, bold) = match i {
            0 => (TEXT, true),
            i => (SMALL, i + 1 == lines.len()),
        };
        text(svg, 20.0, top + 36.0 + LINE * i as f64, size, bold, line);
    }
}

/// "Blue: card 3 + tile 1 + Outpost 1 = 5".
pub fn defence_sum(b: &Battle) -> String {
    let outpost = b.outpost as u8;
    let tile = b.defender_value - b.used - outpost;
    let mut s = format!("{}: card {}", name(b.defender as usize), b.used);
    if b.used == 0 {
        s = format!("{}: no card 0", name(b.defender as usize));
    }
    s.push_str(&format!(" + tile {tile}"));
    if b.outpost {
        s.push_str(" + Outpost 1");
    }
    s.push_str(&format!(" = {}", b.defender_value));
    s
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
fn known_cards(p: &PlayerView) -> Option<String> {
    if p.hand.is_some() || p.known.total() == 0 {
        return None;
    }
    let known: Vec<String> = p.known.cards().iter().map(|c| c.to_string()).collect();
    Some(format!("known to hold: {}", known.join(" ")))
}

pub fn players_height(v: &ConquestView) -> f64 {
    let known = v.players.iter().filter_map(known_cards).count();
    LINE * (v.players.len() + 1) as f64 + 36.0 * known as f64 + 16.0
}

/// Columns of the seat table: title and right edge.
const COLUMNS: [(&str, f64); 4] = [
    ("VP", 370.0),
    ("hand", 460.0),
    ("supply", 560.0),
    ("lost", 640.0),
];

/// Every seat: VP, how many cards in hand (never which, but the cards all know it
/// holds), cubes in supply and destroyed.
pub fn players(svg: &mut Svg, v: &ConquestView, top: f64) {
    let mut y = top + 34.0;
    grey(svg, 20.0, y, SMALL, "start", "player");
    for (title, x) in COLUMNS {
        grey(svg, x, y, SMALL, "end", title);
    }
    for (s, p) in v.players.iter().enumerate() {
        y += LINE;
        seat_badge(svg, s, 20.0, y - 32.0, 40.0);
        let me = if v.seat() == Some(s) { " (you)" } else { "" };
        text(
            svg,
            72.0,
            y,
            TEXT,
            s == v.current,
            &format!("{}{me}", name(s)),
        );
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
        if let Some(known) = known_cards(p) {
            y += 36.0;
            grey(svg, 72.0, y, SMALL, "start", &known);
        }
    }
}

pub fn piles_height(v: &ConquestView) -> f64 {
    v.piles.len() as f64 * (LINE + SMALL_CARD * 1.36 + 18.0) + 10.0
}

/// Each deck's size and its discard pile, one card per symbol with how many. The
/// viewer's own pile (the one it prepares from) has clickable cards (`discard-3`).
pub fn piles(svg: &mut Svg, v: &ConquestView, top: f64) {
    let mut y = top;
    let mine = v.seat().map(|s| v.pile_of(s));
    for (i, pile) in v.piles.iter().enumerate() {
        let whose = if v.piles.len() == 1 {
            "Shared deck".to_string()
        } else {
            format!("{}'s deck", name(i))
        };
        let line = format!(
            "{whose}: {} card{} · discard pile: {}",
            pile.deck_size,
            plural(pile.deck_size as u32),
            pile.discard.total()
        );
        text(svg, 20.0, y + 34.0, SMALL, false, &line);
        let mut x = 20.0;
        for value in 1..=6u8 {
            let n = pile.discard.count(value);
            if n == 0 {
                continue;
            }
            let cy = y + LINE;
            if mine == Some(i) {
                let label = format!("Take back a {} from your discard pile", card_words(value));
                svg.open_target(&format!("discard-{value}"), &label, &[]);
                card(svg, value, x, cy, SMALL_CARD);
                svg.close();
            } else {
                card(svg, value, x, cy, SMALL_CARD);
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
            grey(svg, 20.0, y + LINE + 50.0, SMALL, "start", "(empty)");
        }
        y += LINE + SMALL_CARD * 1.36 + 18.0;
    }
}
