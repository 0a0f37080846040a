//! Zhen's actions in words, for people following a game: a cube placed, or a stack
//! carried so many steps to a tile or into a goal, with what it joins or captures,
//! the no-undo rule it brings on, and the end of the game. Worked out by playing the
//! action on a copy.

use cubist_core::{Game, Seat};

use crate::{Action, Landing, Zhen, RED};

/// `seat`'s `action`, said of the position before it.
pub(crate) fn describe(game: &Zhen, seat: Seat, action: Action) -> String {
    let mut after = game.clone();
    after.play(seat, action);
    let mut text = match action {
        Action::Place(t) => format!(
            "{} places a cube on tile {t} ({})",
            game.seat_name(seat),
            reserve_left(after.board().reserve(seat))
        ),
        Action::Move(t) => carry(game, seat, t as usize),
    };
    if let Some(t) = after.undo_tile() {
        text.push_str(&format!(
            "; {} may not move the stack on tile {t} straight back",
            game.seat_name(1 - seat)
        ));
    }
    if let Some(outcome) = after.outcome() {
        text.push_str(": ");
        text.push_str(&outcome.describe(|s| game.seat_name(s)));
    }
    text
}

/// `seat` moving the stack on `tile`: where it goes and what it joins or captures
/// (counted before any sweep at the end of the game).
fn carry(before: &Zhen, seat: Seat, tile: usize) -> String {
    let board = before.board();
    let stack = board.stack(tile);
    let head = format!(
        "{} moves the stack on tile {tile} ({}) {}",
        before.seat_name(seat),
        colours(stack),
        steps(stack[seat])
    );
    match board.landing(seat, tile) {
        Landing::Tile(to) => {
            let there = board.stack(to as usize);
            if there == [0, 0] {
                format!("{head} to tile {to}")
            } else {
                let joined = [there[0] + stack[0], there[1] + stack[1]];
                format!(
                    "{head} onto the stack on tile {to} ({}), making one stack of {}",
                    colours(there),
                    colours(joined)
                )
            }
        }
        _ => {
            let other = 1 - seat;
            format!(
                "{head} into its goal, capturing {} ({}'s goal now holds {})",
                cubes(stack[other], colour(other)),
                before.seat_name(seat),
                cubes(board.score(seat) + stack[other], colour(other))
            )
        }
    }
}

/// "3 left in reserve", "none left in reserve".
fn reserve_left(n: u8) -> String {
    match n {
        0 => "none left in reserve".into(),
        n => format!("{n} left in reserve"),
    }
}

/// "red" or "blue".
fn colour(seat: Seat) -> &'static str {
    if seat == RED {
        "red"
    } else {
        "blue"
    }
}

/// A stack's cubes: "2 red, 1 blue", "1 red".
fn colours([red, blue]: [u8; 2]) -> String {
    match (red, blue) {
        (r, 0) => format!("{r} red"),
        (0, b) => format!("{b} blue"),
        (r, b) => format!("{r} red, {b} blue"),
    }
}

/// "1 red cube", "3 blue cubes".
fn cubes(n: u8, colour: &str) -> String {
    let s = if n == 1 { "" } else { "s" };
    format!("{n} {colour} cube{s}")
}

/// "1 step", "3 steps".
fn steps(n: u8) -> String {
    if n == 1 {
        "1 step".into()
    } else {
        format!("{n} steps")
    }
}
