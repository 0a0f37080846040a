//! The square board: tiles face up (symbol, pips and name) or face down, cubes and
//! Outposts, the home edges, and arrows for the pending and the last attack.
//!
//! The board is drawn from a side: that seat's home edge at the bottom (seat 1's is
//! rank 1, seat 2's rank N turned a half turn, seat 3's file a and seat 4's the last
//! file turned a quarter), tiles and lettering upright, the coordinates beside their
//! rows and columns.

use cubist_core::picture::Svg;
use cubist_core::{Args, Lang, Seat, Side, Turn};

use super::panel::status;
use super::symbols::symbol;
use super::{cell_id, seat_letter, WIDTH};
use crate::board::{cell_name, home_edge};
use crate::catalogue::{say, seat_name, symbol_name};
use crate::view::{ConquestView, PhaseView};
use crate::Unit;

/// The fill of a seat's pieces, as the game declares it ([`crate::SEAT_COLOURS`]).
fn seat_fill(seat: usize) -> &'static str {
    crate::SEAT_COLOURS[seat % crate::SEAT_COLOURS.len()].fill
}

/// Room left of the board for rank numbers, and below it for file letters.
const LEFT: f64 = 56.0;
const RIGHT: f64 = 22.0;
const FOOT: f64 = 52.0;

/// Side of a cell in user units.
pub fn cell_side(v: &ConquestView) -> f64 {
    (WIDTH - LEFT - RIGHT) / v.size().max(1) as f64
}

/// Height of the board with its labels.
pub fn height(v: &ConquestView) -> f64 {
    cell_side(v) * v.size() as f64 + FOOT + 14.0
}

/// Where the board is drawn: its top, and how it is turned.
#[derive(Clone, Copy)]
struct Frame {
    top: f64,
    turn: Turn,
}

/// How the board is turned so that `seat`'s home edge is at the bottom.
fn turn_for(seat: Seat) -> Turn {
    match seat {
        0 => Turn::NONE,
        1 => Turn::clockwise(2),
        2 => Turn::clockwise(3),
        _ => Turn::clockwise(1),
    }
}

/// Where a point of the squares drawn from seat 1's side goes, turned in place.
fn at(v: &ConquestView, f: Frame, point: (f64, f64)) -> (f64, f64) {
    let side = cell_side(v) * v.size() as f64;
    f.turn.point_in(point, (LEFT, f.top + 6.0), (side, side))
}

/// Top-left corner of a cell (from seat 1's side rank 1 at the bottom).
fn corner(v: &ConquestView, f: Frame, cell: u8) -> (f64, f64) {
    let (x, y) = centre(v, f, cell);
    let half = cell_side(v) / 2.0;
    (x - half, y - half)
}

fn centre(v: &ConquestView, f: Frame, cell: u8) -> (f64, f64) {
    let s = cell_side(v);
    let size = v.size();
    let (file, rank) = (cell % size, cell / size);
    let x = LEFT + (file as f64 + 0.5) * s;
    let y = f.top + 6.0 + (size as f64 - 0.5 - rank as f64) * s;
    at(v, f, (x, y))
}

/// The board alone, with `side`'s home edge at the bottom: its own SVG, as wide as
/// it is tall, give or take the labels.
pub fn draw(v: &ConquestView, side: Side, lang: Lang) -> String {
    let height = height(v);
    let args = Args::new().text("status", status(v, lang));
    let label = say(lang, "cube-conquest-pic-board", args);
    let mut svg = Svg::new(WIDTH, height, &label);
    svg.el(
        "rect",
        &[("width", &WIDTH), ("height", &height), ("fill", &"#fafafa")],
    );
    let seat = side.seat(v.players.len());
    let f = Frame {
        top: 0.0,
        turn: turn_for(seat),
    };
    draw_at(&mut svg, v, f, lang);
    svg.finish()
}

fn draw_at(svg: &mut Svg, v: &ConquestView, f: Frame, lang: Lang) {
    labels(svg, v, f);
    home_edges(svg, v, f);
    for cell in 0..v.size() * v.size() {
        tile(svg, v, f, cell, lang);
    }
    if let Some(b) = v.last_battle {
        arrow(svg, v, f, b.from, b.to, "#424242", true);
    }
    if let PhaseView::Attack(a) = &v.phase {
        arrow(svg, v, f, a.from, a.to, "#d50000", false);
    }
}

/// File letters and rank numbers along the bottom and the left, each beside its
/// column or row as the board is turned.
fn labels(svg: &mut Svg, v: &ConquestView, f: Frame) {
    let s = cell_side(v);
    let size = v.size();
    let bottom = f.top + 6.0 + size as f64 * s + 40.0;
    for i in 0..size {
        let letter = ((b'a' + i) as char).to_string();
        let number = (i + 1).to_string();
        // File i's column and rank i's row, wherever the turn puts them.
        let (file_x, file_y) = centre(v, f, i);
        let (rank_x, rank_y) = centre(v, f, i * size);
        let (below, beside) = if f.turn.sideways() {
            ((rank_x, &number), (file_y, &letter))
        } else {
            ((file_x, &letter), (rank_y, &number))
        };
        text(svg, below.0, bottom, 32.0, "middle", below.1);
        text(
            svg,
            LEFT / 2.0 - 2.0,
            beside.0 + 11.0,
            32.0,
            "middle",
            beside.1,
        );
    }
}

fn text(svg: &mut Svg, x: f64, y: f64, size: f64, anchor: &str, s: &str) {
    svg.text(
        "text",
        &[
            ("x", &x),
            ("y", &y),
            ("font-size", &size),
            ("text-anchor", &anchor),
            ("fill", &"#424242"),
        ],
        s,
    );
}

/// A bar in the seat's colour along each cell of its home edge.
fn home_edges(svg: &mut Svg, v: &ConquestView, f: Frame) {
    let s = cell_side(v);
    let size = v.size();
    let players = v.players.len();
    for seat in 0..players {
        let edge = home_edge(size, players, seat);
        for cell in (0..size * size).filter(|c| edge >> c & 1 == 1) {
            // The bar as drawn from seat 1's side, then turned with the board.
            let (x, y) = corner(
                v,
                Frame {
                    turn: Turn::NONE,
                    ..f
                },
                cell,
            );
            let (bx, by, w, h) = match seat {
                0 => (x + 6.0, y + s - 2.0, s - 12.0, 8.0),
                1 => (x + 6.0, y - 6.0, s - 12.0, 8.0),
                2 => (x - 6.0, y + 6.0, 8.0, s - 12.0),
                _ => (x + s - 2.0, y + 6.0, 8.0, s - 12.0),
            };
            let (ax, ay) = at(v, f, (bx, by));
            let (cx, cy) = at(v, f, (bx + w, by + h));
            let (bx, by, w, h) = (ax.min(cx), ay.min(cy), (ax - cx).abs(), (ay - cy).abs());
            svg.el(
                "rect",
                &[
                    ("x", &bx),
                    ("y", &by),
                    ("width", &w),
                    ("height", &h),
                    ("fill", &seat_fill(seat)),
                ],
            );
        }
    }
}

/// "b3: 3 circles, Red cube" / "c4: face down" / "a1: 6 arrow, Blue Outpost".
pub fn cell_words(v: &ConquestView, cell: u8, lang: Lang) -> String {
    let args = Args::new().text("cell", cell_name(v.size(), cell));
    let words = match v.tiles.get(cell as usize).copied().flatten() {
        Some(t) => {
            let args = args.number("value", t).text("symbol", symbol_name(t, lang));
            say(lang, "cube-conquest-pic-cell-up", args)
        }
        None => say(lang, "cube-conquest-pic-cell-down", args),
    };
    match v.units.get(cell as usize).copied().flatten() {
        Some(u) => {
            let args = Args::new()
                .text("cell", words)
                .text("unit", unit_words(u, lang));
            say(lang, "cube-conquest-pic-cell-unit", args)
        }
        None => words,
    }
}

fn unit_words(u: Unit, lang: Lang) -> String {
    let args = Args::new().text("seat", seat_name(u.owner as usize, lang));
    let id = if u.is_outpost() {
        "cube-conquest-pic-outpost"
    } else {
        "cube-conquest-pic-cube"
    };
    say(lang, id, args)
}

fn tile(svg: &mut Svg, v: &ConquestView, f: Frame, cell: u8, lang: Lang) {
    let s = cell_side(v);
    let (x, y) = corner(v, f, cell);
    svg.open_target(&cell_id(v.size(), cell), &cell_words(v, cell, lang), &[]);
    let face = v.tiles.get(cell as usize).copied().flatten();
    svg.el(
        "rect",
        &[
            ("x", &(x + 3.0)),
            ("y", &(y + 3.0)),
            ("width", &(s - 6.0)),
            ("height", &(s - 6.0)),
            ("rx", &8),
            ("fill", &if face.is_some() { "#fff8e1" } else { "#607d8b" }),
            ("stroke", &"#37474f"),
            ("stroke-width", &2),
        ],
    );
    match face {
        Some(t) => {
            svg.text(
                "text",
                &[
                    ("x", &(x + 12.0)),
                    ("y", &(y + s * 0.27)),
                    ("font-size", &(s * 0.24)),
                    ("font-weight", &"bold"),
                    ("fill", &"#212121"),
                ],
                &t.to_string(),
            );
            svg.text(
                "text",
                &[
                    ("x", &(x + s * 0.22)),
                    ("y", &(y + s * 0.25)),
                    ("font-size", &(s * 0.15)),
                    ("fill", &"#212121"),
                ],
                &symbol_name(t, lang),
            );
            symbol(svg, t, x + s * 0.27, y + s * 0.64, s * 0.4);
        }
        None => {
            svg.text(
                "text",
                &[
                    ("x", &(x + s / 2.0)),
                    ("y", &(y + s * 0.62)),
                    ("font-size", &(s * 0.36)),
                    ("text-anchor", &"middle"),
                    ("fill", &"#eceff1"),
                ],
                "?",
            );
        }
    }
    if let Some(u) = v.units.get(cell as usize).copied().flatten() {
        cubes(svg, u, x + s * 0.5, y + s * 0.4, s * 0.42);
    }
    svg.close();
}

/// A cube (or the two cubes of an Outpost) in the owner's colour with its letter.
pub fn cubes(svg: &mut Svg, u: Unit, x: f64, y: f64, side: f64) {
    let seat = u.owner as usize;
    let square = |svg: &mut Svg, dx: f64, dy: f64| {
        svg.el(
            "rect",
            &[
                ("x", &(x + dx)),
                ("y", &(y + dy)),
                ("width", &side),
                ("height", &side),
                ("rx", &(side * 0.1)),
                ("fill", &seat_fill(seat)),
                ("stroke", &"#111"),
                ("stroke-width", &3),
            ],
        );
    };
    if u.is_outpost() {
        square(svg, -side * 0.18, -side * 0.18);
    }
    square(svg, 0.0, 0.0);
    svg.text(
        "text",
        &[
            ("x", &(x + side / 2.0)),
            ("y", &(y + side * 0.74)),
            ("font-size", &(side * 0.66)),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &"white"),
            ("stroke", &"#111"),
            ("stroke-width", &(side * 0.05)),
            ("stroke-linejoin", &"round"),
            ("paint-order", &"stroke"),
        ],
        &seat_letter(seat).to_string(),
    );
}

/// An arrow from one cell to the next: the pending attack (solid) or the last one
/// (dashed).
fn arrow(svg: &mut Svg, v: &ConquestView, f: Frame, from: u8, to: u8, ink: &str, dashed: bool) {
    let (x1, y1) = centre(v, f, from);
    let (x2, y2) = centre(v, f, to);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let (ax, ay) = (x1 + ux * len * 0.2, y1 + uy * len * 0.2);
    let (bx, by) = (x2 - ux * len * 0.25, y2 - uy * len * 0.25);
    let head = 22.0;
    let d = format!(
        "M{ax} {ay}L{bx} {by}M{} {}L{bx} {by}L{} {}",
        bx - ux * head - uy * head * 0.7,
        by - uy * head + ux * head * 0.7,
        bx - ux * head + uy * head * 0.7,
        by - uy * head - ux * head * 0.7
    );
    let dash = if dashed { "14 8" } else { "none" };
    svg.el(
        "path",
        &[
            ("d", &d),
            ("stroke", &ink),
            ("stroke-width", &9),
            ("stroke-dasharray", &dash),
            ("stroke-linecap", &"round"),
            ("fill", &"none"),
            ("pointer-events", &"none"),
        ],
    );
}
