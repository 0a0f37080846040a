//! `GET /api/tournaments/{id}/socket`: a tournament's view pushed to its watchers
//! each time it changes, so that standings, pairings and games follow live, and each
//! new message of its chat.
//!
//! One watch per tournament per instance reads the stored view and the latest chat
//! again every [`LOOK`] while anyone watches: the director that changed the view, or
//! the writer of a message, may be on another instance, and the database is the one
//! place every change reaches. Each socket leaves out the messages of the accounts
//! its reader blocks.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use serde::Serialize;
use tokio::sync::watch;

use super::chat::{shown, CHAT_SHOWN};
use super::chat_store::TourChat;
use super::service::Tournaments;
use super::wire::{Status, TournamentChat, TournamentView, TOURNAMENTS_FORMAT};
use crate::accounts::SignedIn;
use crate::client_ip::ClientIp;
use crate::conn::Counts;
use crate::error::ApiError;
use crate::words::phrase;

/// How often a watched tournament's view is read again.
const LOOK: Duration = Duration::from_secs(1);
/// The most a watcher may send (it sends nothing the server reads).
const MAX_MESSAGE: usize = 1024;

/// What the socket sends: `{"type": "tournament", "view": {…}}` and `{"type":
/// "chat", "format": 1, "messages": […]}`.
#[derive(Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
enum Pushed<'a> {
    Tournament { view: &'a TournamentView },
    Chat(&'a TournamentChat),
}

/// What a tournament's reader last read: the view as sent (none before its first
/// look) and the latest messages of the chat.
#[derive(Clone, Default)]
struct Latest {
    view: Option<Arc<String>>,
    chat: Arc<Vec<TourChat>>,
}

impl Latest {
    fn last_message(&self) -> u64 {
        self.chat.last().map_or(0, |m| m.number)
    }
}

/// Where a tournament's reader publishes; held by each socket watching.
type Views = Arc<watch::Sender<Latest>>;

/// The views being watched on this instance, one reader per tournament.
#[derive(Default)]
pub struct Watched(Mutex<HashMap<String, Weak<watch::Sender<Latest>>>>);

impl Watched {
    /// A receiver of tournament `id`'s views, starting its reader if none runs.
    fn follow(&self, tournaments: &Arc<Tournaments>, id: &str) -> (Views, watch::Receiver<Latest>) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.retain(|_, w| w.strong_count() > 0);
        if let Some(sender) = map.get(id).and_then(Weak::upgrade) {
            let rx = sender.subscribe();
            return (sender, rx);
        }
        let (tx, rx) = watch::channel(Latest::default());
        let tx = Arc::new(tx);
        map.insert(id.to_string(), Arc::downgrade(&tx));
        tokio::spawn(read_while_watched(
            tournaments.clone(),
            id.to_string(),
            Arc::downgrade(&tx),
        ));
        (tx, rx)
    }
}

/// Read the view and the chat every [`LOOK`] and publish them when either changed,
/// while any socket holds the sender. Once the tournament is finished and said, only
/// the chat is read.
async fn read_while_watched(
    tournaments: Arc<Tournaments>,
    id: String,
    sender: Weak<watch::Sender<Latest>>,
) {
    let mut tick = tokio::time::interval(LOOK);
    let mut over = false;
    loop {
        tick.tick().await;
        let Some(tx) = sender.upgrade() else { return };
        let text = if over {
            None
        } else {
            let Ok(view) = tournaments.view(&id).await else {
                continue;
            };
            over = view.status == Status::Finished;
            let Ok(text) = serde_json::to_string(&Pushed::Tournament { view: &view }) else {
                return;
            };
            Some(text)
        };
        let Ok(chat) = tournaments
            .site
            .store
            .tournament_chat(&id, CHAT_SHOWN)
            .await
        else {
            continue;
        };
        tx.send_if_modified(|last| {
            let view_changed = text
                .as_ref()
                .is_some_and(|t| last.view.as_deref() != Some(t));
            let chat_changed = chat.last().map_or(0, |m| m.number) != last.last_message();
            if view_changed {
                last.view = text.map(Arc::new);
            }
            if chat_changed {
                last.chat = Arc::new(chat);
            }
            view_changed || chat_changed
        });
    }
}

/// `GET /api/tournaments/{id}/socket`: 404 for an unknown tournament; the socket
/// holds a place among its address's WebSockets while open.
pub async fn upgrade(
    State(t): State<Arc<Tournaments>>,
    State(watched): State<Arc<Watched>>,
    State(sockets): State<Counts>,
    ClientIp(client): ClientIp,
    SignedIn(me): SignedIn,
    Path(id): Path<String>,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let first = t.view(&id).await?;
    let hidden = t.hidden_from(me.as_ref()).await?;
    let chat = t.site.store.tournament_chat(&id, CHAT_SHOWN).await?;
    let held = sockets.take(client, true).ok_or_else(|| {
        crate::metrics::rate_limited("websockets");
        ApiError::too_many(phrase!("too-many-websockets"), Duration::from_secs(1))
    })?;
    let (sender, views) = watched.follow(&t, &id);
    let first = serde_json::to_string(&Pushed::Tournament { view: &first })
        .map_err(|_| ApiError::not_found())?;
    Ok(ws
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| async move {
            let _held = (held, sender);
            let watcher = Watcher {
                hidden,
                sent_view: first,
                sent_chat: 0,
            };
            push(socket, watcher, chat, views).await
        }))
}

/// One socket's reader and what it has been sent.
struct Watcher {
    /// The accounts whose messages it is not sent.
    hidden: std::collections::HashSet<String>,
    sent_view: String,
    /// The number of the last message it was sent or passed over.
    sent_chat: u64,
}

impl Watcher {
    /// What to send of `latest`: the view if it is not the one sent, then the
    /// messages it has not had.
    fn news(&mut self, latest: &Latest) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(view) = latest.view.as_deref().filter(|v| **v != self.sent_view) {
            self.sent_view = view.clone();
            out.push(view.clone());
        }
        out.extend(self.messages(&latest.chat));
        out
    }

    /// The messages of `chat` numbered above the last sent, as one `chat` message.
    fn messages(&mut self, chat: &[TourChat]) -> Option<String> {
        let new = shown(chat, &self.hidden, self.sent_chat);
        self.sent_chat = self.sent_chat.max(chat.last().map_or(0, |m| m.number));
        if new.is_empty() {
            return None;
        }
        let list = TournamentChat {
            format: TOURNAMENTS_FORMAT,
            messages: new,
        };
        serde_json::to_string(&Pushed::Chat(&list)).ok()
    }
}

/// Send the first view and the chat so far, then each change, until the watcher
/// goes.
async fn push(
    socket: WebSocket,
    mut watcher: Watcher,
    chat: Vec<TourChat>,
    mut views: watch::Receiver<Latest>,
) {
    let (mut sink, mut stream) = socket.split();
    let mut first = vec![watcher.sent_view.clone()];
    first.extend(watcher.messages(&chat));
    // The reader may hold a newer view or message than these (stored since): the
    // receiver counts what it holds as seen, so it is sent here if it is new.
    let held = views.borrow_and_update().clone();
    first.extend(watcher.news(&held));
    for text in first {
        if sink
            .send(Message::Text(text.as_str().into()))
            .await
            .is_err()
        {
            return;
        }
    }
    loop {
        tokio::select! {
            changed = views.changed() => {
                if changed.is_err() {
                    return;
                }
                let latest = views.borrow_and_update().clone();
                for text in watcher.news(&latest) {
                    if sink.send(Message::Text(text.as_str().into())).await.is_err() {
                        return;
                    }
                }
            }
            incoming = stream.next() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
        }
    }
}
