//! `GET /api/mod/pairs`: pairs of players with many rated games counted together in
//! a period, the most first: where two accounts trade wins to lift one of them, the
//! pair stands out (`ratings/pairs.rs` caps it; this shows who tried).

use axum::extract::{Query, State};
use axum::Json;
use serde::{Deserialize, Serialize};

use super::Staff;
use crate::error::ApiError;
use crate::ratings::pairs::PAIR_GAMES;
use crate::site::Site;
use crate::words::phrase;

/// The period looked at unless asked, in hours, and the longest.
const HOURS: u64 = 24;
const MAX_HOURS: u64 = 24 * 366;
/// The most pairs listed.
const PAIRS_LISTED: usize = 200;

#[derive(Deserialize)]
pub struct PairsQuery {
    /// The period: the last this many hours.
    pub hours: Option<u64>,
    /// Pairs with at least this many rated games together.
    pub min: Option<usize>,
}

/// Pairs of players, the most rated games together first.
#[derive(Debug, Serialize, Deserialize)]
pub struct PairList {
    /// The start of the period, in ms since the epoch.
    pub since_ms: u64,
    pub pairs: Vec<RatedPair>,
}

/// Two players and their rated games together in the period.
#[derive(Debug, Serialize, Deserialize)]
pub struct RatedPair {
    pub a: String,
    pub b: String,
    pub games: u64,
    /// The sum of each one's rating changes over those games.
    pub a_change: f64,
    pub b_change: f64,
}

/// `GET /api/mod/pairs?hours=H&min=N`.
pub async fn pairs(
    State(site): State<Site>,
    _staff: Staff,
    Query(q): Query<PairsQuery>,
) -> Result<Json<PairList>, ApiError> {
    let hours = q.hours.unwrap_or(HOURS);
    if !(1..=MAX_HOURS).contains(&hours) {
        return Err(ApiError::bad_request(phrase!("bad-hours", max = MAX_HOURS)));
    }
    let min = q.min.unwrap_or(PAIR_GAMES).max(1);
    let since_ms = site.now_ms().saturating_sub(hours * 3_600_000);
    let rows = site.store.rated_pairs(since_ms, min, PAIRS_LISTED).await?;
    let pairs = rows
        .into_iter()
        .map(|r| RatedPair {
            a: r.a_name,
            b: r.b_name,
            games: r.games,
            a_change: r.a_change,
            b_change: r.b_change,
        })
        .collect();
    Ok(Json(PairList { since_ms, pairs }))
}
