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
use super::wire::{BerserkRequest, CreateTournament, JoinRequest};
use crate::accounts::SignedIn;
use crate::error::ApiError;
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
    let req: BerserkRequest = serde_json::from_slice(&body)
        .map_err(|e| ApiError::bad_request(phrase!("tournament-body-not-valid", reason = e)))?;
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
        serde_json::from_slice(&body)
            .map_err(|e| ApiError::bad_request(phrase!("tournament-body-not-valid", reason = e)))?
    };
    Ok(Json(t.join(&id, &me, req).await?).into_response())
}
