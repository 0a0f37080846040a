//! The WebSocket: each watcher gets its own view after every change and the chat it
//! may read, and may play and chat.
//! A socket holding a seat's token makes the seat online while it is open; a socket
//! that stops answering pings is closed, so a seat whose player vanished goes offline.

pub mod wire;

use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Extension, Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use cubist_core::{Observer, Seat};
use cubist_words::Lang;
use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use governor::{Quota, RateLimiter};
use tokio::sync::broadcast;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::Instant;

use crate::accounts::{Account, SignedIn};
use crate::chat::live::{writer_of, Chat};
use crate::chat::store::ChatMessage;
use crate::chat::wire::ChatLine;
use crate::chat::{Reader, CHAT_HISTORY};
use crate::client_ip::ClientIp;
use crate::conn::{Counts, Held};
use crate::error::ApiError;
use crate::hub::{Hub, Live, RematchUpdate, SeatRequest};
use crate::lang::ReaderLang;
use crate::limit::Limits;
use crate::wire::{TokenQuery, ViewOptions};
use crate::words::phrase;
use wire::{ClientMessage, ServerMessage};

/// The largest message a client may send.
pub const MAX_MESSAGE: usize = 4 * 1024;
/// How often the server pings a quiet socket; one silent for two of these is closed.
const PING: Duration = Duration::from_secs(15);

/// `GET /api/games/{id}/ws`. The socket holds a place among its client address's
/// WebSockets, and its connection's place among the connections, while it is open.
#[allow(clippy::too_many_arguments)]
pub async fn upgrade(
    State(hub): State<Arc<Hub>>,
    State(chat): State<Arc<Chat>>,
    State(limits): State<Limits>,
    State(sockets): State<Counts>,
    ClientIp(client): ClientIp,
    connection: Option<Extension<Held>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    Query(q): Query<TokenQuery>,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let socket_held = sockets.take(client, true).ok_or_else(|| {
        crate::metrics::rate_limited("websockets");
        ApiError::too_many(phrase!("too-many-websockets"), Duration::from_secs(1))
    })?;
    let live = hub.visit(&id).await?;
    let seat = hub.enter(&live, q.token.as_deref(), me.as_ref()).await?;
    let watcher = Watcher {
        seat,
        asked: ViewOptions {
            lang,
            ..q.view_options()
        },
    };
    let reader = chat.reader_of(&live, seat, me.as_ref()).await?;
    let said = chat.subscribe(&live.id).await?;
    Ok(ws
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| async move {
            let _held = (socket_held, connection);
            let people = People {
                me,
                reader,
                client,
                lang,
            };
            let chat = ChatOf { chat, said };
            watch(socket, hub, chat, live, watcher, people, limits).await
        }))
}

/// Who is watching, and how they want their views.
#[derive(Clone, Copy)]
struct Watcher {
    seat: Option<Seat>,
    /// Views with the board drawn, and from which side.
    asked: ViewOptions,
}

/// Who opened the socket (signed in or not), and what chat they read.
struct People {
    me: Option<Account>,
    reader: Reader,
    /// The address the socket was opened from (a guest's rematch is counted there).
    client: std::net::IpAddr,
    /// The reader's language, chosen at the upgrade as for any request
    /// ([`crate::lang`]): the socket's errors and its views are said in it.
    lang: Lang,
}

type Sink = SplitSink<WebSocket, Message>;

/// The chat's service and the game's messages as they are stored.
struct ChatOf {
    chat: Arc<Chat>,
    said: broadcast::Receiver<Arc<ChatMessage>>,
}

async fn watch(
    socket: WebSocket,
    hub: Arc<Hub>,
    chat: ChatOf,
    live: Arc<Live>,
    watcher: Watcher,
    people: People,
    limits: Limits,
) {
    let counted = match watcher.seat {
        Some(seat) => hub.connected(&live, seat).await,
        None => false,
    };
    serve_socket(socket, &hub, chat, &live, watcher, &people, limits).await;
    if let (Some(seat), true) = (watcher.seat, counted) {
        hub.disconnected(&live, seat).await;
    }
}

async fn serve_socket(
    socket: WebSocket,
    hub: &Arc<Hub>,
    ChatOf {
        chat: service,
        said: mut chat,
    }: ChatOf,
    live: &Arc<Live>,
    watcher: Watcher,
    people: &People,
    limits: Limits,
) {
    let (mut tx, mut rx) = socket.split();
    let mut changes = live.subscribe();
    let mut rematch = live.rematch.subscribe();
    // The number of the last chat message this socket has had (or skipped).
    let mut chat_seen = 0;
    let per_second = NonZeroU32::new(limits.rate.max(1)).expect("not zero");
    let limiter = RateLimiter::direct(Quota::per_second(per_second));
    let mut ping = tokio::time::interval_at(Instant::now() + PING, PING);
    let mut heard = Instant::now();
    // The last view pushed: a change this watcher's view does not show sends nothing.
    let mut last = String::new();
    if push_view(&mut tx, hub, live, watcher, &mut last)
        .await
        .is_err()
    {
        return;
    }
    let Ok(history) = service.history(&live.id, &people.reader).await else {
        return;
    };
    if push_chat(&mut tx, live, &people.reader, history, &mut chat_seen)
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            change = changes.recv() => match change {
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    if push_view(&mut tx, hub, live, watcher, &mut last).await.is_err() {
                        return;
                    }
                }
                Err(RecvError::Closed) => return,
            },
            news = rematch.recv() => match news {
                Ok(update) => {
                    if tx.send(Message::Text(rematch_message(&update).into())).await.is_err() {
                        return;
                    }
                }
                Err(RecvError::Lagged(_)) => {}
                Err(RecvError::Closed) => return,
            },
            said = chat.recv() => {
                let newer = match said {
                    Ok(message) => vec![message.as_ref().clone()],
                    // Missed some: read them from the database.
                    Err(RecvError::Lagged(_)) => match hub.store.chat_after(&live.id, chat_seen, CHAT_HISTORY).await {
                        Ok(newer) => newer,
                        Err(_) => return,
                    },
                    Err(RecvError::Closed) => return,
                };
                if push_chat(&mut tx, live, &people.reader, newer, &mut chat_seen).await.is_err() {
                    return;
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > 2 * PING || tx.send(Message::Ping(Default::default())).await.is_err() {
                    return;
                }
            }
            message = rx.next() => {
                let Some(Ok(message)) = message else { return };
                heard = Instant::now();
                let replies = match message {
                    Message::Text(_) if limiter.check().is_err() => {
                        let e = ApiError::new(StatusCode::TOO_MANY_REQUESTS, phrase!("too-many-messages"));
                        vec![error(live.event().await, &e, people.lang)]
                    }
                    Message::Text(text) => handle(hub, &service, live, watcher, people, text.as_str()).await,
                    Message::Close(_) => return,
                    _ => Vec::new(),
                };
                for reply in replies {
                    if tx.send(Message::Text(reply.into())).await.is_err() {
                        return;
                    }
                }
            }
        }
    }
}

/// A rematch update as the socket's message: seats counted from 1.
fn rematch_message(update: &RematchUpdate) -> String {
    serde_json::to_string(&ServerMessage::Rematch {
        event: update.event,
        offered: update.offered.iter().map(|s| s + 1).collect(),
        game_id: update.game_id.clone(),
        seats: update
            .seats
            .as_ref()
            .map(|seats| seats.iter().map(|s| s + 1).collect()),
    })
    .expect("rematch news serialises")
}

/// A client's message. Returns the messages to send back (a change's view arrives
/// with the announcement it causes; a stale request is answered with the error and the
/// current view).
async fn handle(
    hub: &Arc<Hub>,
    chat: &Chat,
    live: &Arc<Live>,
    watcher: Watcher,
    people: &People,
    text: &str,
) -> Vec<String> {
    let msg: ClientMessage = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => {
            let e = ApiError::bad_request(phrase!("not-a-message", reason = e));
            return vec![error(live.event().await, &e, people.lang)];
        }
    };
    match msg {
        ClientMessage::Sync => return vec![view_message(hub, live, watcher).await],
        // The message itself comes back as every reader's does, once stored.
        ClientMessage::Chat { text } => {
            let posted = match writer_of(live, watcher.seat, people.me.as_ref()).await {
                Ok(writer) => chat.post(live, &writer, &text).await.map(|_| ()),
                Err(e) => Err(e),
            };
            return match posted {
                Ok(()) => Vec::new(),
                Err(e) => vec![error(live.event().await, &e, people.lang)],
            };
        }
        _ => {}
    }
    let Some(seat) = watcher.seat else {
        let e = ApiError::new(StatusCode::UNAUTHORIZED, phrase!("seat-token-needed"));
        return vec![error(live.event().await, &e, people.lang)];
    };
    let done = match msg {
        ClientMessage::Action {
            action,
            ply,
            think_ms,
        } => hub
            .submit(live, seat, &action, ply, think_ms, quiet(people.lang))
            .await
            .map(|_| None),
        ClientMessage::Undo { ply } => hub
            .undo(live, seat, ply, quiet(people.lang))
            .await
            .map(|_| None),
        ClientMessage::Abort { ply } => {
            request(hub, live, seat, SeatRequest::Abort, ply, people.lang).await
        }
        ClientMessage::Resign { ply } => {
            request(hub, live, seat, SeatRequest::Resign, ply, people.lang).await
        }
        ClientMessage::Draw { ply } => {
            request(hub, live, seat, SeatRequest::Draw, ply, people.lang).await
        }
        ClientMessage::DeclineDraw { ply } => {
            request(hub, live, seat, SeatRequest::DeclineDraw, ply, people.lang).await
        }
        ClientMessage::Leave { ply } => {
            request(hub, live, seat, SeatRequest::Leave, ply, people.lang).await
        }
        ClientMessage::Claim { ply, draw } => {
            request(
                hub,
                live,
                seat,
                SeatRequest::Claim { draw },
                ply,
                people.lang,
            )
            .await
        }
        ClientMessage::Hint => match hub.hint(live, seat).await {
            Ok(h) => Ok((h, live.event().await)),
            Err(e) => Err(e),
        }
        .map(|(h, event)| {
            Some(
                serde_json::to_string(&ServerMessage::Hint {
                    event,
                    action: h.action,
                    clicks: h.clicks,
                    verdict: h.verdict,
                })
                .expect("hints serialise"),
            )
        }),
        ClientMessage::Rematch => hub
            .rematch(live, seat, None, people.client)
            .await
            .map(|_| None),
        ClientMessage::DeclineRematch => hub.decline_rematch(live, seat).await.map(|_| None),
        ClientMessage::Sync | ClientMessage::Chat { .. } => unreachable!("answered above"),
    };
    match done {
        Ok(reply) => reply.into_iter().collect(),
        Err(e) => {
            let mut replies = vec![error(live.event().await, &e, people.lang)];
            if e.view.is_some() {
                replies.push(view_message(hub, live, watcher).await);
            }
            replies
        }
    }
}

async fn request(
    hub: &Arc<Hub>,
    live: &Arc<Live>,
    seat: Seat,
    request: SeatRequest,
    ply: Option<usize>,
    lang: Lang,
) -> Result<Option<String>, ApiError> {
    hub.request(live, seat, request, ply, quiet(lang))
        .await
        .map(|_| None)
}

/// A change asked over the socket is answered by the announcement it causes, not
/// by a view of its own: a refusal's view only (with no board) is in `lang`.
fn quiet(lang: Lang) -> ViewOptions {
    ViewOptions {
        lang,
        ..ViewOptions::default()
    }
}

/// Send the chat messages among `messages` that `reader` may read and the socket has
/// not had (numbered above `seen`), in one message if any.
async fn push_chat(
    tx: &mut Sink,
    live: &Live,
    reader: &Reader,
    messages: Vec<ChatMessage>,
    seen: &mut u64,
) -> Result<(), axum::Error> {
    let mut lines = Vec::new();
    for m in &messages {
        if m.number <= *seen {
            continue;
        }
        *seen = m.number;
        if reader.sees(m) {
            lines.push(ChatLine::from(m));
        }
    }
    if lines.is_empty() {
        return Ok(());
    }
    let text = serde_json::to_string(&ServerMessage::Chat {
        event: live.event().await,
        messages: &lines,
    })
    .expect("chat serialises");
    tx.send(Message::Text(text.into())).await
}

/// Send the watcher's view unless it is the one `last` sent.
async fn push_view(
    tx: &mut Sink,
    hub: &Hub,
    live: &Live,
    watcher: Watcher,
    last: &mut String,
) -> Result<(), axum::Error> {
    let text = view_message(hub, live, watcher).await;
    if text == *last {
        return Ok(());
    }
    last.clone_from(&text);
    tx.send(Message::Text(text.into())).await
}

async fn view_message(hub: &Hub, live: &Live, watcher: Watcher) -> String {
    let observer = watcher.seat.map_or(Observer::Spectator, Observer::Seat);
    let view = hub.view(live, observer, watcher.asked).await;
    serde_json::to_string(&ServerMessage::View {
        event: view.event,
        view: &view,
    })
    .expect("views serialise")
}

/// An error as the socket's message, in the socket's language, with its stable code.
fn error(event: u64, e: &ApiError, lang: Lang) -> String {
    serde_json::to_string(&ServerMessage::Error {
        event,
        status: e.status.as_u16(),
        error: e.message.say(lang),
        code: e.code(),
    })
    .expect("errors serialise")
}
