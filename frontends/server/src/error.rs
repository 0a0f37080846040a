//! Errors as HTTP replies: a status and `{"error": "plain words"}`, with the current
//! view where the client saw an older one.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use cubist_core::PlayError;
use cubist_session::{MatchView, SessionError, SubmitError, UndoError};

/// An error reply.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
    /// The view the client should have seen (a stale request's reply).
    pub view: Option<Box<MatchView>>,
    /// For a refusal of too many requests: when to try again, in whole seconds.
    pub retry_after_s: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            view: None,
            retry_after_s: None,
        }
    }
    /// 429: too many requests, to be tried again after `wait` (at least a second).
    pub fn too_many(message: impl Into<String>, wait: std::time::Duration) -> Self {
        let mut e = Self::new(StatusCode::TOO_MANY_REQUESTS, message);
        e.retry_after_s = Some(wait.as_secs_f64().ceil().max(1.0) as u64);
        e
    }
    /// With the current view, for a client that saw an older one.
    pub fn with_view(mut self, view: MatchView) -> Self {
        self.view = Some(Box::new(view));
        self
    }
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }
    pub fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, "no such game")
    }
    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, message)
    }
}

/// The body of every error reply.
#[derive(serde::Serialize, serde::Deserialize)]
pub struct ErrorBody {
    pub error: String,
    /// For a request that saw an older position (409): the game as it is now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<Box<MatchView>>,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (
            self.status,
            Json(ErrorBody {
                error: self.message,
                view: self.view,
            }),
        )
            .into_response();
        if let Some(s) = self.retry_after_s {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, s.into());
        }
        response
    }
}

impl From<SubmitError> for ApiError {
    fn from(e: SubmitError) -> Self {
        let status = match &e {
            SubmitError::Stale { .. } => StatusCode::CONFLICT,
            SubmitError::ComputerSeat(_) => StatusCode::FORBIDDEN,
            SubmitError::NoSuchSeat(_) => StatusCode::FORBIDDEN,
            SubmitError::Gone(_) | SubmitError::OutOfTime(_) => StatusCode::UNPROCESSABLE_ENTITY,
            SubmitError::Play(PlayError::Notation(_)) => StatusCode::BAD_REQUEST,
            SubmitError::Play(PlayError::Rule(_)) => StatusCode::UNPROCESSABLE_ENTITY,
        };
        ApiError::new(status, e.to_string())
    }
}

impl From<UndoError> for ApiError {
    fn from(e: UndoError) -> Self {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, e.to_string())
    }
}

impl From<SessionError> for ApiError {
    fn from(e: SessionError) -> Self {
        match e {
            SessionError::RecordSecret => ApiError::forbidden(e.to_string()),
            SessionError::NotToMove(_) => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, e.to_string())
            }
            SessionError::NoSuchPly { .. }
            | SessionError::Record(_)
            | SessionError::Game(_)
            | SessionError::Unknown(_)
            | SessionError::Agent(_)
            | SessionError::NoSeatOut(_)
            | SessionError::SeatCount { .. } => ApiError::bad_request(e.to_string()),
            other => {
                tracing::error!(error = %other, "match failed");
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal error")
            }
        }
    }
}
