//! Why an action is illegal, in words that name the rule.

use cubist_core::{Args, Phrase, Seat};

use crate::catalogue::phrase;
use crate::{Action, Landing, Status, Zhen};

/// `None` if `seat` may play `action` now, else the reason, said later in a reader's
/// language.
pub fn why_illegal(g: &Zhen, seat: Seat, action: Action) -> Option<Phrase> {
    if g.status() != Status::Playing {
        return Some(phrase("zhen-over", Args::new()));
    }
    if seat != g.mover() {
        let args = Args::new()
            .number("mover", g.mover() as f64)
            .number("seat", seat as f64);
        return Some(phrase("zhen-turn", args));
    }
    let tiles = g.options.tiles;
    let tile = match action {
        Action::Place(t) | Action::Move(t) => t,
    };
    if tile == 0 || tile > tiles {
        let args = Args::new().number("tile", tile).number("tiles", tiles);
        return Some(phrase("zhen-no-tile", args));
    }
    let b = g.board();
    let t = tile as usize;
    let on_tile = || Args::new().number("tile", tile);
    let opponent = || on_tile().number("opponent", (1 - seat) as f64);
    match action {
        Action::Place(_) => {
            if b.reserve(seat) == 0 {
                Some(phrase("zhen-reserve-empty", Args::new()))
            } else if !b.is_empty_tile(t) {
                Some(phrase("zhen-tile-taken", on_tile()))
            } else {
                None
            }
        }
        Action::Move(_) => {
            let own = b.count(t, seat);
            if own == 0 {
                return Some(if b.is_empty_tile(t) {
                    phrase("zhen-tile-empty", on_tile())
                } else {
                    phrase("zhen-not-yours", on_tile())
                });
            }
            match b.landing(seat, t) {
                Landing::Overshoot => {
                    Some(phrase("zhen-overshoot", on_tile().number("steps", own)))
                }
                Landing::Goal if b.count(t, 1 - seat) == 0 => {
                    Some(phrase("zhen-no-capture", opponent()))
                }
                _ if g.undo_tile() == Some(tile) => Some(phrase("zhen-undo", opponent())),
                _ => None,
            }
        }
    }
}
