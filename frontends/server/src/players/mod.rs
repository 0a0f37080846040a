//! Players' pages, their records and leaderboards: `GET /api/players/{name}`,
//! `GET /api/players/{name}/records`, `GET /api/leaderboard/{game}`.

pub mod wire;

use std::sync::Arc;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use cubist_core::SeatEvent;
use serde::Deserialize;

use crate::error::ApiError;
use crate::hub::Hub;
use crate::ratings::ranks::{outcome_word, ranks};
use crate::ratings::store::{AccountRow, PlayedRow};
use crate::ratings::summary;
use crate::ratings::{game_of_pool, ladder, PROVISIONAL_DEVIATION};
use crate::site::Site;
use crate::words::phrase;
use wire::{
    GamesPage, HistoryPoint, Leader, Leaderboard, PlayedGame, PlayerPage, PoolRating, SeatName,
};

/// Games per page of a player's games.
pub const PER_PAGE: usize = 20;
/// The most points of a rating's history a page gives.
const HISTORY_POINTS: usize = 200;
/// The most games a records download holds (the latest).
pub const MAX_RECORDS: usize = 500;
/// A leaderboard names players who played in this many days.
pub const ACTIVE_DAYS: u64 = 30;
/// The most players a leaderboard names.
const LEADERS: usize = 100;
/// The furthest page asked for (beyond it, pages are empty anyway).
const MAX_PAGE: usize = 100_000;

#[derive(Deserialize)]
pub struct PageQuery {
    pub page: Option<usize>,
}

#[derive(Deserialize)]
pub struct PoolQuery {
    pub pool: Option<String>,
}

/// `GET /api/players/{name}?page=N`.
pub async fn page(
    State(site): State<Site>,
    Path(name): Path<String>,
    query: Result<Query<PageQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = crate::extract::query(query)?;
    let page = q.page.unwrap_or(1);
    if !(1..=MAX_PAGE).contains(&page) {
        return Err(ApiError::bad_request(phrase!(
            "page-out-of-range",
            max = MAX_PAGE
        )));
    }
    let account = account(&site, &name).await?;
    let mut ratings = Vec::new();
    for row in site.store.ratings_of(&account.id).await? {
        let history = site
            .store
            .history_of(&account.id, &row.pool, HISTORY_POINTS)
            .await?
            .into_iter()
            .map(|h| HistoryPoint {
                at_ms: h.at_ms,
                rating: h.rating,
                deviation: h.deviation,
                game_id: h.game_id,
            })
            .collect();
        ratings.push(PoolRating {
            summary: summary(&row),
            history,
        });
    }
    let (total, rows) = site
        .store
        .games_of(&account.id, (page - 1) * PER_PAGE, PER_PAGE)
        .await?;
    Ok(Json(PlayerPage {
        name: account.name,
        computer: account.computer,
        created_ms: account.created_ms,
        ratings,
        games: GamesPage {
            page,
            per_page: PER_PAGE,
            total,
            items: rows.into_iter().map(played).collect(),
        },
    })
    .into_response())
}

/// `GET /api/players/{name}/records`: the records of the player's finished games,
/// the latest first, as a file to keep.
pub async fn records(
    State(site): State<Site>,
    State(hub): State<Arc<Hub>>,
    Path(name): Path<String>,
) -> Result<Response, ApiError> {
    let account = account(&site, &name).await?;
    let (_, rows) = site.store.games_of(&account.id, 0, MAX_RECORDS).await?;
    let mut records = Vec::with_capacity(rows.len());
    for row in rows {
        let live = hub.get(&row.id).await?;
        records.push(live.shareable_record().await?);
    }
    let body = serde_json::to_vec_pretty(&records).expect("records serialise");
    let file = format!(
        "attachment; filename=\"cubist-{}-records.json\"",
        account.name
    );
    Ok((
        [
            (header::CONTENT_TYPE, "application/json".to_string()),
            (header::CONTENT_DISPOSITION, file),
        ],
        body,
    )
        .into_response())
}

/// `GET /api/leaderboard/{game}?pool=…`: the pool's players who played in the last
/// 30 days, best first: the established (deviation at most 110), then the
/// provisional, marked so, that a new site's board is not empty.
pub async fn leaderboard(
    State(site): State<Site>,
    Path(game): Path<String>,
    Query(q): Query<PoolQuery>,
) -> Result<Response, ApiError> {
    if cubist_games::info(&game).is_err() {
        return Err(ApiError::not_found());
    }
    let pool = q.pool.unwrap_or_else(|| game.clone());
    if game_of_pool(&pool).0 != game {
        return Err(ApiError::bad_request(phrase!("bad-pool", game = game)));
    }
    let since = site.now_ms().saturating_sub(ACTIVE_DAYS * 24 * 3600 * 1000);
    let established = site
        .store
        .leaderboard(&pool, (f64::MIN, PROVISIONAL_DEVIATION), since, LEADERS)
        .await?;
    let room = LEADERS.saturating_sub(established.len());
    let provisional = match room {
        0 => Vec::new(),
        _ => {
            site.store
                .leaderboard(&pool, (PROVISIONAL_DEVIATION, f64::MAX), since, room)
                .await?
        }
    };
    let players = established
        .into_iter()
        .map(|r| (r, false))
        .chain(provisional.into_iter().map(|r| (r, true)))
        .enumerate()
        .map(|(i, (r, provisional))| Leader {
            rank: i + 1,
            name: r.name,
            rating: r.skill.rating,
            deviation: r.skill.deviation,
            games: r.games,
            computer: r.computer,
            provisional,
        })
        .collect();
    Ok(Json(Leaderboard {
        game,
        pool,
        players,
    })
    .into_response())
}

async fn account(site: &Site, name: &str) -> Result<AccountRow, ApiError> {
    let missing = || no_player(name);
    if name.is_empty() || name.len() > 64 {
        return Err(missing());
    }
    site.store.account_named(name).await?.ok_or_else(missing)
}

/// The `404` for a name no account has: it says so, naming it (cut short if long).
pub fn no_player(name: &str) -> ApiError {
    let shown: String = name.chars().take(64).collect();
    ApiError::new(
        axum::http::StatusCode::NOT_FOUND,
        phrase!("no-player-named", name = shown),
    )
}

/// A finished game as a player's lists show it.
pub(crate) fn played(row: PlayedRow) -> PlayedGame {
    let aborted = row
        .events
        .iter()
        .any(|e| matches!(e.event, SeatEvent::Abort { .. }));
    let outcome = match &row.result {
        Some(_) if aborted => "aborted".to_string(),
        Some(result) if row.seat < result.scores.len() => {
            outcome_word(&ranks(result, &row.events), row.seat)
        }
        _ => "unknown".to_string(),
    };
    let seats = (0..row.players.len())
        .map(|s| {
            let player = row.players[s].as_str();
            let name = row.names[s].clone().or_else(|| {
                (row.rated && ladder::LEVELS.contains(&player))
                    .then(|| format!("computer-{player}"))
            });
            SeatName::new(s, name, player)
        })
        .collect();
    PlayedGame {
        title: cubist_games::info(&row.game).map_or(row.game.clone(), |i| i.title.to_string()),
        id: row.id,
        game: row.game,
        ended_ms: row.ended_ms,
        rated: row.rated,
        void: row.void,
        seat: row.seat + 1,
        seats,
        outcome,
        rating_change: row.rating_change,
    }
}
