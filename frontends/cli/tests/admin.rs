//! `cubist admin` as an operator runs it, on the database of a running `cubist
//! serve`: granting and revoking roles, closing and reopening accounts (the server
//! ends the session and resigns the running game), the list of accounts and the
//! audit log, and every refusal (no such database, account or role, twice, no
//! reason).

mod serve_support;

use std::collections::BTreeSet;
use std::process::Output;

use reqwest::StatusCode;
use serde_json::json;
use serve_support::*;

const PASSWORD: &str = "correct horse battery";

/// `cubist admin --db DB ARGS`, to its end.
fn admin(db: &str, args: &[&str]) -> Output {
    let mut all = vec!["admin", "--db", db];
    all.extend_from_slice(args);
    cubist(&all)
}

/// Must succeed; gives its stdout.
fn admin_ok(db: &str, args: &[&str]) -> String {
    let out = admin(db, args);
    assert!(out.status.success(), "admin {args:?}: {}", text(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Must fail; gives its stderr.
fn admin_fails(db: &str, args: &[&str]) -> String {
    let out = admin(db, args);
    assert!(
        !out.status.success(),
        "admin {args:?} succeeded: {}",
        text(&out)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A rated Squadro game `first` creates and `second` joins, played until both seats
/// have made their first move (so that a resignation is not an abort). Its id.
async fn opened_game(first: &Client, second: &Client) -> String {
    let r = first
        .post_json(
            "/api/games",
            &json!({"game": "squadro", "seats": ["me", "human"], "rated": true, "listed": true}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let r = second
        .post_json(&format!("/api/games/{id}/join"), &json!({"seat": 2}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "joining: {}", r.text);
    let by_seat = [first, second];
    loop {
        let v = first.view(&id, None).await;
        let moved: BTreeSet<usize> = v.moves.iter().map(|m| m.seat).collect();
        if moved.len() == 2 {
            return id;
        }
        let player = by_seat[v.to_move[0] - 1];
        let mine = player.view(&id, None).await;
        let r = player
            .post_json(
                &format!("/api/games/{id}/actions"),
                &json!({"action": mine.legal[0], "ply": mine.ply}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
}

async fn sign_in_status(c: &Client, name: &str) -> Reply {
    let r = c
        .http
        .post(c.url("/api/session"))
        .json(&json!({"name": name, "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    Reply {
        status: r.status(),
        text: r.text().await.unwrap(),
    }
}

/// The CLOSED column of `name`'s line in `cubist admin accounts`.
fn closed_column(db: &str, name: &str) -> String {
    let list = admin_ok(db, &["accounts", "--prefix", name]);
    let line = list.lines().nth(1).unwrap_or_else(|| panic!("{list}"));
    // NAME (20), CREATED (16) and ROLE (9), each and two spaces, then CLOSED (16).
    line.get(51..67)
        .unwrap_or_else(|| panic!("{list}"))
        .trim()
        .to_string()
}

#[test]
fn a_missing_database_is_not_made() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("none.db");
    let url = format!("sqlite:{}", path.display());
    let e = admin_fails(&url, &["accounts"]);
    assert!(e.contains("no database"), "{e}");
    assert!(!path.exists(), "no new empty site");
}

#[tokio::test(flavor = "multi_thread")]
async fn roles_closing_and_the_log_from_the_command_line() {
    let place = Place::new();
    let db = place.db();
    let server = Server::start(&db);
    let c = server.client();
    let ada = sign_up(&c, "Ada").await;
    let bob = sign_up(&c, "bob").await;
    let eve = sign_up(&c, "eve").await;
    let (ada_c, bob_c, eve_c) = (
        Client::with_cookie(&c.base, &ada.cookie),
        Client::with_cookie(&c.base, &bob.cookie),
        Client::with_cookie(&c.base, &eve.cookie),
    );
    let url = db.url.as_str();

    // Roles.
    ada_c
        .get("/api/mod/reports")
        .await
        .expect_error(403, "no role yet");
    let out = admin_ok(
        url,
        &["grant", "ADA", "moderator", "--why", "new moderator"],
    );
    assert!(out.contains("Ada is now a moderator"), "{out}");
    let r = ada_c.get("/api/mod/reports").await;
    assert_eq!(
        r.status,
        StatusCode::OK,
        "the role counts at once: {}",
        r.text
    );
    let e = admin_fails(url, &["grant", "ada", "moderator"]);
    assert!(e.contains("already"), "{e}");
    let e = admin_fails(url, &["grant", "nobody", "admin"]);
    assert!(e.contains("no account named nobody"), "{e}");
    let e = admin_fails(url, &["grant", "ada", "boss"]);
    assert!(e.contains("boss"), "{e}");

    // The list of accounts.
    let list = admin_ok(url, &["accounts"]);
    let line = |name: &str| {
        list.lines()
            .find(|l| l.starts_with(&format!("{name} ")))
            .unwrap_or_else(|| panic!("{name} in {list}"))
            .to_string()
    };
    assert!(line("Ada").contains("moderator"), "{list}");
    assert!(line("bob").ends_with(" 1"), "one address: {list}");
    assert!(list.contains("3 account(s)"), "people only: {list}");
    let some = admin_ok(url, &["accounts", "--prefix", "B"]);
    assert!(some.contains("bob") && !some.contains("eve"), "{some}");
    assert!(some.contains("1 account(s)"), "{some}");
    let none = admin_ok(url, &["accounts", "--since", "2999-01-01"]);
    assert!(none.contains("0 account(s)"), "{none}");
    let all = admin_ok(url, &["accounts", "--since", "2000-02-29"]);
    assert!(all.contains("3 account(s)"), "{all}");
    admin_fails(url, &["accounts", "--since", "yesterday"]);

    // Closing: the server ends the session and resigns the running game.
    let game = opened_game(&bob_c, &eve_c).await;
    assert_eq!(bob_c.get("/api/me").await.status, StatusCode::OK);
    let e = admin_fails(url, &["close", "bob"]);
    assert!(e.contains("--why"), "{e}");
    admin_fails(url, &["close", "bob", "--why", "  "]);
    let e = admin_fails(url, &["close", "nobody", "--why", "spam"]);
    assert!(e.contains("no account named nobody"), "{e}");
    let out = admin_ok(url, &["close", "Bob", "--why", "engine moves"]);
    assert!(out.contains("Closed bob: 1 session(s) ended"), "{out}");
    bob_c
        .get("/api/me")
        .await
        .expect_error(401, "the closed account's session");
    let over = wait_view(&c, &game, None, "the sweep's resignation", |v| {
        v.result.is_some()
    })
    .await;
    assert!(
        over.events
            .iter()
            .any(|e| e.event == "resign" && e.seat == 1),
        "{:?}",
        over.events
    );
    let e = admin_fails(url, &["close", "bob", "--why", "again"]);
    assert!(e.contains("closed already"), "{e}");
    let e = sign_in_status(&c, "bob")
        .await
        .expect_error(403, "a closed account");
    assert!(e.contains("closed"), "{e}");
    assert_ne!(closed_column(url, "bob"), "-", "closed");

    // Reopening.
    admin_fails(url, &["reopen", "bob"]);
    let out = admin_ok(url, &["reopen", "bob", "--why", "appeal"]);
    assert!(out.contains("Reopened bob"), "{out}");
    let e = admin_fails(url, &["reopen", "bob", "--why", "again"]);
    assert!(e.contains("open already"), "{e}");
    let back = sign_in_status(&c, "bob").await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.text);
    assert_eq!(closed_column(url, "bob"), "-", "open again");

    // Revoking.
    let out = admin_ok(url, &["revoke", "ada", "--why", "stepped down"]);
    assert!(out.contains("Ada has no role now"), "{out}");
    let e = admin_fails(url, &["revoke", "ada"]);
    assert!(e.contains("has no role"), "{e}");
    ada_c
        .get("/api/mod/log")
        .await
        .expect_error(403, "the role is gone at once");

    // The log, newest first, every action by `cli` with its reason.
    let log = admin_ok(url, &["log"]);
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(lines.len(), 4, "{log}");
    assert!(
        lines[0].contains("cli  revoke account Ada [moderator]  why: stepped down"),
        "{log}"
    );
    assert!(
        lines[1].contains("cli  reopen account bob  why: appeal"),
        "{log}"
    );
    assert!(
        lines[2].contains(
            "cli  close account bob [1 session(s) ended, 0 seek(s) cancelled]  why: engine moves"
        ),
        "{log}"
    );
    assert!(
        lines[3].contains("cli  grant account Ada [moderator]  why: new moderator"),
        "{log}"
    );
    let two = admin_ok(url, &["log", "--limit", "2"]);
    assert_eq!(two.lines().count(), 2, "{two}");
}
