//! Errors as HTTP replies: a status and `{"error": "plain words", "code": "its-id"}`,
//! with the current view where the client saw an older one.
//!
//! An error holds a [`Phrase`], not words: it is said in the reader's language only as
//! the reply leaves (see [`crate::lang::errors`]), so no handler needs to know who
//! reads it. The `code` is the phrase's id, the same in every language.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use cubist_core::PlayError;
use cubist_session::{MatchView, SessionError, SubmitError, UndoError};
use cubist_words::{Lang, Phrase};

use crate::words::phrase;

/// An error reply.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    /// What went wrong, to be said in the reader's language (Display: English).
    pub message: Phrase,
    /// The view the client should have seen (a stale request's reply).
    pub view: Option<Box<MatchView>>,
    /// For a refusal of too many requests: when to try again, in whole seconds.
    pub retry_after_s: Option<u64>,
}

/// The phrase of an error reply, kept on the response so that the layer that knows
/// the reader can say it in their language.
#[derive(Clone, Debug)]
pub struct Said(pub Phrase);

impl ApiError {
    pub fn new(status: StatusCode, message: Phrase) -> Self {
        ApiError {
            status,
            message,
            view: None,
            retry_after_s: None,
        }
    }
    /// 429: too many requests, to be tried again after `wait` (at least a second).
    pub fn too_many(message: Phrase, wait: std::time::Duration) -> Self {
        let mut e = Self::new(StatusCode::TOO_MANY_REQUESTS, message);
        e.retry_after_s = Some(wait.as_secs_f64().ceil().max(1.0) as u64);
        e
    }
    /// With the current view, for a client that saw an older one.
    pub fn with_view(mut self, view: MatchView) -> Self {
        self.view = Some(Box::new(view));
        self
    }
    pub fn bad_request(message: Phrase) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }
    pub fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, phrase!("no-such-game"))
    }
    pub fn forbidden(message: Phrase) -> Self {
        Self::new(StatusCode::FORBIDDEN, message)
    }
    /// The stable id of the error, as the reply's `code`.
    pub fn code(&self) -> &'static str {
        self.message.id()
    }
    /// The reply's body in `lang`.
    pub fn body(&self, lang: Lang) -> ErrorBody {
        ErrorBody {
            error: self.message.say(lang),
            code: self.code().to_string(),
            view: self.view.clone(),
        }
    }
}

/// The body of every error reply.
#[derive(serde::Serialize, serde::Deserialize)]
pub struct ErrorBody {
    /// What went wrong, in the reader's language.
    pub error: String,
    /// The error's stable id (kebab-case), the same in every language.
    #[serde(default)]
    pub code: String,
    /// For a request that saw an older position (409): the game as it is now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<Box<MatchView>>,
}

/// In English; the phrase goes with the reply, for [`crate::lang::errors`] to say it
/// again in the reader's language.
impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = self.body(Lang::En);
        let mut response = (self.status, Json(body)).into_response();
        if let Some(s) = self.retry_after_s {
            response
                .headers_mut()
                .insert(axum::http::header::RETRY_AFTER, s.into());
        }
        response.extensions_mut().insert(Said(self.message));
        response
    }
}

/// The one place a game's own refusal becomes the server's words: the game's reason
/// is said in the reader's language with the reply around it.
/// Message `id` of the server's catalogue whose `reason` another part says in the
/// reader's language.
pub(crate) fn said(
    id: &'static str,
    reason: impl Fn(cubist_words::Lang) -> String + Send + Sync + 'static,
) -> Phrase {
    crate::words::make(id, cubist_words::Args::new().said("reason", reason))
}

/// A game that could not be created (its options refused), said in the reader's
/// language.
pub(crate) fn bad_game(e: cubist_games::CreateError) -> ApiError {
    ApiError::bad_request(said("bad-game", move |lang| e.say(lang)))
}

fn play_error(e: &PlayError) -> Phrase {
    let id = match e {
        PlayError::Notation(_) => "bad-notation",
        PlayError::Rule(_) => "illegal-move",
    };
    let e = e.clone();
    let args = cubist_words::Args::new().said("reason", move |lang| e.say(lang));
    crate::words::make(id, args)
}

impl From<SubmitError> for ApiError {
    fn from(e: SubmitError) -> Self {
        use StatusCode as S;
        let (status, message) = match &e {
            SubmitError::Stale { seen, now } => (
                S::CONFLICT,
                phrase!("stale-position"; seen = *seen as u32, now = *now as u32),
            ),
            SubmitError::ComputerSeat(s) => (S::FORBIDDEN, phrase!("computer-seat", seat = s + 1)),
            SubmitError::NoSuchSeat(s) => (S::FORBIDDEN, phrase!("no-such-seat", seat = s + 1)),
            SubmitError::Gone(s) => (
                S::UNPROCESSABLE_ENTITY,
                phrase!("player-gone", seat = s + 1),
            ),
            SubmitError::OutOfTime(s) => (
                S::UNPROCESSABLE_ENTITY,
                phrase!("out-of-time", seat = s + 1),
            ),
            SubmitError::Play(p @ PlayError::Notation(_)) => (S::BAD_REQUEST, play_error(p)),
            SubmitError::Play(p @ PlayError::Rule(_)) => (S::UNPROCESSABLE_ENTITY, play_error(p)),
        };
        ApiError::new(status, message)
    }
}

impl From<UndoError> for ApiError {
    fn from(e: UndoError) -> Self {
        let message = match e {
            UndoError::Secret => phrase!("undo-secret"),
            UndoError::Nothing => phrase!("undo-nothing"),
            UndoError::OtherPlayerMoved => phrase!("undo-other-moved"),
            UndoError::Over => phrase!("game-over"),
        };
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, message)
    }
}

impl From<SessionError> for ApiError {
    fn from(e: SessionError) -> Self {
        let bad = ApiError::bad_request;
        match e {
            SessionError::RecordSecret => ApiError::forbidden(phrase!("record-secret")),
            SessionError::NotToMove(s) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                phrase!("not-to-move", seat = s + 1),
            ),
            SessionError::NoSuchPly { asked, actions } => {
                bad(phrase!("no-such-ply"; asked = asked as u32, actions = actions as u32))
            }
            SessionError::SeatCount { expected, found } => {
                bad(phrase!("seat-count"; expected = expected as u32, found = found as u32))
            }
            SessionError::NoSeatOut(game) => bad(phrase!("no-seat-out", game = game)),
            SessionError::Record(e) => bad(phrase!("bad-record", reason = e)),
            SessionError::Game(e) => bad_game(e),
            SessionError::Unknown(e) => bad(phrase!("unknown-game", reason = e)),
            SessionError::Agent(e) => bad(phrase!("bad-agent", reason = e)),
            other => {
                tracing::error!(error = %other, "match failed");
                internal()
            }
        }
    }
}

/// 500, saying nothing of what failed (the log says it).
pub fn internal() -> ApiError {
    ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, phrase!("internal-error"))
}
