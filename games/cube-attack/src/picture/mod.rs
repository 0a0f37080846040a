//! The board as an SVG picture for browsers, and the clicks that make each action
//! (conventions in `docs/pictures.md`).
//!
//! The picture is the planet map alone (laid out from the map's orbits by
//! [`layout`], so any valid map file draws; about as wide as tall), and three side
//! panels, each its own SVG: `status` (round, whose turn it is, the Pass button),
//! `scores` (the teams in turn order with their points) and `legend` (the map, the
//! limits, and a key to the symbols).
//!
//! Ids and clicks:
//! - `planet-<name>` for each planet, its name in lower case (`planet-w0`); a map
//!   whose names use `_` numbers them instead (`planet-0`, `planet-1`, …);
//! - `unit-<label>` for each unit on the board (`unit-r1`, `unit-b12`): its label
//!   never changes while it is on the board, so its token also carries
//!   `data-piece="<label>"` (`r1`) for the page to animate its moves;
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
pub(crate) mod said;

use cubist_core::picture::{Panel, Picture};
use cubist_core::{Args, Game, Lang, Side};

use crate::catalogue::say;

use crate::map::{Map, PlanetId};
use crate::{Action, CubeAttack, UnitId};

pub use layout::{layout, Point};
pub(crate) use panel::game_over;

/// Width of the map in user units; the map is sized against it.
pub const WIDTH: f64 = 1000.0;
/// Width of every side panel: narrower than the map, so its lettering stays large
/// in a column beside the map.
pub const PANEL_WIDTH: f64 = 680.0;

/// The picture of a position (every observer sees all of Cube Attack): the map,
/// turned so that `side`'s Starting planet is at the bottom, then the panels
/// `status`, `scores` and `legend`, their words in `lang`.
pub fn picture(g: &CubeAttack, side: Side, lang: Lang) -> Picture {
    let panel = |name: &str, svg: String| Panel {
        name: name.into(),
        svg,
    };
    Picture {
        board: board::draw(g, side.seat(g.num_players()), &describe(g, lang), lang),
        panels: vec![
            panel("status", panel::status(g, lang)),
            panel("scores", panel::teams(g, lang)),
            panel("legend", panel::legend(g, lang)),
        ],
    }
}

/// The map's label: what it shows, in words.
fn describe(g: &CubeAttack, lang: Lang) -> String {
    let args = Args::new()
        .text("map", g.map().name())
        .number("round", g.round() as f64)
        .text("status", panel::status_line(g, lang));
    say(lang, "cube-attack-pic-map", args)
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
