//! Reviews of finished games in the database (`reviews`, one row per game): claiming a
//! review, its progress and its result.
//!
//! A claim is one conditional write: an insert when the game has no row, or an update
//! of a row that failed or whose claim expired. Two instances claiming at once cannot
//! both win (the row's primary key and the update's condition decide), so a game has
//! one review under way at a time; the loser reads the winner's row. Progress and
//! renewals are written only by the claim's owner, and only while it holds the claim.

use sqlx::any::AnyRow;
use sqlx::Row;

use crate::store::{SqlStore, StoreError};

/// Where a review stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStatus {
    Queued,
    Running,
    Done,
    Failed,
}

impl ReviewStatus {
    pub fn word(self) -> &'static str {
        match self {
            ReviewStatus::Queued => "queued",
            ReviewStatus::Running => "running",
            ReviewStatus::Done => "done",
            ReviewStatus::Failed => "failed",
        }
    }

    fn parse(word: &str) -> Result<ReviewStatus, StoreError> {
        Ok(match word {
            "queued" => ReviewStatus::Queued,
            "running" => ReviewStatus::Running,
            "done" => ReviewStatus::Done,
            "failed" => ReviewStatus::Failed,
            other => {
                return Err(StoreError::Corrupt(
                    "review".into(),
                    format!("unknown status '{other}'"),
                ))
            }
        })
    }

    /// Queued or running: under way.
    pub fn under_way(self) -> bool {
        matches!(self, ReviewStatus::Queued | ReviewStatus::Running)
    }
}

/// A game's review row.
#[derive(Clone, Debug)]
pub struct StoredReview {
    pub game_id: String,
    pub job: String,
    pub status: ReviewStatus,
    pub account_id: Option<String>,
    pub owner: String,
    pub expires_at: i64,
    pub done: u64,
    pub total: u64,
    /// The review as JSON, once done.
    pub body: Option<String>,
    /// Why it failed.
    pub error: Option<String>,
}

/// Who asked for a review: an account, or a guest from an address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Requester<'a> {
    Account(&'a str),
    Guest { address: &'a str },
}

/// A claim to write: a new job for a game.
#[derive(Clone, Debug)]
pub struct ReviewClaim<'a> {
    pub game_id: &'a str,
    pub job: &'a str,
    pub requester: Requester<'a>,
    pub owner: &'a str,
    /// The claim's expiry, ms since the epoch.
    pub until_ms: i64,
    pub total: u64,
    pub now_ms: i64,
}

const COLUMNS: &str =
    "game_id, job, status, account_id, owner, expires_at, done, total, body, error";

fn review_of(r: &AnyRow) -> Result<StoredReview, StoreError> {
    Ok(StoredReview {
        game_id: r.try_get("game_id")?,
        job: r.try_get("job")?,
        status: ReviewStatus::parse(&r.try_get::<String, _>("status")?)?,
        account_id: r.try_get("account_id")?,
        owner: r.try_get("owner")?,
        expires_at: r.try_get("expires_at")?,
        done: r.try_get::<i64, _>("done")?.max(0) as u64,
        total: r.try_get::<i64, _>("total")?.max(0) as u64,
        body: r.try_get("body")?,
        error: r.try_get("error")?,
    })
}

fn count(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

impl SqlStore {
    /// A game's review row, if it has one.
    pub async fn review(&self, game_id: &str) -> Result<Option<StoredReview>, StoreError> {
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM reviews WHERE game_id = $1"))
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| review_of(&r)).transpose()
    }

    /// Claim a game's review for a new job, queued: true if this claim won (the game
    /// had no row, or its row failed or its claim expired before `now_ms`).
    pub async fn claim_review(&self, c: &ReviewClaim<'_>) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT INTO reviews (game_id, job, status, account_id, guest_address, owner, \
             expires_at, done, total, body, error, requested_ms, finished_ms) \
             VALUES ($1, $2, 'queued', $3, $8, $4, $5, 0, $6, NULL, NULL, $7, NULL) \
             ON CONFLICT (game_id) DO UPDATE SET job = excluded.job, status = 'queued', \
             account_id = excluded.account_id, guest_address = excluded.guest_address, \
             owner = excluded.owner, \
             expires_at = excluded.expires_at, done = 0, total = excluded.total, \
             body = NULL, error = NULL, requested_ms = excluded.requested_ms, \
             finished_ms = NULL \
             WHERE reviews.status = 'failed' \
             OR (reviews.status IN ('queued', 'running') AND reviews.expires_at < $7)",
        )
        .bind(c.game_id)
        .bind(c.job)
        .bind(match c.requester {
            Requester::Account(id) => Some(id),
            Requester::Guest { .. } => None,
        })
        .bind(c.owner)
        .bind(c.until_ms)
        .bind(count(c.total))
        .bind(c.now_ms)
        .bind(match c.requester {
            Requester::Account(_) => None,
            Requester::Guest { address } => Some(address),
        })
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Reviews a requester (an account, or guests from one address) has under way
    /// (queued or running, claim not expired at `now_ms`).
    pub async fn reviews_under_way(
        &self,
        requester: Requester<'_>,
        now_ms: i64,
    ) -> Result<u64, StoreError> {
        let (column, key) = match requester {
            Requester::Account(id) => ("account_id", id),
            Requester::Guest { address } => ("guest_address", address),
        };
        let n: i64 = sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM reviews WHERE {column} = $1 \
             AND status IN ('queued', 'running') AND expires_at >= $2"
        ))
        .bind(key)
        .bind(now_ms)
        .fetch_one(&self.pool)
        .await?;
        Ok(n.max(0) as u64)
    }

    /// The job is running, `done` of `total` actions reviewed, its claim renewed until
    /// `until_ms`: false (nothing written) if the job no longer holds the claim.
    pub async fn review_progress(
        &self,
        job: &str,
        owner: &str,
        done: u64,
        total: u64,
        until_ms: i64,
    ) -> Result<bool, StoreError> {
        let changed = sqlx::query(
            "UPDATE reviews SET status = 'running', done = $3, total = $4, expires_at = $5 \
             WHERE job = $1 AND owner = $2 AND status IN ('queued', 'running')",
        )
        .bind(job)
        .bind(owner)
        .bind(count(done))
        .bind(count(total))
        .bind(until_ms)
        .execute(&self.pool)
        .await?;
        Ok(changed.rows_affected() == 1)
    }

    /// Renew the claims of every job `owner` holds until `until_ms`.
    pub async fn renew_reviews(&self, owner: &str, until_ms: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE reviews SET expires_at = $2 \
             WHERE owner = $1 AND status IN ('queued', 'running')",
        )
        .bind(owner)
        .bind(until_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The job ended: done with `body`, or failed with `error`; false if it no longer
    /// held the claim (nothing written).
    pub async fn finish_review(
        &self,
        job: &str,
        owner: &str,
        outcome: Result<&str, &str>,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let (set, text) = match outcome {
            Ok(body) => ("status = 'done', body = $3, done = total", body),
            Err(error) => ("status = 'failed', error = $3", error),
        };
        let changed = sqlx::query(&format!(
            "UPDATE reviews SET {set}, finished_ms = $4 \
             WHERE job = $1 AND owner = $2 AND status IN ('queued', 'running')"
        ))
        .bind(job)
        .bind(owner)
        .bind(text)
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(changed.rows_affected() == 1)
    }
}
