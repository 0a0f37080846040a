//! Getting back into an account without e-mail, on a real server: reset links (made
//! as `cubist admin reset-link` makes them, on the same database) work once, for an
//! hour of the server's clock, and sign the account out everywhere; recovery codes
//! are shown once and work once; wrong secrets change nothing, answer alike and are
//! limited; and none of it reaches the log.

use crate::support;

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use cubist_server::accounts::{make_reset_link, Pause, ResetLinkError, RESET_LINK_MS};
use cubist_server::store::audit::{Acting, Actor};
use cubist_server::store::SqlStore;
use cubist_session::{Clock, ManualClock};
use reqwest::StatusCode;
use serde_json::json;
use support::{Browser, Place, Server, PASSWORD};

const NEW_PASSWORD: &str = "a brand new password";
/// Where the hand-moved clocks start (ms since the epoch).
const START: u64 = 1_764_000_000_000;

/// The delays the server held answers back by, skipped at once.
#[derive(Clone, Default)]
struct Delays(Arc<Mutex<Vec<Duration>>>);

impl Delays {
    fn take(&self) -> Vec<Duration> {
        std::mem::take(&mut *self.0.lock().unwrap())
    }
}

impl Pause for Delays {
    fn pause(&self, delay: Duration) -> Pin<Box<dyn Future<Output = ()> + Send>> {
        self.0.lock().unwrap().push(delay);
        Box::pin(std::future::ready(()))
    }
}

/// A server on `db` with the hand-moved `clock`, its log captured and its delays
/// skipped (and recorded).
fn server(db: &support::Db, clock: &ManualClock) -> (Server, Delays) {
    support::capture_log();
    let delays = Delays::default();
    let (pause, clock) = (delays.clone(), clock.clone());
    let server = Server::start_with(db, move |c| {
        c.limits = support::NO_LIMITS;
        c.pause = Arc::new(pause);
        c.clock = Arc::new(clock);
    });
    (server, delays)
}

/// The command line acting at the time of `clock`.
fn by_cli(clock: &ManualClock) -> Acting<'static> {
    Acting {
        actor: &Actor::Cli,
        why: "",
        now_ms: clock.now_ms(),
    }
}

/// A reset link for `name`, made on the database as the command line makes it, at
/// the time of `clock`: its token.
async fn reset_token(db: &support::Db, name: &str, clock: &ManualClock) -> String {
    let store = SqlStore::connect(&db.url)
        .await
        .expect("the database opens");
    let link = make_reset_link(&store, name, &by_cli(clock))
        .await
        .expect("a link");
    assert_eq!(link.path(), format!("/reset/{}", link.token));
    assert_eq!(link.expires_ms, clock.now_ms() + RESET_LINK_MS);
    link.token
}

/// Whether `name` signs in with `password` (from an address of its own).
async fn password_is(server: &Server, name: &str, password: &str) -> bool {
    let r = Browser::at(server, "127.0.0.9")
        .sign_in(name, password)
        .await;
    r.status == StatusCode::OK
}

#[tokio::test(flavor = "multi_thread")]
async fn a_reset_link_works_once_and_signs_the_account_out_everywhere() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server(&place.db(), &clock);
    let mut ada = Browser::at(&server, "127.0.0.2");
    ada.sign_up("Ada", false).await;
    let mut elsewhere = Browser::at(&server, "127.0.0.3");
    assert_eq!(
        elsewhere.sign_in("ada", PASSWORD).await.status,
        StatusCode::OK
    );
    let token = reset_token(&place.db(), "ADA", &clock).await;

    // The link's page is the client's, and sends no referrer with the token.
    let page = reqwest::get(format!("{}/reset/{token}", server.base))
        .await
        .unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    assert_eq!(page.headers()["referrer-policy"], "no-referrer");
    assert!(page.text().await.unwrap().contains("<main id=\"app\">"));

    let mut opener = Browser::at(&server, "127.0.0.4");
    // A password that breaks the rules is refused, and the link still works.
    let short = opener.reset(&token, "short").await;
    assert!(short
        .expect_error(400, "a short password")
        .contains("8 to 128"));
    let r = opener.reset(&token, NEW_PASSWORD).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["name"], "Ada");
    assert_eq!(opener.session, None, "setting a password signs nobody in");
    assert!(!ada.signed_in().await, "the old sessions ended");
    assert!(!elsewhere.signed_in().await, "every one of them");
    assert!(!password_is(&server, "ada", PASSWORD).await);
    assert!(password_is(&server, "ada", NEW_PASSWORD).await);

    // Used: refused as a link that never was.
    let again = opener.reset(&token, "yet another password").await;
    let unknown = opener.reset(&"0".repeat(64), "yet another password").await;
    again.expect_error(400, "a used link");
    assert_eq!((again.status, &again.text), (unknown.status, &unknown.text));
    assert!(password_is(&server, "ada", NEW_PASSWORD).await);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_reset_link_expires_after_an_hour_and_a_newer_one_replaces_it() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server(&place.db(), &clock);
    Browser::at(&server, "127.0.0.2")
        .sign_up("Grace", false)
        .await;
    let mut b = Browser::at(&server, "127.0.0.3");
    let unknown = b.reset(&"f".repeat(64), NEW_PASSWORD).await;

    let token = reset_token(&place.db(), "grace", &clock).await;
    clock.advance(RESET_LINK_MS);
    let expired = b.reset(&token, NEW_PASSWORD).await;
    expired.expect_error(400, "an expired link");
    assert_eq!(
        (expired.status, &expired.text),
        (unknown.status, &unknown.text)
    );
    assert!(password_is(&server, "grace", PASSWORD).await, "unchanged");

    // A newer link replaces an older one not yet used; it works within its hour.
    let older = reset_token(&place.db(), "grace", &clock).await;
    let newer = reset_token(&place.db(), "grace", &clock).await;
    b.reset(&older, NEW_PASSWORD)
        .await
        .expect_error(400, "a replaced link");
    clock.advance(RESET_LINK_MS - 1);
    let r = b.reset(&newer, NEW_PASSWORD).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(password_is(&server, "grace", NEW_PASSWORD).await);
}

#[tokio::test(flavor = "multi_thread")]
async fn changing_the_password_cancels_a_reset_link_sent_before() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server(&place.db(), &clock);
    let mut ada = Browser::at(&server, "127.0.0.2");
    ada.sign_up("Ada", false).await;
    let token = reset_token(&place.db(), "ada", &clock).await;
    let r = ada
        .post(
            "/api/me/password",
            json!({"password": PASSWORD, "new_password": NEW_PASSWORD}),
        )
        .await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);

    let mut opener = Browser::at(&server, "127.0.0.4");
    opener
        .reset(&token, "a password from the old link")
        .await
        .expect_error(400, "a link sent before the password changed");
    assert!(password_is(&server, "ada", NEW_PASSWORD).await, "unchanged");
    assert!(ada.signed_in().await, "the changer stays signed in");
}

#[tokio::test(flavor = "multi_thread")]
async fn wrong_tokens_change_nothing_and_an_address_that_guesses_is_refused() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server(&place.db(), &clock);
    let mut owner = Browser::at(&server, "127.0.0.2");
    owner.sign_up("Emmy", false).await;
    let token = reset_token(&place.db(), "emmy", &clock).await;
    let mut guesser = Browser::at(&server, "127.0.0.3");
    let first = guesser.reset(&"0".repeat(64), NEW_PASSWORD).await;
    first.expect_error(400, "an unknown token");
    let mut answered = 1;
    let refused = loop {
        // Malformed and well-formed guesses alike: the same answer, each counted.
        let guess = match answered % 3 {
            0 => "not a token".to_string(),
            1 => format!(
                "{}{}",
                &token[..63],
                if token.ends_with('0') { '1' } else { '0' }
            ),
            _ => "a".repeat(1000),
        };
        let r = guesser.reset(&guess, NEW_PASSWORD).await;
        if r.status == StatusCode::TOO_MANY_REQUESTS {
            break r;
        }
        assert_eq!((r.status, &r.text), (first.status, &first.text));
        answered += 1;
        assert!(answered < 100, "a hundred guesses were all answered");
    };
    assert!(answered >= 5, "refused after {answered} guesses");
    assert!(refused.error().contains("this address"), "{}", refused.text);
    // That address is done for a while, with the right link too.
    guesser
        .reset(&token, NEW_PASSWORD)
        .await
        .expect_error(429, "the guesser's address");
    assert!(owner.signed_in().await, "nothing changed");
    assert!(password_is(&server, "emmy", PASSWORD).await);
    // From elsewhere the link works.
    let r = Browser::at(&server, "127.0.0.4")
        .reset(&token, NEW_PASSWORD)
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // Bad bodies are refused as such.
    let mut b = Browser::at(&server, "127.0.0.5");
    b.post("/api/reset", json!({"token": token}))
        .await
        .expect_error(400, "no password");
    b.post("/api/reset", json!({"token": 5, "password": NEW_PASSWORD}))
        .await
        .expect_error(400, "a number");
}

/// Several requests with one link at once, sent to `servers` in turn: exactly one
/// sets its password; and so with one recovery code.
async fn race_one_link(servers: &[&Server], db: &support::Db, clock: &ManualClock) {
    Browser::at(servers[0], "127.0.0.2")
        .sign_up("Racer", false)
        .await;
    let token = reset_token(db, "racer", clock).await;
    let tries = (0..8).map(|i| {
        let server = servers[i % servers.len()];
        let mut b = Browser::at(server, &format!("127.0.1.{i}"));
        let token = token.clone();
        async move { (i, b.reset(&token, &format!("password number {i}")).await) }
    });
    let answers = futures_util::future::join_all(tries).await;
    let won: Vec<usize> = answers
        .iter()
        .filter(|(_, r)| r.status == StatusCode::OK)
        .map(|(i, _)| *i)
        .collect();
    assert_eq!(won.len(), 1, "{answers:?}");
    for (_, r) in &answers {
        if r.status != StatusCode::OK {
            r.expect_error(400, "a link used by another request");
        }
    }
    let winner = format!("password number {}", won[0]);
    assert!(password_is(servers[0], "racer", &winner).await);

    // So with one recovery code.
    let code = Browser::at(servers[0], "127.0.0.2")
        .sign_up("Coder", true)
        .await
        .unwrap();
    let tries = (0..8).map(|i| {
        let server = servers[i % servers.len()];
        let mut b = Browser::at(server, &format!("127.0.2.{i}"));
        let code = code.clone();
        async move {
            (
                i,
                b.recover("coder", &code, &format!("password number {i}"))
                    .await,
            )
        }
    });
    let answers = futures_util::future::join_all(tries).await;
    let won: Vec<usize> = answers
        .iter()
        .filter(|(_, r)| r.status == StatusCode::OK)
        .map(|(i, _)| *i)
        .collect();
    assert_eq!(won.len(), 1, "{answers:?}");
    let winner = format!("password number {}", won[0]);
    assert!(password_is(servers[0], "coder", &winner).await);
}

#[tokio::test(flavor = "multi_thread")]
async fn two_uses_of_one_secret_at_once_set_one_password() {
    let clock = ManualClock::at(START);
    match support::on_postgres("two_uses_of_one_secret_at_once_set_one_password") {
        Some(place) => {
            let (a, _) = server(&place.db(), &clock);
            let (b, _) = server(&place.beside("b"), &clock);
            race_one_link(&[&a, &b], &place.db(), &clock).await;
        }
        None => {
            let place = Place::new();
            let (a, _) = server(&place.db(), &clock);
            race_one_link(&[&a], &place.db(), &clock).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn only_people_get_reset_links() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server(&place.db(), &clock);
    Browser::at(&server, "127.0.0.2")
        .sign_up("Alan", false)
        .await;
    let store = SqlStore::connect(&place.db().url).await.unwrap();
    // A computer level's account, as the first rated game against it makes it.
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    sqlx::query(
        "INSERT INTO accounts (id, name, name_key, password_hash, computer, created_at) \
         VALUES ('computer-easy', 'computer-easy', 'computer-easy', NULL, 1, 0)",
    )
    .execute(&pool)
    .await
    .unwrap();
    match make_reset_link(&store, "nobody", &by_cli(&clock)).await {
        Err(ResetLinkError::NoSuchAccount(name)) => assert_eq!(name, "nobody"),
        other => panic!("{other:?}"),
    }
    match make_reset_link(&store, "computer-easy", &by_cli(&clock)).await {
        Err(e @ ResetLinkError::Computer(_)) => assert!(e.to_string().contains("computer")),
        other => panic!("{other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_recovery_code_is_shown_once_and_works_once() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server(&place.db(), &clock);
    let mut ada = Browser::at(&server, "127.0.0.2");
    let code = ada.sign_up("Lovelace", true).await.expect("a code");
    let groups: Vec<&str> = code.split('-').collect();
    assert_eq!(groups.len(), 4, "{code}");
    assert!(groups.iter().all(|g| g.len() == 5), "{code}");
    let me = ada.get("/api/me").await;
    assert_eq!(me.json()["recovery_code"], true);
    assert!(!me.text.contains(&code), "shown once only");
    let mut other = Browser::at(&server, "127.0.0.3");
    assert_eq!(other.sign_up("Babbage", false).await, None);
    assert_eq!(other.get("/api/me").await.json()["recovery_code"], false);

    // Typed back in lower case with spaces: it works, once.
    let typed = code.to_lowercase().replace('-', " ");
    let mut lost = Browser::at(&server, "127.0.0.4");
    lost.recover("lovelace", &typed, "short")
        .await
        .expect_error(400, "a short new password");
    let r = lost.recover("lovelace", &typed, NEW_PASSWORD).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["name"], "Lovelace");
    assert!(!ada.signed_in().await, "every session ended");
    assert!(password_is(&server, "lovelace", NEW_PASSWORD).await);
    let again = lost
        .recover("lovelace", &code, "yet another password")
        .await;
    again.expect_error(401, "a used code");
    assert!(password_is(&server, "lovelace", NEW_PASSWORD).await);

    // Signed in again, she makes a new one, with her password.
    let mut back = Browser::at(&server, "127.0.0.2");
    assert_eq!(
        back.sign_in("lovelace", NEW_PASSWORD).await.status,
        StatusCode::OK
    );
    assert_eq!(back.get("/api/me").await.json()["recovery_code"], false);
    back.post("/api/me/recovery-code", json!({"password": PASSWORD}))
        .await
        .expect_error(403, "the old password");
    let r = back
        .post("/api/me/recovery-code", json!({"password": NEW_PASSWORD}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let second = r.json()["recovery_code"].as_str().unwrap().to_string();
    let r = back
        .post("/api/me/recovery-code", json!({"password": NEW_PASSWORD}))
        .await;
    let third = r.json()["recovery_code"].as_str().unwrap().to_string();
    assert_ne!(second, third);
    lost.recover("lovelace", &second, PASSWORD)
        .await
        .expect_error(401, "a replaced code");
    let r = lost.recover("lovelace", &third, PASSWORD).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // A guest may not make a code.
    Browser::at(&server, "127.0.0.5")
        .post("/api/me/recovery-code", json!({"password": PASSWORD}))
        .await
        .expect_error(401, "a guest");
}

#[tokio::test(flavor = "multi_thread")]
async fn wrong_codes_and_unknown_names_answer_alike_and_guessing_is_limited() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, delays) = server(&place.db(), &clock);
    let code = Browser::at(&server, "127.0.0.2")
        .sign_up("Noether", true)
        .await
        .unwrap();
    Browser::at(&server, "127.0.0.2")
        .sign_up("Hilbert", false)
        .await;
    let mut b = Browser::at(&server, "127.0.0.3");
    let wrong = "AAAAA-BBBBB-CCCCC-DDDDD";
    let replies = [
        b.recover("noether", wrong, NEW_PASSWORD).await,
        b.recover("nobody", &code, NEW_PASSWORD).await,
        b.recover("hilbert", &code, NEW_PASSWORD).await,
        b.recover("noether", "not a code", NEW_PASSWORD).await,
    ];
    for r in &replies {
        r.expect_error(401, "a failed recovery");
        assert_eq!(r.text, replies[0].text);
    }
    assert!(password_is(&server, "noether", PASSWORD).await);
    delays.take();

    // One address guessing one name is refused soon; the delays grow meanwhile.
    let mut attacker = Browser::at(&server, "127.0.0.4");
    let mut failed = 0;
    loop {
        let r = attacker.recover("noether", wrong, NEW_PASSWORD).await;
        if r.status == StatusCode::TOO_MANY_REQUESTS {
            assert!(r.error().contains("this address"), "{}", r.text);
            break;
        }
        r.expect_error(401, "a guess");
        failed += 1;
        assert!(failed < 100, "a hundred guesses were all answered");
    }
    let chosen = delays.take();
    assert!(chosen.windows(2).all(|w| w[0] <= w[1]), "{chosen:?}");
    assert!(!chosen.last().unwrap().is_zero(), "{chosen:?}");
    attacker
        .recover("noether", &code, NEW_PASSWORD)
        .await
        .expect_error(429, "the attacker's address");
    // The guesses count as failed sign-ins on the name too: signing in waits.
    assert!(password_is(&server, "noether", PASSWORD).await);
    assert!(!delays.take()[0].is_zero());
    // The owner, from elsewhere, still gets in with the code.
    let r = Browser::at(&server, "127.0.0.5")
        .recover("noether", &code, NEW_PASSWORD)
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
}

#[tokio::test(flavor = "multi_thread")]
async fn no_link_and_no_code_reaches_the_log() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server(&place.db(), &clock);
    let mut b = Browser::at(&server, "127.0.0.2");
    let code = b.sign_up("Hypatia", true).await.unwrap();
    let token = reset_token(&place.db(), "hypatia", &clock).await;
    assert_eq!(b.reset(&token, NEW_PASSWORD).await.status, StatusCode::OK);
    assert_eq!(
        b.recover("hypatia", &code, "third password here")
            .await
            .status,
        StatusCode::OK
    );
    assert_eq!(
        b.sign_in("hypatia", "third password here").await.status,
        StatusCode::OK
    );
    let r = b
        .post(
            "/api/me/recovery-code",
            json!({"password": "third password here"}),
        )
        .await;
    let second = r.json()["recovery_code"].as_str().unwrap().to_string();
    server.stop();
    let log = support::captured_log();
    assert!(log.contains("Hypatia"), "the log was captured");
    let plain = code.replace('-', "");
    for secret in [&code, &plain, &second, &token, &NEW_PASSWORD.to_string()] {
        assert!(!log.contains(secret), "a secret in the log");
    }
}
