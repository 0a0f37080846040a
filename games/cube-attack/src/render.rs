//! The game for a terminal: scores, whose turn, then every planet with its kind, its
//! orbits and the units on it, in the style's language.

use cubist_core::{Args, Lang, RenderStyle};

use crate::catalogue::{say, seat_name};
use crate::map::Kind;
use crate::picture::said::{kind_title, lives, marks, weapon};
use crate::{CubeAttack, Status, Unit, UnitId};

pub fn render(g: &CubeAttack, style: RenderStyle) -> String {
    let lang = style.lang;
    let map = g.map();
    let mut out = header(g, style);
    out.push_str(&teams(g, style));
    out.push('\n');

    let width = map
        .planets()
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(2)
        .max(6);
    let links_width = map
        .planets()
        .iter()
        .enumerate()
        .map(|(p, _)| links_text(g, p as u8).chars().count())
        .max()
        .unwrap_or(5)
        .max(5);
    out.push_str(&style.dim(&format!(
        "  {:<width$}  {:<16}  {:<links_width$}  {}\n",
        word(lang, "cube-attack-term-planet"),
        word(lang, "cube-attack-term-kind-heading"),
        word(lang, "cube-attack-term-links"),
        word(lang, "cube-attack-term-units"),
    )));
    for (p, planet) in map.planets().iter().enumerate() {
        let units: Vec<String> = g
            .units_on(p as u8)
            .map(|(id, u)| style.seat(id.owner as usize, &unit_text(id, u, lang)))
            .collect();
        out.push_str(&format!(
            "  {:<width$}  {:<16}  {}  {}\n",
            planet.name,
            kind_text(g, p as u8, lang),
            style.dim(&format!("{:<links_width$}", links_text(g, p as u8))),
            if units.is_empty() {
                style.dim("·")
            } else {
                units.join("  ")
            }
        ));
    }
    out.push('\n');
    out.push_str(&to_act(g, style));
    out.push('\n');
    out
}

/// A message of the catalogue without arguments, in `lang`.
fn word(lang: Lang, id: &str) -> String {
    say(lang, id, Args::new())
}

/// The first line: the game, the map, the round and the target.
fn header(g: &CubeAttack, style: RenderStyle) -> String {
    let args = Args::new()
        .text("game", style.bold("Cube Attack"))
        .text("map", g.map().name())
        .number("round", g.round as f64)
        .number("rounds", g.options.rounds as f64)
        .number("target", g.options.target as f64);
    format!("{}\n", say(style.lang, "cube-attack-term-header", args))
}

/// A line per team, then the turn order.
fn teams(g: &CubeAttack, style: RenderStyle) -> String {
    let lang = style.lang;
    let n = g.options.players;
    let seat = |s: usize, text: &str| style.seat(s, text);
    let income = g.moon_points();
    // A team with no unit on the board can never come back (only a unit activates a
    // Planet Cube): it skips every turn.
    let out_of_game = |s: usize| g.units_of(s).next().is_none();
    let mut out = String::new();
    for (s, moons) in income.iter().enumerate().take(n) {
        let name = seat_name(s, lang);
        let args = Args::new()
            // Padded before painting: colour codes take no room on screen.
            .text("seat", seat(s, &pad(&name, 7)))
            .text("points", format!("{:>3}", g.scores[s]))
            .text("moons", moons.to_string())
            .text("units", format!("{:>2}", g.units_of(s).count()))
            .text("supply", format!("{:>2}", g.supply[s]))
            .text("removed", format!("{:>2}", g.removed[s]))
            .text("start", g.map().planet_name(g.starts[s]));
        out.push_str(&format!("  {}", say(lang, "cube-attack-term-team", args)));
        if out_of_game(s) {
            out.push_str(&format!("  {}", word(lang, "cube-attack-term-no-unit")));
        }
        out.push('\n');
    }
    let order: Vec<String> = (0..n)
        .map(|i| (g.first + i) % n)
        .map(|s| {
            let name = seat(s, &seat_name(s, lang));
            if out_of_game(s) {
                say(lang, "cube-attack-term-out", Args::new().text("seat", name))
            } else {
                name
            }
        })
        .collect();
    let args = Args::new().text("seats", order.join(", "));
    out.push_str(&format!(
        "  {}\n",
        say(lang, "cube-attack-term-order", args)
    ));
    out
}

/// `text` padded with spaces to `width` characters.
fn pad(text: &str, width: usize) -> String {
    format!("{text:<width$}")
}

/// A planet's kind in the narrow column: "Weaponry", "Half Moon (2)", "Start of Red".
fn kind_text(g: &CubeAttack, p: u8, lang: Lang) -> String {
    let kind = g.map().kind(p);
    let short = |k: Kind| {
        say(
            lang,
            "cube-attack-term-kind",
            Args::new().text("kind", k.key()),
        )
    };
    match kind {
        Kind::HalfMoon | Kind::FullMoon => {
            let args = Args::new()
                .text("kind", kind_title(kind, lang))
                .number("points", kind.moon_points() as f64);
            say(lang, "cube-attack-term-moon", args)
        }
        Kind::Start => match (0..g.options.players).find(|&s| g.starts[s] == p) {
            Some(s) => {
                let args = Args::new().text("seat", seat_name(s, lang));
                say(lang, "cube-attack-term-start-of", args)
            }
            None => word(lang, "cube-attack-term-start-unused"),
        },
        k => short(k),
    }
}

/// Whose turn and how many actions are left, or how the game ended.
fn to_act(g: &CubeAttack, style: RenderStyle) -> String {
    let lang = style.lang;
    match g.status {
        Status::Playing => {
            let args = Args::new()
                .text("seat", style.seat(g.mover, &seat_name(g.mover, lang)))
                .number("actions", g.actions_left as f64);
            say(lang, "cube-attack-term-to-act", args)
        }
        _ => crate::picture::game_over(g, lang),
    }
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
fn unit_text(id: UnitId, u: &Unit, lang: Lang) -> String {
    let used = marks(
        u,
        lang,
        "cube-attack-mark-activated",
        "cube-attack-mark-attacked",
    );
    let used = if used.is_empty() {
        String::new()
    } else {
        format!("; {}", used.join(", "))
    };
    format!(
        "{id}({}, {}{used})",
        lives(u.lives, lang),
        weapon(u.weapon, lang)
    )
}
