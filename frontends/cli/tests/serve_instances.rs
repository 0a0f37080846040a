//! Several `cubist serve` instances on one PostgreSQL database, as behind a load
//! balancer: players on different instances play one game live, two instances racing
//! for the same move never both store it, and a killed instance's games go on on
//! another. Needs `CUBIST_TEST_POSTGRES` (the CI sets it); each test makes and drops
//! its own database.

mod serve_support;

use std::time::Instant;

use cubist_core::GameRecord;
use cubist_session::MatchView;
use rand::Rng;
use reqwest::StatusCode;
use serde_json::json;
use serve_support::*;

/// How long an instance's lease lasts here: short, so that a takeover is quick.
const LEASE_MS: &str = "600";

/// A place on a new PostgreSQL database, or `None` (said loudly) without one.
fn on_postgres(test: &str) -> Option<Place> {
    if std::env::var_os("CUBIST_TEST_POSTGRES").is_none() {
        // Straight to stderr: the test harness would swallow eprintln! of a passing test.
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "\n*** SKIPPED {test}: set CUBIST_TEST_POSTGRES=postgres://USER@HOST:PORT/DB to \
             run the multi-instance tests ***\n"
        );
        return None;
    }
    Some(Place::on(Some(TestDatabase::create())))
}

/// Two instances on the place's database.
fn two_instances(place: &Place) -> (Server, Server) {
    let args = [NO_LIMITS, &["--lease-ms", LEASE_MS]].concat();
    let a = Server::start_with(&place.beside("a"), &args);
    let b = Server::start_with(&place.beside("b"), &args);
    (a, b)
}

/// The record an instance serves for a game.
async fn record(c: &Client, id: &str) -> GameRecord {
    let r = c.record(id).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    serde_json::from_str(&r.text).expect("a record")
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
        let (ra, rb) = (record(&ca, &g.id).await, record(&cb, &g.id).await);
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
                    *refused.entry(why.contains("stored for move")).or_insert(0) += 1;
                }
            }
            races += 1;
            let stored = record(&cb, &g.id).await;
            assert_eq!(stored.actions.len(), mover.ply + 1, "one action per race");
            assert_eq!(stored.actions[mover.ply].action, won[0]);
        }
        let (ra, rb) = (record(&ca, &g.id).await, record(&cb, &g.id).await);
        assert_eq!(ra, rb);
    }
    eprintln!(
        "losers refused by the database: {}, by an instance already up to date: {}",
        refused.get(&true).unwrap_or(&0),
        refused.get(&false).unwrap_or(&0)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_goes_on_when_its_instance_is_killed_while_the_computer_thinks() {
    let Some(place) =
        on_postgres("a_game_goes_on_when_its_instance_is_killed_while_the_computer_thinks")
    else {
        return;
    };
    let (mut a, b) = two_instances(&place);
    let (ca, cb) = (a.client(), b.client());
    let mut r = rng(23);
    let g = ca
        .create(
            "zhen",
            json!({"first": "1"}),
            &["human", "mcts:time=1500ms"],
        )
        .await;
    let token = g.token(1);
    let mut mine = Vec::new();
    // Three moves on A; after the third, A's computer is thinking.
    for _ in 0..3 {
        let v = wait_view(&ca, &g.id, Some(token), "my turn", |v| {
            v.to_move.contains(&1)
        })
        .await;
        let action = pick(&v.legal, &mut r);
        ca.act(&g.id, token, &action, v.ply).await.view();
        mine.push(action);
    }
    let before = ca.view(&g.id, Some(token)).await;
    assert_eq!(before.to_move, [2], "the computer is thinking at the kill");
    // Longer than a lease: A renews it while its computer thinks, so B stays out.
    tokio::time::sleep(std::time::Duration::from_millis(900)).await;
    assert!(
        !b.log().contains("taking over"),
        "B took a live lease:\n{}",
        b.log()
    );
    a.kill9();
    let killed = Instant::now();

    // B takes the game over once A's lease expires, and the game is played out there.
    let v = wait_view(
        &cb,
        &g.id,
        Some(token),
        "the computer's move, from B",
        |v| v.ply > before.ply,
    )
    .await;
    eprintln!("taken over and moved {:?} after the kill", killed.elapsed());
    assert!(v.result.is_some() || v.to_move.contains(&1));
    let mut last = v;
    while last.result.is_none() {
        let v = wait_view(&cb, &g.id, Some(token), "my turn", |v| {
            v.to_move.contains(&1) || v.result.is_some()
        })
        .await;
        if v.result.is_some() {
            last = v;
            break;
        }
        let action = pick(&v.legal, &mut r);
        last = cb.act(&g.id, token, &action, v.ply).await.view();
        mine.push(action);
    }
    assert!(
        b.log().contains("taking over"),
        "B says it took the game over"
    );
    let stored = record(&cb, &g.id).await;
    assert!(stored.result.is_some());
    assert_eq!(stored.actions.len(), last.ply);
    // Nothing lost and nothing twice: the person's moves are all there, in order, and
    // the seats alternate as Zhen's turns do.
    let theirs: Vec<&str> = stored
        .actions
        .iter()
        .filter(|a| a.seat == 0)
        .map(|a| a.action.as_str())
        .collect();
    assert_eq!(theirs, mine.iter().map(String::as_str).collect::<Vec<_>>());
    for (i, a) in stored.actions.iter().enumerate() {
        assert_eq!(a.seat, i % 2, "move {} is by seat {}", i + 1, a.seat + 1);
    }
    drop(b);
}
