//! The game for a terminal: scores, whose turn, then every planet with its kind, its
//! orbits and the units on it.

use cubist_core::{Game, RenderStyle};

use crate::map::Kind;
use crate::{CubeAttack, Status, Unit, UnitId, SEAT_NAMES};

pub fn render(g: &CubeAttack, style: RenderStyle) -> String {
    let map = g.map();
    let n = g.options.players;
    let seat = |s: usize, text: &str| style.seat(s, text);
    let mut out = String::new();
    out.push_str(&format!(
        "{} on map {} · round {} of at most {} · {} points win\n",
        style.bold("Cube Attack"),
        map.name(),
        g.round,
        g.options.rounds,
        g.options.target
    ));
    let income = g.moon_points();
    // A team with no unit on the board can never come back (only a unit activates a
    // Planet Cube): it skips every turn.
    let out_of_game = |s: usize| g.units_of(s).next().is_none();
    for s in 0..n {
        out.push_str(&format!(
            "  {} {:>3} points  (+{} from moons now)  units {:>2}  supply {:>2}  removed {:>2}  starts on {}{}\n",
            // Padded before painting: colour codes take no room on screen.
            seat(s, &format!("{:<7}", SEAT_NAMES[s])),
            g.scores[s],
            income[s],
            g.units_of(s).count(),
            g.supply[s],
            g.removed[s],
            map.planet_name(g.starts[s]),
            if out_of_game(s) {
                "  OUT: no unit left"
            } else {
                ""
            },
        ));
    }
    let order: Vec<String> = (0..n)
        .map(|i| (g.first + i) % n)
        .map(|s| {
            if out_of_game(s) {
                format!("{} (out)", seat(s, SEAT_NAMES[s]))
            } else {
                seat(s, SEAT_NAMES[s])
            }
        })
        .collect();
    out.push_str(&format!("  Turn order each round: {}\n", order.join(", ")));
    out.push('\n');

    let width = map
        .planets()
        .iter()
        .map(|p| p.name.len())
        .max()
        .unwrap_or(2)
        .max(6);
    let links_width = map
        .planets()
        .iter()
        .enumerate()
        .map(|(p, _)| links_text(g, p as u8).len())
        .max()
        .unwrap_or(5)
        .max(5);
    out.push_str(&style.dim(&format!(
        "  {:<width$}  {:<16}  {:<links_width$}  units\n",
        "planet", "kind", "links"
    )));
    for (p, planet) in map.planets().iter().enumerate() {
        let units: Vec<String> = g
            .units_on(p as u8)
            .map(|(id, u)| seat(id.owner as usize, &unit_text(id, u)))
            .collect();
        let kind = match planet.kind {
            Kind::HalfMoon | Kind::FullMoon => {
                format!("{} ({})", planet.kind.title(), planet.kind.moon_points())
            }
            Kind::Start => match (0..n).find(|&s| g.starts[s] == p as u8) {
                Some(s) => format!("Start of {}", SEAT_NAMES[s]),
                None => "Start (unused)".into(),
            },
            k => k.title().trim_start_matches("Planet ").to_string(),
        };
        out.push_str(&format!(
            "  {:<width$}  {:<16}  {}  {}\n",
            planet.name,
            kind,
            style.dim(&format!("{:<links_width$}", links_text(g, p as u8))),
            if units.is_empty() {
                style.dim("·")
            } else {
                units.join("  ")
            }
        ));
    }
    out.push('\n');
    match g.status {
        Status::Playing => out.push_str(&format!(
            "{} to act: {} action{} left in this turn (or pass)\n",
            seat(g.mover, SEAT_NAMES[g.mover]),
            g.actions_left,
            if g.actions_left == 1 { "" } else { "s" }
        )),
        _ => {
            let o = g.outcome().expect("a finished game has an outcome");
            out.push_str(&format!(
                "Game over: {}\n",
                o.describe(|s| SEAT_NAMES[s].to_string(), cubist_core::Lang::En)
            ));
        }
    }
    out
}

fn links_text(g: &CubeAttack, p: u8) -> String {
    let map = g.map();
    let mut mask = map.neighbours(p);
    let mut names = Vec::new();
    while mask != 0 {
        let q = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        names.push(map.planet_name(q));
    }
    names.join(" ")
}

/// `R1(2 lives, long range; activated, attacked)`.
fn unit_text(id: UnitId, u: &Unit) -> String {
    let mut used = Vec::new();
    if u.activated {
        used.push("activated");
    }
    if u.attacked {
        used.push("attacked");
    }
    let used = if used.is_empty() {
        String::new()
    } else {
        format!("; {}", used.join(", "))
    };
    format!(
        "{id}({} li{}, {}{used})",
        u.lives,
        if u.lives == 1 { "fe" } else { "ves" },
        u.weapon.describe()
    )
}
