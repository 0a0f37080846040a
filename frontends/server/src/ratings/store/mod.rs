//! Ratings in the database: counting a rated game exactly once, and what players'
//! pages and leaderboards read.
//!
//! A game is counted in one transaction that first moves `games.rated` from 1 to 2:
//! if no row moves, another call (or instance) counted it already and nothing is
//! written. The players' rating rows are then read under a lock (`FOR UPDATE` on
//! PostgreSQL; SQLite has one writer) in the order of their account ids, so that two
//! games sharing a player (a computer level is in many) wait for each other instead
//! of both writing from the same old rating. Before them it takes its pool's lock and
//! numbers the game in the pool (`rated_game.rs`), which a void's recount needs.

mod pairs;
mod rated_game;
mod void;

use cubist_core::{Outcome, RecordedEvent};
use sqlx::any::AnyRow;
use sqlx::Row;

use crate::ratings::plan::written_seats;
pub use crate::ratings::plan::{CountedSeat, ToRate};
use crate::store::rows::{corrupt, players_of, to_i64};
use crate::store::{SqlStore, StoreError};
use rated_game::{lock_pool, next_seq, rated_game_in};

use crate::ratings::pools::{rate, System};
use crate::ratings::skill::Skill;
pub(crate) use pairs::pairs_at_cap;
pub use pairs::PairRow;
pub use void::{VoidError, Voided};

/// A game's rating update to store: its pool and system, and per seat in order the
/// account, its rank, and its rating if it has none in the pool yet.
#[derive(Clone, Debug)]
pub struct Counting<'a> {
    pub id: &'a str,
    pub pool: &'a str,
    pub system: System,
    pub seats: Vec<CountedSeat>,
    pub now_ms: u64,
}

/// An account as its page shows it.
#[derive(Clone, Debug)]
pub struct AccountRow {
    pub id: String,
    pub name: String,
    pub computer: bool,
    pub created_ms: u64,
}

/// A rating in one pool.
#[derive(Clone, Debug)]
pub struct RatingRow {
    pub pool: String,
    pub skill: Skill,
    pub games: u64,
    pub updated_ms: u64,
}

/// A point of a rating's history.
#[derive(Clone, Debug)]
pub struct HistoryRow {
    pub at_ms: u64,
    pub rating: f64,
    pub deviation: f64,
    pub game_id: String,
}

/// A finished game an account played.
#[derive(Clone, Debug)]
pub struct PlayedRow {
    pub id: String,
    pub game: String,
    pub seat: usize,
    pub ended_ms: u64,
    pub rated: bool,
    /// A rated game voided: it counts for nobody.
    pub void: bool,
    pub result: Option<Outcome>,
    pub events: Vec<RecordedEvent>,
    /// The name of the account holding each seat, if any.
    pub names: Vec<Option<String>>,
    pub players: Vec<String>,
    pub rating_change: Option<f64>,
}

/// One seat's rating after a counted game and the change the game made to it.
#[derive(Clone, Debug)]
pub struct SeatChangeRow {
    /// From 0.
    pub seat: usize,
    pub after: f64,
    pub change: f64,
}

/// A line of a leaderboard.
#[derive(Clone, Debug)]
pub struct LeaderRow {
    pub name: String,
    pub computer: bool,
    pub skill: Skill,
    pub games: u64,
}

impl SqlStore {
    /// A finished game with `rated = 1`, as the rating needs it; `None` otherwise.
    pub async fn game_to_rate(&self, id: &str) -> Result<Option<ToRate>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        Ok(rated_game_in(&mut conn, id)
            .await?
            .filter(|g| g.rated == 1)
            .and_then(|g| g.game))
    }

    /// Count a game: its players' new ratings and history rows, in one transaction
    /// with `rated` 1 → 2. False (and nothing written) if it was counted already.
    pub async fn count_game(&self, c: &Counting<'_>) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let moved = sqlx::query("UPDATE games SET rated = 2 WHERE id = $1 AND rated = 1")
            .bind(c.id)
            .execute(&mut *tx)
            .await?;
        if moved.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(false);
        }
        lock_pool(&mut tx, self.postgres, c.pool).await?;
        let seq = next_seq(&mut tx, c.pool).await?;
        let now = c.now_ms as i64;
        let mut order: Vec<usize> = (0..c.seats.len()).collect();
        order.sort_by(|&a, &b| c.seats[a].account_id.cmp(&c.seats[b].account_id));
        let mut before = vec![(c.seats[0].start, 0); c.seats.len()];
        for &s in &order {
            let seat = &c.seats[s];
            if seat.computer {
                make_computer(&mut tx, &seat.account_id, now).await?;
            }
            before[s] = (
                self.locked_rating(&mut tx, seat, c.pool, now).await?,
                seat.rank,
            );
        }
        let after = rate(c.system, &before);
        for s in written_seats(&c.seats) {
            let account = c.seats[s].account_id.as_str();
            write_rating(&mut tx, account, c, seq, before[s].0, after[s]).await?;
        }
        mark_ended_in(&mut *tx, c.id, c.now_ms).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Mark a finished rated game counted without rating it (it cannot be rated).
    pub async fn skip_rating(&self, id: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET rated = 2 WHERE id = $1 AND rated = 1")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Finished rated games not yet counted.
    pub async fn games_to_rate(&self, limit: usize) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE rated = 1 AND status = 'over' ORDER BY id LIMIT $1",
        )
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>("id").map_err(StoreError::from))
            .collect()
    }

    /// A game ended at `now_ms` (kept the first time only).
    pub async fn mark_ended(&self, id: &str, now_ms: u64) -> Result<(), StoreError> {
        mark_ended_in(&self.pool, id, now_ms).await
    }

    /// The account of a name (any case).
    pub async fn account_named(&self, name: &str) -> Result<Option<AccountRow>, StoreError> {
        let row =
            sqlx::query("SELECT id, name, computer, created_at FROM accounts WHERE name_key = $1")
                .bind(name.to_lowercase())
                .fetch_optional(&self.pool)
                .await?;
        row.map(|r| {
            Ok(AccountRow {
                id: r.try_get("id")?,
                name: r.try_get("name")?,
                computer: r.try_get::<i64, _>("computer")? != 0,
                created_ms: r.try_get::<i64, _>("created_at")?.max(0) as u64,
            })
        })
        .transpose()
    }

    pub async fn ratings_of(&self, account_id: &str) -> Result<Vec<RatingRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT pool, rating, deviation, volatility, games, updated_ms FROM ratings \
             WHERE account_id = $1 ORDER BY pool",
        )
        .bind(account_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(RatingRow {
                    pool: r.try_get("pool")?,
                    skill: skill_of(r)?,
                    games: r.try_get::<i64, _>("games")?.max(0) as u64,
                    updated_ms: r.try_get::<i64, _>("updated_ms")?.max(0) as u64,
                })
            })
            .collect()
    }

    /// An account's history in a pool, oldest first, at most the last `limit` points.
    pub async fn history_of(
        &self,
        account_id: &str,
        pool: &str,
        limit: usize,
    ) -> Result<Vec<HistoryRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT at_ms, rating, deviation, game_id FROM rating_history \
             WHERE account_id = $1 AND pool = $2 ORDER BY at_ms DESC, game_id DESC LIMIT $3",
        )
        .bind(account_id)
        .bind(pool)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut points = rows
            .iter()
            .map(|r| {
                Ok(HistoryRow {
                    at_ms: r.try_get::<i64, _>("at_ms")?.max(0) as u64,
                    rating: r.try_get("rating")?,
                    deviation: r.try_get("deviation")?,
                    game_id: r.try_get("game_id")?,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        points.reverse();
        Ok(points)
    }

    /// How many finished games an account played, and those from `offset` on, the
    /// latest first.
    pub async fn games_of(
        &self,
        account_id: &str,
        offset: usize,
        limit: usize,
    ) -> Result<(u64, Vec<PlayedRow>), StoreError> {
        let total = sqlx::query(
            "SELECT COUNT(*) AS n FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.account_id = $1 AND g.status = 'over'",
        )
        .bind(account_id)
        .fetch_one(&self.pool)
        .await?
        .try_get::<i64, _>("n")?;
        let rows = sqlx::query(
            "SELECT g.id, g.game, g.players, g.result, g.rated, s.seat, \
             COALESCE(e.ended_ms, g.created_at * 1000) AS ended_ms, h.rating_change \
             FROM seats s JOIN games g ON g.id = s.game_id \
             LEFT JOIN game_ends e ON e.game_id = g.id \
             LEFT JOIN rating_history h ON h.game_id = g.id AND h.account_id = s.account_id \
             WHERE s.account_id = $1 AND g.status = 'over' \
             ORDER BY ended_ms DESC, g.id DESC LIMIT $2 OFFSET $3",
        )
        .bind(account_id)
        .bind(to_i64(limit))
        .bind(to_i64(offset))
        .fetch_all(&self.pool)
        .await?;
        let mut played = Vec::with_capacity(rows.len());
        for r in rows {
            let id: String = r.try_get("id")?;
            let players = players_of(&id, &r)?;
            let mut names = vec![None; players.len()];
            for (seat, name) in self.seat_names(&id).await? {
                if let Some(slot) = names.get_mut(seat) {
                    *slot = Some(name);
                }
            }
            played.push(PlayedRow {
                game: r.try_get("game")?,
                seat: r.try_get::<i64, _>("seat")?.max(0) as usize,
                ended_ms: r.try_get::<i64, _>("ended_ms")?.max(0) as u64,
                rated: r.try_get::<i64, _>("rated")? != 0,
                void: r.try_get::<i64, _>("rated")? == 3,
                result: result_of(&id, &r)?,
                events: self.seat_events(&id).await?,
                rating_change: r.try_get::<Option<f64>, _>("rating_change")?,
                names,
                players,
                id,
            });
        }
        Ok((total.max(0) as u64, played))
    }

    /// The rating change of each seat with an account in a counted rated game (seats
    /// from 0), as its history row holds it; empty until the game is counted.
    pub async fn rating_changes(&self, id: &str) -> Result<Vec<SeatChangeRow>, StoreError> {
        self.counted_changes(id).await
    }

    /// A pool's rated players with a deviation above `deviation.0` and at most
    /// `deviation.1`, who played since `since_ms`, best first.
    pub async fn leaderboard(
        &self,
        pool: &str,
        (above, most): (f64, f64),
        since_ms: u64,
        limit: usize,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT a.name, a.computer, r.rating, r.deviation, r.volatility, r.games \
             FROM ratings r JOIN accounts a ON a.id = r.account_id \
             WHERE r.pool = $1 AND r.deviation > $2 AND r.deviation <= $3 \
             AND r.updated_ms >= $4 \
             ORDER BY r.rating DESC, a.name_key LIMIT $5",
        )
        .bind(pool)
        .bind(above)
        .bind(most)
        .bind(since_ms.min(i64::MAX as u64) as i64)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(LeaderRow {
                    name: r.try_get("name")?,
                    computer: r.try_get::<i64, _>("computer")? != 0,
                    skill: skill_of(r)?,
                    games: r.try_get::<i64, _>("games")?.max(0) as u64,
                })
            })
            .collect()
    }
}

impl SqlStore {
    /// See [`SqlStore::rating_changes`]: only a game counted (`rated` 2), not one
    /// waiting to be counted or voided.
    async fn counted_changes(&self, id: &str) -> Result<Vec<SeatChangeRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT s.seat, h.rating, h.rating_change FROM seats s \
             JOIN games g ON g.id = s.game_id \
             JOIN rating_history h ON h.game_id = s.game_id AND h.account_id = s.account_id \
             WHERE s.game_id = $1 AND g.rated = 2",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(SeatChangeRow {
                    seat: r.try_get::<i64, _>("seat")?.max(0) as usize,
                    after: r.try_get("rating")?,
                    change: r.try_get("rating_change")?,
                })
            })
            .collect()
    }

    /// The name of each seat's account, where one holds it.
    async fn seat_names(&self, id: &str) -> Result<Vec<(usize, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT s.seat, a.name FROM seats s JOIN accounts a ON a.id = s.account_id \
             WHERE s.game_id = $1",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get::<i64, _>("seat")?.max(0) as usize,
                    r.try_get("name")?,
                ))
            })
            .collect()
    }

    /// A seat's rating in a pool, locked until the transaction ends; made from its
    /// start if it has none.
    async fn locked_rating(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        seat: &CountedSeat,
        pool: &str,
        now: i64,
    ) -> Result<Skill, StoreError> {
        sqlx::query(
            "INSERT INTO ratings (account_id, pool, rating, deviation, volatility, games, \
             updated_ms) VALUES ($1, $2, $3, $4, $5, 0, $6) \
             ON CONFLICT (account_id, pool) DO NOTHING",
        )
        .bind(&seat.account_id)
        .bind(pool)
        .bind(seat.start.rating)
        .bind(seat.start.deviation)
        .bind(seat.start.volatility)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        let lock = if self.postgres { " FOR UPDATE" } else { "" };
        let row = sqlx::query(&format!(
            "SELECT rating, deviation, volatility FROM ratings \
             WHERE account_id = $1 AND pool = $2{lock}"
        ))
        .bind(&seat.account_id)
        .bind(pool)
        .fetch_one(&mut **tx)
        .await?;
        skill_of(&row)
    }
}

/// A computer level's account, made the first time it is rated.
async fn make_computer(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO accounts (id, name, name_key, password_hash, computer, created_at) \
         VALUES ($1, $1, $1, NULL, 1, $2) ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// One player's new rating and its history row.
async fn write_rating(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    account: &str,
    c: &Counting<'_>,
    seq: i64,
    before: Skill,
    after: Skill,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = games + 1, \
         updated_ms = $6 WHERE account_id = $1 AND pool = $2",
    )
    .bind(account)
    .bind(c.pool)
    .bind(after.rating)
    .bind(after.deviation)
    .bind(after.volatility)
    .bind(c.now_ms as i64)
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "INSERT INTO rating_history (account_id, game_id, pool, at_ms, rating, deviation, \
         rating_change, seq, volatility) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(account)
    .bind(c.id)
    .bind(c.pool)
    .bind(c.now_ms as i64)
    .bind(after.rating)
    .bind(after.deviation)
    .bind(after.rating - before.rating)
    .bind(seq)
    .bind(after.volatility)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn mark_ended_in<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    id: &str,
    now_ms: u64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO game_ends (game_id, ended_ms) VALUES ($1, $2) \
         ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(id)
    .bind(now_ms as i64)
    .execute(db)
    .await?;
    Ok(())
}

fn skill_of(row: &AnyRow) -> Result<Skill, StoreError> {
    Ok(Skill {
        rating: row.try_get("rating")?,
        deviation: row.try_get("deviation")?,
        volatility: row.try_get("volatility")?,
    })
}

/// A stored result, if the game has one.
fn result_of(id: &str, row: &AnyRow) -> Result<Option<Outcome>, StoreError> {
    row.try_get::<Option<String>, _>("result")?
        .map(|text| serde_json::from_str(&text).map_err(|e| corrupt(id, e)))
        .transpose()
}
