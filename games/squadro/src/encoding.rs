//! The state as text: the canonical progress encoding plus what is needed to continue
//! exactly (options, mover, the keys of earlier positions for the repetition rule).
//!
//! `squadro light=0,0,0,0,0 dark=0,0,0,0,0 mover=light first=random repetition=3 cap=1000 history=`
//!
//! Decoding replays the history: every step must be a legal move, so a corrupt or
//! edited file is rejected instead of producing an impossible game.

use cubist_core::{DecodeError, Game, GameOptions, OptionPairs};

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
        return Err(DecodeError::new("a Squadro state starts with 'squadro'"));
    }
    let mut fields = OptionPairs::new();
    for w in words {
        let (k, v) = w
            .split_once('=')
            .ok_or_else(|| DecodeError::new(format!("'{w}' is not key=value")))?;
        if fields.insert(k.to_string(), v.to_string()).is_some() {
            return Err(DecodeError::new(format!("'{k}' given twice")));
        }
    }
    let mut take = |k: &str| {
        fields
            .remove(k)
            .ok_or_else(|| DecodeError::new(format!("missing '{k}='")))
    };
    let light = parse_lanes(&take("light")?)?;
    let dark = parse_lanes(&take("dark")?)?;
    let mover = match take("mover")?.as_str() {
        "light" => 0,
        "dark" => 1,
        m => {
            return Err(DecodeError::new(format!(
                "mover '{m}' is not light or dark"
            )))
        }
    };
    let mut options = crate::SquadroOptions::default();
    for k in ["first", "repetition", "cap"] {
        options
            .set(k, &take(k)?)
            .map_err(|e| DecodeError::new(e.to_string()))?;
    }
    let history = take("history")?;
    let keys = if history.is_empty() {
        Vec::new()
    } else {
        history
            .split(',')
            .map(|h| {
                u64::from_str_radix(h, 16).map_err(|_| DecodeError::new(format!("bad key '{h}'")))
            })
            .collect::<Result<Vec<_>, _>>()?
    };
    if let Some(k) = fields.keys().next() {
        return Err(DecodeError::new(format!("unknown field '{k}'")));
    }

    let target = Squadro::from_progress([light, dark], mover).map_err(DecodeError::new)?;
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
            return Err(DecodeError::new("the history goes on after the game ended"));
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
            None => {
                return Err(DecodeError::new(
                    "the history holds a step that is not a legal move",
                ))
            }
        }
    }
    Ok(game)
}

fn parse_lanes(text: &str) -> Result<[u8; LANES], DecodeError> {
    let values: Vec<u8> = text
        .split(',')
        .map(|v| v.parse::<u8>().ok().filter(|&p| p <= FINISHED))
        .collect::<Option<_>>()
        .ok_or_else(|| DecodeError::new(format!("'{text}' is not five progress values 0..12")))?;
    values
        .try_into()
        .map_err(|_| DecodeError::new(format!("'{text}' is not five progress values 0..12")))
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
        return Err(DecodeError::new(format!("bad key {key:x}")));
    }
    Squadro::from_progress(progress, k as usize).map_err(DecodeError::new)
}
