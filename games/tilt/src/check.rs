//! Why an action is illegal, in plain words naming the rule it breaks.
//!
//! Kept apart from move generation (which must be fast) and tested against it: an
//! action passes here exactly when move generation lists it.

use cubist_core::{Args, Phrase, Seat};

use crate::catalogue::phrase;
use crate::geometry::{Dir, Square};
use crate::{Action, Cell, Position, Status, Tilt};

/// `None` if `seat` may play `action` now, else the reason, said later in a reader's
/// language.
pub fn why_illegal(g: &Tilt, seat: Seat, action: Action) -> Option<Phrase> {
    if g.status != Status::Playing {
        return Some(phrase("tilt-over", Args::new()));
    }
    let mover = g.pos.mover();
    if seat != mover {
        return Some(phrase(
            "tilt-turn",
            Args::new().number("seat", mover as f64),
        ));
    }
    broken_rule(&g.pos, action).err()
}

/// Message `id` with the square `sq` as its argument `square`.
fn on(id: &'static str, sq: Square) -> Phrase {
    phrase(id, Args::new().text("square", sq.to_string()))
}

/// Message `id` with no argument.
fn plain(id: &'static str) -> Phrase {
    phrase(id, Args::new())
}

/// `Ok` if the mover may play `action` in `pos`, else the rule it breaks.
fn broken_rule(pos: &Position, action: Action) -> Result<(), Phrase> {
    let g = pos.geo();
    if let Some(sq) = action.squares().find(|&sq| !g.contains(sq)) {
        let args = Args::new()
            .text("square", sq.to_string())
            .number("n", g.size);
        return Err(phrase("tilt-no-square", args));
    }
    let seat = pos.mover();
    let bonus_only = |what: &str| phrase("tilt-bonus-only", Args::new().text("what", what));
    match action {
        Action::End => {
            if pos.bonus.is_none() {
                return Err(plain("tilt-end-early"));
            }
        }
        Action::Place(sq) => {
            if pos.pool(seat) == 0 {
                return Err(plain("tilt-pool-empty"));
            }
            if pos.cell(sq) != Cell::Empty {
                return Err(on("tilt-not-empty", sq));
            }
            if let Some(a) = neighbour(pos, sq, true) {
                return Err(on("tilt-next-to-active", a));
            }
            if !pos.may_place(seat) {
                return Err(plain("tilt-may-not-place"));
            }
        }
        Action::Slide(from, to) => {
            own_cube(pos, from)?;
            if pos.cell(from) != (Cell::Cube { seat, active: true }) {
                return Err(on("tilt-inactive", from));
            }
            if from == to {
                return Err(plain("tilt-zero-slide"));
            }
            let Some(dir) = Dir::between(from, to) else {
                let args = Args::new()
                    .text("from", from.to_string())
                    .text("to", to.to_string());
                return Err(phrase("tilt-not-straight", args));
            };
            let (f, t) = (g.bit(from), g.bit(to));
            let mut c = f;
            while c != t && c != 0 {
                c = g.shift(c, dir);
                if c & pos.occupied() != 0 {
                    return Err(if c == t {
                        on("tilt-slide-onto", to)
                    } else {
                        on("tilt-in-the-way", g.square(c))
                    });
                }
            }
            // Every square before the destination has an empty square ahead (the next
            // one on the path), so only the destination can be in front of an active cube.
            let ahead = g.shift(t, dir);
            if ahead & pos.active != 0 {
                let args = Args::new()
                    .text("to", to.to_string())
                    .text("square", g.square(ahead).to_string());
                return Err(phrase("tilt-in-front", args));
            }
        }
        Action::Activate(sq) => {
            if pos.bonus.is_none() {
                return Err(bonus_only("activate"));
            }
            own_cube(pos, sq)?;
            if pos.cell(sq) == (Cell::Cube { seat, active: true }) {
                return Err(on("tilt-already-active", sq));
            }
            if let Some(n) = neighbour(pos, sq, false) {
                let args = Args::new()
                    .text("square", sq.to_string())
                    .text("other", n.to_string());
                return Err(phrase("tilt-cannot-activate", args));
            }
        }
        Action::PickUp(sq) => {
            if pos.bonus.is_none() {
                return Err(bonus_only("pick-up"));
            }
            own_cube(pos, sq)?;
            if pos.bonus == Some(sq) {
                return Err(on("tilt-just-moved", sq));
            }
        }
    }
    Ok(())
}

/// An error unless the mover has a cube on `sq`.
fn own_cube(pos: &Position, sq: Square) -> Result<(), Phrase> {
    match pos.cell(sq) {
        Cell::Empty => Err(on("tilt-no-cube", sq)),
        Cell::Cube { seat, .. } if seat != pos.mover() => Err(on("tilt-not-yours", sq)),
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
