//! What crosses a game's WebSocket, version 1 (docs/server-api.md, "WebSocket").

use serde::{Deserialize, Serialize};

use crate::chat::wire::ChatLine;

/// What a WebSocket client sends.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    Action {
        action: String,
        ply: Option<usize>,
        /// The thinking time the client measured (see `ActionRequest::think_ms`).
        #[serde(default)]
        think_ms: Option<u64>,
    },
    /// Ask for a hint (only against the computer).
    Hint,
    /// Take back the sender's last action (only against the computer, where the
    /// game allows it).
    Undo {
        ply: Option<usize>,
    },
    /// End the game unrated, before every seat has made its first move.
    Abort {
        ply: Option<usize>,
    },
    Resign {
        ply: Option<usize>,
    },
    /// Offer a draw, or accept the standing offer.
    Draw {
        ply: Option<usize>,
    },
    /// Decline the other person's standing draw offer.
    DeclineDraw {
        ply: Option<usize>,
    },
    Leave {
        ply: Option<usize>,
    },
    Claim {
        ply: Option<usize>,
        #[serde(default)]
        draw: bool,
    },
    /// Send the whole view again (a client that missed something, or has waited too
    /// long).
    Sync,
    /// Offer a rematch of the finished game, or accept the others' offers (see
    /// `POST /api/games/{id}/rematch`).
    Rematch,
    /// Decline the others' rematch offers (see `POST /api/games/{id}/rematch/decline`).
    DeclineRematch,
    /// Write in the game's chat, as `POST /api/games/{id}/chat` does: a seat's socket
    /// in the players' room, a signed-in spectator's in the spectators' room.
    Chat {
        text: String,
    },
}

/// What the server sends on a WebSocket: each message carries the game's event
/// number when it was sent.
#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage<'a> {
    View {
        event: u64,
        view: &'a cubist_session::MatchView,
    },
    Hint {
        event: u64,
        action: String,
        clicks: Vec<String>,
        /// The exact value from the endgame tables, when they hold the position.
        #[serde(skip_serializing_if = "Option::is_none")]
        verdict: Option<String>,
    },
    Error {
        event: u64,
        status: u16,
        /// What went wrong, in the socket's language.
        error: String,
        /// Its stable id, the same in every language (as an HTTP error's `code`).
        code: &'static str,
    },
    /// A finished game's rematch: the seats (from 1) that offered, and once all
    /// human seats have, the new game and `seats`, where `seats[i]` is the new seat
    /// (from 1) of old seat `i + 1` (each old token opens its new seat).
    Rematch {
        event: u64,
        offered: Vec<usize>,
        #[serde(skip_serializing_if = "Option::is_none")]
        game_id: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        seats: Option<Vec<usize>>,
    },
    /// Chat messages the socket's reader may read, oldest first: the latest ones when
    /// the socket opens, then each new one as it is stored.
    Chat {
        event: u64,
        messages: &'a [ChatLine],
    },
}
