//! The state as text: options, the cubes, whose turn, how many actions were played, how
//! the game ended, and the moves since the last irreversible action (what the repetition
//! and no-undo rules look back on).
//!
//! `zhen tiles=4 cubes=2 first=random repetition=3 cap=1000 board=.,1r,.,1b,.,. reserves=1,1 mover=red plies=2 end=none since=.,1r,.,1b,.,. window=`
//!
//! `board` lists Red's goal, the tiles, then Blue's goal. `since` is the board when the
//! window of reversible moves began; decoding replays `window` from it, checking every
//! move, and must arrive at `board`, so an edited file cannot smuggle in an impossible
//! game.

use cubist_core::{DecodeError, GameOptions, OptionPairs, Seat};

use crate::{check, notation, Action, Board, Landing, Status, Zhen, ZhenOptions, BLUE, RED};

const SIDES: [&str; 2] = ["red", "blue"];

pub fn encode(g: &Zhen) -> String {
    let opts = g.options.to_pairs();
    let end = match g.status {
        Status::Playing => "none",
        Status::Swept { .. } => "sweep",
        Status::Repetition => "repetition",
        Status::Cap => "cap",
    };
    let window: Vec<String> = g.window[1..]
        .iter()
        .map(|s| notation::format(Action::Move(s.moved)))
        .collect();
    format!(
        "zhen tiles={} cubes={} first={} repetition={} cap={} board={} reserves={},{} mover={} plies={} end={end} since={} window={}",
        opts["tiles"],
        opts["cubes"],
        opts["first"],
        opts["repetition"],
        opts["cap"],
        g.board.places_text(","),
        g.board.reserve(RED),
        g.board.reserve(BLUE),
        SIDES[g.mover],
        g.plies,
        g.since.places_text(","),
        window.join(",")
    )
}

pub fn decode(text: &str) -> Result<Zhen, DecodeError> {
    decode_fields(text).map_err(DecodeError::new)
}

fn decode_fields(text: &str) -> Result<Zhen, String> {
    let mut words = text.split_whitespace();
    if words.next() != Some("zhen") {
        return Err("a Zhen state starts with 'zhen'".into());
    }
    let mut fields = OptionPairs::new();
    for w in words {
        let (k, v) = w
            .split_once('=')
            .ok_or_else(|| format!("'{w}' is not key=value"))?;
        if fields.insert(k.to_string(), v.to_string()).is_some() {
            return Err(format!("'{k}' given twice"));
        }
    }
    let mut take = |k: &str| fields.remove(k).ok_or_else(|| format!("missing '{k}='"));

    let mut options = ZhenOptions::default();
    for k in ["tiles", "cubes", "first", "repetition", "cap"] {
        options.set(k, &take(k)?).map_err(|e| e.to_string())?;
    }
    options.validate().map_err(|e| e.to_string())?;
    let reserves = parse_reserves(&take("reserves")?)?;
    let board = Board::parse(&take("board")?, reserves)?;
    let since = Board::parse(&take("since")?, reserves)?;
    let mover: Seat = match take("mover")?.as_str() {
        "red" => RED,
        "blue" => BLUE,
        m => return Err(format!("mover '{m}' is not red or blue")),
    };
    let plies: u32 = take("plies")?
        .parse()
        .map_err(|_| "plies is not a whole number".to_string())?;
    let end = take("end")?;
    let window = parse_window(&take("window")?, options.tiles)?;
    if let Some(k) = fields.keys().next() {
        return Err(format!("unknown field '{k}'"));
    }

    if plies > options.cap {
        return Err(format!(
            "{plies} actions played, more than the cap of {}",
            options.cap
        ));
    }
    if window.len() as u32 > plies {
        return Err("the window holds more moves than were played".into());
    }

    // Replay the window from its start; every step must be a legal reversible move.
    let start_mover = if window.len() % 2 == 0 {
        mover
    } else {
        1 - mover
    };
    let start_plies = plies - window.len() as u32;
    let mut g = Zhen::from_parts(options, since, start_mover, start_plies)?;
    for &tile in &window {
        if g.status_now() != Status::Playing {
            return Err("the window goes on after the game ended".into());
        }
        let action = Action::Move(tile);
        if let Some(why) = check::why_illegal(&g, g.mover, action) {
            return Err(format!("window move m{tile} is illegal: {why}"));
        }
        let reversible = matches!(g.board.landing(g.mover, tile as usize),
            Landing::Tile(d) if g.board.is_empty_tile(d as usize));
        if !reversible {
            return Err(format!(
                "window move m{tile} merges stacks or reaches a goal, so it cannot be in the window"
            ));
        }
        g.apply(g.mover, action);
    }
    if g.board != board {
        return Err("replaying the window from 'since' does not give 'board'".into());
    }
    if end != "sweep" {
        g.board.check_goals()?;
    }

    let now = g.status_now();
    match (end.as_str(), now) {
        ("none", Status::Playing) => {}
        ("repetition", Status::Repetition) | ("cap", Status::Cap) => g.end(now),
        ("sweep", _) => {
            if !window.is_empty() || g.board.cubes_on_tiles() != 0 {
                return Err("after a sweep the tiles are empty and the window too".into());
            }
            g.end(Status::Swept { stuck: mover });
        }
        ("none" | "repetition" | "cap", _) => {
            return Err(format!(
                "end={end} does not fit the position (it is {now:?})"
            ))
        }
        (e, _) => return Err(format!("end '{e}' is not none, sweep, repetition or cap")),
    }
    Ok(g)
}

fn parse_reserves(text: &str) -> Result<[u8; 2], String> {
    let bad = || format!("reserves '{text}' is not two counts like 3,4");
    let (r, b) = text.split_once(',').ok_or_else(bad)?;
    Ok([r.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?])
}

fn parse_window(text: &str, tiles: u8) -> Result<Vec<u8>, String> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|m| match notation::parse(m, tiles) {
            Ok(Action::Move(t)) => Ok(t),
            _ => Err(format!("window entry '{m}' is not a move like m5")),
        })
        .collect()
}
