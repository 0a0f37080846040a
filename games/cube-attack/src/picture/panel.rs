//! The side panels, each its own SVG [`PANEL_WIDTH`] wide: whose turn it is with the
//! Pass button; the teams with their points, units and supply; the map's limits and
//! a key to the symbols.

use cubist_core::picture::{wrap_words, Svg};
use cubist_core::Game;

use super::board::{badge, kind_fill, token_body};
use super::PANEL_WIDTH;
use crate::map::Kind;
use crate::{CubeAttack, Removal, Status, Unit, UnitId, Weapon, SEAT_NAMES};

/// The fill of a seat's pieces, as the game declares it ([`crate::SEAT_COLOURS`]).
fn seat_fill(seat: usize) -> &'static str {
    crate::SEAT_COLOURS[seat % crate::SEAT_COLOURS.len()].fill
}

const ROW: f64 = 54.0;
const BIG: f64 = 34.0;
const TEXT: f64 = 28.0;
const SMALL: f64 = 24.0;
const INK: &str = "#212121";
const GREY: &str = "#616161";

/// Whose turn and how many actions are left, or how the game ended.
pub fn status_line(g: &CubeAttack) -> String {
    match g.status() {
        Status::Playing => format!(
            "{} to act: {} action{} left",
            SEAT_NAMES[g.mover()],
            g.actions_left(),
            if g.actions_left() == 1 { "" } else { "s" }
        ),
        _ => {
            let o = g.outcome().expect("a finished game has an outcome");
            format!(
                "Game over: {}",
                o.describe(|s| SEAT_NAMES[s].to_string(), cubist_core::Lang::En)
            )
        }
    }
}

fn text(
    svg: &mut Svg,
    x: f64,
    y: f64,
    size: f64,
    attrs: &[(&str, &dyn std::fmt::Display)],
    s: &str,
) {
    let mut all: Vec<(&str, &dyn std::fmt::Display)> =
        vec![("x", &x), ("y", &y), ("font-size", &size)];
    if !attrs.iter().any(|(name, _)| *name == "fill") {
        all.push(("fill", &INK));
    }
    all.extend_from_slice(attrs);
    svg.text("text", &all, s);
}

/// A square in the seat's colour with its initial: seats read without colour too.
fn seat_badge(svg: &mut Svg, seat: usize, x: f64, y: f64, side: f64) {
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
    text(
        svg,
        x + side / 2.0,
        y + side * 0.75,
        side * 0.7,
        &[
            ("text-anchor", &"middle"),
            ("font-weight", &"bold"),
            ("fill", &"white"),
        ],
        &UnitId::seat_letter(seat).to_string(),
    );
}

/// A panel of the given height with its background, to draw on.
fn panel(height: f64, label: &str) -> Svg {
    let mut svg = Svg::new(PANEL_WIDTH, height, label);
    svg.el(
        "rect",
        &[
            ("width", &PANEL_WIDTH),
            ("height", &height),
            ("fill", &"#fafafa"),
        ],
    );
    svg
}

/// The `status` panel: round and target, whose turn it is (or the result), and the
/// Pass button.
pub fn status(g: &CubeAttack) -> String {
    let status = status_line(g);
    let playing = g.status() == Status::Playing;
    let lines = if playing {
        vec![status]
    } else {
        wrap_words(&status, 38)
    };
    let height = 84.0 + 42.0 * lines.len() as f64;
    let mut svg = panel(height, &format!("Round {}: {}", g.round(), lines.join(" ")));
    text(
        &mut svg,
        20.0,
        48.0,
        TEXT,
        &[("font-weight", &"bold")],
        &format!("Round {} · {} points win", g.round(), g.options().target),
    );
    if playing {
        seat_badge(&mut svg, g.mover(), 20.0, 76.0, 46.0);
        text(&mut svg, 78.0, 111.0, BIG, &[], &lines[0]);
        pass_button(&mut svg);
    } else {
        for (i, line) in lines.iter().enumerate() {
            let y = 108.0 + i as f64 * 42.0;
            text(&mut svg, 20.0, y, TEXT, &[("font-weight", &"bold")], line);
        }
    }
    svg.finish()
}

fn pass_button(svg: &mut Svg) {
    svg.open_target("btn-pass", "Pass: end your turn now", &[]);
    svg.el(
        "rect",
        &[
            ("x", &500),
            ("y", &12),
            ("width", &160),
            ("height", &54),
            ("rx", &12),
            ("fill", &"#eeeeee"),
            ("stroke", &"#424242"),
            ("stroke-width", &3),
        ],
    );
    text(
        svg,
        580.0,
        49.0,
        TEXT,
        &[("text-anchor", &"middle"), ("font-weight", &"bold")],
        "Pass",
    );
    svg.close();
}

/// Columns of the team table: title and right edge. (A team's Starting planet is on
/// the map: ringed in its colour, and named in the planet's label.)
const COLUMNS: [(&str, f64); 5] = [
    ("points", 314.0),
    ("+moons", 412.0),
    ("units", 494.0),
    ("supply", 576.0),
    ("lost", 658.0),
];
/// Lettering of the table's column titles.
const HEADING: f64 = 20.0;

/// The `scores` panel: the teams in turn order with their points, what the moons
/// would give now, units, supply and lost cubes; a team without units is out.
pub fn teams(g: &CubeAttack) -> String {
    let height = 40.0 + ROW * g.scores().len() as f64 + 20.0;
    let mut svg = panel(height, "The teams in turn order, with their points");
    team_rows(&mut svg, g);
    svg.finish()
}

fn team_rows(svg: &mut Svg, g: &CubeAttack) {
    let n = g.scores().len();
    let mut y = 34.0;
    let heading = [
        ("fill", &GREY as &dyn std::fmt::Display),
        ("text-anchor", &"end"),
    ];
    text(svg, 20.0, y, HEADING, &heading[..1], "team, in turn order");
    for (title, x) in COLUMNS {
        text(svg, x, y, HEADING, &heading, title);
    }
    let income = g.moon_points();
    let winners = g.outcome().map(|o| o.winners);
    for i in 0..n {
        let seat = (g.first_seat() + i) % n;
        y += ROW;
        let out = !g.has_units(seat);
        let won = winners.is_some_and(|w| w.contains(seat));
        if g.status() == Status::Playing && seat == g.mover() {
            let d = format!("M2 {}L18 {}L2 {}Z", y - 32.0, y - 19.0, y - 6.0);
            svg.el("path", &[("d", &d), ("fill", &INK)]);
        }
        seat_badge(svg, seat, 22.0, y - 36.0, 42.0);
        let mut name = SEAT_NAMES[seat].to_string();
        if won {
            name.push_str(" wins");
        } else if out {
            name.push_str(" out");
        }
        let weight = if won { "bold" } else { "normal" };
        text(svg, 72.0, y, TEXT, &[("font-weight", &weight)], &name);
        let cells = [
            g.score(seat).to_string(),
            format!("+{}", income[seat]),
            g.units_of(seat).count().to_string(),
            g.supply(seat).to_string(),
            g.removed(seat).to_string(),
        ];
        for ((_, x), cell) in COLUMNS.iter().zip(&cells) {
            text(svg, *x, y, TEXT, &[("text-anchor", &"end")], cell);
        }
        if out {
            // Struck through: the team has no unit left and takes no more turns.
            svg.el(
                "line",
                &[
                    ("x1", &20),
                    ("y1", &(y - 11.0)),
                    ("x2", &(PANEL_WIDTH - 10.0)),
                    ("y2", &(y - 11.0)),
                    ("stroke", &INK),
                    ("stroke-width", &3),
                ],
            );
        }
    }
}

/// The map, the limits and how to play by clicking, in lines that fit the panel.
fn notes(g: &CubeAttack) -> Vec<String> {
    let o = g.options();
    let lost = match o.removal {
        Removal::Lost => "cubes lost in attacks are out of the game",
        Removal::Supply => "cubes lost in attacks go back to supply",
    };
    let mut lines = wrap_words(
        &format!("Map {} · at most {} rounds", g.map().name(), o.rounds),
        50,
    );
    lines.push(lost.to_string());
    lines.extend(wrap_words(
        "Click a unit, then where it moves, its own planet (activate) or an enemy",
        50,
    ));
    lines
}

/// Rows of the key: planet kinds, then sample units, two to a row.
const KEY_ROWS: f64 = 5.0;
const KEY_ROW: f64 = 58.0;

/// The `legend` panel: the map and its limits, how to play by clicking, and what
/// the planet badges and the marks on units mean.
pub fn legend(g: &CubeAttack) -> String {
    let lines = notes(g);
    let top = 20.0 + 38.0 * lines.len() as f64;
    let mut svg = panel(top + KEY_ROW * KEY_ROWS + 20.0, "Key to the map");
    for (i, line) in lines.iter().enumerate() {
        let y = 40.0 + 38.0 * i as f64;
        text(&mut svg, 20.0, y, SMALL, &[("fill", &GREY)], line);
    }
    key(&mut svg, top);
    svg.finish()
}

/// What the planet badges and the marks on units mean.
fn key(svg: &mut Svg, top: f64) {
    let kinds = [
        (Kind::Start, "start"),
        (Kind::Cube, "new unit"),
        (Kind::LifeUp, "+1 life"),
        (Kind::Weaponry, "weapon"),
        (Kind::HalfMoon, "half moon"),
        (Kind::FullMoon, "full moon"),
    ];
    for (i, (kind, words)) in kinds.into_iter().enumerate() {
        let (x, y) = (
            20.0 + 220.0 * (i % 3) as f64,
            top + KEY_ROW * (i / 3) as f64 + 30.0,
        );
        svg.el(
            "circle",
            &[
                ("cx", &(x + 22.0)),
                ("cy", &y),
                ("r", &22),
                ("fill", &kind_fill(kind)),
                ("stroke", &"#455a64"),
                ("stroke-width", &2),
            ],
        );
        badge(svg, kind, x + 22.0, y, 15.0);
        text(svg, x + 54.0, y + 9.0, SMALL, &[], words);
    }
    let unit = |weapon, lives, activated, attacked| Unit {
        planet: 0,
        lives,
        weapon,
        activated,
        attacked,
    };
    let examples = [
        (unit(Weapon::Short, 1, false, false), "short range"),
        (unit(Weapon::Long, 1, false, false), "long range"),
        (unit(Weapon::None, 2, false, false), "2 lives"),
        (unit(Weapon::None, 1, true, false), "activated"),
        (unit(Weapon::None, 1, false, true), "attacked"),
    ];
    for (i, (u, words)) in examples.iter().enumerate() {
        let (x, y) = (
            20.0 + 330.0 * (i % 2) as f64,
            top + KEY_ROW * (2 + i / 2) as f64 + 22.0,
        );
        key_token(svg, u, x + 10.0, y);
        text(svg, x + 96.0, y + 24.0, SMALL, &[], words);
    }
}

/// A sample unit for the key, grey and without an id (it cannot be clicked).
fn key_token(svg: &mut Svg, u: &Unit, x: f64, y: f64) {
    svg.open("g", &[("transform", &format!("translate({x} {y})"))]);
    token_body(svg, "#757575", "", u);
    svg.close();
}
