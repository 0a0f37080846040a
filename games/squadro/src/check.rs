//! Why an action is illegal, in plain words naming the rule it breaks.

use cubist_core::{Args, Phrase, Seat};

use crate::catalogue::phrase;
use crate::{Action, Squadro, Status, FINISHED, LANES};

/// `None` if `seat` may play `action` now, else the reason in plain words.
pub fn why_illegal(g: &Squadro, seat: Seat, action: Action) -> Option<Phrase> {
    if g.status != Status::Playing {
        return Some(phrase("squadro-over", Args::new()));
    }
    if seat != g.mover {
        let args = Args::new().number("seat", g.mover as f64);
        return Some(phrase("squadro-turn", args));
    }
    let lane = Args::new().number("lane", f64::from(action.0) + 1.0);
    if action.0 as usize >= LANES {
        return Some(phrase("squadro-no-lane", lane));
    }
    if g.progress[seat][action.0 as usize] == FINISHED {
        return Some(phrase("squadro-lane-done", lane));
    }
    None
}
