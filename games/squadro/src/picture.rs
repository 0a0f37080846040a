//! The board as an SVG picture for browsers, and the click that makes a move.
//!
//! The picture shows what the terminal board shows. The board: the 7×7 board without
//! its corners, the speed printed at every trough (as dots, the way the real board
//! prints them), every piece pointing the way it travels, finished pieces and the lane
//! numbers of the notation. Beside it, two panels: `status` (whose turn it is and the
//! pieces home of each side) and `legend` (what the shapes mean). Shapes carry the
//! meaning, so it reads without colour: pieces point the way they travel, and each
//! carries its lane number.
//!
//! The board is drawn from a side: from Light's, Light's pieces start at the bottom
//! and point up going out, Dark's start at the right and point left; from Dark's, the
//! board is turned a quarter clockwise, so Dark's pieces start at the bottom and
//! Light's at the left. Lettering stays upright and the legend follows the turn.
//!
//! A move is one click, on the piece: `piece-light-3` is Light's piece in lane 3. A
//! piece keeps its id all game, so the client can mark the piece that moved last, and
//! its `data-piece` (`light-3`), so the client can show it gliding there.

use cubist_core::{Args, Game, Lang, Panel, Picture, Side, Svg, Turn};

use crate::catalogue::{say, seat_name};

use crate::{cell, speed, Action, Squadro, Status, DARK, FINISHED, LANES, LIGHT, TO_WIN, TURNED};

/// Side of one board cell, in picture units.
const CELL: f64 = 80.0;
/// Left edge of the board (room for the rank numbers).
const LEFT: f64 = 50.0;
/// Top edge of the board (room for the file letters).
const TOP: f64 = 40.0;
/// Width of the board picture: ranks, board, Dark's lane numbers.
const WIDTH: f64 = LEFT + 7.0 * CELL + 80.0;
/// Height of the board picture: file letters, board, Light's lane numbers.
const HEIGHT: f64 = TOP + 7.0 * CELL + 46.0;
/// Width of a side panel.
const PANEL: f64 = 400.0;
/// Size of the status lettering (more than 1/25 of the width: readable on a phone).
const BIG: f64 = 30.0;
/// Size of the other lettering.
const SMALL: f64 = 26.0;
const INK: &str = "#222";
const DIM: &str = "#777";
const BOARD: &str = "#f3e3c3";
const TROUGH: &str = "#d9b77e";
const LINE: &str = "#8a6a3a";

/// The id of `side`'s piece in `lane` (0-based; the id uses the notation's 1..5).
pub fn piece_id(side: usize, lane: usize) -> String {
    format!("piece-{}-{}", side_word(side), lane + 1)
}

/// The ids `seat` clicks to move the piece in this lane: just that piece.
pub fn clicks(seat: usize, Action(lane): Action) -> Vec<String> {
    vec![piece_id(seat, lane as usize)]
}

/// The piece's `data-piece` name, the same in every position: `light-3`.
fn piece_name(side: usize, lane: usize) -> String {
    format!("{}-{}", side_word(side), lane + 1)
}

/// `light` or `dark`, for ids.
fn side_word(side: usize) -> &'static str {
    if side == LIGHT {
        "light"
    } else {
        "dark"
    }
}

/// How the board is turned for a side: Dark's home troughs (the right edge) go to
/// the bottom for Dark.
fn turn_for(side: Side) -> Turn {
    if side.0 == DARK {
        Turn::clockwise(1)
    } else {
        Turn::NONE
    }
}

/// Where the point `(x, y)` of the board drawn from Light's side goes when turned:
/// the 7×7 squares turn in place, and the margins' lettering with them.
fn at(turn: Turn, (x, y): (f64, f64)) -> (f64, f64) {
    turn.point_in((x, y), (LEFT, TOP), (7.0 * CELL, 7.0 * CELL))
}

/// Centre of board square `(x, y)` (file a = 0, rank 1 = 0), as drawn from Light's
/// side.
fn centre(x: u8, y: u8) -> (f64, f64) {
    (
        LEFT + (x as f64 + 0.5) * CELL,
        TOP + (6.0 - y as f64 + 0.5) * CELL,
    )
}

/// The picture of a position from `side`'s side: the board, and the `status` and
/// `legend` panels.
pub fn picture(g: &Squadro, side: Side, lang: Lang) -> Picture {
    let turn = turn_for(side);
    Picture {
        board: draw_board_picture(g, turn, lang),
        panels: vec![
            Panel {
                name: "status".into(),
                svg: draw_status(g, lang),
            },
            Panel {
                name: "legend".into(),
                svg: draw_key(turn, lang),
            },
        ],
    }
}

/// The board alone: troughs and crossings, coordinates, speeds and pieces.
fn draw_board_picture(g: &Squadro, turn: Turn, lang: Lang) -> String {
    let mut svg = Svg::new(WIDTH, HEIGHT, &summary(g, lang));
    draw_board(&mut svg, turn);
    draw_coordinates(&mut svg, turn, lang);
    draw_speeds(&mut svg, turn);
    draw_pieces(&mut svg, g, turn, lang);
    svg.finish()
}

/// What the picture shows, in words, for screen readers.
fn summary(g: &Squadro, lang: Lang) -> String {
    let args = Args::new()
        .text("status", status_line(g, lang))
        .text("light", seat_name(LIGHT, lang))
        .number("lighthome", g.finished(LIGHT) as f64)
        .number("needed", TO_WIN as f64)
        .text("dark", seat_name(DARK, lang))
        .number("darkhome", g.finished(DARK) as f64);
    say(lang, "squadro-summary", args)
}

/// Whose turn it is, or how the game ended (who won, or that it is a draw, and why).
fn status_line(g: &Squadro, lang: Lang) -> String {
    match g.outcome() {
        None => {
            let args = Args::new().text("seat", seat_name(g.mover, lang));
            say(lang, "squadro-to-move", args)
        }
        Some(o) => {
            let args = Args::new().text("reason", o.reason_in(lang));
            match o.winner() {
                Some(w) => {
                    let args = args.text("seat", seat_name(w, lang));
                    say(lang, "squadro-over-win", args)
                }
                None => say(lang, "squadro-over-draw", args),
            }
        }
    }
}

/// The `status` panel: the turn (or the result) and the pieces home of each side.
fn draw_status(g: &Squadro, lang: Lang) -> String {
    let line = status_line(g, lang);
    // The reason for the result, if any, on a line of its own.
    let lines = match line.split_once(" (") {
        Some((result, why)) => vec![result.to_string(), format!("({why}")],
        None => vec![line.clone()],
    };
    let top = 44.0 * lines.len() as f64;
    let mut svg = Svg::new(PANEL, top + 84.0, &line);
    let seat = match g.status() {
        Status::Playing => Some(g.mover),
        Status::Won(s) => Some(s),
        _ => None,
    };
    for (i, words) in lines.iter().enumerate() {
        let size = BIG.min((PANEL - 60.0) / (0.58 * words.chars().count() as f64));
        let y = 38.0 + 40.0 * i as f64;
        status_text(&mut svg, y, size, words, seat.filter(|_| i == 0), true);
    }
    for (side, y) in [(LIGHT, top + 32.0), (DARK, top + 66.0)] {
        let args = Args::new()
            .text("seat", seat_name(side, lang))
            .number("home", g.finished(side) as f64)
            .number("needed", TO_WIN as f64);
        let words = say(lang, "squadro-panel-home", args);
        status_text(&mut svg, y, SMALL, &words, Some(side), false);
    }
    svg.finish()
}

/// A line of the status panel, centred, in ink; a seat's line starts with a counter
/// of the seat's colour, so the colour goes with the name.
fn status_text(svg: &mut Svg, y: f64, size: f64, words: &str, seat: Option<usize>, bold: bool) {
    let width = 0.55 * size * words.chars().count() as f64;
    let x = PANEL / 2.0 + if seat.is_some() { 14.0 } else { 0.0 };
    if let Some(seat) = seat {
        let colour = crate::SEAT_COLOURS[seat];
        svg.el(
            "circle",
            &[
                ("cx", &(x - width / 2.0 - 18.0)),
                ("cy", &(y - size * 0.35)),
                ("r", &(size * 0.38)),
                ("fill", &colour.fill),
                ("stroke", &INK),
                ("stroke-width", &2),
            ],
        );
    }
    svg.text(
        "text",
        &[
            ("x", &x),
            ("y", &y),
            ("font-size", &size),
            ("font-weight", &if bold { "bold" } else { "normal" }),
            ("text-anchor", &"middle"),
            ("fill", &INK),
        ],
        words,
    );
}

/// The board without its corners: crossing cells with the lanes through them, and the
/// four troughs.
fn draw_board(svg: &mut Svg, turn: Turn) {
    for y in 0..7u8 {
        for x in 0..7u8 {
            let corner = (x == 0 || x == 6) && (y == 0 || y == 6);
            if corner {
                continue;
            }
            let trough = x == 0 || x == 6 || y == 0 || y == 6;
            let (cx, cy) = at(turn, centre(x, y));
            svg.el(
                "rect",
                &[
                    ("x", &(cx - CELL / 2.0)),
                    ("y", &(cy - CELL / 2.0)),
                    ("width", &CELL),
                    ("height", &CELL),
                    ("fill", &if trough { TROUGH } else { BOARD }),
                    ("stroke", &LINE),
                    ("stroke-width", &1.5),
                ],
            );
        }
    }
    // The lanes: a groove through the middle of every row and column of crossings.
    for i in 1..=5u8 {
        let (x0, y0) = centre(0, i);
        let (x1, _) = centre(6, i);
        let (cx, top) = centre(i, 6);
        let (_, bottom) = centre(i, 0);
        for ((a, b), (c, d)) in [((x0, y0), (x1, y0)), ((cx, top), (cx, bottom))] {
            let ((a, b), (c, d)) = (at(turn, (a, b)), at(turn, (c, d)));
            svg.el(
                "line",
                &[
                    ("x1", &a),
                    ("y1", &b),
                    ("x2", &c),
                    ("y2", &d),
                    ("stroke", &LINE),
                    ("stroke-width", &2),
                    ("stroke-dasharray", &"4 6"),
                ],
            );
        }
    }
}

/// File letters above, rank numbers at the left, and the lane numbers of the notation:
/// Light's below the board, Dark's at the right, as the terminal board prints them
/// (from Light's side; turned with the board, each stays beside its row or column).
fn draw_coordinates(svg: &mut Svg, turn: Turn, lang: Lang) {
    let below = TOP + 7.0 * CELL + 21.0;
    let right = LEFT + 7.0 * CELL + 20.0;
    for i in 0..7u8 {
        let (cx, cy) = centre(i, i);
        let letter = ((b'a' + i) as char).to_string();
        label(svg, turn, (cx, TOP - 19.0), &letter, DIM);
        label(svg, turn, (LEFT - 22.0, cy), &(i + 1).to_string(), DIM);
    }
    for lane in 0..LANES as u8 {
        let (cx, _) = centre(lane + 1, 0);
        let (_, cy) = centre(0, lane + 1);
        let number = (lane + 1).to_string();
        label(svg, turn, (cx, below), &number, INK);
        label(svg, turn, (right, cy), &number, INK);
    }
    let lane = say(lang, "squadro-lane-label", Args::new());
    label(svg, turn, (LEFT + 0.5 * CELL, below), &lane, INK);
    label(svg, turn, (right + 17.0, TOP + 0.5 * CELL), &lane, INK);
}

/// Lettering of the small size, upright and centred on where `(x, y)` of the board
/// drawn from Light's side goes.
fn label(svg: &mut Svg, turn: Turn, (x, y): (f64, f64), text: &str, fill: &str) {
    let (x, y) = at(turn, (x, y));
    small_text(svg, x, y + 9.0, text, fill, "middle");
}

/// Lettering of the small size.
fn small_text(svg: &mut Svg, x: f64, y: f64, text: &str, fill: &str, anchor: &str) {
    svg.text(
        "text",
        &[
            ("x", &x),
            ("y", &y),
            ("font-size", &SMALL),
            ("text-anchor", &anchor),
            ("fill", &fill),
        ],
        text,
    );
}

/// The speed of every trough: on the real board, dots along the outer edge. A piece
/// standing in a trough leaves the dots visible. Home troughs show the speed going
/// out; far troughs the speed coming back.
fn draw_speeds(svg: &mut Svg, turn: Turn) {
    for side in [LIGHT, DARK] {
        for lane in 0..LANES {
            for (progress, home) in [(0, true), (TURNED, false)] {
                let dots = speed(side, lane, progress);
                let (x, y) = trough_square(side, lane, home);
                let (cx, cy) = at(turn, centre(x, y));
                // The outer edge, and the direction the row of dots runs along it.
                let edge = CELL / 2.0 - 7.0;
                let ((ox, oy), (dx, dy)) = match (side, home) {
                    (LIGHT, true) => ((0.0, edge), (1.0, 0.0)),
                    (LIGHT, false) => ((0.0, -edge), (1.0, 0.0)),
                    (_, true) => ((edge, 0.0), (0.0, 1.0)),
                    (_, false) => ((-edge, 0.0), (0.0, 1.0)),
                };
                let ((ox, oy), (dx, dy)) = (turn.direction((ox, oy)), turn.direction((dx, dy)));
                for i in 0..dots {
                    let off = (i as f64 - (dots as f64 - 1.0) / 2.0) * 16.0;
                    svg.el(
                        "circle",
                        &[
                            ("cx", &(cx + ox + dx * off)),
                            ("cy", &(cy + oy + dy * off)),
                            ("r", &5.5),
                            ("fill", &INK),
                        ],
                    );
                }
            }
        }
    }
}

/// The square of `side`'s home or far trough in `lane`.
fn trough_square(side: usize, lane: usize, home: bool) -> (u8, u8) {
    let c = if home { 0 } else { TURNED };
    crate::square(side, lane, c)
}

/// Every piece still in play where it stands, pointing the way it travels; a
/// finished piece as a tick in its home trough.
fn draw_pieces(svg: &mut Svg, g: &Squadro, turn: Turn, lang: Lang) {
    for (side, lanes) in g.progress().iter().enumerate() {
        for (lane, &p) in lanes.iter().enumerate() {
            if p == FINISHED {
                draw_finished(svg, side, lane, turn, lang);
            } else {
                draw_piece(svg, side, lane, p, turn, lang);
            }
        }
    }
}

/// A piece in play: a clickable arrow-shaped counter with its lane number.
fn draw_piece(svg: &mut Svg, side: usize, lane: usize, p: u8, turn: Turn, lang: Lang) {
    let (x, y) = crate::square(side, lane, cell(p));
    let (cx, cy) = at(turn, centre(x, y));
    let out = p < TURNED;
    let args = Args::new()
        .text("seat", seat_name(side, lang))
        .number("lane", (lane + 1) as f64)
        .text("way", if out { "out" } else { "back" })
        .number("speed", speed(side, lane, p));
    let label = say(lang, "squadro-piece-label", args);
    let piece = piece_name(side, lane);
    let colour = crate::SEAT_COLOURS[side];
    svg.open_target(&piece_id(side, lane), &label, &[("data-piece", &piece)]);
    svg.el(
        "polygon",
        &[
            ("points", &arrow_points(cx, cy, side, out, turn)),
            ("fill", &colour.fill),
            ("stroke", &colour.ink),
            ("stroke-width", &3),
            ("stroke-linejoin", &"round"),
        ],
    );
    // The lane number sits in the wide end of the arrow, upright.
    let (dx, dy) = turn.direction(match (side, out) {
        (LIGHT, true) => (0.0, 6.0),
        (LIGHT, false) => (0.0, -5.0),
        (_, true) => (5.0, 0.0),
        (_, false) => (-5.0, 0.0),
    });
    let (nx, ny) = (cx + dx, cy + dy + 9.0);
    svg.text(
        "text",
        &[
            ("x", &nx),
            ("y", &ny),
            ("font-size", &SMALL),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &colour.ink),
        ],
        &(lane + 1).to_string(),
    );
    svg.close();
}

/// The outline of a piece: a pentagon pointing the way it travels (from Light's side,
/// Light up when going out, down when coming back; Dark left when going out, right
/// coming back), turned with the board.
fn arrow_points(cx: f64, cy: f64, side: usize, out: bool, turn: Turn) -> String {
    // Pointing up, centred on the origin.
    let up = [
        (-25.0, 23.0),
        (25.0, 23.0),
        (25.0, -4.0),
        (0.0, -27.0),
        (-25.0, -4.0),
    ];
    up.iter()
        .map(|&(dx, dy)| {
            let (px, py) = turn.direction(match (side, out) {
                (LIGHT, true) => (dx, dy),
                (LIGHT, false) => (dx, -dy),
                (_, true) => (dy, dx),
                (_, false) => (-dy, dx),
            });
            format!("{},{}", cx + px, cy + py)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A finished piece: a tick in its home trough, in its side's colour.
fn draw_finished(svg: &mut Svg, side: usize, lane: usize, turn: Turn, lang: Lang) {
    let (x, y) = trough_square(side, lane, true);
    let (cx, cy) = at(turn, centre(x, y));
    let args = Args::new()
        .text("seat", seat_name(side, lang))
        .number("lane", (lane + 1) as f64);
    svg.open(
        "g",
        &[
            ("aria-label", &say(lang, "squadro-piece-home-label", args)),
            ("data-piece", &piece_name(side, lane)),
        ],
    );
    let d = format!(
        "M{} {} l10 11 l20 -24",
        cx - 16.0,
        cy - if turn.direction(travel(side)).0 == 0.0 {
            6.0
        } else {
            0.0
        }
    );
    // The tick in the side's colour over a wider one in its ink, so a pale tick shows
    // on the trough.
    let colour = crate::SEAT_COLOURS[side];
    for (stroke, width) in [(colour.ink, 11), (colour.fill, 7)] {
        svg.el(
            "path",
            &[
                ("d", &d),
                ("fill", &"none"),
                ("stroke", &stroke),
                ("stroke-width", &width),
                ("stroke-linecap", &"round"),
                ("stroke-linejoin", &"round"),
            ],
        );
    }
    svg.close();
}

/// The way `side`'s pieces go out, from Light's side: Light up, Dark left.
fn travel(side: usize) -> (f64, f64) {
    if side == LIGHT {
        (0.0, -1.0)
    } else {
        (-1.0, 0.0)
    }
}

/// The triangle pointing along a direction of the picture.
fn triangle((dx, dy): (f64, f64)) -> char {
    match (dx.signum() as i32, dy.signum() as i32, dx.abs() > dy.abs()) {
        (1, _, true) => '▶',
        (_, _, true) => '◀',
        (_, 1, _) => '▼',
        _ => '▲',
    }
}

/// The `legend` panel: what the shapes and dots mean, the way the board is turned.
fn draw_key(turn: Turn, lang: Lang) -> String {
    let ways = |side: usize| {
        let out = turn.direction(travel(side));
        let args = Args::new()
            .text("seat", seat_name(side, lang))
            .text("out", triangle(out).to_string())
            .text("back", triangle((-out.0, -out.1)).to_string());
        say(lang, "squadro-key-ways", args)
    };
    let dots = say(lang, "squadro-key-dots", Args::new());
    let lines = [ways(LIGHT), ways(DARK), dots];
    let key = say(lang, "squadro-key", Args::new());
    let mut svg = Svg::new(PANEL, 20.0 + 34.0 * lines.len() as f64, &key);
    for (i, line) in lines.iter().enumerate() {
        svg.text(
            "text",
            &[
                ("x", &(PANEL / 2.0)),
                ("y", &(40.0 + 34.0 * i as f64)),
                ("font-size", &SMALL),
                ("text-anchor", &"middle"),
                ("fill", &DIM),
            ],
            line,
        );
    }
    svg.finish()
}
