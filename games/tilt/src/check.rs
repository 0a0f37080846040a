//! Why an action is illegal, in plain words naming the rule it breaks.
//!
//! Kept apart from move generation (which must be fast) and tested against it: an
//! action passes here exactly when move generation lists it.

use cubist_core::Seat;

use crate::geometry::{Dir, Square};
use crate::{Action, Cell, Position, Status, Tilt, SEAT_NAMES};

/// `None` if `seat` may play `action` now, else the reason in plain words.
pub fn why_illegal(g: &Tilt, seat: Seat, action: Action) -> Option<String> {
    if g.status != Status::Playing {
        return Some("the game is over".into());
    }
    let mover = g.pos.mover();
    if seat != mover {
        return Some(format!("it is {}'s turn", SEAT_NAMES[mover]));
    }
    broken_rule(&g.pos, action).err()
}

/// `Ok` if the mover may play `action` in `pos`, else the rule it breaks.
fn broken_rule(pos: &Position, action: Action) -> Result<(), String> {
    let g = pos.geo();
    if let Some(sq) = action.squares().find(|&sq| !g.contains(sq)) {
        let n = g.size;
        return Err(format!("there is no square {sq} on a {n}×{n} board"));
    }
    let seat = pos.mover();
    let bonus_only = |what: &str| {
        format!(
            "{what} is a bonus move: it is allowed only after a slide that left your cube \
             inactive; now you must place or slide a cube"
        )
    };
    match action {
        Action::End => {
            if pos.bonus.is_none() {
                return Err(
                    "you may end your turn early only while a bonus move is pending; \
                     now you must place or slide a cube"
                        .into(),
                );
            }
        }
        Action::Place(sq) => {
            if pos.pool(seat) == 0 {
                return Err("you have no cube left in your pool to place".into());
            }
            if pos.cell(sq) != Cell::Empty {
                return Err(format!("{sq} is not empty"));
            }
            if let Some(a) = neighbour(pos, sq, true) {
                return Err(format!(
                    "you may not place next to an active cube (the one on {a})"
                ));
            }
            if !pos.may_place(seat) {
                return Err(
                    "you may place a cube only while you have an active cube that \
                     can slide (unless you have no cube on the board)"
                        .into(),
                );
            }
        }
        Action::Slide(from, to) => {
            own_cube(pos, from)?;
            if pos.cell(from) != (Cell::Cube { seat, active: true }) {
                return Err(format!(
                    "the cube on {from} is inactive: only active cubes can slide"
                ));
            }
            if from == to {
                return Err("a slide must move the cube at least one square".into());
            }
            let Some(dir) = Dir::between(from, to) else {
                return Err(format!(
                    "a slide goes straight along a file or a rank, and {from} and {to} \
                     share neither"
                ));
            };
            let (f, t) = (g.bit(from), g.bit(to));
            let mut c = f;
            while c != t && c != 0 {
                c = g.shift(c, dir);
                if c & pos.occupied() != 0 {
                    let on = g.square(c);
                    return Err(if c == t {
                        format!("{to} is not empty: a cube slides only onto empty squares")
                    } else {
                        format!(
                            "the cube on {on} is in the way: a sliding cube cannot pass \
                             through another cube"
                        )
                    });
                }
            }
            // Every square before the destination has an empty square ahead (the next
            // one on the path), so only the destination can be in front of an active cube.
            let ahead = g.shift(t, dir);
            if ahead & pos.active != 0 {
                return Err(format!(
                    "you may not enter {to}: it is the square in front of the active cube \
                     on {}",
                    g.square(ahead)
                ));
            }
        }
        Action::Activate(sq) => {
            if pos.bonus.is_none() {
                return Err(bonus_only("activating a cube"));
            }
            own_cube(pos, sq)?;
            if pos.cell(sq) == (Cell::Cube { seat, active: true }) {
                return Err(format!("the cube on {sq} is already active"));
            }
            if let Some(n) = neighbour(pos, sq, false) {
                return Err(format!(
                    "the cube on {sq} cannot be activated: it touches the cube on {n}, and an \
                     active cube may not touch any other cube"
                ));
            }
        }
        Action::PickUp(sq) => {
            if pos.bonus.is_none() {
                return Err(bonus_only("picking up a cube"));
            }
            own_cube(pos, sq)?;
            if pos.bonus == Some(sq) {
                return Err(format!(
                    "the cube on {sq} was just moved by the slide that earned this bonus, so \
                     it cannot be picked up now"
                ));
            }
        }
    }
    Ok(())
}

/// An error unless the mover has a cube on `sq`.
fn own_cube(pos: &Position, sq: Square) -> Result<(), String> {
    match pos.cell(sq) {
        Cell::Empty => Err(format!("there is no cube on {sq}")),
        Cell::Cube { seat, .. } if seat != pos.mover() => {
            Err(format!("the cube on {sq} is not yours"))
        }
        Cell::Cube { .. } => Ok(()),
    }
}

/// A square beside `sq` holding a cube (an active one if `active_only`).
fn neighbour(pos: &Position, sq: Square, active_only: bool) -> Option<Square> {
    let g = pos.geo();
    let set = if active_only {
        pos.active
    } else {
        pos.occupied()
    };
    let hits = g.neighbours(g.bit(sq)) & set;
    (hits != 0).then(|| g.square(hits & hits.wrapping_neg()))
}
