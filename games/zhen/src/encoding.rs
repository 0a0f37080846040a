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

use cubist_core::{Args, DecodeError, GameOptions, OptionPairs, Phrase, Seat};

use crate::catalogue::phrase;
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
    decode_fields(text).map_err(DecodeError::said)
}

/// Message `id` of the catalogue with one word `name` = `value`.
fn on(id: &'static str, name: &'static str, value: impl Into<String>) -> Phrase {
    phrase(id, Args::new().text(name, value))
}

/// A bad option value, said by the option itself.
fn option_err(e: cubist_core::OptionError) -> Phrase {
    phrase(
        "zhen-state-option",
        Args::new().said("why", move |lang| e.say(lang)),
    )
}

fn decode_fields(text: &str) -> Result<Zhen, Phrase> {
    let mut words = text.split_whitespace();
    if words.next() != Some("zhen") {
        return Err(phrase("zhen-state-header", Args::new()));
    }
    let mut fields = OptionPairs::new();
    for w in words {
        let (k, v) = w
            .split_once('=')
            .ok_or_else(|| on("zhen-state-not-pair", "word", w))?;
        if fields.insert(k.to_string(), v.to_string()).is_some() {
            return Err(on("zhen-state-twice", "key", k));
        }
    }
    let mut take = |k: &str| {
        fields
            .remove(k)
            .ok_or_else(|| on("zhen-state-missing", "key", k))
    };

    let mut options = ZhenOptions::default();
    for k in ["tiles", "cubes", "first", "repetition", "cap"] {
        options.set(k, &take(k)?).map_err(option_err)?;
    }
    options.validate().map_err(option_err)?;
    let reserves = parse_reserves(&take("reserves")?)?;
    let board = Board::parse(&take("board")?, reserves)?;
    let since = Board::parse(&take("since")?, reserves)?;
    let mover: Seat = match take("mover")?.as_str() {
        "red" => RED,
        "blue" => BLUE,
        m => return Err(on("zhen-state-mover", "mover", m)),
    };
    let plies: u32 = take("plies")?
        .parse()
        .map_err(|_| phrase("zhen-state-plies", Args::new()))?;
    let end = take("end")?;
    let window = parse_window(&take("window")?, options.tiles)?;
    if let Some(k) = fields.keys().next() {
        return Err(on("zhen-state-unknown", "key", k));
    }

    if plies > options.cap {
        let args = Args::new()
            .text("plies", plies.to_string())
            .text("cap", options.cap.to_string());
        return Err(phrase("zhen-state-over-cap", args));
    }
    if window.len() as u32 > plies {
        return Err(phrase("zhen-state-window-long", Args::new()));
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
            return Err(phrase("zhen-state-window-after-end", Args::new()));
        }
        let action = Action::Move(tile);
        if let Some(why) = check::why_illegal(&g, g.mover, action) {
            let args = Args::new()
                .text("tile", tile.to_string())
                .phrase("why", &why);
            return Err(phrase("zhen-state-window-illegal", args));
        }
        let reversible = matches!(g.board.landing(g.mover, tile as usize),
            Landing::Tile(d) if g.board.is_empty_tile(d as usize));
        if !reversible {
            return Err(on(
                "zhen-state-window-irreversible",
                "tile",
                tile.to_string(),
            ));
        }
        g.apply(g.mover, action);
    }
    if g.board != board {
        return Err(phrase("zhen-state-replay", Args::new()));
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
                return Err(phrase("zhen-state-sweep", Args::new()));
            }
            g.end(Status::Swept { stuck: mover });
        }
        ("none" | "repetition" | "cap", _) => {
            let args = Args::new()
                .text("end", end.as_str())
                .text("now", format!("{now:?}"));
            return Err(phrase("zhen-state-end-misfit", args));
        }
        (e, _) => return Err(on("zhen-state-end", "end", e)),
    }
    Ok(g)
}

fn parse_reserves(text: &str) -> Result<[u8; 2], Phrase> {
    let bad = || on("zhen-state-reserves", "text", text);
    let (r, b) = text.split_once(',').ok_or_else(bad)?;
    Ok([r.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?])
}

fn parse_window(text: &str, tiles: u8) -> Result<Vec<u8>, Phrase> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|m| match notation::parse(m, tiles) {
            Ok(Action::Move(t)) => Ok(t),
            _ => Err(on("zhen-state-window-entry", "entry", m)),
        })
        .collect()
}
