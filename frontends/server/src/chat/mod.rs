//! Chat in a game (docs/server-api.md, "Chat"): two rooms, the seats' and the
//! spectators'. Messages are only what people typed: the server adds nothing of the
//! game to them. Each is stored before anyone is sent it, and every instance sends its
//! sockets the messages it reads from the database, in their order, once each (see
//! `live.rs`). The rules on text and on who reads what are in `rules.rs`, the
//! endpoints in [`api`], the bodies in [`wire`].

pub mod api;
pub mod live;
mod rules;
pub mod store;
pub mod wire;

pub use live::{whole_chat, Chat};
pub use rules::{check_text, Reader, Writer, CHAT_BURST, CHAT_EVERY, CHAT_HISTORY, MAX_CHAT};
