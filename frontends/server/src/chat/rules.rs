//! The rules of a game's chat: what a message may say, who reads it, and how fast
//! one writer may write.

use std::collections::HashSet;
use std::time::Duration;

use cubist_core::Seat;

use super::store::{ChatMessage, Room};
use crate::error::ApiError;
use crate::words::phrase;

/// The longest message, in characters (Unicode scalar values) after trimming.
pub const MAX_CHAT: usize = 300;
/// Messages one writer (an account, or a guest's seat) may send at once...
pub const CHAT_BURST: u32 = 4;
/// ...then one per this long.
pub const CHAT_EVERY: Duration = Duration::from_secs(2);
/// The most messages a reader is sent at once: the latest ones.
pub const CHAT_HISTORY: usize = 500;

/// A message's text as stored: trimmed, not empty, at most [`MAX_CHAT`] characters,
/// without control characters, line or paragraph separators or bidirectional
/// controls (text only, on one line, that cannot reorder what is shown after it).
pub fn check_text(text: &str) -> Result<String, ApiError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ApiError::bad_request(phrase!("chat-empty")));
    }
    if text.chars().count() > MAX_CHAT {
        return Err(ApiError::bad_request(
            phrase!("chat-too-long"; n = MAX_CHAT as u32),
        ));
    }
    if text.chars().any(|c| c.is_control() || unseen(c)) {
        return Err(ApiError::bad_request(phrase!("chat-one-line")));
    }
    Ok(text.to_string())
}

/// Characters that break a line without being a control character (U+2028, U+2029),
/// or turn the direction of the text shown after them (bidirectional marks, embeddings,
/// overrides and isolates): a message could so pass for another, or for the page's.
fn unseen(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{2028}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// Who reads a game's chat: a seat reads both rooms (its page shows the spectators'
/// only if the player asks), anyone else the spectators' room only; nobody is sent
/// the messages of accounts they block.
#[derive(Clone, Debug, Default)]
pub struct Reader {
    pub seat: Option<Seat>,
    /// The accounts the reader blocks.
    pub hidden: HashSet<String>,
}

impl Reader {
    pub fn sees(&self, m: &ChatMessage) -> bool {
        let room = self.seat.is_some() || m.room == Room::Spectators;
        room && !m
            .account_id
            .as_ref()
            .is_some_and(|a| self.hidden.contains(a))
    }
}

/// Who writes: a seat in the players' room, or a signed-in spectator in the
/// spectators' room.
#[derive(Clone, Debug)]
pub struct Writer {
    pub room: Room,
    pub seat: Option<Seat>,
    /// The account's id and name, if the writer has one.
    pub account: Option<(String, String)>,
}

impl Writer {
    /// What the writer's messages are counted under: the account, or a guest's seat.
    pub fn limit_key(&self, game: &str) -> String {
        match (&self.account, self.seat) {
            (Some((id, _)), _) => format!("a:{id}"),
            (None, seat) => format!("s:{game}:{}", seat.unwrap_or(usize::MAX)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_trimmed_and_bounded_in_characters() {
        assert_eq!(check_text("  hi  ").unwrap(), "hi");
        assert!(check_text("   ").is_err());
        assert!(check_text("").is_err());
        let most = "é".repeat(MAX_CHAT);
        assert_eq!(check_text(&format!(" {most} ")).unwrap(), most);
        assert!(check_text(&"é".repeat(MAX_CHAT + 1)).is_err());
        assert!(check_text("a\nb").is_err());
        assert!(check_text("a\u{7}b").is_err());
    }

    #[test]
    fn text_cannot_break_lines_or_turn_its_direction() {
        for bad in [
            "\u{202E}gnp.exe",
            "a\u{2028}b",
            "a\u{2029}b",
            "\u{2066}x\u{2069}",
            "a\u{200F}",
        ] {
            assert!(check_text(bad).is_err(), "{bad:?}");
        }
        assert_eq!(check_text("שלום hello").unwrap(), "שלום hello");
    }

    #[test]
    fn spectators_read_only_their_room_and_nobody_reads_whom_they_block() {
        let message = |room, account: &str| ChatMessage {
            number: 1,
            room,
            seat: None,
            account_id: Some(account.into()),
            name: None,
            text: "x".into(),
            at_ms: 0,
        };
        let spectator = Reader::default();
        assert!(!spectator.sees(&message(Room::Players, "a")));
        assert!(spectator.sees(&message(Room::Spectators, "a")));
        let seat = Reader {
            seat: Some(0),
            hidden: ["b".to_string()].into(),
        };
        assert!(seat.sees(&message(Room::Players, "a")));
        assert!(seat.sees(&message(Room::Spectators, "a")));
        assert!(!seat.sees(&message(Room::Players, "b")));
    }
}
