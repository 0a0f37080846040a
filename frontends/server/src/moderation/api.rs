//! The moderators' endpoints, under `/api/mod` (docs/server-api.md, "Moderators"):
//! each takes a [`Staff`] (401 for a guest, 403 without a role) and every action a
//! reason, written with it in the audit log.

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;

use super::wire::{
    AccountClosed, AccountReopened, AuditEntry, AuditLog, GameChat, GameVoided, OpenReport,
    ReportDone, ReportList, ReportedGame, ReportedPlayer, ReportedSeat, ResetLinkMade, WhyRequest,
};
use super::{check_why, Staff};
use crate::accounts::{make_reset_link, seat_names};
use crate::chat::whole_chat;
use crate::chat::wire::ChatLine;
use crate::error::ApiError;
use crate::extract::body;
use crate::hub::Hub;
use crate::moderation::store::{Outcome, ReportedGame as StoredReport};
use crate::site::Site;
use crate::store::audit::{Acting, LogPlace};
use crate::words::phrase;

/// The most open reports listed at once (the oldest first).
const REPORTS_LISTED: usize = 200;
/// Log entries a page gives unless asked for fewer, and at most.
const LOG_PAGE: usize = 100;
const LOG_MAX: usize = 500;

/// `GET /api/mod/reports`: the open reports, oldest first.
pub async fn reports(
    State(site): State<Site>,
    _staff: Staff,
) -> Result<Json<ReportList>, ApiError> {
    let rows = site.store.open_reports(REPORTS_LISTED).await?;
    let reports = rows
        .into_iter()
        .map(|r| OpenReport {
            id: r.id,
            at_ms: r.created_ms,
            reporter: r.reporter,
            reason: r.reason,
            text: r.text,
            player: r
                .player
                .map(|(name, closed)| ReportedPlayer { name, closed }),
            game: r.game.map(reported_game),
        })
        .collect();
    Ok(Json(ReportList { reports }))
}

fn reported_game(g: StoredReport) -> ReportedGame {
    let names = seat_names(&g.players, &g.holders, g.rated);
    ReportedGame {
        title: cubist_games::info(&g.game).map_or(g.game.clone(), |i| i.title.to_string()),
        seats: g
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| ReportedSeat {
                seat: s + 1,
                name: names[s].clone(),
                agent: (p != "human").then(|| p.clone()),
            })
            .collect(),
        replay: format!("/replay/{}", g.id),
        record: format!("/api/games/{}/record", g.id),
        running: g.running,
        rated: g.rated,
        game: g.game,
        id: g.id,
    }
}

/// `POST /api/mod/reports/{id}/done` `{"why"}`.
pub async fn report_done(
    State(site): State<Site>,
    staff: Staff,
    Path(id): Path<String>,
    json: Result<Json<WhyRequest>, JsonRejection>,
) -> Result<Json<ReportDone>, ApiError> {
    let why = check_why(&body(json)?.why)?;
    let actor = staff.actor();
    let acting = Acting {
        actor: &actor,
        why: &why,
        now_ms: site.now_ms(),
    };
    if id.len() > 64 {
        return Err(no_report());
    }
    match site.store.report_done(&id, &acting).await? {
        Outcome::Done(()) => {
            tracing::info!(report = %id, by = %staff.account.name, "report done");
            Ok(Json(ReportDone {
                id,
                status: "done".into(),
            }))
        }
        Outcome::Unknown => Err(no_report()),
        Outcome::Already => Err(ApiError::new(
            StatusCode::CONFLICT,
            phrase!("report-done-already"),
        )),
        Outcome::Refused(why) => Err(ApiError::forbidden(refused(&why))),
    }
}

/// `POST /api/mod/accounts/{name}/close` `{"why"}`: the account's sessions end, its
/// open seeks go and its running games are resigned; its name stays taken.
pub async fn close(
    State(site): State<Site>,
    State(hub): State<Arc<Hub>>,
    staff: Staff,
    Path(name): Path<String>,
    json: Result<Json<WhyRequest>, JsonRejection>,
) -> Result<Json<AccountClosed>, ApiError> {
    let why = check_why(&body(json)?.why)?;
    let key = account_key(&name)?;
    let actor = staff.actor();
    let acting = Acting {
        actor: &actor,
        why: &why,
        now_ms: site.now_ms(),
    };
    let closed = match site.store.close_account(&key, true, &acting).await? {
        Outcome::Done(c) => c,
        other => return Err(refusal(other, &name, "closed")),
    };
    tracing::info!(account = %closed.account.name, by = %staff.account.name, "account closed");
    // Closed already in the database; a game not resigned now is by the sweep.
    let games_resigned = match hub.resign_closed(&closed.account.id).await {
        Ok(n) => n,
        Err(e) => {
            tracing::warn!(account = %closed.account.name, error = %e, "games of a closed account left to the sweep");
            0
        }
    };
    Ok(Json(AccountClosed {
        name: closed.account.name,
        sessions_ended: closed.sessions_ended,
        seeks_cancelled: closed.seeks_cancelled,
        games_resigned,
    }))
}

/// `POST /api/mod/accounts/{name}/reopen` `{"why"}`.
pub async fn reopen(
    State(site): State<Site>,
    staff: Staff,
    Path(name): Path<String>,
    json: Result<Json<WhyRequest>, JsonRejection>,
) -> Result<Json<AccountReopened>, ApiError> {
    let why = check_why(&body(json)?.why)?;
    let key = account_key(&name)?;
    let actor = staff.actor();
    let acting = Acting {
        actor: &actor,
        why: &why,
        now_ms: site.now_ms(),
    };
    match site.store.reopen_account(&key, &acting).await? {
        Outcome::Done(account) => {
            tracing::info!(account = %account.name, by = %staff.account.name, "account reopened");
            Ok(Json(AccountReopened { name: account.name }))
        }
        other => Err(refusal(other, &name, "open")),
    }
}

/// `POST /api/mod/games/{id}/void` `{"why"}`: the game no longer counts, and its
/// pool's ratings are counted again from it on.
pub async fn void(
    State(hub): State<Arc<Hub>>,
    staff: Staff,
    Path(id): Path<String>,
    json: Result<Json<WhyRequest>, JsonRejection>,
) -> Result<Json<GameVoided>, ApiError> {
    let why = check_why(&body(json)?.why)?;
    let voided = hub.void_game(&id, &staff.actor(), &why).await?;
    Ok(Json(GameVoided {
        id: voided.game,
        pool: voided.pool,
        was_counted: voided.was_counted,
        recounted: voided.recounted,
    }))
}

/// `GET /api/mod/games/{id}/chat`: the game's whole chat, the players' room and the
/// spectators', running or over, for a moderator reading a report: the players and
/// spectators themselves read only what the chat's rules give them (`chat/rules.rs`).
pub async fn game_chat(
    State(site): State<Site>,
    State(hub): State<Arc<Hub>>,
    staff: Staff,
    Path(id): Path<String>,
) -> Result<Json<GameChat>, ApiError> {
    let live = hub.get(&id).await?;
    let running = live.finished_record().await.is_none();
    let messages = whole_chat(&site.store, &live.id).await?;
    tracing::info!(game = %live.id, by = %staff.account.name, "game chat read by a moderator");
    Ok(Json(GameChat {
        id: live.id.clone(),
        running,
        messages: messages.iter().map(ChatLine::from).collect(),
    }))
}

/// `POST /api/mod/accounts/{name}/reset-link` `{"why"}`: a one-time link that sets a
/// new password for a player who lost theirs, for the moderator to hand over.
pub async fn reset_link(
    State(site): State<Site>,
    staff: Staff,
    Path(name): Path<String>,
    json: Result<Json<WhyRequest>, JsonRejection>,
) -> Result<Json<ResetLinkMade>, ApiError> {
    let why = check_why(&body(json)?.why)?;
    account_key(&name)?;
    let actor = staff.actor();
    let acting = Acting {
        actor: &actor,
        why: &why,
        now_ms: site.now_ms(),
    };
    let link = make_reset_link(&site.store, &name, &acting).await?;
    Ok(Json(ResetLinkMade {
        link: link.path(),
        name: link.name,
        expires_ms: link.expires_ms,
    }))
}

#[derive(Deserialize)]
pub struct LogQuery {
    /// Entries before this moment (ms since the epoch): the next page.
    pub before: Option<u64>,
    /// With `before`: also the entries of that moment that come after the entry with
    /// this id (the last one of the page before), so that no entry is skipped.
    pub before_id: Option<String>,
    pub limit: Option<usize>,
}

/// `GET /api/mod/log?before=MS&before_id=ID&limit=N`: the audit log, newest first.
pub async fn log(
    State(site): State<Site>,
    _staff: Staff,
    Query(q): Query<LogQuery>,
) -> Result<Json<AuditLog>, ApiError> {
    let limit = q.limit.unwrap_or(LOG_PAGE);
    if !(1..=LOG_MAX).contains(&limit) {
        return Err(ApiError::bad_request(phrase!("bad-limit", max = LOG_MAX)));
    }
    if q.before_id.is_some() && q.before.is_none() {
        return Err(ApiError::bad_request(phrase!("before-id-alone")));
    }
    let from = q.before.map(|at_ms| LogPlace {
        at_ms,
        id: q.before_id,
    });
    let rows = site.store.audit_log(from.as_ref(), limit).await?;
    let entries = rows
        .into_iter()
        .map(|r| AuditEntry {
            id: r.id,
            at_ms: r.at_ms,
            via: if r.cli { "cli" } else { "api" }.into(),
            by: r.actor_name,
            action: r.action,
            target_kind: r.target_kind,
            target: r.target,
            detail: r.detail,
            why: r.why,
        })
        .collect();
    Ok(Json(AuditLog { entries }))
}

/// The key of an account named in a path; a name no account could have is not found.
fn account_key(name: &str) -> Result<String, ApiError> {
    if name.is_empty() || name.len() > 64 {
        return Err(no_account());
    }
    Ok(name.to_ascii_lowercase())
}

/// A refused action on an account, `state` being what it was already.
fn refusal<T>(outcome: Outcome<T>, name: &str, state: &str) -> ApiError {
    match outcome {
        Outcome::Unknown => no_account(),
        Outcome::Already => ApiError::new(
            StatusCode::CONFLICT,
            phrase!("account-already", name = name, state = state),
        ),
        Outcome::Refused(why) => ApiError::forbidden(refused(&why)),
        Outcome::Done(_) => crate::error::internal(),
    }
}

/// A moderator action refused on its target: the store's reason, said in the
/// reader's language (the code stays `refused`).
fn refused(why: &cubist_words::Phrase) -> cubist_words::Phrase {
    crate::words::make("refused", cubist_words::Args::new().phrase("reason", why))
}

fn no_account() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-account"))
}

fn no_report() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-report"))
}
