//! A game's chat in the database (`chat_messages`): each message numbered from 1 in
//! the order stored, under the game row's lock, and announced (`ID EVENTS PLY chat`)
//! from its own transaction, so every instance reads it before it hears of it.

use std::collections::HashSet;

use sqlx::any::AnyRow;
use sqlx::Row;

use crate::store::rows::{notify, to_i64};
use crate::store::{SqlStore, StoreError};

/// The most messages a game stores in each room: a game's chat cannot grow the
/// database without end, whatever the number of writers or instances, and the
/// spectators filling theirs never silence the players in their own.
pub const MAX_ROOM_CHAT: u64 = 1_000;

/// Which room a message is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Room {
    /// The seats' room.
    Players,
    /// Everyone watching.
    Spectators,
}

impl Room {
    pub fn word(self) -> &'static str {
        match self {
            Room::Players => "players",
            Room::Spectators => "spectators",
        }
    }

    fn from_word(word: &str) -> Option<Room> {
        match word {
            "players" => Some(Room::Players),
            "spectators" => Some(Room::Spectators),
            _ => None,
        }
    }
}

/// A message to store.
#[derive(Clone, Debug)]
pub struct NewChat<'a> {
    pub game: &'a str,
    pub room: Room,
    /// The writer's seat (from 0), for a seat's message.
    pub seat: Option<usize>,
    /// The writer's account, if signed in.
    pub account_id: Option<&'a str>,
    pub name: Option<&'a str>,
    pub text: &'a str,
    pub now_ms: u64,
}

/// A stored message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatMessage {
    /// From 1, in the order stored.
    pub number: u64,
    pub room: Room,
    pub seat: Option<usize>,
    pub account_id: Option<String>,
    pub name: Option<String>,
    pub text: String,
    pub at_ms: u64,
}

impl SqlStore {
    /// Store a message; returns its number, or `None` (storing nothing) when its room
    /// already holds [`MAX_ROOM_CHAT`] messages. Announced to other instances.
    pub async fn post_chat(&self, c: NewChat<'_>) -> Result<Option<u64>, StoreError> {
        let mut tx = self.pool.begin().await?;
        // The game row's lock: one number at a time per game, on every instance.
        let locked = sqlx::query("UPDATE games SET events = events WHERE id = $1")
            .bind(c.game)
            .execute(&mut *tx)
            .await?;
        if locked.rows_affected() != 1 {
            return Err(StoreError::Corrupt(c.game.into(), "no such game".into()));
        }
        let row = sqlx::query(
            "SELECT g.events, g.ply, (SELECT COALESCE(MAX(number), 0) FROM chat_messages \
             WHERE game_id = $1) AS last, (SELECT COUNT(*) FROM chat_messages \
             WHERE game_id = $1 AND room = $2) AS in_room FROM games g WHERE g.id = $1",
        )
        .bind(c.game)
        .bind(c.room.word())
        .fetch_one(&mut *tx)
        .await?;
        let last = row.try_get::<i64, _>("last")?.max(0) as u64;
        let in_room = row.try_get::<i64, _>("in_room")?.max(0) as u64;
        if in_room >= MAX_ROOM_CHAT {
            tx.rollback().await?;
            return Ok(None);
        }
        let number = last + 1;
        sqlx::query(
            "INSERT INTO chat_messages (game_id, number, room, seat, account_id, name, body, \
             created_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(c.game)
        .bind(number as i64)
        .bind(c.room.word())
        .bind(c.seat.map(to_i64))
        .bind(c.account_id)
        .bind(c.name)
        .bind(c.text)
        .bind(c.now_ms as i64)
        .execute(&mut *tx)
        .await?;
        if self.postgres {
            let events: i64 = row.try_get("events")?;
            let ply: i64 = row.try_get("ply")?;
            notify(&mut *tx, &format!("{} {events} {ply} chat", c.game)).await?;
        }
        tx.commit().await?;
        Ok(Some(number))
    }

    /// A game's messages numbered above `after`, in order: the first `limit` of them.
    pub async fn chat_after(
        &self,
        game: &str,
        after: u64,
        limit: usize,
    ) -> Result<Vec<ChatMessage>, StoreError> {
        let rows = sqlx::query(
            "SELECT number, room, seat, account_id, name, body, created_ms FROM chat_messages \
             WHERE game_id = $1 AND number > $2 ORDER BY number LIMIT $3",
        )
        .bind(game)
        .bind(after.min(i64::MAX as u64) as i64)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| message_of(game, r)).collect()
    }

    /// The latest `limit` messages of one room of a game, oldest first.
    pub async fn chat_latest(
        &self,
        game: &str,
        room: Room,
        limit: usize,
    ) -> Result<Vec<ChatMessage>, StoreError> {
        let rows = sqlx::query(
            "SELECT number, room, seat, account_id, name, body, created_ms FROM chat_messages \
             WHERE game_id = $1 AND room = $2 ORDER BY number DESC LIMIT $3",
        )
        .bind(game)
        .bind(room.word())
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut latest = rows
            .iter()
            .map(|r| message_of(game, r))
            .collect::<Result<Vec<_>, _>>()?;
        latest.reverse();
        Ok(latest)
    }

    /// One message of a game.
    pub async fn chat_message(
        &self,
        game: &str,
        number: u64,
    ) -> Result<Option<ChatMessage>, StoreError> {
        let row = sqlx::query(
            "SELECT number, room, seat, account_id, name, body, created_ms FROM chat_messages \
             WHERE game_id = $1 AND number = $2",
        )
        .bind(game)
        .bind(number.min(i64::MAX as u64) as i64)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| message_of(game, &r)).transpose()
    }

    /// The number of a game's last message (0: none).
    pub async fn last_chat(&self, game: &str) -> Result<u64, StoreError> {
        let row = sqlx::query(
            "SELECT COALESCE(MAX(number), 0) AS last FROM chat_messages WHERE game_id = $1",
        )
        .bind(game)
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<i64, _>("last")?.max(0) as u64)
    }

    /// The accounts `reader` blocks: their messages are not shown to it.
    pub async fn hidden_from(&self, reader: &str) -> Result<HashSet<String>, StoreError> {
        let rows = sqlx::query("SELECT blocked FROM blocks WHERE blocker = $1")
            .bind(reader)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>("blocked").map_err(StoreError::from))
            .collect()
    }
}

fn message_of(game: &str, r: &AnyRow) -> Result<ChatMessage, StoreError> {
    let room: String = r.try_get("room")?;
    Ok(ChatMessage {
        number: r.try_get::<i64, _>("number")?.max(0) as u64,
        room: Room::from_word(&room)
            .ok_or_else(|| StoreError::Corrupt(game.into(), format!("chat room {room:?}")))?,
        seat: r
            .try_get::<Option<i64>, _>("seat")?
            .map(|s| s.max(0) as usize),
        account_id: r.try_get("account_id")?,
        name: r.try_get("name")?,
        text: r.try_get("body")?,
        at_ms: r.try_get::<i64, _>("created_ms")?.max(0) as u64,
    })
}
