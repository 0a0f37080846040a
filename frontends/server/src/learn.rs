//! The lessons over HTTP (docs/server-api.md, "Lessons"): the session rebuilds each
//! step from the game's data and judges the learner's move; nothing is stored.

use axum::extract::rejection::JsonRejection;
use axum::extract::Path;
use axum::http::StatusCode;
use axum::Json;
use cubist_session::{LessonError, LessonList, LessonVerdict, LessonView};
use serde::Deserialize;

use crate::error::ApiError;
use crate::extract::body;
use crate::lang::ReaderLang;
use crate::words::phrase;

/// `POST /api/learn/{game}/{index}`: the learner's move.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonMove {
    /// In notation.
    pub action: String,
}

/// `GET /api/learn`: the games that have a lesson.
pub async fn list() -> Result<Json<LessonList>, ApiError> {
    blocking(|| Ok(cubist_session::lesson_list())).await
}

/// `GET /api/learn/{game}`: every step of the game's lesson, drawn for its
/// learner, its words in the reader's language.
pub async fn lesson(
    Path(game): Path<String>,
    ReaderLang(lang): ReaderLang,
) -> Result<Json<LessonView>, ApiError> {
    blocking(move || cubist_session::lesson_view(&game, lang)).await
}

/// `POST /api/learn/{game}/{index}`: the verdict on the learner's move in a
/// step, the step's words in the reader's language.
pub async fn judge(
    Path((game, index)): Path<(String, String)>,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<LessonMove>, JsonRejection>,
) -> Result<Json<LessonVerdict>, ApiError> {
    let index: usize = index
        .parse()
        .map_err(|_| ApiError::bad_request(phrase!("bad-lesson-step", index = index)))?;
    let action = body(json)?.action;
    blocking(move || cubist_session::judge(&game, index, &action, lang)).await
}

/// Run `work` (it draws pictures) away from the threads that serve requests.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, LessonError> + Send + 'static,
) -> Result<Json<T>, ApiError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|_| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, phrase!("lesson-failed")))?
        .map(Json)
        .map_err(api_error)
}

fn api_error(e: LessonError) -> ApiError {
    match e {
        LessonError::UnknownGame(_)
        | LessonError::NoLesson(_)
        | LessonError::UnknownStep { .. } => {
            let why = cubist_words::Args::new().said("reason", move |lang| e.say(lang));
            ApiError::new(
                StatusCode::NOT_FOUND,
                crate::words::make("no-such-lesson", why),
            )
        }
        LessonError::Malformed(_) => {
            ApiError::bad_request(phrase!("lesson-move-not-read", reason = e))
        }
        LessonError::Broken { .. } => {
            tracing::error!(error = %e, "a lesson step cannot be set up");
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                phrase!("lesson-step-broken"),
            )
        }
    }
}
