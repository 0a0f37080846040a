//! Why an action is illegal, in plain words naming the rule it breaks.
//!
//! Kept apart from move generation ([`crate::rules::legal_actions`], which must be
//! fast); the tests check that the two always agree.

use cubist_core::Seat;

use crate::map::Kind;
use crate::{Action, CubeAttack, Status, Unit, UnitId, Weapon, MAX_LIVES, SEAT_NAMES};

/// Why `seat` may not play `action` now, in plain words; `None` when it is legal.
pub fn why_illegal(g: &CubeAttack, seat: Seat, action: Action) -> Option<String> {
    if g.status != Status::Playing {
        return Some("the game is over".into());
    }
    if seat != g.mover {
        return Some(format!("it is {}'s turn", seat_name(g.mover)));
    }
    match action {
        Action::Pass => None,
        Action::Move { unit, to } => own_unit(g, seat, unit)
            .err()
            .or_else(|| why_move_illegal(g, unit, to)),
        Action::Activate { unit } => own_unit(g, seat, unit)
            .err()
            .or_else(|| why_activation_illegal(g, seat, unit)),
        Action::Attack { unit, target } => own_unit(g, seat, unit)
            .err()
            .or_else(|| why_attack_illegal(g, seat, unit, target)),
    }
}

fn seat_name(seat: usize) -> &'static str {
    SEAT_NAMES.get(seat).copied().unwrap_or("?")
}

/// The unit, if it is on the board and belongs to `seat`.
fn own_unit(g: &CubeAttack, seat: Seat, id: UnitId) -> Result<&Unit, String> {
    match g.unit(id) {
        None => Err(format!("there is no unit {id} on the board")),
        Some(_) if id.owner as usize != seat => Err(format!(
            "{id} belongs to {}: you may act only with your own units",
            seat_name(id.owner as usize)
        )),
        Some(u) => Ok(u),
    }
}

fn why_move_illegal(g: &CubeAttack, id: UnitId, to: u8) -> Option<String> {
    let map = g.map();
    let from = g.units[id.owner as usize][id.slot as usize].planet;
    if to as usize >= map.len() {
        return Some(format!("there is no planet number {to} on this map"));
    }
    let (from_name, to_name) = (map.planet_name(from), map.planet_name(to));
    if to == from {
        return Some(format!("{id} is already on {to_name}"));
    }
    if !map.linked(from, to) {
        return Some(format!(
            "no orbit links {from_name} and {to_name}: a unit moves only to a linked planet"
        ));
    }
    if map.kind(to) == Kind::Start {
        return Some(format!(
            "{to_name} is a Starting planet, and no unit may ever enter a Starting planet"
        ));
    }
    None
}

/// An enemy unit (not of `seat`) on `planet`, if any.
fn enemy_on(g: &CubeAttack, seat: Seat, planet: u8) -> Option<UnitId> {
    g.units_on(planet)
        .map(|(id, _)| id)
        .find(|id| id.owner as usize != seat)
}

fn why_activation_illegal(g: &CubeAttack, seat: Seat, id: UnitId) -> Option<String> {
    let map = g.map();
    let u = g.units[seat][id.slot as usize];
    let name = map.planet_name(u.planet);
    let kind = map.kind(u.planet);
    if matches!(kind, Kind::Start | Kind::HalfMoon | Kind::FullMoon) {
        return Some(format!(
            "{name} is a {}: only a Planet Cube, Life-up or Weaponry can be activated",
            kind.title()
        ));
    }
    if u.activated {
        return Some(format!(
            "{id} has already activated a planet this round (a unit activates at most once per round)"
        ));
    }
    if let Some(enemy) = enemy_on(g, seat, u.planet) {
        return Some(format!(
            "an enemy unit ({enemy}) is on {name}: a planet cannot be activated while an enemy is there"
        ));
    }
    let supply = g.supply[seat];
    match kind {
        Kind::Cube if supply == 0 => {
            Some("your supply is empty, so activating the Planet Cube would change nothing".into())
        }
        Kind::LifeUp if u.lives >= MAX_LIVES => Some(format!(
            "{id} already has {MAX_LIVES} lives, the most a unit can have"
        )),
        Kind::LifeUp if supply == 0 => {
            Some("your supply is empty, so there is no cube for an extra life".into())
        }
        Kind::Weaponry if u.weapon == Weapon::Long => Some(format!(
            "{id} already has a long-range weapon, so Weaponry would change nothing"
        )),
        _ => None,
    }
}

fn why_attack_illegal(g: &CubeAttack, seat: Seat, id: UnitId, target: UnitId) -> Option<String> {
    let map = g.map();
    let u = g.units[seat][id.slot as usize];
    let Some(t) = g.unit(target) else {
        return Some(format!("there is no unit {target} on the board to attack"));
    };
    if target.owner as usize == seat {
        return Some(format!(
            "{target} is your own unit: you may attack only enemies"
        ));
    }
    if u.weapon == Weapon::None {
        return Some(format!(
            "{id} has no weapon: a unit needs a weapon (from a Planet Weaponry) to attack"
        ));
    }
    if u.attacked {
        return Some(format!(
            "{id} has already attacked this round (a unit attacks at most once per round)"
        ));
    }
    let (here, there) = (map.planet_name(u.planet), map.planet_name(t.planet));
    if map.kind(t.planet) == Kind::Start {
        return Some(format!(
            "{target} is on {there}, a Starting planet, where no unit can be attacked"
        ));
    }
    match u.weapon {
        Weapon::Short if t.planet != u.planet => Some(format!(
            "{id} has a short-range weapon, which reaches only its own planet {here}, and {target} is on {there}"
        )),
        Weapon::Long if t.planet != u.planet && !map.linked(u.planet, t.planet) => Some(format!(
            "{id}'s long-range weapon reaches only {here} and the planets linked to it, and {target} is on {there}"
        )),
        _ => None,
    }
}
