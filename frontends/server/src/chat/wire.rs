//! The bodies of chat (docs/server-api.md, "Chat"): what a client sends, the
//! messages it is sent (in replies and on the WebSocket), and the chat part of a
//! finished game's record.

use serde::{Deserialize, Serialize};

use crate::chat::store::ChatMessage;

/// The version of a record's chat part ([`RecordChat::format`]).
pub const CHAT_RECORD_FORMAT: u32 = 1;

/// `POST /api/games/{id}/chat`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChatRequest {
    /// A seat's token; without one, the signed-in account's seat, or else the
    /// spectators' room.
    #[serde(default)]
    pub token: Option<String>,
    pub text: String,
}

/// One message as clients see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// From 1, in the order stored: the same on every instance.
    pub id: u64,
    /// `players` or `spectators`.
    pub room: String,
    /// The writer's seat (from 1), for a seat's message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
    /// The writer's account name; none for a guest's seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub text: String,
    /// When it was stored, ms since the epoch.
    pub at_ms: u64,
}

impl From<&ChatMessage> for ChatLine {
    fn from(m: &ChatMessage) -> ChatLine {
        ChatLine {
            id: m.number,
            room: m.room.word().to_string(),
            seat: m.seat.map(|s| s + 1),
            name: m.name.clone(),
            text: m.text.clone(),
            at_ms: m.at_ms,
        }
    }
}

/// The reply to a message posted: `messages` holds it alone.
#[derive(Debug, Serialize, Deserialize)]
pub struct ChatList {
    pub messages: Vec<ChatLine>,
}

/// `GET /api/games/{id}/chat`: the latest messages the reader may read, and what
/// the reader may do.
#[derive(Debug, Serialize, Deserialize)]
pub struct ChatRead {
    /// The reader's seat (from 1), if it holds one.
    pub seat: Option<usize>,
    /// The room the reader may write in (`players` or `spectators`); none for one
    /// who only reads.
    pub room: Option<String>,
    /// The name the reader's messages carry, if it has an account.
    pub name: Option<String>,
    pub messages: Vec<ChatLine>,
}

/// The chat of a finished game, as its record carries it.
#[derive(Debug, Serialize, Deserialize)]
pub struct RecordChat {
    /// [`CHAT_RECORD_FORMAT`].
    pub format: u32,
    pub messages: Vec<ChatLine>,
}

/// A finished game's record with its chat: the record's own fields, and `chat` where
/// people wrote something. A record reader that knows nothing of chat ignores it.
#[derive(Debug, Serialize)]
pub struct RecordWithChat<'a> {
    #[serde(flatten)]
    pub record: &'a cubist_core::GameRecord,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chat: Option<RecordChat>,
}
