//! `POST /api/analysis` and `GET /api/analysis/{id}`.

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use cubist_core::{GameRecord, Trust};
use cubist_session::analysis_board::{
    analyse_position, line_position_key, AnalysisError, AnalysisRequest, AnalysisSettings,
};

use super::room::NoRoom;
use super::wire::{GameLine, GAME_LINE_FORMAT};
use super::{Analyst, ANALYSIS_EVERY, PER_ADDRESS};
use crate::accounts::SignedIn;
use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::extract::body;
use crate::hub::Hub;
use crate::lang::ReaderLang;
use crate::site::Site;
use crate::words::phrase;

/// `POST /api/analysis`: play the line from the position and answer the position
/// it reaches with the engine's best three moves. Every request counts against its
/// address's allowance, a refused one too; an analysis runs only with room in the
/// instance's analysis memory ([`super::room`]), never on a position the asker's
/// running game stands at ([`super::guard`]), and thinks on the thinking pool, away
/// from the threads that serve requests.
pub async fn analyse(
    State(hub): State<Arc<Hub>>,
    State(analyst): State<Arc<Analyst>>,
    State(site): State<Site>,
    ClientIp(client): ClientIp,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<AnalysisRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    analyst.take(client, hub.now_ms()).map_err(|wait| {
        crate::metrics::rate_limited("analysis");
        ApiError::too_many(phrase!("too-many-analyses"), wait)
    })?;
    let request = body(json)?;
    let _place = analyst.admit(client).map_err(refusal)?;
    let asked = request.clone();
    let key = blocking(move || line_position_key(&asked))
        .await?
        .map_err(bad_request)?;
    if site
        .store
        .playing_at(key, me.as_ref().map(|a| a.id.as_str()))
        .await?
    {
        return Err(ApiError::forbidden(phrase!("analysis-of-own-game")));
    }
    let mut settings = AnalysisSettings::new(analyst.level.clone());
    settings.pacing = Some(hub.analysis_pacing(&client));
    settings.lang = lang;
    let answer = blocking(move || analyse_position(&request, &settings))
        .await?
        .map_err(|e| match e {
            AnalysisError::Engine(_) => {
                tracing::error!(error = %e, "the engine refused a position");
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    phrase!("analysis-engine-refused", reason = e),
                )
            }
            e => bad_request(e),
        })?;
    Ok(Json(answer).into_response())
}

/// A request that cannot be analysed: 400, saying what to change in the reader's
/// language.
fn bad_request(e: AnalysisError) -> ApiError {
    let why = cubist_words::Args::new().said("reason", move |lang| e.say(lang));
    ApiError::bad_request(crate::words::make("bad-analysis-request", why))
}

/// Run `work` on a blocking thread.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work).await.map_err(|_| {
        tracing::error!("an analysis failed");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            phrase!("analysis-failed"),
        )
    })
}

/// The reply to a request that found no room.
fn refusal(no: NoRoom) -> ApiError {
    crate::metrics::rate_limited("analysis");
    match no {
        NoRoom::Address => ApiError::too_many(
            phrase!("analyses-running"; n = PER_ADDRESS as u32),
            ANALYSIS_EVERY,
        ),
        NoRoom::Full => {
            let mut e = ApiError::new(StatusCode::SERVICE_UNAVAILABLE, phrase!("analysis-busy"));
            e.retry_after_s = Some(1);
            e
        }
    }
}

/// `GET /api/analysis/{id}`: a finished game's start and moves, for the board to
/// open. A game still being played is refused: its record is not public yet, and an
/// engine beside the board would be help from outside.
pub async fn game_line(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let live = hub.get(&id).await?;
    let record = live
        .finished_record()
        .await
        .ok_or_else(|| ApiError::new(StatusCode::CONFLICT, phrase!("analysis-game-running")))?;
    let line = tokio::task::spawn_blocking(move || line_of(&id, &record))
        .await
        .map_err(|_| {
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                phrase!("game-unreadable"),
            )
        })??;
    Ok(Json(line).into_response())
}

/// The record's start (seats out before the first move taken out) and its actions
/// up to any seat taken out later.
fn line_of(id: &str, record: &GameRecord) -> Result<GameLine, ApiError> {
    let broken = |e: String| {
        tracing::error!(game = %id, error = %e, "a finished game's record does not replay");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            phrase!("analysis-record-unreadable"),
        )
    };
    let mut start =
        cubist_games::create_with(&record.game, &record.options, record.seed, Trust::Local)
            .map_err(|e| broken(e.to_string()))?;
    for e in record.events.iter().filter(|e| e.event.retires()) {
        if e.ply == 0 {
            start.retire(e.seat);
        }
    }
    let cut = record
        .events
        .iter()
        .filter(|e| e.ply > 0 && e.event.retires() && e.ply < record.actions.len())
        .map(|e| e.ply)
        .min();
    let moves = record.actions[..cut.unwrap_or(record.actions.len())]
        .iter()
        .map(|a| a.action.clone())
        .collect();
    let info = cubist_games::info(&record.game).map_err(|e| broken(e.to_string()))?;
    Ok(GameLine {
        format: GAME_LINE_FORMAT,
        id: id.to_string(),
        game: info.name.to_string(),
        title: info.title.to_string(),
        start: start.encode(),
        moves,
        complete: cut.is_none(),
        result_text: record
            .result
            .as_ref()
            .map(|o| o.describe(|s| start.seat_name(s), cubist_core::Lang::En)),
    })
}
