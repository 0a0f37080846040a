//! The full state as JSON (hidden parts and RNG included), validated when read back.

use cubist_core::{Args, DecodeError, GameOptions, GameRng, OptionPairs};
use serde::{Deserialize, Serialize};

use crate::cards::Counts;
use crate::catalogue::phrase;
use crate::{Battle, ConquestOptions, CubeConquest, Phase, Pile, Unit, MAX_CELLS, MAX_PLAYERS};

/// Version of the encoding written here.
const FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    game: String,
    format: u32,
    options: OptionPairs,
    /// One symbol per cell, a1 first.
    tiles: Vec<u8>,
    /// One flag per cell.
    face_up: Vec<bool>,
    units: Vec<Unit>,
    hands: Vec<Counts>,
    known: Vec<Counts>,
    piles: Vec<Pile>,
    supply: Vec<u8>,
    lost: Vec<u8>,
    vp: Vec<u8>,
    start: u8,
    current: u8,
    phase: Phase,
    actions: u32,
    last_battle: Option<Battle>,
    rng: GameRng,
}

pub fn encode(g: &CubeConquest) -> String {
    let n = g.cells() as usize;
    let p = g.players();
    let saved = Saved {
        game: "cube-conquest".into(),
        format: FORMAT,
        options: g.options.to_pairs(),
        tiles: g.tiles[..n].to_vec(),
        face_up: (0..n).map(|c| g.face_up >> c & 1 == 1).collect(),
        units: g.units[..n].to_vec(),
        hands: g.hands[..p].to_vec(),
        known: g.known[..p].to_vec(),
        piles: g.piles[..g.options.piles()].to_vec(),
        supply: g.supply[..p].to_vec(),
        lost: g.lost[..p].to_vec(),
        vp: g.vp[..p].to_vec(),
        start: g.start,
        current: g.current,
        phase: g.phase,
        actions: g.actions,
        last_battle: g.last_battle,
        rng: g.rng.clone(),
    };
    serde_json::to_string(&saved).expect("a state always serialises")
}

/// What is wrong with a state: message `id` of the game's catalogue with `args`.
fn err(id: &'static str, args: Args) -> DecodeError {
    DecodeError::said(phrase(id, args))
}

pub fn decode(text: &str) -> Result<CubeConquest, DecodeError> {
    let s: Saved = serde_json::from_str(text).map_err(|e| {
        err(
            "cube-conquest-state-json",
            Args::new().text("why", e.to_string()),
        )
    })?;
    if s.game != "cube-conquest" {
        return Err(err(
            "cube-conquest-state-game",
            Args::new().text("game", s.game),
        ));
    }
    if s.format != FORMAT {
        let args = Args::new()
            .text("format", s.format.to_string())
            .text("reads", FORMAT.to_string());
        return Err(err("cube-conquest-state-format", args));
    }
    let options = ConquestOptions::from_pairs(&s.options).map_err(|e| {
        let args = Args::new().said("why", move |lang| e.say(lang));
        err("cube-conquest-state-options", args)
    })?;
    let n = options.size as usize * options.size as usize;
    let p = options.players as usize;
    let len = |what: &str, got: usize, want: usize| {
        if got == want {
            Ok(())
        } else {
            let args = Args::new()
                .text("field", what)
                .text("got", got.to_string())
                .text("want", want.to_string());
            Err(err("cube-conquest-state-length", args))
        }
    };
    len("tiles", s.tiles.len(), n)?;
    len("face_up", s.face_up.len(), n)?;
    len("units", s.units.len(), n)?;
    len("hands", s.hands.len(), p)?;
    len("known", s.known.len(), p)?;
    len("piles", s.piles.len(), options.piles())?;
    len("supply", s.supply.len(), p)?;
    len("lost", s.lost.len(), p)?;
    len("vp", s.vp.len(), p)?;

    let mut g = CubeConquest {
        options,
        tiles: [0; MAX_CELLS],
        face_up: 0,
        units: [Unit::EMPTY; MAX_CELLS],
        hands: [[0; 6]; MAX_PLAYERS],
        known: [[0; 6]; MAX_PLAYERS],
        piles: [Pile::default(); MAX_PLAYERS],
        supply: [0; MAX_PLAYERS],
        lost: [0; MAX_PLAYERS],
        vp: [0; MAX_PLAYERS],
        start: s.start,
        current: s.current,
        phase: s.phase,
        actions: s.actions,
        last_battle: s.last_battle,
        rng: s.rng,
    };
    g.tiles[..n].copy_from_slice(&s.tiles);
    for (c, &up) in s.face_up.iter().enumerate() {
        if up {
            g.face_up |= 1 << c;
        }
    }
    g.units[..n].copy_from_slice(&s.units);
    g.hands[..p].copy_from_slice(&s.hands);
    g.known[..p].copy_from_slice(&s.known);
    g.piles[..s.piles.len()].copy_from_slice(&s.piles);
    g.supply[..p].copy_from_slice(&s.supply);
    g.lost[..p].copy_from_slice(&s.lost);
    g.vp[..p].copy_from_slice(&s.vp);
    crate::validate::validate(&g).map_err(DecodeError::said)?;
    Ok(g)
}
