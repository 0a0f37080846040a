//! The planet map: orbits, planets with their kind, and the units on them. The map
//! is fitted into a square [`WIDTH`] wide (a flat map makes it lower), with room
//! below the lowest planets for their units.

use cubist_core::picture::Svg;
use cubist_core::{Args, Lang, Seat};

use super::layout::{layout, Point};
use super::said::{kind_title, lives, marks, weapon as weapon_words};
use super::{planet_id, unit_id, WIDTH};
use crate::catalogue::{say, seat_name};
use crate::map::{Kind, PlanetId};
use crate::{CubeAttack, Unit, UnitId, Weapon};

/// The fill of a seat's pieces, as the game declares it ([`crate::SEAT_COLOURS`]).
fn seat_fill(seat: usize) -> &'static str {
    crate::SEAT_COLOURS[seat % crate::SEAT_COLOURS.len()].fill
}

/// Room kept around the planets' centres: for a planet and its badge, and below the
/// lowest planets for their units.
const MARGIN: f64 = 80.0;
const FOOT: f64 = 100.0;
/// The tallest the map may grow: as tall as it is wide.
const MAX_HEIGHT: f64 = WIDTH;
/// A unit's token.
const TOKEN_W: f64 = 76.0;
const TOKEN_H: f64 = 36.0;
/// Lettering on the map: dark ink, and a light halo where it may cross a line.
const INK: &str = "#212121";

/// Where the planets go in the picture and how big they are.
pub struct Geometry {
    pub at: Vec<Point>,
    pub radius: f64,
    pub height: f64,
}

/// The map alone, as its own SVG, with `bottom`'s Starting planet at the bottom, its
/// words in `lang`.
pub fn draw(g: &CubeAttack, bottom: Seat, label: &str, lang: Lang) -> String {
    let geo = geometry(g, bottom);
    let mut svg = Svg::new(WIDTH, geo.height, label);
    svg.el(
        "rect",
        &[
            ("width", &WIDTH),
            ("height", &geo.height),
            ("fill", &"#fafafa"),
        ],
    );
    draw_map(&mut svg, g, &geo, lang);
    svg.finish()
}

/// The map's layout scaled into the picture's width, turned so that `bottom`'s
/// Starting planet faces the reader.
pub fn geometry(g: &CubeAttack, bottom: Seat) -> Geometry {
    let raw = layout(g.map(), Some(g.start_planet(bottom)));
    let (min_x, max_x) = bounds(raw.iter().map(|p| p.x));
    let (min_y, max_y) = bounds(raw.iter().map(|p| p.y));
    let inner = WIDTH - 2.0 * MARGIN;
    let scale = (inner / (max_x - min_x).max(1e-9))
        .min((MAX_HEIGHT - MARGIN - FOOT) / (max_y - min_y).max(1e-9))
        .min(inner / 2.0);
    let height = (max_y - min_y) * scale + MARGIN + FOOT;
    let left = (WIDTH - (max_x - min_x) * scale) / 2.0;
    let at: Vec<Point> = raw
        .iter()
        .map(|p| Point {
            x: left + (p.x - min_x) * scale,
            y: MARGIN + (p.y - min_y) * scale,
        })
        .collect();
    let closest = closest_pair(&at).unwrap_or(120.0);
    Geometry {
        at,
        radius: (closest * 0.4).clamp(24.0, 58.0),
        height,
    }
}

fn bounds(values: impl Iterator<Item = f64>) -> (f64, f64) {
    values.fold((f64::MAX, f64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)))
}

fn closest_pair(at: &[Point]) -> Option<f64> {
    let mut least: Option<f64> = None;
    for (i, a) in at.iter().enumerate() {
        for b in &at[i + 1..] {
            let d = (a.x - b.x).hypot(a.y - b.y);
            least = Some(least.map_or(d, |l| l.min(d)));
        }
    }
    least
}

/// Orbits, then planets, then units on top (so that every unit can be clicked).
fn draw_map(svg: &mut Svg, g: &CubeAttack, geo: &Geometry, lang: Lang) {
    svg.open("g", &[("stroke", &"#90a4ae"), ("stroke-width", &5)]);
    for &(a, b) in g.map().links() {
        let (p, q) = (geo.at[a as usize], geo.at[b as usize]);
        svg.el(
            "line",
            &[("x1", &p.x), ("y1", &p.y), ("x2", &q.x), ("y2", &q.y)],
        );
    }
    svg.close();
    for p in 0..g.map().len() {
        planet(svg, g, p as PlanetId, geo, lang);
    }
    for p in 0..g.map().len() {
        units(svg, g, p as PlanetId, geo, lang);
    }
}

/// The light fill that tells planet kinds apart (the badge tells them apart too).
pub fn kind_fill(kind: Kind) -> &'static str {
    match kind {
        Kind::Start => "#eceff1",
        Kind::Cube => "#d7ccc8",
        Kind::LifeUp => "#c8e6c9",
        Kind::Weaponry => "#ffcdd2",
        Kind::HalfMoon => "#fff59d",
        Kind::FullMoon => "#ffca28",
    }
}

/// What a planet is, in words: "Half Moon (2 points)", "Starting planet of Red".
pub fn kind_words(g: &CubeAttack, p: PlanetId, lang: Lang) -> String {
    let kind = g.map().kind(p);
    match kind {
        Kind::HalfMoon | Kind::FullMoon => {
            let args = Args::new()
                .text("kind", kind_title(kind, lang))
                .number("points", kind.moon_points() as f64);
            say(lang, "cube-attack-moon-points", args)
        }
        Kind::Start => match owner_of_start(g, p) {
            Some(s) => {
                let args = Args::new().text("seat", seat_name(s, lang));
                say(lang, "cube-attack-start-of", args)
            }
            None => say(lang, "cube-attack-start-unused", Args::new()),
        },
        k => kind_title(k, lang),
    }
}

fn owner_of_start(g: &CubeAttack, p: PlanetId) -> Option<usize> {
    (0..g.scores().len()).find(|&s| g.start_planet(s) == p)
}

fn planet(svg: &mut Svg, g: &CubeAttack, p: PlanetId, geo: &Geometry, lang: Lang) {
    let map = g.map();
    let kind = map.kind(p);
    let Point { x, y } = geo.at[p as usize];
    let r = geo.radius;
    let label = planet_words(g, p, lang);
    svg.open_target(&planet_id(map, p), &label, &[]);
    let (stroke, width) = match owner_of_start(g, p) {
        Some(s) => (seat_fill(s), 7),
        None => ("#455a64", 3),
    };
    svg.el(
        "circle",
        &[
            ("cx", &x),
            ("cy", &y),
            ("r", &r),
            ("fill", &kind_fill(kind)),
            ("stroke", &stroke),
            ("stroke-width", &width),
        ],
    );
    if kind == Kind::HalfMoon {
        // The shaded half makes a half moon.
        let d = format!("M{x} {} A{r} {r} 0 0 0 {x} {}Z", y - r, y + r);
        svg.el(
            "path",
            &[("d", &d), ("fill", &"#f9a825"), ("opacity", &0.5)],
        );
    }
    badge(svg, kind, x - r * 0.78, y - r * 0.78, r.min(56.0) * 0.42);
    svg.text(
        "text",
        &[
            ("x", &x),
            ("y", &(y - r * 0.12)),
            ("font-size", &(r * 0.62).max(22.0)),
            ("font-weight", &"bold"),
            ("text-anchor", &"middle"),
            ("fill", &INK),
            ("stroke", &"white"),
            ("stroke-width", &(r * 0.1)),
            ("stroke-linejoin", &"round"),
            ("paint-order", &"stroke"),
        ],
        map.planet_name(p),
    );
    svg.close();
}

/// A white disc with the mark of a planet kind: a flag (start), a cube, a plus
/// (life-up), a triangle (weaponry), or the points of a moon.
pub fn badge(svg: &mut Svg, kind: Kind, x: f64, y: f64, r: f64) {
    svg.el(
        "circle",
        &[
            ("cx", &x),
            ("cy", &y),
            ("r", &r),
            ("fill", &"white"),
            ("stroke", &"#37474f"),
            ("stroke-width", &2),
        ],
    );
    let s = r * 0.55;
    let dark = "#37474f";
    match kind {
        Kind::Start => {
            let d = format!(
                "M{} {}V{}M{} {}L{} {}L{} {}Z",
                x - s * 0.6,
                y + s,
                y - s,
                x - s * 0.6,
                y - s,
                x + s,
                y - s * 0.5,
                x - s * 0.6,
                y
            );
            svg.el(
                "path",
                &[
                    ("d", &d),
                    ("stroke", &dark),
                    ("stroke-width", &2),
                    ("fill", &dark),
                ],
            );
        }
        Kind::Cube => {
            svg.el(
                "rect",
                &[
                    ("x", &(x - s * 0.8)),
                    ("y", &(y - s * 0.8)),
                    ("width", &(s * 1.6)),
                    ("height", &(s * 1.6)),
                    ("fill", &"#5d4037"),
                ],
            );
        }
        Kind::LifeUp => {
            let d = format!("M{} {y}H{}M{x} {}V{}", x - s, x + s, y - s, y + s);
            svg.el(
                "path",
                &[
                    ("d", &d),
                    ("stroke", &"#2e7d32"),
                    ("stroke-width", &(s * 0.7)),
                ],
            );
        }
        Kind::Weaponry => {
            let d = format!(
                "M{x} {}L{} {}L{} {}Z",
                y - s,
                x + s,
                y + s * 0.8,
                x - s,
                y + s * 0.8
            );
            svg.el("path", &[("d", &d), ("fill", &"#b71c1c")]);
        }
        Kind::HalfMoon | Kind::FullMoon => {
            svg.text(
                "text",
                &[
                    ("x", &x),
                    ("y", &(y + r * 0.42)),
                    ("font-size", &(r * 1.25)),
                    ("font-weight", &"bold"),
                    ("text-anchor", &"middle"),
                    ("fill", &dark),
                ],
                &kind.moon_points().to_string(),
            );
        }
    }
}

/// A planet for screen readers: "W0, Planet Weaponry; units: R1 (1 life, …)".
fn planet_words(g: &CubeAttack, p: PlanetId, lang: Lang) -> String {
    let here: Vec<String> = g
        .units_on(p)
        .map(|(id, u)| unit_words(id, u, lang))
        .collect();
    let args = Args::new()
        .text("planet", g.map().planet_name(p))
        .text("kind", kind_words(g, p, lang));
    if here.is_empty() {
        say(lang, "cube-attack-pic-planet", args)
    } else {
        let args = args.text("units", here.join(", "));
        say(lang, "cube-attack-pic-planet-units", args)
    }
}

/// "R1 (2 lives, long range, activated this round)".
pub fn unit_words(id: UnitId, u: &Unit, lang: Lang) -> String {
    let mut words = vec![lives(u.lives, lang), weapon_words(u.weapon, lang)];
    words.extend(marks(
        u,
        lang,
        "cube-attack-activated-round",
        "cube-attack-attacked-round",
    ));
    format!("{id} ({})", words.join(", "))
}

/// The units on a planet, in a small grid under its name.
fn units(svg: &mut Svg, g: &CubeAttack, p: PlanetId, geo: &Geometry, lang: Lang) {
    let here: Vec<(UnitId, Unit)> = g.units_on(p).map(|(id, u)| (id, *u)).collect();
    if here.is_empty() {
        return;
    }
    let cols = match here.len() {
        1 => 1,
        2..=4 => 2,
        5..=9 => 3,
        _ => 4,
    };
    // Tokens keep their lettering large (a crowded planet's spill over its orbits).
    let scale = match cols {
        1 | 2 => 0.9,
        3 => 0.75,
        _ => 0.6,
    } * (geo.radius / 40.0).min(1.0);
    let (w, h) = ((TOKEN_W + 4.0) * scale, (TOKEN_H + 8.0) * scale);
    let Point { x, y } = geo.at[p as usize];
    for (i, (id, u)) in here.iter().enumerate() {
        let (row, col) = (i / cols, i % cols);
        let in_row = cols.min(here.len() - row * cols);
        let left = x - w * in_row as f64 / 2.0 + w * col as f64;
        let top = y + geo.radius * 0.12 + h * row as f64;
        token(svg, (*id, u), (left, top), scale, lang);
    }
}

/// A unit: a cube in its team's colour with its label (a second cube behind it when
/// it has 2 lives), its weapon face (triangle short, square long), and a tick
/// (activated) or a cross (attacked) for what it did this round. The outer group
/// names the unit for animation and holds no transform of its own, so the page may
/// move it.
pub fn token(svg: &mut Svg, (id, u): (UnitId, &Unit), (x, y): (f64, f64), scale: f64, lang: Lang) {
    let transform = format!("translate({x} {y}) scale({scale})");
    svg.open("g", &[("data-piece", &id.to_string().to_ascii_lowercase())]);
    let args = Args::new()
        .text("seat", seat_name(id.owner as usize, lang))
        .text("unit", unit_words(id, u, lang));
    let label = say(lang, "cube-attack-pic-unit", args);
    svg.open_target(&unit_id(id), &label, &[("transform", &transform)]);
    token_body(svg, seat_fill(id.owner as usize), &id.to_string(), u);
    svg.close();
    svg.close();
}

/// The drawing of a unit at the origin, without its id (the key draws samples).
pub fn token_body(svg: &mut Svg, fill: &str, label: &str, u: &Unit) {
    let cube = |svg: &mut Svg, dx: f64, dy: f64| {
        svg.el(
            "rect",
            &[
                ("x", &dx),
                ("y", &dy),
                ("width", &TOKEN_W),
                ("height", &TOKEN_H),
                ("rx", &4),
                ("fill", &fill),
                ("stroke", &"#111"),
                ("stroke-width", &2),
            ],
        );
    };
    if u.lives > 1 {
        cube(svg, 6.0, -6.0);
    }
    cube(svg, 0.0, 0.0);
    svg.text(
        "text",
        &[
            ("x", &6),
            ("y", &27),
            ("font-size", &26),
            ("font-weight", &"bold"),
            ("fill", &"white"),
            ("stroke", &"#111"),
            ("stroke-width", &3),
            ("stroke-linejoin", &"round"),
            ("paint-order", &"stroke"),
        ],
        label,
    );
    weapon(svg, u.weapon, TOKEN_W - 14.0, TOKEN_H / 2.0);
    if u.activated {
        svg.el(
            "path",
            &[
                ("d", &"M-6 -2L-1 4L8 -8"),
                ("stroke", &"#111"),
                ("stroke-width", &4),
                ("fill", &"none"),
            ],
        );
    }
    if u.attacked {
        svg.el(
            "path",
            &[
                ("d", &"M-8 -8L8 8M8 -8L-8 8"),
                ("transform", &format!("translate({} 0)", TOKEN_W)),
                ("stroke", &"#111"),
                ("stroke-width", &4),
            ],
        );
    }
}

/// A weapon face centred on (x, y): nothing, a triangle (short) or a square (long).
pub fn weapon(svg: &mut Svg, w: Weapon, x: f64, y: f64) {
    match w {
        Weapon::None => {}
        Weapon::Short => {
            let d = format!(
                "M{x} {}L{} {}L{} {}Z",
                y - 8.0,
                x + 8.0,
                y + 7.0,
                x - 8.0,
                y + 7.0
            );
            svg.el("path", &[("d", &d), ("fill", &"white")]);
        }
        Weapon::Long => {
            svg.el(
                "rect",
                &[
                    ("x", &(x - 7.0)),
                    ("y", &(y - 7.0)),
                    ("width", &14),
                    ("height", &14),
                    ("fill", &"white"),
                ],
            );
        }
    }
}
