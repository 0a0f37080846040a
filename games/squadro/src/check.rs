//! Why an action is illegal, in plain words naming the rule it breaks.

use cubist_core::Seat;

use crate::{Action, Squadro, Status, FINISHED, LANES, SEAT_NAMES};

/// `None` if `seat` may play `action` now, else the reason in plain words.
pub fn why_illegal(g: &Squadro, seat: Seat, action: Action) -> Option<String> {
    if g.status != Status::Playing {
        return Some("the game is over".into());
    }
    if seat != g.mover {
        return Some(format!("it is {}'s turn", SEAT_NAMES[g.mover]));
    }
    let lane = action.0 as usize;
    if lane >= LANES {
        return Some(format!("there is no lane {}: lanes are 1 to 5", lane + 1));
    }
    if g.progress[seat][lane] == FINISHED {
        return Some(format!(
            "your piece in lane {} is already back home and off the board",
            lane + 1
        ));
    }
    None
}
