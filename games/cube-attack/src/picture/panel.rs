//! Around the map: whose turn it is and the Pass button above it; the teams with
//! their points, units and supply below it; then a key to the symbols.

use cubist_core::picture::{seat_fill, Svg};
use cubist_core::Game;

use super::board::{badge, kind_fill, token_body};
use super::WIDTH;
use crate::map::Kind;
use crate::{CubeAttack, Removal, Status, Unit, UnitId, Weapon, SEAT_NAMES};

/// Height of the band above the map.
pub const HEADER: f64 = 150.0;
const ROW: f64 = 58.0;
const BIG: f64 = 36.0;
const TEXT: f64 = 30.0;
const SMALL: f64 = 26.0;
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
            format!("Game over: {}", o.describe(|s| SEAT_NAMES[s].to_string()))
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

/// Round and target, whose turn it is (or the result), and the Pass button.
pub fn header(svg: &mut Svg, g: &CubeAttack) {
    let o = g.options();
    text(
        svg,
        20.0,
        50.0,
        BIG,
        &[("font-weight", &"bold")],
        &format!("Round {} · {} points win", g.round(), o.target),
    );
    let status = status_line(g);
    if g.status() == Status::Playing {
        seat_badge(svg, g.mover(), 20.0, 78.0, 48.0);
        text(svg, 82.0, 114.0, BIG, &[], &status);
        pass_button(svg);
    } else {
        let lines = wrap(&status, 48);
        for (i, line) in lines.iter().enumerate() {
            text(
                svg,
                20.0,
                100.0 + i as f64 * 36.0,
                if lines.len() > 1 { TEXT } else { BIG },
                &[("font-weight", &"bold")],
                line,
            );
        }
    }
}

fn pass_button(svg: &mut Svg) {
    svg.open_target("btn-pass", "Pass: end your turn now", &[]);
    svg.el(
        "rect",
        &[
            ("x", &800),
            ("y", &72),
            ("width", &180),
            ("height", &60),
            ("rx", &12),
            ("fill", &"#eeeeee"),
            ("stroke", &"#424242"),
            ("stroke-width", &3),
        ],
    );
    text(
        svg,
        890.0,
        113.0,
        TEXT,
        &[("text-anchor", &"middle"), ("font-weight", &"bold")],
        "Pass",
    );
    svg.close();
}

/// Words broken into lines of at most `width` characters.
pub fn wrap(s: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in s.split_whitespace() {
        match lines.last_mut() {
            Some(l) if l.len() + 1 + word.len() <= width => {
                l.push(' ');
                l.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

const KEY_ROWS: usize = 4;
const NOTES: usize = 3;

/// Height of everything below the map.
pub fn height(g: &CubeAttack) -> f64 {
    30.0 + ROW * (g.scores().len() + 1) as f64 + 44.0 * NOTES as f64 + 56.0 * KEY_ROWS as f64 + 30.0
}

/// Columns of the team table: title, right edge (numbers) or left edge (text).
const COLUMNS: [(&str, f64); 6] = [
    ("points", 400.0),
    ("+moons", 530.0),
    ("units", 640.0),
    ("supply", 760.0),
    ("lost", 850.0),
    ("start", 880.0),
];

/// The teams in turn order: points, what the moons would give now, units, supply,
/// lost cubes and Starting planet; a team without units is out.
pub fn teams(svg: &mut Svg, g: &CubeAttack, top: f64) {
    let n = g.scores().len();
    let mut y = top + 30.0;
    text(
        svg,
        20.0,
        y,
        SMALL,
        &[("fill", &GREY)],
        "team, in turn order",
    );
    for (title, x) in COLUMNS {
        let anchor = if title == "start" { "start" } else { "end" };
        text(
            svg,
            x,
            y,
            SMALL,
            &[("fill", &GREY), ("text-anchor", &anchor)],
            title,
        );
    }
    let income = g.moon_points();
    let winners = g.outcome().map(|o| o.winners);
    for i in 0..n {
        let seat = (g.first_seat() + i) % n;
        y += ROW;
        let out = !g.has_units(seat);
        let won = winners.is_some_and(|w| w.contains(seat));
        if g.status() == Status::Playing && seat == g.mover() {
            let d = format!("M4 {}L22 {}L4 {}Z", y - 34.0, y - 20.0, y - 6.0);
            svg.el("path", &[("d", &d), ("fill", &INK)]);
        }
        seat_badge(svg, seat, 28.0, y - 38.0, 44.0);
        let mut name = SEAT_NAMES[seat].to_string();
        if won {
            name.push_str(" wins");
        } else if out {
            name.push_str(" out");
        }
        let weight = if won { "bold" } else { "normal" };
        text(svg, 82.0, y, TEXT, &[("font-weight", &weight)], &name);
        let cells = [
            g.score(seat).to_string(),
            format!("+{}", income[seat]),
            g.units_of(seat).count().to_string(),
            g.supply(seat).to_string(),
            g.removed(seat).to_string(),
            g.map().planet_name(g.start_planet(seat)).to_string(),
        ];
        for ((title, x), cell) in COLUMNS.iter().zip(&cells) {
            let anchor = if *title == "start" { "start" } else { "end" };
            text(svg, *x, y, TEXT, &[("text-anchor", &anchor)], cell);
        }
        if out {
            // Struck through: the team has no unit left and takes no more turns.
            svg.el(
                "line",
                &[
                    ("x1", &24),
                    ("y1", &(y - 11.0)),
                    ("x2", &(WIDTH - 20.0)),
                    ("y2", &(y - 11.0)),
                    ("stroke", &INK),
                    ("stroke-width", &3),
                ],
            );
        }
    }
    notes(svg, g, y + 20.0);
    key(svg, y + 20.0 + 44.0 * NOTES as f64);
}

/// The map, the limits and how to play by clicking.
fn notes(svg: &mut Svg, g: &CubeAttack, top: f64) {
    let o = g.options();
    let lost = match o.removal {
        Removal::Lost => "cubes lost in attacks are out of the game",
        Removal::Supply => "cubes lost in attacks go back to supply",
    };
    let lines = [
        format!("Map {} · at most {} rounds", g.map().name(), o.rounds),
        lost.to_string(),
        "Click a unit, then where it moves, its own planet (activate) or an enemy".into(),
    ];
    for (i, line) in lines.iter().enumerate() {
        let size = if i == 2 { 24.0 } else { SMALL };
        text(
            svg,
            20.0,
            top + 36.0 + 44.0 * i as f64,
            size,
            &[("fill", &GREY)],
            line,
        );
    }
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
            20.0 + 330.0 * (i % 3) as f64,
            top + 56.0 * (i / 3) as f64 + 30.0,
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
            20.0 + 330.0 * (i % 3) as f64,
            top + 112.0 + 56.0 * (i / 3) as f64 + 14.0,
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
