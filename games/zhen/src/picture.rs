//! The line of tiles as an SVG picture for browsers, and the clicks that make each
//! action.
//!
//! The picture shows what the terminal board shows. The board: Red's goal at the left,
//! the tiles numbered from it, Blue's goal at the right, the stack on every tile, the
//! cubes in each goal and the tile the no-undo rule forbids moving now. Beside it,
//! panels: `status` (whose turn it is and the scores, or how the game ended),
//! `reserve-1` and `reserve-2` (each seat's reserve) and `legend` (which way each
//! player carries stacks). Cubes have no identity in the rules (stacks merge and
//! split), so they carry no `data-piece` name: a move just shows its result. A stack is a pile of cubes, red ones
//! at the bottom as the notation writes them (`2r1b`); blue cubes carry a white dot so
//! the colours tell apart without colour. A pile too tall to draw cube by cube shows
//! each colour as one block with its count and letter (`12r`).
//!
//! The line is drawn from a side: from Red's, Red's goal at the left as above; from
//! Blue's, the line is mirrored, Blue's goal at the left and tile 1 at the right, so
//! each player sees their own goal on the left and moves their stacks leftward. The
//! piles stay upright.
//!
//! Clicks: a tile is `tile-5`, a goal `goal-red` / `goal-blue`, a reserve
//! `reserve-red` / `reserve-blue`.
//!
//! | action | clicks                    | reads as                               |
//! |--------|---------------------------|----------------------------------------|
//! | `p5`   | `reserve-red`, `tile-5`   | take a cube from the reserve to tile 5 |
//! | `m5`   | `tile-5`, `tile-3`        | the stack, then where it lands         |
//! | `m2`   | `tile-2`, `goal-red`      | a capture: the stack into the goal     |
//!
//! The landing place is fixed by the rules, but clicking it shows where the stack is
//! going before it goes. No sequence starts another: placements start at the reserve,
//! moves at their own tile.

use cubist_core::picture::wrap_words;
use cubist_core::{Args, Game, Lang, Panel, Picture, Seat, Side, Svg};

use crate::catalogue::{say, seat_name};
use crate::words::colours;
use crate::{Action, Landing, Status, Zhen, BLUE, RED, SEAT_NAMES};

/// The fill of a seat's pieces, as the game declares it ([`crate::SEAT_COLOURS`]).
fn seat_fill(seat: usize) -> &'static str {
    crate::SEAT_COLOURS[seat % crate::SEAT_COLOURS.len()].fill
}

/// Side margin of the picture.
const MARGIN: f64 = 10.0;
/// Width of a goal.
const GOAL: f64 = 100.0;
/// Width all the tiles take at least (more tiles than 10 widen the picture).
const TILES: f64 = 500.0;
/// Narrowest tile.
const MIN_COL: f64 = 50.0;
/// Cubes a pile holds drawn one by one, at most; taller piles are drawn as blocks.
const PILE: u8 = 8;
/// Gap between cubes in a pile.
const GAP: f64 = 3.0;
/// Width of a side panel.
const PANEL: f64 = 400.0;
/// Baseline of the tile numbers and goal names.
const NUMBERS_Y: f64 = 30.0;
/// Top of the places (goals and tiles).
const PLACES_TOP: f64 = 44.0;
/// Height of a reserve box.
const RESERVE_HEIGHT: f64 = 76.0;
/// Lettering: headline, usual (1/25 of the picture's width or more), labels.
const BIG: f64 = 32.0;
const SMALL: f64 = 26.0;
const LABEL: f64 = 20.0;
const INK: &str = "#222";
const DIM: &str = "#666";
const TILE: &str = "#f1e6cf";
const TILE_EDGE: &str = "#a08a60";

/// The id of tile `t` (numbered from Red's goal, as in the notation).
pub fn tile_id(t: u8) -> String {
    format!("tile-{t}")
}

/// The id of `seat`'s goal.
pub fn goal_id(seat: Seat) -> String {
    format!("goal-{}", SEAT_NAMES[seat].to_lowercase())
}

/// The id of `seat`'s reserve.
pub fn reserve_id(seat: Seat) -> String {
    format!("reserve-{}", SEAT_NAMES[seat].to_lowercase())
}

/// The ids `seat` clicks to make `action` in `g` (see the table at the top).
pub fn clicks(g: &Zhen, seat: Seat, action: Action) -> Vec<String> {
    match action {
        Action::Place(t) => vec![reserve_id(seat), tile_id(t)],
        Action::Move(t) => {
            let to = match g.board().landing(seat, t as usize) {
                Landing::Tile(d) => tile_id(d),
                // A legal move that does not land on a tile lands in the goal.
                Landing::Goal | Landing::Overshoot => goal_id(seat),
            };
            vec![tile_id(t), to]
        }
    }
}

/// Where things go for a line of `tiles` tiles.
struct Layout {
    tiles: u8,
    /// Drawn from Blue's side: Blue's goal at the left.
    mirrored: bool,
    /// Cubes a pile holds drawn one by one: [`PILE`], or fewer in a game with fewer
    /// cubes, so that small games get a low picture.
    pile: u8,
    /// Width of one tile.
    col: f64,
    /// Side of one cube.
    cube: f64,
    width: f64,
    /// Bottom of the piles.
    base: f64,
    /// Bottom of the places (below the piles: the no-undo mark).
    bottom: f64,
    height: f64,
}

impl Layout {
    fn new(tiles: u8, cubes: u8, mirrored: bool) -> Layout {
        let pile = (2 * cubes).clamp(2, PILE);
        let col = (TILES / tiles as f64).max(MIN_COL);
        let cube = (col * 0.62).min(34.0);
        let width = 2.0 * MARGIN + 2.0 * GOAL + tiles as f64 * col;
        let base = PLACES_TOP + 10.0 + pile as f64 * (cube + GAP);
        let bottom = base + 40.0;
        let height = bottom + 10.0;
        Layout {
            tiles,
            mirrored,
            pile,
            col,
            cube,
            width,
            base,
            bottom,
            height,
        }
    }

    /// Left edge and width of place `p` (0 Red's goal, tiles, `tiles + 1` Blue's goal).
    fn place(&self, p: usize) -> (f64, f64) {
        let p = if self.mirrored {
            self.tiles as usize + 1 - p
        } else {
            p
        };
        if p == 0 {
            (MARGIN, GOAL)
        } else if p > self.tiles as usize {
            (MARGIN + GOAL + self.tiles as f64 * self.col, GOAL)
        } else {
            (MARGIN + GOAL + (p - 1) as f64 * self.col, self.col)
        }
    }
}

/// The picture of a position from `side`'s side: the line of tiles, and its panels
/// (see the top).
pub fn picture(g: &Zhen, side: Side, lang: Lang) -> Picture {
    let b = g.board();
    let mirrored = side.0 == BLUE;
    let layout = Layout::new(b.tiles(), g.options().cubes, mirrored);
    let (headline, detail) = status_lines(g, lang);
    let args = Args::new()
        .number("tiles", b.tiles() as f64)
        .text("headline", headline.as_str())
        .text("detail", detail.as_str());
    let label = say(lang, "zhen-summary", args);
    let mut svg = Svg::new(layout.width, layout.height, &label);
    for seat in [RED, BLUE] {
        draw_goal(&mut svg, &layout, g, seat, lang);
    }
    for t in 1..=b.tiles() {
        draw_tile(&mut svg, &layout, g, t, lang);
    }
    let panel = |name: &str, svg: String| Panel {
        name: name.into(),
        svg,
    };
    let mut panels = vec![panel("status", draw_status(g, &headline, &detail))];
    for seat in [RED, BLUE] {
        panels.push(panel(
            &format!("reserve-{}", seat + 1),
            draw_reserve(g, seat, lang),
        ));
    }
    panels.push(panel("legend", draw_directions(mirrored, lang)));
    Picture {
        board: svg.finish(),
        panels,
    }
}

/// The `status` panel: the headline, and each part of the detail on its own line.
fn draw_status(g: &Zhen, headline: &str, detail: &str) -> String {
    let colour = match g.outcome().and_then(|o| o.winner()) {
        Some(w) => seat_fill(w),
        None if g.status() == Status::Playing => seat_fill(g.mover()),
        None => INK,
    };
    let lines: Vec<String> = detail
        .split(" · ")
        .flat_map(|part| wrap_words(part, 25))
        .collect();
    let height = 56.0 + 34.0 * lines.len() as f64;
    let mut svg = Svg::new(PANEL, height, &format!("{headline}. {detail}."));
    let mid = PANEL / 2.0;
    text(&mut svg, mid, 40.0, BIG, colour, "middle", true, headline);
    for (i, line) in lines.iter().enumerate() {
        let y = 78.0 + 34.0 * i as f64;
        text(&mut svg, mid, y, SMALL, DIM, "middle", false, line);
    }
    svg.finish()
}

/// Two lines above the line of tiles: whose turn it is and the scores (and the tile
/// that may not be moved back), or the result and why the game ended.
fn status_lines(g: &Zhen, lang: Lang) -> (String, String) {
    let b = g.board();
    let both = Args::new()
        .number("red", b.score(RED))
        .number("blue", b.score(BLUE));
    match g.outcome() {
        None => {
            let mut detail = say(lang, "zhen-score", both);
            if let Some(t) = g.undo_tile() {
                detail.push_str(" · ");
                detail.push_str(&say(
                    lang,
                    "zhen-no-undo-mark",
                    Args::new().number("tile", t),
                ));
            }
            let seat = Args::new().text("seat", seat_name(g.mover(), lang));
            (say(lang, "zhen-to-move", seat), detail)
        }
        Some(o) => {
            let headline = match o.winner() {
                Some(w) => {
                    let args = Args::new()
                        .text("seat", seat_name(w, lang))
                        .number("won", b.score(w))
                        .number("lost", b.score(1 - w));
                    say(lang, "zhen-over-win", args)
                }
                None => say(lang, "zhen-over-draw", both),
            };
            (headline, o.reason_in(lang))
        }
    }
}

/// A line of lettering, shrunk if it would not fit a panel.
#[allow(clippy::too_many_arguments)]
fn text(
    svg: &mut Svg,
    x: f64,
    y: f64,
    size: f64,
    fill: &str,
    anchor: &str,
    bold: bool,
    words: &str,
) {
    let fit = (PANEL - 2.0 * MARGIN) / (0.58 * words.chars().count().max(1) as f64);
    svg.text(
        "text",
        &[
            ("x", &x),
            ("y", &y),
            ("font-size", &size.min(fit)),
            ("font-weight", &if bold { "bold" } else { "normal" }),
            ("text-anchor", &anchor),
            ("fill", &fill),
        ],
        words,
    );
}

/// A tile, clickable, with its number and stack, and the no-undo mark if moving it
/// back is forbidden now.
fn draw_tile(svg: &mut Svg, layout: &Layout, g: &Zhen, t: u8, lang: Lang) {
    let (x, w) = layout.place(t as usize);
    let stack = g.board().stack(t as usize);
    let undo = g.undo_tile() == Some(t) && g.status() == Status::Playing;
    let id = if undo {
        "zhen-tile-no-undo"
    } else {
        "zhen-tile"
    };
    let args = Args::new()
        .number("tile", t)
        .text("stack", colours(stack, lang));
    let label = say(lang, id, args);
    svg.open_target(&tile_id(t), &label, &[]);
    svg.el(
        "rect",
        &[
            ("x", &(x + 2.0)),
            ("y", &PLACES_TOP),
            ("width", &(w - 4.0)),
            ("height", &(layout.bottom - PLACES_TOP)),
            ("rx", &6),
            ("fill", &TILE),
            ("stroke", &TILE_EDGE),
            ("stroke-width", &1.5),
        ],
    );
    svg.text(
        "text",
        &[
            ("x", &(x + w / 2.0)),
            ("y", &NUMBERS_Y),
            ("font-size", &SMALL),
            ("text-anchor", &"middle"),
            ("fill", &INK),
        ],
        &t.to_string(),
    );
    draw_pile(svg, layout, x + w / 2.0, w, stack);
    if undo {
        draw_no_undo(svg, x + w / 2.0, layout.base + 20.0);
    }
    svg.close();
}

/// A goal, clickable (a capture lands there), with the cubes in it.
fn draw_goal(svg: &mut Svg, layout: &Layout, g: &Zhen, seat: Seat, lang: Lang) {
    let b = g.board();
    let place = b.goal(seat);
    let (x, w) = layout.place(place);
    let stack = b.stack(place);
    let name = || Args::new().text("seat", seat_name(seat, lang));
    let args = name()
        .text("stack", colours(stack, lang))
        .number("score", b.score(seat));
    let label = say(lang, "zhen-goal-label", args);
    svg.open_target(&goal_id(seat), &label, &[]);
    svg.el(
        "rect",
        &[
            ("x", &(x + 2.0)),
            ("y", &PLACES_TOP),
            ("width", &(w - 4.0)),
            ("height", &(layout.bottom - PLACES_TOP)),
            ("rx", &14),
            ("fill", &"#fafafa"),
            ("stroke", &seat_fill(seat)),
            ("stroke-width", &4),
        ],
    );
    svg.text(
        "text",
        &[
            ("x", &(x + w / 2.0)),
            ("y", &NUMBERS_Y),
            ("font-size", &LABEL),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &seat_fill(seat)),
        ],
        &say(lang, "zhen-goal", name()),
    );
    draw_pile(svg, layout, x + w / 2.0, w, stack);
    // The score, big, below the pile.
    svg.text(
        "text",
        &[
            ("x", &(x + w / 2.0)),
            ("y", &(layout.base + 30.0)),
            ("font-size", &LABEL),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &INK),
        ],
        &say(
            lang,
            "zhen-goal-score",
            Args::new().number("score", b.score(seat)),
        ),
    );
    svg.close();
}

/// The cubes of a stack piled up from the base, red below blue. A stack taller than
/// the layout's pile shows each colour as one block with its count and letter, as wide
/// as `room` (the place's width) allows, so every picture of a game keeps its height.
fn draw_pile(svg: &mut Svg, layout: &Layout, cx: f64, room: f64, [red, blue]: [u8; 2]) {
    let s = layout.cube;
    let step = s + GAP;
    let mut bottom = layout.base;
    if red + blue <= layout.pile {
        for (colour, n) in [(RED, red), (BLUE, blue)] {
            for _ in 0..n {
                draw_cube(svg, cx, bottom - s / 2.0, s, colour);
                bottom -= step;
            }
        }
        return;
    }
    let both = red > 0 && blue > 0;
    let slots = if both { layout.pile / 2 } else { layout.pile } as f64;
    let h = slots * step - GAP;
    // Blocks take the width the place gives (a goal is wider than a tile).
    let bw = (room - 24.0).clamp(s, 2.0 * s);
    for (colour, n) in [(RED, red), (BLUE, blue)] {
        if n == 0 {
            continue;
        }
        svg.el(
            "rect",
            &[
                ("x", &(cx - bw / 2.0)),
                ("y", &(bottom - h)),
                ("width", &bw),
                ("height", &h),
                ("rx", &(s * 0.12)),
                ("fill", &seat_fill(colour)),
            ],
        );
        // The count, and under it the colour's letter, as large as the block allows.
        let size = (bw * 0.7).min(26.0);
        let letter = if colour == RED { "r" } else { "b" };
        for (line, words) in [(-0.15, n.to_string()), (0.9, letter.to_string())] {
            svg.text(
                "text",
                &[
                    ("x", &cx),
                    ("y", &(bottom - h / 2.0 + line * size)),
                    ("font-size", &size),
                    ("font-weight", &"bold"),
                    ("text-anchor", &"middle"),
                    ("fill", &"#fff"),
                ],
                &words,
            );
        }
        bottom -= h + GAP;
    }
}

/// One cube of side `s` centred on `(cx, cy)`: red plain, blue with a white dot.
fn draw_cube(svg: &mut Svg, cx: f64, cy: f64, s: f64, colour: Seat) {
    svg.el(
        "rect",
        &[
            ("x", &(cx - s / 2.0)),
            ("y", &(cy - s / 2.0)),
            ("width", &s),
            ("height", &s),
            ("rx", &(s * 0.12)),
            ("fill", &seat_fill(colour)),
        ],
    );
    if colour == BLUE {
        svg.el(
            "circle",
            &[
                ("cx", &cx),
                ("cy", &cy),
                ("r", &(s * 0.2)),
                ("fill", &"#fff"),
            ],
        );
    }
}

/// The no-undo mark: a circle struck through, under the tile that may not move now.
fn draw_no_undo(svg: &mut Svg, cx: f64, cy: f64) {
    let r = 13.0;
    svg.el(
        "circle",
        &[
            ("cx", &cx),
            ("cy", &cy),
            ("r", &r),
            ("fill", &"none"),
            ("stroke", &INK),
            ("stroke-width", &3),
        ],
    );
    svg.el(
        "line",
        &[
            ("x1", &(cx - r * 0.7)),
            ("y1", &(cy + r * 0.7)),
            ("x2", &(cx + r * 0.7)),
            ("y2", &(cy - r * 0.7)),
            ("stroke", &INK),
            ("stroke-width", &3),
        ],
    );
}

/// The `legend` panel: which way each player carries stacks, as the line is drawn.
fn draw_directions(mirrored: bool, lang: Lang) -> String {
    let title = say(lang, "zhen-directions", Args::new());
    let mut svg = Svg::new(PANEL, 96.0, &title);
    let (left, right) = ("zhen-moves-left", "zhen-moves-right");
    let (red, blue) = if mirrored {
        (right, left)
    } else {
        (left, right)
    };
    let way = |id: &str, seat: Seat| say(lang, id, Args::new().text("seat", seat_name(seat, lang)));
    let lines = [(RED, 38.0, way(red, RED)), (BLUE, 76.0, way(blue, BLUE))];
    for (seat, y, words) in lines {
        text(
            &mut svg,
            PANEL / 2.0,
            y,
            SMALL,
            seat_fill(seat),
            "middle",
            true,
            &words,
        );
    }
    svg.finish()
}

/// A seat's reserve panel, clickable (placing takes a cube from it), with its count.
fn draw_reserve(g: &Zhen, seat: Seat, lang: Lang) -> String {
    let n = g.board().reserve(seat);
    let name = || {
        Args::new()
            .text("seat", seat_name(seat, lang))
            .number("n", n)
    };
    let width = PANEL - 2.0 * MARGIN;
    let (x, y) = (MARGIN, 8.0);
    let label = say(lang, "zhen-reserve-label", name());
    let mut out = Svg::new(PANEL, RESERVE_HEIGHT + 16.0, &label);
    let svg = &mut out;
    svg.open_target(&reserve_id(seat), &label, &[]);
    let to_move = g.status() == Status::Playing && g.mover() == seat;
    svg.el(
        "rect",
        &[
            ("x", &x),
            ("y", &y),
            ("width", &width),
            ("height", &RESERVE_HEIGHT),
            ("rx", &10),
            ("fill", &"#fafafa"),
            ("stroke", &seat_fill(seat)),
            ("stroke-width", &if to_move { 5 } else { 2 }),
        ],
    );
    draw_cube(svg, x + 38.0, y + RESERVE_HEIGHT / 2.0, 40.0, seat);
    svg.text(
        "text",
        &[
            ("x", &(x + 72.0)),
            ("y", &(y + RESERVE_HEIGHT / 2.0 + 9.0)),
            ("font-size", &SMALL),
            ("fill", &INK),
        ],
        &say(lang, "zhen-reserve", name()),
    );
    svg.close();
    out.finish()
}
