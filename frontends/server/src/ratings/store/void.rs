//! Voiding a rated game: it is marked void (`games.rated` → 3) and, if it was counted,
//! its pool's ratings are recomputed from it on as if it had never been counted, all
//! in one transaction.
//!
//! Exactly once: the transaction first moves `rated` from 1 or 2 to 3 under the game
//! row's lock, so a second void, on any instance, finds it void and changes nothing.
//! It then takes the pool's lock (see `rated_game.rs`), so no game of the pool is
//! counted while the pool is recounted.
//!
//! The recount: a game's update depends only on its players' ratings before it and
//! its ranks (time plays no part: each game is its own rating period). The games
//! counted after the voided one are rated again in their order of counting, each
//! player starting from their history row before the voided game (or from where a new
//! player starts); their history rows are rewritten (times and order kept), the voided
//! game's are deleted, and each player's rating row is set to their last point, with
//! `games` and `updated_ms` as their remaining history says. A rating row left without
//! history is deleted. Rows counted before the volatility was kept in history (before
//! migration 12) cannot start a Glicko-2 recount: the pool is then recounted from its
//! first game.

use std::collections::{BTreeSet, HashMap};

use sqlx::{AnyConnection, Row};
use thiserror::Error;

use super::rated_game::{lock_pool, rated_game_in};
use crate::ratings::plan::{plan, written_seats, Plan};
use crate::ratings::pools::{rate, System};
use crate::ratings::skill::Skill;
use crate::store::audit::{write_audit, Acting, AuditAction, NewAudit};
use crate::store::{SqlStore, StoreError};

/// What voiding a game did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Voided {
    pub game: String,
    /// Its rating pool.
    pub pool: String,
    /// It had been counted, and the pool's ratings were recomputed; false for a game
    /// voided before it was counted.
    pub was_counted: bool,
    /// How many later games of the pool were rated again.
    pub recounted: usize,
}

/// Why a game was not voided (nothing was changed).
#[derive(Debug, Error)]
pub enum VoidError {
    #[error("no such game")]
    NotFound,
    #[error("this game is not rated")]
    NotRated,
    #[error("this game is still being played: only a finished game is voided")]
    NotOver,
    #[error("this game was aborted, or cut short before every seat made two moves: it counts for nobody already")]
    Aborted,
    #[error("this game is void already")]
    AlreadyVoid,
    /// The reason given is blank or too long; the phrase says which.
    #[error("{0}")]
    BadReason(cubist_words::Phrase),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for VoidError {
    fn from(e: sqlx::Error) -> Self {
        VoidError::Store(StoreError::Db(e))
    }
}

/// One history row of a pool.
#[derive(Clone, Debug)]
struct Point {
    account: String,
    game: String,
    /// The order of counting: (`seq` or 0, time, game id).
    key: (i64, i64, String),
    skill: Skill,
    /// The volatility was stored (rows counted since migration 12).
    has_volatility: bool,
}

impl SqlStore {
    /// Mark finished rated game `id` void and recompute its pool's ratings from it on,
    /// in one transaction, exactly once (see the module), written in the audit log
    /// as `acting`'s in the same transaction.
    pub async fn void_rated_game(
        &self,
        id: &str,
        acting: &Acting<'_>,
    ) -> Result<Voided, VoidError> {
        let mut tx = self.pool.begin().await?;
        let found = rated_game_in(&mut tx, id)
            .await?
            .ok_or(VoidError::NotFound)?;
        match found.rated {
            0 => return Err(VoidError::NotRated),
            3 => return Err(VoidError::AlreadyVoid),
            _ => {}
        }
        let g = found.game.ok_or(VoidError::NotOver)?;
        let (pool, system) = match plan(&g) {
            Plan::Count { pool, system, .. } => (pool, system),
            Plan::Aborted => return Err(VoidError::Aborted),
            Plan::Unratable(_) => return Err(VoidError::NotRated),
        };
        let moved = sqlx::query(
            "UPDATE games SET rated = 3 WHERE id = $1 AND rated IN (1, 2) AND status = 'over'",
        )
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            // Voided by another call between the read and the update.
            return Err(VoidError::AlreadyVoid);
        }
        lock_pool(&mut tx, self.postgres, &pool).await?;
        let points = pool_points(&mut tx, &pool).await?;
        let was_counted = points.iter().any(|p| p.game == id);
        let recounted = if was_counted {
            recount(&mut tx, &pool, system, id, points).await?
        } else {
            0
        };
        let detail = format!("pool {pool}; {recounted} later games counted again");
        let entry = NewAudit {
            acting,
            action: AuditAction::Void,
            target_kind: "game",
            target: id,
            detail: &detail,
        };
        write_audit(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(Voided {
            game: id.to_string(),
            pool,
            was_counted,
            recounted,
        })
    }
}

/// Every history row of a pool.
async fn pool_points(conn: &mut AnyConnection, pool: &str) -> Result<Vec<Point>, StoreError> {
    let rows = sqlx::query(
        "SELECT account_id, game_id, seq, at_ms, rating, deviation, volatility \
         FROM rating_history WHERE pool = $1",
    )
    .bind(pool)
    .fetch_all(&mut *conn)
    .await?;
    rows.iter()
        .map(|r| {
            let volatility: Option<f64> = r.try_get("volatility")?;
            let game: String = r.try_get("game_id")?;
            Ok(Point {
                account: r.try_get("account_id")?,
                key: (
                    r.try_get::<Option<i64>, _>("seq")?.unwrap_or(0),
                    r.try_get::<i64, _>("at_ms")?,
                    game.clone(),
                ),
                game,
                skill: Skill {
                    rating: r.try_get("rating")?,
                    deviation: r.try_get("deviation")?,
                    volatility: volatility.unwrap_or(0.0),
                },
                has_volatility: volatility.is_some(),
            })
        })
        .collect()
}

/// Rate again, without game `void`, the games of the pool counted after it, and set
/// the ratings of everyone whose rating it changed. Returns how many games were rated
/// again.
async fn recount(
    conn: &mut AnyConnection,
    pool: &str,
    system: System,
    void: &str,
    points: Vec<Point>,
) -> Result<usize, StoreError> {
    let mut games: Vec<(&(i64, i64, String), &str)> =
        points.iter().map(|p| (&p.key, p.game.as_str())).collect();
    games.sort();
    games.dedup_by(|a, b| a.1 == b.1);
    let at = games
        .iter()
        .position(|g| g.1 == void)
        .expect("the voided game has history");
    let void_key = games[at].0.clone();
    let later: Vec<String> = games[at + 1..].iter().map(|g| g.1.to_string()).collect();
    let mut touched: BTreeSet<String> = points
        .iter()
        .filter(|p| p.game == void)
        .map(|p| p.account.clone())
        .collect();
    // Each player's rating just before the voided game; missing for a player who had
    // none yet in the pool.
    let mut now: HashMap<String, Skill> = HashMap::new();
    let mut last_key: HashMap<&str, &(i64, i64, String)> = HashMap::new();
    let mut sure: HashMap<&str, bool> = HashMap::new();
    for p in points.iter().filter(|p| p.key < void_key) {
        if last_key.get(p.account.as_str()).is_none_or(|k| **k < p.key) {
            last_key.insert(&p.account, &p.key);
            now.insert(p.account.clone(), p.skill);
            sure.insert(&p.account, p.has_volatility);
        }
    }
    // A Glicko-2 player of the voided game or a later one whose rating before it
    // lacks the volatility: the recount starts from the pool's first game.
    let start_unknown = system == System::Glicko2
        && points
            .iter()
            .filter(|p| p.key >= void_key)
            .any(|p| sure.get(p.account.as_str()) == Some(&false));
    let replay: Vec<String> = if start_unknown {
        // The pool from its first game.
        now.clear();
        touched.extend(points.iter().map(|p| p.account.clone()));
        games
            .iter()
            .map(|g| g.1.to_string())
            .filter(|g| g != void)
            .collect()
    } else {
        later
    };
    sqlx::query("DELETE FROM rating_history WHERE game_id = $1")
        .bind(void)
        .execute(&mut *conn)
        .await?;
    for game in &replay {
        let seats = match rated_game_in(&mut *conn, game).await?.and_then(|g| g.game) {
            Some(g) => match plan(&g) {
                Plan::Count { seats, .. } => seats,
                _ => return Err(StoreError::Corrupt(game.clone(), "no longer rates".into())),
            },
            None => return Err(StoreError::Corrupt(game.clone(), "no longer over".into())),
        };
        let before: Vec<(Skill, usize)> = seats
            .iter()
            .map(|s| (now.get(&s.account_id).copied().unwrap_or(s.start), s.rank))
            .collect();
        let after = rate(system, &before);
        for s in written_seats(&seats) {
            let account = &seats[s].account_id;
            sqlx::query(
                "UPDATE rating_history SET rating = $3, deviation = $4, volatility = $5, \
                 rating_change = $6 WHERE account_id = $1 AND game_id = $2",
            )
            .bind(account)
            .bind(game)
            .bind(after[s].rating)
            .bind(after[s].deviation)
            .bind(after[s].volatility)
            .bind(after[s].rating - before[s].0.rating)
            .execute(&mut *conn)
            .await?;
            now.insert(account.clone(), after[s]);
            touched.insert(account.clone());
        }
    }
    for account in &touched {
        settle(&mut *conn, pool, account, now.get(account)).await?;
    }
    Ok(replay.len())
}

/// Set an account's rating row in a pool to `skill`, with `games` and `updated_ms`
/// from its history; delete it if no history is left.
async fn settle(
    conn: &mut AnyConnection,
    pool: &str,
    account: &str,
    skill: Option<&Skill>,
) -> Result<(), StoreError> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS n, MAX(at_ms) AS last FROM rating_history \
         WHERE account_id = $1 AND pool = $2",
    )
    .bind(account)
    .bind(pool)
    .fetch_one(&mut *conn)
    .await?;
    let games: i64 = row.try_get("n")?;
    let last: Option<i64> = row.try_get("last")?;
    match (skill, last) {
        (Some(skill), Some(last)) if games > 0 => {
            sqlx::query(
                "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = $6, \
                 updated_ms = $7 WHERE account_id = $1 AND pool = $2",
            )
            .bind(account)
            .bind(pool)
            .bind(skill.rating)
            .bind(skill.deviation)
            .bind(skill.volatility)
            .bind(games)
            .bind(last)
            .execute(&mut *conn)
            .await?;
        }
        _ => {
            sqlx::query("DELETE FROM ratings WHERE account_id = $1 AND pool = $2")
                .bind(account)
                .bind(pool)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(())
}
