//! A game's chat in play: who writes and reads, each message stored before anyone
//! hears of it, and the game's sockets sent every stored message once, in order.
//! Messages reach the sockets only from the database ([`Chat::deliver`]): after this
//! instance stored one, or after another instance announced one (see `follow.rs`).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use axum::http::StatusCode;
use cubist_core::Seat;
use tokio::sync::broadcast;

use super::rules::{check_text, Reader, Writer, CHAT_BURST, CHAT_EVERY, CHAT_HISTORY};
use super::store::{ChatMessage, NewChat, Room, MAX_ROOM_CHAT};
use crate::accounts::Account;
use crate::error::ApiError;
use crate::hub::{Hub, Live};
use crate::limit::Bucket;
use crate::site::Site;
use crate::store::{SqlStore, StoreError};
use crate::words::phrase;

/// The chat of the games this instance serves: a feed per game with sockets open,
/// and the writers' rates.
pub struct Chat {
    site: Site,
    feeds: Mutex<HashMap<String, Arc<Feed>>>,
    /// Messages per writer, on the server's clock.
    limits: Mutex<Bucket<String>>,
}

/// What one game's sockets are told of its chat.
struct Feed {
    tx: broadcast::Sender<Arc<ChatMessage>>,
    /// The number of the last message sent to the sockets.
    sent: AtomicU64,
    /// One delivery at a time, so messages go out in order and once.
    delivering: tokio::sync::Mutex<()>,
}

impl Chat {
    pub fn new(site: Site) -> Arc<Chat> {
        Arc::new(Chat {
            site,
            feeds: Mutex::new(HashMap::new()),
            limits: Mutex::new(Bucket::new(CHAT_BURST, CHAT_EVERY)),
        })
    }

    /// The messages of game `id` as they are stored from now on. A socket reads the
    /// messages before them from the database when it opens ([`Chat::history`]).
    pub async fn subscribe(
        &self,
        id: &str,
    ) -> Result<broadcast::Receiver<Arc<ChatMessage>>, StoreError> {
        if let Some(feed) = self.feed(id) {
            return Ok(feed.tx.subscribe());
        }
        let last = self.site.store.last_chat(id).await?;
        let mut feeds = self.feeds.lock().expect("chat feeds");
        let feed = feeds.entry(id.to_string()).or_insert_with(|| {
            Arc::new(Feed {
                tx: broadcast::channel(64).0,
                sent: AtomicU64::new(last),
                delivering: tokio::sync::Mutex::new(()),
            })
        });
        Ok(feed.tx.subscribe())
    }

    fn feed(&self, id: &str) -> Option<Arc<Feed>> {
        self.feeds.lock().expect("chat feeds").get(id).cloned()
    }

    /// Send game `id`'s sockets every message stored since the last one sent, in
    /// order; a game whose sockets have all closed is forgotten.
    pub async fn deliver(&self, id: &str) {
        let Some(feed) = self.feed(id) else {
            return;
        };
        let _one = feed.delivering.lock().await;
        loop {
            let sent = feed.sent.load(Ordering::Acquire);
            let newer = match self.site.store.chat_after(id, sent, CHAT_HISTORY).await {
                Ok(newer) => newer,
                Err(e) => {
                    tracing::warn!(game = %id, error = %e, "chat not read");
                    return;
                }
            };
            let more = newer.len() == CHAT_HISTORY;
            for message in newer {
                feed.sent.store(message.number, Ordering::Release);
                let _ = feed.tx.send(Arc::new(message));
            }
            if !more {
                break;
            }
        }
        if feed.tx.receiver_count() == 0 {
            let mut feeds = self.feeds.lock().expect("chat feeds");
            if feeds.get(id).is_some_and(|f| f.tx.receiver_count() == 0) {
                feeds.remove(id);
            }
        }
    }

    /// Deliver every game's new messages (announcements may have been missed).
    pub async fn deliver_all(&self) {
        let ids: Vec<String> = self
            .feeds
            .lock()
            .expect("chat feeds")
            .keys()
            .cloned()
            .collect();
        for id in ids {
            self.deliver(&id).await;
        }
    }

    /// Store a message by `writer`, then send it (and anything stored before it) to
    /// the game's sockets. Refused with 400 for bad text and 429 past the writer's
    /// rate.
    pub async fn post(
        &self,
        live: &Live,
        writer: &Writer,
        text: &str,
    ) -> Result<ChatMessage, ApiError> {
        let text = check_text(text)?;
        let now = self.site.now_ms();
        let taken = self
            .limits
            .lock()
            .expect("chat limits")
            .take(&writer.limit_key(&live.id), now);
        if let Err(wait) = taken {
            crate::metrics::rate_limited("chat");
            return Err(ApiError::too_many(phrase!("too-many-chat-messages"), wait));
        }
        let message = NewChat {
            game: &live.id,
            room: writer.room,
            seat: writer.seat,
            account_id: writer.account.as_ref().map(|(id, _)| id.as_str()),
            name: writer.account.as_ref().map(|(_, name)| name.as_str()),
            text: &text,
            now_ms: now,
        };
        let number = self
            .site
            .store
            .post_chat(message)
            .await?
            .ok_or_else(chat_full)?;
        self.deliver(&live.id).await;
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

    /// The latest messages of a game `reader` may read, oldest first: the latest
    /// [`CHAT_HISTORY`] of each room it reads, so a busy spectators' room never pushes
    /// the players' own messages out of a seat's history.
    pub async fn history(&self, id: &str, reader: &Reader) -> Result<Vec<ChatMessage>, ApiError> {
        let store = &self.site.store;
        let mut all = store
            .chat_latest(id, Room::Spectators, CHAT_HISTORY)
            .await?;
        if reader.seat.is_some() {
            all.extend(store.chat_latest(id, Room::Players, CHAT_HISTORY).await?);
            all.sort_by_key(|m| m.number);
        }
        Ok(all.into_iter().filter(|m| reader.sees(m)).collect())
    }

    /// Who a request writes as: the seat of `token` (or of the signed-in account `me`),
    /// or else `me` in the spectators' room. A seat writes as its account, or as `me`; a
    /// guest's seat writes only in an unrated private game; a guest who holds no seat
    /// does not write.
    pub async fn writer(
        &self,
        hub: &Hub,
        live: &Live,
        token: Option<&str>,
        me: Option<&Account>,
    ) -> Result<Writer, ApiError> {
        let seat = match token {
            Some(_) => Some(hub.enter_seat(live, token, me, "chat").await?),
            None => hub.enter(live, None, me).await?,
        };
        writer_of(live, seat, me).await
    }

    /// Who reads, for a request with `token` or the signed-in `me`.
    pub async fn reader(
        &self,
        hub: &Hub,
        live: &Live,
        token: Option<&str>,
        me: Option<&Account>,
    ) -> Result<Reader, ApiError> {
        let seat = hub.enter(live, token, me).await?;
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
        let account = match (me, seat) {
            (Some(a), _) => Some(a.id.clone()),
            (None, Some(s)) => live.holder(s).await.map(|(id, _)| id),
            (None, None) => None,
        };
        let hidden = match account {
            Some(id) => self.site.store.hidden_from(&id).await?,
            None => HashSet::new(),
        };
        Ok(Reader { seat, hidden })
    }
}

fn chat_full() -> ApiError {
    ApiError::new(
        StatusCode::CONFLICT,
        phrase!("chat-full"; n = MAX_ROOM_CHAT as u32),
    )
}

/// Every message of a game, for its record once it is over.
pub async fn whole_chat(store: &SqlStore, id: &str) -> Result<Vec<ChatMessage>, ApiError> {
    let mut all = Vec::new();
    loop {
        let after = all.last().map_or(0, |m: &ChatMessage| m.number);
        let more = store.chat_after(id, after, CHAT_HISTORY).await?;
        let done = more.len() < CHAT_HISTORY;
        all.extend(more);
        if done {
            return Ok(all);
        }
    }
}

/// As [`Chat::writer`], for a socket that holds `seat` (or none).
pub async fn writer_of(
    live: &Live,
    seat: Option<Seat>,
    me: Option<&Account>,
) -> Result<Writer, ApiError> {
    let Some(seat) = seat else {
        let me = me.ok_or_else(|| {
            ApiError::new(
                StatusCode::UNAUTHORIZED,
                phrase!("sign-in-to-chat-spectators"),
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
        .holder(seat)
        .await
        .or_else(|| me.map(|a| (a.id.clone(), a.name.clone())));
    if account.is_none() && (live.is_rated() || live.is_listed()) {
        return Err(ApiError::forbidden(phrase!("guest-chat")));
    }
    Ok(Writer {
        room: Room::Players,
        seat: Some(seat),
        account,
    })
}
