//! Tilt's actions in words, for people following a game: what is placed or slid
//! where, which cubes are knocked over, whether the moved cube stands active or earns
//! a bonus move, and the end of the game. Worked out by playing the action on a copy.

use cubist_core::{Game, Seat};

use crate::{Action, Cell, Square, Tilt};

/// `seat`'s `action`, said of the position before it.
pub(crate) fn describe(game: &Tilt, seat: Seat, action: Action) -> String {
    let mut after = game.clone();
    after.play(seat, action);
    let name = game.seat_name(seat);
    let mut text = match action {
        Action::Place(sq) => format!("{name} places a cube on {sq}"),
        Action::Slide(from, to) => format!("{name} slides its cube from {from} to {to}"),
        Action::Activate(sq) => format!("{name} turns its cube on {sq} active again"),
        Action::PickUp(sq) => format!("{name} picks up its cube on {sq} into its pool"),
        Action::End => format!("{name} ends its turn without using its bonus move"),
    };
    if game.position().bonus().is_some() && action != Action::End {
        text.push_str(" as its bonus move");
    }
    text.push_str(&follows(game, &after, seat, action));
    if let Some(outcome) = after.outcome() {
        text.push_str(": ");
        text.push_str(&outcome.describe(|s| game.seat_name(s)));
    }
    text
}

/// The last action in words, as the move list says it ("Light slides its cube from
/// a5 to a4 and it stands active again"), or None before the first.
pub(crate) fn last_action(game: &Tilt) -> Option<String> {
    let (before, seat, action) = game.before_last()?;
    Some(describe(&before, seat, action))
}

/// What follows from a placement or a slide, to end its sentence.
fn follows(before: &Tilt, after: &Tilt, seat: Seat, action: Action) -> String {
    match action {
        Action::Place(sq) if is_active(after, sq) => {
            ", where it stands active, with no cube beside it".to_string()
        }
        Action::Place(_) => ", where it lies inactive, as a cube is beside it".to_string(),
        Action::Slide(_, to) => {
            let landing = if after.position().bonus().is_none() {
                "it stands active again"
            } else if before.position().bonus().is_some() {
                "it lies inactive beside a cube, earning another bonus move"
            } else {
                "it lies inactive beside a cube, earning a bonus move"
            };
            match knocked_over(before, after, seat, to) {
                Some(knocked) => format!(", {knocked}, and {landing}"),
                None => format!(" and {landing}"),
            }
        }
        _ => String::new(),
    }
}

fn is_active(game: &Tilt, sq: Square) -> bool {
    matches!(game.position().cell(sq), Cell::Cube { active: true, .. })
}

/// The cubes the slide to `to` turned from active to inactive, in words ("knocking
/// over Dark's cube on d5 and its own cube on b4"), or `None`.
fn knocked_over(before: &Tilt, after: &Tilt, seat: Seat, to: Square) -> Option<String> {
    let size = before.position().size();
    let squares = (0..size).flat_map(|file| (0..size).map(move |rank| Square::new(file, rank)));
    let mut by_owner: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    for sq in squares.filter(|&sq| sq != to) {
        let was = before.position().cell(sq);
        let is = after.position().cell(sq);
        if let (
            Cell::Cube {
                seat: owner,
                active: true,
            },
            Cell::Cube { active: false, .. },
        ) = (was, is)
        {
            by_owner[owner].push(sq.to_string());
        }
    }
    let other = 1 - seat;
    let groups: Vec<String> = [
        (&by_owner[other], format!("{}'s", before.seat_name(other))),
        (&by_owner[seat], "its own".to_string()),
    ]
    .into_iter()
    .filter(|(squares, _)| !squares.is_empty())
    .map(|(squares, whose)| {
        let cubes = if squares.len() == 1 { "cube" } else { "cubes" };
        format!("{whose} {cubes} on {}", and_list(squares))
    })
    .collect();
    (!groups.is_empty()).then(|| format!("knocking over {}", groups.join(" and ")))
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
