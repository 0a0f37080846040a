//! `GET /api/tournaments/{id}/socket`: a tournament's view pushed to its watchers
//! each time it changes, so that standings, pairings and games follow live.
//!
//! One watch per tournament per instance reads the stored view again every
//! [`LOOK`] while anyone watches: the director that changed it may run on another
//! instance, and the database is the one place every change reaches.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use serde::Serialize;
use tokio::sync::watch;

use super::service::Tournaments;
use super::wire::{Status, TournamentView};
use crate::client_ip::ClientIp;
use crate::conn::Counts;
use crate::error::ApiError;
use crate::words::phrase;

/// How often a watched tournament's view is read again.
const LOOK: Duration = Duration::from_secs(1);
/// The most a watcher may send (it sends nothing the server reads).
const MAX_MESSAGE: usize = 1024;

/// What the socket sends: `{"type": "tournament", "view": {…}}`.
#[derive(Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
enum Pushed<'a> {
    Tournament { view: &'a TournamentView },
}

/// The latest view pushed, as sent (none before the reader's first look).
type Latest = Option<Arc<String>>;
/// Where a tournament's reader publishes its views; held by each socket watching.
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
        let (tx, rx) = watch::channel(None);
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

/// Read the view every [`LOOK`] and publish it when it changed, while any socket
/// holds the sender; stop once the tournament is finished and said.
async fn read_while_watched(
    tournaments: Arc<Tournaments>,
    id: String,
    sender: Weak<watch::Sender<Latest>>,
) {
    let mut tick = tokio::time::interval(LOOK);
    loop {
        tick.tick().await;
        let Some(tx) = sender.upgrade() else { return };
        let view = match tournaments.view(&id).await {
            Ok(v) => v,
            Err(_) => continue,
        };
        let Ok(text) = serde_json::to_string(&Pushed::Tournament { view: &view }) else {
            return;
        };
        tx.send_if_modified(|last| {
            let changed = last.as_deref() != Some(&text);
            if changed {
                *last = Some(Arc::new(text));
            }
            changed
        });
        if view.status == Status::Finished {
            return;
        }
    }
}

/// `GET /api/tournaments/{id}/socket`: 404 for an unknown tournament; the socket
/// holds a place among its address's WebSockets while open.
pub async fn upgrade(
    State(t): State<Arc<Tournaments>>,
    State(watched): State<Arc<Watched>>,
    State(sockets): State<Counts>,
    ClientIp(client): ClientIp,
    Path(id): Path<String>,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let first = t.view(&id).await?;
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
            push(socket, first, views).await
        }))
}

/// Send the first view, then each new one, until the watcher goes.
async fn push(socket: WebSocket, first: String, mut views: watch::Receiver<Latest>) {
    let (mut sink, mut stream) = socket.split();
    if sink
        .send(Message::Text(first.as_str().into()))
        .await
        .is_err()
    {
        return;
    }
    // The reader may hold a newer view than the first (a change stored since): the
    // receiver counts what it holds as seen, so it is sent here if it differs.
    let held = views.borrow_and_update().clone();
    if let Some(text) = held.filter(|t| **t != first) {
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
                let Some(text) = views.borrow_and_update().clone() else { continue };
                if sink.send(Message::Text(text.as_str().into())).await.is_err() {
                    return;
                }
            }
            incoming = stream.next() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => {}
            },
        }
    }
}
