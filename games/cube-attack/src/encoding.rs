//! The state as one line of text, validated when read back.
//!
//! ```text
//! cube-attack players=2 target=64 rounds=200 first=random removal=lost round=1 opener=red
//!   mover=red actions=2 status=playing scores=0,0 supply=19,19 removed=0,0
//!   units=R1@S0:1-,B1@S3:1- map=six-rings
//! ```
//! (one line). A unit is `LABEL@PLANET:LIVES WEAPON [a][t]`: weapon `-` none, `s` short,
//! `l` long; `a` = has activated this round, `t` = has attacked this round. `map` is the
//! last field: a shipped map's name, or `json:` and the whole map file as compact JSON
//! (then `mapfile=` keeps the option's value, with `%` escapes for spaces).

use cubist_core::{DecodeError, GameOptions, OptionPairs};

use crate::map::{Kind, Map, MAX_PLAYERS};
use crate::{
    CubeAttack, CubeAttackOptions, MapChoice, Removal, Status, Unit, UnitId, Weapon,
    CUBES_PER_PLAYER, MAX_LIVES, SEAT_NAMES,
};

const HEADER: &str = "cube-attack";

pub fn encode(g: &CubeAttack) -> String {
    let n = g.options.players;
    let opts = g.options.to_pairs();
    let list = |v: &[u32]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let small = |v: &[u8]| list(&v.iter().map(|&x| x as u32).collect::<Vec<_>>());
    let units: Vec<String> = g
        .units()
        .map(|(id, u)| {
            format!(
                "{id}@{}:{}{}{}{}",
                g.map().planet_name(u.planet),
                u.lives,
                u.weapon.letter(),
                if u.activated { "a" } else { "" },
                if u.attacked { "t" } else { "" }
            )
        })
        .collect();
    let status = match g.status {
        Status::Playing => "playing".to_string(),
        Status::Won(s) => format!("won-{}", seat_word(s)),
        Status::LastTeam(s) => format!("last-{}", seat_word(s)),
        Status::Cap => "cap".to_string(),
    };
    let map = if g.options.map.is_builtin() {
        format!("map={}", g.options.map.source())
    } else {
        format!(
            "mapfile={} map=json:{}",
            escape(g.options.map.source()),
            g.map().to_json()
        )
    };
    format!(
        "{HEADER} players={n} target={} rounds={} first={} removal={} round={} opener={} mover={} \
         actions={} status={status} scores={} supply={} removed={} units={} {map}",
        opts["target"],
        opts["rounds"],
        opts["first"],
        opts["removal"],
        g.round,
        seat_word(g.first),
        seat_word(g.mover),
        g.actions_left,
        list(&g.scores[..n]),
        small(&g.supply[..n]),
        small(&g.removed[..n]),
        units.join(","),
    )
}

fn seat_word(seat: usize) -> String {
    SEAT_NAMES[seat].to_ascii_lowercase()
}

fn err(msg: impl Into<String>) -> DecodeError {
    DecodeError::new(msg)
}

pub fn decode(text: &str) -> Result<CubeAttack, DecodeError> {
    let text = text.trim();
    let rest = text
        .strip_prefix(HEADER)
        .filter(|r| r.starts_with(' '))
        .ok_or_else(|| err("a Cube Attack state starts with 'cube-attack '"))?;
    let (head, map_text) = rest
        .split_once(" map=")
        .ok_or_else(|| err("missing 'map=' (the last field)"))?;
    let mut fields = OptionPairs::new();
    for w in head.split_whitespace() {
        let (k, v) = w
            .split_once('=')
            .ok_or_else(|| err(format!("'{w}' is not key=value")))?;
        if fields.insert(k.to_string(), v.to_string()).is_some() {
            return Err(err(format!("'{k}' given twice")));
        }
    }
    let mut take = |k: &str| {
        fields
            .remove(k)
            .ok_or_else(|| err(format!("missing '{k}='")))
    };

    let mut options = CubeAttackOptions::default();
    for k in ["players", "target", "rounds", "first", "removal"] {
        options.set(k, &take(k)?).map_err(|e| err(e.to_string()))?;
    }
    let map_text = map_text.trim();
    options.map = if let Some(json) = map_text.strip_prefix("json:") {
        let source = unescape(&take("mapfile")?)?;
        let map = Map::from_json(json).map_err(|e| err(format!("embedded map: {e}")))?;
        MapChoice::new(source, map)
    } else {
        MapChoice::builtin(map_text).ok_or_else(|| {
            err(format!(
                "'{map_text}' is not a shipped map (six-rings, duel) or json:..."
            ))
        })?
    };
    options.validate().map_err(|e| err(e.to_string()))?;
    let n = options.players;
    let mut g = CubeAttack::opening(&options, 0);
    g.units = [[Unit::default(); crate::MAX_UNITS]; MAX_PLAYERS];
    g.alive = [0; MAX_PLAYERS];

    g.round = parse_num(&take("round")?, "round", 1, options.rounds)?;
    g.first = parse_seat(&take("opener")?, n)?;
    g.mover = parse_seat(&take("mover")?, n)?;
    g.actions_left = parse_num(&take("actions")?, "actions", 0, 2)? as u8;
    g.status = parse_status(&take("status")?, n)?;
    let scores = parse_list(&take("scores")?, "scores", n, 1_000_000)?;
    let supply = parse_list(&take("supply")?, "supply", n, CUBES_PER_PLAYER as u32)?;
    let removed = parse_list(&take("removed")?, "removed", n, CUBES_PER_PLAYER as u32)?;
    for s in 0..n {
        g.scores[s] = scores[s];
        g.supply[s] = supply[s] as u8;
        g.removed[s] = removed[s] as u8;
    }
    let units = take("units")?;
    if !units.is_empty() {
        for entry in units.split(',') {
            let (id, unit) = parse_unit(&g, entry)?;
            let slot = &mut g.units[id.owner as usize][id.slot as usize];
            if slot.alive() {
                return Err(err(format!("unit {id} listed twice")));
            }
            *slot = unit;
        }
    }
    if let Some(k) = fields.keys().next() {
        return Err(err(format!("unknown field '{k}'")));
    }
    g.sync_alive();
    check_consistency(&g)?;
    Ok(g)
}

/// Facts every reachable position keeps.
fn check_consistency(g: &CubeAttack) -> Result<(), DecodeError> {
    let n = g.options.players;
    let map = g.map();
    for (s, name) in SEAT_NAMES.iter().enumerate().take(n) {
        let total = g.supply[s] as u32 + g.removed[s] as u32 + g.cubes_on_board(s) as u32;
        if total != CUBES_PER_PLAYER as u32 {
            return Err(err(format!(
                "{name} has {total} cubes in supply, on the board and removed, not {CUBES_PER_PLAYER}"
            )));
        }
        if g.options.removal == Removal::Supply && g.removed[s] != 0 {
            return Err(err("removal=supply, yet cubes are listed as removed"));
        }
    }
    for (id, u) in g.units() {
        if map.kind(u.planet) == Kind::Start && u.planet != g.starts[id.owner as usize] {
            return Err(err(format!(
                "unit {id} is on {}, another team's Starting planet",
                map.planet_name(u.planet)
            )));
        }
    }
    let best = g.scores().iter().copied().max().unwrap_or(0);
    let leaders = g.scores().iter().filter(|&&s| s == best).count();
    match g.status {
        Status::Playing => {
            if !g.has_units(g.mover) {
                return Err(err("the player to move has no unit on the board"));
            }
            if g.actions_left == 0 {
                return Err(err("the player to move has no action left"));
            }
            if best >= g.options.target && leaders == 1 {
                return Err(err("a player already leads at or above the target score"));
            }
            // A turn that ends with one team on the board ends the game, so a turn
            // begins with two teams or more.
            if g.actions_left == crate::ACTIONS_PER_TURN && g.last_team().is_some() {
                return Err(err(
                    "only one team has units on the board at the start of a turn",
                ));
            }
        }
        Status::Won(s) => {
            if g.scores[s] != best || leaders != 1 || best < g.options.target {
                return Err(err(format!(
                    "{} is said to have won without leading at the target score",
                    SEAT_NAMES[s]
                )));
            }
        }
        Status::LastTeam(s) => {
            if g.last_team() != Some(s) {
                return Err(err(format!(
                    "{} is said to be the last team standing, yet it is not alone on the board",
                    SEAT_NAMES[s]
                )));
            }
        }
        Status::Cap => {
            if g.round != g.options.rounds {
                return Err(err(
                    "the game ended by the rounds cap before the last round",
                ));
            }
        }
    }
    Ok(())
}

fn parse_num(text: &str, what: &str, min: u32, max: u32) -> Result<u32, DecodeError> {
    text.parse::<u32>()
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or_else(|| {
            err(format!(
                "{what} '{text}' is not a number from {min} to {max}"
            ))
        })
}

fn parse_list(text: &str, what: &str, n: usize, max: u32) -> Result<Vec<u32>, DecodeError> {
    let values = text
        .split(',')
        .map(|v| parse_num(v, what, 0, max))
        .collect::<Result<Vec<_>, _>>()?;
    if values.len() != n {
        return Err(err(format!(
            "{what} lists {} values for {n} players",
            values.len()
        )));
    }
    Ok(values)
}

fn parse_seat(text: &str, n: usize) -> Result<usize, DecodeError> {
    SEAT_NAMES[..n]
        .iter()
        .position(|s| s.eq_ignore_ascii_case(text))
        .ok_or_else(|| err(format!("'{text}' is not one of the {n} seats")))
}

fn parse_status(text: &str, n: usize) -> Result<Status, DecodeError> {
    match text {
        "playing" => Ok(Status::Playing),
        "cap" => Ok(Status::Cap),
        _ => {
            if let Some(seat) = text.strip_prefix("won-") {
                Ok(Status::Won(parse_seat(seat, n)?))
            } else if let Some(seat) = text.strip_prefix("last-") {
                Ok(Status::LastTeam(parse_seat(seat, n)?))
            } else {
                Err(err(format!(
                    "status '{text}' is not playing, cap, won-<seat> or last-<seat>"
                )))
            }
        }
    }
}

/// `R1@S0:2la`.
fn parse_unit(g: &CubeAttack, entry: &str) -> Result<(UnitId, Unit), DecodeError> {
    let bad = |why: &str| err(format!("unit '{entry}': {why}"));
    let (label, rest) = entry
        .split_once('@')
        .ok_or_else(|| bad("expected LABEL@PLANET:LIVES WEAPON"))?;
    let id = UnitId::parse_label(label).ok_or_else(|| bad("bad label"))?;
    if id.owner as usize >= g.options.players {
        return Err(bad("no such player"));
    }
    let (planet, state) = rest
        .split_once(':')
        .ok_or_else(|| bad("expected PLANET:LIVES WEAPON"))?;
    let planet = g.map().find(planet).ok_or_else(|| bad("unknown planet"))?;
    let mut chars = state.chars();
    let lives = chars
        .next()
        .and_then(|c| c.to_digit(10))
        .filter(|&l| (1..=MAX_LIVES as u32).contains(&l))
        .ok_or_else(|| bad("lives must be 1 or 2"))? as u8;
    let weapon = chars
        .next()
        .and_then(Weapon::from_letter)
        .ok_or_else(|| bad("weapon must be -, s or l"))?;
    let flags = chars.as_str();
    let (activated, attacked) = match flags {
        "" => (false, false),
        "a" => (true, false),
        "t" => (false, true),
        "at" => (true, true),
        _ => return Err(bad("flags must be a, t or at")),
    };
    Ok((
        id,
        Unit {
            planet,
            lives,
            weapon,
            activated,
            attacked,
        },
    ))
}

/// `%`-escape everything but printable ASCII other than space and `%`.
fn escape(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_graphic() && b != b'%' {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn unescape(text: &str) -> Result<String, DecodeError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(|| err("bad %-escape in mapfile"))?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| err("mapfile is not UTF-8"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_round_trip() {
        for s in ["maps/a b.json", "100%", "ü/x y", ""] {
            assert_eq!(unescape(&escape(s)).unwrap(), s);
            assert!(!escape(s).contains(' '));
        }
    }
}
