//! Actions in words, for the move list: "Red moves R1 from S0 to W0 (Planet
//! Weaponry)". Cube Attack hides nothing, so every observer is told the same.
//!
//! What an action did is learnt by playing it on a copy and comparing: the new unit of
//! a Planet Cube, a target's lives left, the round's scoring, the end of the game.

use cubist_core::{Args, Game, Lang, Seat};

use crate::catalogue::{say, seat_name};
use crate::map::{Kind, PlanetId};
use crate::{Action, CubeAttack, Status, UnitId, Weapon};

/// `seat`'s legal `action` in a sentence in `lang`, said of `g` before the action.
pub fn describe(g: &CubeAttack, seat: Seat, action: Action, lang: Lang) -> String {
    let mut after = g.clone();
    after.play(seat, action);
    let mut parts = vec![what(g, &after, seat, action, lang)];
    parts.extend(round_end(g, &after, lang));
    parts.extend(game_end(&after, lang));
    parts.join("; ")
}

/// The action itself and its direct effect.
fn what(g: &CubeAttack, after: &CubeAttack, seat: Seat, action: Action, lang: Lang) -> String {
    let who = Args::new().text("who", seat_name(seat, lang));
    match action {
        Action::Move { unit, to } => {
            let from = planet_of(g, unit);
            let args = who
                .text("unit", unit.to_string())
                .text("from", name(g, from))
                .text("to", name(g, to))
                .text("kind", g.map().kind(to).key());
            say(lang, "cube-attack-move", args)
        }
        Action::Activate { unit } => {
            let at = planet_of(g, unit);
            let args = who
                .text("planet", name(g, at))
                .text("kind", g.map().kind(at).key())
                .text("unit", unit.to_string())
                .text("effect", activation_effect(g, after, unit, lang));
            say(lang, "cube-attack-activate", args)
        }
        Action::Attack { unit, target } => {
            let (here, there) = (planet_of(g, unit), planet_of(g, target));
            let args = who
                .text("unit", unit.to_string())
                .text("whom", seat_name(target.owner as usize, lang))
                .text("target", target.to_string())
                .text("here", name(g, here))
                .text("effect", hit(after, target, lang));
            if here == there {
                say(lang, "cube-attack-attack-here", args)
            } else {
                let args = args.text("there", name(g, there));
                say(lang, "cube-attack-attack-there", args)
            }
        }
        Action::Pass if g.actions_left() == crate::ACTIONS_PER_TURN => {
            say(lang, "cube-attack-pass-turn", who)
        }
        Action::Pass => say(lang, "cube-attack-pass-rest", who),
    }
}

/// What activating did to the unit or its team.
fn activation_effect(g: &CubeAttack, after: &CubeAttack, unit: UnitId, lang: Lang) -> String {
    let seat = unit.owner as usize;
    let named = Args::new().text("unit", unit.to_string());
    match g.map().kind(planet_of(g, unit)) {
        Kind::Cube => match new_unit(g, after, seat) {
            Some(id) => {
                let args = Args::new()
                    .text("unit", id.to_string())
                    .text("planet", name(g, g.start_planet(seat)));
                say(lang, "cube-attack-new-unit", args)
            }
            None => say(lang, "cube-attack-new-unit-somewhere", Args::new()),
        },
        Kind::LifeUp => say(lang, "cube-attack-two-lives", named),
        _ => match after.unit(unit).map(|u| u.weapon) {
            Some(Weapon::Long) => say(lang, "cube-attack-long", named),
            _ => say(lang, "cube-attack-short", named),
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
fn hit(after: &CubeAttack, target: UnitId, lang: Lang) -> String {
    let owner = target.owner as usize;
    let args = Args::new().text("target", target.to_string());
    match after.unit(target) {
        Some(u) => say(
            lang,
            "cube-attack-loses-life",
            args.number("lives", u.lives),
        ),
        None if !after.has_units(owner) => {
            let args = args.text("owner", seat_name(owner, lang));
            say(lang, "cube-attack-destroyed-last", args)
        }
        None => say(lang, "cube-attack-destroyed", args),
    }
}

/// The scoring at the end of a round, if the action ended one.
fn round_end(g: &CubeAttack, after: &CubeAttack, lang: Lang) -> Option<String> {
    let ended =
        after.round() != g.round() || matches!(after.status(), Status::Won(_) | Status::Cap);
    if !ended {
        return None;
    }
    let gains: Vec<String> = (0..g.num_players())
        .filter_map(|s| {
            let points = after.score(s) - g.score(s);
            let args = Args::new()
                .text("who", seat_name(s, lang))
                .number("points", points as f64);
            (points > 0).then(|| say(lang, "cube-attack-scores", args))
        })
        .collect();
    let args = Args::new().number("round", g.round() as f64);
    Some(if gains.is_empty() {
        say(lang, "cube-attack-round-none", args)
    } else {
        say(
            lang,
            "cube-attack-round-ends",
            args.text("gains", gains.join(", ")),
        )
    })
}

/// The end of the game, if the action ended it.
fn game_end(after: &CubeAttack, lang: Lang) -> Option<String> {
    let outcome = after.outcome()?;
    let result = outcome.describe(|s| seat_name(s, lang), lang);
    Some(say(
        lang,
        "cube-attack-game-over",
        Args::new().text("result", result),
    ))
}

fn planet_of(g: &CubeAttack, unit: UnitId) -> PlanetId {
    g.unit(unit).map(|u| u.planet).unwrap_or_default()
}

fn name(g: &CubeAttack, p: PlanetId) -> String {
    g.map().planet_name(p).to_string()
}
