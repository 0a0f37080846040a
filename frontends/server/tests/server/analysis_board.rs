//! The analysis board's API on a real server: the engine's three best moves at every
//! game's start, exact where the solver knows the position, a line played by both
//! sides, a finished game opened on the board and a running one refused, bad input
//! refused with what is wrong (no panic on garbage), and each address's allowance.

use crate::support;

use std::sync::Arc;

use cubist_session::ManualClock;
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

/// A server whose board engine plays the fast `easy` level, on `clock`, with no
/// practical allowance of analyses.
fn server(db: &Db, clock: &ManualClock) -> Server {
    limited(db, clock, 100_000)
}

/// [`server`] with `burst` analyses per address at once.
fn limited(db: &Db, clock: &ManualClock, burst: u32) -> Server {
    let clock = clock.clone();
    Server::start_with(db, move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
        c.analysis_level = "easy".parse().expect("a level");
        c.analysis_burst = burst;
    })
}

async fn analyse(c: &Client, body: Value) -> Value {
    let r = c.post_json("/api/analysis", &body).await;
    assert_eq!(r.status, StatusCode::OK, "{body}: {}", r.text);
    r.json()
}

/// The error of a refused analysis, which must be a 400.
async fn refused(c: &Client, body: Value) -> String {
    let r = c.post_json("/api/analysis", &body).await;
    r.expect_error(400, &body.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_start_gets_three_valued_moves() {
    let place = Place::new();
    let s = server(&place.db(), &ManualClock::at(1_000_000_000));
    let c = s.client();
    for info in cubist_games::all() {
        let a = analyse(&c, json!({ "game": info.name })).await;
        assert_eq!(a["format"], 2);
        assert_eq!(a["game"], info.name);
        assert_eq!(a["over"], false, "{}", info.name);
        let mover = a["to_move"][0].as_u64().expect("a seat to move");
        let choices = a["board"]["choices"].as_array().expect("choices");
        assert!(!choices.is_empty(), "{}: the mover's moves", info.name);
        let engine = &a["engine"];
        assert_eq!(engine["seat"].as_u64(), Some(mover));
        assert_eq!(engine["level"], "easy");
        let top = engine["top"].as_array().expect("top moves");
        assert_eq!(top.len(), 3.min(choices.len()), "{}: {engine}", info.name);
        let values: Vec<f64> = top
            .iter()
            .map(|l| l["expected"].as_f64().unwrap())
            .collect();
        assert!(
            values.windows(2).all(|w| w[0] >= w[1]),
            "{}: best first, {engine}",
            info.name
        );
        for line in top {
            let text = line["text"].as_str().expect("the move in words");
            assert!(!text.is_empty(), "{}: {line}", info.name);
            let e = line["expected"].as_f64().expect("an expected result");
            assert!((0.0..=1.0).contains(&e), "{}: {line}", info.name);
            let action = line["action"].as_str().unwrap();
            assert!(
                choices.iter().any(|c| c["action"] == action),
                "{}: {action} is legal",
                info.name
            );
        }
        // The encoding reopens the same position.
        let again = analyse(&c, json!({ "game": info.name, "position": a["position"] })).await;
        assert_eq!(again["position"], a["position"], "{}", info.name);
        assert_eq!(again["board"]["svg"], a["board"]["svg"], "{}", info.name);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_position_the_solver_decides_is_valued_exactly() {
    let place = Place::new();
    let s = server(&place.db(), &ManualClock::at(1_000_000_000));
    let c = s.client();
    // Light wins at once by bringing its second piece home (puzzle squadro-90001).
    let position = "squadro light=12,11,12,12,0 dark=12,12,12,9,0 mover=light \
                    first=random repetition=3 cap=1000 history=";
    let a = analyse(&c, json!({ "game": "squadro", "position": position })).await;
    let engine = &a["engine"];
    let source = engine["source"].as_str().unwrap();
    assert!(source == "solver" || source == "tables", "{engine}");
    let best = &engine["top"][0];
    assert_eq!(best["action"], "2", "{engine}");
    assert_eq!(best["expected"], 1.0, "{engine}");
    assert!(
        best["exact"].as_str().unwrap().starts_with("win"),
        "{engine}"
    );
    // Played, it ends the game: no engine, the result in words.
    let after = analyse(
        &c,
        json!({ "game": "squadro", "position": position, "moves": ["2"] }),
    )
    .await;
    assert_eq!(after["over"], true, "{after}");
    assert!(after["engine"].is_null());
    assert!(after["result_text"].as_str().unwrap().contains("wins"));
    assert_eq!(after["board"]["choices"], json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_line_is_played_by_both_sides_and_drawn_from_either() {
    let place = Place::new();
    let s = server(&place.db(), &ManualClock::at(1_000_000_000));
    let c = s.client();
    let a = analyse(&c, json!({ "game": "squadro", "moves": ["1", "2", "3"] })).await;
    let seats: Vec<u64> = a["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["seat"].as_u64().unwrap())
        .collect();
    // Squadro's start chooses who begins; then the seats take turns.
    let other = |s: u64| 3 - s;
    assert_eq!(seats, [seats[0], other(seats[0]), seats[0]], "{a}");
    assert_eq!(a["to_move"], json!([other(seats[0])]));
    assert!(
        !a["board"]["marks"].as_array().unwrap().is_empty(),
        "the last move is marked"
    );
    assert_eq!(a["board"]["side"], 1);
    let flipped = analyse(
        &c,
        json!({ "game": "squadro", "moves": ["1", "2", "3"], "flip": true }),
    )
    .await;
    assert_eq!(flipped["board"]["side"], 2);
    assert_eq!(flipped["position"], a["position"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_is_refused_saying_what_is_wrong() {
    let place = Place::new();
    let s = server(&place.db(), &ManualClock::at(1_000_000_000));
    let c = s.client();
    let e = refused(&c, json!({ "game": "squadro", "moves": ["1", "9"] })).await;
    assert!(e.contains("move 2 '9'"), "{e}");
    let e = refused(&c, json!({ "game": "squadro", "moves": ["1", "one"] })).await;
    assert!(e.contains("move 2 'one'"), "{e}");
    let e = refused(&c, json!({ "game": "chess" })).await;
    assert!(e.contains("unknown game 'chess'"), "{e}");
    let e = refused(
        &c,
        json!({ "game": "squadro", "options": { "colour": "plaid" } }),
    )
    .await;
    assert!(e.contains("options"), "{e}");
    let e = refused(
        &c,
        json!({ "game": "squadro", "options": { "first": "light" }, "position": "squadro" }),
    )
    .await;
    assert!(e.contains("not both"), "{e}");
    let e = refused(&c, json!({ "game": "squadro", "moves": ["x".repeat(100)] })).await;
    assert!(e.contains("move 1"), "{e}");
    for garbage in [
        "",
        "squadro",
        "squadro light=99,99,99,99,99 dark=0,0,0,0,0 mover=light",
        "squadro light=12,11,12,12,0 dark=12,12,12,9,0 mover=nobody first=random repetition=3 cap=1000 history=",
        "\u{0}\u{ffff}🎲",
        "tilt",
        &"9".repeat(10_000),
    ] {
        for info in cubist_games::all() {
            let r = c
                .post_json(
                    "/api/analysis",
                    &json!({ "game": info.name, "position": garbage, "moves": ["1"] }),
                )
                .await;
            assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}: {garbage}: {}", info.name, r.text);
            let e = r.error();
            assert!(e.starts_with("position") || e.starts_with("move 1"), "{e}");
        }
    }
    // Not an object, fields of the wrong kind, unknown fields.
    for body in [
        json!([1, 2]),
        json!({ "game": 5 }),
        json!({ "game": "squadro", "moves": "1,2" }),
        json!({ "game": "squadro", "moves": [1, 2] }),
        json!({ "game": "squadro", "secret": true }),
    ] {
        let r = c.post_json("/api/analysis", &body).await;
        assert!(r.status.is_client_error(), "{body}: {}", r.text);
    }
    // The server still answers.
    analyse(&c, json!({ "game": "squadro" })).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_opens_on_the_board_and_a_running_one_does_not() {
    let place = Place::new();
    let s = server(&place.db(), &ManualClock::at(1_000_000_000));
    let c = s.client();
    let g = c.create("squadro", json!({}), &["human", "random"]).await;
    let r = c.get(&format!("/api/analysis/{}", g.id)).await;
    let e = r.expect_error(409, "a running game");
    assert!(e.contains("still being played"), "{e}");
    play_to_end(&c, &g, &mut rng(4), Style::default(), &mut |_, _, _| {}).await;
    let r = c.get(&format!("/api/analysis/{}", g.id)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let line = r.json();
    let record = c.game_record(&g.id).await;
    let moves: Vec<String> = record.actions.iter().map(|a| a.action.clone()).collect();
    assert_eq!(line["moves"], json!(moves));
    assert_eq!(line["complete"], true);
    assert_eq!(
        (line["format"].as_u64(), line["game"].as_str()),
        (Some(1), Some("squadro"))
    );
    // The whole line reaches the end; one move fewer is a position to analyse.
    let end = analyse(
        &c,
        json!({ "game": "squadro", "position": line["start"], "moves": moves }),
    )
    .await;
    assert_eq!(end["over"], true);
    let before = analyse(
        &c,
        json!({ "game": "squadro", "position": line["start"], "moves": moves[..moves.len() - 1] }),
    )
    .await;
    assert_eq!(before["over"], false);
    assert_eq!(
        before["engine"]["top"]
            .as_array()
            .map(Vec::len)
            .map(|n| n > 0),
        Some(true)
    );
    let r = c.get("/api/analysis/no-such-game").await;
    assert_eq!(r.status, StatusCode::NOT_FOUND, "{}", r.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_address_has_an_allowance_of_analyses() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = limited(
        &place.db(),
        &clock,
        cubist_server::analysis_board::ANALYSIS_BURST,
    );
    let c = s.client();
    let bad = json!({ "game": "chess" });
    for _ in 0..cubist_server::analysis_board::ANALYSIS_BURST {
        refused(&c, bad.clone()).await;
    }
    let r = c
        .post_json("/api/analysis", &json!({ "game": "squadro" }))
        .await;
    let e = r.expect_error(429, "past the allowance");
    assert!(e.contains("too many analyses"), "{e}");
    clock.advance(cubist_server::analysis_board::ANALYSIS_EVERY.as_millis() as u64);
    analyse(&c, json!({ "game": "squadro" })).await;
    let r = c
        .post_json("/api/analysis", &json!({ "game": "squadro" }))
        .await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS, "{}", r.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_being_played_is_not_analysed_for_its_players() {
    let place = Place::new();
    let s = server(&place.db(), &ManualClock::at(1_000_000_000));
    let site = s.client();
    let (ann, ben) = (sign_up(&site, "ann").await, sign_up(&site, "ben").await);
    let ann_c = browser(&site, &ann);
    let ben_c = browser(&site, &ben);
    // Ann plays a guest; Ben only watches.
    let options = json!({ "first": "1" });
    let body = json!({ "game": "squadro", "options": options, "seats": ["me", "human"] });
    let r = ann_c.create_raw(&body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let created = r.json();
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["seats"][0]["token"].as_str().unwrap().to_string();
    let r = ann_c.act(&id, &token, "1", 0).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let here = json!({ "game": "squadro", "options": options, "moves": ["1"] });
    // Ann, signed in, is refused the position her game stands at; so is a guest (a
    // guest's seat is in it, and guests cannot be told apart).
    let e = ann_c
        .post_json("/api/analysis", &here)
        .await
        .expect_error(403, "the player's own running game");
    assert!(e.contains("a game you are playing"), "{e}");
    site.post_json("/api/analysis", &here)
        .await
        .expect_error(403, "a guest, beside a guest's running game");
    // The same position typed as an encoding is the same position.
    let start = analyse(&ben_c, json!({ "game": "squadro", "options": options })).await;
    let typed = json!({ "game": "squadro", "position": start["start"], "moves": ["1"] });
    ann_c
        .post_json("/api/analysis", &typed)
        .await
        .expect_error(403, "the position typed in");
    // Ben plays no seat of it; the start (before any move) is anyone's.
    analyse(&ben_c, here.clone()).await;
    analyse(&ann_c, json!({ "game": "squadro", "options": options })).await;
    // Once the game is over, its players may look at it.
    let r = ann_c
        .post_json(
            &format!("/api/games/{id}/resign"),
            &json!({ "token": token }),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    analyse(&ann_c, here.clone()).await;
    analyse(&site, here).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_largest_boards_are_analysed_within_the_solvers_bounds() {
    // The largest Tilt board once made one analysis take a gigabyte (the solver
    // followed lines hundreds of moves long); bounded, it answers from the search.
    let place = Place::new();
    let s = server(&place.db(), &ManualClock::at(1_000_000_000));
    let c = s.client();
    let a = analyse(&c, json!({ "game": "tilt", "options": { "size": "10" } })).await;
    assert_eq!(a["engine"]["source"], "search", "{a}");
    assert!(!a["engine"]["top"].as_array().unwrap().is_empty());
}
