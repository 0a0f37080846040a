//! `cubist serve --log-format json`: one JSON object a line, each request's line with
//! its id, route, status, latency, game and account; and no secret in the log of a
//! run that uses every kind the server has, even at the trace level of every crate.

mod serve_support;

use serde_json::{json, Value};
use serve_support::*;

/// The log's lines, each parsed (a line that is not JSON fails the test).
fn json_lines(log: &str) -> Vec<Value> {
    log.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect()
}

/// The `answered` line of the request with id `id`.
fn answered<'a>(lines: &'a [Value], id: &str) -> &'a Value {
    lines
        .iter()
        .find(|l| l["message"] == "answered" && l["span"]["id"] == id)
        .unwrap_or_else(|| panic!("no line for request {id}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_name_each_request_and_never_hold_a_secret() {
    let place = Place::new();
    let mut args = NO_LIMITS.to_vec();
    args.extend(["--log-format", "json"]);
    let server = Server::start_env(&place.db(), &args, &[("RUST_LOG", "trace")]);
    let guest = server.client();

    // Every secret a player has: a password, a new one, session cookies, seat tokens.
    let player = sign_up(&guest, "Noether").await;
    let signed_in = Client::with_cookie(&server.base, &player.cookie);
    let new_password = "emmy's rings and ideals";
    let changed = signed_in
        .post_json(
            "/api/me/password",
            &json!({"password": "correct horse battery", "new_password": new_password}),
        )
        .await;
    assert!(changed.status.is_success(), "{}", changed.text);
    let r = guest
        .http
        .post(guest.url("/api/session"))
        .json(&json!({"name": "Noether", "password": new_password}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200, "signing in again");
    let second_cookie = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.contains("cubist_session="))
        .and_then(|v| v.split(';').next())
        .expect("a session cookie")
        .to_string();
    let signed_in = Client::with_cookie(&server.base, &second_cookie);
    let game = guest
        .create("squadro", json!({}), &["human", "human"])
        .await;
    // A seat token in a page's address, in a view's query and in an action's body.
    let page = guest
        .get(&format!("/play/{}?seat=1&token={}", game.id, game.token(1)))
        .await;
    assert_eq!(page.status, 200);
    // Whichever seat moves first plays, by its token.
    let first = guest.view(&game.id, None).await.to_move[0];
    let view = guest.view(&game.id, Some(game.token(first))).await;
    let r = guest
        .http
        .post(guest.url(&format!("/api/games/{}/actions", game.id)))
        .json(&json!({"token": game.token(first), "action": view.legal[0], "ply": 0}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let action_id = header(&r, "x-request-id");
    let r = signed_in
        .http
        .get(signed_in.url("/api/me"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let me_id = header(&r, "x-request-id");
    let r = guest
        .http
        .get(guest.url("/api/nothing"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 404);
    let missing_id = header(&r, "x-request-id");

    let log = server.log();
    let lines = json_lines(&log);
    let act = answered(&lines, &action_id);
    assert_eq!(act["span"]["route"], "/api/games/{id}/actions");
    assert_eq!(act["span"]["method"], "POST");
    assert_eq!(act["span"]["game"], game.id.as_str());
    assert_eq!(act["status"], 200);
    assert!(
        act["latency_ms"].as_f64().is_some_and(|ms| ms >= 0.0),
        "{act}"
    );
    assert!(
        act["span"].get("account").is_none(),
        "a guest's request: {act}"
    );
    let me = answered(&lines, &me_id);
    assert_eq!(me["span"]["route"], "/api/me");
    assert!(
        me["span"]["account"]
            .as_str()
            .is_some_and(|a| !a.is_empty()),
        "a signed-in request names its account: {me}"
    );
    let missing = answered(&lines, &missing_id);
    assert_eq!(missing["span"]["route"], "unmatched", "never the raw path");
    assert_eq!(missing["status"], 404);

    let session = |cookie: &str| cookie.split_once('=').expect("name=value").1.to_string();
    let secrets = [
        ("the first password", "correct horse battery".to_string()),
        ("the new password", new_password.to_string()),
        ("a session token", session(&player.cookie)),
        ("a second session token", session(&second_cookie)),
        ("seat 1's token", game.token(1).to_string()),
        ("seat 2's token", game.token(2).to_string()),
    ];
    assert!(lines.len() > 20, "a trace-level log: {} lines", lines.len());
    for (what, secret) in secrets {
        assert!(!log.contains(&secret), "{what} is in the log");
    }
}

fn header(r: &reqwest::Response, name: &str) -> String {
    r.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_else(|| panic!("no {name} header"))
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_json_logs_every_line_on_stdout_is_json_the_ready_line_too() {
    let place = Place::new();
    let mut args = NO_LIMITS.to_vec();
    args.extend(["--log-format", "json"]);
    let mut server = Server::start_with(&place.db(), &args);
    let r = server.client().get("/api/games").await;
    assert_eq!(r.status, 200, "{}", r.text);
    let port = server.port;
    assert!(server
        .interrupt(std::time::Duration::from_secs(30))
        .success());
    let stdout = server.stdout_lines();
    let lines = json_lines(&stdout.join("\n"));
    let ready = format!("Cubist is serving at http://127.0.0.1:{port}/");
    let banner = lines
        .iter()
        .find(|l| l["message"] == ready.as_str())
        .unwrap_or_else(|| panic!("no ready line on stdout: {stdout:?}"));
    assert_eq!(banner["level"], "INFO", "{banner}");
    assert!(banner["timestamp"].is_string(), "{banner}");
    assert_eq!(
        banner["url"],
        format!("http://127.0.0.1:{port}/").as_str(),
        "{banner}"
    );
}
