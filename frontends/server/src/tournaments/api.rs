//! The tournament endpoints (docs/server-api.md, "Tournaments").

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;

use super::checks::signed_in;
use super::service::Tournaments;
use super::wire::{BerserkRequest, CreateTournament, JoinRequest, TournamentChatRequest};
use crate::accounts::SignedIn;
use crate::error::ApiError;
use crate::moderation::Staff;
use crate::words::phrase;

/// `POST /api/tournaments`.
pub async fn create(
    State(t): State<Arc<Tournaments>>,
    SignedIn(me): SignedIn,
    json: Result<Json<CreateTournament>, JsonRejection>,
) -> Result<Response, ApiError> {
    let me = signed_in(me)?;
    let view = t.create(crate::extract::body(json)?, &me).await?;
    Ok((StatusCode::CREATED, Json(view)).into_response())
}

/// `GET /api/tournaments`.
pub async fn list(State(t): State<Arc<Tournaments>>) -> Result<Response, ApiError> {
    Ok(Json(t.list().await?).into_response())
}

/// `GET /api/tournaments/{id}`.
pub async fn one(
    State(t): State<Arc<Tournaments>>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    Ok(Json(t.view(&id).await?).into_response())
}

/// `GET /api/players/{name}/tournaments`.
pub async fn of_player(
    State(t): State<Arc<Tournaments>>,
    Path(name): Path<String>,
) -> Result<Response, ApiError> {
    Ok(Json(t.of_player(&name).await?).into_response())
}

/// `GET /api/tournaments/{id}/trf`: text/plain.
pub async fn trf(
    State(t): State<Arc<Tournaments>>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let text = t.trf(&id).await?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

/// The actions without a body (an empty body or `{}` is taken).
macro_rules! action {
    ($name:ident, $method:ident) => {
        pub async fn $name(
            State(t): State<Arc<Tournaments>>,
            SignedIn(me): SignedIn,
            Path(id): Path<String>,
        ) -> Result<Response, ApiError> {
            let me = signed_in(me)?;
            Ok(Json(t.$method(&id, &me).await?).into_response())
        }
    };
}

action!(leave, leave);
action!(start, start);
action!(pause, pause);

/// `POST /api/tournaments/{id}/berserk` with `{"game": …}`.
pub async fn berserk(
    State(t): State<Arc<Tournaments>>,
    SignedIn(me): SignedIn,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let me = signed_in(me)?;
    let req: BerserkRequest = parsed(&body)?;
    Ok(Json(t.berserk(&id, &me, req).await?).into_response())
}

/// `POST /api/tournaments/{id}/join`, with `{"code": …}` for a private tournament
/// (an empty body otherwise).
pub async fn join(
    State(t): State<Arc<Tournaments>>,
    SignedIn(me): SignedIn,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let me = signed_in(me)?;
    let req: JoinRequest = if body.iter().all(u8::is_ascii_whitespace) {
        JoinRequest::default()
    } else {
        parsed(&body)?
    };
    Ok(Json(t.join(&id, &me, req).await?).into_response())
}

/// `POST /api/tournaments/{id}/chat` with `{"text"}`: `201` with the message.
pub async fn say(
    State(t): State<Arc<Tournaments>>,
    SignedIn(me): SignedIn,
    Path(id): Path<String>,
    json: Result<Json<TournamentChatRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let me = me.ok_or_else(|| {
        ApiError::new(StatusCode::UNAUTHORIZED, phrase!("tournament-chat-sign-in"))
    })?;
    let req = crate::extract::body(json)?;
    let said = t.say(&id, &me, &req.text).await?;
    Ok((StatusCode::CREATED, Json(said)).into_response())
}

/// `GET /api/tournaments/{id}/chat`: the latest messages the reader may read.
pub async fn chat(
    State(t): State<Arc<Tournaments>>,
    SignedIn(me): SignedIn,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    Ok(Json(t.chat(&id, me.as_ref()).await?).into_response())
}

/// `GET /api/mod/tournaments/{id}/chat`: the whole chat, for a moderator; each read
/// goes to the log.
pub async fn whole_chat(
    State(t): State<Arc<Tournaments>>,
    staff: Staff,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let all = t.whole_chat(&id).await?;
    tracing::info!(tournament = %id, by = %staff.account.name, "tournament chat read by a moderator");
    Ok(Json(all).into_response())
}

/// A body read as `T`, or a 400 saying why not.
fn parsed<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(body)
        .map_err(|e| ApiError::bad_request(phrase!("tournament-body-not-valid", reason = e)))
}
