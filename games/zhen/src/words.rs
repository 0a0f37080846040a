//! Zhen's actions in words, for people following a game: a cube placed, or a stack
//! carried so many steps to a tile or into a goal, with what it joins or captures,
//! the no-undo rule it brings on, and the end of the game. Worked out by playing the
//! action on a copy; each part is a message of the catalogue, said in `lang`.

use cubist_core::{Args, Game, Lang, Seat};

use crate::catalogue::{say, seat_name};
use crate::{Action, Landing, Zhen};

/// `seat`'s `action`, said of the position before it.
pub(crate) fn describe(game: &Zhen, seat: Seat, action: Action, lang: Lang) -> String {
    let mut after = game.clone();
    after.play(seat, action);
    let mut text = match action {
        Action::Place(t) => {
            let left = Args::new().number("n", after.board().reserve(seat));
            let args = Args::new()
                .text("seat", seat_name(seat, lang))
                .number("tile", t)
                .text("left", say(lang, "zhen-reserve-left", left));
            say(lang, "zhen-place", args)
        }
        Action::Move(t) => carry(game, seat, t as usize, lang),
    };
    if let Some(t) = after.undo_tile() {
        let args = Args::new()
            .text("seat", seat_name(1 - seat, lang))
            .number("tile", t);
        text.push_str("; ");
        text.push_str(&say(lang, "zhen-no-undo", args));
    }
    if let Some(outcome) = after.outcome() {
        text.push_str(": ");
        text.push_str(&outcome.describe(|s| seat_name(s, lang), lang));
    }
    text
}

/// `seat` moving the stack on `tile`: where it goes and what it joins or captures
/// (counted before any sweep at the end of the game).
fn carry(before: &Zhen, seat: Seat, tile: usize, lang: Lang) -> String {
    let board = before.board();
    let stack = board.stack(tile);
    let head = Args::new()
        .text("seat", seat_name(seat, lang))
        .number("tile", tile as f64)
        .text("stack", colours(stack, lang))
        .number("steps", stack[seat]);
    let head = say(lang, "zhen-carry", head);
    match board.landing(seat, tile) {
        Landing::Tile(to) => {
            let there = board.stack(to as usize);
            let args = Args::new().text("head", head).number("to", to);
            if there == [0, 0] {
                say(lang, "zhen-carry-to", args)
            } else {
                let joined = [there[0] + stack[0], there[1] + stack[1]];
                let args = args
                    .text("there", colours(there, lang))
                    .text("joined", colours(joined, lang));
                say(lang, "zhen-carry-onto", args)
            }
        }
        _ => {
            let other = 1 - seat;
            let args = Args::new()
                .text("head", head)
                .text("captured", cubes(stack[other], other, lang))
                .text("seat", seat_name(seat, lang))
                .text("held", cubes(board.score(seat) + stack[other], other, lang));
            say(lang, "zhen-carry-goal", args)
        }
    }
}

/// A stack's cubes: "2 red, 1 blue", "1 red", "empty".
pub(crate) fn colours([red, blue]: [u8; 2], lang: Lang) -> String {
    let args = Args::new();
    match (red, blue) {
        (0, 0) => say(lang, "zhen-stack-empty", args),
        (r, 0) => say(lang, "zhen-stack-red", args.number("red", r)),
        (0, b) => say(lang, "zhen-stack-blue", args.number("blue", b)),
        (r, b) => say(
            lang,
            "zhen-stack-both",
            args.number("red", r).number("blue", b),
        ),
    }
}

/// "1 red cube", "3 blue cubes": `n` cubes of `colour`'s seat.
fn cubes(n: u8, colour: Seat, lang: Lang) -> String {
    let args = Args::new().number("n", n).number("seat", colour as f64);
    say(lang, "zhen-cubes", args)
}
