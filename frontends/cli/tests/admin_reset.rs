//! `cubist admin reset-link` as an operator runs it, beside a `cubist serve` on the
//! same SQLite file: the link it prints sets the player's password once; an unknown
//! name, a missing database or a bad `--base` fail with a message.

mod serve_support;

use reqwest::StatusCode;
use serde_json::json;
use serve_support::*;

/// `cubist admin reset-link ARGS`, which must fail: its stderr.
fn refused(args: &[&str]) -> String {
    let mut all = vec!["admin", "reset-link"];
    all.extend_from_slice(args);
    let out = cubist(&all);
    assert!(!out.status.success(), "{args:?} succeeded: {}", text(&out));
    assert!(out.stdout.is_empty(), "{}", text(&out));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_printed_link_sets_the_password_once() {
    let place = Place::on(None);
    let db = place.db();
    let server = Server::start(&db);
    let c = server.client();
    sign_up(&c, "Ada").await;

    let out = cubist(&[
        "admin",
        "reset-link",
        "ADA",
        "--db",
        &db.url,
        "--base",
        &format!("{}/", server.base),
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(stdout.contains("Reset link for Ada"), "{stdout}");
    assert!(stdout.contains(" UTC"), "the expiry: {stdout}");
    let prefix = format!("{}/reset/", server.base);
    let link = stdout
        .lines()
        .find(|l| l.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no link in {stdout}"));
    let token = &link[prefix.len()..];
    assert_eq!(token.len(), 64, "{link}");

    let page = c.get(&link[server.base.len()..]).await;
    assert_eq!(page.status, StatusCode::OK);
    let new = "a password set by link";
    let r = c
        .post_json("/api/reset", &json!({"token": token, "password": new}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["name"], "Ada");
    let signed = c
        .post_json("/api/session", &json!({"name": "ada", "password": new}))
        .await;
    assert_eq!(signed.status, StatusCode::OK, "{}", signed.text);
    c.post_json(
        "/api/reset",
        &json!({"token": token, "password": "and once more"}),
    )
    .await
    .expect_error(400, "a used link");

    // Without --base, the link is on the default address.
    let out = cubist(&["admin", "reset-link", "ada", "--db", &db.url]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("\nhttp://127.0.0.1:8080/reset/"),
        "{}",
        text(&out)
    );

    let e = refused(&["nobody", "--db", &db.url]);
    assert!(e.contains("no account named \"nobody\""), "{e}");
    let e = refused(&["ada", "--db", &db.url, "--base", "example.org"]);
    assert!(e.contains("--base"), "{e}");
    let missing = place.dir.path().join("missing.db");
    let e = refused(&["ada", "--db", &format!("sqlite:{}", missing.display())]);
    assert!(e.contains("no database"), "{e}");
    assert!(!missing.exists(), "no empty database is made");
}
