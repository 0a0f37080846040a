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

use cubist_core::{NotationError, Seat};

use crate::{Action, CubeAttack, PlanetId, UnitId};

const EXPECTED: &str =
    "a move like W0>C0, an activation like C0! (or act C0), an attack like W0xC1, or pass";

pub fn parse(g: &CubeAttack, seat: Seat, text: &str) -> Result<Action, NotationError> {
    let trimmed = text.trim();
    let err = |why: String| NotationError::untranslated(trimmed, why);
    if trimmed.eq_ignore_ascii_case("pass") {
        return Ok(Action::Pass);
    }
    if trimmed.len() > 200 {
        return Err(err("a short action".into()));
    }
    let lower = trimmed.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix("act ") {
        let unit = actor(g, seat, &compact(&trimmed[trimmed.len() - rest.len()..])).map_err(err)?;
        return Ok(Action::Activate { unit });
    }
    let s = compact(trimmed);
    if s.is_empty() {
        return Err(err(EXPECTED.into()));
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
    Err(err(EXPECTED.into()))
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

fn planet(g: &CubeAttack, name: &str) -> Result<PlanetId, String> {
    g.map().find(name).ok_or_else(|| {
        if name.is_empty() {
            "a planet name after '>'".to_string()
        } else {
            let names: Vec<&str> = g.map().planets().iter().map(|p| p.name.as_str()).collect();
            format!(
                "a planet of this map, not '{name}' (planets: {})",
                names.join(" ")
            )
        }
    })
}

fn actor(g: &CubeAttack, seat: Seat, text: &str) -> Result<UnitId, String> {
    unit_ref(g, seat, text, Role::Actor)
}

fn target_unit(g: &CubeAttack, seat: Seat, text: &str) -> Result<UnitId, String> {
    unit_ref(g, seat, text, Role::Target)
}

/// `PLANET`, `PLANET#LABEL` or `#LABEL`.
fn unit_ref(g: &CubeAttack, seat: Seat, text: &str, role: Role) -> Result<UnitId, String> {
    let what = match role {
        Role::Actor => "the acting unit",
        Role::Target => "the unit attacked",
    };
    let (place, label) = match text.split_once('#') {
        Some((p, l)) => (p, Some(l)),
        None => (text, None),
    };
    if place.is_empty() && label.is_none() {
        return Err(format!(
            "{what}: a planet name such as W0, or a label such as W0#R2"
        ));
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
            return Err(format!(
                "{what}: there is no unit {id} on {}",
                g.map().planet_name(p)
            ));
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
) -> Result<UnitId, String> {
    let bad =
        || format!("a unit label like R2 (colour initial and unit number 1..20), not '{label}'");
    if !label.starts_with(|c: char| c.is_ascii_digit()) {
        let id = UnitId::parse_label(label).ok_or_else(bad)?;
        if id.owner as usize >= g.options.players {
            return Err(format!(
                "a unit of one of the {} players, not '{label}'",
                g.options.players
            ));
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
    match candidates[..] {
        [id] => Ok(id),
        [] => Err(format!(
            "an enemy unit numbered {number} there; there is none"
        )),
        _ => Err(format!(
            "one unit, but {} enemy units are numbered {number}: write {}",
            candidates.len(),
            alternatives(g, &candidates)
        )),
    }
}

/// The unit meant by a planet name alone: the only preferred unit there (own units for
/// the actor, enemy units for the target), else the only unit there at all.
fn by_planet(g: &CubeAttack, seat: Seat, at: PlanetId, role: Role) -> Result<UnitId, String> {
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
        ([], []) => Err(format!(
            "a planet with a unit on it; there is none on {name}"
        )),
        (several, _) => {
            let several = if several.is_empty() {
                &here[..]
            } else {
                several
            };
            Err(format!(
                "one unit, but {name} holds {}: write {}",
                several.len(),
                alternatives(g, several)
            ))
        }
    }
}

fn alternatives(g: &CubeAttack, ids: &[UnitId]) -> String {
    let texts: Vec<String> = ids
        .iter()
        .map(|&id| match g.unit(id) {
            Some(u) => format!("{}#{id}", g.map().planet_name(u.planet)),
            None => format!("#{id}"),
        })
        .collect();
    texts.join(" or ")
}
