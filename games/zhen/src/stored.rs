//! The serde form of a [`Zhen`] state: its fields as they have always been saved,
//! without the mask of action tiles the rules keep for speed (worked out on loading).

use cubist_core::Seat;
use serde::{Deserialize, Serialize};

use crate::{Board, Status, WindowStep, Zhen, ZhenOptions, MAX_TILES};

#[derive(Clone, Serialize, Deserialize)]
pub(crate) struct Stored {
    options: ZhenOptions,
    board: Board,
    mover: Seat,
    undo: u8,
    plies: u32,
    key: u64,
    window: Vec<WindowStep>,
    since: Board,
    status: Status,
}

impl From<Zhen> for Stored {
    fn from(g: Zhen) -> Self {
        Stored {
            options: g.options,
            board: g.board,
            mover: g.mover,
            undo: g.undo,
            plies: g.plies,
            key: g.key,
            window: g.window,
            since: g.since,
            status: g.status,
        }
    }
}

impl From<Stored> for Zhen {
    fn from(s: Stored) -> Self {
        let mut g = Zhen {
            options: s.options,
            board: s.board,
            mover: s.mover,
            undo: s.undo,
            plies: s.plies,
            key: s.key,
            window: s.window,
            since: s.since,
            status: s.status,
            actions: 0,
        };
        // Fields out of range (never saved by a game) leave no action rather than panic.
        let in_range = g.mover <= 1 && g.board.tiles() <= MAX_TILES && g.undo <= MAX_TILES;
        if g.status == Status::Playing && in_range {
            g.actions = g.action_tiles(g.mover);
        }
        g
    }
}

#[cfg(test)]
mod tests {
    use cubist_core::Game;

    use crate::{Zhen, ZhenOptions};

    #[test]
    fn a_state_read_back_from_json_plays_on_alike() {
        let mut g = Zhen::new(&ZhenOptions::default(), 3);
        let mut legal = Vec::new();
        for ply in 0..40 {
            let back: Zhen = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
            assert_eq!(back, g, "after {ply} actions");
            let Some(seat) = g.to_move().actor() else {
                break;
            };
            g.legal_actions(seat, &mut legal);
            g.play(seat, legal[ply % legal.len()]);
        }
    }
}
