//! `POST /api/games/{id}/chat` and `GET /api/games/{id}/chat`.

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

use super::live::{writer_of, Chat};
use super::rules::check_text;
use super::wire::{ChatLine, ChatList, ChatRead, ChatRequest};
use crate::accounts::SignedIn;
use crate::error::ApiError;
use crate::extract::body;
use crate::hub::Hub;
use crate::wire::TokenQuery;

/// `POST /api/games/{id}/chat` `{token?, text}`: `201 {"messages": [the message]}`.
pub async fn post(
    State(hub): State<Arc<Hub>>,
    State(chat): State<Arc<Chat>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    json: Result<Json<ChatRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    check_text(&req.text)?;
    let live = hub.visit(&id).await?;
    let writer = chat
        .writer(&hub, &live, req.token.as_deref(), me.as_ref())
        .await?;
    let message = chat.post(&live, &writer, &req.text).await?;
    let list = ChatList {
        messages: vec![ChatLine::from(&message)],
    };
    Ok((StatusCode::CREATED, Json(list)).into_response())
}

/// `GET /api/games/{id}/chat?token=T`: the latest messages the requester may read.
pub async fn list(
    State(hub): State<Arc<Hub>>,
    State(chat): State<Arc<Chat>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    Query(q): Query<TokenQuery>,
) -> Result<Response, ApiError> {
    let live = hub.visit(&id).await?;
    let reader = chat
        .reader(&hub, &live, q.token.as_deref(), me.as_ref())
        .await?;
    let writer = writer_of(&live, reader.seat, me.as_ref()).await.ok();
    let messages = chat.history(&live.id, &reader).await?;
    Ok(Json(ChatRead {
        seat: reader.seat.map(|s| s + 1),
        room: writer.as_ref().map(|w| w.room.word().to_string()),
        name: writer.and_then(|w| w.account).map(|(_, name)| name),
        messages: messages.iter().map(ChatLine::from).collect(),
    })
    .into_response())
}
