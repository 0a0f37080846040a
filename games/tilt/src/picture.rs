//! The board as an SVG picture for browsers, and the clicks that make each action.
//!
//! The picture shows what the terminal board shows. The board: every square and cube,
//! and the cube that may not be picked up during a pending bonus. Beside it, panels:
//! `status` (whose turn it is and the last action, or how the game ended),
//! `pool-1` and `pool-2` (each seat's pool, and a warning when the seat has at most
//! one cube that can slide: without one it can neither place nor slide, and loses), and `bonus` (the buttons of a pending
//! bonus move) or else `legend` (what the shapes mean). Shapes carry the meaning, so it
//! reads without colour: an active cube is a diamond (turned 45°, its corners reaching
//! into the neighbouring squares), an inactive one a square; each cube carries the
//! letter of its owner (L or D).
//!
//! Clicks: a square is `sq-c3`, a pool `pool-light` / `pool-dark`, and the bonus
//! buttons `btn-activate` and `btn-end`.
//!
//! | action  | clicks                   | reads as                          |
//! |---------|--------------------------|-----------------------------------|
//! | `@c3`   | `pool-light`, `sq-c3`    | take a cube from the pool to c3   |
//! | `c3-c6` | `sq-c3`, `sq-c6`         | the cube, then where it stops     |
//! | `^c3`   | `sq-c3`, `pool-light`    | the cube, back to the pool        |
//! | `*c3`   | `sq-c3`, `btn-activate`  | the cube, then the button         |
//! | `end`   | `btn-end`                | the button                        |
//!
//! No sequence starts another: only placements start at the pool, and every action
//! that starts at a cube's square needs a second click saying what happens to it.
//!
//! Cubes are alike in the rules, but each cube on the board carries a `data-piece`
//! name that follows it as it slides (`cube-c3` for a cube of the starting position,
//! first on c3; `cube-7` for the cube placed by the 7th action), found by replaying
//! the game's actions, so the client can show a slide as a glide.
//!
//! The board is drawn from a side: Light's has rank 1 at the bottom, as the notation
//! prints it; Dark's turns the board a half turn, rank 1 at the top and file a at the
//! right, with the coordinates following their rows and columns.

use cubist_core::picture::wrap_words;
use cubist_core::{Args, Game, Lang, Panel, Picture, Seat, Side, Svg, Turn};

use crate::catalogue::{say, seat_letter, seat_name};
use crate::{Action, Cell, Square, Status, Tilt, DARK, LIGHT, SEAT_NAMES};

/// Width of the board in picture units, whatever its size (4 to 10 squares a side).
const BOARD: f64 = 600.0;
/// Left edge of the board (room for the rank numbers).
const LEFT: f64 = 46.0;
/// Top edge of the board.
const TOP: f64 = 16.0;
/// Width of the board picture.
const WIDTH: f64 = LEFT + BOARD + 34.0;
/// Height of the board picture: the board and its file letters.
const HEIGHT: f64 = TOP + BOARD + 44.0;
/// Width of a side panel.
const PANEL: f64 = 400.0;
/// Top of a pool box in its panel.
const POOLS: f64 = 8.0;
/// Height of a pool box: three lines, the last kept for the warning of a seat close
/// to losing, so that the panel keeps its size when the warning comes and goes.
const POOL_HEIGHT: f64 = 114.0;
/// Top of the bonus buttons in their panel.
const BUTTONS: f64 = 8.0;
/// Height of a button.
const BUTTON_HEIGHT: f64 = 64.0;
/// Lettering: the headline, and everything else (1/25 of the width or more).
const BIG: f64 = 30.0;
const SMALL: f64 = 26.0;
const INK: &str = "#222";
/// The warning of a seat close to losing: a red dark enough to read on the pool box.
const WARN: &str = "#b3261e";
const DIM: &str = "#666";
const SQUARE_LIGHT: &str = "#eef0e4";
const SQUARE_DARK: &str = "#dfe3cf";

/// The id of a square: `sq-c3`.
pub fn square_id(sq: Square) -> String {
    format!("sq-{sq}")
}

/// The id of `seat`'s pool: `pool-light` or `pool-dark`.
pub fn pool_id(seat: Seat) -> String {
    format!("pool-{}", SEAT_NAMES[seat].to_lowercase())
}

/// The ids `seat` clicks to make `action` (see the table at the top).
pub fn clicks(seat: Seat, action: Action) -> Vec<String> {
    match action {
        Action::Place(sq) => vec![pool_id(seat), square_id(sq)],
        Action::Slide(from, to) => vec![square_id(from), square_id(to)],
        Action::PickUp(sq) => vec![square_id(sq), pool_id(seat)],
        Action::Activate(sq) => vec![square_id(sq), "btn-activate".into()],
        Action::End => vec!["btn-end".into()],
    }
}

/// The picture of a position: the board, and its panels (see the top).
pub fn picture(g: &Tilt, side: Side, lang: Lang) -> Picture {
    let (headline, detail) = status_lines(g, lang);
    let n = g.position().size();
    let args = Args::new()
        .number("n", n)
        .text("headline", headline.as_str())
        .text("detail", detail.as_str());
    let label = say(lang, "tilt-summary", args);
    let turn = if side.0 == DARK {
        Turn::clockwise(2)
    } else {
        Turn::NONE
    };
    let mut board = Svg::new(WIDTH, HEIGHT, &label);
    draw_squares(&mut board, g, turn, lang);
    draw_coordinates(&mut board, n, turn);
    let panel = |name: &str, svg: String| Panel {
        name: name.into(),
        svg,
    };
    let mut panels = vec![panel("status", draw_status(&headline, &detail))];
    for seat in [LIGHT, DARK] {
        panels.push(panel(
            &format!("pool-{}", seat + 1),
            draw_pool(g, seat, lang),
        ));
    }
    panels.push(match bonus_pending(g) {
        Some(_) => panel("bonus", draw_bonus(g, lang)),
        None => panel("legend", draw_key(lang)),
    });
    Picture {
        board: board.finish(),
        panels,
    }
}

/// The `data-piece` name of the cube on every square (by [`square_index`]), found
/// by replaying the actions since the start: a cube keeps its name as it slides.
fn cube_names(g: &Tilt) -> Vec<Option<String>> {
    let n = g.position().size();
    let mut names = vec![None; n as usize * n as usize];
    for rank in 0..n {
        for file in 0..n {
            let sq = Square::new(file, rank);
            if g.start.cell(sq) != Cell::Empty {
                names[square_index(sq, n)] = Some(format!("cube-{sq}"));
            }
        }
    }
    for (i, action) in g.actions().iter().enumerate() {
        match *action {
            Action::Place(sq) => names[square_index(sq, n)] = Some(format!("cube-{}", i + 1)),
            Action::Slide(from, to) => {
                names[square_index(to, n)] = names[square_index(from, n)].take()
            }
            Action::PickUp(sq) => names[square_index(sq, n)] = None,
            Action::Activate(_) | Action::End => {}
        }
    }
    names
}

/// A square's place in [`cube_names`].
fn square_index(sq: Square, n: u8) -> usize {
    sq.rank() as usize * n as usize + sq.file() as usize
}

/// The square of the cube that earned a pending bonus move, while the game runs.
fn bonus_pending(g: &Tilt) -> Option<Square> {
    g.position()
        .bonus()
        .filter(|_| g.status() == Status::Playing)
}

/// Two lines above the board: whose turn it is and the last action, or the result
/// and why the game ended.
fn status_lines(g: &Tilt, lang: Lang) -> (String, String) {
    let no_move = || say(lang, "tilt-no-move", Args::new());
    match g.outcome() {
        None => {
            let name = Args::new().text("seat", seat_name(g.position().mover(), lang));
            let detail = match (bonus_pending(g), g.actions().last()) {
                (Some(moved), _) => {
                    let args = Args::new().text("square", moved.to_string());
                    say(lang, "tilt-bonus-detail", args)
                }
                (None, Some(_)) => match crate::words::last_action(g, lang) {
                    Some(words) => say(lang, "tilt-last-move", Args::new().text("words", words)),
                    None => no_move(),
                },
                (None, None) => no_move(),
            };
            (say(lang, "tilt-to-move", name), detail)
        }
        Some(o) => {
            let headline = match o.winner() {
                Some(w) => {
                    let args = Args::new().text("seat", seat_name(w, lang));
                    say(lang, "tilt-over-win", args)
                }
                None => say(lang, "tilt-over-draw", Args::new()),
            };
            (headline, o.reason_in(lang))
        }
    }
}

/// The `status` panel: the headline, and the detail in as many lines as it has parts.
/// The headline is in ink: a pale seat's colour would not read on the panel; the
/// pools show each seat's colour beside its name.
fn draw_status(headline: &str, detail: &str) -> String {
    let lines: Vec<String> = detail
        .split(" · ")
        .flat_map(|part| wrap_words(part, 25))
        .collect();
    let height = 56.0 + 34.0 * lines.len() as f64;
    let mut svg = Svg::new(PANEL, height, &format!("{headline}. {detail}."));
    centred_text(&mut svg, PANEL / 2.0, 38.0, BIG, INK, true, headline);
    for (i, line) in lines.iter().enumerate() {
        let y = 76.0 + 34.0 * i as f64;
        centred_text(&mut svg, PANEL / 2.0, y, SMALL, DIM, false, line);
    }
    svg.finish()
}

/// A line of lettering centred on `x`, shrunk if it would not fit a panel.
fn centred_text(svg: &mut Svg, x: f64, y: f64, size: f64, fill: &str, bold: bool, text: &str) {
    let size = size.min((PANEL - 20.0) / (0.58 * text.chars().count().max(1) as f64));
    svg.text(
        "text",
        &[
            ("x", &x),
            ("y", &y),
            ("font-size", &size),
            ("font-weight", &if bold { "bold" } else { "normal" }),
            ("text-anchor", &"middle"),
            ("fill", &fill),
        ],
        text,
    );
}

/// Side of one square for a board of `n` squares a side.
fn cell_size(n: u8) -> f64 {
    BOARD / n as f64
}

/// Top-left corner of a square (from Light's side file a at the left, rank 1 at the
/// bottom; turned with the board).
fn corner(sq: Square, n: u8, turn: Turn) -> (f64, f64) {
    let c = cell_size(n);
    let (x, y) = (
        LEFT + (sq.file() as f64 + 0.5) * c,
        TOP + (n as f64 - 0.5 - sq.rank() as f64) * c,
    );
    let (x, y) = turn.point_in((x, y), (LEFT, TOP), (BOARD, BOARD));
    (x - c / 2.0, y - c / 2.0)
}

/// Every square, clickable, with the cube on it. Squares are drawn first and cubes
/// after them, so an active cube's corners reach over its neighbours as on the real
/// board; each cube is in its square's group, so clicking the cube clicks the square.
fn draw_squares(svg: &mut Svg, g: &Tilt, turn: Turn, lang: Lang) {
    let pos = g.position();
    let n = pos.size();
    let c = cell_size(n);
    for rank in 0..n {
        for file in 0..n {
            let sq = Square::new(file, rank);
            let (x, y) = corner(sq, n, turn);
            let shade = if (file + rank) % 2 == 0 {
                SQUARE_DARK
            } else {
                SQUARE_LIGHT
            };
            svg.el(
                "rect",
                &[
                    ("x", &x),
                    ("y", &y),
                    ("width", &c),
                    ("height", &c),
                    ("fill", &shade),
                    ("stroke", &"#9aa08a"),
                    ("stroke-width", &1),
                ],
            );
        }
    }
    let moved = bonus_pending(g);
    let names = cube_names(g);
    for rank in 0..n {
        for file in 0..n {
            let sq = Square::new(file, rank);
            let (x, y) = corner(sq, n, turn);
            let cell = pos.cell(sq);
            svg.open_target(
                &square_id(sq),
                &square_label(sq, cell, moved == Some(sq), lang),
                &[],
            );
            // An invisible square that takes the clicks on the whole square.
            svg.el(
                "rect",
                &[
                    ("x", &x),
                    ("y", &y),
                    ("width", &c),
                    ("height", &c),
                    ("fill", &"#fff"),
                    ("fill-opacity", &0),
                ],
            );
            if let Cell::Cube { seat, active } = cell {
                let name = names[square_index(sq, n)].clone();
                let name = name.unwrap_or_else(|| format!("cube-{sq}"));
                svg.open("g", &[("data-piece", &name)]);
                draw_cube(svg, x + c / 2.0, y + c / 2.0, c, (seat, active), lang);
                if moved == Some(sq) {
                    draw_moved_mark(svg, x + c / 2.0, y + c / 2.0, c);
                }
                svg.close();
            }
            svg.close();
        }
    }
}

/// What a screen reader says of a square.
fn square_label(sq: Square, cell: Cell, moved: bool, lang: Lang) -> String {
    let args = Args::new().text("square", sq.to_string());
    match cell {
        Cell::Empty => say(lang, "tilt-square-empty", args),
        Cell::Cube { seat, active } => {
            let args = args
                .text("seat", seat_name(seat, lang))
                .text("active", if active { "yes" } else { "no" });
            let id = if moved {
                "tilt-square-cube-moved"
            } else {
                "tilt-square-cube"
            };
            say(lang, id, args)
        }
    }
}

/// A cube centred on `(cx, cy)` in a square of side `c`: a diamond reaching a little
/// into the four neighbours when active, a square well inside its own when inactive;
/// the owner's letter on it.
fn draw_cube(svg: &mut Svg, cx: f64, cy: f64, c: f64, (seat, active): (Seat, bool), lang: Lang) {
    let colour = crate::SEAT_COLOURS[seat];
    let fill = colour.fill;
    if active {
        let r = c * 0.56;
        let points = format!(
            "{},{} {},{} {},{} {},{}",
            cx,
            cy - r,
            cx + r,
            cy,
            cx,
            cy + r,
            cx - r,
            cy
        );
        svg.el(
            "polygon",
            &[
                ("points", &points),
                ("fill", &fill),
                ("stroke", &colour.ink),
                ("stroke-width", &(c * 0.04)),
                ("stroke-linejoin", &"round"),
            ],
        );
    } else {
        let s = c * 0.66;
        svg.el(
            "rect",
            &[
                ("x", &(cx - s / 2.0)),
                ("y", &(cy - s / 2.0)),
                ("width", &s),
                ("height", &s),
                ("rx", &(c * 0.05)),
                ("fill", &fill),
                ("stroke", &colour.ink),
                ("stroke-width", &(c * 0.04)),
            ],
        );
    }
    let letter = seat_letter(seat, lang);
    svg.text(
        "text",
        &[
            ("x", &cx),
            ("y", &(cy + c * 0.13)),
            ("font-size", &(c * 0.36)),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &colour.ink),
        ],
        &letter,
    );
}

/// The cube whose slide earned the pending bonus (it may not be picked up): a dashed
/// ring around it.
fn draw_moved_mark(svg: &mut Svg, cx: f64, cy: f64, c: f64) {
    svg.el(
        "circle",
        &[
            ("cx", &cx),
            ("cy", &cy),
            ("r", &(c * 0.46)),
            ("fill", &"none"),
            ("stroke", &INK),
            ("stroke-width", &(c * 0.05)),
            ("stroke-dasharray", &format!("{} {}", c * 0.1, c * 0.07)),
        ],
    );
}

/// File letters below the board, rank numbers at its left, each beside its column or
/// row as the board is turned.
fn draw_coordinates(svg: &mut Svg, n: u8, turn: Turn) {
    let c = cell_size(n);
    let size = SMALL.min(c * 0.5);
    for i in 0..n {
        let letter = ((b'a' + i) as char).to_string();
        let (x, _) = corner(Square::new(i, 0), n, turn);
        let (_, y) = corner(Square::new(0, i), n, turn);
        svg.text(
            "text",
            &[
                ("x", &(x + c / 2.0)),
                ("y", &(TOP + BOARD + 30.0)),
                ("font-size", &size),
                ("text-anchor", &"middle"),
                ("fill", &DIM),
            ],
            &letter,
        );
        svg.text(
            "text",
            &[
                ("x", &(LEFT - 8.0)),
                ("y", &(y + c / 2.0 + size * 0.35)),
                ("font-size", &size),
                ("text-anchor", &"end"),
                ("fill", &DIM),
            ],
            &(i + 1).to_string(),
        );
    }
}

/// A seat's pool panel: clickable (take a cube from it to place, or put one back),
/// with how many cubes it holds and how many are on the board.
fn draw_pool(g: &Tilt, seat: Seat, lang: Lang) -> String {
    let pos = g.position();
    let name = || Args::new().text("seat", seat_name(seat, lang));
    let width = PANEL - 20.0;
    let x = 10.0;
    let pool = pos.pool(seat);
    let warning = slide_warning(g, seat, lang);
    let mut label = say(lang, "tilt-pool-label", name().number("n", pool));
    if let Some((_, sentence)) = &warning {
        label = format!("{label}. {sentence}");
    }
    let mut out = Svg::new(PANEL, POOLS + POOL_HEIGHT + 8.0, &label);
    let svg = &mut out;
    svg.open_target(&pool_id(seat), &label, &[]);
    let to_move = g.status() == Status::Playing && pos.mover() == seat;
    svg.el(
        "rect",
        &[
            ("x", &x),
            ("y", &POOLS),
            ("width", &width),
            ("height", &POOL_HEIGHT),
            ("rx", &10),
            ("fill", &"#fafafa"),
            ("stroke", &if to_move { INK } else { DIM }),
            ("stroke-width", &if to_move { 5 } else { 2 }),
        ],
    );
    // A cube of the seat, inactive, as the pool's emblem.
    draw_cube(
        svg,
        x + 38.0,
        POOLS + POOL_HEIGHT / 2.0,
        56.0,
        (seat, false),
        lang,
    );
    for (line, text) in [
        (0.0, say(lang, "tilt-pool-count", name().number("n", pool))),
        (
            1.0,
            say(
                lang,
                "tilt-on-board",
                Args::new()
                    .number("on", pos.on_board(seat) as f64)
                    .number("active", pos.active_count(seat) as f64),
            ),
        ),
    ] {
        svg.text(
            "text",
            &[
                ("x", &(x + 76.0)),
                ("y", &(POOLS + 36.0 + line * 30.0)),
                ("font-size", &if line == 0.0 { SMALL } else { 22.0 }),
                ("fill", &if line == 0.0 { INK } else { DIM }),
            ],
            &text,
        );
    }
    if let Some((short, _)) = warning {
        svg.text(
            "text",
            &[
                (
                    "id",
                    &format!("warning-{}", SEAT_NAMES[seat].to_lowercase()),
                ),
                ("x", &(x + 76.0)),
                ("y", &(POOLS + 96.0)),
                ("font-size", &22.0),
                ("font-weight", &"bold"),
                ("fill", &WARN),
            ],
            &short,
        );
    }
    svg.close();
    out.finish()
}

/// The warning of a seat that has cubes on the board and at most one of them able to
/// slide, while the game runs: the line drawn in its pool, and the sentence that says
/// why. A player with no cube able to slide may not place either, so losing that cube
/// (knocked over, or shut in) loses the game at the start of the seat's next turn;
/// with two cubes to spare the other side needs two turns, which there is time to see.
pub(crate) fn slide_warning(g: &Tilt, seat: Seat, lang: Lang) -> Option<(String, String)> {
    let pos = g.position();
    if g.status() != Status::Playing || pos.on_board(seat) == 0 {
        return None;
    }
    let left = pos.movable_cubes(seat).count_ones();
    let short = match left {
        0 => "tilt-no-slide",
        1 => "tilt-one-slide",
        _ => return None,
    };
    let args = Args::new()
        .text("seat", seat_name(seat, lang))
        .number("left", left);
    let sentence = say(lang, "tilt-careful", args);
    Some((say(lang, short, Args::new()), sentence))
}

/// The `bonus` panel of a pending bonus move: buttons for the actions not on the
/// board. Activate when some cube can be activated (the cube is clicked first), and
/// end the turn.
fn draw_bonus(g: &Tilt, lang: Lang) -> String {
    let word = |id: &str| say(lang, id, Args::new());
    let mut legal = Vec::new();
    g.position().legal_actions(&mut legal);
    let can_activate = legal.iter().any(|a| matches!(a, Action::Activate(_)));
    let mut out = Svg::new(PANEL, BUTTONS + BUTTON_HEIGHT + 8.0, &word("tilt-bonus"));
    let svg = &mut out;
    let width = (PANEL - 30.0) / 2.0;
    let end_x = if can_activate {
        draw_button(
            svg,
            "btn-activate",
            &word("tilt-activate-label"),
            10.0,
            width,
            &word("tilt-activate-button"),
        );
        20.0 + width
    } else {
        (PANEL - width) / 2.0
    };
    draw_button(
        svg,
        "btn-end",
        &word("tilt-end-label"),
        end_x,
        width,
        &word("tilt-end-button"),
    );
    out.finish()
}

/// A clickable button with a word on it.
fn draw_button(svg: &mut Svg, id: &str, label: &str, x: f64, width: f64, word: &str) {
    svg.open_target(id, label, &[]);
    svg.el(
        "rect",
        &[
            ("x", &x),
            ("y", &BUTTONS),
            ("width", &width),
            ("height", &BUTTON_HEIGHT),
            ("rx", &12),
            ("fill", &"#37474f"),
        ],
    );
    svg.text(
        "text",
        &[
            ("x", &(x + width / 2.0)),
            ("y", &(BUTTONS + BUTTON_HEIGHT / 2.0 + 10.0)),
            ("font-size", &BIG),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &"#fff"),
        ],
        word,
    );
    svg.close();
}

/// The `legend` panel, without a pending bonus: what the shapes mean.
fn draw_key(lang: Lang) -> String {
    let c = 48.0;
    let word = |id: &str| say(lang, id, Args::new());
    let (active, inactive) = (word("tilt-key-active"), word("tilt-key-inactive"));
    let items = [
        (LIGHT, true, &active),
        (LIGHT, false, &inactive),
        (DARK, true, &active),
        (DARK, false, &inactive),
    ];
    let mut svg = Svg::new(PANEL, 136.0, &word("tilt-key"));
    for (i, (seat, active, word)) in items.into_iter().enumerate() {
        let x = 36.0 + (i % 2) as f64 * PANEL / 2.0;
        let y = 38.0 + (i / 2) as f64 * 64.0;
        draw_cube(&mut svg, x, y, c, (seat, active), lang);
        svg.text(
            "text",
            &[
                ("x", &(x + 34.0)),
                ("y", &(y + 8.0)),
                ("font-size", &SMALL),
                ("fill", &DIM),
            ],
            word,
        );
    }
    svg.finish()
}
