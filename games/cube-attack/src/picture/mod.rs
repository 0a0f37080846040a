//! The board as an SVG picture for browsers, and the clicks that make each action
//! (conventions in `docs/pictures.md`).
//!
//! The picture, top to bottom: whose turn it is with the Pass button, the planet map
//! (laid out from the map's orbits by [`layout`], so any valid map file draws), the
//! teams in turn order with their points, and a key to the symbols.
//!
//! Ids and clicks:
//! - `planet-<name>` for each planet, its name in lower case (`planet-w0`); a map
//!   whose names use `_` numbers them instead (`planet-0`, `planet-1`, …);
//! - `unit-<label>` for each unit on the board (`unit-r1`, `unit-b12`): its label
//!   never changes while it is on the board;
//! - `btn-pass`.
//!
//! An action is the acting unit, then what it acts on: the planet it moves to
//! (`unit-r1 planet-c0`), its own planet to activate it (`unit-r1 planet-w0` when R1
//! stands on W0), or the enemy unit it attacks (`unit-r1 unit-b3`). Passing is
//! `btn-pass`. Every sequence but the pass has two clicks and starts with a unit, so
//! none starts another.

mod board;
mod layout;
mod panel;

use cubist_core::picture::Svg;

use crate::map::{Map, PlanetId};
use crate::{Action, CubeAttack, UnitId};

pub use layout::{layout, Point};

/// Width of the picture in user units; everything is sized against it.
pub const WIDTH: f64 = 1000.0;

/// The whole picture of a position (every observer sees all of Cube Attack).
pub fn draw(g: &CubeAttack) -> String {
    let geo = board::geometry(g, panel::HEADER);
    let panel_top = panel::HEADER + geo.height;
    let height = panel_top + panel::height(g);
    let mut svg = Svg::new(WIDTH, height, &describe(g));
    svg.el(
        "rect",
        &[("width", &WIDTH), ("height", &height), ("fill", &"#fafafa")],
    );
    panel::header(&mut svg, g);
    board::draw(&mut svg, g, &geo);
    panel::teams(&mut svg, g, panel_top);
    svg.finish()
}

/// The picture's label: what it shows, in words.
fn describe(g: &CubeAttack) -> String {
    format!(
        "Cube Attack on map {}, round {}: {}",
        g.map().name(),
        g.round(),
        panel::status_line(g)
    )
}

/// The ids `seat` clicks to make `action` (see the module documentation).
pub fn clicks(g: &CubeAttack, action: Action) -> Vec<String> {
    match action {
        Action::Pass => vec!["btn-pass".into()],
        Action::Move { unit, to } => vec![unit_id(unit), planet_id(g.map(), to)],
        Action::Activate { unit } => {
            let at = g.unit(unit).map_or(0, |u| u.planet);
            vec![unit_id(unit), planet_id(g.map(), at)]
        }
        Action::Attack { unit, target } => vec![unit_id(unit), unit_id(target)],
    }
}

/// `unit-r1`.
pub fn unit_id(id: UnitId) -> String {
    format!("unit-{}", id.to_string().to_ascii_lowercase())
}

/// `planet-w0`, or `planet-3` on a map whose names cannot all be ids.
pub fn planet_id(map: &Map, p: PlanetId) -> String {
    let usable = |n: &str| n.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if map.planets().iter().all(|q| usable(&q.name)) {
        format!("planet-{}", map.planet_name(p).to_ascii_lowercase())
    } else {
        format!("planet-{p}")
    }
}
