//! Tournaments on the site: bad requests refused with nothing stored; a round robin
//! and a Swiss played through the API to their end, their standings and TRF files
//! checked against the pairing rules; an arena run on a hand-moved clock; and, on
//! PostgreSQL, two instances sharing a tournament, one stopped mid-round.

use crate::support;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use cubist_session::ManualClock;
use cubist_tournament::round_robin::berger;
use cubist_tournament::trf;
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

const START: u64 = 1_800_000_000_000;
/// How long the director may take to do what a test waits for.
const WAIT: Duration = Duration::from_secs(60);

/// Every body of the tournament API at its version is the committed schema in
/// `docs/wire/server/` (written when missing with `CUBIST_WRITE_WIRE=1`).
#[test]
fn the_tournament_api_schemas_match_the_committed_files_for_their_version() {
    for (file, schema) in cubist_server::tournaments::wire::tournaments_schema_texts() {
        cubist_session::schema_files::check_committed(
            "docs/wire/server",
            &file,
            &schema,
            &file,
            "TOURNAMENTS_FORMAT",
            "cargo test -p cubist-server --test server tournaments::the_tournament_api_schemas",
        );
    }
}

/// A server on `db` whose clock is `clock` and whose director ticks often.
fn start(db: &Db, clock: &ManualClock) -> Server {
    let clock = clock.clone();
    Server::start_with(db, move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
        c.sign_ups = cubist_server::accounts::SignUpLimits {
            per_address: 1000,
            per_network: 1000,
            per_site: 1000,
        };
        c.tournaments.tick = Duration::from_millis(40);
    })
}

/// `n` signed-up players, `p1`… (with a prefix), and their browsers.
async fn players(site: &Client, prefix: &str, n: usize) -> Vec<(String, Client)> {
    let mut out = Vec::new();
    for i in 1..=n {
        let p = sign_up(site, &format!("{prefix}{i}")).await;
        out.push((p.name.clone(), browser(site, &p)));
    }
    out
}

async fn ok_json(r: Reply, what: &str) -> Value {
    assert!(r.status.is_success(), "{what}: {} {}", r.status, r.text);
    r.json()
}

async fn create(c: &Client, body: Value) -> Value {
    let r = c.post_json("/api/tournaments", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{body}: {}", r.text);
    r.json()
}

async fn view(c: &Client, id: &str) -> Value {
    ok_json(c.get(&format!("/api/tournaments/{id}")).await, "a view").await
}

/// Poll the view until `done` holds.
async fn wait_for(c: &Client, id: &str, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + WAIT;
    loop {
        let v = view(c, id).await;
        if done(&v) {
            return v;
        }
        assert!(Instant::now() < deadline, "waited for {what}: {v:#}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn names(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap().to_string())
        .collect()
}

/// Play game `id` between `first` and `second` (seat order): each makes a first
/// move (whoever the game's options say moves first), then `loser` resigns.
async fn play(first: &Client, second: &Client, id: &str, loser: usize) {
    let seats = [first, second];
    let mut moved = [false, false];
    let deadline = Instant::now() + WAIT;
    while !moved.iter().all(|m| *m) {
        for (seat, c) in seats.iter().enumerate() {
            let v = ok_json(c.get(&format!("/api/games/{id}")).await, "a game").await;
            assert_eq!(v["observer"], json!(seat + 1), "the account holds its seat");
            if v["result"].is_object() {
                return;
            }
            let mine = v["to_move"].as_array().unwrap().contains(&json!(seat + 1));
            if mine && !moved[seat] {
                let action = v["legal"][0].as_str().expect("a legal move").to_string();
                let body = json!({"action": action, "ply": v["ply"]});
                ok_json(
                    c.post_json(&format!("/api/games/{id}/actions"), &body)
                        .await,
                    "a move",
                )
                .await;
                moved[seat] = true;
            }
            assert!(Instant::now() < deadline, "game {id} stands still: {v:#}");
        }
    }
    let r = seats[loser]
        .post_json(&format!("/api/games/{id}/resign"), &json!({}))
        .await;
    let v = ok_json(r, "a resignation").await;
    assert!(v["result"].is_object(), "the game is over: {v}");
}

/// The client of the player named `name`.
fn by_name<'a>(all: &'a [(String, Client)], name: &str) -> &'a Client {
    &all.iter().find(|(n, _)| n == name).expect("a player").1
}

/// Play every running game of round `round` of the view: the player whose name
/// sorts first wins.
async fn play_round(all: &[(String, Client)], v: &Value, round: u64) {
    let pairings = v["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["round"] == json!(round))
        .expect("the round is paired");
    for p in pairings["pairings"].as_array().unwrap() {
        let Some(game) = p["game"].as_str() else {
            continue;
        };
        let ps = names(&p["players"]);
        let loser = if ps[0] < ps[1] { 1 } else { 0 };
        play(by_name(all, &ps[0]), by_name(all, &ps[1]), game, loser).await;
    }
}

/// Each player's points from the pairings of the view (half points), and their
/// opponents, as the test's own count.
fn tally(v: &Value) -> (BTreeMap<String, u32>, BTreeMap<String, Vec<String>>) {
    let mut points = BTreeMap::new();
    let mut met: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for round in v["pairings"].as_array().unwrap() {
        for p in round["pairings"].as_array().unwrap() {
            let ps = names(&p["players"]);
            let result: Vec<f64> = p["result"]
                .as_array()
                .expect("a result")
                .iter()
                .map(|x| x.as_f64().unwrap())
                .collect();
            for (i, name) in ps.iter().enumerate() {
                *points.entry(name.clone()).or_insert(0) += (result[i] * 2.0) as u32;
                if ps.len() == 2 {
                    met.entry(name.clone()).or_default().push(ps[1 - i].clone());
                }
            }
        }
    }
    (points, met)
}

/// The view's standings: name → (score, rank).
fn standings(v: &Value) -> BTreeMap<String, (f64, u64)> {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                (p["score"].as_f64().unwrap(), p["rank"].as_u64().unwrap()),
            )
        })
        .collect()
}

/// The TRF file, read back by `cubist_tournament::trf`.
async fn trf_of(c: &Client, id: &str) -> trf::Tournament {
    let r = c.get(&format!("/api/tournaments/{id}/trf")).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    trf::read(&r.text).unwrap_or_else(|e| panic!("the TRF reads back: {e}\n{}", r.text))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_four_is_paired_by_berger_and_played_to_its_standings() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place.db(), &clock);
    let site = s.client();
    let all = players(&site, "rr", 4).await;
    let creator = &all[0].1;
    let t = create(
        creator,
        json!({"kind": "round-robin", "game": "squadro", "clock": "5+3",
               "starts_at": START + 3_600_000}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    assert_eq!(t["status"], "upcoming");
    assert_eq!(t["creator"], "rr1");
    for (_, c) in &all {
        ok_json(
            c.post_empty(&format!("/api/tournaments/{id}/join")).await,
            "join",
        )
        .await;
        // Equal ratings are numbered in order of entry.
        clock.advance(1);
    }
    let v = ok_json(
        creator
            .post_empty(&format!("/api/tournaments/{id}/start"))
            .await,
        "start",
    )
    .await;
    assert_eq!(v["players"].as_array().unwrap().len(), 4);
    // Equal ratings: pairing numbers in order of entry, rr1 = 1 … rr4 = 4.
    let schedule = berger(4).unwrap();
    for round in 1..=3u64 {
        let v = wait_for(&site, &id, "the next round", |v| v["round"] == json!(round)).await;
        assert_eq!(v["status"], "running");
        assert_eq!(v["rounds"], 3);
        let paired = &v["pairings"][(round - 1) as usize]["pairings"];
        let expected: Vec<Vec<String>> = schedule[(round - 1) as usize]
            .games
            .iter()
            .map(|g| vec![format!("rr{}", g.first + 1), format!("rr{}", g.second + 1)])
            .collect();
        let got: Vec<Vec<String>> = paired
            .as_array()
            .unwrap()
            .iter()
            .map(|p| names(&p["players"]))
            .collect();
        assert_eq!(got, expected, "round {round} is the Berger table's");
        play_round(&all, &v, round).await;
    }
    let v = wait_for(&site, &id, "the end", |v| v["status"] == "finished").await;
    let table = standings(&v);
    for (name, score, rank) in [
        ("rr1", 3.0, 1),
        ("rr2", 2.0, 2),
        ("rr3", 1.0, 3),
        ("rr4", 0.0, 4),
    ] {
        assert_eq!(table[name], (score, rank), "{name}: {v:#}");
    }
    assert_eq!(
        names(&json!(v["podium"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].clone())
            .collect::<Vec<_>>())),
        ["rr1", "rr2", "rr3"]
    );
    assert_eq!(v["games"].as_array().unwrap().len(), 6);
    assert!(v["games"]
        .as_array()
        .unwrap()
        .iter()
        .all(|g| g["running"] == false));
    let file = trf_of(&site, &id).await;
    assert_eq!(file.rounds, Some(3));
    for e in &file.players {
        let (score, rank) = table[&e.name];
        assert_eq!(e.points_tenths, (score * 10.0) as u32, "{}", e.name);
        assert_eq!(u64::from(e.rank), rank, "{}", e.name);
        assert_eq!(e.rounds.len(), 3);
        assert!(e.rounds.iter().all(|r| r.opponent.is_some()));
    }
    // Each player's page lists the tournament with their place.
    for (name, score, rank) in [("rr1", 3.0, 1), ("rr4", 0.0, 4)] {
        let path = format!("/api/players/{name}/tournaments");
        let mine = ok_json(site.get(&path).await, "a player's tournaments").await;
        assert_eq!(mine["format"], 1);
        let listed = mine["tournaments"].as_array().unwrap();
        assert_eq!(listed.len(), 1, "{mine}");
        assert_eq!(listed[0]["tournament"]["id"], json!(id));
        assert_eq!(listed[0]["tournament"]["status"], "finished");
        assert_eq!(
            (listed[0]["rank"].clone(), listed[0]["score"].clone()),
            (json!(rank), json!(score))
        );
        assert_eq!(listed[0]["played"], 3);
    }
    let r = site.get("/api/players/nobody-here/tournaments").await;
    r.expect_error(404, "an unknown player");
    assert_eq!(r.json()["code"], "no-player-named");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_six_over_three_rounds_pairs_by_the_dutch_rules() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place.db(), &clock);
    let site = s.client();
    let all = players(&site, "sw", 6).await;
    let t = create(
        &all[0].1,
        json!({"kind": "swiss", "game": "squadro", "rounds": 3, "starts_at": START + 60_000}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    for (_, c) in &all {
        ok_json(
            c.post_empty(&format!("/api/tournaments/{id}/join")).await,
            "join",
        )
        .await;
        clock.advance(1);
    }
    // The start comes on the server's clock.
    clock.advance(60_000);
    for round in 1..=3u64 {
        let v = wait_for(&site, &id, "the next round", |v| v["round"] == json!(round)).await;
        let paired = v["pairings"][(round - 1) as usize]["pairings"]
            .as_array()
            .unwrap()
            .clone();
        assert_eq!(paired.len(), 3, "three games a round");
        if round == 1 {
            // S1 = 1, 2, 3 meets S2 = 4, 5, 6 (C.04.3 round 1), colours alternating.
            let pairs: Vec<BTreeSet<String>> = paired
                .iter()
                .map(|p| names(&p["players"]).into_iter().collect())
                .collect();
            for (a, b) in [("sw1", "sw4"), ("sw2", "sw5"), ("sw3", "sw6")] {
                let pair: BTreeSet<String> = [a.to_string(), b.to_string()].into();
                assert!(pairs.contains(&pair), "{a}-{b} in round 1: {pairs:?}");
            }
        }
        play_round(&all, &v, round).await;
    }
    let v = wait_for(&site, &id, "the end", |v| v["status"] == "finished").await;
    let (points, met) = tally(&v);
    for (name, opponents) in &met {
        let distinct: BTreeSet<&String> = opponents.iter().collect();
        assert_eq!(distinct.len(), opponents.len(), "{name} meets nobody twice");
        assert_eq!(opponents.len(), 3);
    }
    let table = standings(&v);
    for (name, half) in &points {
        assert_eq!(table[name].0, f64::from(*half) / 2.0, "{name}");
    }
    // sw1 wins every game (its name sorts first): alone on top.
    assert_eq!(table["sw1"], (3.0, 1));
    let ranks: Vec<u64> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["rank"].as_u64().unwrap())
        .collect();
    assert!(ranks.windows(2).all(|w| w[0] <= w[1]), "best first");
    for p in v["players"].as_array().unwrap() {
        assert!(p["tie_breaks"]["buchholz"].is_number());
    }
    let file = trf_of(&site, &id).await;
    assert_eq!(file.players.len(), 6);
    let players = trf::swiss_players(&file).expect("pairing players from the file");
    for e in &file.players {
        assert_eq!(e.points_tenths, points[&e.name] * 5, "{}", e.name);
        let p = players.iter().find(|p| p.id == e.start_rank).unwrap();
        assert_eq!(p.opponents.len(), 3);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_pairs_finished_players_again_and_counts_games_after_its_end() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place.db(), &clock);
    let site = s.client();
    let all = players(&site, "ar", 4).await;
    let t = create(
        &all[0].1,
        // Untimed: the hand-moved clock jumps to the end without flagging anyone.
        json!({"kind": "arena", "game": "squadro", "minutes": 10,
               "starts_at": START + 60_000}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    for (_, c) in &all[..2] {
        ok_json(
            c.post_empty(&format!("/api/tournaments/{id}/join")).await,
            "join",
        )
        .await;
    }
    clock.advance(60_000);
    let v = wait_for(&site, &id, "the first wave", |v| {
        v["games"].as_array().unwrap().len() == 1
    })
    .await;
    assert_eq!(v["status"], "running");
    assert_eq!(v["ends_at"], json!(START + 60_000 + 600_000));
    assert_eq!(v["pairings"], json!([]), "an arena has no rounds");
    // Late entries are taken while it runs.
    for (_, c) in &all[2..] {
        ok_json(
            c.post_empty(&format!("/api/tournaments/{id}/join")).await,
            "late join",
        )
        .await;
    }
    // ar1 wins every game it plays; the others' games go to the name sorting first.
    let mut played = BTreeSet::new();
    while played.len() < 6 {
        let v = view(&site, &id).await;
        let running: Vec<Value> = v["games"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["running"] == true)
            .cloned()
            .collect();
        for g in running {
            let game = g["id"].as_str().unwrap().to_string();
            if played.contains(&game) {
                continue;
            }
            let ps = names(&g["players"]);
            let loser = if ps[0] < ps[1] { 1 } else { 0 };
            play(by_name(&all, &ps[0]), by_name(&all, &ps[1]), &game, loser).await;
            played.insert(game);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let v = wait_for(&site, &id, "the games scored", |v| {
        v["games"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["running"] == false)
            .count()
            >= 6
    })
    .await;
    // Scores are the arena's: recomputed here from ar1's games in order.
    let ar1 = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "ar1")
        .unwrap()
        .clone();
    let wins = v["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["running"] == false && names(&g["players"]).contains(&"ar1".to_string()))
        .count() as u64;
    let expected: u64 = (0..wins).map(|i| if i >= 2 { 4 } else { 2 }).sum();
    assert_eq!(ar1["score"].as_f64().unwrap() as u64, expected, "{v:#}");
    assert_eq!(ar1["on_fire"], json!(wins >= 2));
    assert_eq!(ar1["rank"], 1);
    // Nobody plays two games at once.
    let mut busy = BTreeSet::new();
    for g in v["games"].as_array().unwrap() {
        let ps = names(&g["players"]);
        if g["running"] == true {
            for p in &ps {
                assert!(busy.insert(p.clone()), "{p} in two running games");
            }
        }
    }
    // A paused player is not paired again.
    let paused = ok_json(
        all[3]
            .1
            .post_empty(&format!("/api/tournaments/{id}/pause"))
            .await,
        "pause",
    )
    .await;
    let me = paused["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "ar4")
        .unwrap()
        .clone();
    assert_eq!(me["paused"], true);
    // Time up: games running then still count; no new game is made.
    clock.advance(600_000);
    let v = view(&site, &id).await;
    let running: Vec<Value> = v["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["running"] == true)
        .cloned()
        .collect();
    let games_at_end = v["games"].as_array().unwrap().len();
    for g in &running {
        let ps = names(&g["players"]);
        let loser = if ps[0] < ps[1] { 1 } else { 0 };
        play(
            by_name(&all, &ps[0]),
            by_name(&all, &ps[1]),
            g["id"].as_str().unwrap(),
            loser,
        )
        .await;
    }
    let v = wait_for(&site, &id, "the end", |v| v["status"] == "finished").await;
    assert_eq!(
        v["games"].as_array().unwrap().len(),
        games_at_end,
        "no game after the end"
    );
    assert!(v["games"]
        .as_array()
        .unwrap()
        .iter()
        .all(|g| g["running"] == false));
    let podium = v["podium"].as_array().unwrap();
    assert!(!podium.is_empty() && podium.len() <= 3);
    assert_eq!(podium[0]["name"], "ar1");
    let r = all[0]
        .1
        .post_empty(&format!("/api/tournaments/{id}/join"))
        .await;
    assert_eq!(r.json()["code"], "tournament-finished");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_tournaments_and_bad_entries_are_refused_and_change_nothing() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place.db(), &clock);
    let site = s.client();
    let all = players(&site, "bad", 2).await;
    let (me, other) = (&all[0].1, &all[1].1);
    let soon = START + 3_600_000;
    let refused = [
        (
            json!({"kind": "swiss", "game": "chess", "rounds": 3, "starts_at": soon}),
            400,
            "bad-game",
        ),
        (
            json!({"kind": "swiss", "game": "squadro", "options": {"size": 99}, "rounds": 3, "starts_at": soon}),
            400,
            "bad-game",
        ),
        (
            json!({"kind": "swiss", "game": "squadro", "clock": "0+1", "rounds": 3, "starts_at": soon}),
            400,
            "bad-clock",
        ),
        (
            json!({"kind": "swiss", "game": "squadro", "starts_at": soon}),
            400,
            "tournament-rounds-needed",
        ),
        (
            json!({"kind": "swiss", "game": "squadro", "rounds": 0, "starts_at": soon}),
            400,
            "tournament-rounds-range",
        ),
        (
            json!({"kind": "swiss", "game": "squadro", "rounds": 1000, "starts_at": soon}),
            400,
            "tournament-rounds-range",
        ),
        (
            json!({"kind": "swiss", "game": "squadro", "rounds": -3, "starts_at": soon}),
            400,
            "body-not-valid",
        ),
        (
            json!({"kind": "arena", "game": "squadro", "starts_at": soon}),
            400,
            "tournament-minutes-needed",
        ),
        (
            json!({"kind": "arena", "game": "squadro", "minutes": 100000, "starts_at": soon}),
            400,
            "tournament-minutes-range",
        ),
        (
            json!({"kind": "arena", "game": "squadro", "minutes": -5, "starts_at": soon}),
            400,
            "body-not-valid",
        ),
        (
            json!({"kind": "arena", "game": "squadro", "minutes": 30, "rounds": 3, "starts_at": soon}),
            400,
            "tournament-rounds-not-swiss",
        ),
        (
            json!({"kind": "round-robin", "game": "squadro", "minutes": 30, "starts_at": soon}),
            400,
            "tournament-minutes-not-arena",
        ),
        (
            json!({"kind": "swiss", "game": "squadro", "rounds": 3, "table": 4, "starts_at": soon}),
            400,
            "tournament-table-size",
        ),
        (
            json!({"kind": "swiss", "game": "squadro", "rounds": 3, "starts_at": START - 3_600_000}),
            400,
            "tournament-starts-at-range",
        ),
        (
            json!({"kind": "swiss", "game": "squadro", "rounds": 3, "starts_at": START + 400 * 86_400_000u64}),
            400,
            "tournament-starts-at-range",
        ),
        (
            json!({"kind": "knockout", "game": "squadro", "starts_at": soon}),
            400,
            "body-not-valid",
        ),
    ];
    for (body, status, code) in refused {
        let r = me.post_json("/api/tournaments", &body).await;
        r.expect_error(status, &body.to_string());
        assert_eq!(r.json()["code"], code, "{body}: {}", r.text);
    }
    let r = site
        .post_json(
            "/api/tournaments",
            &json!({"kind": "swiss", "game": "squadro", "rounds": 3, "starts_at": soon}),
        )
        .await;
    r.expect_error(401, "a guest creates");
    let list = ok_json(site.get("/api/tournaments").await, "the list").await;
    assert_eq!(list["format"], 1);
    for status in ["upcoming", "running", "finished"] {
        assert_eq!(list[status], json!([]), "nothing stored");
    }
    // The limit of upcoming tournaments per account.
    let body = json!({"kind": "swiss", "game": "squadro", "rounds": 3, "starts_at": soon});
    let mut ids = Vec::new();
    for _ in 0..3 {
        ids.push(
            create(me, body.clone()).await["id"]
                .as_str()
                .unwrap()
                .to_string(),
        );
    }
    let r = me.post_json("/api/tournaments", &body).await;
    r.expect_error(429, "a fourth");
    assert_eq!(r.json()["code"], "tournament-too-many");
    let list = ok_json(site.get("/api/tournaments").await, "the list").await;
    assert_eq!(list["upcoming"].as_array().unwrap().len(), 3);
    let id = &ids[0];
    // Entries.
    site.post_empty(&format!("/api/tournaments/{id}/join"))
        .await
        .expect_error(401, "a guest joins");
    ok_json(
        me.post_empty(&format!("/api/tournaments/{id}/join")).await,
        "join",
    )
    .await;
    let r = me.post_empty(&format!("/api/tournaments/{id}/join")).await;
    r.expect_error(409, "joining twice");
    assert_eq!(r.json()["code"], "tournament-already-joined");
    assert_eq!(
        view(&site, id).await["players"].as_array().unwrap().len(),
        1
    );
    let r = other
        .post_empty(&format!("/api/tournaments/{id}/leave"))
        .await;
    assert_eq!(r.json()["code"], "tournament-not-joined");
    let r = other
        .post_empty(&format!("/api/tournaments/{id}/start"))
        .await;
    r.expect_error(403, "someone else's start");
    assert_eq!(r.json()["code"], "tournament-not-yours");
    assert_eq!(view(&site, id).await["starts_at"], json!(soon), "not moved");
    let r = me.post_empty(&format!("/api/tournaments/{id}/pause")).await;
    assert_eq!(r.json()["code"], "tournament-not-arena");
    let r = me
        .post_json(
            &format!("/api/tournaments/{id}/berserk"),
            &json!({"game": "x"}),
        )
        .await;
    assert_eq!(r.json()["code"], "tournament-not-arena");
    let r = site.get("/api/tournaments/nosuchtournament").await;
    r.expect_error(404, "an unknown id");
    assert_eq!(r.json()["code"], "no-such-tournament");
    // Leaving before the start removes the entry.
    let v = ok_json(
        me.post_empty(&format!("/api/tournaments/{id}/leave")).await,
        "leave",
    )
    .await;
    assert_eq!(v["players"], json!([]));
    // A running Swiss takes no more players.
    ok_json(
        me.post_empty(&format!("/api/tournaments/{id}/join")).await,
        "join",
    )
    .await;
    ok_json(
        other
            .post_empty(&format!("/api/tournaments/{id}/join"))
            .await,
        "join",
    )
    .await;
    ok_json(
        me.post_empty(&format!("/api/tournaments/{id}/start")).await,
        "start",
    )
    .await;
    wait_for(&site, id, "the start", |v| v["status"] == "running").await;
    let late = sign_up(&site, "late").await;
    let late = browser(&site, &late);
    let r = late
        .post_empty(&format!("/api/tournaments/{id}/join"))
        .await;
    r.expect_error(409, "a late entry in a Swiss");
    assert_eq!(r.json()["code"], "tournament-closed");
    let r = me.post_empty(&format!("/api/tournaments/{id}/start")).await;
    assert_eq!(r.json()["code"], "tournament-started");
    // Berserk in an arena: not offered yet, said plainly.
    let arena = create(
        other,
        json!({"kind": "arena", "game": "squadro", "minutes": 30, "starts_at": soon}),
    )
    .await;
    let aid = arena["id"].as_str().unwrap();
    let r = other
        .post_json(
            &format!("/api/tournaments/{aid}/berserk"),
            &json!({"game": "x"}),
        )
        .await;
    r.expect_error(409, "berserk");
    assert_eq!(r.json()["code"], "tournament-berserk-not-yet");
    let r = site.get(&format!("/api/tournaments/{aid}/trf")).await;
    assert_eq!(r.json()["code"], "tournament-no-trf");
}

/// Two instances on one PostgreSQL database run one Swiss; the one that paired
/// round 1 is stopped mid-round (its lease left to go stale); the other takes the
/// tournament over and nobody is paired twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_share_a_swiss_and_a_stopped_one_pairs_nobody_twice() {
    let Some(place) =
        on_postgres("two_instances_share_a_swiss_and_a_stopped_one_pairs_nobody_twice")
    else {
        return;
    };
    let clock = ManualClock::at(START);
    let a = start(&place.db(), &clock);
    let b = start(&place.db(), &clock);
    let (ca, cb) = (a.client(), b.client());
    assert_ne!(ca.instance().await, cb.instance().await);
    let mut signed = Vec::new();
    for i in 1..=6 {
        signed.push(sign_up(&ca, &format!("pg{i}")).await);
    }
    let all: Vec<(String, Client)> = signed
        .iter()
        .map(|p| (p.name.clone(), browser(&ca, p)))
        .collect();
    let t = create(
        &all[0].1,
        json!({"kind": "swiss", "game": "squadro", "rounds": 3, "starts_at": START + 60_000}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    for (_, c) in &all {
        ok_json(
            c.post_empty(&format!("/api/tournaments/{id}/join")).await,
            "join",
        )
        .await;
    }
    clock.advance(60_000);
    let v = wait_for(&cb, &id, "round 1", |v| v["round"] == 1).await;
    // Half of round 1 is played, then instance a stops.
    let first = &v["pairings"][0]["pairings"][0];
    let ps = names(&first["players"]);
    let loser = if ps[0] < ps[1] { 1 } else { 0 };
    play(
        by_name(&all, &ps[0]),
        by_name(&all, &ps[1]),
        first["game"].as_str().unwrap(),
        loser,
    )
    .await;
    a.stop();
    // Every player now goes to b, with the same session.
    let all: Vec<(String, Client)> = signed
        .iter()
        .map(|p| (p.name.clone(), browser(&cb, p)))
        .collect();
    // a's lease goes stale on the shared clock.
    clock.advance(30_000);
    play_round(
        &all,
        &wait_for(&cb, &id, "round 1", |v| v["round"] == 1).await,
        1,
    )
    .await;
    for round in 2..=3u64 {
        let v = wait_for(&cb, &id, "the next round", |v| v["round"] == json!(round)).await;
        play_round(&all, &v, round).await;
    }
    let v = wait_for(&cb, &id, "the end", |v| v["status"] == "finished").await;
    for round in v["pairings"].as_array().unwrap() {
        let mut seen = BTreeSet::new();
        for p in round["pairings"].as_array().unwrap() {
            for name in names(&p["players"]) {
                assert!(seen.insert(name.clone()), "{name} paired twice in a round");
            }
        }
        assert_eq!(seen.len(), 6);
    }
    assert_eq!(
        v["games"].as_array().unwrap().len(),
        9,
        "three rounds of three games"
    );
}

/// The next message of a tournament's socket, as JSON.
async fn pushed(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> Value {
    use futures_util::StreamExt;
    loop {
        let frame = tokio::time::timeout(WAIT, ws.next())
            .await
            .expect("a message in time")
            .expect("the socket is open")
            .expect("a frame");
        if let tokio_tungstenite::tungstenite::Message::Text(text) = frame {
            return serde_json::from_str(&text).unwrap();
        }
    }
}

/// A watcher's socket gets the view at once, then each change as it is stored:
/// entries, the start and its pairings, without asking again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_watchers_socket_follows_entries_and_pairings_live() {
    let clock = ManualClock::at(START);
    let s = start(&Place::new().db(), &clock);
    let site = s.client();
    let all = players(&site, "ws", 2).await;
    let t = create(
        &all[0].1,
        json!({"kind": "round-robin", "game": "squadro", "starts_at": START + 3_600_000}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let url = format!(
        "{}/api/tournaments/{id}/socket",
        s.base.replacen("http", "ws", 1)
    );
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let first = pushed(&mut ws).await;
    assert_eq!(first["type"], "tournament");
    assert_eq!(first["view"]["id"], id.as_str());
    assert_eq!(first["view"]["players"].as_array().unwrap().len(), 0);
    for (_, c) in &all {
        ok_json(
            c.post_empty(&format!("/api/tournaments/{id}/join")).await,
            "join",
        )
        .await;
    }
    let mut v = pushed(&mut ws).await;
    while v["view"]["players"].as_array().unwrap().len() < 2 {
        v = pushed(&mut ws).await;
    }
    ok_json(
        all[0]
            .1
            .post_empty(&format!("/api/tournaments/{id}/start"))
            .await,
        "start",
    )
    .await;
    while v["view"]["games"].as_array().unwrap().is_empty() {
        v = pushed(&mut ws).await;
    }
    assert_eq!(v["view"]["status"], "running");
    let game = &v["view"]["games"][0]["players"];
    let mut seated = names(game);
    seated.sort();
    assert_eq!(seated, vec!["ws1", "ws2"]);
    // An unknown tournament has no socket.
    let nowhere = format!(
        "{}/api/tournaments/nosuch/socket",
        s.base.replacen("http", "ws", 1)
    );
    assert!(tokio_tungstenite::connect_async(nowhere).await.is_err());
}

/// A rated Squadro game of `me` (signed in) against the computer's easy level, lost
/// by resignation once both have made the moves that make it count; returns when
/// the loss is in `me`'s rating.
async fn a_rated_loss(site: &Client, me: &Client, name: &str) {
    let body = json!({"game": "squadro", "seats": ["me", "easy"], "rated": true});
    let created = ok_json(me.post_json("/api/games", &body).await, "a rated game").await;
    let id = created["id"].as_str().unwrap();
    let token = created["seats"][0]["token"].as_str().unwrap().to_string();
    let count = cubist_server::ratings::plan::MOVES_TO_COUNT;
    let deadline = Instant::now() + WAIT;
    loop {
        let v = me.view(id, Some(&token)).await;
        let made = |seat: usize| v.moves.iter().filter(|m| m.seat == seat).count();
        if made(1) >= count && made(2) >= count {
            break;
        }
        if v.to_move.contains(&1) {
            let r = me.act(id, &token, &v.legal[0], v.ply).await;
            assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        } else {
            assert!(Instant::now() < deadline, "the computer never moved");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    let r = me
        .post_json(&format!("/api/games/{id}/resign"), &json!({"token": token}))
        .await;
    ok_json(r, "a resignation").await;
    let deadline = Instant::now() + WAIT;
    loop {
        let page = ok_json(site.get(&format!("/api/players/{name}")).await, "a page").await;
        let rated = page["ratings"].as_array().unwrap();
        if rated.iter().any(|r| r["pool"] == "squadro") {
            return;
        }
        assert!(Instant::now() < deadline, "{name} was never rated: {page}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Entry conditions (a rating, a number of rated games in the game's pool) and a
/// private tournament's code: whoever does not meet them is refused in words, the
/// entrants unchanged; a private tournament is not listed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn entry_conditions_and_codes_keep_out_whoever_does_not_meet_them() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place.db(), &clock);
    let site = s.client();
    let all = players(&site, "entry", 3).await;
    let (host, new, loser) = (&all[0].1, &all[1].1, &all[2].1);
    a_rated_loss(&site, loser, &all[2].0).await;
    let soon = START + 3_600_000;
    let swiss = json!({"kind": "swiss", "game": "squadro", "rounds": 3, "starts_at": soon});
    let with = |extra: Value| {
        let mut body = swiss.clone();
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        body
    };
    for (extra, code) in [
        (json!({"min_rating": 3001}), "tournament-min-rating-range"),
        (
            json!({"min_rated_games": 5000}),
            "tournament-min-games-range",
        ),
        (json!({"entry_code": "abc"}), "tournament-code-length"),
        (
            json!({"entry_code": "a".repeat(65)}),
            "tournament-code-length",
        ),
        (json!({"entry_code": "tab\there"}), "tournament-code-length"),
        (json!({"min_rating": -1}), "body-not-valid"),
    ] {
        let r = host
            .post_json("/api/tournaments", &with(extra.clone()))
            .await;
        r.expect_error(400, &extra.to_string());
        assert_eq!(r.json()["code"], code, "{extra}: {}", r.text);
    }
    let join = |c: &Client, id: &str, body: Option<Value>| {
        let (c, path) = (c.clone(), format!("/api/tournaments/{id}/join"));
        async move {
            match body {
                Some(b) => c.post_json(&path, &b).await,
                None => c.post_empty(&path).await,
            }
        }
    };
    // A rating of at least 1500: a newcomer's start is enough, a loss is not.
    let rated = create(host, with(json!({"min_rating": 1500}))).await;
    assert_eq!(rated["conditions"], json!({"min_rating": 1500}));
    let id = rated["id"].as_str().unwrap();
    ok_json(join(new, id, None).await, "a newcomer at 1500").await;
    let r = join(loser, id, None).await;
    r.expect_error(403, "a rating below");
    assert_eq!(r.json()["code"], "tournament-rating-below", "{}", r.text);
    assert!(
        r.json()["error"].as_str().unwrap().contains("1500"),
        "{}",
        r.text
    );
    assert_eq!(names_entered(&view(&site, id).await), [all[1].0.clone()]);
    // One rated game: the loser has it, the newcomer not.
    let games = create(host, with(json!({"min_rated_games": 1}))).await;
    let id = games["id"].as_str().unwrap();
    let r = join(new, id, None).await;
    r.expect_error(403, "no rated game");
    assert_eq!(r.json()["code"], "tournament-games-below", "{}", r.text);
    ok_json(join(loser, id, None).await, "a player with a rated game").await;
    assert_eq!(names_entered(&view(&site, id).await), [all[2].0.clone()]);
    // A private tournament: unlisted, entered with its code only.
    let private = create(host, with(json!({"entry_code": "blue moon"}))).await;
    assert_eq!(private["private"], true);
    assert_eq!(rated["private"], false);
    let id = private["id"].as_str().unwrap();
    let list = ok_json(site.get("/api/tournaments").await, "the list").await;
    let listed: Vec<&str> = list["upcoming"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap())
        .collect();
    assert_eq!(listed.len(), 2, "{list}");
    assert!(
        !listed.contains(&id),
        "a private tournament is listed: {list}"
    );
    for (body, code) in [
        (None, "tournament-code-needed"),
        (Some(json!({"code": "red moon"})), "tournament-code-wrong"),
        (Some(json!({})), "tournament-code-needed"),
    ] {
        let r = join(new, id, body.clone()).await;
        r.expect_error(403, &format!("{body:?}"));
        assert_eq!(r.json()["code"], code, "{body:?}: {}", r.text);
    }
    let r = join(new, id, Some(json!({"code": 7}))).await;
    r.expect_error(400, "a code that is not text");
    assert!(names_entered(&view(&site, id).await).is_empty());
    let v = ok_json(
        join(new, id, Some(json!({"code": "blue moon"}))).await,
        "the code",
    )
    .await;
    assert_eq!(names_entered(&v), [all[1].0.clone()]);
    let r = join(new, id, None).await;
    assert_eq!(r.json()["code"], "tournament-already-joined", "{}", r.text);
    let text = view(&site, id).await.to_string();
    assert!(
        !text.contains("blue moon"),
        "the code is in the view: {text}"
    );
    // Entries in tournaments not yet started are not results.
    let path = format!("/api/players/{}/tournaments", all[1].0);
    let mine = ok_json(site.get(&path).await, "a player's tournaments").await;
    assert_eq!(mine["tournaments"], json!([]), "{mine}");
}

/// The names in a view's standings.
fn names_entered(v: &Value) -> Vec<String> {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect()
}

/// A server like [`start`]'s that holds the site's hourly arena, each created 45
/// minutes before its start at half past the hour.
fn start_scheduled(db: &Db, clock: &ManualClock) -> Server {
    let series = cubist_server::tournaments::schedule::parse(
        r#"[{"name": "hourly", "every_minutes": 60, "offset_minutes": 30, "ahead_minutes": 45,
             "tournament": {"kind": "arena", "game": "squadro", "clock": "3+2",
                            "minutes": 20, "min_rating": 1200}}]"#,
        START,
    )
    .expect("a schedule");
    let clock = clock.clone();
    Server::start_with(db, move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
        c.tournaments.tick = Duration::from_millis(40);
        c.tournament_schedule = series;
    })
}

/// The ids and starts of the listed tournaments of one status.
fn listed(list: &Value, status: &str) -> Vec<(String, u64)> {
    list[status]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["id"].as_str().unwrap().to_string(),
                t["starts_at"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// Wait until the list's upcoming and running tournaments are `upcoming` and
/// `running` in number.
async fn wait_listed(c: &Client, upcoming: usize, running: usize) -> Value {
    let deadline = Instant::now() + WAIT;
    loop {
        let list = ok_json(c.get("/api/tournaments").await, "the list").await;
        if listed(&list, "upcoming").len() == upcoming && listed(&list, "running").len() == running
        {
            return list;
        }
        assert!(
            Instant::now() < deadline,
            "waited for the schedule: {list:#}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The site's schedule on `place`, with `instances` servers sharing its database:
/// each tournament is created once, 45 minutes before its start, as the series
/// says; a restart creates nothing twice.
async fn scheduled(place: &Place, instances: usize) {
    let clock = ManualClock::at(START); // 08:00 UTC
    let servers: Vec<Server> = (0..instances)
        .map(|_| start_scheduled(&place.db(), &clock))
        .collect();
    let site = servers[0].client();
    let list = wait_listed(&site, 1, 0).await;
    let first = listed(&list, "upcoming")[0].clone();
    assert_eq!(first.1, START + 30 * 60_000, "08:30: {list}");
    let t = &list["upcoming"][0];
    assert_eq!(t["creator"], "Cubist");
    assert_eq!(t["kind"], "arena");
    assert_eq!(t["conditions"], json!({"min_rating": 1200}));
    // Nobody starts the site's tournament early.
    let who = sign_up(&site, "early").await;
    let r = browser(&site, &who)
        .post_empty(&format!("/api/tournaments/{}/start", first.0))
        .await;
    r.expect_error(403, "a player starts the site's tournament");
    // 08:50: the 08:30 arena runs, the 09:30 one is listed.
    clock.advance(50 * 60_000);
    let list = wait_listed(&site, 1, 1).await;
    assert_eq!(listed(&list, "running"), std::slice::from_ref(&first));
    let second = listed(&list, "upcoming")[0].clone();
    assert_eq!(second.1, START + 90 * 60_000);
    // Every instance restarted: the same two, nothing created twice.
    drop(servers);
    let again = start_scheduled(&place.db(), &clock);
    let c = again.client();
    let v = view(&c, &second.0).await;
    assert_eq!(v["status"], "upcoming");
    for _ in 0..10 {
        // A few of the director's ticks: nothing more appears.
        tokio::time::sleep(Duration::from_millis(50)).await;
        let list = ok_json(c.get("/api/tournaments").await, "the list").await;
        assert_eq!(
            listed(&list, "upcoming"),
            std::slice::from_ref(&second),
            "{list:#}"
        );
        assert_eq!(
            listed(&list, "running"),
            std::slice::from_ref(&first),
            "{list:#}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sites_schedule_creates_each_tournament_once_before_it_starts() {
    scheduled(&Place::new(), 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_postgres_create_each_scheduled_tournament_once() {
    let Some(place) =
        on_postgres("two_instances_on_postgres_create_each_scheduled_tournament_once")
    else {
        return;
    };
    scheduled(&place, 2).await;
}

/// A tournament's socket opened by `cookie`'s browser (or a guest's).
async fn tournament_socket(
    s: &Server,
    id: &str,
    cookie: Option<&str>,
) -> tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let url = format!(
        "{}/api/tournaments/{id}/socket",
        s.base.replacen("http", "ws", 1)
    );
    let mut req = url.into_client_request().unwrap();
    if let Some(cookie) = cookie {
        req.headers_mut().insert("cookie", cookie.parse().unwrap());
        req.headers_mut().insert("origin", s.base.parse().unwrap());
    }
    tokio_tungstenite::connect_async(req).await.unwrap().0
}

/// The next `chat` message of a socket, the views before it passed over.
async fn next_chat(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> Vec<String> {
    loop {
        let m = pushed(ws).await;
        if m["type"] == "chat" {
            assert_eq!(m["format"], 1);
            return m["messages"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| {
                    format!(
                        "{}: {}",
                        l["name"].as_str().unwrap(),
                        l["text"].as_str().unwrap()
                    )
                })
                .collect();
        }
    }
}

/// A tournament's chat: signed-in players write, anyone reads, live over the
/// socket; nobody is sent the messages of an account they block, in a read or on
/// the socket; bad text and a writer past the rate are refused with nothing stored;
/// a moderator reads the whole chat, anyone else is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_chat_is_live_and_hides_whom_a_reader_blocks() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place.db(), &clock);
    let site = s.client();
    let ann = sign_up(&site, "ann").await;
    let bea = sign_up(&site, "bea").await;
    let (a, b) = (browser(&site, &ann), browser(&site, &bea));
    let t = create(
        &a,
        json!({"kind": "arena", "game": "squadro", "minutes": 30, "starts_at": START + 3_600_000}),
    )
    .await;
    let id = t["id"].as_str().unwrap().to_string();
    let path = format!("/api/tournaments/{id}/chat");
    ok_json(
        b.post_json("/api/me/blocks", &json!({"name": "ann"})).await,
        "a block",
    )
    .await;
    let mut guest_ws = tournament_socket(&s, &id, None).await;
    let mut bea_ws = tournament_socket(&s, &id, Some(&bea.cookie)).await;
    let r = a
        .post_json(&path, &json!({"text": "  good luck all  "}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json()["messages"][0]["text"], "good luck all");
    assert_eq!(next_chat(&mut guest_ws).await, ["ann: good luck all"]);
    ok_json(
        b.post_json(&path, &json!({"text": "thanks"})).await,
        "bea says",
    )
    .await;
    // Bea's socket never had ann's message: the first it gets is her own.
    assert_eq!(next_chat(&mut bea_ws).await, ["bea: thanks"]);
    assert_eq!(next_chat(&mut guest_ws).await, ["bea: thanks"]);
    let read = |c: &Client| {
        let (c, path) = (c.clone(), path.clone());
        async move {
            let v = ok_json(c.get(&path).await, "a read").await;
            v["messages"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["text"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(read(&site).await, ["good luck all", "thanks"]);
    assert_eq!(read(&b).await, ["thanks"], "bea blocks ann");
    // Refusals, nothing stored.
    let r = site.post_json(&path, &json!({"text": "hi"})).await;
    r.expect_error(401, "a guest writes");
    assert_eq!(r.json()["code"], "tournament-chat-sign-in");
    for (text, code) in [
        (json!(""), "chat-empty"),
        (json!("x".repeat(301)), "chat-too-long"),
        (json!("two\nlines"), "chat-one-line"),
    ] {
        let r = a.post_json(&path, &json!({"text": text})).await;
        r.expect_error(400, code);
        assert_eq!(r.json()["code"], code, "{}", r.text);
    }
    let r = a
        .post_json(
            "/api/tournaments/nosuchtournament/chat",
            &json!({"text": "hi"}),
        )
        .await;
    r.expect_error(404, "an unknown tournament");
    // The rate: a burst, then one per interval of the server's clock.
    let burst = cubist_server::chat::CHAT_BURST as usize;
    for i in 1..burst {
        ok_json(
            a.post_json(&path, &json!({"text": format!("n{i}")})).await,
            "burst",
        )
        .await;
    }
    let r = a.post_json(&path, &json!({"text": "one too many"})).await;
    r.expect_error(429, "past the rate");
    assert_eq!(r.json()["code"], "too-many-chat-messages");
    assert_eq!(
        read(&site).await.len(),
        2 + burst - 1,
        "nothing more stored"
    );
    clock.advance(cubist_server::chat::CHAT_EVERY.as_millis() as u64);
    ok_json(
        a.post_json(&path, &json!({"text": "later"})).await,
        "after a wait",
    )
    .await;
    // Moderators read it all.
    let mod_path = format!("/api/mod/tournaments/{id}/chat");
    site.get(&mod_path).await.expect_error(401, "a guest");
    b.get(&mod_path).await.expect_error(403, "a player");
    grant(
        &place.db(),
        "bea",
        cubist_server::moderation::store::Role::Moderator,
    )
    .await;
    let all = ok_json(b.get(&mod_path).await, "a moderator's read").await;
    assert_eq!(
        all["messages"].as_array().unwrap().len(),
        2 + burst,
        "{all}"
    );
    assert_eq!(
        all["messages"][0]["name"], "ann",
        "nothing hidden from a moderator"
    );
}
