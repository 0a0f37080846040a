//! Puzzles on a real server, on the hand-checked sets of `puzzle_fixture.jsonl`: the
//! next puzzle never carries its solution; right moves are answered with the
//! solution's replies and a wrong one with the solution and why; a signed-in player's
//! first finished attempt moves their rating and the puzzle's once, later ones and
//! guests' none, and a restart keeps the ratings; bad input is refused changing
//! nothing; a set with a bad line is refused whole.

use crate::support;

use std::sync::Arc;

use cubist_server::puzzles::PuzzleSet;
use cubist_server::store::SqlStore;
use cubist_session::puzzle::{parse_puzzles, Puzzle};
use cubist_session::ManualClock;
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

const FIXTURE: &str = include_str!("puzzle_fixture.jsonl");

fn fixture() -> Vec<PuzzleSet> {
    vec![PuzzleSet {
        name: "puzzle_fixture.jsonl".into(),
        text: FIXTURE.into(),
    }]
}

/// A server serving the fixture's puzzles on `clock`.
fn server(db: &Db, clock: &ManualClock) -> Server {
    let clock = clock.clone();
    Server::start_with(db, move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
        c.puzzle_sets = fixture();
    })
}

fn puzzle(id: &str) -> Puzzle {
    parse_puzzles(FIXTURE)
        .expect("the fixture reads")
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("{id} is not in the fixture"))
}

async fn next(c: &Client) -> Value {
    let r = c.get("/api/puzzles/squadro/next").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    r.json()
}

async fn attempt(c: &Client, id: &str, moves: &[&str]) -> Reply {
    c.post_json(
        &format!("/api/puzzles/{id}/attempt"),
        &json!({ "moves": moves }),
    )
    .await
}

async fn judged(c: &Client, id: &str, moves: &[&str]) -> Value {
    let r = attempt(c, id, moves).await;
    assert_eq!(r.status, StatusCode::OK, "{moves:?}: {}", r.text);
    r.json()
}

/// The puzzle's stored rating and rated plays.
async fn stored(db: &Db, id: &str) -> (f64, u64) {
    let store = SqlStore::connect(&db.url)
        .await
        .expect("the database opens");
    let p = store.puzzle(id).await.unwrap().expect("stored");
    (p.skill.rating, p.plays)
}

/// A legal move of the solver that is not the solution's first (lane 5 is open in
/// every fixture puzzle).
const WRONG: &str = "5";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guests_solve_unrated_and_never_see_the_solution_first() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let c = s.client();

    let n = next(&c).await;
    let mut keys: Vec<&str> = n.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "board",
            "format",
            "game",
            "goal",
            "id",
            "rated",
            "rating",
            "seat",
            "seat_name",
            "themes",
            "themes_said",
            "title"
        ],
        "{n}"
    );
    let p = puzzle(n["id"].as_str().unwrap());
    assert_eq!(
        (n["seat"].as_u64(), n["goal"].as_str()),
        (Some(1), Some("win"))
    );
    assert_eq!(
        (n["rating"].as_i64(), n["rated"].as_bool()),
        (Some(1500), Some(false))
    );
    assert_eq!(n["board"]["side"], 1, "drawn from the solver's side");
    let choices: Vec<&str> = n["board"]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        choices,
        ["2", "5"],
        "the solver's legal moves, nothing more"
    );
    assert!(!n.to_string().contains(&p.position), "{n}");

    // Puzzle 2: the first move is answered with Dark's reply, the second solves.
    let right = judged(&c, "squadro-90002", &["2"]).await;
    assert_eq!(
        (right["result"].as_str(), right["solved"].as_bool()),
        (Some("right"), Some(false))
    );
    let played: Vec<(&str, u64)> = right["played"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["action"].as_str().unwrap(), s["seat"].as_u64().unwrap()))
        .collect();
    assert_eq!(played, [("2", 1), ("4", 2)]);
    assert!(!right["board"]["choices"].as_array().unwrap().is_empty());
    assert_eq!(right["solution"], json!([]), "no solution while it runs");
    assert!(
        right.get("rating").is_none() && right.get("why").is_none(),
        "{right}"
    );
    let solved = judged(&c, "squadro-90002", &["2", "2"]).await;
    assert_eq!(
        (solved["result"].as_str(), solved["solved"].as_bool()),
        (Some("solved"), Some(true))
    );
    assert_eq!(solved["rating"], 1500);
    assert!(
        solved.get("player").is_none(),
        "a guest is unrated: {solved}"
    );
    assert_eq!(solved["solution"].as_array().unwrap().len(), 3);

    // A wrong move: the solution and why (Dark then wins at once).
    let wrong = judged(&c, "squadro-90001", &[WRONG]).await;
    assert_eq!(
        (wrong["result"].as_str(), wrong["solved"].as_bool()),
        (Some("wrong"), Some(false))
    );
    let why = wrong["why"].as_str().unwrap();
    assert!(why.starts_with("After 5, Dark plays 4 and wins"), "{why}");
    let line: Vec<&str> = wrong["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["action"].as_str().unwrap())
        .collect();
    assert_eq!(line, puzzle("squadro-90001").solution);
    assert!(wrong["board"]["choices"].as_array().unwrap().is_empty());
    // Where no reply wins at once, the sentence names the only move and the line.
    let wrong = judged(&c, "squadro-90002", &[WRONG]).await;
    let why = wrong["why"].as_str().unwrap();
    assert!(
        why.contains("only 2 keeps it") && why.contains("2, 4, 2"),
        "{why}"
    );
    assert!(why.contains("Light wins"), "{why}");

    for id in ["squadro-90001", "squadro-90002"] {
        assert_eq!(stored(&place.db(), id).await, (1500.0, 0), "{id}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_first_attempt_is_rated_once_and_kept_over_a_restart() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let site = s.client();
    let player = sign_up(&site, "solver").await;
    let me = browser(&site, &player);

    let n = next(&me).await;
    assert_eq!(n["rated"], true);
    let id = n["id"].as_str().unwrap().to_string();
    let failed = judged(&me, &id, &[WRONG]).await;
    let change = &failed["player"];
    assert_eq!(change["before"], 1500.0);
    assert!(change["change"].as_f64().unwrap() < 0.0, "{failed}");
    assert!(
        failed["rating"].as_i64().unwrap() > 1500,
        "the puzzle won: {failed}"
    );
    let (after_fail, plays) = stored(&place.db(), &id).await;
    assert_eq!(plays, 1);

    // Later attempts on it are stored but move nothing, solved or not.
    clock.advance(1_000);
    let again = judged(&me, &id, &[WRONG]).await;
    assert!(again.get("player").is_none(), "{again}");
    clock.advance(1_000);
    let sol: Vec<String> = puzzle(&id).solution.iter().step_by(2).cloned().collect();
    let sol: Vec<&str> = sol.iter().map(String::as_str).collect();
    let solved = judged(&me, &id, &sol).await;
    assert_eq!(
        (solved["solved"].as_bool(), solved.get("player")),
        (Some(true), None)
    );
    assert_eq!(stored(&place.db(), &id).await, (after_fail, 1));

    // The next puzzle is another; solving it raises the rating.
    let other = next(&me).await;
    let other_id = other["id"].as_str().unwrap().to_string();
    assert_ne!(other_id, id);
    clock.advance(1_000);
    let sol: Vec<String> = puzzle(&other_id)
        .solution
        .iter()
        .step_by(2)
        .cloned()
        .collect();
    let mut moves: Vec<&str> = Vec::new();
    let mut last = Value::Null;
    for m in &sol {
        moves.push(m);
        last = judged(&me, &other_id, &moves).await;
    }
    assert_eq!(last["solved"], true);
    let up = &last["player"];
    assert!(up["change"].as_f64().unwrap() > 0.0, "{last}");

    let history = me.get("/api/me/puzzles").await.json();
    assert_eq!(history["total"], 4, "{history}");
    let items = history["items"].as_array().unwrap();
    let first = &items[0];
    assert_eq!(
        (first["puzzle"].as_str(), first["solved"].as_bool()),
        (Some(other_id.as_str()), Some(true))
    );
    assert_eq!(first["rated"], true);
    assert_eq!(first["rating_change"], up["change"]);
    assert_eq!(
        (items[1]["rated"].as_bool(), items[1].get("rating_change")),
        (Some(false), None)
    );
    let ratings = history["ratings"].as_array().unwrap();
    assert_eq!(ratings.len(), 1);
    assert_eq!(
        (ratings[0]["game"].as_str(), ratings[0]["attempts"].as_u64()),
        (Some("squadro"), Some(2))
    );
    assert_eq!(ratings[0]["rating"], up["after"]);

    // Loading the sets again at start keeps every rating.
    let s = s.restart();
    assert_eq!(stored(&place.db(), &id).await, (after_fail, 1));
    let me = browser(&s.client(), &player);
    let later = me.get("/api/me/puzzles").await.json();
    assert_eq!(later["ratings"], history["ratings"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_is_refused_and_changes_nothing() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let site = s.client();
    let player = sign_up(&site, "careful").await;
    let me = browser(&site, &player);

    let e = me
        .get("/api/puzzles/chess/next")
        .await
        .expect_error(404, "no such game");
    assert!(e.contains("chess"), "{e}");
    let e = me
        .get("/api/puzzles/tilt/next")
        .await
        .expect_error(404, "no puzzles");
    assert!(e.contains("Tilt"), "{e}");
    attempt(&me, "squadro-00000", &["2"])
        .await
        .expect_error(404, "no such puzzle");
    let id = "squadro-90001";
    let cases: [(Value, &str); 5] = [
        (json!({"moves": []}), "at least one"),
        (json!({"moves": ["x"]}), "move 1 (x)"),
        (json!({"moves": ["1"]}), "move 1 (1)"),
        (json!({"moves": ["2", "2"]}), "solved"),
        (json!({"moves": ["2"], "more": 1}), "more"),
    ];
    for (body, says) in cases {
        let r = me
            .post_json(&format!("/api/puzzles/{id}/attempt"), &body)
            .await;
        let e = r.expect_error(400, says);
        assert!(e.contains(says), "{body}: {e}");
    }
    let r = me
        .post_bytes(
            &format!("/api/puzzles/{id}/attempt"),
            b"{\"moves\":".to_vec(),
        )
        .await;
    r.expect_error(400, "malformed JSON");
    let long = "9".repeat(65);
    attempt(&me, id, &[long.as_str()])
        .await
        .expect_error(400, "a long move");
    // With the session cookie from another site: refused.
    let r = me
        .http
        .post(me.url(&format!("/api/puzzles/{id}/attempt")))
        .header("origin", "https://evil.example")
        .json(&json!({"moves": ["5"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);

    let history = me.get("/api/me/puzzles").await.json();
    assert_eq!(
        (
            history["total"].as_u64(),
            history["ratings"].as_array().map(Vec::len)
        ),
        (Some(0), Some(0))
    );
    assert_eq!(stored(&place.db(), id).await, (1500.0, 0));
    site.get("/api/me/puzzles")
        .await
        .expect_error(401, "a guest has no history");
    me.get("/api/me/puzzles?page=0")
        .await
        .expect_error(400, "page 0");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_set_with_a_bad_line_is_refused_whole() {
    let place = Place::new();
    let store = SqlStore::connect(&place.db().url).await.unwrap();
    let first = FIXTURE.lines().next().unwrap();
    let broken = first.replace("\"solution\":[\"2\"]", "\"solution\":[\"1\"]");
    let set = PuzzleSet {
        name: "broken.jsonl".into(),
        text: format!("{}\n{broken}\n", FIXTURE.lines().nth(1).unwrap()).into(),
    };
    let e = cubist_server::puzzles::load(&store, &[set])
        .await
        .unwrap_err();
    assert!(e.contains("broken.jsonl") && e.contains("line 2"), "{e}");
    assert!(
        store.puzzle("squadro-90002").await.unwrap().is_none(),
        "nothing stored"
    );
    assert_eq!(
        cubist_server::puzzles::load(&store, &fixture()).await,
        Ok(3)
    );
    assert_eq!(
        cubist_server::puzzles::load(&store, &fixture()).await,
        Ok(0)
    );
}

/// Every body of the puzzle API at its version is the committed schema in
/// `docs/wire/server/` (written when missing with `CUBIST_WRITE_WIRE=1`).
#[test]
fn the_puzzle_api_schemas_match_the_committed_files_for_their_version() {
    for (file, schema) in cubist_server::puzzles::wire::puzzles_schema_texts() {
        cubist_session::schema_files::check_committed(
            "docs/wire/server",
            &file,
            &schema,
            &file,
            "PUZZLES_FORMAT",
            "cargo test -p cubist-server --test server puzzles::the_puzzle_api_schemas",
        );
    }
}

/// `/puzzles/history` is the player's attempts: no game may take its name for its
/// puzzles' page.
#[test]
fn no_game_is_named_like_the_puzzle_history_page() {
    assert!(!cubist_games::NAMES.contains(&"history"));
}

async fn get(c: &Client, id: &str) -> Reply {
    c.get(&format!("/api/puzzles/{id}")).await
}

/// A puzzle opened by its id (the history's link) is the one asked for, without its
/// solution, and unrated once the player has a rated attempt on it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_opened_again_by_its_id() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let site = s.client();
    let player = sign_up(&site, "again").await;
    let me = browser(&site, &player);

    let shown = get(&me, "squadro-90002").await;
    assert_eq!(shown.status, StatusCode::OK, "{}", shown.text);
    let shown = shown.json();
    assert_eq!(
        (shown["id"].as_str(), shown["rated"].as_bool()),
        (Some("squadro-90002"), Some(true))
    );
    assert_eq!(shown["title"], "Squadro");
    assert!(!shown.to_string().contains("solution"), "{shown}");
    judged(&me, "squadro-90002", &[WRONG]).await;
    let again = get(&me, "squadro-90002").await.json();
    assert_eq!(again["rated"], false, "{again}");
    assert_eq!(again["board"], shown["board"]);
    get(&site, "squadro-99999")
        .await
        .expect_error(404, "no puzzle 'squadro-99999'");
}

/// The puzzle of the day: one per game with puzzles, the same for a guest and a
/// signed-in player all day, picked from the day on the server's clock, and another
/// the next day; with its picture and never its solution.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_puzzle_of_the_day_is_everyones_until_the_day_changes() {
    use cubist_server::puzzles::daily::{day_of, pick, DAY_MS};
    use cubist_session::Clock;
    let place = Place::new();
    // 2026-11-29, 10:00 UTC.
    let clock = ManualClock::at(1_795_910_400_000 + 10 * 3_600_000);
    let s = server(&place.db(), &clock);
    let site = s.client();
    let player = sign_up(&site, "daily").await;
    let me = browser(&site, &player);
    let ids = ["squadro-90001", "squadro-90002", "squadro-90003"];
    let expected = |now_ms: u64| ids[pick(day_of(now_ms), "squadro", 3).unwrap() as usize];

    let r = site.get("/api/puzzles/daily").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let daily = r.json();
    assert_eq!(
        (daily["format"].as_u64(), daily["date"].as_str()),
        (Some(2), Some("2026-11-29")),
        "{daily}"
    );
    let list = daily["puzzles"].as_array().unwrap();
    assert_eq!(list.len(), 1, "only Squadro has puzzles here: {daily}");
    let p = &list[0];
    let mut keys: Vec<&str> = p.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "game",
            "goal",
            "id",
            "rating",
            "seat_name",
            "svg",
            "themes",
            "themes_said",
            "title"
        ]
    );
    assert_eq!(p["id"], expected(clock.now_ms()));
    assert_eq!(
        (
            p["game"].as_str(),
            p["title"].as_str(),
            p["rating"].as_i64()
        ),
        (Some("squadro"), Some("Squadro"), Some(1500))
    );
    assert_eq!(p["seat_name"], "Light");
    assert!(p["svg"].as_str().unwrap().starts_with("<svg"), "{p}");
    assert!(!daily.to_string().contains("solution"), "{daily}");

    // Everyone, all day.
    clock.advance(13 * 3_600_000);
    assert_eq!(
        me.get("/api/puzzles/daily").await.json()["puzzles"],
        daily["puzzles"]
    );

    // Each day its own, from the days the set goes round.
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..12 {
        clock.advance(DAY_MS);
        let next = site.get("/api/puzzles/daily").await.json();
        assert_ne!(next["date"], daily["date"]);
        assert_eq!(next["puzzles"][0]["id"], expected(clock.now_ms()));
        seen.insert(next["puzzles"][0]["id"].as_str().unwrap().to_string());
    }
    assert_eq!(seen.len(), 3, "every puzzle has its days: {seen:?}");
}

/// A server on `db` serving the fixture's puzzles but those of `dropped`.
fn server_without(db: &Db, clock: &ManualClock, dropped: &[&str]) -> Server {
    let clock = clock.clone();
    let text: String = FIXTURE
        .lines()
        .filter(|l| {
            !dropped
                .iter()
                .any(|id| l.contains(&format!("\"id\":\"{id}\"")))
        })
        .map(|l| format!("{l}\n"))
        .collect();
    Server::start_with(db, move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
        c.puzzle_sets = vec![PuzzleSet {
            name: "revised.jsonl".into(),
            text: text.into(),
        }];
    })
}

/// A site that stored a set before it was revised serves none of the puzzles the set
/// dropped (not next, not by id, not as the puzzle of the day, not in the counts),
/// while the attempts on them stay in the players' histories with their ratings; a
/// puzzle back in the set is served again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_a_set_dropped_are_retired_and_their_attempts_kept() {
    let place = Place::new();
    let clock = ManualClock::at(1_795_910_400_000);
    let s = server(&place.db(), &clock);
    let player = sign_up(&s.client(), "veteran").await;
    let me = browser(&s.client(), &player);
    let dropped = "squadro-90003";
    let failed = judged(&me, dropped, &[WRONG]).await;
    assert!(
        failed["player"]["change"].as_f64().unwrap() < 0.0,
        "{failed}"
    );
    let before = me.get("/api/me/puzzles").await.json();
    assert_eq!(before["total"], 1);
    s.stop();

    let s = server_without(&place.db(), &clock, &[dropped]);
    let guest = s.client();
    let me = browser(&guest, &player);
    let games = guest.get("/api/puzzles").await.json();
    let squadro = games["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["game"] == "squadro")
        .unwrap();
    assert_eq!(squadro["puzzles"], 2, "{games}");
    for _ in 0..20 {
        assert_ne!(next(&guest).await["id"], dropped);
    }
    for _ in 0..20 {
        clock.advance(cubist_server::puzzles::daily::DAY_MS);
        let daily = guest.get("/api/puzzles/daily").await.json();
        assert_ne!(daily["puzzles"][0]["id"], dropped, "{daily}");
    }
    let e = get(&me, dropped)
        .await
        .expect_error(410, "a retired puzzle by its id");
    assert!(e.contains("no longer served"), "{e}");
    attempt(&me, dropped, &["2"])
        .await
        .expect_error(410, "an attempt on a retired puzzle");
    // The history is as it was, the rating too; the row is kept.
    let after = me.get("/api/me/puzzles").await.json();
    assert_eq!(after, before);
    assert_eq!(after["items"][0]["puzzle"], dropped);
    assert_eq!(stored(&place.db(), dropped).await.1, 1);
    s.stop();

    // Back in the set: served again.
    let s = server(&place.db(), &clock);
    assert_eq!(get(&s.client(), dropped).await.status, StatusCode::OK);
    let games = s.client().get("/api/puzzles").await.json();
    assert!(games.to_string().contains("\"puzzles\":3"), "{games}");
}

/// The puzzle of the day and the next puzzle in French: the themes said in French
/// beside the stored machine words, the seat named in French; English as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_shown_in_the_readers_language() {
    let place = Place::new();
    let clock = ManualClock::at(1_795_910_400_000);
    let s = server(&place.db(), &clock);
    let c = s.client();

    let n = c.get("/api/puzzles/squadro/next?lang=fr").await;
    assert_eq!(n.status, StatusCode::OK, "{}", n.text);
    let n = n.json();
    let stored = puzzle(n["id"].as_str().unwrap());
    assert_eq!(n["themes"], json!(stored.themes), "{n}");
    assert_eq!(n["themes"], json!(["race"]), "{n}");
    assert_eq!(n["themes_said"], json!(["course"]), "{n}");
    assert_eq!(n["seat_name"], "Clair", "{n}");

    let daily = c.get("/api/puzzles/daily?lang=fr").await.json();
    let p = &daily["puzzles"][0];
    assert_eq!(
        (&p["themes"], &p["themes_said"], &p["seat_name"]),
        (&json!(["race"]), &json!(["course"]), &json!("Clair")),
        "{daily}"
    );

    let english = c.get("/api/puzzles/daily").await.json();
    let p = &english["puzzles"][0];
    assert_eq!(
        (&p["themes"], &p["themes_said"], &p["seat_name"]),
        (&json!(["race"]), &json!(["race"]), &json!("Light")),
        "{english}"
    );
}
