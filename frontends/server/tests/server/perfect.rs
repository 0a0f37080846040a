//! The perfect player on a server: it solves its game when the game is created, off
//! the request threads, within the server's state limit; a game too large for it is
//! refused at creation in plain words, and the database answers meanwhile.

use crate::support;

use cubist_server::requests::PERFECT_STATES;
use reqwest::StatusCode;
use serde_json::json;
use support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_perfect_player_is_held_to_the_servers_state_limit() {
    let place = Place::new();
    let s = Server::start_with(&place.db(), |c| c.limits = NO_LIMITS);
    let site = s.client();
    let ann = browser(&site, &sign_up(&site, "ann").await);
    // Asked plainly, it is given the server's limit, and the stored game says so.
    let small = json!({ "tiles": "3", "cubes": "2", "first": "1" });
    let body = json!({ "game": "zhen", "options": small, "seats": ["me", "perfect"] });
    let r = ann.create_raw(&body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let agent = r.json()["seats"][1]["agent"].as_str().unwrap().to_string();
    assert_eq!(agent, format!("perfect:states={PERFECT_STATES}"));
    // More than the limit is refused before anything is solved.
    let more = format!("perfect:states={}", PERFECT_STATES + 1);
    let body = json!({ "game": "zhen", "options": small, "seats": ["me", more] });
    let e = ann
        .create_raw(&body)
        .await
        .expect_error(400, "more states than the server allows");
    assert!(
        e.contains(&format!("at most {PERFECT_STATES} states")),
        "{e}"
    );
    // A game too large to solve within the limit is refused in plain words.
    let body = json!({ "game": "tilt", "options": { "first": "2" }, "seats": ["me", "perfect:states=2000"] });
    let e = ann
        .create_raw(&body)
        .await
        .expect_error(400, "a game too large for the perfect player");
    assert!(e.contains("small option sets"), "{e}");
    let health = site.get("/api/health").await;
    assert_eq!(health.status, StatusCode::OK, "{}", health.text);
}
