//! The state as text.
//!
//! A board is written rank by rank from the top, ranks separated by `/`, one character
//! per square: `.` empty, `L`/`l` a Light cube active/inactive, `D`/`d` a Dark cube
//! active/inactive (capitals stand up: turned to the active position). The full state:
//!
//! `tilt size=6 first=random repetition=3 cap=1000 start=<board> start-mover=light
//! start-bonus=- moves=@c3,c3-c6 board=<board> mover=dark bonus=-`
//!
//! `start…` is the position the game began from (the empty board, or a set-up
//! position), `moves` the actions played since, and `board`, `mover` and `bonus` (the
//! square of the cube that earned a pending bonus move, or `-`) the position now.
//! Decoding checks the start position, replays every move as a legal action (so the
//! repetition count is exact) and checks that it reaches the recorded position.

use cubist_core::{Args, DecodeError, Game, GameOptions, OptionPairs, Phrase, Seat};

use crate::catalogue::phrase;
use crate::geometry::{Geometry, Square, MAX_SIZE};
use crate::{Action, Position, Tilt, TiltOptions};

/// The board as rows, top rank first, separated by `/`.
pub fn board_text(pos: &Position) -> String {
    let g = pos.geo();
    let mut rows = Vec::with_capacity(g.size as usize);
    for rank in (0..g.size).rev() {
        let row: String = (0..g.size)
            .map(|file| match pos.cell(Square::new(file, rank)) {
                crate::Cell::Empty => '.',
                crate::Cell::Cube { seat: 0, active } => {
                    if active {
                        'L'
                    } else {
                        'l'
                    }
                }
                crate::Cell::Cube { active, .. } => {
                    if active {
                        'D'
                    } else {
                        'd'
                    }
                }
            })
            .collect();
        rows.push(row);
    }
    rows.join("/")
}

/// Read a board: rows top rank first, separated by `/` or new lines; spaces are
/// ignored, so diagrams can be laid out for people. The board must be square, 4..10.
/// The position is checked by [`Position::validate`]; an error is said in the game's words.
pub fn parse_position(text: &str, mover: Seat, bonus: Option<Square>) -> Result<Position, Phrase> {
    let rows: Vec<Vec<char>> = text
        .split(['/', '\n'])
        .map(|r| r.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>())
        .filter(|r| !r.is_empty())
        .collect();
    let n = rows.len();
    if !(crate::MIN_SIZE as usize..=MAX_SIZE as usize).contains(&n) {
        return Err(phrase(
            "tilt-board-ranks",
            Args::new().text("ranks", n.to_string()),
        ));
    }
    let size = n as u8;
    let g = Geometry::of(size);
    let mut pos = Position::empty(size, 0);
    pos.mover = mover.min(255) as u8;
    for (i, row) in rows.iter().enumerate() {
        if row.len() != n {
            let args = Args::new()
                .text("rank", (n - i).to_string())
                .text("squares", row.len().to_string())
                .text("n", n.to_string());
            return Err(phrase("tilt-board-rank-length", args));
        }
        let rank = (n - 1 - i) as u8;
        for (file, &c) in row.iter().enumerate() {
            let b = g.bit(Square::new(file as u8, rank));
            match c {
                '.' => {}
                'L' | 'l' => pos.cubes[0] |= b,
                'D' | 'd' => pos.cubes[1] |= b,
                other => {
                    let args = Args::new().text("char", other.to_string());
                    return Err(phrase("tilt-board-square", args));
                }
            }
            if c == 'L' || c == 'D' {
                pos.active |= b;
            }
        }
    }
    pos.bonus = bonus;
    pos.key = pos.compute_key();
    pos.validate()?;
    Ok(pos)
}

pub fn encode(game: &Tilt) -> String {
    let opts = game.options.to_pairs();
    let moves: Vec<String> = game.actions.iter().map(|a| a.to_string()).collect();
    format!(
        "tilt size={} first={} repetition={} cap={} start={} start-mover={} start-bonus={} moves={} board={} mover={} bonus={}",
        opts["size"],
        opts["first"],
        opts["repetition"],
        opts["cap"],
        board_text(&game.start),
        seat_word(game.start.mover()),
        bonus_word(game.start.bonus),
        moves.join(","),
        board_text(&game.pos),
        seat_word(game.pos.mover()),
        bonus_word(game.pos.bonus),
    )
}

pub fn decode(text: &str) -> Result<Tilt, DecodeError> {
    let mut words = text.split_whitespace();
    if words.next() != Some("tilt") {
        return Err(err("tilt-state-header", Args::new()));
    }
    let mut fields = OptionPairs::new();
    for w in words {
        let (k, v) = w
            .split_once('=')
            .ok_or_else(|| err_on("tilt-state-not-pair", "word", w))?;
        if fields.insert(k.to_string(), v.to_string()).is_some() {
            return Err(err_on("tilt-state-twice", "key", k));
        }
    }
    let mut take = |k: &str| {
        fields
            .remove(k)
            .ok_or_else(|| err_on("tilt-state-missing", "key", k))
    };
    let mut options = TiltOptions::default();
    for k in ["size", "first", "repetition", "cap"] {
        options.set(k, &take(k)?).map_err(|e| {
            let args = Args::new().said("why", move |lang| e.say(lang));
            err("tilt-state-option", args)
        })?;
    }
    let start = read_position(
        &mut take,
        "start",
        "start-mover",
        "start-bonus",
        options.size,
    )?;
    let moves = take("moves")?;
    let now = read_position(&mut take, "board", "mover", "bonus", options.size)?;
    if let Some(k) = fields.keys().next() {
        return Err(err_on("tilt-state-unknown", "key", k));
    }

    let mut game = Tilt::from_position(options, start);
    for (i, text) in moves.split(',').filter(|m| !m.is_empty()).enumerate() {
        let step = || {
            Args::new()
                .text("number", (i + 1).to_string())
                .text("text", text)
        };
        let action = Action::parse(text, game.pos.size)
            .map_err(|e| err("tilt-state-unreadable-move", step().phrase("expected", &e)))?;
        let seat = game.pos.mover();
        game.try_play(seat, action).map_err(|e| {
            let args = step().said("why", move |lang| e.say(lang));
            err("tilt-state-illegal-move", args)
        })?;
    }
    if game.pos != now {
        return Err(err("tilt-state-wrong-end", Args::new()));
    }
    Ok(game)
}

fn read_position(
    take: &mut impl FnMut(&str) -> Result<String, DecodeError>,
    board: &str,
    mover: &str,
    bonus: &str,
    size: u8,
) -> Result<Position, DecodeError> {
    let field = |name: &str| Args::new().text("field", name);
    let rows = take(board)?;
    let seat = match take(mover)?.as_str() {
        "light" => 0,
        "dark" => 1,
        m => return Err(err("tilt-state-mover", field(mover).text("mover", m))),
    };
    let bonus = match take(bonus)?.as_str() {
        "-" => None,
        sq => Some(
            Square::parse(sq, size)
                .map_err(|e| err("tilt-state-bonus", field(bonus).phrase("expected", &e)))?,
        ),
    };
    let pos = parse_position(&rows, seat, bonus)
        .map_err(|e| err("tilt-state-board", field(board).phrase("why", &e)))?;
    if pos.size != size {
        let args = field(board)
            .text("size", pos.size.to_string())
            .text("expected", size.to_string());
        return Err(err("tilt-state-size", args));
    }
    Ok(pos)
}

/// What is wrong with a state: message `id` of the game's catalogue with `args`.
fn err(id: &'static str, args: Args) -> DecodeError {
    DecodeError::said(phrase(id, args))
}

/// What is wrong with a state, a message with one word `name` = `value`.
fn err_on(id: &'static str, name: &'static str, value: impl Into<String>) -> DecodeError {
    err(id, Args::new().text(name, value))
}

fn seat_word(seat: Seat) -> &'static str {
    if seat == 0 {
        "light"
    } else {
        "dark"
    }
}

fn bonus_word(bonus: Option<Square>) -> String {
    bonus.map_or("-".into(), |sq| sq.to_string())
}
