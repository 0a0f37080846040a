//! The WebSocket: each watcher gets its own view after every change, and may play.

use std::num::NonZeroU32;
use std::sync::Arc;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::response::Response;
use cubist_core::{Observer, Seat};
use futures_util::{SinkExt, StreamExt};
use governor::{Quota, RateLimiter};
use tokio::sync::broadcast::error::RecvError;

use crate::api::TokenQuery;
use crate::error::ApiError;
use crate::hub::{view_of, Hub, Live};
use crate::wire::{ClientMessage, ServerMessage};
use crate::Limits;

/// The largest message a client may send.
pub const MAX_MESSAGE: usize = 4 * 1024;

pub async fn upgrade(
    State(hub): State<Arc<Hub>>,
    State(limits): State<Limits>,
    Path(id): Path<String>,
    Query(q): Query<TokenQuery>,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let seat = hub.seat_of(&live, q.token.as_deref()).await?;
    let watcher = Watcher {
        seat,
        board: q.board,
    };
    Ok(ws
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| watch(socket, hub, live, watcher, limits)))
}

/// Who is watching, and how they want their views.
#[derive(Clone, Copy)]
struct Watcher {
    seat: Option<Seat>,
    /// Views with the board drawn.
    board: bool,
}

async fn watch(
    socket: WebSocket,
    hub: Arc<Hub>,
    live: Arc<Live>,
    watcher: Watcher,
    limits: Limits,
) {
    let (mut tx, mut rx) = socket.split();
    let mut changes = live.changes.subscribe();
    let observer = watcher;
    let per_second = NonZeroU32::new(limits.rate.max(1)).expect("not zero");
    let limiter = RateLimiter::direct(Quota::per_second(per_second));
    if send_view(&mut tx, &live, observer).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            change = changes.recv() => match change {
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    if send_view(&mut tx, &live, observer).await.is_err() {
                        return;
                    }
                }
                Err(RecvError::Closed) => return,
            },
            message = rx.next() => {
                let Some(Ok(message)) = message else { return };
                let reply = match message {
                    Message::Text(_) if limiter.check().is_err() => Some(error(429, "too many messages: slow down")),
                    Message::Text(text) => handle(&hub, &live, watcher.seat, text.as_str()).await,
                    Message::Close(_) => return,
                    _ => None,
                };
                if let Some(reply) = reply {
                    if tx.send(Message::Text(reply.into())).await.is_err() {
                        return;
                    }
                }
            }
        }
    }
}

/// A client's message: an action. Returns an error message to send, if any (a played
/// action's view arrives with the change it causes).
async fn handle(
    hub: &Arc<Hub>,
    live: &Arc<Live>,
    seat: Option<Seat>,
    text: &str,
) -> Option<String> {
    let msg: ClientMessage = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => return Some(error(400, &format!("not a message: {e}"))),
    };
    let Some(seat) = seat else {
        return Some(error(401, "a seat token is needed to play"));
    };
    let done = match msg {
        ClientMessage::Action { action, ply } => hub
            .submit(live, seat, &action, ply, false)
            .await
            .map(|_| None),
        ClientMessage::Undo { ply } => hub.undo(live, seat, ply, false).await.map(|_| None),
        ClientMessage::Hint => hub.hint(live, seat).await.map(|h| {
            Some(
                serde_json::to_string(&ServerMessage::Hint {
                    action: h.action,
                    clicks: h.clicks,
                })
                .expect("hints serialise"),
            )
        }),
    };
    done.unwrap_or_else(|e| Some(error(e.status.as_u16(), &e.message)))
}

async fn send_view(
    tx: &mut futures_util::stream::SplitSink<WebSocket, Message>,
    live: &Live,
    watcher: Watcher,
) -> Result<(), axum::Error> {
    let observer = watcher.seat.map_or(Observer::Spectator, Observer::Seat);
    let view = view_of(&*live.m.lock().await, observer, watcher.board);
    let text =
        serde_json::to_string(&ServerMessage::View { view: &view }).expect("views serialise");
    tx.send(Message::Text(text.into())).await
}

fn error(status: u16, message: &str) -> String {
    serde_json::to_string(&ServerMessage::Error {
        status,
        error: message.to_string(),
    })
    .expect("errors serialise")
}
