//! Seeks in the database, and pairing them into a game in one transaction.
//!
//! Pairing inserts the new seek, reads the open seeks of its pool, marks the chosen
//! ones paired and creates their game, all in one transaction. On PostgreSQL the
//! transaction first takes the pool's advisory lock (`pg_advisory_xact_lock`), so two
//! instances pairing in one pool take turns and the second sees what the first
//! committed; on SQLite the pool has one connection, which serialises transactions
//! already. Each seek is also marked paired only while still open: a seek can never
//! be in two games. Blocks are read in the same transaction: two accounts that block
//! each other are never paired, whichever instance pairs them.

use rand::seq::SliceRandom;
use sqlx::any::AnyRow;
use sqlx::Row;

use super::caps::{self, Full, OpenSeekLimits};
use crate::blocks::store::blocks_among;
use crate::ratings::pairs::{PAIR_GAMES, PAIR_WINDOW_MS};
use crate::ratings::store::pairs_at_cap;
use crate::seeks::pairing::{choose, Apart, Candidate};
use crate::seeks::wire::SeekStatus;
use crate::store::rows::{insert_game, to_i64};
use crate::store::{NewGame, SqlStore, StoreError};

/// A seek to store.
#[derive(Clone, Debug)]
pub struct NewSeek {
    pub id: String,
    /// See [`super::pools::pool_key`].
    pub pool: String,
    pub game: String,
    /// The options as the game writes them (JSON).
    pub options: String,
    /// The time control as JSON; none if untimed.
    pub clock: Option<String>,
    pub rated: bool,
    pub rating_min: Option<i64>,
    pub rating_max: Option<i64>,
    /// The seats of the game sought.
    pub seats: usize,
    pub account: Option<String>,
    pub seeker_name: Option<String>,
    pub rating: i64,
    pub token_hash: String,
    /// When it was posted, on the server's clock.
    pub now_ms: u64,
    /// A hash of the address it was posted from (`caps.rs` counts by it); empty for
    /// seeks stored before it was kept.
    pub address_hash: String,
}

/// A stored seek.
#[derive(Clone, Debug)]
pub struct StoredSeek {
    pub seek: NewSeek,
    pub status: SeekStatus,
    pub polled_ms: u64,
    /// Once paired: the game and the seat (from 0).
    pub game_id: Option<String>,
    pub seat: Option<usize>,
}

impl StoredSeek {
    fn candidate(&self) -> Candidate {
        candidate_of(&self.seek)
    }
}

fn candidate_of(s: &NewSeek) -> Candidate {
    Candidate {
        id: s.id.clone(),
        account: s.account.clone(),
        rating: s.rating,
        rating_min: s.rating_min,
        rating_max: s.rating_max,
    }
}

/// A seek to post and pair.
#[derive(Clone, Debug)]
pub struct PostPairing<'a> {
    pub seek: &'a NewSeek,
    /// The seek accepted: it must still be open and compatible, and is paired first.
    pub target: Option<&'a str>,
    /// Open seeks not polled since this moment have expired.
    pub stale_before_ms: u64,
    /// The game to create if the seek pairs: every seat human, no tokens yet.
    pub game: &'a NewGame,
    /// The open seeks its seeker may have: a seek that would stay open past them is
    /// refused.
    pub limits: OpenSeekLimits,
}

/// What posting a seek did.
#[derive(Clone, Debug)]
pub enum Pairing {
    /// Stored, waiting.
    Open,
    /// Stored and paired: the game created (tokens are the seeks' hashes, accounts
    /// the seekers'), the new seek's seat (from 0), the seekers' names by seat and
    /// when each seek was posted (by seat), for the pairing time.
    Paired {
        game: Box<NewGame>,
        seat: usize,
        names: Vec<Option<String>>,
        posted_ms: Vec<u64>,
    },
    /// The seek accepted is no longer open: nothing stored.
    TargetGone,
    /// The seek accepted does not take this seeker: nothing stored.
    TargetRefuses,
    /// The seeker of the seek accepted and this one block each other (either way):
    /// nothing stored.
    TargetBlocked,
    /// A rated seek whose seeker and this one played the most rated games allowed
    /// together lately (`ratings/pairs.rs`): nothing stored.
    TargetPlayedOut,
    /// The seek would stay open, and its seeker has as many open as allowed: nothing
    /// stored.
    Full(Full),
}

const COLUMNS: &str = "id, pool, game, options, clock, rated, rating_min, rating_max, seats, \
     account_id, seeker_name, rating, token_hash, status, created_at, polled_at, game_id, seat, \
     address_hash";

impl SqlStore {
    /// Store a seek and pair it if enough compatible seeks wait (see the module).
    pub async fn post_seek(&self, post: PostPairing<'_>) -> Result<Pairing, StoreError> {
        let seek = post.seek;
        let mut tx = self.pool.begin().await?;
        if self.postgres {
            // The seeker's, then the pool's: every pairing takes them in this order.
            for key in seeker_locks(seek).iter().chain([&seek.pool]) {
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(crate::store::rows::lock_key(key))
                    .execute(&mut *tx)
                    .await?;
            }
        }
        expire_stale(&mut tx, &seek.pool, post.stale_before_ms).await?;
        let waiting = waiting_in(&mut tx, &seek.pool, post.target).await?;
        let mut apart = apart_of(&mut tx, seek, &waiting).await?;
        let played = played_out(&mut tx, seek, &waiting).await?;
        if let Some(target) = post.target {
            match waiting.first() {
                Some(first) if first.seek.id == target => {
                    if apart.between(&candidate_of(seek), &first.candidate()) {
                        return Ok(Pairing::TargetBlocked);
                    }
                    if played.between(&candidate_of(seek), &first.candidate()) {
                        return Ok(Pairing::TargetPlayedOut);
                    }
                    if !candidate_of(seek).compatible(&first.candidate()) {
                        return Ok(Pairing::TargetRefuses);
                    }
                }
                _ => return Ok(Pairing::TargetGone),
            }
        }
        apart.0.extend(played.0);
        let candidates: Vec<Candidate> = waiting.iter().map(StoredSeek::candidate).collect();
        let chosen = choose(&candidate_of(seek), &candidates, seek.seats, &apart)
            .filter(|c| post.target.is_none() || c.first() == Some(&0));
        if chosen.is_none() {
            let seeker = (seek.account.as_deref(), seek.address_hash.as_str());
            if let Some(full) =
                caps::full(&mut tx, seeker, post.stale_before_ms, post.limits).await?
            {
                return Ok(Pairing::Full(full));
            }
        }
        insert_seek(&mut tx, seek).await?;
        let Some(chosen) = chosen else {
            tx.commit().await?;
            return Ok(Pairing::Open);
        };
        let mut seekers: Vec<&NewSeek> = chosen.iter().map(|&i| &waiting[i].seek).collect();
        seekers.push(seek);
        seekers.shuffle(&mut rand::rng());
        let mut game = post.game.clone();
        game.tokens = seekers.iter().map(|s| Some(s.token_hash.clone())).collect();
        game.accounts = seekers.iter().map(|s| s.account.clone()).collect();
        let names = seekers.iter().map(|s| s.seeker_name.clone()).collect();
        let posted_ms = seekers.iter().map(|s| s.now_ms).collect();
        for (seat, s) in seekers.iter().enumerate() {
            mark_paired(&mut tx, &s.id, &game.id, seat).await?;
        }
        insert_game(&mut tx, &game, true).await?;
        tx.commit().await?;
        let seat = seekers
            .iter()
            .position(|s| s.id == seek.id)
            .expect("the new seek is seated");
        Ok(Pairing::Paired {
            game: Box::new(game),
            seat,
            names,
            posted_ms,
        })
    }

    pub async fn seek(&self, id: &str) -> Result<Option<StoredSeek>, StoreError> {
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM seeks WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(seek_of).transpose()
    }

    /// The seeker polled at `now_ms`: an open seek stale before `stale_before_ms`
    /// expires instead.
    pub async fn poll_seek(
        &self,
        id: &str,
        now_ms: u64,
        stale_before_ms: u64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE seeks SET status = CASE WHEN polled_at < $3 THEN 'expired' ELSE status END, \
             polled_at = CASE WHEN polled_at < $3 THEN polled_at ELSE $2 END \
             WHERE id = $1 AND status = 'open'",
        )
        .bind(id)
        .bind(now_ms as i64)
        .bind(stale_before_ms as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Cancel an open seek: whether it was open.
    pub async fn cancel_seek(&self, id: &str) -> Result<bool, StoreError> {
        let done =
            sqlx::query("UPDATE seeks SET status = 'cancelled' WHERE id = $1 AND status = 'open'")
                .bind(id)
                .execute(&self.pool)
                .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Open seeks polled since `stale_before_ms`, oldest first.
    pub async fn open_seeks(
        &self,
        stale_before_ms: u64,
        limit: usize,
    ) -> Result<Vec<StoredSeek>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM seeks WHERE status = 'open' AND polled_at >= $1 \
             ORDER BY created_at, id LIMIT $2"
        ))
        .bind(stale_before_ms as i64)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(seek_of).collect()
    }
}

type Tx<'t> = sqlx::Transaction<'t, sqlx::Any>;

/// The advisory locks of a seek's seeker (its address, its account), so that two
/// instances count one seeker's open seeks in turn.
fn seeker_locks(seek: &NewSeek) -> Vec<String> {
    let mut keys = vec![format!("seeks from\n{}", seek.address_hash)];
    keys.extend(seek.account.iter().map(|a| format!("seeks of\n{a}")));
    keys
}

/// The accounts of the new seeker and the waiting ones, each once.
fn seekers<'a>(seek: &'a NewSeek, waiting: &'a [StoredSeek]) -> Vec<&'a str> {
    let mut accounts: Vec<&str> = waiting
        .iter()
        .filter_map(|w| w.seek.account.as_deref())
        .collect();
    accounts.extend(seek.account.as_deref());
    accounts.sort_unstable();
    accounts.dedup();
    accounts
}

/// The blocks between the new seeker and the waiting ones, and among those.
async fn apart_of(
    tx: &mut Tx<'_>,
    seek: &NewSeek,
    waiting: &[StoredSeek],
) -> Result<Apart, StoreError> {
    let accounts = seekers(seek, waiting);
    Ok(Apart(blocks_among(tx, &accounts).await?))
}

/// In a rated pool, the pairs among the seekers that played the most rated games
/// allowed together lately: kept apart as blocks are (`ratings/pairs.rs`).
async fn played_out(
    tx: &mut Tx<'_>,
    seek: &NewSeek,
    waiting: &[StoredSeek],
) -> Result<Apart, StoreError> {
    if !seek.rated {
        return Ok(Apart::default());
    }
    let accounts = seekers(seek, waiting);
    let since = seek.now_ms.saturating_sub(PAIR_WINDOW_MS);
    Ok(Apart(pairs_at_cap(tx, &accounts, since, PAIR_GAMES).await?))
}

/// Expire the open seeks of a pool not polled since `before_ms`.
async fn expire_stale(tx: &mut Tx<'_>, pool: &str, before_ms: u64) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE seeks SET status = 'expired' \
         WHERE status = 'open' AND pool = $1 AND polled_at < $2",
    )
    .bind(pool)
    .bind(before_ms as i64)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The open seeks of a pool, oldest first, with `first` (if open) before all.
async fn waiting_in(
    tx: &mut Tx<'_>,
    pool: &str,
    first: Option<&str>,
) -> Result<Vec<StoredSeek>, StoreError> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM seeks WHERE status = 'open' AND pool = $1 \
         ORDER BY CASE WHEN id = $2 THEN 0 ELSE 1 END, created_at, id"
    ))
    .bind(pool)
    .bind(first.unwrap_or(""))
    .fetch_all(&mut **tx)
    .await?;
    rows.iter().map(seek_of).collect()
}

async fn insert_seek(tx: &mut Tx<'_>, s: &NewSeek) -> Result<(), StoreError> {
    sqlx::query(&format!(
        "INSERT INTO seeks ({COLUMNS}) VALUES \
         ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'open', $14, $14, NULL, NULL, $15)"
    ))
    .bind(&s.id)
    .bind(&s.pool)
    .bind(&s.game)
    .bind(&s.options)
    .bind(s.clock.as_deref())
    .bind(i64::from(s.rated))
    .bind(s.rating_min)
    .bind(s.rating_max)
    .bind(to_i64(s.seats))
    .bind(s.account.as_deref())
    .bind(s.seeker_name.as_deref())
    .bind(s.rating)
    .bind(&s.token_hash)
    .bind(s.now_ms as i64)
    .bind(&s.address_hash)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Seat an open seek in a game; a seek no longer open fails the whole pairing.
async fn mark_paired(tx: &mut Tx<'_>, id: &str, game: &str, seat: usize) -> Result<(), StoreError> {
    let done = sqlx::query(
        "UPDATE seeks SET status = 'paired', game_id = $2, seat = $3 \
         WHERE id = $1 AND status = 'open'",
    )
    .bind(id)
    .bind(game)
    .bind(to_i64(seat))
    .execute(&mut **tx)
    .await?;
    if done.rows_affected() != 1 {
        return Err(StoreError::Conflict(0));
    }
    Ok(())
}

fn seek_of(row: &AnyRow) -> Result<StoredSeek, StoreError> {
    let id: String = row.try_get("id")?;
    let status: String = row.try_get("status")?;
    let status = SeekStatus::from_word(&status)
        .ok_or_else(|| StoreError::Corrupt(id.clone(), format!("seek status {status}")))?;
    Ok(StoredSeek {
        seek: NewSeek {
            pool: row.try_get("pool")?,
            game: row.try_get("game")?,
            options: row.try_get("options")?,
            clock: row.try_get("clock")?,
            rated: row.try_get::<i64, _>("rated")? != 0,
            rating_min: row.try_get("rating_min")?,
            rating_max: row.try_get("rating_max")?,
            seats: row.try_get::<i64, _>("seats")?.max(0) as usize,
            account: row.try_get("account_id")?,
            seeker_name: row.try_get("seeker_name")?,
            rating: row.try_get("rating")?,
            token_hash: row.try_get("token_hash")?,
            now_ms: row.try_get::<i64, _>("created_at")?.max(0) as u64,
            address_hash: row
                .try_get::<Option<String>, _>("address_hash")?
                .unwrap_or_default(),
            id,
        },
        status,
        polled_ms: row.try_get::<i64, _>("polled_at")?.max(0) as u64,
        game_id: row.try_get("game_id")?,
        seat: row
            .try_get::<Option<i64>, _>("seat")?
            .map(|s| s.max(0) as usize),
    })
}
