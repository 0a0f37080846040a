//! An account's ratings in the words of the API: one line per pool.

use serde::{Deserialize, Serialize};

use super::pools::game_of_pool;
use super::skill::Skill;
use crate::ratings::store::RatingRow;
use crate::store::{SqlStore, StoreError};

/// A rating in one pool, as `GET /api/me` and players' pages give it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RatingSummary {
    /// The game's name (`squadro`).
    pub game: String,
    /// `squadro` for two seats, `cube-attack/multi` for three to six.
    pub pool: String,
    /// `glicko2` or `weng-lin`.
    pub system: String,
    pub rating: f64,
    pub deviation: f64,
    /// The deviation is still above 110: the rating is not yet reliable.
    pub provisional: bool,
    /// Rated games counted in this pool.
    pub games: u64,
}

/// An account's ratings, for `GET /api/me`.
pub async fn ratings_of(
    store: &SqlStore,
    account_id: &str,
) -> Result<Vec<RatingSummary>, StoreError> {
    Ok(store
        .ratings_of(account_id)
        .await?
        .iter()
        .map(summary)
        .collect())
}

/// A pool's rating row in the words of the API.
pub fn summary(row: &RatingRow) -> RatingSummary {
    let (game, system) = game_of_pool(&row.pool);
    let Skill {
        rating, deviation, ..
    } = row.skill;
    RatingSummary {
        game: game.to_string(),
        pool: row.pool.clone(),
        system: system.name().to_string(),
        provisional: row.skill.provisional(),
        rating,
        deviation,
        games: row.games,
    }
}
