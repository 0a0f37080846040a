//! The side panels, each its own SVG [`PANEL_WIDTH`] wide: whose turn it is with the
//! Pass button; the teams with their points, units and supply; the map's limits and
//! a key to the symbols.

use cubist_core::picture::{wrap_words, Svg};
use cubist_core::{Args, Game, Lang};

use super::board::{badge, kind_fill, token_body};
use super::said::{lives, weapon};
use super::PANEL_WIDTH;
use crate::catalogue::{say, seat_name};
use crate::map::Kind;
use crate::{CubeAttack, Removal, Status, Unit, UnitId, Weapon};

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
pub fn status_line(g: &CubeAttack, lang: Lang) -> String {
    match g.status() {
        Status::Playing => {
            let args = Args::new()
                .text("seat", seat_name(g.mover(), lang))
                .number("actions", g.actions_left() as f64);
            say(lang, "cube-attack-pic-to-act", args)
        }
        _ => game_over(g, lang),
    }
}

/// "Game over: Red wins (…)", in `lang`.
pub fn game_over(g: &CubeAttack, lang: Lang) -> String {
    let o = g.outcome().expect("a finished game has an outcome");
    let result = o.describe(|s| seat_name(s, lang), lang);
    say(
        lang,
        "cube-attack-pic-game-over",
        Args::new().text("result", result),
    )
}

/// A message of the catalogue without arguments, in `lang`.
fn word(lang: Lang, id: &str) -> String {
    say(lang, id, Args::new())
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
pub fn status(g: &CubeAttack, lang: Lang) -> String {
    let status = status_line(g, lang);
    let playing = g.status() == Status::Playing;
    let lines = if playing {
        vec![status]
    } else {
        wrap_words(&status, 38)
    };
    let height = 84.0 + 42.0 * lines.len() as f64;
    let round = Args::new().number("round", g.round() as f64);
    let label = round.clone().text("status", lines.join(" "));
    let mut svg = panel(height, &say(lang, "cube-attack-pic-status", label));
    let heading = round.number("target", g.options().target as f64);
    text(
        &mut svg,
        20.0,
        48.0,
        TEXT,
        &[("font-weight", &"bold")],
        &say(lang, "cube-attack-pic-round-target", heading),
    );
    if playing {
        seat_badge(&mut svg, g.mover(), 20.0, 76.0, 46.0);
        text(&mut svg, 78.0, 111.0, BIG, &[], &lines[0]);
        pass_button(&mut svg, lang);
    } else {
        for (i, line) in lines.iter().enumerate() {
            let y = 108.0 + i as f64 * 42.0;
            text(&mut svg, 20.0, y, TEXT, &[("font-weight", &"bold")], line);
        }
    }
    svg.finish()
}

fn pass_button(svg: &mut Svg, lang: Lang) {
    svg.open_target("btn-pass", &word(lang, "cube-attack-pic-pass-label"), &[]);
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
        &word(lang, "cube-attack-pic-pass"),
    );
    svg.close();
}

/// Columns of the team table: the message of its title and its right edge. (A team's
/// Starting planet is on the map: ringed in its colour, and named in the planet's
/// label.)
const COLUMNS: [(&str, f64); 5] = [
    ("cube-attack-pic-col-points", 314.0),
    ("cube-attack-pic-col-moons", 412.0),
    ("cube-attack-pic-col-units", 494.0),
    ("cube-attack-pic-col-supply", 576.0),
    ("cube-attack-pic-col-lost", 658.0),
];
/// Lettering of the table's column titles.
const HEADING: f64 = 20.0;

/// The `scores` panel: the teams in turn order with their points, what the moons
/// would give now, units, supply and lost cubes; a team without units is out.
pub fn teams(g: &CubeAttack, lang: Lang) -> String {
    let height = 40.0 + ROW * g.scores().len() as f64 + 20.0;
    let mut svg = panel(height, &word(lang, "cube-attack-pic-teams"));
    team_rows(&mut svg, g, lang);
    svg.finish()
}

/// A team's name in the table: "Red", "Red wins" or "Red out".
fn team_name(seat: usize, won: bool, out: bool, lang: Lang) -> String {
    let name = seat_name(seat, lang);
    let id = match (won, out) {
        (true, _) => "cube-attack-pic-wins",
        (false, true) => "cube-attack-pic-out",
        (false, false) => return name,
    };
    say(lang, id, Args::new().text("seat", name))
}

fn team_rows(svg: &mut Svg, g: &CubeAttack, lang: Lang) {
    let n = g.scores().len();
    let mut y = 34.0;
    let heading = [
        ("fill", &GREY as &dyn std::fmt::Display),
        ("text-anchor", &"end"),
    ];
    let team = word(lang, "cube-attack-pic-team-heading");
    text(svg, 20.0, y, HEADING, &heading[..1], &team);
    for (title, x) in COLUMNS {
        text(svg, x, y, HEADING, &heading, &word(lang, title));
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
        let name = team_name(seat, won, out, lang);
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
fn notes(g: &CubeAttack, lang: Lang) -> Vec<String> {
    let o = g.options();
    let lost = match o.removal {
        Removal::Lost => "cube-attack-pic-removal-lost",
        Removal::Supply => "cube-attack-pic-removal-supply",
    };
    let limits = Args::new()
        .text("map", g.map().name())
        .number("rounds", o.rounds as f64);
    let mut lines = wrap_words(&say(lang, "cube-attack-pic-map-rounds", limits), 50);
    lines.extend(wrap_words(&word(lang, lost), 50));
    lines.extend(wrap_words(&word(lang, "cube-attack-pic-click"), 50));
    lines
}

/// Rows of the key: planet kinds, then sample units, two to a row.
const KEY_ROWS: f64 = 5.0;
const KEY_ROW: f64 = 58.0;

/// The `legend` panel: the map and its limits, how to play by clicking, and what
/// the planet badges and the marks on units mean.
pub fn legend(g: &CubeAttack, lang: Lang) -> String {
    let lines = notes(g, lang);
    let top = 20.0 + 38.0 * lines.len() as f64;
    let key_label = word(lang, "cube-attack-pic-key");
    let mut svg = panel(top + KEY_ROW * KEY_ROWS + 20.0, &key_label);
    for (i, line) in lines.iter().enumerate() {
        let y = 40.0 + 38.0 * i as f64;
        text(&mut svg, 20.0, y, SMALL, &[("fill", &GREY)], line);
    }
    key(&mut svg, top, lang);
    svg.finish()
}

/// What the planet badges and the marks on units mean.
fn key(svg: &mut Svg, top: f64, lang: Lang) {
    let kinds = [
        (Kind::Start, "cube-attack-key-start"),
        (Kind::Cube, "cube-attack-key-cube"),
        (Kind::LifeUp, "cube-attack-key-life-up"),
        (Kind::Weaponry, "cube-attack-key-weaponry"),
        (Kind::HalfMoon, "cube-attack-key-half-moon"),
        (Kind::FullMoon, "cube-attack-key-full-moon"),
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
        text(svg, x + 54.0, y + 9.0, SMALL, &[], &word(lang, words));
    }
    let unit = |weapon, lives, activated, attacked| Unit {
        planet: 0,
        lives,
        weapon,
        activated,
        attacked,
    };
    let examples = [
        (
            unit(Weapon::Short, 1, false, false),
            weapon(Weapon::Short, lang),
        ),
        (
            unit(Weapon::Long, 1, false, false),
            weapon(Weapon::Long, lang),
        ),
        (unit(Weapon::None, 2, false, false), lives(2, lang)),
        (
            unit(Weapon::None, 1, true, false),
            word(lang, "cube-attack-mark-activated"),
        ),
        (
            unit(Weapon::None, 1, false, true),
            word(lang, "cube-attack-mark-attacked"),
        ),
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
