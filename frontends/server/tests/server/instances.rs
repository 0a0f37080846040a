//! Several server instances on one PostgreSQL database, as behind a load balancer,
//! here several servers in this process: players on different instances play one game
//! live, and two instances racing for the same move never both store it. (A killed
//! instance's games going on on another is a test of processes: `frontends/cli/tests`.)
//! Needs `CUBIST_TEST_POSTGRES` (the CI sets it); each test makes and drops its own
//! database.

use crate::support;

use std::time::Duration;

use cubist_session::MatchView;
use rand::Rng;
use reqwest::StatusCode;
use serde_json::json;
use support::*;

/// How long an instance's lease lasts here: short, so that a takeover is quick.
const LEASE: Duration = Duration::from_millis(600);

/// Two instances on the place's database.
fn two_instances(place: &Place) -> (Server, Server) {
    let start = || {
        Server::start_with(&place.db(), |c| {
            c.limits = NO_LIMITS;
            c.lease = LEASE;
        })
    };
    (start(), start())
}

/// Read views from `ws` until one shows at least `ply` actions.
async fn view_reaching(ws: &mut Ws, ply: usize) -> MatchView {
    loop {
        let v = ws.next_view().await;
        if v.ply >= ply {
            return v;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_played_live_by_players_on_two_instances() {
    let Some(place) = on_postgres("every_game_is_played_live_by_players_on_two_instances") else {
        return;
    };
    let (a, b) = two_instances(&place);
    let (ca, cb) = (a.client(), b.client());
    let mut r = rng(21);
    for game in ["zhen", "cube-attack", "squadro", "tilt", "cube-conquest"] {
        let g = ca.create(game, json!({}), &["human", "human"]).await;
        // Seat 1 plays on instance A, seat 2 on instance B; each watches its own.
        let clients = [&ca, &cb];
        let mut sockets = [
            ca.ws(&g.id, Some(g.token(1))).await,
            cb.ws(&g.id, Some(g.token(2))).await,
        ];
        let mut views = [sockets[0].next_view().await, sockets[1].next_view().await];
        while views[0].result.is_none() {
            assert_eq!(
                views[0].ply, views[1].ply,
                "{game}: both seats see every move"
            );
            let movers: Vec<usize> = (0..2)
                .filter(|&s| views[s].to_move.contains(&(s + 1)))
                .collect();
            let s = movers[r.random_range(0..movers.len())];
            let action = pick(&views[s].legal, &mut r);
            let reply = clients[s]
                .act(&g.id, g.token(s + 1), &action, views[s].ply)
                .await;
            let after = reply.view();
            assert_eq!(
                after.moves[views[s].ply].action.as_deref(),
                Some(action.as_str())
            );
            // The move reaches both players' sockets, on both instances.
            for (socket, view) in sockets.iter_mut().zip(views.iter_mut()) {
                *view = view_reaching(socket, after.ply).await;
            }
        }
        assert!(views[1].result.is_some(), "{game}: both see the end");
        let (ra, rb) = (ca.game_record(&g.id).await, cb.game_record(&g.id).await);
        assert_eq!(ra, rb, "{game}: both instances hold the same game");
        assert_eq!(ra.actions.len(), views[0].ply);
        assert!(ra.result.is_some());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_races_for_one_move_are_each_won_once() {
    let Some(place) = on_postgres("a_hundred_races_for_one_move_are_each_won_once") else {
        return;
    };
    let (a, b) = two_instances(&place);
    let (ca, cb) = (a.client(), b.client());
    let mut r = rng(22);
    let mut races = 0;
    let mut refused = std::collections::BTreeMap::new();
    while races < 100 {
        let g = ca.create("squadro", json!({}), &["human", "human"]).await;
        loop {
            // Both instances know the position before the race starts.
            let v = wait_view(&ca, &g.id, None, "a position", |_| true).await;
            let seen = wait_view(&cb, &g.id, None, "the same position", |w| w.ply == v.ply).await;
            if seen.result.is_some() || races == 100 {
                break;
            }
            let seat = seen.to_move[0];
            let token = g.token(seat);
            let mover = wait_view(&ca, &g.id, Some(token), "my view", |w| w.ply == v.ply).await;
            let (x, y) = (pick(&mover.legal, &mut r), pick(&mover.legal, &mut r));
            let (ra, rb) = tokio::join!(
                ca.act(&g.id, token, &x, mover.ply),
                cb.act(&g.id, token, &y, mover.ply)
            );
            let won: Vec<&str> = [(&ra, &x), (&rb, &y)]
                .iter()
                .filter(|(reply, _)| reply.status == StatusCode::OK)
                .map(|(_, action)| action.as_str())
                .collect();
            assert_eq!(
                won.len(),
                1,
                "exactly one of two racing moves is stored: {} / {}",
                ra.text,
                rb.text
            );
            for reply in [&ra, &rb] {
                if reply.status != StatusCode::OK {
                    let why = reply.expect_error(409, "the losing move of a race");
                    // Refused by the database's version check, or by an instance that
                    // had heard of the winner already.
                    let by_db = why.contains("stored for move");
                    if by_db {
                        // Moves count from 1, as players count them.
                        let number = format!("stored for move {} first", mover.ply + 1);
                        assert!(why.contains(&number), "{why}");
                    }
                    *refused.entry(by_db).or_insert(0) += 1;
                }
            }
            races += 1;
            let stored = cb.game_record(&g.id).await;
            assert_eq!(stored.actions.len(), mover.ply + 1, "one action per race");
            assert_eq!(stored.actions[mover.ply].action, won[0]);
        }
        let (ra, rb) = (ca.game_record(&g.id).await, cb.game_record(&g.id).await);
        assert_eq!(ra, rb);
    }
    eprintln!(
        "losers refused by the database: {}, by an instance already up to date: {}",
        refused.get(&true).unwrap_or(&0),
        refused.get(&false).unwrap_or(&0)
    );
}

/// Now, in milliseconds since the epoch (the servers here read the system's clock).
fn epoch_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_seats_of_an_instance_that_stopped_go_offline_on_every_instance() {
    let Some(place) = on_postgres("the_seats_of_an_instance_that_stopped_go_offline") else {
        return;
    };
    let start = || {
        Server::start_with(&place.db(), |c| {
            c.limits = NO_LIMITS;
            c.lapse = Duration::from_secs(1);
        })
    };
    let (a, b) = (start(), start());
    let (ca, cb) = (a.client(), b.client());
    let g = ca.create("squadro", json!({}), &["human", "human"]).await;
    let mut watchers = [ca.ws(&g.id, None).await, cb.ws(&g.id, None).await];
    for ws in &mut watchers {
        ws.next_view().await;
    }
    // An instance that held seat 2's socket and then stopped without a word (killed):
    // its presence and alive stamp are in the database, and never move again.
    let mut db = place.postgres().unwrap().connect().await;
    let now = epoch_ms();
    for sql in [
        format!("INSERT INTO instances (id, alive_at) VALUES ('killed', {now})"),
        format!(
            "INSERT INTO presence (game_id, seat, instance, sockets, seen_at) \
             VALUES ('{}', 1, 'killed', 1, {now})",
            g.id
        ),
        format!("SELECT pg_notify('cubist_games', '{} 0 0 presence')", g.id),
    ] {
        sqlx::query(&sql).execute(&mut db).await.unwrap();
    }
    // Every instance shows the seat online, then offline once the stamp has lapsed.
    for ws in &mut watchers {
        let online = loop {
            let v = ws.next_view().await;
            if v.seats[1].online {
                break v;
            }
        };
        assert!(!online.seats[0].online);
        let offline = loop {
            let v = ws.next_view().await;
            if !v.seats[1].online {
                break v;
            }
        };
        assert!(!offline.seats[1].away, "away only after the away time");
    }
    let (sockets,): (i64,) =
        sqlx::query_as("SELECT sockets FROM presence WHERE instance = 'killed'")
            .fetch_one(&mut db)
            .await
            .unwrap();
    assert_eq!(sockets, 0, "the stopped instance's sockets were dropped");
}
