//! Move notation, by planet names of the map.
//!
//! * move: `W0>C0` (the unit on W0 goes to C0)
//! * activate: `C0!` or `act C0`
//! * attack: `W0xC1` (the unit on W0 attacks the enemy unit on C1)
//! * pass (end the turn now): `pass`
//!
//! A unit is named by its planet when that is enough. When a planet holds several
//! candidates, a label picks one: `W0#R2>C0` (Red's unit 2, standing on W0),
//! `W0xC1#B3` (attack Blue's unit 3 on C1). `#R2` alone names a unit wherever it is.
//! For the acting unit a bare number means one's own unit (`W0#2>C0`).
//! Spaces are ignored and names are read without regard to case.

use cubist_core::{Args, Lang, NotationError, Phrase, Seat};

use crate::catalogue::{phrase, say};
use crate::{Action, CubeAttack, PlanetId, UnitId};

/// What the notation expects, said in the game's words: message `id` with `args`.
fn expected(id: &'static str, args: Args) -> Phrase {
    phrase(id, args)
}

/// Any action, as the notation writes it.
fn any_action() -> Phrase {
    expected("cube-attack-expect-action", Args::new())
}

pub fn parse(g: &CubeAttack, seat: Seat, text: &str) -> Result<Action, NotationError> {
    let trimmed = text.trim();
    let err = |why: Phrase| NotationError::new(trimmed, why);
    if trimmed.eq_ignore_ascii_case("pass") {
        return Ok(Action::Pass);
    }
    if trimmed.len() > 200 {
        return Err(err(expected("cube-attack-expect-short", Args::new())));
    }
    let lower = trimmed.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix("act ") {
        let unit = actor(g, seat, &compact(&trimmed[trimmed.len() - rest.len()..])).map_err(err)?;
        return Ok(Action::Activate { unit });
    }
    let s = compact(trimmed);
    if s.is_empty() {
        return Err(err(any_action()));
    }
    if let Some((from, to)) = s.split_once('>') {
        let unit = actor(g, seat, from).map_err(err)?;
        let to = planet(g, to).map_err(err)?;
        return Ok(Action::Move { unit, to });
    }
    if let Some(at) = s.strip_suffix('!') {
        let unit = actor(g, seat, at).map_err(err)?;
        return Ok(Action::Activate { unit });
    }
    if let Some((from, target)) = s.split_once(['x', 'X']) {
        let unit = actor(g, seat, from).map_err(err)?;
        let target = target_unit(g, seat, target).map_err(err)?;
        return Ok(Action::Attack { unit, target });
    }
    Err(err(any_action()))
}

pub fn format(g: &CubeAttack, seat: Seat, action: Action) -> String {
    match action {
        Action::Pass => "pass".into(),
        Action::Move { unit, to } => {
            let to = if (to as usize) < g.map().len() {
                g.map().planet_name(to).to_string()
            } else {
                format!("?{to}")
            };
            format!("{}>{to}", unit_text(g, seat, unit, Role::Actor))
        }
        Action::Activate { unit } => format!("{}!", unit_text(g, seat, unit, Role::Actor)),
        Action::Attack { unit, target } => format!(
            "{}x{}",
            unit_text(g, seat, unit, Role::Actor),
            unit_text(g, seat, target, Role::Target)
        ),
    }
}

fn compact(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// The unit acting: one's own is preferred.
    Actor,
    /// The unit attacked: an enemy is preferred.
    Target,
}

/// The shortest text that [`parse`] reads back as `id`.
fn unit_text(g: &CubeAttack, seat: Seat, id: UnitId, role: Role) -> String {
    match g.unit(id) {
        Some(u) => {
            let name = g.map().planet_name(u.planet);
            if by_planet(g, seat, u.planet, role).ok() == Some(id) {
                name.to_string()
            } else {
                format!("{name}#{id}")
            }
        }
        None => format!("#{id}"),
    }
}

fn planet(g: &CubeAttack, name: &str) -> Result<PlanetId, Phrase> {
    g.map().find(name).ok_or_else(|| {
        if name.is_empty() {
            expected("cube-attack-expect-planet-name", Args::new())
        } else {
            let names: Vec<&str> = g.map().planets().iter().map(|p| p.name.as_str()).collect();
            let args = Args::new()
                .text("name", name)
                .text("planets", names.join(" "));
            expected("cube-attack-expect-planet", args)
        }
    })
}

fn actor(g: &CubeAttack, seat: Seat, text: &str) -> Result<UnitId, Phrase> {
    unit_ref(g, seat, text, Role::Actor)
}

fn target_unit(g: &CubeAttack, seat: Seat, text: &str) -> Result<UnitId, Phrase> {
    unit_ref(g, seat, text, Role::Target)
}

/// `PLANET`, `PLANET#LABEL` or `#LABEL`.
fn unit_ref(g: &CubeAttack, seat: Seat, text: &str, role: Role) -> Result<UnitId, Phrase> {
    let what = Args::new().text(
        "role",
        match role {
            Role::Actor => "actor",
            Role::Target => "target",
        },
    );
    let (place, label) = match text.split_once('#') {
        Some((p, l)) => (p, Some(l)),
        None => (text, None),
    };
    if place.is_empty() && label.is_none() {
        return Err(expected("cube-attack-expect-unit-ref", what));
    }
    let at = if place.is_empty() {
        None
    } else {
        Some(planet(g, place)?)
    };
    let Some(label) = label else {
        return by_planet(g, seat, at.expect("a planet was given"), role);
    };
    let id = by_label(g, seat, at, label, role)?;
    if let Some(p) = at {
        if g.unit(id).map(|u| u.planet) != Some(p) {
            let args = what
                .text("unit", id.to_string())
                .text("planet", g.map().planet_name(p));
            return Err(expected("cube-attack-expect-unit-on", args));
        }
    }
    Ok(id)
}

/// A label `R2`, or a bare number (the actor's own unit, or the one enemy unit with
/// that number on the planet).
fn by_label(
    g: &CubeAttack,
    seat: Seat,
    at: Option<PlanetId>,
    label: &str,
    role: Role,
) -> Result<UnitId, Phrase> {
    let bad = || expected("cube-attack-expect-label", Args::new().text("label", label));
    if !label.starts_with(|c: char| c.is_ascii_digit()) {
        let id = UnitId::parse_label(label).ok_or_else(bad)?;
        if id.owner as usize >= g.options.players {
            let args = Args::new()
                .number("players", g.options.players as f64)
                .text("label", label);
            return Err(expected("cube-attack-expect-owner", args));
        }
        return Ok(id);
    }
    let number = UnitId::parse_number(label).ok_or_else(bad)?;
    if role == Role::Actor {
        return Ok(UnitId::new(seat, number - 1));
    }
    let candidates: Vec<UnitId> = g
        .units()
        .map(|(id, _)| id)
        .filter(|id| id.owner as usize != seat && id.slot as usize + 1 == number)
        .filter(|id| at.is_none_or(|p| g.unit(*id).is_some_and(|u| u.planet == p)))
        .collect();
    let numbered = Args::new().number("number", number as f64);
    match candidates[..] {
        [id] => Ok(id),
        [] => Err(expected("cube-attack-expect-enemy-number", numbered)),
        _ => {
            let args = numbered
                .number("count", candidates.len() as f64)
                .said("choices", alternatives(g, &candidates));
            Err(expected("cube-attack-expect-one-numbered", args))
        }
    }
}

/// The unit meant by a planet name alone: the only preferred unit there (own units for
/// the actor, enemy units for the target), else the only unit there at all.
fn by_planet(g: &CubeAttack, seat: Seat, at: PlanetId, role: Role) -> Result<UnitId, Phrase> {
    let here: Vec<UnitId> = g.units_on(at).map(|(id, _)| id).collect();
    let preferred: Vec<UnitId> = here
        .iter()
        .copied()
        .filter(|id| (id.owner as usize == seat) == (role == Role::Actor))
        .collect();
    let name = g.map().planet_name(at);
    match (&preferred[..], &here[..]) {
        ([id], _) => Ok(*id),
        ([], [id]) => Ok(*id),
        ([], []) => Err(expected(
            "cube-attack-expect-unit-here",
            Args::new().text("name", name),
        )),
        (several, _) => {
            let several = if several.is_empty() {
                &here[..]
            } else {
                several
            };
            let args = Args::new()
                .text("name", name)
                .number("count", several.len() as f64)
                .said("choices", alternatives(g, several));
            Err(expected("cube-attack-expect-one-here", args))
        }
    }
}

/// The ways to write each of `ids`, "W0#R1 or W0#R2", said in the reader's language.
fn alternatives(g: &CubeAttack, ids: &[UnitId]) -> impl Fn(Lang) -> String + Send + Sync + 'static {
    let texts: Vec<String> = ids
        .iter()
        .map(|&id| match g.unit(id) {
            Some(u) => format!("{}#{id}", g.map().planet_name(u.planet)),
            None => format!("#{id}"),
        })
        .collect();
    move |lang| {
        let mut said = texts.first().cloned().unwrap_or_default();
        for next in &texts[1.min(texts.len())..] {
            let args = Args::new().text("first", said).text("last", next.as_str());
            said = say(lang, "cube-attack-expect-or", args);
        }
        said
    }
}
