//! Why an action is illegal, in words that name the rule.

use cubist_core::Seat;

use crate::{Action, Landing, Status, Zhen, SEAT_NAMES};

/// `None` if `seat` may play `action` now, else the reason in plain words.
pub fn why_illegal(g: &Zhen, seat: Seat, action: Action) -> Option<String> {
    if g.status() != Status::Playing {
        return Some("the game is over".into());
    }
    if seat != g.mover() {
        return Some(format!(
            "it is {}'s turn, not {}'s",
            SEAT_NAMES[g.mover()],
            SEAT_NAMES.get(seat).unwrap_or(&"that player's")
        ));
    }
    let tiles = g.options.tiles;
    let tile = match action {
        Action::Place(t) | Action::Move(t) => t,
    };
    if tile == 0 || tile > tiles {
        return Some(format!(
            "there is no tile {tile}: the tiles are 1 to {tiles}"
        ));
    }
    let b = g.board();
    let t = tile as usize;
    let opponent = SEAT_NAMES[1 - seat];
    match action {
        Action::Place(_) => {
            if b.reserve(seat) == 0 {
                Some("your reserve is empty: you have no cube left to place".into())
            } else if !b.is_empty_tile(t) {
                Some(format!(
                    "tile {tile} is not empty: a cube may be placed only on an empty tile"
                ))
            } else {
                None
            }
        }
        Action::Move(_) => {
            let own = b.count(t, seat);
            if own == 0 {
                return Some(if b.is_empty_tile(t) {
                    format!("tile {tile} is empty: there is nothing to move")
                } else {
                    format!(
                        "tile {tile} holds none of your cubes: you may move only a stack with at least one of your cubes"
                    )
                });
            }
            match b.landing(seat, t) {
                Landing::Overshoot => Some(format!(
                    "the stack on tile {tile} must move {own} steps, which would pass your goal: a stack enters the goal only with the exact count"
                )),
                Landing::Goal if b.count(t, 1 - seat) == 0 => Some(format!(
                    "the stack on tile {tile} holds no {opponent} cube: you may move cubes into your goal only to capture"
                )),
                _ if g.undo_tile() == Some(tile) => Some(format!(
                    "moving tile {tile} would undo {opponent}'s last move, which is not allowed"
                )),
                _ => None,
            }
        }
    }
}
