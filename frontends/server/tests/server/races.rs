//! One truth on every instance: two instances of one PostgreSQL database race to
//! store changes that end or change a game — two resignations, two claims, a draw
//! accepted against a resignation, a timeout against a resignation, two rematch
//! offers — a hundred times each. Whichever write wins, afterwards both instances'
//! views and records, the last message each socket was sent and the database say
//! the same: an instance changes a game in memory only once its write committed, and
//! one that lost reloads the stored truth and tells its sockets. Needs
//! `CUBIST_TEST_POSTGRES`; each test makes and drops its own database.

use crate::support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use cubist_core::Outcome;
use cubist_session::{ManualClock, MatchView};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

const RACES: usize = 100;
const START: u64 = 1_000_000;
const AWAY_MS: u64 = 1_000;
/// How long a socket may take to be told of a change.
const PATIENCE: Duration = Duration::from_secs(20);

/// Two instances on one database, reading a hand-moved clock; the database's clocks
/// are swept only at start, so that timeouts are decided by the requests that race.
/// The actions of a Squadro game's opening: each seat's first move.
const OPENED: usize = 2;

struct Pair {
    place: Place,
    a: Client,
    b: Client,
    clock: ManualClock,
    _servers: (Server, Server),
}

fn pair(test: &str) -> Option<Pair> {
    let place = on_postgres(test)?;
    let clock = ManualClock::at(START);
    let start = || {
        let clock = clock.clone();
        Server::start_with(&place.db(), move |c| {
            c.limits = NO_LIMITS;
            c.clock = Arc::new(clock);
            c.sweep = Duration::from_secs(3600);
        })
    };
    let servers = (start(), start());
    Some(Pair {
        a: servers.0.client(),
        b: servers.1.client(),
        place,
        clock,
        _servers: servers,
    })
}

/// A two-person Squadro game, known to both instances, each with a spectator socket.
struct Race {
    game: Created,
    sockets: [Ws; 2],
}

impl Pair {
    async fn game(&self, extra: Value) -> Race {
        let mut body = json!({"game": "squadro", "seats": ["human", "human"], "away_ms": AWAY_MS});
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        let r = self.a.create_raw(&body).await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
        let v = r.json();
        let tokens: Vec<String> = v["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["token"].as_str().unwrap().to_string())
            .collect();
        let game = Created {
            id: v["id"].as_str().unwrap().to_string(),
            seats: tokens
                .into_iter()
                .enumerate()
                .map(|(i, t)| SeatTicket {
                    seat: i + 1,
                    token: Some(t),
                    url: None,
                    agent: None,
                })
                .collect(),
        };
        let mut sockets = [
            self.a.ws(&game.id, None).await,
            self.b.ws(&game.id, None).await,
        ];
        for ws in &mut sockets {
            ws.next_view().await;
        }
        Race { game, sockets }
    }

    /// As [`Pair::game`], with each seat's first move played on A and seen on B:
    /// before, a resignation or a claim would abort the game. The races then start
    /// at ply [`OPENED`].
    async fn opened(&self, extra: Value) -> Race {
        let r = self.game(extra).await;
        for ply in 0..OPENED {
            let v = self.a.view(&r.game.id, None).await;
            let seat = v.to_move[0];
            let mine = self.a.view(&r.game.id, Some(r.game.token(seat))).await;
            let reply = self
                .a
                .act(&r.game.id, r.game.token(seat), &mine.legal[0], ply)
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        }
        wait_view(&self.b, &r.game.id, None, "the opening", |v| {
            v.ply == OPENED
        })
        .await;
        r
    }

    /// POST `what` for `seat` on `c`.
    async fn post(c: &Client, r: &Race, what: &str, seat: usize, extra: Value) -> Reply {
        let mut body = json!({"token": r.game.token(seat)});
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        c.post_json(&format!("/api/games/{}/{what}", r.game.id), &body)
            .await
    }

    /// What the database holds of a game: its event number and result.
    async fn stored(&self, id: &str) -> (u64, Option<Outcome>) {
        let mut db = self.place.postgres().unwrap().connect().await;
        let (events, result): (i64, Option<String>) =
            sqlx::query_as("SELECT events, result FROM games WHERE id = $1")
                .bind(id)
                .fetch_one(&mut db)
                .await
                .unwrap();
        let result = result.map(|r| serde_json::from_str(&r).unwrap());
        (events as u64, result)
    }

    /// Both instances, both sockets and the database agree on the game. An instance
    /// that took no part in the change learns of it from the database's announcement,
    /// which may still be on its way: each view is awaited until it has the stored
    /// event number (never past it).
    async fn agree(&self, r: &mut Race) -> MatchView {
        let id = &r.game.id;
        let (events, result) = self.stored(id).await;
        let caught_up = |v: &MatchView| v.event >= events;
        let va = wait_view(&self.a, id, None, "instance A's view", caught_up).await;
        let vb = wait_view(&self.b, id, None, "instance B's view", caught_up).await;
        for v in [&va, &vb] {
            assert_eq!(v.event, events, "a view's event number is the stored one");
            assert_eq!(
                v.events, va.events,
                "both instances hold the same seat events"
            );
            assert_eq!(v.result_text, va.result_text);
            assert_eq!(v.result.is_some(), result.is_some());
        }
        if result.is_some() {
            let (ra, rb) = (self.a.game_record(id).await, self.b.game_record(id).await);
            assert_eq!(ra, rb, "both instances give the same record");
            assert_eq!(ra.result, result, "the record's result is the stored one");
        }
        for ws in &mut r.sockets {
            let last = last_view(ws, events).await;
            assert_eq!(
                last.result_text, va.result_text,
                "a socket was told the truth"
            );
            assert_eq!(last.events, va.events);
        }
        va
    }
}

/// The socket's views up to the one with event number `events`: that one.
async fn last_view(ws: &mut Ws, events: u64) -> MatchView {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let text = ws
            .next_text_within(left)
            .await
            .unwrap_or_else(|_| panic!("no view with event {events} in time"))
            .expect("the socket stays open");
        if let Frame::View(v, _) = parse_frame(&text) {
            assert!(v.event <= events, "a socket was sent an event never stored");
            if v.event == events {
                return *v;
            }
        }
    }
}

/// Of two racing requests, exactly `winners` were taken; a refused one says why in
/// words that name what happened (never an unstored move), and is a 409 or a 422.
fn one_won(x: &Reply, y: &Reply, winners: usize) {
    let won = [x, y].iter().filter(|r| r.status == StatusCode::OK).count();
    assert_eq!(won, winners, "{} / {}", x.text, y.text);
    for r in [x, y] {
        if r.status != StatusCode::OK {
            assert!(
                [StatusCode::CONFLICT, StatusCode::UNPROCESSABLE_ENTITY].contains(&r.status),
                "{}: {}",
                r.status,
                r.text
            );
            assert!(!r.error().is_empty());
        }
    }
}

/// A refusal because the game ended meanwhile: a 422 that says how it ended, with the
/// view of the finished game.
fn ended(r: &Reply) {
    if r.status != StatusCode::OK {
        let words = r.expect_error(422, "a request on a game that ended meanwhile");
        assert!(words.starts_with("the game ended: "), "{words}");
        assert!(
            r.json()["view"]["result"].is_object(),
            "the finished game's view: {}",
            r.text
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_resignations_at_once_leave_one_truth_on_both_instances() {
    let Some(p) = pair("two_resignations_at_once_leave_one_truth") else {
        return;
    };
    for _ in 0..RACES {
        let mut r = p.opened(json!({})).await;
        let (x, y) = tokio::join!(
            Pair::post(&p.a, &r, "resign", 1, json!({"ply": OPENED})),
            Pair::post(&p.b, &r, "resign", 2, json!({"ply": OPENED})),
        );
        one_won(&x, &y, 1);
        ended(&x);
        ended(&y);
        let v = p.agree(&mut r).await;
        let resigned: Vec<usize> = v.events.iter().map(|e| e.seat).collect();
        assert_eq!(resigned.len(), 1, "one resignation stored: {:?}", v.events);
        assert_eq!(resigned[0], if x.status == StatusCode::OK { 1 } else { 2 });
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_claims_at_once_leave_one_truth_on_both_instances() {
    let Some(p) = pair("two_claims_at_once_leave_one_truth") else {
        return;
    };
    for _ in 0..RACES {
        let mut r = p.opened(json!({})).await;
        // Both players are away for the away time: each may claim the other's seat.
        p.clock.advance(AWAY_MS);
        let (x, y) = tokio::join!(
            Pair::post(&p.a, &r, "claim", 1, json!({"ply": OPENED})),
            Pair::post(&p.b, &r, "claim", 2, json!({"ply": OPENED})),
        );
        one_won(&x, &y, 1);
        ended(&x);
        ended(&y);
        let v = p.agree(&mut r).await;
        let claimer = if x.status == StatusCode::OK { 1 } else { 2 };
        let winners = &winners(&v);
        assert_eq!(
            winners,
            &vec![claimer],
            "the stored claimer wins everywhere"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_accepted_while_its_maker_resigns_leaves_one_truth_on_both_instances() {
    let Some(p) = pair("a_draw_accepted_while_its_maker_resigns") else {
        return;
    };
    for _ in 0..RACES {
        let mut r = p.opened(json!({})).await;
        let offer = Pair::post(&p.a, &r, "draw", 1, json!({"ply": OPENED})).await;
        assert_eq!(offer.status, StatusCode::OK, "{}", offer.text);
        // Both instances know the offer before the race.
        wait_view(&p.b, &r.game.id, None, "the offer", |v| {
            v.draw_offer == Some(1)
        })
        .await;
        let (x, y) = tokio::join!(
            Pair::post(&p.a, &r, "resign", 1, json!({"ply": OPENED})),
            Pair::post(&p.b, &r, "draw", 2, json!({"ply": OPENED})),
        );
        one_won(&x, &y, 1);
        ended(&x);
        ended(&y);
        let v = p.agree(&mut r).await;
        let winners = &winners(&v);
        if x.status == StatusCode::OK {
            assert_eq!(winners, &vec![2], "seat 1 resigned");
        } else {
            assert_eq!(winners.len(), 2, "the draw was agreed");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_timeout_decided_while_the_other_side_resigns_leaves_one_truth_on_both_instances() {
    let Some(p) = pair("a_timeout_decided_while_the_other_side_resigns") else {
        return;
    };
    let mut rng = rng(46);
    for _ in 0..RACES {
        let mut r = p.game(json!({"clock": "1+0"})).await;
        // Each seat makes its first move (before, running out would abort the game);
        // then the seat to move runs out.
        let mut first = 0;
        for ply in 0..OPENED {
            let v = p.a.view(&r.game.id, None).await;
            first = v.to_move[0];
            let mine = p.a.view(&r.game.id, Some(r.game.token(first))).await;
            let reply =
                p.a.act(
                    &r.game.id,
                    r.game.token(first),
                    &pick(&mine.legal, &mut rng),
                    ply,
                )
                .await;
            assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        }
        let late = 3 - first;
        let theirs = wait_view(
            &p.b,
            &r.game.id,
            Some(r.game.token(late)),
            "the move",
            |v| v.ply == OPENED,
        )
        .await;
        let too_late = pick(&theirs.legal, &mut rng);
        p.clock.advance(70_000);
        let (x, y) = tokio::join!(
            Pair::post(&p.a, &r, "resign", first, json!({"ply": OPENED})),
            p.b.act(&r.game.id, r.game.token(late), &too_late, OPENED),
        );
        // The late move is never taken; the resignation is unless the timeout came
        // first.
        assert_ne!(
            y.status,
            StatusCode::OK,
            "a move after the time ran out: {}",
            y.text
        );
        ended(&x);
        ended(&y);
        let v = p.agree(&mut r).await;
        let winners = &winners(&v);
        let expected = if x.status == StatusCode::OK {
            late
        } else {
            first
        };
        assert_eq!(winners, &vec![expected], "{:?}", v.events);
        if y.error().contains("the game ended") {
            assert!(y.error().contains("time"), "{}", y.text);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_rematch_offers_at_once_make_one_game_on_both_instances() {
    let Some(p) = pair("two_rematch_offers_at_once_make_one_game") else {
        return;
    };
    for _ in 0..RACES {
        let mut r = p.game(json!({})).await;
        let resigned = Pair::post(&p.a, &r, "resign", 1, json!({"ply": 0})).await;
        assert_eq!(resigned.status, StatusCode::OK, "{}", resigned.text);
        p.agree(&mut r).await;
        let (x, y) = tokio::join!(
            Pair::post(&p.a, &r, "rematch", 1, json!({})),
            Pair::post(&p.b, &r, "rematch", 2, json!({})),
        );
        assert_eq!(x.status, StatusCode::OK, "{}", x.text);
        assert_eq!(y.status, StatusCode::OK, "{}", y.text);
        // Offering again changes nothing and names the one game, on either instance.
        let again_a = Pair::post(&p.a, &r, "rematch", 1, json!({})).await.json();
        let again_b = Pair::post(&p.b, &r, "rematch", 2, json!({})).await.json();
        let game = again_a["game_id"]
            .as_str()
            .expect("a rematch game")
            .to_string();
        assert_eq!(again_b["game_id"], again_a["game_id"]);
        for reply in [&x, &y] {
            if let Some(named) = reply.json()["game_id"].as_str() {
                assert_eq!(named, game);
            }
        }
        let (va, vb) = (p.a.view(&game, None).await, p.b.view(&game, None).await);
        assert_eq!((va.event, va.ply), (vb.event, vb.ply));
        for ws in &mut r.sockets {
            let news = news_naming_a_game(ws).await;
            assert_eq!(news["game_id"], game.as_str(), "{news}");
        }
    }
}

/// Rematch news on `ws` until one names the new game.
async fn news_naming_a_game(ws: &mut Ws) -> Value {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let text = ws
            .next_text_within(left)
            .await
            .expect("rematch news in time")
            .expect("the socket stays open");
        let v: Value = serde_json::from_str(&text).unwrap();
        if v["type"] == "rematch" && v.get("game_id").is_some_and(|g| !g.is_null()) {
            return v;
        }
    }
}

/// The winning seats (from 1) of a finished game's view.
fn winners(v: &MatchView) -> Vec<usize> {
    let result = v.result.as_ref().expect("the game is over");
    result.winners.iter().map(|&w| usize::from(w)).collect()
}
