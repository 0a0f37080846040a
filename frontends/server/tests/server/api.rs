//! The game server end to end: a server in this process on a free port and a real
//! database (a SQLite file, or PostgreSQL with `CUBIST_SERVE_SUITE_DB=postgres`),
//! driven over HTTP and WebSockets as `docs/server-api.md` specifies.

use crate::support;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use cubist_core::{DynGame, GameRecord, Observer, Panel, Picture, PlayError, RuleError, ToMove};
use cubist_session::MatchView;
use futures_util::future::join_all;
use futures_util::stream::{self, StreamExt};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

/// One game played to its end by random people on the human seats.
async fn full_game(c: Client, game: &'static str, options: Value, seats: Vec<&'static str>) {
    let created = c.create(game, options, &seats).await;
    let start = c.view(&created.id, None).await;
    // A computer seat may already have moved by itself.
    assert_eq!(start.game.as_str(), game);
    assert_eq!(start.moves.len(), start.ply);
    assert!(start.result.is_none());
    if seats.iter().all(|s| *s == "human") {
        assert_eq!(start.ply, 0);
    }
    let mut r = rng(seats.len() as u64 * 1000 + game.len() as u64);
    let style = Style {
        spectator_every: 7,
        ..Style::default()
    };
    let end = play_to_end(&c, &created, &mut r, style, &mut |_, _, _| {}).await;
    assert_finished(&c, &created, &end, &seats).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_played_to_the_end_between_people() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let games: Vec<(&str, Value, Vec<&str>)> = vec![
        ("zhen", json!({}), vec!["human", "human"]),
        ("cube-attack", json!({}), vec!["human", "human"]),
        ("cube-attack", json!({"players": "3"}), vec!["human"; 3]),
        ("squadro", json!({}), vec!["human", "human"]),
        ("tilt", json!({}), vec!["human", "human"]),
        ("cube-conquest", json!({}), vec!["human", "human"]),
        ("cube-conquest", json!({"players": "3"}), vec!["human"; 3]),
    ];
    join_all(
        games
            .into_iter()
            .map(|(g, o, s)| tokio::spawn(full_game(c.clone(), g, o, s))),
    )
    .await
    .into_iter()
    .for_each(|r| r.expect("the game's checks pass"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_played_to_the_end_against_the_computer() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let games: Vec<(&str, Value, Vec<&str>)> = vec![
        ("zhen", json!({}), vec!["human", "easy"]),
        ("cube-attack", json!({}), vec!["easy", "human"]),
        (
            "cube-attack",
            json!({"players": "3"}),
            vec!["human", "easy", "random"],
        ),
        ("squadro", json!({}), vec!["human", "easy"]),
        ("tilt", json!({}), vec!["easy", "human"]),
        ("cube-conquest", json!({}), vec!["human", "easy"]),
        (
            "cube-conquest",
            json!({"players": "3"}),
            vec!["random", "human", "easy"],
        ),
    ];
    join_all(
        games
            .into_iter()
            .map(|(g, o, s)| tokio::spawn(full_game(c.clone(), g, o, s))),
    )
    .await
    .into_iter()
    .for_each(|r| r.expect("the game's checks pass"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_browsers_stay_in_step_over_websockets() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    let mut sockets = [
        c.ws(&g.id, Some(g.token(1))).await,
        c.ws(&g.id, Some(g.token(2))).await,
    ];
    // A view at once, each its own.
    let mut views = Vec::new();
    for (i, ws) in sockets.iter_mut().enumerate() {
        let v = ws.next_view().await;
        assert_eq!(v.ply, 0);
        assert_view_consistent(&v, Some(i + 1));
        views.push(v);
    }
    assert_eq!(views[0].to_move, [1]);
    // Each seat hears that both are online (unless its first view showed it already:
    // a socket's seat comes online in the server's own time, after the handshake).
    for (v, ws) in views.iter_mut().zip(sockets.iter_mut()) {
        while !v.seats.iter().all(|s| s.online) {
            *v = ws.next_view().await;
        }
    }

    // Refusals come back on the socket that sent them and reach nobody else.
    sockets[0].send_action(&views[0].legal[0], 5).await;
    match sockets[0].next_frame().await {
        Frame::Error { status, .. } => assert_eq!(status, 409, "a stale ply"),
        Frame::View(v, _) => panic!("a stale action was answered with a view: {v:?}"),
    }
    // ... followed by the current view, for that socket alone.
    match sockets[0].next_frame().await {
        Frame::View(v, _) => assert_eq!((v.ply, v.observer), (0, Some(1))),
        Frame::Error { status, .. } => panic!("a stale action's view, not error {status}"),
    }
    sockets[1].send_action("1", 0).await;
    match sockets[1].next_frame().await {
        Frame::Error { status, .. } => assert_eq!(status, 422, "not seat 2's turn"),
        Frame::View(v, _) => panic!("an action out of turn was answered with a view: {v:?}"),
    }
    sockets[0].send_text("{\"type\": \"action\", ".into()).await;
    match sockets[0].next_frame().await {
        Frame::Error { status, .. } => assert_eq!(status, 400, "malformed JSON"),
        Frame::View(v, _) => panic!("malformed JSON was answered with a view: {v:?}"),
    }

    let mut r = rng(2);
    let mut over_ws = 0;
    let mut over_http = 0;
    while views[0].result.is_none() {
        let ply = views[0].ply;
        let mover = views[0].to_move[0];
        let (m, o) = (mover - 1, 2 - mover);
        let action = pick(&views[m].legal, &mut r);
        if ply % 3 == 2 {
            sockets[m].send_action(&action, ply).await;
            over_ws += 1;
        } else {
            let reply = c.act(&g.id, g.token(mover), &action, ply).await.view();
            assert_eq!(reply.ply, ply + 1);
            over_http += 1;
        }
        // Both sockets get the new position, pushed, each from its own seat.
        for (i, ws) in sockets.iter_mut().enumerate() {
            let v = ws.view_after(ply).await;
            assert_eq!(v.ply, ply + 1, "seat {} missed a view", i + 1);
            assert_view_consistent(&v, Some(i + 1));
            assert_eq!(v.moves[ply].seat, mover);
            assert_eq!(v.moves[ply].action.as_deref(), Some(action.as_str()));
            views[i] = v;
        }
        assert_eq!(views[m].moves, views[o].moves);
        assert_eq!(views[m].to_move, views[o].to_move);
    }
    assert!(over_ws > 5 && over_http > 5, "{over_ws} {over_http}");
    assert!(views[1].result.is_some());
    // The pushed views are the ones a GET gives.
    for (i, v) in views.iter().enumerate() {
        assert_eq!(&c.view(&g.id, Some(g.token(i + 1))).await, v);
    }
    for ws in sockets {
        ws.close().await;
    }
}

/// What the true game looked like at each ply, rebuilt from the finished record.
struct Truth {
    record: GameRecord,
    /// Per ply: seat 1's and seat 2's own wire views, whether it was over, seat 1's
    /// legal actions, seat 1's picture.
    plies: Vec<(Value, Value, bool, Vec<String>, String)>,
    /// Per action: whether it was a secret simultaneous choice.
    secret: Vec<bool>,
}

impl Truth {
    fn of(record: GameRecord) -> Truth {
        let mut g: Box<dyn DynGame> =
            cubist_games::create(&record.game, &record.options, record.seed).unwrap();
        let mut plies = Vec::new();
        let mut secret = Vec::new();
        let snapshot = |g: &dyn DynGame| {
            (
                g.view_json(Observer::Seat(0)),
                g.view_json(Observer::Seat(1)),
                g.to_move().is_over(),
                if g.to_move().includes(0) {
                    g.legal_actions(0)
                } else {
                    Vec::new()
                },
                g.picture(Observer::Seat(0), cubist_core::Lang::En)
                    .combined(),
            )
        };
        plies.push(snapshot(g.as_ref()));
        for a in &record.actions {
            secret.push(matches!(g.to_move(), ToMove::Simultaneous(_)));
            g.play(a.seat, &a.action).expect("the record replays");
            plies.push(snapshot(g.as_ref()));
        }
        Truth {
            record,
            plies,
            secret,
        }
    }
}

/// How much there was to keep secret, over all games.
#[derive(Default, Debug)]
struct Kept {
    views: usize,
    errors: usize,
    hands: usize,
    committed_cards: usize,
    hidden_moves: usize,
    boards: usize,
}

/// Checks one body or frame seat 1 received against the true game.
fn assert_nothing_leaks(text: &str, truth: &Truth, kept: &mut Kept) {
    let json: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    let seed = truth.record.seed.to_string();
    let body = match json.get("type").and_then(Value::as_str) {
        Some("view") => json["view"].clone(),
        Some(_) | None if json.get("error").is_some() => {
            kept.errors += 1;
            let words = json["error"].as_str().expect("an error in words");
            assert!(!words.contains("hand"), "a hand in an error: {text}");
            if truth.record.seed >= 1_000_000 {
                assert!(!text.contains(&seed), "the seed in an error: {text}");
            }
            // A stale request's refusal carries seat 1's view: checked as a view.
            match json.get("view") {
                Some(view) => view.clone(),
                None => return,
            }
        }
        Some(_) => panic!("unknown frame {text}"),
        None => json,
    };
    kept.views += 1;
    let v: MatchView =
        serde_json::from_value(body.clone()).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(v.observer, Some(1));
    let (own, theirs, over, legal, picture) = &truth.plies[v.ply];
    if !over {
        assert_eq!(v.seed, None, "the seed while the game runs: {text}");
        if truth.record.seed >= 1_000_000 {
            assert!(!text.contains(&seed), "the seed at ply {}: {text}", v.ply);
        }
        if v.to_move.contains(&1) {
            assert_eq!(&v.legal, legal, "seat 1's legal actions at ply {}", v.ply);
        }
    }
    // Exactly seat 1's own view of the true position: what the game's own tests prove
    // free of secrets.
    assert_eq!(&v.view, own, "seat 1's game view at ply {}", v.ply);

    let game = &v.view["view"];
    let truth2 = &theirs["view"];
    // Seat 2's hand: known to the true state, absent here.
    let hand2 = &truth2["seats"][1]["hand"];
    assert!(hand2.is_array(), "the truth holds seat 2's hand");
    assert!(
        game["seats"][1]["hand"].is_null(),
        "seat 2's hand {hand2} shown to seat 1 at ply {}: {text}",
        v.ply
    );
    if hand2.as_array().is_some_and(|h| !h.is_empty()) {
        kept.hands += 1;
    }
    // Seat 2's committed cards in a pending attack: committed, face down.
    let phase = &game["phase"];
    if phase["kind"] == "attack" {
        for (key, owner) in [
            ("attacker_cards", &phase["attacker"]),
            ("defender_cards", &phase["defender"]),
        ] {
            let true_side = &truth2["phase"][key];
            if owner == 2 && true_side["state"] == "committed" {
                assert!(true_side["cards"].is_array());
                assert_eq!(
                    phase[key],
                    json!({"state": "committed", "cards": null}),
                    "seat 2's secret {} ({}) shown at ply {}: {text}",
                    key,
                    true_side["cards"],
                    v.ply
                );
                kept.committed_cards += 1;
            }
        }
    }
    // The board: exactly seat 1's own picture of the true position (the game's own
    // tests prove it the same whatever seat 2 holds), and no mark of a secret move.
    if let Some(board) = &v.board {
        kept.boards += 1;
        let sent = Picture {
            board: board.svg.clone(),
            panels: board
                .panels
                .iter()
                .map(|p| Panel {
                    name: p.name.clone(),
                    svg: p.svg.clone(),
                })
                .collect(),
        };
        assert_eq!(
            &sent.combined(),
            picture,
            "seat 1's picture at ply {}",
            v.ply
        );
        if let Some(i) = v.ply.checked_sub(1) {
            let hidden = !*over && truth.record.actions[i].seat == 1 && truth.secret[i];
            if hidden {
                assert!(
                    board.marks.is_empty(),
                    "seat 2's secret move marked: {text}"
                );
            }
        }
    }
    // The move list: seat 2's secret choices without their action until the end.
    for (i, m) in v.moves.iter().enumerate() {
        let a = &truth.record.actions[i];
        assert_eq!(m.seat, a.seat + 1);
        let shown = *over || a.seat == 0 || !truth.secret[i];
        if shown {
            assert_eq!(m.action.as_deref(), Some(a.action.as_str()), "move {i}");
        } else {
            assert_eq!(m.action, None, "seat 2's secret move {i} at ply {}", v.ply);
            kept.hidden_moves += 1;
        }
    }
}

const LEAK_GAMES: u64 = 50;

/// One Cube Conquest game: everything seat 1 receives, then the true game from the
/// record.
async fn leak_game(c: Client, n: u64, kept: Arc<Mutex<Kept>>) {
    let seats: &[&str] = if n.is_multiple_of(2) {
        &["human", "human"]
    } else {
        &["human", "random"]
    };
    let g = c.create("cube-conquest", json!({}), seats).await;
    let received: Arc<Mutex<Vec<String>>> = Arc::default();

    // The record is refused while the game runs (the seed fixes every shuffle).
    let r = c.record(&g.id).await;
    r.expect_error(403, "the record of a running game");
    received.lock().unwrap().push(r.text.clone());

    // Seat 1's live socket, from the first view to the last.
    let mut ws = c.ws_with(&g.id, Some(g.token(1)), true).await;
    let frames = received.clone();
    let reader = tokio::spawn(async move {
        while let Some(text) = ws.next_text(Duration::from_secs(60)).await {
            let last = matches!(parse_frame(&text), Frame::View(ref v, _) if v.result.is_some());
            frames.lock().unwrap().push(text);
            if last {
                break;
            }
        }
        ws.close().await;
    });

    let mut r = rng(100 + n);
    let style = Style {
        mischief: true,
        ..Style::default()
    };
    let seen = received.clone();
    let mut observe = move |seat: usize, _: StatusCode, text: &str| {
        if seat == 1 {
            seen.lock().unwrap().push(text.to_string());
        }
    };
    let end = play_to_end(&c, &g, &mut r, style, &mut observe).await;
    tokio::time::timeout(Duration::from_secs(20), reader)
        .await
        .expect("seat 1's socket shows the end")
        .expect("the socket reader ends well");
    assert_finished(&c, &g, &end, seats).await;

    let record = GameRecord::from_json(&c.record(&g.id).await.text).unwrap();
    let truth = Truth::of(record);
    let received = received.lock().unwrap();
    let mut kept = kept.lock().unwrap();
    assert!(received.len() > end.ply, "seat 1 received views all along");
    for text in received.iter() {
        assert_nothing_leaks(text, &truth, &mut kept);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seat_1_never_receives_seat_2s_cards() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let kept = Arc::new(Mutex::new(Kept::default()));
    let results: Vec<_> = stream::iter(0..LEAK_GAMES)
        .map(|n| tokio::spawn(leak_game(c.clone(), n, kept.clone())))
        .buffer_unordered(4)
        .collect()
        .await;
    for r in results {
        r.expect("no leak");
    }
    let kept = kept.lock().unwrap();
    // The games went through everything there is to keep.
    assert!(kept.views > 1000, "{kept:?}");
    assert!(kept.errors > 10, "{kept:?}");
    assert!(kept.hands > 1000, "{kept:?}");
    assert!(kept.committed_cards > 50, "{kept:?}");
    assert!(kept.hidden_moves > 50, "{kept:?}");
    assert!(kept.boards > 1000, "{kept:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_are_refused_and_change_nothing() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();

    // Creating.
    for (body, words, what) in [
        (
            json!({"game": "chess", "seats": ["human", "human"]}),
            "chess",
            "an unknown game",
        ),
        (
            json!({"game": "squadro", "options": {"first": "7"}, "seats": ["human", "human"]}),
            "first",
            "a bad option value",
        ),
        (
            json!({"game": "squadro", "options": {"colour": "red"}, "seats": ["human", "human"]}),
            "colour",
            "an unknown option",
        ),
        (
            json!({"game": "squadro", "seats": ["human", "human", "human"]}),
            "3",
            "three seats for a two-player game",
        ),
        (
            json!({"game": "cube-attack", "options": {"players": "3"}, "seats": ["human", "human"]}),
            "2",
            "two seats for three players",
        ),
        (
            json!({"game": "squadro", "seats": ["human", "grandmaster"]}),
            "grandmaster",
            "an unknown agent",
        ),
        (
            json!({"game": "cube-attack", "options": {"map": "/etc/passwd"}, "seats": ["human", "human"]}),
            "map",
            "a map file path",
        ),
        (
            json!({"game": "cube-attack", "options": {"map": "maps/duel.json"}, "seats": ["human", "human"]}),
            "map",
            "a relative map file path",
        ),
    ] {
        let r = c.create_raw(&body).await;
        let e = r.expect_error(400, what);
        assert!(e.contains(words), "{what}: the reason names '{words}': {e}");
    }
    let _ = c
        .post_bytes("/api/games", b"{\"game\": \"squadro\",".to_vec())
        .await
        .expect_error(400, "malformed JSON at creation");
    let padding = "x".repeat(17 * 1024);
    c.create_raw(
        &json!({"game": "squadro", "options": {"cap": padding}, "seats": ["human", "human"]}),
    )
    .await
    .expect_error(413, "a creation body over 16 KiB");
    for status in ["open", "running", "over"] {
        let r = c.get(&format!("/api/games?status={status}")).await;
        assert!(
            r.json()["games"].as_array().is_some_and(Vec::is_empty),
            "refused creations leave no game: {}",
            r.text
        );
    }

    // Playing.
    let g = c
        .create("zhen", json!({"first": "1"}), &["human", "human"])
        .await;
    let other = c
        .create("zhen", json!({"first": "1"}), &["human", "human"])
        .await;
    let (id, t1, t2) = (g.id.as_str(), g.token(1), g.token(2));
    let path = format!("/api/games/{id}/actions");
    let start = c.view(id, Some(t1)).await;
    assert_eq!(start.to_move, [1]);
    let good = start.legal[0].clone();
    let unchanged = |what: &'static str| {
        let c = c.clone();
        let start = start.clone();
        async move {
            assert_eq!(c.view(id, Some(t1)).await, start, "{what} changed the game");
        }
    };

    c.post_bytes(&path, b"{\"token\": ".to_vec())
        .await
        .expect_error(400, "malformed JSON");
    unchanged("malformed JSON").await;
    let mut invalid = format!("{{\"token\": \"{t1}\", \"action\": \"").into_bytes();
    invalid.extend_from_slice(&[0xff, 0xfe, 0x80]);
    invalid.extend_from_slice(b"\", \"ply\": 0}");
    c.post_bytes(&path, invalid)
        .await
        .expect_error(400, "a body that is not UTF-8");
    unchanged("a body not UTF-8").await;
    let big = json!({"token": t1, "action": "x".repeat(17 * 1024), "ply": 0});
    c.post_json(&path, &big)
        .await
        .expect_error(413, "an action body over 16 KiB");
    unchanged("a big body").await;
    c.act("nosuchgame", t1, &good, 0)
        .await
        .expect_error(404, "an action for no game");
    c.view_raw("nosuchgame", None)
        .await
        .expect_error(404, "the view of no game");
    c.record("nosuchgame")
        .await
        .expect_error(404, "the record of no game");
    c.act(id, "0123456789abcdef", &good, 0)
        .await
        .expect_error(403, "a wrong token");
    c.act(id, other.token(1), &good, 0)
        .await
        .expect_error(403, "another game's token");
    c.post_json(&path, &json!({"action": good, "ply": 0}))
        .await
        .expect_error(401, "no token");
    unchanged("bad tokens").await;
    c.act(id, t1, "hello", 0)
        .await
        .expect_error(400, "an action the notation cannot read");
    c.act(id, t1, &good, 3)
        .await
        .expect_error(409, "a ply from the future");
    c.act(id, t2, &good, 0)
        .await
        .expect_error(422, "not seat 2's turn");
    unchanged("refused actions").await;

    // An illegal action names the rule it breaks: the game's own words.
    let seed = start.seed.expect("the seed of a game without secrets");
    let options = BTreeMap::from([("first".to_string(), "1".to_string())]);
    let local = cubist_games::create("zhen", &options, seed).unwrap();
    let (illegal, rule) = (1..=10)
        .flat_map(|t| [format!("m{t}"), format!("p{t}")])
        .find_map(|a| match local.check(0, &a) {
            Err(PlayError::Rule(RuleError::Illegal(why))) => Some((a, why.to_string())),
            _ => None,
        })
        .expect("an illegal action at the start of Zhen");
    let e = c
        .act(id, t1, &illegal, 0)
        .await
        .expect_error(422, "an illegal action");
    assert!(
        e.contains(&rule),
        "'{illegal}': the error names '{rule}': {e}"
    );
    unchanged("an illegal action").await;

    // A double submit is played once.
    let once = c.act(id, t1, &good, 0).await.view();
    assert_eq!(once.ply, 1);
    c.act(id, t1, &good, 0)
        .await
        .expect_error(409, "a double submit");
    assert_eq!(c.view(id, Some(t1)).await.ply, 1);

    // A move while the computer's seat is to move (its thinking takes a while).
    let vs = c
        .create("zhen", json!({"first": "1"}), &["human", "mcts:time=500ms"])
        .await;
    let v = c.view(&vs.id, Some(vs.token(1))).await;
    let after = c.act(&vs.id, vs.token(1), &v.legal[0], 0).await.view();
    assert_eq!(after.ply, 1);
    assert_eq!(after.to_move, [2]);
    let r = c.act(&vs.id, vs.token(1), &v.legal[0], 1).await;
    assert!(
        [403, 422].contains(&r.status.as_u16()),
        "a move in the computer's turn: {} {}",
        r.status,
        r.text
    );
    r.error();
    let moved = wait_view(&c, &vs.id, Some(vs.token(1)), "the computer", |v| {
        v.ply >= 2
    })
    .await;
    assert_eq!(moved.moves[1].seat, 2, "the computer's move, not mine");

    // A finished game takes no more moves.
    let short = c
        .create(
            "squadro",
            json!({"first": "1", "cap": "10"}),
            &["human", "human"],
        )
        .await;
    let end = play_to_end(&c, &short, &mut rng(5), Style::default(), &mut |_, _, _| {}).await;
    assert_eq!(end.ply, 10);
    assert!(end.result.is_some());
    for seat in [1, 2] {
        c.act(&short.id, short.token(seat), "1", 10)
            .await
            .expect_error(422, "a move in a finished game");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_over_the_limit_is_answered_429_and_service_resumes() {
    let place = Place::new();
    // The default limits: a burst of 200, 100 a second (the 200 connections at once
    // from one address are the test's, not the limit's).
    let server = Server::start_with(&place.db(), |_| {});
    let c = server.client();
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    let (id, t1) = (g.id.as_str(), g.token(1));

    // A burst far over the limit: every request is answered, 200 or 429.
    let view_path = format!("/api/games/{id}?token={t1}");
    let statuses: Vec<Result<u16, String>> = stream::iter(0..10_000)
        .map(|_| {
            let c = c.clone();
            let p = view_path.clone();
            async move {
                c.http
                    .get(c.url(&p))
                    .send()
                    .await
                    .map(|r| r.status().as_u16())
                    .map_err(|e| e.to_string())
            }
        })
        .buffer_unordered(200)
        .collect()
        .await;
    let mut counts = BTreeMap::<String, usize>::new();
    for s in &statuses {
        let key = match s {
            Ok(code) => code.to_string(),
            Err(e) => format!("error: {e}"),
        };
        *counts.entry(key).or_default() += 1;
    }
    let ok = counts.get("200").copied().unwrap_or(0);
    let limited = counts.get("429").copied().unwrap_or(0);
    assert_eq!(ok + limited, 10_000, "only 200 and 429: {counts:?}");
    assert!(limited > 0, "the limit was never applied: {counts:?}");
    assert!(ok >= 100, "the burst was not served: {counts:?}");
    // The bucket refills: a normal request is served again. Nothing announces a
    // refill, so the condition polled is a request being served, up to a deadline; the
    // pause is the poll's period, not a guess at the refill's time (a refused request
    // takes nothing from the bucket, so asking does not delay it).
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let r = c.view_raw(id, Some(t1)).await;
        if r.status == StatusCode::OK {
            assert_eq!(r.view().ply, 0);
            break;
        }
        assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS, "{}", r.text);
        assert!(Instant::now() < deadline, "still limited after 10 s");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The open games of the lobby, as `GET /api/games?status=open` lists them.
async fn open_games(c: &Client) -> Vec<Value> {
    let r = c.get("/api/games?status=open").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    r.json()["games"]
        .as_array()
        .expect("a list of games")
        .clone()
}

fn entry(list: &[Value], id: &str) -> Option<Value> {
    list.iter().find(|g| g["id"] == id).cloned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_creators_me_seat_is_never_listed_wherever_it_is() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let body = json!({"game": "squadro", "seats": ["human", "me"], "listed": true});
    let r = c.create_raw(&body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let created = r.json();
    let id = created["id"].as_str().expect("an id").to_string();
    let mine = created["seats"][1]["token"]
        .as_str()
        .expect("a token for the \"me\" seat");
    let e = entry(&open_games(&c).await, &id).expect("a listed game");
    assert_eq!(
        e["open_seats"],
        json!([1]),
        "only the friend's seat is offered"
    );
    c.post_json(&format!("/api/games/{id}/join"), &json!({"seat": 2}))
        .await
        .expect_error(409, "the guest creator's seat");
    assert_eq!(c.view(&id, Some(mine)).await.observer, Some(2));
    // The seat is the guest's by its link: no account holds it.
    let v = c.view(&id, None).await;
    assert!(v.seats.iter().all(|s| s.account.is_none()), "{:?}", v.seats);
    c.create_raw(&json!({"game": "squadro", "seats": ["me", "me"]}))
        .await
        .expect_error(400, "two \"me\" seats");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_lists_the_open_seats_of_listed_games_and_hands_each_out_once() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let listed = json!({"listed": true});
    let g = c
        .create_with("squadro", json!({}), &["human", "human"], listed.clone())
        .await;
    // Squadro against the computer: a game that cannot end within the few moves played
    // below (a Tilt player can be left without a move after two turns).
    let vs = c
        .create_with("squadro", json!({}), &["easy", "human"], listed.clone())
        .await;
    let friends = c
        .create_with("squadro", json!({}), &["human", "human"], listed)
        .await;
    let list = open_games(&c).await;
    let e = entry(&list, &g.id).expect("a listed game with two people is open");
    assert_eq!(e["game"], "squadro");
    assert_eq!(e["title"], "Squadro");
    assert_eq!(e["listed"], true);
    assert_eq!(
        e["open_seats"],
        json!([2]),
        "the creator's seat is not listed"
    );
    assert_eq!(e["ply"], 0);
    assert_eq!(e["seats"].as_array().map(Vec::len), Some(2));
    assert!(
        entry(&list, &vs.id).is_none(),
        "a game whose only person is its creator has no seat to offer"
    );

    // The creator's seat is not joined from the list, and the creator's link opens it.
    c.post_json(&format!("/api/games/{}/join", g.id), &json!({"seat": 1}))
        .await
        .expect_error(409, "the creator's seat");
    assert_eq!(c.view(&g.id, Some(g.token(1))).await.observer, Some(1));
    // Joining seat 2 hands out a token that acts for seat 2.
    let r = c
        .post_json(&format!("/api/games/{}/join", g.id), &json!({"seat": 2}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let joined = r.json();
    assert_eq!(joined["seat"], 2);
    let token = joined["token"].as_str().expect("a token").to_string();
    assert!(joined["url"].as_str().is_some_and(|u| u.contains(&g.id)));
    assert_eq!(c.view(&g.id, Some(&token)).await.observer, Some(2));
    assert!(entry(&open_games(&c).await, &g.id).is_none(), "a full game");
    // Seat 2 again: taken; then no seat is left.
    c.post_json(&format!("/api/games/{}/join", g.id), &json!({"seat": 2}))
        .await
        .expect_error(409, "a seat taken by join");
    c.post_json(&format!("/api/games/{}/join", g.id), &json!({}))
        .await
        .expect_error(409, "no open seat left");

    // A seat whose token has been used is taken too.
    assert!(entry(&open_games(&c).await, &friends.id).is_some());
    assert_eq!(
        c.view(&friends.id, Some(friends.token(2))).await.observer,
        Some(2)
    );
    assert!(
        entry(&open_games(&c).await, &friends.id).is_none(),
        "a seat opened from its link is no longer open"
    );
    let v = c.view(&vs.id, Some(vs.token(2))).await;
    if !v.to_move.contains(&2) {
        wait_view(&c, &vs.id, Some(vs.token(2)), "my turn", |v| {
            v.to_move.contains(&2)
        })
        .await;
    }
    let v = c.view(&vs.id, Some(vs.token(2))).await;
    c.act(&vs.id, vs.token(2), &v.legal[0], v.ply).await.view();
    c.post_json(&format!("/api/games/{}/join", vs.id), &json!({"seat": 2}))
        .await
        .expect_error(409, "a seat in use");
    let r = c
        .post_json(&format!("/api/games/{}/join", vs.id), &json!({"seat": 1}))
        .await;
    assert!(
        r.status.is_client_error(),
        "a computer's seat cannot be joined: {} {}",
        r.text,
        r.status
    );

    // Running games are listed to watch.
    let r = c.get("/api/games?status=running").await;
    assert_eq!(r.status, StatusCode::OK);
    let running = r.json()["games"].as_array().unwrap().clone();
    assert!(
        entry(&running, &vs.id).is_some(),
        "a game under way is running: {running:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_game_is_private_and_its_links_still_work_after_a_stranger_tried() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let creator = server.client();
    let g = creator
        .create("squadro", json!({}), &["human", "human"])
        .await;
    let open = open_games(&creator).await;
    assert!(
        entry(&open, &g.id).is_none(),
        "a private game is not listed"
    );
    // A stranger who knows the game's id cannot take a seat.
    let stranger = server.client();
    for body in [json!({}), json!({"seat": 2}), json!({"seat": 1})] {
        let e = stranger
            .post_json(&format!("/api/games/{}/join", g.id), &body)
            .await
            .expect_error(403, "joining a private game");
        assert!(e.contains("private"), "{e}");
    }
    // The friend's link, and the creator's, open their seats.
    let friend = server.client();
    assert_eq!(friend.view(&g.id, Some(g.token(2))).await.observer, Some(2));
    assert_eq!(
        creator.view(&g.id, Some(g.token(1))).await.observer,
        Some(1)
    );
    // The game is shown to watch, with no seat anyone may join.
    let running = creator.get("/api/games?status=running").await.json();
    let e = entry(running["games"].as_array().unwrap(), &g.id).expect("running");
    assert_eq!(e["listed"], false);
    assert_eq!(e["open_seats"], json!([]));

    // After a restart, each game is as private or as listed as it was made.
    let private = creator
        .create("squadro", json!({}), &["human", "human"])
        .await;
    let listed = creator
        .create_with(
            "squadro",
            json!({}),
            &["human", "human"],
            json!({"listed": true}),
        )
        .await;
    let server = server.restart();
    let c = server.client();
    c.post_json(&format!("/api/games/{}/join", private.id), &json!({}))
        .await
        .expect_error(403, "a private game after a restart");
    c.post_json(
        &format!("/api/games/{}/join", listed.id),
        &json!({"seat": 1}),
    )
    .await
    .expect_error(409, "the creator's seat after a restart");
    let r = c
        .post_json(&format!("/api/games/{}/join", listed.id), &json!({}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["seat"], 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lists_show_each_games_own_rules_against_the_platforms() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let own = json!({"listed": true, "away_ms": 300_000, "stand_in": "hard", "hand_back": false});
    let odd = c
        .create_with("squadro", json!({}), &["human", "human"], own)
        .await;
    let plain = c
        .create_with(
            "squadro",
            json!({}),
            &["human", "human"],
            json!({"listed": true}),
        )
        .await;
    let r = c.get("/api/games?status=open").await.json();
    let defaults = &r["defaults"];
    assert_eq!(defaults["away_ms"], 60_000, "{r}");
    assert_eq!(defaults["hand_back"], true, "{r}");
    let games = r["games"].as_array().unwrap();
    let e = entry(games, &odd.id).unwrap();
    assert_eq!(
        (&e["away_ms"], &e["stand_in"], &e["hand_back"]),
        (&json!(300_000), &json!("hard"), &json!(false)),
        "{e}"
    );
    let e = entry(games, &plain.id).unwrap();
    assert_eq!(e["away_ms"], defaults["away_ms"], "{e}");
    assert_eq!(e["stand_in"], defaults["stand_in"], "{e}");
    assert_eq!(e["hand_back"], true, "{e}");
    // The seeks list shows the rules its games will have: the platform's.
    let seeks = c.get("/api/seeks").await.json();
    assert_eq!(&seeks["defaults"], defaults, "{seeks}");
}

/// `serve` runs until its shutdown future completes, as the tests' harness relies on:
/// a server whose handle is dropped stops listening, and one started again on its
/// database finds its games as they were.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_stops_when_its_handle_drops_and_the_next_finds_its_games() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let addr = server.addr;
    let c = server.client();
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    c.act(&g.id, g.token(1), "1", 0).await.view();
    let before = c.view(&g.id, Some(g.token(2))).await;
    assert_eq!(before.ply, 1);
    // Dropping the handle ends the shutdown future and waits for the server's thread.
    drop(server);
    assert!(
        tokio::net::TcpStream::connect(addr).await.is_err(),
        "nothing listens at {addr} once the server has stopped"
    );
    let server = Server::start(&place.db());
    let c = server.client();
    assert_eq!(c.view(&g.id, Some(g.token(2))).await, before);
    c.act(&g.id, g.token(2), &before.legal[0], 1).await.view();
}

/// The health check's count of games in memory, once it has become `want`. The sweep
/// for idle games runs on its own clock and announces nothing, so the count is polled
/// up to a deadline; the pause is the poll's period, not a guess at the sweep's time.
async fn wait_held(c: &Client, want: usize, what: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let r = c.get("/api/health").await;
        assert_eq!(r.status, StatusCode::OK, "{what}: {}", r.text);
        let held = r.json()["games_in_memory"].as_u64().expect("a count");
        if held == want as u64 {
            return;
        }
        assert!(Instant::now() < deadline, "{what}: {held} games held");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_games_leave_memory_and_come_back_unchanged_while_watched_ones_stay() {
    let place = Place::new();
    let server = Server::start_with(&place.db(), |c| {
        c.limits = NO_LIMITS;
        c.idle = Duration::from_millis(100);
    });
    let c = server.client();
    let r = c.get("/api/health").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["version"], 1);
    assert!(r.json()["instance"].as_str().is_some_and(|i| !i.is_empty()));
    let idle = c.create("squadro", json!({}), &["human", "human"]).await;
    let watched = c.create("tilt", json!({}), &["human", "human"]).await;
    let seat = c.view(&idle.id, None).await.to_move[0];
    let start = c.view(&idle.id, Some(idle.token(seat))).await;
    let r = c
        .act(&idle.id, idle.token(seat), &start.legal[0], start.ply)
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let before = c.view(&idle.id, Some(idle.token(1))).await;
    let seat = c.view(&watched.id, None).await.to_move[0];
    let mut ws = c.ws(&watched.id, Some(watched.token(seat))).await;
    let first = ws.next_view().await;
    wait_held(&c, 1, "the idle game leaves memory, the watched one stays").await;
    // Asking for the idle game replays it from the database as it was.
    assert_eq!(c.view(&idle.id, Some(idle.token(1))).await, before);
    let r = c.get("/api/health").await;
    assert_eq!(r.json()["games_in_memory"], 2, "the idle game is back");
    // The watcher is still told of moves in its game.
    let r = c
        .act(&watched.id, watched.token(seat), &first.legal[0], first.ply)
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(ws.view_after(first.ply).await.ply, first.ply + 1);
    ws.close().await;
    wait_held(&c, 0, "with the watcher gone, both games leave memory").await;
    assert_eq!(c.view(&idle.id, Some(idle.token(1))).await, before);
}

/// The leak check itself, on views made here by the session layer as the server
/// makes them: it passes on honest views and fails on each kind of leak.
#[test]
fn the_leak_check_passes_honest_views_and_catches_leaks() {
    use cubist_session::{Match, Player};
    use rand::seq::IndexedRandom;
    let options = BTreeMap::new();
    let game = cubist_games::create("cube-conquest", &options, 11).unwrap();
    let mut m = Match::new(game, 11, vec![Player::Human, Player::Human]).unwrap();
    let mut r = rng(11);
    let mut texts = vec![serde_json::to_string(&m.view_with_board(Observer::Seat(0))).unwrap()];
    let mut leaks = Vec::new();
    let mut picture_leaks = Vec::new();
    while !m.is_over() {
        let seats: Vec<usize> = m.to_move().seats().iter().collect();
        let seat = *seats.choose(&mut r).unwrap();
        let action = pick(&m.game().legal_actions(seat), &mut r);
        m.submit(seat, &action, Some(m.ply())).unwrap();
        let honest = m.view_with_board(Observer::Seat(0));
        assert_view_consistent(&honest, Some(1));
        assert_view_consistent(&m.view(Observer::Seat(1)), Some(2));
        assert_view_consistent(&m.view(Observer::Spectator), None);
        texts.push(serde_json::to_string(&honest).unwrap());
        if m.is_over() {
            break;
        }
        // Seat 2's own game view, or its secret move shown, sent to seat 1.
        let mut v = honest.clone();
        v.view = m.game().view_json(Observer::Seat(1));
        v.view["observer"] = json!(1);
        if v != honest {
            leaks.push(serde_json::to_string(&v).unwrap());
        }
        if let Some(i) = (0..m.ply()).find(|&i| honest.moves[i].action.is_none()) {
            let mut v = honest.clone();
            v.moves[i].action = Some(m.record().actions[i].action.clone());
            leaks.push(serde_json::to_string(&v).unwrap());
        }
        // Seat 2's picture sent to seat 1.
        let mut v = honest.clone();
        if let Some(board) = v.board.as_mut() {
            board.svg = m.game().draw(Observer::Seat(1), cubist_core::Lang::En);
        }
        if v != honest {
            picture_leaks.push(serde_json::to_string(&v).unwrap());
        }
        let mut v = honest;
        v.seed = Some(m.record().seed);
        leaks.push(serde_json::to_string(&v).unwrap());
    }
    let truth = Truth::of(m.record().clone());
    let mut kept = Kept::default();
    for text in &texts {
        assert_nothing_leaks(text, &truth, &mut kept);
    }
    assert!(kept.hands > 0 && kept.committed_cards > 0 && kept.hidden_moves > 0);
    assert!(leaks.len() > texts.len());
    assert!(picture_leaks.len() > 10);
    for text in leaks.iter().step_by(7).chain(&picture_leaks) {
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            assert_nothing_leaks(text, &truth, &mut Kept::default());
        }));
        assert!(caught.is_err(), "a leak passed the check: {text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guests_game_against_the_computer_is_listed_as_played_once_someone_moved() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let running = |c: &Client| {
        let c = c.clone();
        async move {
            let r = c.get("/api/games?status=running").await.json();
            r["games"].as_array().unwrap().clone()
        }
    };
    let vs = c
        .create("squadro", json!({"first": "1"}), &["human", "easy"])
        .await;
    let friends = c.create("squadro", json!({}), &["human", "human"]).await;
    let list = running(&c).await;
    assert!(entry(&list, &vs.id).is_none(), "unstarted: {list:?}");
    assert!(
        entry(&list, &friends.id).is_some(),
        "between people: {list:?}"
    );
    let v = c.view(&vs.id, Some(vs.token(1))).await;
    c.act(&vs.id, vs.token(1), &v.legal[0], v.ply).await.view();
    let list = running(&c).await;
    assert!(entry(&list, &vs.id).is_some(), "started: {list:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_error_is_json_in_plain_words() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let g = c.create("squadro", json!({}), &["human", "human"]).await;
    let id = &g.id;
    let requests = [
        (
            c.http
                .get(c.url(&format!("/api/games/{id}/replay?ply=abc"))),
            "a ply that is no number",
        ),
        (
            c.http.get(c.url(&format!("/api/games/{id}/replay?ply=-1"))),
            "a negative ply",
        ),
        (
            c.http.get(c.url(&format!("/api/games/{id}/ws"))),
            "a socket without its upgrade",
        ),
        (
            c.http.post(c.url(&format!("/api/games/{id}/ws"))),
            "a method the path does not take",
        ),
        (
            c.http.get(c.url("/api/players/amy?page=x")),
            "a page that is no number",
        ),
        (
            c.http
                .post(c.url(&format!("/api/games/{id}/chat")))
                .json(&json!({"token": 7, "text": "hi"})),
            "a number for a string",
        ),
    ];
    for (request, what) in requests {
        let r = request.send().await.expect("the server answers");
        let status = r.status();
        assert!(status.is_client_error(), "{what}: {status}");
        let kind = r.headers().get("content-type").cloned();
        let text = r.text().await.expect("a body");
        assert_eq!(
            kind.as_ref().and_then(|k| k.to_str().ok()),
            Some("application/json"),
            "{what}: {text}"
        );
        let reply = Reply { status, text };
        let e = reply.expect_error(status.as_u16(), what);
        for word in [
            "usize",
            "u64",
            "u32",
            "i64",
            "deserialize",
            "struct",
            "Invalid URL",
        ] {
            assert!(!e.contains(word), "{what}: {e}");
        }
    }
}
