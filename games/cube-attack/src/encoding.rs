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

use cubist_core::{Args, DecodeError, GameOptions, Lang, OptionPairs};

use crate::catalogue::{phrase, say, seat_name};
use crate::map::{Kind, Map, BUILTIN_MAPS, MAX_PLAYERS};
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

/// What is wrong with a state: message `id` of the game's catalogue with `args`.
fn err_with(id: &'static str, args: Args) -> DecodeError {
    DecodeError::said(phrase(id, args))
}

/// What is wrong with a state, a message without arguments.
fn err(id: &'static str) -> DecodeError {
    err_with(id, Args::new())
}

/// What is wrong with a state, a message with one word `name` = `value`.
fn err_on(id: &'static str, name: &'static str, value: impl Into<String>) -> DecodeError {
    err_with(id, Args::new().text(name, value))
}

/// A seat's name, said in the reader's language.
fn seat_said(seat: usize) -> impl Fn(Lang) -> String + Send + Sync {
    move |lang| seat_name(seat, lang)
}

pub fn decode(text: &str) -> Result<CubeAttack, DecodeError> {
    let text = text.trim();
    let rest = text
        .strip_prefix(HEADER)
        .filter(|r| r.starts_with(' '))
        .ok_or_else(|| err("cube-attack-state-header"))?;
    let (head, map_text) = rest
        .split_once(" map=")
        .ok_or_else(|| err("cube-attack-state-no-map"))?;
    let mut fields = OptionPairs::new();
    for w in head.split_whitespace() {
        let (k, v) = w
            .split_once('=')
            .ok_or_else(|| err_on("cube-attack-state-not-pair", "word", w))?;
        if fields.insert(k.to_string(), v.to_string()).is_some() {
            return Err(err_on("cube-attack-state-twice", "key", k));
        }
    }
    let mut take = |k: &str| {
        fields
            .remove(k)
            .ok_or_else(|| err_on("cube-attack-state-missing", "key", k))
    };

    let mut options = CubeAttackOptions::default();
    for k in ["players", "target", "rounds", "first", "removal"] {
        options.set(k, &take(k)?).map_err(option_err)?;
    }
    let map_text = map_text.trim();
    options.map = if let Some(json) = map_text.strip_prefix("json:") {
        let source = unescape(&take("mapfile")?)?;
        let map = Map::from_json(json).map_err(|e| {
            let args = Args::new().said("why", move |lang| e.say(lang));
            err_with("cube-attack-state-embedded-map", args)
        })?;
        MapChoice::new(source, map)
    } else {
        MapChoice::builtin(map_text).ok_or_else(|| {
            let maps: Vec<&str> = BUILTIN_MAPS.iter().map(|(name, _)| *name).collect();
            let args = Args::new()
                .text("map", map_text)
                .text("maps", maps.join(", "));
            err_with("cube-attack-state-map", args)
        })?
    };
    options.validate().map_err(option_err)?;
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
                return Err(err_on(
                    "cube-attack-state-unit-twice",
                    "unit",
                    id.to_string(),
                ));
            }
            *slot = unit;
        }
    }
    if let Some(k) = fields.keys().next() {
        return Err(err_on("cube-attack-state-unknown-field", "key", k.as_str()));
    }
    g.sync_alive();
    check_consistency(&g)?;
    Ok(g)
}

/// An option of the state refused, in the option's own words.
fn option_err(e: cubist_core::OptionError) -> DecodeError {
    let args = Args::new().said("why", move |lang| e.say(lang));
    err_with("cube-attack-state-option", args)
}

/// Facts every reachable position keeps.
fn check_consistency(g: &CubeAttack) -> Result<(), DecodeError> {
    let n = g.options.players;
    let map = g.map();
    for s in 0..n {
        let total = g.supply[s] as u32 + g.removed[s] as u32 + g.cubes_on_board(s) as u32;
        if total != CUBES_PER_PLAYER as u32 {
            let args = Args::new()
                .said("seat", seat_said(s))
                .number("total", total)
                .number("cubes", CUBES_PER_PLAYER as f64);
            return Err(err_with("cube-attack-state-cubes", args));
        }
        if g.options.removal == Removal::Supply && g.removed[s] != 0 {
            return Err(err("cube-attack-state-removed"));
        }
    }
    for (id, u) in g.units() {
        if map.kind(u.planet) == Kind::Start && u.planet != g.starts[id.owner as usize] {
            let args = Args::new()
                .text("unit", id.to_string())
                .text("planet", map.planet_name(u.planet));
            return Err(err_with("cube-attack-state-start", args));
        }
    }
    let best = g.scores().iter().copied().max().unwrap_or(0);
    let leaders = g.scores().iter().filter(|&&s| s == best).count();
    match g.status {
        Status::Playing => {
            if !g.has_units(g.mover) {
                return Err(err("cube-attack-state-mover-no-unit"));
            }
            if g.actions_left == 0 {
                return Err(err("cube-attack-state-no-action"));
            }
            if best >= g.options.target && leaders == 1 {
                return Err(err("cube-attack-state-leads"));
            }
            // A turn that ends with one team on the board ends the game, so a turn
            // begins with two teams or more.
            if g.actions_left == crate::ACTIONS_PER_TURN && g.last_team().is_some() {
                return Err(err("cube-attack-state-one-team"));
            }
        }
        Status::Won(s) => {
            if g.scores[s] != best || leaders != 1 || best < g.options.target {
                let args = Args::new().said("seat", seat_said(s));
                return Err(err_with("cube-attack-state-won", args));
            }
        }
        Status::LastTeam(s) => {
            if g.last_team() != Some(s) {
                let args = Args::new().said("seat", seat_said(s));
                return Err(err_with("cube-attack-state-last", args));
            }
        }
        Status::Cap => {
            if g.round != g.options.rounds {
                return Err(err("cube-attack-state-cap"));
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
            let args = Args::new()
                .text("what", what)
                .text("text", text)
                .number("min", min)
                .number("max", max);
            err_with("cube-attack-state-number", args)
        })
}

fn parse_list(text: &str, what: &str, n: usize, max: u32) -> Result<Vec<u32>, DecodeError> {
    let values = text
        .split(',')
        .map(|v| parse_num(v, what, 0, max))
        .collect::<Result<Vec<_>, _>>()?;
    if values.len() != n {
        let args = Args::new()
            .text("what", what)
            .number("count", values.len() as f64)
            .number("players", n as f64);
        return Err(err_with("cube-attack-state-count", args));
    }
    Ok(values)
}

fn parse_seat(text: &str, n: usize) -> Result<usize, DecodeError> {
    SEAT_NAMES[..n]
        .iter()
        .position(|s| s.eq_ignore_ascii_case(text))
        .ok_or_else(|| {
            let args = Args::new().text("text", text).number("players", n as f64);
            err_with("cube-attack-state-seat", args)
        })
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
                Err(err_on("cube-attack-state-status", "text", text))
            }
        }
    }
}

/// `R1@S0:2la`.
fn parse_unit(g: &CubeAttack, entry: &str) -> Result<(UnitId, Unit), DecodeError> {
    let bad = |why: &'static str| {
        let args = Args::new()
            .text("entry", entry)
            .said("why", move |lang| say(lang, why, Args::new()));
        err_with("cube-attack-state-unit", args)
    };
    let (label, rest) = entry
        .split_once('@')
        .ok_or_else(|| bad("cube-attack-state-unit-form"))?;
    let id = UnitId::parse_label(label).ok_or_else(|| bad("cube-attack-state-unit-label"))?;
    if id.owner as usize >= g.options.players {
        return Err(bad("cube-attack-state-unit-player"));
    }
    let (planet, state) = rest
        .split_once(':')
        .ok_or_else(|| bad("cube-attack-state-unit-place"))?;
    let planet = g
        .map()
        .find(planet)
        .ok_or_else(|| bad("cube-attack-state-unit-planet"))?;
    let mut chars = state.chars();
    let lives = chars
        .next()
        .and_then(|c| c.to_digit(10))
        .filter(|&l| (1..=MAX_LIVES as u32).contains(&l))
        .ok_or_else(|| bad("cube-attack-state-unit-lives"))? as u8;
    let weapon = chars
        .next()
        .and_then(Weapon::from_letter)
        .ok_or_else(|| bad("cube-attack-state-unit-weapon"))?;
    let flags = chars.as_str();
    let (activated, attacked) = match flags {
        "" => (false, false),
        "a" => (true, false),
        "t" => (false, true),
        "at" => (true, true),
        _ => return Err(bad("cube-attack-state-unit-flags")),
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
                .ok_or_else(|| err("cube-attack-state-escape"))?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| err("cube-attack-state-utf8"))
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
