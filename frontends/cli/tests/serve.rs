//! `cubist serve` as a process: killed with SIGKILL, it restarts on its database and
//! every game goes on; stopped by Ctrl-C, it exits cleanly and its games remain. The
//! rest of the server's tests run it in their own process: `frontends/server/tests`.

mod serve_support;

use std::time::Duration;

use cubist_session::MatchView;
use serde_json::json;
use serve_support::*;

/// What one seat saw last of a game, to compare after a restart.
struct Before {
    game: Created,
    views: Vec<MatchView>,
}

async fn views_of(c: &Client, g: &Created) -> Vec<MatchView> {
    let mut out = Vec::new();
    for (_, token) in g.humans() {
        out.push(c.view(&g.id, Some(&token)).await);
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_restarts_on_its_database_and_every_game_goes_on() {
    let place = Place::new();
    let mut server = Server::start(&place.db());
    let c = server.client();
    let mut r = rng(3);
    let part = |ply| Style {
        stop_at_ply: Some(ply),
        ..Style::default()
    };

    // Two people, perfect information.
    let people = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    play_to_end(&c, &people, &mut r, part(12), &mut |_, _, _| {}).await;
    // Hidden cards and chance, against a computer.
    let secret = c
        .create("cube-conquest", json!({}), &["human", "random"])
        .await;
    play_to_end(&c, &secret, &mut r, part(30), &mut |_, _, _| {}).await;
    // A slow computer, killed while it thinks.
    let thinking = c
        .create("zhen", json!({"first": "1"}), &["human", "mcts:time=300ms"])
        .await;
    let mut human_moves = 0;
    let killed_at = loop {
        let v = wait_view(&c, &thinking.id, Some(thinking.token(1)), "my turn", |v| {
            v.to_move.contains(&1) || v.result.is_some()
        })
        .await;
        assert!(v.result.is_none(), "the game ended before the kill");
        let after = c
            .act(
                &thinking.id,
                thinking.token(1),
                &pick(&v.legal, &mut r),
                v.ply,
            )
            .await
            .view();
        human_moves += 1;
        if human_moves == 3 {
            break after.ply;
        }
    };

    let befores = vec![
        Before {
            views: views_of(&c, &people).await,
            game: people,
        },
        Before {
            views: views_of(&c, &secret).await,
            game: secret,
        },
        Before {
            views: views_of(&c, &thinking).await,
            game: thinking,
        },
    ];
    let think = &befores[2].views[0];
    assert_eq!(think.ply, killed_at);
    assert_eq!(think.to_move, [2], "the computer is thinking at the kill");
    server.kill9();

    let server = server.restart();
    let c = server.client();
    for b in &befores {
        let now = views_of(&c, &b.game).await;
        for (before, after) in b.views.iter().zip(&now) {
            assert!(after.ply >= before.ply, "{}: moves lost", b.game.id);
            assert_eq!(
                after.moves[..before.ply],
                before.moves[..],
                "{}: the moves before the kill, in order",
                b.game.id
            );
            if after.ply == before.ply {
                assert_eq!(after, before, "{}: the same position", b.game.id);
            }
        }
    }
    // The computer seat moves by itself, nobody acting.
    let thinking = &befores[2].game;
    let v = wait_view(
        &c,
        &thinking.id,
        Some(thinking.token(1)),
        "the computer's move after the restart",
        |v| v.ply > killed_at,
    )
    .await;
    assert_eq!(v.moves[killed_at].seat, 2);

    for (i, b) in befores.iter().enumerate() {
        let seats: Vec<&str> = b
            .game
            .seats
            .iter()
            .map(|s| s.agent.as_deref().unwrap_or("human"))
            .collect();
        let mut r = rng(30 + i as u64);
        let end = play_to_end(&c, &b.game, &mut r, Style::default(), &mut |_, _, _| {}).await;
        assert_finished(&c, &b.game, &end, &seats).await;
        // Once over, every move is shown: the ones from before the kill are unchanged.
        let before = &b.views[0];
        for (k, m) in before.moves.iter().enumerate() {
            assert_eq!(end.moves[k].seat, m.seat);
            if m.action.is_some() {
                assert_eq!(end.moves[k].action, m.action, "move {k}");
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_c_or_sigterm_stops_the_server_cleanly_and_its_games_remain() {
    let place = Place::new();
    let mut server = Server::start(&place.db());
    let c = server.client();
    let g = c
        .create("squadro", json!({"first": "1"}), &["easy", "human"])
        .await;
    let v = wait_view(
        &c,
        &g.id,
        Some(g.token(2)),
        "the computer's first move",
        |v| v.ply >= 1,
    )
    .await;
    let status = server.interrupt(Duration::from_secs(15));
    assert!(
        status.success(),
        "Ctrl-C exits cleanly: {status:?}\n{}",
        server.log()
    );
    let mut server = server.restart();
    let c = server.client();
    assert_eq!(c.view(&g.id, Some(g.token(2))).await, v);
    // SIGTERM, as `systemctl stop` and `docker stop` send it, stops it as cleanly.
    let status = server.terminate(Duration::from_secs(15));
    let log = server.log();
    assert!(
        status.success() && log.contains("shutting down"),
        "SIGTERM exits cleanly: {status:?}\n{log}"
    );
    let server = server.restart();
    let c = server.client();
    assert_eq!(c.view(&g.id, Some(g.token(2))).await, v);
}

/// A timed game survives a kill: the time its turn ran before the kill stays charged
/// (to within the server's one-second alive stamp) and the time the server was down
/// (an outage of three seconds here) is charged to nobody.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_keeps_each_clock_and_charges_nobody_for_the_outage() {
    const OUTAGE: Duration = Duration::from_secs(3);
    const BEAT_MS: i64 = 1_000;
    let place = Place::new();
    let mut server = Server::start(&place.db());
    let c = server.client();
    let r = c
        .create_raw(&json!({"game": "squadro", "seats": ["human", "human"],
                            "clock": {"initial_ms": 600000, "increment_ms": 0}}))
        .await;
    assert_eq!(r.status.as_u16(), 201, "{}", r.text);
    let created = r.json();
    let id = created["id"].as_str().unwrap().to_string();
    let token = |seat: usize| {
        created["seats"][seat - 1]["token"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let v = c.view(&id, Some(&token(1))).await;
    let first = v.to_move[0];
    let v = c.view(&id, Some(&token(first))).await;
    let r = c.act(&id, &token(first), &v.legal[0], 0).await;
    let other = 3 - first;
    let waiting = r.view();
    let before = c.view(&id, None).await;
    let read_before = std::time::Instant::now();
    let left_before = before.clocks[other - 1].remaining_ms as i64;
    assert!(before.clocks[other - 1].running);
    server.kill9();
    let down = std::time::Instant::now();
    // The site is down for a while: no request is answered.
    tokio::time::sleep(OUTAGE).await;
    let outage = down.elapsed();
    let server = server.restart();
    let c = server.client();
    let after = c.view(&id, None).await;
    let between = read_before.elapsed();
    let left_after = after.clocks[other - 1].remaining_ms as i64;
    let ran = (between - outage).as_millis() as i64;
    assert!(after.clocks[other - 1].running);
    assert_eq!(
        after.clocks[first - 1],
        waiting.clocks[first - 1],
        "the stopped clock"
    );
    assert!(
        left_after >= left_before - ran - 100,
        "the outage was charged: {left_before} ms before, {left_after} ms after, \
         {ran} ms of the {between:?} between the two readings without the outage"
    );
    assert!(
        left_after <= left_before + BEAT_MS,
        "time given back: {left_before} ms before, {left_after} ms after"
    );
}

/// The metric families docs/operate.md lists in its table.
fn documented_families() -> Vec<String> {
    let doc = include_str!("../../../docs/operate.md");
    let section = doc.split("\n## Metrics").nth(1).expect("a Metrics section");
    let section = section.split("\n## ").next().unwrap_or(section);
    section
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split('`').next())
        .filter(|name| name.starts_with("cubist_"))
        .map(String::from)
        .collect()
}

/// Each family's samples in a scrape: the lines naming it (or its histogram's
/// `_bucket`, `_sum` and `_count`).
fn samples<'a>(scrape: &'a str, family: &str) -> Vec<&'a str> {
    scrape
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter(|l| {
            let name = l.split(['{', ' ']).next().unwrap_or("");
            name == family
                || ["_bucket", "_sum", "_count"]
                    .iter()
                    .any(|s| name.strip_suffix(s) == Some(family))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fresh_server_exports_every_documented_metric_family() {
    let families = documented_families();
    assert!(
        families.len() >= 19,
        "the table lists the families: {families:?}"
    );
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    // One request answered (a scrape is counted once answered), nothing else: no game,
    // no move, no sign-in, no computer.
    assert_eq!(c.get("/api/games").await.status, 200);
    // The alive stamp is the first thing the server stores: waited for, not slept on.
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    let scrape = loop {
        let r = c.get("/metrics").await;
        assert_eq!(r.status, 200, "{}", r.text);
        if !samples(&r.text, "cubist_instance_alive_seconds").is_empty()
            || std::time::Instant::now() > deadline
        {
            break r.text;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let missing: Vec<&String> = families
        .iter()
        .filter(|f| !scrape.contains(&format!("# TYPE {f} ")) || samples(&scrape, f).is_empty())
        .collect();
    assert!(
        missing.is_empty(),
        "missing from /metrics: {missing:?}\n{scrape}"
    );
    // Nothing has happened: what counts events counts zero.
    for family in [
        "cubist_clock_timeouts_total",
        "cubist_store_conflicts_total",
        "cubist_rate_limited_total",
        "cubist_sign_ins_total",
        "cubist_actions_total",
        "cubist_thinking_seconds",
        "cubist_thinking_wait_seconds",
        "cubist_seek_pairing_seconds",
    ] {
        for line in samples(&scrape, family) {
            assert!(line.ends_with(" 0"), "{line}");
        }
    }
}
