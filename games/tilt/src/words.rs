//! Tilt's actions in words, for people following a game: what is placed or slid
//! where, which cubes are knocked over, whether the moved cube stands active or earns
//! a bonus move, and the end of the game. Worked out by playing the action on a copy;
//! each part is a message of the catalogue, said in `lang`.

use cubist_core::{and_list, Args, Game, Lang, Seat};

use crate::catalogue::{say, seat_name};
use crate::{Action, Cell, Square, Tilt};

/// `seat`'s `action`, said of the position before it.
pub(crate) fn describe(game: &Tilt, seat: Seat, action: Action, lang: Lang) -> String {
    let mut after = game.clone();
    after.play(seat, action);
    let name = Args::new().text("seat", seat_name(seat, lang));
    let square = |sq: Square| name.clone().text("square", sq.to_string());
    let mut text = match action {
        Action::Place(sq) => say(lang, "tilt-place", square(sq)),
        Action::Slide(from, to) => {
            let args = name
                .clone()
                .text("from", from.to_string())
                .text("to", to.to_string());
            say(lang, "tilt-slide", args)
        }
        Action::Activate(sq) => say(lang, "tilt-activate", square(sq)),
        Action::PickUp(sq) => say(lang, "tilt-pick-up", square(sq)),
        Action::End => say(lang, "tilt-end", name.clone()),
    };
    if game.position().bonus().is_some() && action != Action::End {
        text = say(lang, "tilt-as-bonus", Args::new().text("action", text));
    }
    text = follows(game, &after, seat, action, text, lang);
    if let Some(outcome) = after.outcome() {
        text.push_str(": ");
        text.push_str(&outcome.describe(|s| seat_name(s, lang), lang));
    }
    text
}

/// The last action in words, as the move list says it ("Light slides its cube from
/// a5 to a4 and it stands active again"), or None before the first.
pub(crate) fn last_action(game: &Tilt, lang: Lang) -> Option<String> {
    let (before, seat, action) = game.before_last()?;
    Some(describe(&before, seat, action, lang))
}

/// The sentence `text` of a placement or a slide, ended by what follows from it.
fn follows(
    before: &Tilt,
    after: &Tilt,
    seat: Seat,
    action: Action,
    text: String,
    lang: Lang,
) -> String {
    let args = Args::new().text("action", text.as_str());
    match action {
        Action::Place(sq) if is_active(after, sq) => say(lang, "tilt-where-active", args),
        Action::Place(_) => say(lang, "tilt-where-inactive", args),
        Action::Slide(_, to) => {
            let landing = if after.position().bonus().is_none() {
                "tilt-stands-active"
            } else if before.position().bonus().is_some() {
                "tilt-earns-another"
            } else {
                "tilt-earns-bonus"
            };
            let args = args.text("landing", say(lang, landing, Args::new()));
            match knocked_over(before, after, seat, to, lang) {
                Some(knocked) => say(lang, "tilt-slide-knocking", args.text("knocked", knocked)),
                None => say(lang, "tilt-slide-landing", args),
            }
        }
        _ => text,
    }
}

fn is_active(game: &Tilt, sq: Square) -> bool {
    matches!(game.position().cell(sq), Cell::Cube { active: true, .. })
}

/// The cubes the slide to `to` turned from active to inactive, in words ("knocking
/// over Dark's cube on d5 and its own cube on b4"), or `None`.
fn knocked_over(before: &Tilt, after: &Tilt, seat: Seat, to: Square, lang: Lang) -> Option<String> {
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
    let theirs = Args::new().text("seat", seat_name(other, lang));
    let groups: Vec<String> = [
        (&by_owner[other], "tilt-knocked-theirs", theirs),
        (&by_owner[seat], "tilt-knocked-own", Args::new()),
    ]
    .into_iter()
    .filter(|(squares, _, _)| !squares.is_empty())
    .map(|(squares, id, args)| {
        let args = args
            .number("count", squares.len() as f64)
            .text("squares", and_list(squares, lang));
        say(lang, id, args)
    })
    .collect();
    (!groups.is_empty()).then(|| {
        let args = Args::new().text("groups", and_list(&groups, lang));
        say(lang, "tilt-knocking", args)
    })
}
