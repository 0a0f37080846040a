//! Squadro's moves in words, for people following a game: which piece moves, from
//! where to where, and what follows (pieces sent back, a turn at the far side, a
//! piece home, the end of the game). Worked out by playing the move on a copy; each
//! part is a message of the catalogue, said in the reader's language.

use cubist_core::{and_list, Args, Game, Lang, Seat};

use crate::catalogue::{say, seat_name};
use crate::{geometry, Action, Squadro, FINISHED, LANES, TO_WIN, TURNED};

/// `seat` moving its piece in `lane`, said of the position before the move in `lang`.
pub(crate) fn describe(game: &Squadro, seat: Seat, lane: Action, lang: Lang) -> String {
    let l = lane.0 as usize;
    let mut after = game.clone();
    after.play(seat, lane);
    let (from, to) = (game.progress()[seat][l], after.progress()[seat][l]);
    let mut clauses = Vec::new();
    if let Some(sent) = sent_back(game, &after, 1 - seat, lang) {
        clauses.push(sent);
    }
    match to {
        TURNED => clauses.push(say(lang, "squadro-turns-back", Args::new())),
        FINISHED if after.outcome().is_none() => {
            let args = Args::new()
                .number("home", after.finished(seat) as f64)
                .number("needed", TO_WIN as f64)
                .text("seat", seat_name(seat, lang));
            clauses.push(say(lang, "squadro-home-counted", args));
        }
        FINISHED => clauses.push(say(lang, "squadro-home", Args::new())),
        _ => {}
    }
    let args = Args::new()
        .text("seat", seat_name(seat, lang))
        .number("lane", (l + 1) as f64)
        .number("squares", f64::from(to - from))
        .text("from", place(seat, l, from))
        .text("to", place(seat, l, to));
    let mut text = say(lang, "squadro-move", args);
    for clause in clauses {
        text.push_str(", ");
        text.push_str(&clause);
    }
    if let Some(outcome) = after.outcome() {
        text.push_str(": ");
        text.push_str(&outcome.describe(|s| seat_name(s, lang), lang));
    }
    text
}

/// The square (e.g. "c4") of the piece of `side` in `lane` at progress `p`; a finished
/// piece is named by its home square, where it left the board.
fn place(side: Seat, lane: usize, p: u8) -> String {
    let (x, y) = geometry::square(side, lane, geometry::cell(p));
    format!("{}{}", (b'a' + x) as char, y + 1)
}

/// The pieces of `side` the move sent back, in words ("sending Dark's lane-3 piece
/// back to its start"), or `None` if it sent none back.
fn sent_back(before: &Squadro, after: &Squadro, side: Seat, lang: Lang) -> Option<String> {
    let moved: Vec<usize> = (0..LANES)
        .filter(|&l| before.progress()[side][l] != after.progress()[side][l])
        .collect();
    if moved.is_empty() {
        return None;
    }
    let landed_on = |p: u8| -> Vec<usize> {
        moved
            .iter()
            .copied()
            .filter(|&l| after.progress()[side][l] == p)
            .collect()
    };
    let groups: Vec<String> = [
        (landed_on(0), "squadro-back-to-start"),
        (landed_on(TURNED), "squadro-back-to-far"),
    ]
    .into_iter()
    .filter(|(lanes, _)| !lanes.is_empty())
    .map(|(lanes, id)| group(&lanes, id, lang))
    .collect();
    let groups = match groups.as_slice() {
        [first, second] => {
            let args = Args::new()
                .text("first", first.as_str())
                .text("second", second.as_str());
            say(lang, "squadro-and-its", args)
        }
        _ => groups.concat(),
    };
    let args = Args::new()
        .text("seat", seat_name(side, lang))
        .text("groups", groups);
    Some(say(lang, "squadro-sending", args))
}

/// "lane-3 piece back to its start", "lane-2 and lane-4 pieces back to the far side".
fn group(lanes: &[usize], id: &str, lang: Lang) -> String {
    let names: Vec<String> = lanes
        .iter()
        .map(|l| {
            say(
                lang,
                "squadro-lane-name",
                Args::new().number("lane", (l + 1) as f64),
            )
        })
        .collect();
    let args = Args::new()
        .number("count", lanes.len() as f64)
        .text("lanes", and_list(&names, lang));
    say(lang, id, args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DARK, LIGHT};

    #[test]
    fn squares_are_named_as_on_the_board() {
        assert_eq!(place(LIGHT, 1, 0), "c1");
        assert_eq!(place(LIGHT, 1, TURNED), "c7");
        assert_eq!(place(DARK, 0, 3), "d2");
        assert_eq!(place(DARK, 0, FINISHED), "g2");
    }
}
