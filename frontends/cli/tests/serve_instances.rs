//! Several `cubist serve` processes on one PostgreSQL database: an instance killed
//! with SIGKILL while its computer player thinks, and the game goes on on another. The
//! tests of several instances that need no process are in
//! `frontends/server/tests/server/instances.rs`. Needs `CUBIST_TEST_POSTGRES` (the CI sets
//! it); each test makes and drops its own database.

mod serve_support;

use std::time::{Duration, Instant};

use serde_json::json;
use serve_support::*;

/// How long an instance's lease lasts here, in milliseconds: short, so that a takeover
/// is quick.
const LEASE_MS: u64 = 600;

/// Two instances on the place's database.
fn two_instances(place: &Place) -> (Server, Server) {
    let lease = LEASE_MS.to_string();
    // The guest's computer thinks 1.5 s a move, longer than a guest may by default,
    // so that an instance can be killed while it thinks.
    let args = [
        NO_LIMITS,
        &["--lease-ms", &lease],
        &["--guest-think-ms", "2000"],
    ]
    .concat();
    let a = Server::start_with(&place.beside("a"), &args);
    let b = Server::start_with(&place.beside("b"), &args);
    (a, b)
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
    // For longer than a lease, A renews it while its computer thinks, so B stays out.
    // The lease table shows it: A still holds the lease once A has renewed it after
    // the moment the first lease seen would have run out. Had B taken the game over,
    // the lease would name B (an instance renews only a lease it holds), and had the
    // computer moved, there would be no lease left.
    let a_instance = ca.instance().await;
    let mut db = place.postgres().expect("on PostgreSQL").connect().await;
    let first = lease(&mut db, &g.id)
        .await
        .expect("a game waiting for its computer has a lease");
    assert_eq!(first.owner, a_instance, "A moves its game's computer");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let now = lease(&mut db, &g.id)
            .await
            .expect("the computer is still thinking");
        assert_eq!(now.owner, a_instance, "B took a live lease:\n{}", b.log());
        if now.expires_at > first.expires_at + LEASE_MS as i64 {
            // Renewed at a time past `first.expires_at`.
            break;
        }
        assert!(
            Instant::now() < deadline,
            "A did not renew its lease: {now:?}"
        );
        // Nothing announces a renewal: the table is polled up to a deadline, and the
        // pause is the poll's period, not a guess at when A renews.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
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
    let stored = cb.game_record(&g.id).await;
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
