//! Voiding rated games: the ratings after a void are exactly those of a site where the
//! voided game was never played (every rating and history row, compared with a second
//! database that played the other games at the same moments), in a Glicko-2 pool, in a
//! Weng-Lin pool and in a pool counted before history kept volatilities, the game stays in its
//! players' lists marked void and is never counted again, refusals change nothing,
//! and — on PostgreSQL — two instances voiding one game at once void it once.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use cubist_server::hub::{Hub, HubTimes};
use cubist_server::moderation::store::Role;
use cubist_server::ratings::plan::MOVES_TO_COUNT;
use cubist_server::ratings::store::VoidError;
use cubist_server::store::audit::{Acting, Actor};
use cubist_server::store::SqlStore;
use cubist_session::{Clock, ManualClock};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

const START: u64 = 1_764_000_000_000;
const MINUTE: u64 = 60_000;

fn start(place: &Place, clock: &ManualClock) -> Server {
    let clock = clock.clone();
    Server::start_with(&place.db(), move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
    })
}

/// A hub of its own on the place's database, as another instance has.
async fn hub(place: &Place) -> Arc<Hub> {
    let store = SqlStore::connect(&place.db().url).await.unwrap();
    let clock: Arc<dyn Clock> = Arc::new(ManualClock::at(START));
    Hub::new(
        Arc::new(store),
        HubTimes {
            lease: Duration::from_secs(5),
            away: Duration::from_secs(60),
            clock,
            lapse: cubist_server::DEFAULT_LAPSE,
        },
    )
}

/// A squadro game `loser` creates (seat 1, rated or not) and `winner` joins; both
/// make their first two moves, then, at `at_ms` on the server's clock, `loser` resigns.
/// Returns its id.
async fn play(
    c: &Client,
    clock: &ManualClock,
    loser: &Player,
    winner: &Player,
    rated: bool,
    at_ms: u64,
) -> String {
    let (l, w) = (browser(c, loser), browser(c, winner));
    let body = json!({"game": "squadro", "seats": ["me", "human"], "rated": rated, "listed": true});
    let r = l.post_json("/api/games", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let v = r.json();
    let id = v["id"].as_str().unwrap().to_string();
    let t1 = v["seats"][0]["token"].as_str().unwrap().to_string();
    let r = w
        .post_json(&format!("/api/games/{id}/join"), &json!({"seat": 2}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let t2 = r.json()["token"].as_str().unwrap().to_string();
    let seats = [(&l, &t1), (&w, &t2)];
    loop {
        let v = l.view(&id, Some(&t1)).await;
        let made = |seat: usize| v.moves.iter().filter(|m| m.seat == seat).count();
        if (1..=2).all(|seat| made(seat) >= MOVES_TO_COUNT) {
            break;
        }
        let (who, token) = seats[v.to_move[0] - 1];
        let mine = who.view(&id, Some(token)).await;
        let r = who.act(&id, token, &mine.legal[0], mine.ply).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    clock.advance(at_ms.saturating_sub(clock.now_ms()));
    let r = l
        .post_json(&format!("/api/games/{id}/resign"), &json!({"token": t1}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    id
}

/// Every rating and history row of a database, by player name (game ids differ from
/// one database to another; each game is known by its time).
async fn snapshot(place: &Place) -> (Vec<String>, Vec<String>) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    let ratings = sqlx::query(
        "SELECT a.name, r.pool, r.rating, r.deviation, r.volatility, r.games, r.updated_ms \
         FROM ratings r JOIN accounts a ON a.id = r.account_id ORDER BY a.name, r.pool",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let history = sqlx::query(
        "SELECT a.name, h.pool, h.at_ms, h.rating, h.deviation, h.volatility, h.rating_change \
         FROM rating_history h JOIN accounts a ON a.id = h.account_id \
         ORDER BY a.name, h.pool, h.at_ms",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    use sqlx::Row;
    let ratings = ratings
        .iter()
        .map(|r| {
            format!(
                "{} {} rating {:?} deviation {:?} volatility {:?} games {} updated {}",
                r.get::<String, _>(0),
                r.get::<String, _>(1),
                r.get::<f64, _>(2),
                r.get::<f64, _>(3),
                r.get::<f64, _>(4),
                r.get::<i64, _>(5),
                r.get::<i64, _>(6),
            )
        })
        .collect();
    let history = history
        .iter()
        .map(|r| {
            format!(
                "{} {} at {} rating {:?} deviation {:?} volatility {:?} change {:?}",
                r.get::<String, _>(0),
                r.get::<String, _>(1),
                r.get::<i64, _>(2),
                r.get::<f64, _>(3),
                r.get::<f64, _>(4),
                r.get::<Option<f64>, _>(5),
                r.get::<f64, _>(6),
            )
        })
        .collect();
    pool.close().await;
    (ratings, history)
}

async fn page(c: &Client, name: &str) -> Value {
    let r = c.get(&format!("/api/players/{name}")).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    r.json()
}

/// The games played on one site, in order: (loser, winner, moment).
const GAMES: [(&str, &str, u64); 4] = [
    ("ann", "bea", START + MINUTE),
    ("bea", "cyd", START + 2 * MINUTE),
    ("cyd", "ann", START + 3 * MINUTE),
    ("ann", "bea", START + 4 * MINUTE),
];

/// A site where `GAMES` but `skip` were played: its place, server, clock and the ids
/// of the games played (`None` for the one skipped).
async fn site(skip: Option<usize>) -> (Place, Server, Vec<Option<String>>) {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let mut players = Vec::new();
    for name in ["ann", "bea", "cyd"] {
        players.push(sign_up(&c, name).await);
    }
    let by_name = |n: &str| players.iter().find(|p| p.name == n).unwrap();
    let mut ids = Vec::new();
    for (i, (loser, winner, at)) in GAMES.iter().enumerate() {
        if Some(i) == skip {
            ids.push(None);
            continue;
        }
        let id = play(&c, &clock, by_name(loser), by_name(winner), true, *at).await;
        ids.push(Some(id));
    }
    (place, server, ids)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_void_leaves_the_ratings_of_a_site_where_the_game_was_never_played() {
    let (place, server, ids) = site(None).await;
    let (twin, _twin_server, _) = site(Some(1)).await;
    let c = server.client();
    let before = snapshot(&place).await;
    assert_ne!(before, snapshot(&twin).await, "the game counted at first");
    let cy_before = page(&c, "cyd").await;
    assert_eq!(cy_before["ratings"][0]["games"], 2, "{cy_before}");

    let voided_id = ids[1].clone().unwrap();
    let h = hub(&place).await;
    let voided = h
        .void_game(&voided_id, &Actor::Cli, "a shared account")
        .await
        .unwrap();
    assert_eq!(voided.pool, "squadro");
    assert!(voided.was_counted);
    assert_eq!(voided.recounted, 2, "the two later games were rated again");
    assert_eq!(
        snapshot(&place).await,
        snapshot(&twin).await,
        "every rating and history row as if the game had never been played"
    );

    // The game stays in its players' lists, marked void, without a rating change.
    for name in ["bea", "cyd"] {
        let p = page(&c, name).await;
        let items = p["games"]["items"].as_array().unwrap();
        let item = items
            .iter()
            .find(|g| g["id"] == voided_id.as_str())
            .unwrap();
        assert_eq!(item["void"], true, "{item}");
        assert_eq!(item["rated"], true, "{item}");
        assert!(item.get("rating_change").is_none(), "{item}");
        assert!(
            items
                .iter()
                .filter(|g| g["id"] != voided_id.as_str())
                .all(|g| g["void"] == false),
            "{p}"
        );
        let history = p["ratings"][0]["history"].as_array().unwrap();
        assert!(history.iter().all(|h| h["game_id"] != voided_id.as_str()));
    }
    let leaders = c.get("/api/leaderboard/squadro").await.json();
    assert!(leaders["players"].is_array(), "{leaders}");

    // Never again: a second void, and the count, change nothing.
    let again = h.void_game(&voided_id, &Actor::Cli, "twice").await;
    assert!(matches!(again, Err(VoidError::AlreadyVoid)), "{again:?}");
    assert!(
        !h.rate_game(&voided_id).await.unwrap(),
        "never counted again"
    );
    assert_eq!(snapshot(&place).await, snapshot(&twin).await);
}

/// A rated Cube Attack game of three: `seats[0]` creates it and wins, once every seat
/// has made two moves, as the other two leave at `at_ms` on the server's clock. Returns its id.
async fn play_three(c: &Client, clock: &ManualClock, seats: [&Player; 3], at_ms: u64) -> String {
    let browsers: Vec<Client> = seats.iter().map(|p| browser(c, p)).collect();
    let body = json!({"game": "cube-attack", "options": {"players": 3}, "stand_in": "random",
        "seats": ["me", "human", "human"], "rated": true, "listed": true});
    let r = browsers[0].post_json("/api/games", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let v = r.json();
    let id = v["id"].as_str().unwrap().to_string();
    let mut tokens = vec![v["seats"][0]["token"].as_str().unwrap().to_string()];
    for (i, b) in browsers.iter().enumerate().skip(1) {
        let r = b
            .post_json(&format!("/api/games/{id}/join"), &json!({"seat": i + 1}))
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        tokens.push(r.json()["token"].as_str().unwrap().to_string());
    }
    loop {
        let v = browsers[0].view(&id, Some(&tokens[0])).await;
        let made = |seat: usize| v.moves.iter().filter(|m| m.seat == seat).count();
        if (1..=3).all(|seat| made(seat) >= MOVES_TO_COUNT) {
            break;
        }
        let seat = v.to_move[0];
        let (who, token) = (&browsers[seat - 1], &tokens[seat - 1]);
        let mine = who.view(&id, Some(token)).await;
        let r = who.act(&id, token, &mine.legal[0], mine.ply).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    clock.advance(at_ms.saturating_sub(clock.now_ms()));
    for seat in [2, 3] {
        let r = browsers[seat - 1]
            .post_json(
                &format!("/api/games/{id}/leave"),
                &json!({"token": tokens[seat - 1]}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    wait_view(c, &id, None, "the last one standing", |v| {
        v.result.is_some()
    })
    .await;
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_void_in_a_weng_lin_pool_recounts_it_exactly_too() {
    let games = [
        (["ann", "bea", "cyd"], START + MINUTE),
        (["bea", "cyd", "dan"], START + 2 * MINUTE),
        (["cyd", "ann", "dan"], START + 3 * MINUTE),
    ];
    let mut places = Vec::new();
    let mut voided = None;
    for skip in [None, Some(1)] {
        let place = Place::new();
        let clock = ManualClock::at(START);
        let server = start(&place, &clock);
        let c = server.client();
        let mut players = Vec::new();
        for name in ["ann", "bea", "cyd", "dan"] {
            players.push(sign_up(&c, name).await);
        }
        let by_name = |n: &str| players.iter().find(|p| p.name == n).unwrap();
        for (i, (names, at)) in games.iter().enumerate() {
            if Some(i) == skip {
                continue;
            }
            let seats = [by_name(names[0]), by_name(names[1]), by_name(names[2])];
            let id = play_three(&c, &clock, seats, *at).await;
            if skip.is_none() && i == 1 {
                voided = Some(id);
            }
        }
        places.push((place, server));
    }
    let (place, twin) = (&places[0].0, &places[1].0);
    assert_ne!(snapshot(place).await, snapshot(twin).await);
    let h = hub(place).await;
    let v = h
        .void_game(voided.as_deref().unwrap(), &Actor::Cli, "collusion")
        .await
        .unwrap();
    assert_eq!(v.pool, "cube-attack/multi");
    assert_eq!(v.recounted, 1);
    assert_eq!(snapshot(place).await, snapshot(twin).await);
}

/// Make the history rows before `before_ms` look as rows counted before schema version
/// 12 do: no volatility, no order of counting.
async fn as_old_rows(place: &Place, before_ms: u64) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    sqlx::query("UPDATE rating_history SET volatility = NULL, seq = NULL WHERE at_ms < $1")
        .bind(before_ms as i64)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pool_counted_before_volatilities_were_kept_is_recounted_from_its_first_game() {
    let (place, _server, ids) = site(None).await;
    let (twin, _twin_server, _) = site(Some(1)).await;
    as_old_rows(&place, GAMES[1].2).await;
    let h = hub(&place).await;
    let voided = h
        .void_game(ids[1].as_deref().unwrap(), &Actor::Cli, "a shared account")
        .await
        .unwrap();
    assert_eq!(voided.recounted, 3, "every other game of the pool");
    assert_eq!(snapshot(&place).await, snapshot(&twin).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn voiding_the_last_game_restores_the_ratings_before_it() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (dee, eli) = (sign_up(&c, "dee").await, sign_up(&c, "eli").await);
    let fay = sign_up(&c, "fay").await;
    play(&c, &clock, &dee, &eli, true, START + MINUTE).await;
    let after_first = snapshot(&place).await;
    let second = play(&c, &clock, &eli, &fay, true, START + 2 * MINUTE).await;
    assert_ne!(snapshot(&place).await, after_first);
    let h = hub(&place).await;
    let voided = h.void_game(&second, &Actor::Cli, "cheating").await.unwrap();
    assert_eq!(voided.recounted, 0);
    assert_eq!(
        snapshot(&place).await,
        after_first,
        "eli as after the first game, fay unrated again"
    );
    assert_eq!(page(&c, "fay").await["ratings"], json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_voids_say_why_and_change_nothing() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (gil, hal) = (sign_up(&c, "gil").await, sign_up(&c, "hal").await);
    let rated = play(&c, &clock, &gil, &hal, true, START + MINUTE).await;
    let unrated = play(&c, &clock, &gil, &hal, false, START + 2 * MINUTE).await;
    // Aborted before every seat moved.
    let g = browser(&c, &gil);
    let body = json!({"game": "squadro", "seats": ["me", "human"], "rated": true, "listed": true});
    let r = g.post_json("/api/games", &body).await;
    let v = r.json();
    let aborted = v["id"].as_str().unwrap().to_string();
    let token = v["seats"][0]["token"].as_str().unwrap();
    let r = g
        .post_json(
            &format!("/api/games/{aborted}/abort"),
            &json!({"token": token}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // Still being played.
    let r = g.post_json("/api/games", &body).await;
    let running = r.json()["id"].as_str().unwrap().to_string();

    let before = snapshot(&place).await;
    let h = hub(&place).await;
    for (id, why, expected) in [
        ("nosuchgame", "x", "no such game"),
        (unrated.as_str(), "x", "not rated"),
        (aborted.as_str(), "x", "aborted"),
        (running.as_str(), "x", "still being played"),
        (rated.as_str(), "  ", "reason"),
        (rated.as_str(), &"x".repeat(501), "at most 500"),
    ] {
        let e = h.void_game(id, &Actor::Cli, why).await.unwrap_err();
        assert!(e.to_string().contains(expected), "{id}: {e}");
        let api = cubist_server::ApiError::from(e);
        let status = api.status.as_u16();
        assert!((400..500).contains(&status), "{id}: {status}");
    }
    assert!(matches!(
        h.void_game("nosuchgame", &Actor::Cli, "x").await,
        Err(VoidError::NotFound)
    ));
    assert_eq!(snapshot(&place).await, before, "nothing changed");
    assert_eq!(page(&c, "gil").await["ratings"][0]["games"], 1);
}

/// A moderator's browser: the session cookie, sent from the site's own pages.
fn staff_browser(c: &Client, p: &Player, origin: &str) -> Client {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert("cookie", p.cookie.parse().unwrap());
    headers.insert("origin", origin.parse().unwrap());
    Client {
        http: reqwest::Client::builder()
            .default_headers(headers)
            .build()
            .unwrap(),
        base: c.base.clone(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moderator_voids_a_game_over_http_and_the_audit_log_says_so() {
    let (place, server, ids) = site(None).await;
    let c = server.client();
    let mia = sign_up(&c, "mia").await;
    let store = SqlStore::connect(&place.db().url).await.unwrap();
    let acting = Acting {
        actor: &Actor::Cli,
        why: "a moderator for the test",
        now_ms: START,
    };
    store
        .set_role("mia", Some(Role::Moderator), &acting)
        .await
        .unwrap();
    let id = ids[1].clone().unwrap();
    let path = format!("/api/mod/games/{id}/void");
    let why = json!({"why": "a shared account"});
    c.post_json(&path, &why).await.expect_error(401, "a guest");
    let ann = sign_up(&Client::new(&server.base), "ann2").await;
    staff_browser(&c, &ann, &c.base)
        .post_json(&path, &why)
        .await
        .expect_error(403, "a player without a role");
    let mia_elsewhere = staff_browser(&c, &mia, "https://evil.example");
    mia_elsewhere
        .post_json(&path, &why)
        .await
        .expect_error(403, "another site's page");
    let mia = staff_browser(&c, &mia, &c.base);
    mia.post_json(&path, &json!({"why": " "}))
        .await
        .expect_error(400, "no reason");
    mia.post_json("/api/mod/games/nosuchgame/void", &why)
        .await
        .expect_error(404, "an unknown game");
    let before = snapshot(&place).await;
    assert_eq!(
        mia.get("/api/mod/log").await.json()["entries"]
            .as_array()
            .map(Vec::len),
        Some(1),
        "only the grant before the void"
    );

    let r = mia.post_json(&path, &why).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let done = r.json();
    assert_eq!(done["id"], id.as_str());
    assert_eq!(done["pool"], "squadro");
    assert_eq!(done["was_counted"], true);
    assert_eq!(done["recounted"], 2);
    assert_ne!(snapshot(&place).await, before, "the pool was counted again");
    let log = mia.get("/api/mod/log").await.json();
    let entry = &log["entries"][0];
    assert_eq!(entry["action"], "void", "{log}");
    assert_eq!(entry["target_kind"], "game");
    assert_eq!(entry["target"], id.as_str());
    assert_eq!(entry["by"], "mia");
    assert_eq!(entry["why"], "a shared account");
    let after = snapshot(&place).await;
    mia.post_json(&path, &why)
        .await
        .expect_error(409, "void already");
    assert_eq!(
        snapshot(&place).await,
        after,
        "a second void changes nothing"
    );
    assert_eq!(
        mia.get("/api/mod/log").await.json()["entries"]
            .as_array()
            .map(Vec::len),
        Some(2),
        "a refused void is not logged"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_voiding_one_game_at_once_void_it_once() {
    let Some(place) = on_postgres("two_instances_voiding_one_game_at_once_void_it_once") else {
        return;
    };
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (ida, jo) = (sign_up(&c, "ida").await, sign_up(&c, "joe").await);
    let kim = sign_up(&c, "kim").await;
    play(&c, &clock, &ida, &jo, true, START + MINUTE).await;
    let after_first = snapshot(&place).await;
    let second = play(&c, &clock, &jo, &kim, true, START + 2 * MINUTE).await;
    let (a, b) = (hub(&place).await, hub(&place).await);
    let mut done = 0;
    for round in 0..3 {
        let (x, y) = tokio::join!(
            a.void_game(&second, &Actor::Cli, "at once"),
            b.void_game(&second, &Actor::Cli, "at once")
        );
        for r in [&x, &y] {
            match r {
                Ok(v) => {
                    assert!(v.was_counted, "{v:?}");
                    done += 1;
                }
                Err(e) => assert!(matches!(e, VoidError::AlreadyVoid), "{e:?}"),
            }
        }
        assert_eq!(done, 1, "round {round}: {x:?} {y:?}");
    }
    assert_eq!(snapshot(&place).await, after_first, "recomputed once");
    // A third game counts from the restored ratings.
    play(&c, &clock, &kim, &ida, true, START + 3 * MINUTE).await;
    assert_eq!(page(&c, "kim").await["ratings"][0]["games"], 1);
}
