//! Actions in words, for the move list: "Red moves R1 from S0 to W0 (Planet
//! Weaponry)". Cube Attack hides nothing, so every observer is told the same.
//!
//! What an action did is learnt by playing it on a copy and comparing: the new unit of
//! a Planet Cube, a target's lives left, the round's scoring, the end of the game.

use cubist_core::{Game, Seat};

use crate::map::{Kind, PlanetId};
use crate::{Action, CubeAttack, Status, UnitId, Weapon};

/// `seat`'s legal `action` in a sentence, said of `g` before the action.
pub fn describe(g: &CubeAttack, seat: Seat, action: Action) -> String {
    let mut after = g.clone();
    after.play(seat, action);
    let mut parts = vec![what(g, &after, seat, action)];
    parts.extend(round_end(g, &after));
    parts.extend(game_end(&after));
    parts.join("; ")
}

/// The action itself and its direct effect.
fn what(g: &CubeAttack, after: &CubeAttack, seat: Seat, action: Action) -> String {
    let who = g.seat_name(seat);
    match action {
        Action::Move { unit, to } => {
            let from = planet_of(g, unit);
            format!(
                "{who} moves {unit} from {} to {}",
                name(g, from),
                named_kind(g, to)
            )
        }
        Action::Activate { unit } => {
            let at = planet_of(g, unit);
            let effect = activation_effect(g, after, unit);
            format!(
                "{who} activates {} with {unit}: {effect}",
                named_kind(g, at)
            )
        }
        Action::Attack { unit, target } => {
            let (here, there) = (planet_of(g, unit), planet_of(g, target));
            let whom = g.seat_name(target.owner as usize);
            let place = if here == there {
                format!("on {}", name(g, here))
            } else {
                format!("from {} on {}", name(g, here), name(g, there))
            };
            let effect = hit(after, target);
            format!("{who}'s {unit} attacks {whom}'s {target} {place}: {effect}")
        }
        Action::Pass if g.actions_left() == crate::ACTIONS_PER_TURN => {
            format!("{who} passes the whole turn")
        }
        Action::Pass => format!("{who} passes the rest of the turn"),
    }
}

/// What activating did to the unit or its team.
fn activation_effect(g: &CubeAttack, after: &CubeAttack, unit: UnitId) -> String {
    let seat = unit.owner as usize;
    match g.map().kind(planet_of(g, unit)) {
        Kind::Cube => match new_unit(g, after, seat) {
            Some(id) => format!(
                "a new unit {id} appears on {}",
                name(g, g.start_planet(seat))
            ),
            None => "a new unit appears".into(),
        },
        Kind::LifeUp => format!("{unit} now has 2 lives"),
        _ => match after.unit(unit).map(|u| u.weapon) {
            Some(Weapon::Long) => format!("{unit} now has a long-range weapon"),
            _ => format!("{unit} now has a short-range weapon"),
        },
    }
}

/// The unit of `seat` that is on the board after the action and was not before.
fn new_unit(g: &CubeAttack, after: &CubeAttack, seat: Seat) -> Option<UnitId> {
    after
        .units_of(seat)
        .map(|(id, _)| id)
        .find(|&id| g.unit(id).is_none())
}

/// What an attack did to its target, and to its team.
fn hit(after: &CubeAttack, target: UnitId) -> String {
    let owner = target.owner as usize;
    match after.unit(target) {
        Some(u) => format!("{target} loses a life ({} left)", u.lives),
        None if !after.has_units(owner) => format!(
            "{target} is destroyed, and {} has no unit left",
            after.seat_name(owner)
        ),
        None => format!("{target} is destroyed"),
    }
}

/// The scoring at the end of a round, if the action ended one.
fn round_end(g: &CubeAttack, after: &CubeAttack) -> Option<String> {
    let ended =
        after.round() != g.round() || matches!(after.status(), Status::Won(_) | Status::Cap);
    if !ended {
        return None;
    }
    let gains: Vec<String> = (0..g.num_players())
        .filter_map(|s| {
            let points = after.score(s) - g.score(s);
            (points > 0).then(|| format!("{} scores {points}", g.seat_name(s)))
        })
        .collect();
    let round = g.round();
    Some(if gains.is_empty() {
        format!("round {round} ends with no moon held")
    } else {
        format!("round {round} ends: {}", gains.join(", "))
    })
}

/// The end of the game, if the action ended it.
fn game_end(after: &CubeAttack) -> Option<String> {
    let outcome = after.outcome()?;
    Some(format!(
        "the game is over: {}",
        outcome.describe(|s| after.seat_name(s))
    ))
}

fn planet_of(g: &CubeAttack, unit: UnitId) -> PlanetId {
    g.unit(unit).map(|u| u.planet).unwrap_or_default()
}

fn name(g: &CubeAttack, p: PlanetId) -> String {
    g.map().planet_name(p).to_string()
}

/// A planet by name and kind: "W0 (Planet Weaponry)".
fn named_kind(g: &CubeAttack, p: PlanetId) -> String {
    format!("{} ({})", name(g, p), g.map().kind(p).title())
}
