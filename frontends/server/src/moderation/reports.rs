//! `POST /api/reports`: a signed-in player reports another player, a game, or a
//! player in a game, for one of [`REASONS`], with a few words; or a chat message of
//! a game (`chat`), quoted in the report, its writer the player reported. Each account may
//! have [`OPEN_REPORTS`] open at once and file [`REPORTS_PER_HOUR`] an hour, counted
//! in the database (the same on every instance).

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

use super::not_signed_in;
use super::wire::{Filed, ReportRequest};
use crate::accounts::{Account, SignedIn};
use crate::chat::Chat;
use crate::error::ApiError;
use crate::extract::body;
use crate::hub::Hub;
use crate::moderation::store::{NewReport, ReportLimits, TooMany};
use crate::site::Site;
use crate::words::phrase;

/// Why a player may be reported.
pub const REASONS: [&str; 4] = ["abuse", "cheating", "stalling", "other"];
/// The longest text of a report, in characters.
pub const MAX_REPORT_TEXT: usize = 1000;
/// Reports one account may have open (not yet done by a moderator).
pub const OPEN_REPORTS: u64 = 10;
/// Reports one account may file in an hour.
pub const REPORTS_PER_HOUR: u64 = 5;

/// `POST /api/reports` `{"player"?, "game"?, "reason", "text"}`: `201 {"id"}`.
pub async fn file(
    State(site): State<Site>,
    State(hub): State<Arc<Hub>>,
    State(chat): State<Arc<Chat>>,
    SignedIn(me): SignedIn,
    json: Result<Json<ReportRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let me = me.ok_or_else(not_signed_in)?;
    let req = body(json)?;
    check(&req)?;
    let store = &site.store;
    let player = match &req.player {
        Some(name) => {
            let found = if name.len() > 64 {
                None
            } else {
                store.account_named(name).await?
            };
            let found = found
                .filter(|a| !a.computer)
                .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-player")))?;
            if found.id == me.id {
                return Err(ApiError::bad_request(phrase!("report-yourself")));
            }
            Some(found.id)
        }
        None => None,
    };
    if let Some(id) = &req.game {
        let plausible = !id.is_empty() && id.len() <= 64;
        if !plausible || !store.game_exists(id).await? {
            return Err(ApiError::not_found());
        }
    }
    let (player, text) = match (req.chat, &req.game) {
        (Some(number), Some(game)) => quoted(&hub, &chat, &me, game, number, &req.text).await?,
        _ => (player, req.text.trim().to_string()),
    };
    let filed = store
        .file_report(
            &NewReport {
                reporter_id: &me.id,
                player_id: player.as_deref(),
                game_id: req.game.as_deref(),
                reason: &req.reason,
                text: &text,
                now_ms: site.now_ms(),
            },
            &ReportLimits {
                open: OPEN_REPORTS,
                per_hour: REPORTS_PER_HOUR,
            },
        )
        .await?;
    match filed {
        Ok(id) => {
            tracing::info!(report = %id, by = %me.name, reason = %req.reason, "report filed");
            Ok((StatusCode::CREATED, Json(Filed { id })).into_response())
        }
        Err(TooMany::Open(n)) => Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            phrase!("reports-open"; n = n as u32),
        )),
        Err(TooMany::Recent { retry_after_ms }) => Err(ApiError::too_many(
            phrase!("reports-per-hour"; n = REPORTS_PER_HOUR as u32),
            std::time::Duration::from_millis(retry_after_ms),
        )),
    }
}

/// A report of chat message `number` of `game`, which `me` may read: its writer's
/// account, and the report's text, the message quoted before the reporter's words.
async fn quoted(
    hub: &Arc<Hub>,
    chat: &Chat,
    me: &Account,
    game: &str,
    number: u64,
    words: &str,
) -> Result<(Option<String>, String), ApiError> {
    let live = hub.get(game).await?;
    let reader = chat.reader(hub, &live, None, Some(me)).await?;
    let message = hub
        .store
        .chat_message(game, number)
        .await?
        .filter(|m| reader.sees(m))
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-chat-message")))?;
    if message.account_id.as_deref() == Some(me.id.as_str()) {
        return Err(ApiError::bad_request(phrase!("report-yourself")));
    }
    let by = match (&message.name, message.seat) {
        (Some(name), _) => name.clone(),
        (None, Some(seat)) => format!("the guest in seat {}", seat + 1),
        (None, None) => "a guest".to_string(),
    };
    let mut text = format!(
        "Chat message {number} ({} room) by {by}: \"{}\"",
        message.room.word(),
        message.text
    );
    let words = words.trim();
    if !words.is_empty() {
        text.push('\n');
        text.push_str(words);
    }
    Ok((message.account_id, text))
}

/// A report's form: something reported, a known reason, words within bounds.
/// Public for the fuzz target that feeds it any body.
pub fn check(req: &ReportRequest) -> Result<(), ApiError> {
    if req.chat.is_some() && req.game.is_none() {
        return Err(ApiError::bad_request(phrase!("report-chat-needs-game")));
    }
    if req.player.is_none() && req.game.is_none() {
        return Err(ApiError::bad_request(phrase!("report-needs-subject")));
    }
    if !REASONS.contains(&req.reason.as_str()) {
        return Err(ApiError::bad_request(phrase!(
            "report-bad-reason",
            reason = req.reason,
            reasons = REASONS.join(", ")
        )));
    }
    let text = req.text.trim();
    if text.chars().count() > MAX_REPORT_TEXT {
        return Err(ApiError::bad_request(
            phrase!("report-too-long"; n = MAX_REPORT_TEXT as u32),
        ));
    }
    if req.reason == "other" && text.is_empty() && req.chat.is_none() {
        return Err(ApiError::bad_request(phrase!("report-needs-text")));
    }
    Ok(())
}
