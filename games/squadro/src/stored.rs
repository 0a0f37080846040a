//! The serde form of a [`Squadro`] state: its fields as they have always been saved,
//! without the caches the rules keep for speed (rebuilt on loading).

use serde::{Deserialize, Serialize};

use crate::history::History;
use crate::{Seat, Squadro, SquadroOptions, Status, LANES};

#[derive(Clone, Serialize, Deserialize)]
pub(crate) struct Stored {
    options: SquadroOptions,
    progress: [[u8; LANES]; 2],
    mover: Seat,
    history: Vec<u64>,
    last_sent_back: [usize; 2],
    status: Status,
}

impl From<Squadro> for Stored {
    fn from(g: Squadro) -> Self {
        let (keys, last_sent_back) = g.history.parts();
        Stored {
            history: keys.to_vec(),
            last_sent_back,
            options: g.options,
            progress: g.progress,
            mover: g.mover,
            status: g.status,
        }
    }
}

impl From<Stored> for Squadro {
    fn from(s: Stored) -> Self {
        Squadro::assemble(
            s.options,
            s.progress,
            s.mover,
            History::from_parts(s.history, s.last_sent_back),
            s.status,
        )
    }
}
