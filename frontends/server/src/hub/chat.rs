//! A game's chat in play: who writes and reads, each message stored before anyone
//! hears of it, and its sockets sent every stored message once, in order. Messages
//! reach the sockets only from the database ([`Hub::deliver_chat`]): after this
//! instance stored one, or after another instance announced one.

use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use axum::http::StatusCode;
use cubist_core::Seat;
use tokio::sync::broadcast;

use super::live::Live;
use super::Hub;
use crate::accounts::Account;
use crate::chat::store::{ChatMessage, NewChat, Room, MAX_GAME_CHAT};
use crate::chat::{check_text, Reader, Writer, CHAT_BURST, CHAT_EVERY, CHAT_HISTORY};
use crate::error::ApiError;
use crate::limit::Bucket;

/// What a game's sockets are told of its chat.
pub struct ChatFeed {
    tx: broadcast::Sender<Arc<ChatMessage>>,
    /// The number of the last message sent to the sockets.
    sent: AtomicU64,
    /// One delivery at a time, so messages go out in order and once.
    delivering: tokio::sync::Mutex<()>,
}

impl ChatFeed {
    /// A feed whose messages up to number `last` are already stored (and read by
    /// each socket from the database when it opens).
    pub(super) fn new(last: u64) -> ChatFeed {
        ChatFeed {
            tx: broadcast::channel(64).0,
            sent: AtomicU64::new(last),
            delivering: tokio::sync::Mutex::new(()),
        }
    }

    /// A loaded game: its messages up to number `last` are already stored.
    pub(super) fn start_at(&self, last: u64) {
        self.sent.store(last, Ordering::Release);
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Arc<ChatMessage>> {
        self.tx.subscribe()
    }
}

/// Messages per writer, on the hub's clock.
pub(super) struct ChatLimits(Mutex<Bucket<String>>);

impl Default for ChatLimits {
    fn default() -> Self {
        ChatLimits(Mutex::new(Bucket::new(CHAT_BURST, CHAT_EVERY)))
    }
}

impl Hub {
    /// Who a request writes as: the seat of `token` (or of the signed-in account
    /// `me`), or else `me` in the spectators' room. A seat writes as its account, or
    /// as `me`; a guest's seat writes only in an unrated private game; a guest who
    /// holds no seat does not write.
    pub async fn chat_writer(
        &self,
        live: &Live,
        token: Option<&str>,
        me: Option<&Account>,
    ) -> Result<Writer, ApiError> {
        let seat = match token {
            Some(_) => Some(self.seat_of_token(live, token, me, "chat").await?),
            None => self.seat_of(live, None, me).await?,
        };
        self.writer_of(live, seat, me)
    }

    /// As [`Hub::chat_writer`], for a socket that holds `seat` (or none).
    pub fn writer_of(
        &self,
        live: &Live,
        seat: Option<Seat>,
        me: Option<&Account>,
    ) -> Result<Writer, ApiError> {
        let Some(seat) = seat else {
            let me = me.ok_or_else(|| {
                ApiError::new(
                    StatusCode::UNAUTHORIZED,
                    "sign in to write in the spectators' room",
                )
            })?;
            return Ok(Writer {
                room: Room::Spectators,
                seat: None,
                account: Some((me.id.clone(), me.name.clone())),
            });
        };
        // The seat's account, or else the signed-in player using its link.
        let account = live
            .holders
            .account_of(seat)
            .map(|id| (id, live.holders.name_of(seat).unwrap_or_default()))
            .or_else(|| me.map(|a| (a.id.clone(), a.name.clone())));
        if account.is_none() && (live.rated || live.listed) {
            return Err(ApiError::forbidden(
                "guests chat only in unrated private games: sign in to chat here",
            ));
        }
        Ok(Writer {
            room: Room::Players,
            seat: Some(seat),
            account,
        })
    }

    /// Who reads, for a request with `token` or the signed-in `me`.
    pub async fn chat_reader(
        &self,
        live: &Live,
        token: Option<&str>,
        me: Option<&Account>,
    ) -> Result<Reader, ApiError> {
        let seat = self.seat_of(live, token, me).await?;
        self.reader_of(live, seat, me).await
    }

    /// Who reads, for a socket holding `seat` (or none) opened by `me`: a signed-in
    /// reader, or the account holding the seat, does not see whom it blocks.
    pub async fn reader_of(
        &self,
        live: &Live,
        seat: Option<Seat>,
        me: Option<&Account>,
    ) -> Result<Reader, ApiError> {
        let account = me
            .map(|a| a.id.clone())
            .or_else(|| seat.and_then(|s| live.holders.account_of(s)));
        let hidden = match account {
            Some(id) => self.store.hidden_from(&id).await?,
            None => HashSet::new(),
        };
        Ok(Reader { seat, hidden })
    }

    /// Store a message by `writer`, then send it (and anything stored before it) to
    /// the game's sockets. Refused with 400 for bad text and 429 past the writer's
    /// rate.
    pub async fn post_chat(
        &self,
        live: &Live,
        writer: &Writer,
        text: &str,
    ) -> Result<ChatMessage, ApiError> {
        let text = check_text(text)?;
        let now = self.now();
        let key = writer.limit_key(&live.id);
        let taken = self
            .chat_limits
            .0
            .lock()
            .expect("chat limits")
            .take(&key, now);
        if let Err(wait) = taken {
            crate::metrics::rate_limited("chat");
            return Err(ApiError::too_many(
                "too many chat messages: wait a moment before the next one",
                wait,
            ));
        }
        let number = self
            .store
            .post_chat(NewChat {
                game: &live.id,
                room: writer.room,
                seat: writer.seat,
                account_id: writer.account.as_ref().map(|(id, _)| id.as_str()),
                name: writer.account.as_ref().map(|(_, name)| name.as_str()),
                text: &text,
                now_ms: now,
            })
            .await?
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::CONFLICT,
                    format!("this game's chat is full: it keeps at most {MAX_GAME_CHAT} messages"),
                )
            })?;
        self.deliver_chat(live).await;
        Ok(ChatMessage {
            number,
            room: writer.room,
            seat: writer.seat,
            account_id: writer.account.as_ref().map(|(id, _)| id.clone()),
            name: writer.account.as_ref().map(|(_, name)| name.clone()),
            text,
            at_ms: now,
        })
    }

    /// Send the game's sockets every message stored since the last one sent, in
    /// order: after a message stored here, or announced by another instance.
    pub(super) async fn deliver_chat(&self, live: &Live) {
        let _one = live.chat.delivering.lock().await;
        loop {
            let sent = live.chat.sent.load(Ordering::Acquire);
            let newer = match self.store.chat_after(&live.id, sent, CHAT_HISTORY).await {
                Ok(newer) => newer,
                Err(e) => {
                    tracing::warn!(game = %live.id, error = %e, "chat not read");
                    return;
                }
            };
            let more = newer.len() == CHAT_HISTORY;
            for message in newer {
                live.chat.sent.store(message.number, Ordering::Release);
                let _ = live.chat.tx.send(Arc::new(message));
            }
            if !more {
                return;
            }
        }
    }

    /// The latest messages of a game `reader` may read, oldest first.
    pub async fn chat_for(
        &self,
        live: &Live,
        reader: &Reader,
    ) -> Result<Vec<ChatMessage>, ApiError> {
        let last = self.store.last_chat(&live.id).await?;
        let from = last.saturating_sub(CHAT_HISTORY as u64);
        let all = self.store.chat_after(&live.id, from, CHAT_HISTORY).await?;
        Ok(all.into_iter().filter(|m| reader.sees(m)).collect())
    }

    /// Every message of a game, for its record once it is over.
    pub async fn whole_chat(&self, id: &str) -> Result<Vec<ChatMessage>, ApiError> {
        let mut all = Vec::new();
        loop {
            let after = all.last().map_or(0, |m: &ChatMessage| m.number);
            let more = self.store.chat_after(id, after, CHAT_HISTORY).await?;
            let done = more.len() < CHAT_HISTORY;
            all.extend(more);
            if done {
                return Ok(all);
            }
        }
    }
}
