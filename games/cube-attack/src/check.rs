//! Why an action is illegal, in plain words naming the rule it breaks.
//!
//! Kept apart from move generation ([`crate::rules::legal_actions`], which must be
//! fast); the tests check that the two always agree.

use cubist_core::{Args, Phrase, Seat};

use crate::catalogue::phrase;
use crate::map::Kind;
use crate::{Action, CubeAttack, Status, Unit, UnitId, Weapon, MAX_LIVES};

/// Why `seat` may not play `action` now, to be said in a reader's language; `None`
/// when it is legal.
pub fn why_illegal(g: &CubeAttack, seat: Seat, action: Action) -> Option<Phrase> {
    if g.status != Status::Playing {
        return Some(phrase("cube-attack-over", Args::new()));
    }
    if seat != g.mover {
        let args = Args::new().number("seat", g.mover as f64);
        return Some(phrase("cube-attack-turn", args));
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

/// Arguments naming unit `id` as `unit`.
fn unit(id: UnitId) -> Args {
    Args::new().text("unit", id.to_string())
}

/// The unit, if it is on the board and belongs to `seat`.
fn own_unit(g: &CubeAttack, seat: Seat, id: UnitId) -> Result<&Unit, Phrase> {
    match g.unit(id) {
        None => Err(phrase("cube-attack-no-unit", unit(id))),
        Some(_) if id.owner as usize != seat => {
            let args = unit(id).number("owner", f64::from(id.owner));
            Err(phrase("cube-attack-not-yours", args))
        }
        Some(u) => Ok(u),
    }
}

fn why_move_illegal(g: &CubeAttack, id: UnitId, to: u8) -> Option<Phrase> {
    let map = g.map();
    let from = g.units[id.owner as usize][id.slot as usize].planet;
    if to as usize >= map.len() {
        return Some(phrase(
            "cube-attack-no-planet",
            Args::new().number("to", to),
        ));
    }
    let (from_name, to_name) = (map.planet_name(from), map.planet_name(to));
    if to == from {
        let args = unit(id).text("planet", to_name);
        return Some(phrase("cube-attack-already-on", args));
    }
    if !map.linked(from, to) {
        let args = Args::new().text("from", from_name).text("to", to_name);
        return Some(phrase("cube-attack-not-linked", args));
    }
    if map.kind(to) == Kind::Start {
        let args = Args::new().text("planet", to_name);
        return Some(phrase("cube-attack-start-closed", args));
    }
    None
}

/// An enemy unit (not of `seat`) on `planet`, if any.
fn enemy_on(g: &CubeAttack, seat: Seat, planet: u8) -> Option<UnitId> {
    g.units_on(planet)
        .map(|(id, _)| id)
        .find(|id| id.owner as usize != seat)
}

fn why_activation_illegal(g: &CubeAttack, seat: Seat, id: UnitId) -> Option<Phrase> {
    let map = g.map();
    let u = g.units[seat][id.slot as usize];
    let planet = || Args::new().text("planet", map.planet_name(u.planet));
    let kind = map.kind(u.planet);
    if matches!(kind, Kind::Start | Kind::HalfMoon | Kind::FullMoon) {
        let args = planet().text("kind", kind.key());
        return Some(phrase("cube-attack-not-activatable", args));
    }
    if u.activated {
        return Some(phrase("cube-attack-activated", unit(id)));
    }
    if let Some(enemy) = enemy_on(g, seat, u.planet) {
        let args = planet().text("enemy", enemy.to_string());
        return Some(phrase("cube-attack-enemy-there", args));
    }
    let supply = g.supply[seat];
    match kind {
        Kind::Cube if supply == 0 => Some(phrase("cube-attack-supply-cube", Args::new())),
        Kind::LifeUp if u.lives >= MAX_LIVES => {
            let args = unit(id).number("lives", f64::from(MAX_LIVES));
            Some(phrase("cube-attack-max-lives", args))
        }
        Kind::LifeUp if supply == 0 => Some(phrase("cube-attack-supply-life", Args::new())),
        Kind::Weaponry if u.weapon == Weapon::Long => {
            Some(phrase("cube-attack-has-long", unit(id)))
        }
        _ => None,
    }
}

fn why_attack_illegal(g: &CubeAttack, seat: Seat, id: UnitId, target: UnitId) -> Option<Phrase> {
    let map = g.map();
    let u = g.units[seat][id.slot as usize];
    let aimed = || Args::new().text("target", target.to_string());
    let Some(t) = g.unit(target) else {
        return Some(phrase("cube-attack-no-target", aimed()));
    };
    if target.owner as usize == seat {
        return Some(phrase("cube-attack-own-target", aimed()));
    }
    if u.weapon == Weapon::None {
        return Some(phrase("cube-attack-no-weapon", unit(id)));
    }
    if u.attacked {
        return Some(phrase("cube-attack-attacked", unit(id)));
    }
    let (here, there) = (map.planet_name(u.planet), map.planet_name(t.planet));
    if map.kind(t.planet) == Kind::Start {
        let args = aimed().text("there", there);
        return Some(phrase("cube-attack-safe-start", args));
    }
    let reach = || {
        unit(id)
            .text("here", here)
            .text("target", target.to_string())
            .text("there", there)
    };
    match u.weapon {
        Weapon::Short if t.planet != u.planet => Some(phrase("cube-attack-short-reach", reach())),
        Weapon::Long if t.planet != u.planet && !map.linked(u.planet, t.planet) => {
            Some(phrase("cube-attack-long-reach", reach()))
        }
        _ => None,
    }
}
