//! Reviews of finished games on a real server (`POST` and `GET
//! /api/games/{id}/review`): a review is queued, reports its progress, ends done and
//! stored, and a second request is answered from the store without a new job; an
//! unfinished or unknown game is refused; a guest proves a seat with its token; an
//! account's reviews under way, a guest address's, and an instance's queue are
//! bounded; a review whose
//! instance stopped is taken over once its claim expires on the server's clock; and
//! on PostgreSQL two instances asked at once for one game's review run one job.

use crate::support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use cubist_server::reviews::store::{Requester, ReviewClaim};
use cubist_server::reviews::wire::{JobStatus, ReviewJob, REVIEW_JOB_FORMAT};
use cubist_server::store::SqlStore;
use cubist_server::ReviewLimits;
use cubist_session::ManualClock;
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

/// A quick level: a test's reviews take a moment.
const QUICK: &str = "mcts:iterations=200";
/// A level no test's review finishes a move of: its review stays under way until the
/// server stops (which stops it).
const ENDLESS: &str = "mcts:budget=600s";
/// The most a test waits for a review to end.
const PATIENCE: Duration = Duration::from_secs(120);

fn limits(level: &str) -> ReviewLimits {
    ReviewLimits {
        level: level.parse().expect("a level"),
        ..ReviewLimits::default()
    }
}

fn server(db: &Db, reviews: ReviewLimits) -> Server {
    Server::start_with(db, move |c| {
        c.limits = NO_LIMITS;
        c.reviews = reviews;
    })
}

/// A Squadro game of ten moves between two people, played to its end on `c`.
async fn finished(c: &Client, seed: u64) -> Created {
    let g = c
        .create(
            "squadro",
            json!({"first": "1", "cap": "10"}),
            &["human", "human"],
        )
        .await;
    let end = play_to_end(c, &g, &mut rng(seed), Style::default(), &mut |_, _, _| {}).await;
    assert!(end.result.is_some());
    g
}

fn path(id: &str) -> String {
    format!("/api/games/{id}/review")
}

async fn ask(c: &Client, id: &str, token: Option<&str>) -> Reply {
    let body = match token {
        Some(t) => json!({ "token": t }),
        None => json!({}),
    };
    c.post_json(&path(id), &body).await
}

/// The body as the wire type (which refuses unknown fields).
fn job(r: &Reply) -> ReviewJob {
    let job: ReviewJob = serde_json::from_str(&r.text).expect("a review job");
    assert_eq!(job.format, REVIEW_JOB_FORMAT);
    job
}

/// Read the review's state until it is done (or failed), checking each answer on
/// the way: the progress never goes back and never passes the total.
async fn until_done(c: &Client, id: &str) -> ReviewJob {
    let deadline = Instant::now() + PATIENCE;
    let mut seen = 0;
    loop {
        let r = c.get(&path(id)).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        let j = job(&r);
        assert!(j.done >= seen && j.done <= j.total, "{j:?}");
        seen = j.done;
        match j.status {
            JobStatus::Done | JobStatus::Failed => return j,
            JobStatus::Queued | JobStatus::Running => {
                assert!(j.review.is_none() && j.error.is_none(), "{j:?}");
            }
        }
        assert!(Instant::now() < deadline, "the review did not end: {j:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_is_queued_then_done_and_a_second_request_is_answered_from_the_store() {
    let place = Place::new();
    let s = server(&place.db(), limits(QUICK));
    let c = s.client();
    let g = finished(&c, 1).await;
    let r = c.get(&path(&g.id)).await;
    r.expect_error(404, "never asked for");

    let first = ask(&c, &g.id, Some(g.token(1))).await;
    assert_eq!(first.status, StatusCode::ACCEPTED, "{}", first.text);
    let queued = job(&first);
    assert!(matches!(
        queued.status,
        JobStatus::Queued | JobStatus::Running
    ));
    assert_eq!((queued.game_id.as_str(), queued.total), (g.id.as_str(), 10));

    let done = until_done(&c, &g.id).await;
    assert_eq!(done.status, JobStatus::Done, "{:?}", done.error);
    assert_eq!(done.job, queued.job);
    assert_eq!(done.done, 10);
    let review = done.review.expect("the review");
    assert_eq!(review.game, "squadro");
    assert_eq!(review.actions.len(), 10);
    assert_eq!(review.seats.len(), 2);
    let record = c.game_record(&g.id).await;
    for (reviewed, played) in review.actions.iter().zip(&record.actions) {
        assert_eq!(reviewed.action, played.action);
    }

    // Asked again, by the other seat: the stored review, at once, with no new job.
    let again = ask(&c, &g.id, Some(g.token(2))).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text);
    let stored = job(&again);
    assert_eq!(stored.status, JobStatus::Done);
    assert_eq!(stored.job, queued.job, "no new job");
    assert_eq!(stored.review.as_ref(), Some(&review));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unfinished_and_unknown_games_and_bad_requests_are_refused() {
    let place = Place::new();
    let s = server(&place.db(), limits(QUICK));
    let c = s.client();
    let g = c
        .create("squadro", json!({"cap": "10"}), &["human", "human"])
        .await;
    let e = ask(&c, &g.id, Some(g.token(1)))
        .await
        .expect_error(409, "an unfinished game");
    assert!(e.contains("not finished"), "{e}");
    ask(&c, "nosuchgame", Some(g.token(1)))
        .await
        .expect_error(404, "an unknown game");
    c.get(&path("nosuchgame"))
        .await
        .expect_error(404, "an unknown game");
    let f = finished(&c, 2).await;
    c.post_bytes(&path(&f.id), b"{not json".to_vec())
        .await
        .expect_error(400, "a body that is not JSON");
    c.post_json(&path(&f.id), &json!({"token": f.token(1), "level": "max"}))
        .await
        .expect_error(400, "an unknown field");
    // Nothing was asked for by any of these.
    c.get(&path(&g.id))
        .await
        .expect_error(404, "nothing queued");
    c.get(&path(&f.id))
        .await
        .expect_error(404, "nothing queued");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_reviews_only_a_game_whose_seat_token_it_holds() {
    let place = Place::new();
    let s = server(&place.db(), limits(QUICK));
    let c = s.client();
    let g = finished(&c, 3).await;
    let other = finished(&c, 4).await;
    let e = c
        .post_empty(&path(&g.id))
        .await
        .expect_error(401, "no token, not signed in");
    assert!(e.contains("token"), "{e}");
    ask(&c, &g.id, None)
        .await
        .expect_error(401, "no token, not signed in");
    ask(&c, &g.id, Some(other.token(1)))
        .await
        .expect_error(403, "another game's token");
    ask(&c, &g.id, Some("not-a-token"))
        .await
        .expect_error(403, "a made-up token");
    c.get(&path(&g.id))
        .await
        .expect_error(404, "nothing queued");
    let r = ask(&c, &g.id, Some(g.token(2))).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    // A signed-in player reviews any finished game, with no token.
    let p = sign_up(&c, "reviewer").await;
    let b = browser(&c, &p);
    let r = ask(&b, &other.id, None).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    assert_eq!(until_done(&c, &g.id).await.status, JobStatus::Done);
    assert_eq!(until_done(&c, &other.id).await.status, JobStatus::Done);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_has_only_so_many_reviews_under_way() {
    let place = Place::new();
    let s = server(
        &place.db(),
        ReviewLimits {
            per_account: 1,
            ..limits(ENDLESS)
        },
    );
    let c = s.client();
    let (g1, g2) = (finished(&c, 5).await, finished(&c, 6).await);
    let b = browser(&c, &sign_up(&c, "eager").await);
    let r = ask(&b, &g1.id, None).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    let e = ask(&b, &g2.id, None)
        .await
        .expect_error(429, "a second review under way");
    assert!(e.contains("reviews under way"), "{e}");
    c.get(&path(&g2.id)).await.expect_error(404, "not queued");
    // Asking again for the one under way answers it, and is no new review.
    let again = ask(&b, &g1.id, None).await;
    assert_eq!(again.status, StatusCode::ACCEPTED, "{}", again.text);
    assert_eq!(job(&again).job, job(&r).job);
    // A guest is counted by its address, not against the account.
    let r = ask(&c, &g2.id, Some(g2.token(1))).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_guests_of_one_address_have_only_so_many_reviews_under_way() {
    let place = Place::new();
    let s = server(
        &place.db(),
        ReviewLimits {
            per_account: 1,
            ..limits(ENDLESS)
        },
    );
    let c = s.client();
    let (g1, g2) = (finished(&c, 9).await, finished(&c, 10).await);
    let r = ask(&c, &g1.id, Some(g1.token(1))).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    // Another game's seat from the same address: refused, and nothing queued.
    let e = ask(&c, &g2.id, Some(g2.token(1)))
        .await
        .expect_error(429, "a second guest review from one address");
    assert!(e.contains("guests at your address"), "{e}");
    c.get(&path(&g2.id)).await.expect_error(404, "not queued");
    // The game under way is still answered from there.
    let again = ask(&c, &g1.id, Some(g1.token(2))).await;
    assert_eq!(again.status, StatusCode::ACCEPTED, "{}", again.text);
    // The same seat from another address is a guest of its own.
    let mut elsewhere = Browser::at(&s, "127.0.0.3");
    let r = elsewhere
        .send(
            reqwest::Method::POST,
            &path(&g2.id),
            Some(json!({ "token": g2.token(1) })),
        )
        .await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_queue_refuses_a_review_until_one_ends() {
    let place = Place::new();
    let s = server(
        &place.db(),
        ReviewLimits {
            queue: 1,
            ..limits(ENDLESS)
        },
    );
    let c = s.client();
    let (g1, g2) = (finished(&c, 7).await, finished(&c, 8).await);
    let r = ask(&c, &g1.id, Some(g1.token(1))).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    let full = ask(&c, &g2.id, Some(g2.token(1))).await;
    let e = full.expect_error(503, "the queue is full");
    assert!(e.contains("queue is full"), "{e}");
    c.get(&path(&g2.id)).await.expect_error(404, "not queued");
    // The game already queued is answered, full queue or not.
    let again = ask(&c, &g1.id, Some(g1.token(2))).await;
    assert_eq!(again.status, StatusCode::ACCEPTED, "{}", again.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_whose_server_stopped_is_taken_over_once_its_claim_expires() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000_000);
    let lease = Duration::from_secs(30);
    let start = |level: &str| {
        let clock = clock.clone();
        let reviews = ReviewLimits {
            lease,
            ..limits(level)
        };
        Server::start_with(&place.db(), move |c| {
            c.limits = NO_LIMITS;
            c.clock = Arc::new(clock);
            c.reviews = reviews;
        })
    };
    let first = start(ENDLESS);
    let c = first.client();
    let g = finished(&c, 9).await;
    let r = ask(&c, &g.id, Some(g.token(1))).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    let stalled = job(&r);
    first.stop();

    let second = start(QUICK);
    let c = second.client();
    // Its claim has not expired yet: the review reads as under way, and asking again
    // starts nothing.
    let r = c.get(&path(&g.id)).await;
    assert!(
        matches!(job(&r).status, JobStatus::Queued | JobStatus::Running),
        "{}",
        r.text
    );
    let r = ask(&c, &g.id, Some(g.token(1))).await;
    assert_eq!(job(&r).job, stalled.job);
    clock.advance(lease.as_millis() as u64 + 1);
    let r = c.get(&path(&g.id)).await;
    let failed = job(&r);
    assert_eq!(failed.status, JobStatus::Failed);
    assert!(failed.error.unwrap_or_default().contains("stopped"));
    let r = ask(&c, &g.id, Some(g.token(1))).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    let taken = job(&r);
    assert_ne!(taken.job, stalled.job, "a new job");
    let done = until_done(&c, &g.id).await;
    assert_eq!((done.status, done.job), (JobStatus::Done, taken.job));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_asked_at_once_for_one_games_review_run_one_job() {
    let Some(place) = on_postgres("two_instances_asked_at_once_for_one_games_review_run_one_job")
    else {
        return;
    };
    let (a, b) = (
        server(&place.db(), limits(QUICK)),
        server(&place.db(), limits(QUICK)),
    );
    let (ca, cb) = (a.client(), b.client());
    for seed in 10..14 {
        let g = finished(&ca, seed).await;
        let (ra, rb) = tokio::join!(
            ask(&ca, &g.id, Some(g.token(1))),
            ask(&cb, &g.id, Some(g.token(2)))
        );
        let (ja, jb) = (job(&ra), job(&rb));
        assert_eq!(ja.job, jb.job, "one job: {} / {}", ra.text, rb.text);
        let done = until_done(&cb, &g.id).await;
        assert_eq!((done.status, done.job), (JobStatus::Done, ja.job));
        // Either instance answers the stored review.
        let stored = job(&ca.get(&path(&g.id)).await);
        assert_eq!(stored.review, done.review);
    }
    // The claim itself: of two claims racing on one game, one wins.
    let store = SqlStore::connect(&place.db().url)
        .await
        .expect("the database opens");
    let g = finished(&ca, 20).await;
    let claim = |job: &'static str, owner: &'static str| ReviewClaim {
        game_id: &g.id,
        job,
        requester: Requester::Guest {
            address: "127.0.0.1",
        },
        owner,
        until_ms: i64::MAX,
        total: 10,
        now_ms: 0,
    };
    let (cx, cy) = (claim("x", "one"), claim("y", "two"));
    let (x, y) = tokio::join!(store.claim_review(&cx), store.claim_review(&cy));
    let (x, y) = (x.expect("claimed"), y.expect("claimed"));
    assert!(x ^ y, "exactly one claim wins: {x} {y}");
    let row = store.review(&g.id).await.unwrap().expect("a row");
    assert_eq!(row.job, if x { "x" } else { "y" });
}

/// The stored body answers `GET` as the API documents it, field by field.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_review_body_is_the_documented_one() {
    let place = Place::new();
    let s = server(&place.db(), limits(QUICK));
    let c = s.client();
    let g = finished(&c, 15).await;
    ask(&c, &g.id, Some(g.token(1))).await;
    until_done(&c, &g.id).await;
    let v: Value = c.get(&path(&g.id)).await.json();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        ["done", "format", "game_id", "job", "review", "status", "total"]
    );
    assert_eq!(v["status"], "done");
    assert_eq!(v["review"]["format"], 2);
    // The better moves are said in the game's words, and the top lines best first.
    for action in v["review"]["actions"].as_array().unwrap() {
        if let Some(best) = action["best"].as_object() {
            assert!(
                best["text"].as_str().is_some_and(|t| !t.is_empty()),
                "{action}"
            );
        }
        let top: Vec<f64> = action["top"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["expected"].as_f64().unwrap())
            .collect();
        assert!(top.windows(2).all(|w| w[0] >= w[1]), "{action}");
    }
}
