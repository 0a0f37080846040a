//! The state as text: the canonical progress encoding plus what is needed to continue
//! exactly (options, mover, the keys of earlier positions for the repetition rule).
//!
//! `squadro light=0,0,0,0,0 dark=0,0,0,0,0 mover=light first=random repetition=3 cap=1000 history=`
//!
//! Decoding replays the history: every step must be a legal move, so a corrupt or
//! edited file is rejected instead of producing an impossible game.

use cubist_core::{Args, DecodeError, Game, GameOptions, OptionPairs};

use crate::catalogue::phrase;
use crate::{Action, Squadro, Status, FINISHED, LANES};

const SIDES: [&str; 2] = ["light", "dark"];

pub fn encode(g: &Squadro) -> String {
    let lanes = |side: usize| {
        g.progress[side]
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let history: Vec<String> = g.history.keys().iter().map(|k| format!("{k:x}")).collect();
    let opts = g.options.to_pairs();
    format!(
        "squadro light={} dark={} mover={} first={} repetition={} cap={} history={}",
        lanes(0),
        lanes(1),
        SIDES[g.mover],
        opts["first"],
        opts["repetition"],
        opts["cap"],
        history.join(",")
    )
}

pub fn decode(text: &str) -> Result<Squadro, DecodeError> {
    let mut words = text.split_whitespace();
    if words.next() != Some("squadro") {
        return Err(err("squadro-state-header"));
    }
    let mut fields = OptionPairs::new();
    for w in words {
        let (k, v) = w
            .split_once('=')
            .ok_or_else(|| err_on("squadro-state-not-pair", "word", w))?;
        if fields.insert(k.to_string(), v.to_string()).is_some() {
            return Err(err_on("squadro-state-twice", "key", k));
        }
    }
    let mut take = |k: &str| {
        fields
            .remove(k)
            .ok_or_else(|| err_on("squadro-state-missing", "key", k))
    };
    let light = parse_lanes(&take("light")?)?;
    let dark = parse_lanes(&take("dark")?)?;
    let mover = match take("mover")?.as_str() {
        "light" => 0,
        "dark" => 1,
        m => return Err(err_on("squadro-state-mover", "mover", m)),
    };
    let mut options = crate::SquadroOptions::default();
    for k in ["first", "repetition", "cap"] {
        options.set(k, &take(k)?).map_err(|e| {
            let args = Args::new().said("why", move |lang| e.say(lang));
            DecodeError::said(phrase("squadro-state-option", args))
        })?;
    }
    let history = take("history")?;
    let keys = if history.is_empty() {
        Vec::new()
    } else {
        history
            .split(',')
            .map(|h| {
                u64::from_str_radix(h, 16).map_err(|_| err_on("squadro-state-key-text", "key", h))
            })
            .collect::<Result<Vec<_>, _>>()?
    };
    if let Some(k) = fields.keys().next() {
        return Err(err_on("squadro-state-unknown", "key", k));
    }

    let target = Squadro::from_progress([light, dark], mover).map_err(DecodeError::said)?;
    let mut positions: Vec<Squadro> = keys
        .iter()
        .map(|&k| from_key(k))
        .collect::<Result<_, _>>()?;
    positions.push(target);
    let mut game = positions[0].clone();
    game.options = options;
    game.status = game.status_now();
    for next in &positions[1..] {
        if game.status != Status::Playing {
            return Err(err("squadro-state-after-end"));
        }
        let step = (0..LANES as u8).map(Action).find(|&lane| {
            game.progress[game.mover][lane.0 as usize] != FINISHED && {
                let mut g = game.clone();
                g.play(g.mover, lane);
                g.key() == next.key()
            }
        });
        match step {
            Some(lane) => game.play(game.mover, lane),
            None => return Err(err("squadro-state-illegal-step")),
        }
    }
    Ok(game)
}

/// What is wrong with a state, a message of the catalogue without arguments.
fn err(id: &'static str) -> DecodeError {
    DecodeError::said(phrase(id, Args::new()))
}

/// What is wrong with a state, a message with one word `name` = `value`.
fn err_on(id: &'static str, name: &'static str, value: impl Into<String>) -> DecodeError {
    DecodeError::said(phrase(id, Args::new().text(name, value)))
}

fn parse_lanes(text: &str) -> Result<[u8; LANES], DecodeError> {
    let values: Vec<u8> = text
        .split(',')
        .map(|v| v.parse::<u8>().ok().filter(|&p| p <= FINISHED))
        .collect::<Option<_>>()
        .ok_or_else(|| err_on("squadro-state-lanes", "text", text))?;
    values
        .try_into()
        .map_err(|_| err_on("squadro-state-lanes", "text", text))
}

/// A position (no history) from its key; see [`Squadro::key`].
fn from_key(key: u64) -> Result<Squadro, DecodeError> {
    let mut progress = [[0u8; LANES]; 2];
    let mut k = key;
    for side in (0..2).rev() {
        for lane in (0..LANES).rev() {
            progress[side][lane] = (k & 0xf) as u8;
            k >>= 4;
        }
    }
    if k > 1 {
        return Err(err_on("squadro-state-key", "key", format!("{key:x}")));
    }
    Squadro::from_progress(progress, k as usize).map_err(DecodeError::said)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubist_core::Lang;

    const REST: &str = "first=random repetition=3 cap=1000 history=";

    #[test]
    fn a_bad_state_is_refused_in_the_readers_language() {
        let e = decode("squadro light=0,0,0,0,0 dark=0,0,0,0,0 mover=green").unwrap_err();
        assert_eq!(
            e.detail().say(Lang::Fr),
            "le joueur au trait « green » n'est ni light ni dark"
        );
        assert_eq!(
            e.to_string(),
            "cannot decode game state: mover 'green' is not light or dark"
        );
    }

    #[test]
    fn an_inconsistent_position_is_refused_in_german() {
        let won = "12,12,12,12,0";
        let e = decode(&format!(
            "squadro light={won} dark={won} mover=light {REST}"
        ))
        .unwrap_err();
        assert_eq!(
            e.detail().say(Lang::De),
            "beide Spieler haben bereits gewonnen"
        );
        assert_eq!(
            e.to_string(),
            "cannot decode game state: both players have already won"
        );
    }
}
