//! E-mail on a real server with a real SMTP conversation (a mail server the test
//! starts itself): an address is verified by the link mailed to it, once; a reset
//! link goes by mail only to a verified address of an open account, at most once a
//! minute, with the same answer whatever the name; the refusals change nothing; no
//! token reaches the log; and a site without `--smtp` serves none of it.

use crate::support;

use std::sync::Arc;

use cubist_server::mail::MailConfig;
use cubist_session::{Clock, ManualClock};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::smtp::{Mail, Sink};
use support::{Browser, Place, Server, PASSWORD};

/// Where the hand-moved clocks start (ms since the epoch).
const START: u64 = 1_764_000_000_000;
/// The site's address as its players reach it: links in mail point there.
const SITE: &str = "https://cubist.example";
const NEW_PASSWORD: &str = "a brand new password";
/// What tells the browser client that the site sends mail.
const MAIL_META: &str = r#"<meta name="cubist-mail" content="on">"#;

/// A server on `place` sending mail to `sink`, on the hand-moved `clock`.
fn server(place: &Place, sink: &Sink, clock: &ManualClock) -> Server {
    support::capture_log();
    let (smtp, clock) = (sink.url.clone(), clock.clone());
    Server::start_with(&place.db(), move |c| {
        c.limits = support::NO_LIMITS;
        c.clock = Arc::new(clock);
        c.mail = Some(MailConfig {
            smtp,
            from: None,
            site: format!("{SITE}/"),
        });
    })
}

/// Give `who` the address `address`: the verification mail.
async fn set_address(who: &mut Browser, sink: &mut Sink, address: &str) -> Mail {
    let r = who
        .post(
            "/api/me/email",
            json!({"address": address, "password": PASSWORD}),
        )
        .await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    assert_eq!(r.json(), json!({"address": address, "verified": false}));
    sink.next().await
}

/// The reset links stored for the account `name_key`: (token hash, made at).
async fn reset_links(place: &Place, name_key: &str) -> Vec<(String, i64)> {
    use sqlx::Row;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    sqlx::query(
        "SELECT l.token_hash, l.created_at FROM reset_links l \
         JOIN accounts a ON a.id = l.account_id WHERE a.name_key = $1 AND l.used_at IS NULL",
    )
    .bind(name_key)
    .fetch_all(&pool)
    .await
    .unwrap()
    .iter()
    .map(|r| (r.get("token_hash"), r.get("created_at")))
    .collect()
}

async fn ask_reset(who: &mut Browser, name: &str) -> Value {
    let r = who.post("/api/reset/mail", json!({"name": name})).await;
    assert_eq!(r.status, StatusCode::ACCEPTED, "{}", r.text);
    r.json()
}

#[tokio::test(flavor = "multi_thread")]
async fn an_address_verified_by_its_link_gets_a_reset_link_by_mail() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let mut sink = Sink::start().await;
    let server = server(&place, &sink, &clock);
    let mut ada = Browser::at(&server, "127.0.0.2");
    ada.sign_up("Ada", false).await;
    let info = ada.get("/api/mail").await;
    assert_eq!(
        info.json(),
        json!({"version": 1, "verify_hours": 24, "reset_minutes": 60})
    );
    assert_eq!(
        ada.get("/api/me/email").await.json(),
        json!({"address": null, "verified": false})
    );

    let verify = set_address(&mut ada, &mut sink, "ada@example.org").await;
    assert_eq!(verify.to, ["ada@example.org"]);
    assert_eq!(verify.from, "cubist@cubist.example");
    assert!(verify
        .text()
        .contains("Subject: Verify your e-mail address on Cubist"));
    let verify_token = verify
        .token_after(&format!("{SITE}/email/"))
        .expect("a link to verify the address");
    assert_eq!(verify_token.len(), 64);
    let token = verify_token.clone();

    // The link's page sends no referrer with the token, and its modules are told the
    // site sends mail.
    let page = reqwest::get(format!("{}/email/{token}", server.base))
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    assert_eq!(page.headers()["referrer-policy"], "no-referrer");
    assert!(page.text().await.unwrap().contains(MAIL_META));

    // Opened on another device, without signing in: verified, once.
    let mut phone = Browser::at(&server, "127.0.0.3");
    let r = phone
        .post("/api/email/verify", json!({"token": token}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(
        r.json(),
        json!({"name": "Ada", "address": "ada@example.org"})
    );
    let again = phone
        .post("/api/email/verify", json!({"token": token}))
        .await;
    assert!(again
        .expect_error(400, "a used link")
        .contains("does not work"));
    assert_eq!(
        ada.get("/api/me/email").await.json(),
        json!({"address": "ada@example.org", "verified": true})
    );

    // A reset link by mail, at once: a verification mail does not hold a reset back.
    let said = ask_reset(&mut phone, "ADA").await;
    assert!(said["message"]
        .as_str()
        .unwrap()
        .contains("If ADA has a verified e-mail address"));
    let reset = sink.next().await;
    assert_eq!(reset.to, ["ada@example.org"]);
    assert!(reset
        .text()
        .contains("Subject: Set a new password on Cubist"));
    let token = reset
        .token_after(&format!("{SITE}/reset/"))
        .expect("a reset link");
    let r = phone.reset(&token, NEW_PASSWORD).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(!ada.signed_in().await, "the old sessions ended");
    assert_eq!(
        phone.sign_in("Ada", NEW_PASSWORD).await.status,
        StatusCode::OK
    );
    assert_eq!(
        phone.reset(&token, PASSWORD).await.status,
        StatusCode::BAD_REQUEST
    );

    // No token, no link, no address reached the log.
    let log = support::captured_log();
    for secret in [&verify_token, &token, "ada@example.org"] {
        assert!(!log.contains(secret), "{secret} is in the log");
    }
    assert!(log.contains("mail sent"), "the log says mail went");
}

#[tokio::test(flavor = "multi_thread")]
async fn reset_mail_answers_alike_and_goes_only_to_a_verified_open_account() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let mut sink = Sink::start().await;
    let server = server(&place, &sink, &clock);
    let mut unverified = Browser::at(&server, "127.0.0.2");
    unverified.sign_up("Grace", false).await;
    set_address(&mut unverified, &mut sink, "grace@example.org").await;
    let mut closed = Browser::at(&server, "127.0.0.3");
    closed.sign_up("Barbara", false).await;
    let check = set_address(&mut closed, &mut sink, "barbara@example.org").await;
    let token = check.token_after(&format!("{SITE}/email/")).unwrap();
    let r = closed
        .post("/api/email/verify", json!({"token": token}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    sqlx::query("UPDATE accounts SET closed_at = $1 WHERE name_key = 'barbara'")
        .bind(START as i64)
        .execute(&pool)
        .await
        .unwrap();
    clock.advance(120_000);

    let mut asker = Browser::at(&server, "127.0.0.4");
    let answers = [
        ask_reset(&mut asker, "nobody").await,
        ask_reset(&mut asker, "grace").await,
        ask_reset(&mut asker, "barbara").await,
    ];
    let alike: Vec<String> = answers
        .iter()
        .zip(["nobody", "grace", "barbara"])
        .map(|(a, name)| a["message"].as_str().unwrap().replace(name, "NAME"))
        .collect();
    assert!(alike.iter().all(|a| *a == alike[0]), "{alike:?}");
    assert!(reset_links(&place, "grace").await.is_empty(), "unverified");
    assert!(reset_links(&place, "barbara").await.is_empty(), "closed");

    // Verified: one link, and a second request within the minute makes no other.
    let grace_check = {
        clock.advance(61_000);
        set_address(&mut unverified, &mut sink, "grace@example.org").await
    };
    let token = grace_check.token_after(&format!("{SITE}/email/")).unwrap();
    let r = asker
        .post("/api/email/verify", json!({"token": token}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    clock.advance(61_000);
    ask_reset(&mut asker, "grace").await;
    let first = reset_links(&place, "grace").await;
    assert_eq!(first.len(), 1);
    sink.next().await;
    clock.advance(30_000);
    ask_reset(&mut asker, "grace").await;
    assert_eq!(
        reset_links(&place, "grace").await,
        first,
        "no second mail yet"
    );
    clock.advance(31_000);
    ask_reset(&mut asker, "grace").await;
    let second = reset_links(&place, "grace").await;
    assert_eq!(second.len(), 1, "the earlier link stops working");
    assert_ne!(second, first);
    let mail = sink.next().await;
    assert_eq!(mail.to, ["grace@example.org"]);
    assert!(
        sink.try_next().is_none(),
        "one mail a minute: {:?}",
        sink.try_next()
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn the_address_endpoints_refuse_and_change_nothing() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let mut sink = Sink::start().await;
    let server = server(&place, &sink, &clock);
    let mut guest = Browser::at(&server, "127.0.0.2");
    let body = json!({"address": "x@example.org", "password": PASSWORD});
    guest
        .post("/api/me/email", body.clone())
        .await
        .expect_error(401, "a guest");
    guest
        .get("/api/me/email")
        .await
        .expect_error(401, "a guest");

    let mut ada = Browser::at(&server, "127.0.0.3");
    ada.sign_up("Ada", false).await;
    let wrong = json!({"address": "ada@example.org", "password": "not the password"});
    ada.post("/api/me/email", wrong)
        .await
        .expect_error(403, "a wrong password");
    for bad in [
        "",
        "not an address",
        "a@b@c",
        "<ada@example.org>",
        "Ada <ada@example.org>",
    ] {
        let r = ada
            .post(
                "/api/me/email",
                json!({"address": bad, "password": PASSWORD}),
            )
            .await;
        assert!(r.expect_error(400, bad).contains("not an e-mail address"));
    }
    let long = format!("{}@example.org", "a".repeat(250));
    ada.post(
        "/api/me/email",
        json!({"address": long, "password": PASSWORD}),
    )
    .await
    .expect_error(400, "a long address");
    // From another site, with Ada's cookie: refused before anything is read.
    let session = ada.session.clone().unwrap();
    let foreign = reqwest::Client::new()
        .post(format!("{}/api/me/email", server.base))
        .header("origin", "https://evil.example")
        .header("cookie", format!("cubist_session={session}"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(foreign.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        ada.get("/api/me/email").await.json(),
        json!({"address": null, "verified": false})
    );
    assert!(sink.try_next().is_none(), "no mail went");
    ada.send(reqwest::Method::DELETE, "/api/me/email", None)
        .await
        .expect_error(404, "no address to remove");

    // Twice within a minute: the second is refused and the first check still works.
    let check = set_address(&mut ada, &mut sink, "ada@example.org").await;
    let r = ada
        .post(
            "/api/me/email",
            json!({"address": "other@example.org", "password": PASSWORD}),
        )
        .await;
    r.expect_error(429, "a second address within the minute");
    let token = check.token_after(&format!("{SITE}/email/")).unwrap();
    for bad in ["", "zz", &"0".repeat(64)] {
        ada.post("/api/email/verify", json!({"token": bad}))
            .await
            .expect_error(400, "a bad token");
    }
    // A day later the link has expired.
    clock.advance((24 * 3600 + 1) * 1000);
    ada.post("/api/email/verify", json!({"token": token}))
        .await
        .expect_error(400, "an expired link");
    assert_eq!(
        ada.get("/api/me/email").await.json(),
        json!({"address": "ada@example.org", "verified": false})
    );
    let r = ada
        .send(reqwest::Method::DELETE, "/api/me/email", None)
        .await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    assert_eq!(
        ada.get("/api/me/email").await.json(),
        json!({"address": null, "verified": false})
    );
    assert_eq!(clock.now_ms(), START + (24 * 3600 + 1) * 1000);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_site_without_smtp_serves_no_email() {
    // Every test of this binary logs where the others search the log.
    support::capture_log();
    let place = Place::new();
    let server = Server::start(&place.db());
    let mut ada = Browser::at(&server, "127.0.0.2");
    ada.sign_up("Ada", false).await;
    ada.get("/api/mail").await.expect_error(404, "no mail");
    ada.get("/api/me/email").await.expect_error(404, "no mail");
    ada.post(
        "/api/me/email",
        json!({"address": "ada@example.org", "password": PASSWORD}),
    )
    .await
    .expect_error(404, "no mail");
    ada.post("/api/reset/mail", json!({"name": "Ada"}))
        .await
        .expect_error(404, "no mail");
    ada.post("/api/email/verify", json!({"token": "0".repeat(64)}))
        .await
        .expect_error(404, "no mail");
    let page = reqwest::get(format!("{}/email/{}", server.base, "0".repeat(64)))
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::NOT_FOUND);
    let me = ada.get("/api/me").await;
    assert!(!me.text.contains("mail"), "{}", me.text);
    for path in ["/", "/recover", "/players/Ada"] {
        let page = ada.get(path).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(!page.text.contains("cubist-mail"), "{path}");
        assert!(!page.text.to_lowercase().contains("mail"), "{path}");
    }
}
