//! What the browser client needs from the game server: the page and its modules, views
//! with the board drawn, hints and take-backs against the computer, replays, and
//! option checks while a game is set up. A server in this process, over HTTP and
//! WebSockets.

use crate::support;

use std::time::Duration;

use cubist_core::GameRecord;
use serde_json::{json, Value};
use support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_its_modules_are_served_with_a_strict_policy() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    for path in [
        "/",
        "/play/abc?seat=1&token=x",
        "/watch/abc",
        "/replay",
        "/replay/abc",
        "/players/someone",
        "/leaderboard/squadro",
        "/learn",
        "/learn/squadro",
        "/puzzles",
        "/puzzles/squadro",
        "/analysis",
        "/analysis/abc?line=1,2",
        "/recover",
        "/reset/0123abcd",
    ] {
        let r = c.http.get(c.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        let policy = r.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(policy.contains("script-src 'self'"), "{policy}");
        let page = r.text().await.unwrap();
        assert!(page.contains("/assets/app.js"), "{path}: {page}");
    }
    // Every module the page's entry imports, and every module they import, is served.
    let mut seen = vec!["app.js".to_string()];
    let mut next = 0;
    while next < seen.len() {
        let name = seen[next].clone();
        next += 1;
        let r = c
            .http
            .get(c.url(&format!("/assets/{name}")))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{name}");
        assert!(r.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript"));
        let text = r.text().await.unwrap();
        // The project's own modules are type-checked; the one bundled library
        // (docs/web.md, "Words and languages") says it is not.
        let checked = text.starts_with("// @ts-check") || text.contains("\n// @ts-check");
        assert!(checked || text.starts_with("// @ts-nocheck"), "{name}");
        for import in imports(&text) {
            if !seen.contains(&import) {
                seen.push(import);
            }
        }
    }
    for name in [
        "lobby.js",
        "play.js",
        "players.js",
        "seeks.js",
        "rematch.js",
        "moves.js",
        "turn.js",
        "flip.js",
        "learn.js",
        "puzzles.js",
        "recover.js",
        "report.js",
    ] {
        assert!(seen.iter().any(|s| s == name), "{name} in {seen:?}");
    }
    // What the page itself links (its icon, its style sheets) is served, and the icon
    // browsers ask for unasked too: no page load meets a 404.
    let page = c
        .http
        .get(c.url("/"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let linked = linked_assets(&page);
    for name in ["icon.svg", "theme.css", "style.css"] {
        assert!(linked.iter().any(|s| s == name), "{name} in {linked:?}");
    }
    for name in &linked {
        let r = c
            .http
            .get(c.url(&format!("/assets/{name}")))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200, "{name}");
    }
    for path in ["/favicon.ico", "/assets/icon.svg", "/assets/icon-turn.svg"] {
        let r = c.http.get(c.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        assert_eq!(r.headers()["content-type"], "image/svg+xml", "{path}");
        assert!(r.text().await.unwrap().starts_with("<svg"), "{path}");
    }
    c.get("/assets/../Cargo.toml")
        .await
        .expect_error(404, "a path outside the assets");
    c.get("/assets/nothing.js")
        .await
        .expect_error(404, "a missing asset");
    let api = c.get("/api").await;
    assert!(api.text.contains("/api/catalog"), "{}", api.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn setup_names_the_seats_and_draws_a_start_or_says_what_is_wrong() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let r = c
        .post_json(
            "/api/setup",
            &json!({"game": "cube-attack", "options": {"players": 4}}),
        )
        .await;
    let v = r.json();
    assert_eq!(v["seats"].as_array().unwrap().len(), 4, "{}", r.text);
    assert_eq!(v["seats"][0]["seat"], 1);
    assert_eq!(v["seats"][0]["colour"], "#c62828", "Red is red");
    assert!(v["svg"].as_str().unwrap().starts_with("<svg"));
    // Who moves first is drawn at the start: the preview claims no side to move,
    // unless the options say who starts.
    let squadro = |first: &str| {
        let body = json!({"game": "squadro", "options": {"first": first}});
        let c = c.clone();
        async move { c.post_json("/api/setup", &body).await.json() }
    };
    let drawn = squadro("random").await;
    let svg = drawn["svg"].as_str().unwrap();
    assert!(!svg.contains("to move"), "{svg}");
    assert_eq!(drawn["seats"][0]["name"], "Light");
    assert_eq!(drawn["seats"][0]["colour"], "#faf6ec", "Light is light");
    let chosen = squadro("light").await;
    assert!(chosen["svg"].as_str().unwrap().contains("Light to move"));
    let e = c
        .post_json(
            "/api/setup",
            &json!({"game": "cube-attack", "options": {"players": 9}}),
        )
        .await
        .expect_error(400, "nine players");
    assert!(e.contains("players"), "{e}");
    let e = c
        .post_json(
            "/api/setup",
            &json!({"game": "cube-attack", "options": {"map": "/etc/passwd"}}),
        )
        .await
        .expect_error(400, "a map file from the network");
    assert!(!e.contains("root:"), "{e}");
    c.post_json("/api/setup", &json!({"game": "chess"}))
        .await
        .expect_error(400, "an unknown game");
}

/// The view of seat 1 with the board, over HTTP.
async fn board_view(c: &Client, id: &str, token: &str) -> cubist_session::MatchView {
    c.get(&format!("/api/games/{id}?token={token}&board=true"))
        .await
        .view()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_and_take_backs_against_the_computer_only() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "random"])
        .await;
    let t = g.token(1);
    let v = board_view(&c, &g.id, t).await;
    let board = v.board.expect("asked for the board");
    assert_eq!(board.choices.len(), v.legal.len());
    assert!(board.svg.starts_with("<svg"));
    assert!(
        c.view(&g.id, Some(t)).await.board.is_none(),
        "no board unless asked"
    );

    let hint = c
        .post_json(&format!("/api/games/{}/hint", g.id), &json!({"token": t}))
        .await
        .json();
    let action = hint["action"].as_str().unwrap().to_string();
    assert!(v.legal.contains(&action), "{hint}");
    let clicks: Vec<String> = serde_json::from_value(hint["clicks"].clone()).unwrap();
    assert_eq!(
        board
            .choices
            .iter()
            .find(|ch| ch.action == action)
            .unwrap()
            .clicks,
        clicks
    );
    c.post_json(&format!("/api/games/{}/hint", g.id), &json!({}))
        .await
        .expect_error(401, "a hint without a token");

    c.act(&g.id, t, &action, 0).await.view();
    let after = wait_view(&c, &g.id, Some(t), "the computer's reply", |v| v.ply == 2).await;
    c.post_json(
        &format!("/api/games/{}/undo", g.id),
        &json!({"token": t, "ply": 1}),
    )
    .await
    .expect_error(409, "an undo from an old position");
    let undone = c
        .post_json(
            &format!("/api/games/{}/undo", g.id),
            &json!({"token": t, "ply": after.ply, "board": true}),
        )
        .await
        .view();
    assert_eq!(
        undone.ply, 0,
        "the person's move and the computer's reply are taken back"
    );
    assert!(undone.board.is_some());
    // The take-back is stored: a server stopped cleanly and started again on the same
    // database sees the same game.
    let server = server.restart();
    let c = server.client();
    assert_eq!(c.view(&g.id, Some(t)).await.ply, 0);
    c.act(&g.id, t, &action, 0).await.view();

    // Between people, neither hints nor take-backs.
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    let e = c
        .post_json(
            &format!("/api/games/{}/hint", g.id),
            &json!({"token": g.token(1)}),
        )
        .await
        .expect_error(403, "a hint between people");
    assert!(e.contains("against the computer"), "{e}");
    c.act(&g.id, g.token(1), "1", 0).await.view();
    c.post_json(
        &format!("/api/games/{}/undo", g.id),
        &json!({"token": g.token(1)}),
    )
    .await
    .expect_error(403, "a take-back between people");

    // Where the seed is secret, no take-backs even against the computer.
    let g = c
        .create("cube-conquest", json!({}), &["human", "random"])
        .await;
    let v = wait_view(&c, &g.id, Some(g.token(1)), "seat 1 to act", |v| {
        !v.legal.is_empty()
    })
    .await;
    c.act(&g.id, g.token(1), &v.legal[0], v.ply).await.view();
    let e = c
        .post_json(
            &format!("/api/games/{}/undo", g.id),
            &json!({"token": g.token(1)}),
        )
        .await
        .expect_error(422, "a take-back with hidden information");
    assert!(e.contains("hidden information"), "{e}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_socket_sends_boards_and_hints_when_asked() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let g = c
        .create("tilt", json!({"first": "1"}), &["human", "random"])
        .await;
    let mut ws = c.ws_with(&g.id, Some(g.token(1)), true).await;
    let v = ws.next_view().await;
    let board = v.board.expect("the board, as asked");
    assert_eq!(board.choices.len(), v.legal.len());
    assert!(board.choices.iter().all(|ch| !ch.clicks.is_empty()));
    ws.send_text(json!({"type": "hint"}).to_string()).await;
    let text = ws
        .next_text(Duration::from_secs(60))
        .await
        .expect("a reply");
    let hint: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(hint["type"], "hint", "{text}");
    assert!(
        v.legal
            .iter()
            .any(|a| a == hint["action"].as_str().unwrap()),
        "{text}"
    );
    ws.send_text(json!({"type": "undo", "ply": 0}).to_string())
        .await;
    match ws.next_frame().await {
        Frame::Error { status, .. } => assert_eq!(status, 422, "nothing to take back yet"),
        other => panic!("expected an error, got {other:?}"),
    }
    ws.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_step_through_finished_games_and_sent_records() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let g = c.create("squadro", json!({}), &["random", "random"]).await;
    let end = wait_view(&c, &g.id, None, "the end", |v| v.result.is_some()).await;
    let record = GameRecord::from_json(&c.record(&g.id).await.text).unwrap();
    assert_eq!(record.actions.len(), end.ply);
    let mut pictures = Vec::new();
    for ply in [0, 1, end.ply] {
        let v = c
            .get(&format!("/api/games/{}/replay?ply={ply}", g.id))
            .await
            .view();
        assert_eq!(v.ply, ply);
        assert_eq!(v.observer, None);
        let board = v.board.expect("replays draw the board");
        assert!(board.choices.is_empty());
        pictures.push(board.svg);
    }
    assert_ne!(pictures[0], pictures[1]);
    let last = c.get(&format!("/api/games/{}/replay", g.id)).await.view();
    assert!(last.result.is_some() && last.ply == end.ply);
    c.get(&format!("/api/games/{}/replay?ply={}", g.id, end.ply + 1))
        .await
        .expect_error(400, "past the end");

    // The same record sent back gives the same pictures.
    let sent = c
        .post_json("/api/replay", &json!({"record": record, "ply": 1}))
        .await
        .view();
    assert_eq!(sent.board.unwrap().svg, pictures[1]);
    let mut broken = serde_json::to_value(&record).unwrap();
    broken["actions"][0]["action"] = json!("9");
    let e = c
        .post_json("/api/replay", &json!({"record": broken, "ply": 0}))
        .await
        .expect_error(400, "a record that does not replay");
    assert!(e.contains('9'), "{e}");
    c.post_bytes("/api/replay", b"{\"record\": 5".to_vec())
        .await
        .expect_error(400, "not JSON");

    // A running game with hidden information is not replayed: its record is secret.
    let g = c
        .create("cube-conquest", json!({}), &["human", "human"])
        .await;
    c.get(&format!("/api/games/{}/replay?ply=0", g.id))
        .await
        .expect_error(403, "the replay of a running game with cards");
}

/// The modules a module imports (`from './x.js'`), by file name.
/// The assets a page links by `href` or `src`.
fn linked_assets(page: &str) -> Vec<String> {
    ["href=\"/assets/", "src=\"/assets/"]
        .iter()
        .flat_map(|start| page.split(start).skip(1))
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

fn imports(module: &str) -> Vec<String> {
    module
        .split("from './")
        .skip(1)
        .filter_map(|rest| rest.split('\'').next())
        .map(str::to_string)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_catalog_labels_options_and_their_values_for_people() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let catalog = c.get("/api/catalog").await.json();
    for game in catalog["games"].as_array().unwrap() {
        for option in game["options"].as_array().unwrap() {
            let label = option["label"].as_str().unwrap_or_default();
            assert!(
                label.starts_with(|c: char| c.is_uppercase()),
                "{}: {option}",
                game["name"]
            );
            // Help in a player's words: none of the rulebook's bookkeeping.
            let help = option["help"].as_str().unwrap_or_default();
            for jargon in ["(choice)", "(ruling)", "docs/", ".md"] {
                assert!(!help.contains(jargon), "{}: {help}", game["name"]);
            }
        }
    }
    let squadro = catalog["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["name"] == "squadro")
        .unwrap();
    let first = &squadro["options"][0];
    assert_eq!(first["key"], "first");
    assert_eq!(first["label"], "Who moves first");
    assert_eq!(
        first["choices"],
        json!([
            {"value": "random", "label": "Drawn at random"},
            {"value": "light", "label": "Light"},
            {"value": "dark", "label": "Dark"}
        ])
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_player_is_said_to_be_no_player() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let e = c
        .get("/api/players/nobody")
        .await
        .expect_error(404, "an unknown player");
    assert!(e.contains("No player named nobody"), "{e}");
}
