//! Reviews of finished games (docs/analysis.md, "Reviews on the server"): asked for
//! with `POST /api/games/{id}/review` ([`api`]), run in the background on the
//! instance's thinking pool at low priority ([`jobs`]), kept in the database
//! (`store::reviews`) so that any instance answers a stored review and a game has one
//! review under way at a time across instances.
//!
//! An instance holds a bounded queue of reviews ([`ReviewLimits::queue`]), runs a few
//! of them at once ([`ReviewLimits::running`]), and an account, or the guests of one
//! address, may have only a few under way ([`ReviewLimits::per_account`]). A review's
//! claim in the database is renewed while its instance holds it; another instance
//! takes over a review whose claim expired (its instance stopped).

pub mod api;
mod claim;
mod failure;
mod jobs;
mod limits;
mod slot;
pub mod store;
pub mod wire;

pub use limits::{
    ReviewLimits, DEFAULT_REVIEWS_PER_ACCOUNT, DEFAULT_REVIEWS_RUNNING, DEFAULT_REVIEW_LEASE,
    DEFAULT_REVIEW_LEVEL, DEFAULT_REVIEW_QUEUE,
};

use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use tokio::sync::Semaphore;

use crate::accounts::Account;
use crate::error::ApiError;
use crate::hub::Hub;
use crate::reviews::store::{Requester, ReviewClaim, ReviewStatus, StoredReview};
use crate::tokens;
use crate::words::phrase;
use cubist_words::Lang;
use failure::Failure;
use slot::Slot;
use wire::{JobStatus, ReviewJob, REVIEW_JOB_FORMAT};

/// The reviews of an instance.
pub struct Reviews {
    hub: Arc<Hub>,
    limits: ReviewLimits,
    /// Reviews this instance holds now, queued or running.
    held: Arc<AtomicUsize>,
    /// One permit per review that may run at once.
    running: Arc<Semaphore>,
}

/// What became of a request for a review.
pub struct ReviewReply {
    /// 202 for a review under way, 200 for a finished one.
    pub status: StatusCode,
    pub job: ReviewJob,
}

impl Reviews {
    pub fn new(hub: Arc<Hub>, limits: ReviewLimits) -> Arc<Reviews> {
        Arc::new(Reviews {
            running: Arc::new(Semaphore::new(limits.running.max(1))),
            hub,
            limits,
            held: Arc::new(AtomicUsize::new(0)),
        })
    }

    /// Renew the claims of the reviews this instance holds, three times a claim's
    /// life, for as long as the server runs.
    pub async fn renew_forever(self: Arc<Self>) {
        let every = (self.limits.lease / 3).max(Duration::from_millis(10));
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            if self.held.load(Ordering::Acquire) == 0 {
                continue;
            }
            if let Err(e) = self
                .hub
                .store
                .renew_reviews(self.hub.instance(), self.until_ms())
                .await
            {
                tracing::warn!(error = %e, "review claims not renewed");
            }
        }
    }

    /// Ask for game `id`'s review, as `me` or as the holder of a seat's `token` asking
    /// from `client`: the stored one at once, the one under way, or a new job queued
    /// here.
    pub async fn request(
        self: &Arc<Self>,
        id: &str,
        me: Option<&Account>,
        token: Option<&str>,
        client: IpAddr,
    ) -> Result<ReviewReply, ApiError> {
        let live = self.hub.get(id).await?;
        let record = live
            .finished_record()
            .await
            .ok_or_else(|| ApiError::new(StatusCode::CONFLICT, phrase!("review-unfinished")))?;
        if me.is_none() {
            let token = token
                .ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, phrase!("review-guest")))?;
            self.hub.token_seat(&live, token).await?;
        }
        if let Some(row) = self.hub.store.review(id).await? {
            if let Some(asked) = self.standing(&row) {
                return Ok(asked);
            }
        }
        let address = client.to_string();
        let requester = match me {
            Some(account) => Requester::Account(&account.id),
            None => Requester::Guest { address: &address },
        };
        self.within_allowance(requester).await?;
        let slot = self.reserve()?;
        let job = tokens::new_id();
        let total = record.actions.len() as u64;
        let won = self
            .hub
            .store
            .claim_review(&ReviewClaim {
                game_id: id,
                job: &job,
                requester,
                owner: self.hub.instance(),
                until_ms: self.until_ms(),
                total,
                now_ms: self.now_ms(),
            })
            .await?;
        if !won {
            drop(slot);
            // Another request (here or on another instance) claimed it first.
            let row =
                self.hub.store.review(id).await?.ok_or_else(|| {
                    ApiError::new(StatusCode::CONFLICT, phrase!("review-changed"))
                })?;
            return self
                .standing(&row)
                .ok_or_else(|| ApiError::new(StatusCode::CONFLICT, phrase!("review-changed")));
        }
        tracing::info!(game = %id, %job, actions = total, "review queued");
        tokio::spawn(jobs::run(jobs::Job {
            hub: self.hub.clone(),
            running: self.running.clone(),
            limits: self.limits.clone(),
            slot,
            job: job.clone(),
            id: id.to_string(),
            record,
        }));
        Ok(ReviewReply {
            status: StatusCode::ACCEPTED,
            job: ReviewJob {
                format: REVIEW_JOB_FORMAT,
                job,
                game_id: id.to_string(),
                status: JobStatus::Queued,
                done: 0,
                total,
                error: None,
                review: None,
            },
        })
    }

    /// 429 when `requester` has as many reviews under way as it may.
    async fn within_allowance(&self, requester: Requester<'_>) -> Result<(), ApiError> {
        let under_way = self
            .hub
            .store
            .reviews_under_way(requester, self.now_ms())
            .await?;
        if under_way < self.limits.per_account as u64 {
            return Ok(());
        }
        let who = match requester {
            Requester::Account(_) => "account",
            Requester::Guest { .. } => "address",
        };
        Err(ApiError::too_many(
            phrase!("reviews-under-way", who = who; n = under_way as u32),
            Duration::from_secs(5),
        ))
    }

    /// Game `id`'s review as stored: 404 if none was asked for.
    pub async fn status(&self, id: &str, lang: Lang) -> Result<ReviewJob, ApiError> {
        let row = self
            .hub
            .store
            .review(id)
            .await?
            .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, phrase!("no-review")))?;
        self.job_of(&row, lang)
    }

    /// A stored row that answers a request without a new job: done, or under way
    /// and not expired. `None`: the request may claim it anew.
    fn standing(&self, row: &StoredReview) -> Option<ReviewReply> {
        // A failed row answers nothing (it is asked anew), so no failure is said here.
        let job = self.job_of(row, Lang::En).ok()?;
        match job.status {
            JobStatus::Done => Some(ReviewReply {
                status: StatusCode::OK,
                job,
            }),
            JobStatus::Queued | JobStatus::Running => Some(ReviewReply {
                status: StatusCode::ACCEPTED,
                job,
            }),
            JobStatus::Failed => None,
        }
    }

    /// A row as the client sees it, a failure said in `lang`; a claim expired before
    /// its review ended reads as failed (asking again starts it anew).
    fn job_of(&self, row: &StoredReview, lang: Lang) -> Result<ReviewJob, ApiError> {
        let expired = row.status.under_way() && row.expires_at < self.now_ms();
        let status = match row.status {
            _ if expired => JobStatus::Failed,
            ReviewStatus::Queued => JobStatus::Queued,
            ReviewStatus::Running => JobStatus::Running,
            ReviewStatus::Done => JobStatus::Done,
            ReviewStatus::Failed => JobStatus::Failed,
        };
        let error = match status {
            JobStatus::Failed if expired => Some(Failure::Stopped.say(lang)),
            JobStatus::Failed => {
                Some(Failure::from_code(row.error.as_deref().unwrap_or_default()).say(lang))
            }
            _ => None,
        };
        let review = match (&row.body, status) {
            (Some(body), JobStatus::Done) => Some(serde_json::from_str(body).map_err(|e| {
                tracing::error!(game = %row.game_id, error = %e, "stored review unreadable");
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    phrase!("review-unreadable"),
                )
            })?),
            _ => None,
        };
        Ok(ReviewJob {
            format: REVIEW_JOB_FORMAT,
            job: row.job.clone(),
            game_id: row.game_id.clone(),
            status,
            done: row.done,
            total: row.total,
            error,
            review,
        })
    }

    /// A place in this instance's queue, or 503 when it is full.
    fn reserve(&self) -> Result<Slot, ApiError> {
        let cap = self.limits.queue.max(1);
        Slot::take(&self.held, cap).ok_or_else(|| {
            let mut e = ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                phrase!("review-queue-full"; n = cap as u32),
            );
            e.retry_after_s = Some(60);
            e
        })
    }

    fn now_ms(&self) -> i64 {
        claim::now_ms(&self.hub)
    }

    /// When a claim made or renewed now expires.
    fn until_ms(&self) -> i64 {
        claim::until_ms(&self.hub, self.limits.lease)
    }
}
