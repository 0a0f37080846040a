//! Ratings and players' pages on a real server: rated games between accounts and
//! against computer levels counted at once (played out, resigned, lost on time), each
//! exactly once, unrated games and guests never counted, players' games a page at a
//! time, records of finished games only, leaderboards; a game cut short before two
//! moves a seat counts for nobody, rated games between two accounts are capped a day
//! and listed for moderators. The same scenarios run on PostgreSQL when
//! `CUBIST_TEST_POSTGRES` is set.

use crate::support;

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use cubist_server::hub::{Hub, HubTimes};
use cubist_server::moderation::store::Role;
use cubist_server::ratings::pairs::PAIR_GAMES;
use cubist_server::ratings::plan::MOVES_TO_COUNT;
use cubist_server::store::SqlStore;
use cubist_session::{Clock, ManualClock, MatchView, Request};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

/// Where the hand-moved clock starts (ms since the epoch).
const START: u64 = 1_764_000_000_000;
const PATIENCE: Duration = Duration::from_secs(30);
const DAY_MS: u64 = 24 * 3600 * 1000;

/// A server on `place` whose clock is `clock`, sweeping often.
fn start(place: &Place, clock: &ManualClock) -> Server {
    let clock = clock.clone();
    Server::start_with(&place.db(), move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
        c.sweep = Duration::from_millis(20);
    })
}

/// A POST as `who` (a signed-in player, or a guest).
async fn post(c: &Client, who: Option<&Player>, path: &str, body: &Value) -> Reply {
    let mut req = c.http.post(c.url(path)).json(body);
    if let Some(p) = who {
        req = req.header("cookie", &p.cookie);
    }
    let r = req.send().await.unwrap();
    Reply {
        status: r.status(),
        text: r.text().await.unwrap(),
    }
}

async fn get_json(c: &Client, path: &str) -> Value {
    let r = c.get(path).await;
    assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.text);
    r.json()
}

impl Player {
    /// This player's browser: every request carries the session cookie.
    fn client(&self, c: &Client) -> Client {
        Client::with_cookie(&c.base, &self.cookie)
    }
}

/// A rated game and, per seat, the client that plays it (its player's, signed in;
/// a guest's for a computer seat).
struct Rated {
    game: Created,
    by_seat: Vec<Client>,
}

/// A rated game `creator` makes with `seats` ("me", "human" or a level), listed; the
/// other players join the human seats in order. Gives the game with every seat's
/// token and client.
async fn rated_game(
    c: &Client,
    creator: &Player,
    seats: &[&str],
    others: &[&Player],
    extra: Value,
) -> Rated {
    let mut body = json!({"game": "squadro", "seats": seats, "rated": true, "listed": true});
    if let (Some(b), Some(e)) = (body.as_object_mut(), extra.as_object()) {
        b.extend(e.clone());
    }
    let r = post(c, Some(creator), "/api/games", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let v = r.json();
    let id = v["id"].as_str().unwrap().to_string();
    let mut tickets: Vec<SeatTicket> = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| SeatTicket {
            seat: s["seat"].as_u64().unwrap() as usize,
            token: s["token"].as_str().map(String::from),
            url: None,
            agent: s["agent"].as_str().map(String::from),
        })
        .collect();
    let mut joiners = others.iter();
    let mut by_seat = Vec::new();
    for (i, kind) in seats.iter().enumerate() {
        match *kind {
            "me" => by_seat.push(creator.client(c)),
            "human" => {}
            _ => by_seat.push(c.clone()),
        }
        if *kind != "human" {
            continue;
        }
        let who = joiners.next().expect("a player for each human seat");
        by_seat.push(who.client(c));
        let r = post(
            c,
            Some(who),
            &format!("/api/games/{id}/join"),
            &json!({"seat": i + 1}),
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{} joining: {}", who.name, r.text);
        tickets[i].token = r.json()["token"].as_str().map(String::from);
    }
    Rated {
        game: Created { id, seats: tickets },
        by_seat,
    }
}

/// Play until every seat has made its first two moves (see [`play_until`]): before
/// that, a game may be aborted, or cut short, and an ending then counts for nobody.
async fn open_game(rated: &Rated) -> MatchView {
    let v = play_until(rated, MOVES_TO_COUNT).await;
    assert!(!v.may.contains(&Request::Abort), "{:?}", v.may);
    v
}

/// Play until every seat has made `moves` moves (people play their first legal
/// action, signed in as their players; a computer's move is waited for). Returns the
/// view after.
async fn play_until(rated: &Rated, moves: usize) -> MatchView {
    let game = &rated.game;
    let c = &rated.by_seat[0];
    let seats = game.seats.len();
    let (_, watcher) = game.humans()[0].clone();
    loop {
        let v = c.view(&game.id, Some(&watcher)).await;
        assert!(v.result.is_none(), "the game ended in its opening: {v:?}");
        let made = |seat: usize| v.moves.iter().filter(|m| m.seat == seat).count();
        if (1..=seats).all(|seat| made(seat) >= moves) {
            return v;
        }
        let seat = v.to_move[0];
        match game.seats[seat - 1].token.as_deref() {
            Some(token) => {
                let player = &rated.by_seat[seat - 1];
                let mine = player.view(&game.id, Some(token)).await;
                let r = player.act(&game.id, token, &mine.legal[0], mine.ply).await;
                assert_eq!(r.status, StatusCode::OK, "{}", r.text);
            }
            None => {
                let ply = v.ply;
                wait_view(c, &game.id, None, "the computer's move", |v| v.ply > ply).await;
            }
        }
    }
}

/// `seat` (from 1) resigns once every seat has made its first move, signed in as its
/// player.
async fn resign(rated: &Rated, seat: usize) {
    open_game(rated).await;
    let game = &rated.game;
    let r = rated.by_seat[seat - 1]
        .post_json(
            &format!("/api/games/{}/resign", game.id),
            &json!({"token": game.token(seat)}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.view().result.is_some(), "the game is over");
}

/// A player's page.
async fn page(c: &Client, name: &str) -> Value {
    get_json(c, &format!("/api/players/{name}")).await
}

/// A player's rating in a pool, if any.
fn rating_in(page: &Value, pool: &str) -> Option<Value> {
    page["ratings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["pool"] == pool)
        .cloned()
}

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("a number: {v}"))
}

/// Both players' squadro ratings after one game between two new players: the winner
/// up, the loser down by as much, each with one history point at the same moment,
/// and the game on both pages with its change.
async fn check_pair(c: &Client, winner: &str, loser: &str, game_id: &str, at_ms: u64) {
    let (w, l) = (page(c, winner).await, page(c, loser).await);
    let (rw, rl) = (
        rating_in(&w, "squadro").expect("the winner is rated"),
        rating_in(&l, "squadro").expect("the loser is rated"),
    );
    assert_eq!(rw["games"], 1, "{rw}");
    assert_eq!(rl["games"], 1, "{rl}");
    assert_eq!(rw["system"], "glicko2");
    assert_eq!(
        rw["provisional"], true,
        "one game leaves the deviation high"
    );
    let up = f(&rw["rating"]) - 1500.0;
    let down = f(&rl["rating"]) - 1500.0;
    assert!(up > 0.0 && down < 0.0, "{rw} {rl}");
    assert!(
        (up + down).abs() < 1e-6,
        "equal new players move by as much"
    );
    for (p, r) in [(&w, &rw), (&l, &rl)] {
        let history = r["history"].as_array().unwrap();
        assert_eq!(history.len(), 1, "{r}");
        assert_eq!(history[0]["game_id"], game_id);
        assert_eq!(history[0]["at_ms"], at_ms, "counted at the game's end");
        assert_eq!(history[0]["rating"], r["rating"]);
        let item = &p["games"]["items"][0];
        assert_eq!(item["id"], game_id, "{p}");
        assert_eq!(item["rated"], true);
        let change = f(&item["rating_change"]);
        assert!((change - (f(&r["rating"]) - 1500.0)).abs() < 1e-9, "{item}");
    }
    assert_eq!(w["games"]["items"][0]["outcome"], "win");
    assert_eq!(l["games"]["items"][0]["outcome"], "loss");
}

async fn played_to_the_end(place: &Place) {
    let clock = ManualClock::at(START);
    let server = start(place, &clock);
    let c = server.client();
    let (alice, bob) = (sign_up(&c, "alice").await, sign_up(&c, "bob").await);
    let rated = rated_game(&c, &alice, &["me", "human"], &[&bob], json!({})).await;
    let game = &rated.game;
    let end = play_to_end_by(
        &c,
        &rated.by_seat,
        game,
        &mut rng(7),
        Style::default(),
        &mut |_, _, _| {},
    )
    .await;
    let result = end.result.expect("over");
    let names = ["alice", "bob"];
    match result.winners.as_slice() {
        &[w] => {
            let w = usize::from(w);
            check_pair(&c, names[w - 1], names[2 - w], &game.id, START).await;
            check_view_ratings(&c, &game.id, w, names).await;
        }
        _ => panic!("squadro has no draws: {result:?}"),
    }
}

/// The finished game's view gives each seat its rating before (both new: 1500) and
/// after, the same as the players' pages, the winner's up; so does a seat's view.
async fn check_view_ratings(c: &Client, game_id: &str, winner: usize, names: [&str; 2]) {
    let v = c.view(game_id, None).await;
    for s in &v.seats {
        let r = s
            .rating
            .unwrap_or_else(|| panic!("seat {} has its change: {v:?}", s.seat));
        assert_eq!(r.before, 1500, "{r:?}");
        let page = page(c, names[s.seat - 1]).await;
        let now = f(&rating_in(&page, "squadro").unwrap()["rating"]).round() as i64;
        assert_eq!(r.after, now, "{r:?}");
        assert_eq!(r.after > r.before, s.seat == winner, "{r:?}");
    }
    let raw = get_json(c, &format!("/api/games/{game_id}")).await;
    assert_eq!(raw["format"], 10);
    assert_eq!(
        raw["seats"][0]["rating"]["before"], 1500,
        "{}",
        raw["seats"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_played_to_the_end_updates_both_players_at_once() {
    played_to_the_end(&Place::new()).await;
}

async fn resigned_and_timed_out(place: &Place) {
    let clock = ManualClock::at(START);
    let server = start(place, &clock);
    let c = server.client();
    let (ann, ben) = (sign_up(&c, "ann").await, sign_up(&c, "ben").await);
    let game = rated_game(&c, &ann, &["me", "human"], &[&ben], json!({})).await;
    resign(&game, 1).await;
    check_pair(&c, "ben", "ann", &game.game.id, START).await;

    let (cat, dan) = (sign_up(&c, "cat").await, sign_up(&c, "dan").await);
    let clock_body = json!({"clock": {"initial_ms": 60_000, "increment_ms": 0}});
    let rated = rated_game(&c, &cat, &["me", "human"], &[&dan], clock_body).await;
    let game = &rated.game;
    let v = open_game(&rated).await;
    let mover = 3 - v.to_move[0];
    clock.advance(61_000);
    let other = 3 - mover;
    let over = wait_view(&c, &game.id, None, "the timeout", |v| v.result.is_some()).await;
    assert_eq!(
        over.result.unwrap().winners,
        vec![mover as u8],
        "the seat out of time lost"
    );
    let names = ["cat", "dan"];
    wait_rated(&c, names[other - 1]).await;
    check_pair(
        &c,
        names[mover - 1],
        names[other - 1],
        &game.id,
        clock.now_ms(),
    )
    .await;
}

/// Wait until a player has a rating (a timeout is decided by a timer or a sweep,
/// then counted).
async fn wait_rated(c: &Client, name: &str) {
    let deadline = Instant::now() + PATIENCE;
    while rating_in(&page(c, name).await, "squadro").is_none() {
        assert!(Instant::now() < deadline, "{name} was never rated");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_and_a_loss_on_time_count_as_losses() {
    resigned_and_timed_out(&Place::new()).await;
}

async fn against_hard(place: &Place) {
    let clock = ManualClock::at(START);
    let server = start(place, &clock);
    let c = server.client();
    let eve = sign_up(&c, "eve").await;
    assert_eq!(
        c.get("/api/players/computer-hard").await.status,
        StatusCode::NOT_FOUND
    );
    let rated = rated_game(&c, &eve, &["me", "hard"], &[], json!({})).await;
    // Played without help: neither hints nor take-backs in a rated game.
    for what in ["hint", "undo"] {
        let path = format!("/api/games/{}/{what}", rated.game.id);
        let body = json!({"token": rated.game.token(1)});
        let r = rated.by_seat[0].post_json(&path, &body).await;
        r.expect_error(403, what);
    }
    resign(&rated, 1).await;
    let eve_page = page(&c, "eve").await;
    let mine = rating_in(&eve_page, "squadro").unwrap();
    assert!(f(&mine["rating"]) < 1500.0, "{mine}");
    let hard = page(&c, "computer-hard").await;
    assert_eq!(hard["computer"], true);
    let theirs = rating_in(&hard, "squadro").unwrap();
    // docs/ai-strength.md: hard 584, medium 248 in squadro's ladder.
    let ladder_start = 1500.0 + 584.0 - 248.0;
    let gained = f(&theirs["rating"]) - ladder_start;
    assert!(gained > 0.0, "{theirs}");
    assert!(
        gained < 1500.0 - f(&mine["rating"]),
        "the sure rating moves less than the new one"
    );
    assert_eq!(theirs["provisional"], false, "{theirs}");
    let r = c
        .http
        .get(c.url("/api/me"))
        .header("cookie", &eve.cookie)
        .send()
        .await
        .unwrap();
    let me: Value = r.json().await.unwrap();
    assert_eq!(me["ratings"][0]["pool"], "squadro", "{me}");
    assert_eq!(me["ratings"][0]["rating"], mine["rating"], "{me}");
    assert!(me["ratings"][0].get("history").is_none(), "{me}");
    let seats = &eve_page["games"]["items"][0]["seats"];
    assert_eq!(seats[1]["name"], "computer-hard", "{seats}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_against_hard_moves_both_from_their_starts() {
    against_hard(&Place::new()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unrated_games_and_guests_are_never_counted() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (fay, gus) = (sign_up(&c, "fay").await, sign_up(&c, "gus").await);
    let unrated = json!({"rated": false});
    let game = rated_game(&c, &fay, &["me", "human"], &[&gus], unrated).await;
    resign(&game, 2).await;
    let id = game.game.id.clone();
    for (name, outcome) in [("fay", "win"), ("gus", "loss")] {
        let p = page(&c, name).await;
        assert_eq!(p["ratings"], json!([]), "{p}");
        let item = &p["games"]["items"][0];
        assert_eq!(item["id"], id.as_str());
        assert_eq!(item["rated"], false);
        assert_eq!(item["outcome"], outcome);
        assert!(item.get("rating_change").is_none(), "{item}");
    }
    // A guest may not take a seat of a rated game, nor create one.
    let body = json!({"game": "squadro", "seats": ["me", "human"], "rated": true, "listed": true});
    let r = post(&c, Some(&fay), "/api/games", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let rated_id = r.json()["id"].as_str().unwrap().to_string();
    let join = format!("/api/games/{rated_id}/join");
    let r = post(&c, None, &join, &json!({})).await;
    assert!(
        r.status.is_client_error(),
        "a guest joined a rated game: {}",
        r.text
    );
    let body = json!({"game": "squadro", "seats": ["human", "human"], "rated": true});
    let r = post(&c, None, "/api/games", &body).await;
    assert!(
        r.status.is_client_error(),
        "a guest made a rated game: {}",
        r.text
    );
    assert_eq!(page(&c, "fay").await["ratings"], json!([]));
}

/// Count `id` again from two hubs at once on the server's database: neither may
/// count a game already counted.
async fn race_rating(place: &Place, id: &str) -> Vec<bool> {
    let clock: Arc<dyn Clock> = Arc::new(ManualClock::at(START));
    let mut hubs = Vec::new();
    for _ in 0..2 {
        let store = SqlStore::connect(&place.db().url).await.unwrap();
        hubs.push(Hub::new(
            Arc::new(store),
            HubTimes {
                lease: Duration::from_secs(5),
                away: Duration::from_secs(60),
                clock: clock.clone(),
                lapse: cubist_server::DEFAULT_LAPSE,
            },
        ));
    }
    let (a, b) = tokio::join!(hubs[0].rate_game(id), hubs[1].rate_game(id));
    vec![a.unwrap(), b.unwrap()]
}

/// Make the database forget that game `id` was counted, as if the server had stopped
/// between storing its result and counting it: ratings are left as they are, so a
/// second count shows as a second game in each player's pool.
async fn forget_counted(place: &Place, id: &str) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    for sql in [
        "UPDATE games SET rated = 1 WHERE id = $1",
        "DELETE FROM rating_history WHERE game_id = $1",
    ] {
        sqlx::query(sql).bind(id).execute(&pool).await.unwrap();
    }
    pool.close().await;
}

async fn exactly_once(place: &Place) {
    let clock = ManualClock::at(START);
    let server = start(place, &clock);
    let c = server.client();
    let (hal, ivy) = (sign_up(&c, "hal").await, sign_up(&c, "ivy").await);
    let rated = rated_game(&c, &hal, &["me", "human"], &[&ivy], json!({})).await;
    resign(&rated, 2).await;
    let game = &rated.game;
    let before = page(&c, "hal").await;
    assert_eq!(race_rating(place, &game.id).await, vec![false, false]);
    assert_eq!(
        page(&c, "hal").await["ratings"],
        before["ratings"],
        "nothing changed"
    );

    forget_counted(place, &game.id).await;
    let counted = race_rating(place, &game.id).await;
    assert_eq!(counted.iter().filter(|&&b| b).count(), 1, "{counted:?}");
    let after = page(&c, "hal").await;
    let r = rating_in(&after, "squadro").unwrap();
    assert_eq!(r["games"], 2, "counted once more, not twice: {r}");
    assert_eq!(r["history"].as_array().unwrap().len(), 1, "{r}");

    // A game a crash left uncounted is counted by the sweep.
    forget_counted(place, &game.id).await;
    let deadline = Instant::now() + PATIENCE;
    loop {
        let r = rating_in(&page(&c, "ivy").await, "squadro").unwrap();
        if r["games"] == 3 {
            assert_eq!(r["history"].as_array().unwrap().len(), 1, "{r}");
            break;
        }
        assert!(Instant::now() < deadline, "the sweep never counted it: {r}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(race_rating(place, &game.id).await, vec![false, false]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_counted_exactly_once() {
    exactly_once(&Place::new()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_games_come_a_page_at_a_time_latest_first() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (jo, kim) = (sign_up(&c, "joe").await, sign_up(&c, "kim").await);
    let mut ids = Vec::new();
    for _ in 0..21 {
        clock.advance(60_000);
        let game = rated_game(&c, &jo, &["me", "human"], &[&kim], json!({"rated": false})).await;
        resign(&game, 2).await;
        ids.push(game.game.id);
    }
    ids.reverse();
    let first = get_json(&c, "/api/players/JOE?page=1").await;
    assert_eq!(first["name"], "joe", "names are found in any case");
    let games = &first["games"];
    assert_eq!(
        (games["total"].clone(), games["per_page"].clone()),
        (json!(21), json!(20))
    );
    let listed: Vec<&str> = games["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        listed,
        ids[..20].iter().map(String::as_str).collect::<Vec<_>>()
    );
    let second = get_json(&c, "/api/players/joe?page=2").await;
    assert_eq!(second["games"]["items"].as_array().unwrap().len(), 1);
    assert_eq!(second["games"]["items"][0]["id"], ids[20].as_str());
    assert_eq!(second["games"]["items"][0]["ended_ms"], START + 60_000);
    assert_eq!(
        get_json(&c, "/api/players/joe?page=9").await["games"]["items"],
        json!([])
    );
    c.get("/api/players/joe?page=0")
        .await
        .expect_error(400, "page 0");
    c.get("/api/players/joe?page=x")
        .await
        .expect_error(400, "a page that is no number");
    c.get("/api/players/nobody")
        .await
        .expect_error(404, "an unknown player");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn records_download_holds_finished_games_only() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (lu, mo) = (sign_up(&c, "lux").await, sign_up(&c, "moe").await);
    let done = rated_game(&c, &lu, &["me", "human"], &[&mo], json!({})).await;
    resign(&done, 1).await;
    let (done, running) = (
        done.game,
        rated_game(&c, &lu, &["me", "human"], &[&mo], json!({}))
            .await
            .game,
    );
    let r = c
        .http
        .get(c.url("/api/players/lux/records"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let disposition = r.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(disposition.starts_with("attachment;"), "{disposition}");
    let records: Value = r.json().await.unwrap();
    let records = records.as_array().unwrap();
    assert_eq!(records.len(), 1, "only the finished game: {records:?}");
    let expected = c.record(&done.id).await.json();
    assert_eq!(records[0], expected);
    assert!(records[0]["result"].is_object(), "a finished game's record");
    // The running game's record is readable (Squadro hides nothing) but not given.
    assert_ne!(records[0], c.record(&running.id).await.json());
    let text = serde_json::to_string(records).unwrap();
    for token in done
        .humans()
        .iter()
        .chain(&running.humans())
        .map(|(_, t)| t)
    {
        assert!(!text.contains(token.as_str()), "a token in the download");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaderboards_rank_established_then_provisional_active_players() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let ned = sign_up(&c, "ned").await;
    for level in ["easy", "max", "hard"] {
        let game = rated_game(&c, &ned, &["me", level], &[], json!({})).await;
        resign(&game, 1).await;
    }
    let board = get_json(&c, "/api/leaderboard/squadro").await;
    assert_eq!(board["pool"], "squadro");
    let names: Vec<&str> = board["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    // ned is provisional after three games: listed after the established, marked.
    assert_eq!(
        names,
        ["computer-max", "computer-hard", "computer-easy", "ned"],
        "{board}"
    );
    let provisional: Vec<bool> = board["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["provisional"].as_bool().unwrap())
        .collect();
    assert_eq!(provisional, [false, false, false, true], "{board}");
    assert_eq!(board["players"][3]["rank"], 4);
    let ratings: Vec<f64> = board["players"]
        .as_array()
        .unwrap()
        .iter()
        .take(3)
        .map(|p| f(&p["rating"]))
        .collect();
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]), "{ratings:?}");
    assert_eq!(board["players"][0]["rank"], 1);
    assert_eq!(board["players"][0]["computer"], true);
    let multi = get_json(&c, "/api/leaderboard/squadro?pool=squadro/multi").await;
    assert_eq!(multi["players"], json!([]));
    c.get("/api/leaderboard/squadro?pool=zhen")
        .await
        .expect_error(400, "another game's pool");
    c.get("/api/leaderboard/chess")
        .await
        .expect_error(404, "an unknown game");
    // A month without games takes everyone off.
    clock.advance(31 * DAY_MS);
    let later = get_json(&c, "/api/leaderboard/squadro").await;
    assert_eq!(later["players"], json!([]), "{later}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_too() {
    for (name, scenario) in [
        ("played", 0),
        ("resigned and timed out", 1),
        ("against hard", 2),
        ("exactly once", 3),
    ] {
        let Some(place) = on_postgres(&format!("ratings on PostgreSQL: {name}")) else {
            return;
        };
        match scenario {
            0 => played_to_the_end(&place).await,
            1 => resigned_and_timed_out(&place).await,
            2 => against_hard(&place).await,
            _ => exactly_once(&place).await,
        }
    }
}

/// `POST /api/games/{id}/{what}` for `seat` (from 1) with `body` besides its token.
async fn ask(rated: &Rated, seat: usize, what: &str, body: Value) -> Reply {
    let (game, mut body) = (&rated.game, body);
    body["token"] = json!(game.token(seat));
    rated.by_seat[seat - 1]
        .post_json(&format!("/api/games/{}/{what}", game.id), &body)
        .await
}

/// An aborted game: no winner, "aborted" in its words, an `abort` seat event in its
/// record, and neither player rated, the game on their pages as aborted.
async fn assert_aborted_unrated(c: &Client, rated: &Rated, names: [&str; 2], words: &str) {
    let game = &rated.game;
    let v = c.view(&game.id, None).await;
    assert!(v.aborted, "{v:?}");
    let result = v.result.as_ref().expect("the game is over");
    assert!(result.winners.is_empty(), "{result:?}");
    let text = v.result_text.as_deref().unwrap();
    assert!(
        text.starts_with("game aborted") && text.contains(words),
        "{text}"
    );
    assert_eq!(v.events.last().unwrap().event, "abort");
    let record = c.game_record(&game.id).await;
    assert!(matches!(
        record.events.last().unwrap().event,
        cubist_core::SeatEvent::Abort { .. }
    ));
    for name in names {
        let p = page(c, name).await;
        assert_eq!(p["ratings"], json!([]), "{name} was rated: {p}");
        let item = &p["games"]["items"][0];
        assert_eq!(item["id"], game.id.as_str(), "{p}");
        assert_eq!(item["outcome"], "aborted", "{item}");
        assert!(item.get("rating_change").is_none(), "{item}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_before_both_moved_aborts_the_game_and_counts_for_nobody() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (ola, pia) = (sign_up(&c, "ola").await, sign_up(&c, "pia").await);
    // At ply 0.
    let game = rated_game(&c, &ola, &["me", "human"], &[&pia], json!({})).await;
    let r = ask(&game, 1, "resign", json!({"ply": 0})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.view().aborted);
    assert_aborted_unrated(&c, &game, ["ola", "pia"], "by Light").await;
    // At ply 1: the second player has not moved yet (a moment later, so that the
    // players' pages list this game first).
    clock.advance(1_000);
    let game = rated_game(&c, &pia, &["me", "human"], &[&ola], json!({})).await;
    let v = c.view(&game.game.id, None).await;
    let first = v.to_move[0];
    let player = &game.by_seat[first - 1];
    let mine = player
        .view(&game.game.id, Some(game.game.token(first)))
        .await;
    let r = player
        .act(&game.game.id, game.game.token(first), &mine.legal[0], 0)
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let r = ask(&game, first, "resign", json!({"ply": 1})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_aborted_unrated(&c, &game, ["pia", "ola"], "aborted by").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_abort_asked_ends_the_game_unrated_and_is_refused_once_both_moved() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (quin, rex) = (sign_up(&c, "quin").await, sign_up(&c, "rex").await);
    let game = rated_game(&c, &quin, &["me", "human"], &[&rex], json!({})).await;
    let v = game.by_seat[1]
        .view(&game.game.id, Some(game.game.token(2)))
        .await;
    assert!(v.may.contains(&Request::Abort), "{:?}", v.may);
    let r = ask(&game, 2, "abort", json!({"ply": 0})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_aborted_unrated(&c, &game, ["quin", "rex"], "by Dark").await;
    // On the WebSocket too (an unrated game's seat, which a guest's socket may hold).
    let unrated = json!({"rated": false});
    let game = rated_game(&c, &quin, &["me", "human"], &[&rex], unrated).await;
    let mut ws = c.ws(&game.game.id, Some(game.game.token(1))).await;
    ws.next_view().await;
    ws.send_text(r#"{"type":"abort","ply":0}"#.into()).await;
    wait_view(&c, &game.game.id, None, "the abort", |v| v.aborted).await;
    ws.close().await;
    // Once both have moved: refused in words, and nothing changes.
    let game = rated_game(&c, &quin, &["me", "human"], &[&rex], json!({})).await;
    let before = open_game(&game).await;
    let r = ask(&game, 1, "abort", json!({"ply": before.ply})).await;
    let error = r.expect_error(422, "an abort after both moved");
    assert!(error.contains("can no longer be aborted"), "{error}");
    let after = c.view(&game.game.id, None).await;
    assert_eq!((after.event, after.result), (before.event, None));
    assert!(!after.aborted);
    // The game goes on and counts, alone: the aborted games counted for nothing.
    clock.advance(1_000);
    resign(&game, 2).await;
    check_pair(&c, "quin", "rex", &game.game.id, clock.now_ms()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_move_not_made_in_time_aborts_a_rated_game_unrated() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (sam, tia) = (sign_up(&c, "sam").await, sign_up(&c, "tia").await);
    let blitz = json!({"clock": {"initial_ms": 180_000, "increment_ms": 2_000}});
    // The first player never moves.
    let game = rated_game(&c, &sam, &["me", "human"], &[&tia], blitz.clone()).await;
    let first = c.view(&game.game.id, None).await.to_move[0];
    clock.advance(30_000);
    let end = wait_view(&c, &game.game.id, None, "the first-move limit", |v| {
        v.result.is_some()
    })
    .await;
    let late = &end.seats[first - 1].name;
    assert_eq!(
        end.result_text.as_deref(),
        Some(format!("game aborted: {late} made no first move in time").as_str())
    );
    assert_aborted_unrated(&c, &game, ["sam", "tia"], "no first move in time").await;
    // The second player never moves: aborted too, not lost on time.
    let game = rated_game(&c, &tia, &["me", "human"], &[&sam], blitz).await;
    let v = c.view(&game.game.id, None).await;
    let mover = v.to_move[0];
    let player = &game.by_seat[mover - 1];
    let mine = player
        .view(&game.game.id, Some(game.game.token(mover)))
        .await;
    let r = player
        .act(&game.game.id, game.game.token(mover), &mine.legal[0], 0)
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    clock.advance(30_000);
    wait_view(
        &c,
        &game.game.id,
        None,
        "the second first-move limit",
        |v| v.result.is_some(),
    )
    .await;
    assert_aborted_unrated(&c, &game, ["tia", "sam"], "no first move in time").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_by_agreement_after_the_opening_counts_as_a_draw() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (uma, vic) = (sign_up(&c, "uma").await, sign_up(&c, "vic").await);
    let game = rated_game(&c, &uma, &["me", "human"], &[&vic], json!({})).await;
    open_game(&game).await;
    for seat in [1, 2] {
        let r = ask(&game, seat, "draw", json!({})).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    for name in ["uma", "vic"] {
        let p = page(&c, name).await;
        let r = rating_in(&p, "squadro").expect("a draw is rated");
        assert_eq!(r["games"], 1, "{r}");
        assert!(
            (f(&r["rating"]) - 1500.0).abs() < 1e-6,
            "equal players drew: {r}"
        );
        assert!(f(&r["deviation"]) < 500.0, "the game counted: {r}");
        assert_eq!(p["games"]["items"][0]["outcome"], "draw");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_claim_after_the_opening_counts_as_a_win_for_the_claimer() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (wes, xia) = (sign_up(&c, "wes").await, sign_up(&c, "xia").await);
    let game = rated_game(&c, &wes, &["me", "human"], &[&xia], json!({})).await;
    let v = open_game(&game).await;
    // Neither seat has a socket: both are offline, and after the away time away.
    clock.advance(v.away_ms);
    let r = ask(&game, 1, "claim", json!({})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(!r.view().aborted);
    check_pair(&c, "wes", "xia", &game.game.id, clock.now_ms()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_a_rated_game_of_three_after_the_opening_counts_as_a_loss() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (yan, zoe, abe) = (
        sign_up(&c, "yan").await,
        sign_up(&c, "zoe").await,
        sign_up(&c, "abe").await,
    );
    let three = json!({"game": "cube-attack", "options": {"players": 3}, "stand_in": "random"});
    let game = rated_game(&c, &yan, &["me", "human", "human"], &[&zoe, &abe], three).await;
    open_game(&game).await;
    for seat in [2, 3] {
        let r = ask(&game, seat, "leave", json!({})).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    let end = wait_view(&c, &game.game.id, None, "the last one standing", |v| {
        v.result.is_some()
    })
    .await;
    assert!(!end.aborted);
    assert_eq!(end.result.unwrap().winners, vec![1u8]);
    let winner = rating_in(&page(&c, "yan").await, "cube-attack/multi").expect("rated");
    assert!(f(&winner["rating"]) > 1500.0, "{winner}");
    for name in ["zoe", "abe"] {
        let r = rating_in(&page(&c, name).await, "cube-attack/multi").expect("rated");
        assert!(f(&r["rating"]) < 1500.0, "{name} left and lost: {r}");
        assert_eq!(r["games"], 1, "{r}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_after_one_move_each_counts_for_nobody() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (ann, ben) = (sign_up(&c, "ann").await, sign_up(&c, "ben").await);
    // One move each, then a resignation: a traded win, not a game.
    let short = rated_game(&c, &ann, &["me", "human"], &[&ben], json!({})).await;
    let v = play_until(&short, 1).await;
    let r = ask(&short, 1, "resign", json!({"ply": v.ply})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.view().result.is_some(), "the game is over");
    // Two moves each, then a resignation: counted.
    clock.advance(1_000);
    let counted = rated_game(&c, &ann, &["me", "human"], &[&ben], json!({})).await;
    resign(&counted, 1).await;
    wait_rated(&c, "ben").await;
    for name in ["ann", "ben"] {
        let p = page(&c, name).await;
        let r = rating_in(&p, "squadro").expect("rated");
        assert_eq!(r["games"], 1, "only the second game counts: {r}");
        assert_eq!(r["history"][0]["game_id"], counted.game.id.as_str(), "{r}");
        let short_item = &p["games"]["items"][1];
        assert_eq!(short_item["id"], short.game.id.as_str(), "{p}");
        assert!(short_item.get("rating_change").is_none(), "{short_item}");
    }
}

/// `who` joins the first seat of a fresh rated game of `creator`'s.
async fn join_rated(c: &Client, creator: &Player, who: &Player) -> Reply {
    let body = json!({"game": "squadro", "seats": ["me", "human"], "rated": true, "listed": true});
    let r = post(c, Some(creator), "/api/games", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json()["id"].as_str().unwrap().to_string();
    post(
        c,
        Some(who),
        &format!("/api/games/{id}/join"),
        &json!({"seat": 2}),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rated_games_between_two_accounts_are_capped_a_day_and_listed_for_moderators() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let server = start(&place, &clock);
    let c = server.client();
    let (ann, ben) = (sign_up(&c, "ann").await, sign_up(&c, "ben").await);
    let cat = sign_up(&c, "cat").await;
    for _ in 0..PAIR_GAMES {
        let game = rated_game(&c, &ann, &["me", "human"], &[&ben], json!({})).await;
        resign(&game, 1).await;
    }
    // Counted, not merely played: wait for the ratings.
    let deadline = Instant::now() + PATIENCE;
    while rating_in(&page(&c, "ben").await, "squadro").is_none_or(|r| r["games"] != PAIR_GAMES) {
        assert!(Instant::now() < deadline, "the games were never counted");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // One more between them is refused, either way round; another pair plays.
    let r = join_rated(&c, &ann, &ben).await;
    let why = r.expect_error(403, "an eleventh rated game between ann and ben");
    assert!(why.contains("10 rated games together"), "{why}");
    assert!(why.contains("unrated"), "{why}");
    join_rated(&c, &ben, &ann)
        .await
        .expect_error(403, "ann joining ben's");
    let r = join_rated(&c, &ann, &cat).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // Quick play keeps them apart: ben's rated seek waits beside ann's, and accepting
    // ann's is refused.
    let rated_seek = json!({"game": "squadro", "rated": true});
    let r = post(&c, Some(&ann), "/api/seeks", &rated_seek).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let anns = r.json()["id"].as_str().unwrap().to_string();
    let r = post(&c, Some(&ben), "/api/seeks", &rated_seek).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json()["status"], "open", "{}", r.text);
    let r = post(
        &c,
        Some(&ben),
        &format!("/api/seeks/{anns}/accept"),
        &json!({}),
    )
    .await;
    let why = r.expect_error(403, "ben accepting ann's rated seek");
    assert!(why.contains("10 rated games together"), "{why}");
    // Moderators see the pair, with what each gained; players may not look.
    grant(&place.db(), "cat", Role::Moderator).await;
    let r = cat.client(&c).get("/api/mod/pairs").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let list = r.json();
    let pairs = list["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 1, "{list}");
    let names: BTreeSet<&str> = [&pairs[0]["a"], &pairs[0]["b"]]
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(names, BTreeSet::from(["ann", "ben"]), "{list}");
    assert_eq!(pairs[0]["games"], PAIR_GAMES, "{list}");
    let (ben_change, ann_change) = if pairs[0]["a"] == "ben" {
        (f(&pairs[0]["a_change"]), f(&pairs[0]["b_change"]))
    } else {
        (f(&pairs[0]["b_change"]), f(&pairs[0]["a_change"]))
    };
    assert!(
        ben_change > 0.0 && ann_change < 0.0,
        "ben won them all: {list}"
    );
    let r = ann.client(&c).get("/api/mod/pairs").await;
    r.expect_error(403, "a player reading the pairs");
    // A day later the pair may play rated again.
    clock.advance(DAY_MS + 1);
    let r = join_rated(&c, &ann, &ben).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
}
