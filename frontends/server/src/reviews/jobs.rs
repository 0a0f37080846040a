//! Running one review: it waits for one of the instance's review places, then runs on
//! a thread of its own (`cubist_session::review::review_record`), its searches taking
//! turns in the thinking pool at low priority; each action reviewed is written as
//! progress (which also renews its claim), and the result or the reason it failed
//! ends it. A review whose claim another instance took, or whose server stops, is
//! stopped.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use cubist_ai::Control;
use cubist_core::GameRecord;
use cubist_session::review::{review_record, ReviewError, ReviewSettings, DEFAULT_EXACT_STATES};
use tokio::sync::{oneshot, watch, Semaphore};

use super::claim::{now_ms, until_ms};
use super::failure::Failure;
use super::limits::ReviewLimits;
use super::slot::Slot;
use crate::hub::Hub;

/// A review to run, with what it takes of the instance.
pub(super) struct Job {
    pub hub: Arc<Hub>,
    /// One permit per review that may run at once.
    pub running: Arc<Semaphore>,
    pub limits: ReviewLimits,
    /// Its place in the queue, held until it ends.
    pub slot: Slot,
    /// The job's id, and the game's.
    pub job: String,
    pub id: String,
    pub record: GameRecord,
}

/// Sets the stop flag when dropped: a job dropped with its runtime (the server
/// stopped) ends its thread's review at its next check.
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Run `job`, holding its place in the queue until it ends.
pub(super) async fn run(job: Job) {
    let Job {
        hub,
        running,
        limits,
        slot: _slot,
        job,
        id,
        record,
    } = job;
    let Ok(_permit) = running.acquire_owned().await else {
        return;
    };
    let stop = Arc::new(AtomicBool::new(false));
    let _stop_on_drop = StopOnDrop(stop.clone());
    let control = Control {
        stop: Some(stop.clone()),
        pacing: Some(hub.background_pacing(&id)),
    };
    let settings = ReviewSettings {
        level: limits.level.clone(),
        seed: 0,
        tables: limits.tables.clone(),
        exact_states: DEFAULT_EXACT_STATES,
    };
    let total = record.actions.len();
    let (progress, mut told) = watch::channel((0, total));
    let (ended, result) = oneshot::channel();
    let spawned = std::thread::Builder::new()
        .name("review".into())
        .spawn(move || {
            // A first low-priority turn in the pool, given back at once: it lowers this
            // thread to the pool's nice value, for the work done outside the pool
            // (replaying, the tables, the solver).
            if let Some(pacing) = &control.pacing {
                pacing.runner().turn();
            }
            let reviewed = review_record(&record, &settings, &control, &mut |done, total| {
                let _ = progress.send((done, total));
            });
            let _ = ended.send(reviewed);
        });
    let outcome = match spawned {
        Err(e) => {
            tracing::warn!(game = %id, %job, error = %e, "review thread not started");
            Err(Failure::NotStarted)
        }
        Ok(_) => {
            let mut result = result;
            let mut telling = true;
            loop {
                tokio::select! {
                    reviewed = &mut result => {
                        break match reviewed {
                            Ok(Ok(review)) => Ok(serde_json::to_string(&review)
                                .expect("reviews serialise")),
                            Ok(Err(ReviewError::Stopped)) => Err(Failure::Stopped),
                            Ok(Err(e)) => {
                                tracing::warn!(game = %id, %job, error = %e, "review refused");
                                Err(Failure::Refused)
                            }
                            Err(_) => Err(Failure::NoResult),
                        };
                    }
                    changed = told.changed(), if telling => {
                        if changed.is_err() {
                            telling = false;
                            continue;
                        }
                        let (done, total) = *told.borrow_and_update();
                        let held = hub
                            .store
                            .review_progress(
                                &job,
                                hub.instance(),
                                done as u64,
                                total as u64,
                                until_ms(&hub, limits.lease),
                            )
                            .await;
                        match held {
                            Ok(true) => {}
                            Ok(false) => {
                                tracing::warn!(game = %id, %job, "review claim lost: stopped");
                                stop.store(true, Ordering::Relaxed);
                                return;
                            }
                            Err(e) => tracing::warn!(game = %id, %job, error = %e, "review progress not stored"),
                        }
                    }
                }
            }
        }
    };
    let text = outcome.as_deref().map_err(|f| f.code());
    match hub
        .store
        .finish_review(&job, hub.instance(), text, now_ms(&hub))
        .await
    {
        Ok(true) => match &outcome {
            Ok(_) => tracing::info!(game = %id, %job, "review done"),
            Err(f) => tracing::warn!(game = %id, %job, failure = f.code(), "review failed"),
        },
        Ok(false) => tracing::warn!(game = %id, %job, "review claim lost before it ended"),
        Err(e) => tracing::error!(game = %id, %job, error = %e, "review result not stored"),
    }
}
