//! Blocks: a signed-in player keeps another away. Either direction counts: the two are
//! never paired by quick play, neither accepts the other's seek, and neither joins a
//! listed game's open seat where the other holds a seat (`store.rs` is read at
//! that moment, on whichever instance). Endpoints `GET`/`POST /api/me/blocks` and
//! `DELETE /api/me/blocks/{name}` (docs/server-api.md, "Blocks").

pub mod store;
pub mod wire;

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

use crate::accounts::{Account, SignedIn};
use crate::blocks::store::Blocking;
use crate::error::ApiError;
use crate::extract::body;
use crate::ratings::store::AccountRow;
use crate::site::Site;
use crate::words::phrase;
use wire::{Block, BlockList, BlockRequest};

/// The most blocks an account may have.
pub const MAX_BLOCKS: usize = 500;

/// `GET /api/me/blocks`.
pub async fn list(
    State(site): State<Site>,
    SignedIn(me): SignedIn,
) -> Result<Json<BlockList>, ApiError> {
    let me = me.ok_or_else(not_signed_in)?;
    let blocks = site
        .store
        .blocks_of(&me.id)
        .await?
        .into_iter()
        .map(|b| Block {
            name: b.name,
            since_ms: b.since_ms,
        })
        .collect();
    Ok(Json(BlockList {
        blocks,
        max: MAX_BLOCKS,
    }))
}

/// `POST /api/me/blocks {"name"}`: 201 with the block, or 200 with it if it was
/// there already.
pub async fn add(
    State(site): State<Site>,
    SignedIn(me): SignedIn,
    json: Result<Json<BlockRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let me = me.ok_or_else(not_signed_in)?;
    let req = body(json)?;
    let other = player(&site, &me, &req.name).await?;
    let now = site.now_ms();
    let status = match site.store.block(&me.id, &other.id, now, MAX_BLOCKS).await? {
        Blocking::Added => StatusCode::CREATED,
        Blocking::Already => StatusCode::OK,
        Blocking::Full => {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                phrase!("blocks-full"; n = MAX_BLOCKS as u32),
            ))
        }
    };
    if status == StatusCode::CREATED {
        tracing::info!(account = %me.name, "blocked a player");
    }
    let since_ms = site
        .store
        .blocks_of(&me.id)
        .await?
        .into_iter()
        .find(|b| b.name == other.name)
        .map_or(now, |b| b.since_ms);
    let block = Block {
        name: other.name,
        since_ms,
    };
    Ok((status, Json(block)).into_response())
}

/// `DELETE /api/me/blocks/{name}`: 204; 404 if the player is not blocked.
pub async fn remove(
    State(site): State<Site>,
    SignedIn(me): SignedIn,
    Path(name): Path<String>,
) -> Result<Response, ApiError> {
    let me = me.ok_or_else(not_signed_in)?;
    let other = player(&site, &me, &name).await?;
    if !site.store.unblock(&me.id, &other.id).await? {
        return Err(ApiError::new(StatusCode::NOT_FOUND, phrase!("not-blocked")));
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// The player named `name`: a person's account other than `me`.
async fn player(site: &Site, me: &Account, name: &str) -> Result<AccountRow, ApiError> {
    let no_such = || ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-player"));
    if name.is_empty() || name.len() > 64 {
        return Err(no_such());
    }
    let found = site.store.account_named(name).await?.ok_or_else(no_such)?;
    if found.id == me.id {
        return Err(ApiError::bad_request(phrase!("block-yourself")));
    }
    if found.computer {
        return Err(ApiError::bad_request(phrase!("block-computer")));
    }
    Ok(found)
}

fn not_signed_in() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, phrase!("sign-in-to-block"))
}
