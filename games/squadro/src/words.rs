//! Squadro's moves in words, for people following a game: which piece moves, from
//! where to where, and what follows (pieces sent back, a turn at the far side, a
//! piece home, the end of the game). Worked out by playing the move on a copy.

use cubist_core::{Game, Seat};

use crate::{geometry, Action, Squadro, FINISHED, LANES, TURNED};

/// `seat` moving its piece in `lane`, said of the position before the move.
pub(crate) fn describe(game: &Squadro, seat: Seat, lane: Action) -> String {
    let l = lane.0 as usize;
    let mut after = game.clone();
    after.play(seat, lane);
    let (from, to) = (game.progress()[seat][l], after.progress()[seat][l]);
    let mut clauses = Vec::new();
    if let Some(sent) = sent_back(game, &after, 1 - seat) {
        clauses.push(sent);
    }
    match to {
        TURNED => clauses.push("reaching the far side, where it turns back".to_string()),
        FINISHED if after.outcome().is_none() => clauses.push(format!(
            "bringing it home ({} of the 4 {} needs)",
            after.finished(seat),
            game.seat_name(seat)
        )),
        FINISHED => clauses.push("bringing it home".to_string()),
        _ => {}
    }
    let mut text = format!(
        "{} moves its lane-{} piece {} from {} to {}",
        game.seat_name(seat),
        l + 1,
        squares(to - from),
        place(seat, l, from),
        place(seat, l, to)
    );
    for clause in clauses {
        text.push_str(", ");
        text.push_str(&clause);
    }
    if let Some(outcome) = after.outcome() {
        text.push_str(": ");
        text.push_str(&outcome.describe(|s| game.seat_name(s)));
    }
    text
}

/// "1 square", "3 squares".
fn squares(n: u8) -> String {
    if n == 1 {
        "1 square".into()
    } else {
        format!("{n} squares")
    }
}

/// The square (e.g. "c4") of the piece of `side` in `lane` at progress `p`; a finished
/// piece is named by its home square, where it left the board.
fn place(side: Seat, lane: usize, p: u8) -> String {
    let (x, y) = geometry::square(side, lane, geometry::cell(p));
    format!("{}{}", (b'a' + x) as char, y + 1)
}

/// The pieces of `side` the move sent back, in words ("sending Dark's lane-3 piece
/// back to its start"), or `None` if it sent none back.
fn sent_back(before: &Squadro, after: &Squadro, side: Seat) -> Option<String> {
    let moved: Vec<usize> = (0..LANES)
        .filter(|&l| before.progress()[side][l] != after.progress()[side][l])
        .collect();
    if moved.is_empty() {
        return None;
    }
    let to_start: Vec<usize> = moved
        .iter()
        .copied()
        .filter(|&l| after.progress()[side][l] == 0)
        .collect();
    let to_far: Vec<usize> = moved
        .iter()
        .copied()
        .filter(|&l| after.progress()[side][l] == TURNED)
        .collect();
    let name = before.seat_name(side);
    let groups: Vec<String> = [(to_start, "start"), (to_far, "far side")]
        .into_iter()
        .filter(|(lanes, _)| !lanes.is_empty())
        .map(|(lanes, whither)| group(&lanes, whither))
        .collect();
    Some(format!("sending {name}'s {}", groups.join(" and its ")))
}

/// "lane-3 piece back to its start", "lane-2 and lane-4 pieces back to the far side".
fn group(lanes: &[usize], whither: &str) -> String {
    let names: Vec<String> = lanes.iter().map(|l| format!("lane-{}", l + 1)).collect();
    let (pieces, its) = if lanes.len() == 1 {
        ("piece", "its")
    } else {
        ("pieces", "their")
    };
    let whither = if whither == "start" {
        format!("{its} start")
    } else {
        "the far side".to_string()
    };
    format!("{} {pieces} back to {whither}", and_list(&names))
}

/// "a", "a and b", "a, b and c".
pub(crate) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
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
