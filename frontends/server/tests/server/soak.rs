//! No seat waits on a computer: a short soak of games between one person and computer
//! seats, each person a browser-like client on one WebSocket (`support/soak.rs`),
//! with two more threads keeping the cores busy. It fails on any stall (a wait for a
//! computer's move far beyond what the move takes), on any view whose event number is
//! below one already seen on its socket, and on any error frame; and unless enough
//! computer turns of every kind of game were waited for. The benchmark form, with
//! figures, is `examples/soak.rs`.

use crate::support;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use support::soak::{run, Busy, Soak, Tally, Variant};
use support::{Place, Server};

/// How long the players start new games and act.
const PLAY: Duration = Duration::from_secs(12);
/// A wait on a computer longer than this is a stall. A `random` or `easy` decision
/// takes well under a millisecond and a wait, with the queue on a loaded machine, well
/// under a second; the bound is far beyond, because the machine running the tests may
/// be a loaded two-core one: this checks that no seat is left waiting, not how fast
/// the computer plays.
const STALL: Duration = Duration::from_secs(20);
/// Threads burning CPU beside the server and the players.
const BUSY: usize = 2;
/// At least this many computer turns of each variant must be waited for: the test
/// cannot pass by doing nothing. (Here, on a shared two-core machine, each variant
/// sees 400 to 2,500 in `PLAY`; this is far below, for slower machines.)
const MIN_TURNS: u64 = 50;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_waits_on_a_computer() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let _busy = Busy::start(BUSY);
    let variants = vec![
        Variant::with_players("cube-attack", 4, "random", STALL),
        Variant::with_players("cube-attack", 4, "easy", STALL),
        Variant::two("squadro", "easy", STALL),
    ];
    // Eight games: three of each Cube Attack, two of Squadro; players 6 and 7 repeat
    // the first two variants.
    let players = 8;
    let began = Instant::now();
    let soak = Arc::new(Soak {
        base: server.base.clone(),
        variants: variants.clone(),
        stop: began + PLAY,
        seed: 11,
    });
    let tally = Arc::new(Mutex::new(Tally::default()));
    run(soak, players, tally.clone()).await;
    let took = began.elapsed();
    let tally = tally.lock().unwrap().clone();
    let report = tally.report().join("\n");
    eprintln!("soak of {players} games for {PLAY:?} (ended after {took:?}):\n{report}");

    assert!(
        tally.stalls.is_empty(),
        "a seat waited on a computer beyond {STALL:?}:\n{report}"
    );
    assert!(
        tally.out_of_order.is_empty(),
        "an event number went back on a socket:\n{report}"
    );
    assert_eq!(tally.error_count(), 0, "errors:\n{report}");
    assert_eq!(
        tally.stale, 0,
        "no action is stale in games without simultaneous rounds:\n{report}"
    );
    for v in &variants {
        let turns = tally.turns_by_variant.get(&v.label()).copied().unwrap_or(0);
        assert!(
            turns >= MIN_TURNS,
            "only {turns} computer turns of {} (at least {MIN_TURNS}):\n{report}",
            v.label()
        );
    }
    assert!(tally.person_actions > 0 && tally.started >= players as u64);
    server.stop();
}

/// The check itself: with a bound no computer can meet, the players see stalls, send
/// a sync for each, hear what it showed, and see every wait end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wait_beyond_the_bound_is_a_stall() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let soak = Arc::new(Soak {
        base: server.base.clone(),
        variants: vec![Variant::two("squadro", "easy", Duration::from_micros(1))],
        stop: Instant::now() + Duration::from_secs(2),
        seed: 12,
    });
    let tally = Arc::new(Mutex::new(Tally::default()));
    run(soak, 2, tally.clone()).await;
    let tally = tally.lock().unwrap().clone();
    let report = tally.report().join("\n");
    eprintln!(
        "stalls: {} ({} resolved by a sync)",
        tally.stalls.len(),
        tally.stalls_resolved_by_sync()
    );
    assert!(!tally.stalls.is_empty(), "no stall seen:\n{report}");
    for s in &tally.stalls {
        assert!(s.made_at_sync.is_some(), "a sync unanswered: {s}");
        assert!(s.waited.is_some(), "a wait that never ended: {s}");
    }
    assert_eq!(tally.error_count(), 0, "errors:\n{report}");
    server.stop();
}
