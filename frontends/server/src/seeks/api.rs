//! Quick play's endpoints (docs/server-api.md, "Quick play").

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;

use super::live::{Seeker, Seeks};
use super::wire::{AcceptSeekRequest, PostSeekRequest};
use crate::accounts::{Account, SignedIn};
use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::words::phrase;

#[derive(Deserialize)]
pub struct SeekQuery {
    pub token: Option<String>,
}

/// The seeker of a request: the signed-in player, or a guest; from `address`.
fn seeker(me: Option<Account>, ClientIp(address): ClientIp) -> Seeker {
    let (account, name) = me.map(|a| (a.id, a.name)).unzip();
    Seeker {
        account,
        name,
        address,
    }
}

/// `POST /api/seeks`.
pub async fn post(
    State(seeks): State<Arc<Seeks>>,
    SignedIn(me): SignedIn,
    from: ClientIp,
    json: Result<Json<PostSeekRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let posted = seeks
        .post_seek(crate::extract::body(json)?, &seeker(me, from))
        .await?;
    Ok((StatusCode::CREATED, Json(posted)).into_response())
}

/// `POST /api/seeks/{id}/accept`: the body may be empty or `{}`.
pub async fn accept(
    State(seeks): State<Arc<Seeks>>,
    SignedIn(me): SignedIn,
    from: ClientIp,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    if !body.iter().all(u8::is_ascii_whitespace) {
        let _: AcceptSeekRequest = serde_json::from_slice(&body)
            .map_err(|e| ApiError::bad_request(phrase!("seek-body-not-valid", reason = e)))?;
    }
    let posted = seeks.accept_seek(&id, &seeker(me, from)).await?;
    Ok((StatusCode::CREATED, Json(posted)).into_response())
}

/// `GET /api/seeks`: signed in, without the seeks of players blocked either way.
pub async fn list(
    State(seeks): State<Arc<Seeks>>,
    SignedIn(me): SignedIn,
) -> Result<Response, ApiError> {
    let viewer = me.map(|a| a.id);
    Ok(Json(seeks.list_seeks(viewer.as_deref()).await?).into_response())
}

/// `GET /api/seeks/{id}?token=T`.
pub async fn poll(
    State(seeks): State<Arc<Seeks>>,
    SignedIn(me): SignedIn,
    from: ClientIp,
    Path(id): Path<String>,
    Query(q): Query<SeekQuery>,
) -> Result<Response, ApiError> {
    let state = seeks
        .poll_seek(&id, q.token.as_deref(), &seeker(me, from))
        .await?;
    Ok(Json(state).into_response())
}

/// `DELETE /api/seeks/{id}?token=T`.
pub async fn cancel(
    State(seeks): State<Arc<Seeks>>,
    SignedIn(me): SignedIn,
    from: ClientIp,
    Path(id): Path<String>,
    Query(q): Query<SeekQuery>,
) -> Result<Response, ApiError> {
    seeks
        .cancel_seek(&id, q.token.as_deref(), &seeker(me, from))
        .await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
