//! `POST /api/games/{id}/review` (ask for a finished game's review) and
//! `GET /api/games/{id}/review` (its progress, then the review).

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::Json;

use super::wire::ReviewRequest;
use super::Reviews;
use crate::accounts::SignedIn;
use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::lang::ReaderLang;
use crate::words::phrase;

/// `POST /api/games/{id}/review` `{"token": ...}` (or no body, signed in): 200 with a
/// stored review, 202 with the job under way or queued now. A guest's reviews under
/// way are counted by its address.
pub async fn request(
    State(reviews): State<Arc<Reviews>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ClientIp(client): ClientIp,
    body: Bytes,
) -> Result<Response, ApiError> {
    let req: ReviewRequest = if body.iter().all(u8::is_ascii_whitespace) {
        ReviewRequest::default()
    } else {
        serde_json::from_slice(&body)
            .map_err(|e| ApiError::bad_request(phrase!("review-request-not-read", reason = e)))?
    };
    let asked = reviews
        .request(&id, me.as_ref(), req.token.as_deref(), client)
        .await?;
    Ok((asked.status, Json(asked.job)).into_response())
}

/// `GET /api/games/{id}/review`: where the review stands; 404 if none was asked for.
pub async fn status(
    State(reviews): State<Arc<Reviews>>,
    Path(id): Path<String>,
    ReaderLang(lang): ReaderLang,
) -> Result<Response, ApiError> {
    Ok(Json(reviews.status(&id, lang).await?).into_response())
}
