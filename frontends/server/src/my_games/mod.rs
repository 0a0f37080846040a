//! "My games": the signed-in player's running and finished games
//! (`GET /api/me/games`), and taking the seat of a link with the account
//! (`POST /api/games/{id}/seat`), so that the list finds it and the cookie opens it.

pub mod store;
pub mod wire;

use std::sync::Arc;

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;

use crate::accounts::{Account, SignedIn};
use crate::error::ApiError;
use crate::extract::body;
use crate::hub::{Hub, Running};
use crate::players::wire::SeatName;
use crate::players::{played, PER_PAGE};
use crate::words::phrase;
use wire::{Held, HoldRequest, MyGame, MyGames, Rematch, MY_GAMES_FORMAT};

/// The furthest page asked for.
const MAX_PAGE: usize = 100_000;

#[derive(Deserialize)]
pub struct ListQuery {
    pub status: Option<String>,
    pub page: Option<usize>,
}

/// `GET /api/me/games?status=running|finished&page=N`.
pub async fn list(
    State(hub): State<Arc<Hub>>,
    SignedIn(me): SignedIn,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = crate::extract::query(query)?;
    let me = signed_in(me, "see-games")?;
    let page = q.page.unwrap_or(1);
    if !(1..=MAX_PAGE).contains(&page) {
        return Err(ApiError::bad_request(phrase!(
            "page-out-of-range",
            max = MAX_PAGE
        )));
    }
    let reply = match q.status.as_deref().unwrap_or("running") {
        "running" => running(&hub, &me, page).await?,
        "finished" => finished(&hub, &me, page).await?,
        other => {
            return Err(ApiError::bad_request(phrase!(
                "bad-my-games-status",
                status = other
            )))
        }
    };
    Ok(Json(reply).into_response())
}

/// `POST /api/games/{id}/seat` `{"token"}`: the signed-in player takes the token's
/// seat with the account.
pub async fn hold(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    json: Result<Json<HoldRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let me = signed_in(me, "take-seat")?;
    let live = hub.visit(&id).await?;
    let seat = hub.hold_seat(&live, &req.token, &me).await?;
    Ok(Json(Held {
        seat: seat + 1,
        url: seat_page(&live.id),
    })
    .into_response())
}

/// `what`: `see-games` or `take-seat`, as the catalogue's `sign-in-to` chooses.
fn signed_in(me: Option<Account>, what: &'static str) -> Result<Account, ApiError> {
    me.ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, phrase!("sign-in-to", what = what)))
}

/// The seat's page without a token: the session cookie opens it.
fn seat_page(id: &str) -> String {
    format!("/play/{id}")
}

/// The running games, the player's move first.
async fn running(hub: &Arc<Hub>, me: &Account, page: usize) -> Result<MyGames, ApiError> {
    let mut games = hub.running_of(&me.id).await?;
    // Stable: the newest first within each part.
    games.sort_by_key(|g| !g.your_move);
    let your_move = games.iter().filter(|g| g.your_move).count() as u64;
    let total = games.len() as u64;
    let items = games
        .into_iter()
        .skip((page - 1) * PER_PAGE)
        .take(PER_PAGE)
        .map(running_item)
        .collect();
    Ok(MyGames {
        format: MY_GAMES_FORMAT,
        status: "running".into(),
        page,
        per_page: PER_PAGE,
        total,
        your_move: Some(your_move),
        items,
    })
}

fn running_item(g: Running) -> MyGame {
    MyGame {
        title: title_of(&g.game),
        url: seat_page(&g.id),
        seat: g.seat + 1,
        seats: g
            .names
            .into_iter()
            .zip(&g.players)
            .enumerate()
            .map(|(s, (name, player))| SeatName::new(s, name, player))
            .collect(),
        rated: g.rated,
        your_move: g.your_move,
        ply: Some(g.ply),
        ended_ms: None,
        outcome: None,
        rating_change: None,
        void: false,
        rematch: None,
        id: g.id,
        game: g.game,
    }
}

/// The finished games, the latest first, each with where its rematch stands.
async fn finished(hub: &Arc<Hub>, me: &Account, page: usize) -> Result<MyGames, ApiError> {
    let (total, rows) = hub
        .store
        .games_of(&me.id, (page - 1) * PER_PAGE, PER_PAGE)
        .await?;
    let mut items = Vec::with_capacity(rows.len());
    for row in rows {
        let players = row.players.clone();
        let g = played(row);
        let chance = hub.rematch_chance(&g.id, g.seat - 1, &players).await?;
        items.push(MyGame {
            url: seat_page(&g.id),
            your_move: false,
            ply: None,
            ended_ms: Some(g.ended_ms),
            outcome: Some(g.outcome),
            rating_change: g.rating_change,
            void: g.void,
            rematch: Some(Rematch {
                offered: chance.offered.iter().map(|s| s + 1).collect(),
                game_id: chance.game_id,
                open: chance.open,
            }),
            id: g.id,
            game: g.game,
            title: g.title,
            seat: g.seat,
            seats: g.seats,
            rated: g.rated,
        });
    }
    Ok(MyGames {
        format: MY_GAMES_FORMAT,
        status: "finished".into(),
        page,
        per_page: PER_PAGE,
        total,
        your_move: None,
        items,
    })
}

fn title_of(game: &str) -> String {
    cubist_games::info(game).map_or(game.to_string(), |i| i.title.to_string())
}
