//! Timed games on the server, on a hand-moved clock: time controls at creation, a
//! seat that runs out losing with those words, a correspondence game out of memory
//! run out by the sweep, a restart that neither gives time back nor charges the
//! time it was down, and two instances racing to decide one timeout.

use crate::support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use cubist_session::{Clock, ManualClock, MatchView, QUOTA_START_MS};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

const START: u64 = 1_000_000;
/// How often the servers here sweep for clocks run out.
const SWEEP: Duration = Duration::from_millis(20);
const PATIENCE: Duration = Duration::from_secs(30);

/// A server on the place's database whose clocks read `clock`.
fn start(
    place: &Place,
    clock: &ManualClock,
    configure: impl FnOnce(&mut cubist_server::Config),
) -> Server {
    let clock = clock.clone();
    Server::start_with(&place.db(), move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
        c.sweep = SWEEP;
        configure(c);
    })
}

/// Create a game of two people on `clock`; returns its id and tokens.
async fn timed_game(c: &Client, clock: Value) -> (String, [String; 2]) {
    let r = c
        .create_raw(&json!({"game": "squadro", "seats": ["human", "human"], "clock": clock, "listed": true}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let v = r.json();
    let token = |i: usize| v["seats"][i]["token"].as_str().unwrap().to_string();
    (v["id"].as_str().unwrap().to_string(), [token(0), token(1)])
}

/// The seat (from 1) to move and its first legal action.
async fn first_move(c: &Client, id: &str, tokens: &[String; 2]) -> (usize, String, MatchView) {
    let v = c.view(id, Some(&tokens[0])).await;
    let seat = v.to_move[0];
    let v = c.view(id, Some(&tokens[seat - 1])).await;
    let action = v.legal[0].clone();
    (seat, action, v)
}

/// Play the first legal action of the seat to move.
async fn play_one(c: &Client, id: &str, tokens: &[String; 2]) -> MatchView {
    let (seat, action, v) = first_move(c, id, tokens).await;
    let r = c.act(id, &tokens[seat - 1], &action, v.ply).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    r.view()
}

/// Wait, without loading the game, until the database lists it as over.
async fn listed_over(c: &Client, id: &str) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let games = c.get("/api/games?status=over").await.json();
        let over = games["games"]
            .as_array()
            .is_some_and(|l| l.iter().any(|g| g["id"] == id));
        if over {
            return;
        }
        assert!(Instant::now() < deadline, "the game never ended");
        tokio::time::sleep(SWEEP).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn time_controls_are_read_at_creation_and_bad_ones_refused() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |_| {});
    let c = s.client();
    for (asked, control) in [
        (
            json!("5+3"),
            json!({"initial_ms": 300000, "increment_ms": 3000}),
        ),
        (json!("1d"), json!({"per_move_ms": 86400000})),
        (
            json!({"initial_ms": 2000, "increment_ms": 0}),
            json!({"initial_ms": 2000, "increment_ms": 0}),
        ),
    ] {
        let (id, tokens) = timed_game(&c, asked).await;
        let v = c.view(&id, Some(&tokens[0])).await;
        assert_eq!(serde_json::to_value(v.time_control).unwrap(), control);
        assert_eq!(v.clocks.len(), 2);
        assert!(v.clocks.iter().all(|k| !k.running && !k.flagged));
        // The lobby's list shows the control of each open game.
        let open = c.get("/api/games?status=open").await.json();
        let listed = open["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id.as_str());
        assert_eq!(listed.unwrap()["time_control"], control);
    }
    let (id, _) = timed_game(&c, json!("untimed")).await;
    assert!(c.view(&id, None).await.clocks.is_empty());
    for bad in [
        json!("5"),
        json!("0+1"),
        json!({"initial_ms": 10, "increment_ms": 0}),
        json!({"per_move": 5}),
        json!(7),
    ] {
        let r = c
            .create_raw(&json!({"game": "squadro", "seats": ["human", "human"], "clock": bad}))
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{bad}: {}", r.text);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_catalog_offers_the_presets_and_limits_that_creation_keeps() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |_| {});
    let c = s.client();
    let offered = c.get("/api/catalog").await.json()["clock"].clone();
    assert_eq!(
        offered["real_time"],
        json!(["1+0", "3+2", "5+3", "10+5", "15+10", "30+20"])
    );
    assert_eq!(offered["correspondence"], json!(["1d", "3d"]));
    let presets = offered["real_time"].as_array().unwrap().iter();
    for preset in presets.chain(offered["correspondence"].as_array().unwrap()) {
        timed_game(&c, preset.clone()).await;
    }
    let least = offered["min_ms"].as_u64().unwrap();
    let most = offered["max_ms"].as_u64().unwrap();
    assert_eq!((least, most), (1_000, 365 * 86_400_000));
    timed_game(&c, json!({"per_move_ms": least})).await;
    timed_game(&c, json!({"initial_ms": most, "increment_ms": most})).await;
    for bad in [
        json!({"per_move_ms": least - 1}),
        json!({"initial_ms": least - 1, "increment_ms": 0}),
        json!({"initial_ms": most + 1, "increment_ms": 0}),
        json!({"initial_ms": least, "increment_ms": most + 1}),
    ] {
        let r = c
            .create_raw(&json!({"game": "squadro", "seats": ["human", "human"], "clock": bad}))
            .await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{bad}: {}", r.text);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_that_runs_out_loses_with_those_words_and_cannot_move_after() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |_| {});
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!({"initial_ms": 2000, "increment_ms": 1000})).await;
    // Each seat makes its first move (before, running out would abort the game).
    play_one(&c, &id, &tokens).await;
    let after = play_one(&c, &id, &tokens).await;
    let late = after.to_move[0];
    let mut watch = c.ws(&id, Some(&tokens[late - 1])).await;
    let seen = watch.next_view().await;
    assert!(seen.clocks[late - 1].running);
    clock.advance(1_500);
    assert_eq!(c.view(&id, None).await.clocks[late - 1].remaining_ms, 500);
    clock.advance(500 + QUOTA_START_MS);
    let end = wait_view(&c, &id, None, "the timeout", |v| v.result.is_some()).await;
    let loser_name = &end.seats[late - 1].name;
    assert_eq!(
        end.result_text.as_deref().unwrap(),
        format!(
            "{} wins ({loser_name} ran out of time)",
            end.seats[2 - late].name
        )
    );
    assert!(end.clocks[late - 1].flagged);
    assert_eq!(end.events.last().unwrap().event, "timeout");
    // The socket of the seat that ran out heard it too.
    loop {
        if watch.next_view().await.result.is_some() {
            break;
        }
    }
    let v = c.view(&id, Some(&tokens[late - 1])).await;
    let r = c.act(&id, &tokens[late - 1], "1", v.ply).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    let record = c.game_record(&id).await;
    assert_eq!(record.actions[0].left_ms, Some(2_000));
    assert_eq!(record.actions[1].left_ms, Some(3_000));
    assert!(record.clock.is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_after_the_deadline_is_refused_and_the_timeout_recorded() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    // No sweep to speak of: the late move itself finds the clock run out.
    let s = start(&place, &clock, |c| c.sweep = Duration::from_secs(3600));
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!({"initial_ms": 2000, "increment_ms": 0})).await;
    play_one(&c, &id, &tokens).await;
    play_one(&c, &id, &tokens).await;
    let (seat, action, v) = first_move(&c, &id, &tokens).await;
    clock.advance(2_000 + QUOTA_START_MS);
    let r = c.act(&id, &tokens[seat - 1], &action, v.ply).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    let end = c.view(&id, None).await;
    assert!(end.result_text.unwrap().contains("ran out of time"));
    assert_eq!(end.ply, 2, "the late move was not played");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_thinking_time_a_client_reports_is_charged_within_the_allowance() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |_| {});
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!({"initial_ms": 60000, "increment_ms": 0})).await;
    play_one(&c, &id, &tokens).await;
    let (seat, action, v) = first_move(&c, &id, &tokens).await;
    clock.advance(3_000);
    let r = c
        .post_json(
            &format!("/api/games/{id}/actions"),
            &json!({"token": tokens[seat - 1], "action": action, "ply": v.ply, "think_ms": 2800}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let after = r.view();
    assert_eq!(
        after.moves[1].spent_ms,
        Some(2_800),
        "200 ms of network delay forgiven"
    );
    assert_eq!(after.clocks[seat - 1].remaining_ms, 57_200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_out_of_memory_times_out_through_the_sweep() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |c| c.idle = Duration::from_millis(50));
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!("1d")).await;
    play_one(&c, &id, &tokens).await;
    play_one(&c, &id, &tokens).await;
    // Wait until nothing holds the game in memory.
    let deadline = Instant::now() + PATIENCE;
    while c.get("/api/health").await.json()["games_in_memory"] != 0 {
        assert!(Instant::now() < deadline, "the game stayed in memory");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    clock.advance(86_400_000 + QUOTA_START_MS);
    listed_over(&c, &id).await;
    let end = c.view(&id, None).await;
    assert!(end.result_text.unwrap().contains("ran out of time"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_neither_gives_time_back_nor_charges_the_time_it_was_down() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |_| {});
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!({"initial_ms": 60000, "increment_ms": 0})).await;
    let after = play_one(&c, &id, &tokens).await;
    let thinking = after.to_move[0];
    clock.advance(5_000);
    s.stop();
    clock.advance(600_000);
    let s = start(&place, &clock, |_| {});
    let c = s.client();
    let v = c.view(&id, None).await;
    assert_eq!(v.clocks[thinking - 1].remaining_ms, 55_000);
    assert!(v.clocks[thinking - 1].running);
    assert_eq!(v.clocks[2 - thinking].remaining_ms, 60_000);
    clock.advance(1_000);
    assert_eq!(
        c.view(&id, None).await.clocks[thinking - 1].remaining_ms,
        54_000
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_racing_to_decide_a_hundred_timeouts_decide_each_once() {
    let Some(place) = on_postgres("two_instances_racing_to_decide_a_hundred_timeouts") else {
        return;
    };
    let clock = ManualClock::at(START);
    let a = start(&place, &clock, |_| {});
    let b = start(&place, &clock, |_| {});
    let (ca, cb) = (a.client(), b.client());
    let mut games = Vec::new();
    for _ in 0..100 {
        let (id, tokens) = timed_game(&ca, json!({"initial_ms": 1000, "increment_ms": 0})).await;
        play_one(&ca, &id, &tokens).await;
        play_one(&ca, &id, &tokens).await;
        // Both instances hold the game, each with its own timer.
        cb.view(&id, None).await;
        games.push(id);
    }
    clock.advance(1_000 + QUOTA_START_MS);
    for id in &games {
        let end = wait_view(&ca, id, None, "the timeout", |v| v.result.is_some()).await;
        let timeouts = end.events.iter().filter(|e| e.event == "timeout").count();
        assert_eq!(timeouts, 1, "{id}: {:?}", end.events);
        let on_b = wait_view(&cb, id, None, "the timeout on B", |v| v.result.is_some()).await;
        assert_eq!(on_b.events, end.events);
        let record = ca.game_record(id).await;
        assert_eq!(record.events.len(), 1, "{id}: stored once");
    }
}

/// Play 20 moves on `c`, each thought for a second as the client reports (so that
/// no network allowance is drawn on and each seat's grows): the seats' allowances are
/// then well above where a game starts.
async fn twenty_moves(c: &Client, clock: &ManualClock, id: &str, tokens: &[String; 2]) {
    for _ in 0..20 {
        let (seat, action, v) = first_move(c, id, tokens).await;
        clock.advance(1_000);
        let r = c
            .post_json(
                &format!("/api/games/{id}/actions"),
                &json!({"token": tokens[seat - 1], "action": action, "ply": v.ply, "think_ms": 1000}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
}

/// The deadline the database holds for a game.
async fn stored_deadline(place: &Place, id: &str) -> u64 {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    let (deadline,): (i64,) = sqlx::query_as("SELECT deadline_ms FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    deadline as u64
}

/// A move on `c` 200 ms before the stored deadline is taken, once `c` shows `ply`
/// actions played.
async fn move_just_in_time(
    c: &Client,
    clock: &ManualClock,
    place: &Place,
    id: &str,
    tokens: &[String; 2],
    ply: usize,
) {
    wait_view(c, id, None, "the moves so far", |v| v.ply == ply).await;
    let (seat, action, v) = first_move(c, id, tokens).await;
    let deadline = stored_deadline(place, id).await;
    clock.advance(deadline - 200 - clock.now_ms());
    let r = c.act(id, &tokens[seat - 1], &action, v.ply).await;
    assert_eq!(
        r.status,
        StatusCode::OK,
        "200 ms before the stored deadline: {}",
        r.text
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_network_allowances_are_as_stored_and_so_is_the_deadline() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |c| c.sweep = Duration::from_secs(3600));
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!({"initial_ms": 60000, "increment_ms": 0})).await;
    twenty_moves(&c, &clock, &id, &tokens).await;
    let s = s.restart();
    move_just_in_time(&s.client(), &clock, &place, &id, &tokens, 20).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_instance_that_loads_a_timed_game_computes_the_stored_deadline() {
    let Some(place) =
        on_postgres("an_instance_that_loads_a_timed_game_computes_the_stored_deadline")
    else {
        return;
    };
    let clock = ManualClock::at(START);
    let slow = |c: &mut cubist_server::Config| c.sweep = Duration::from_secs(3600);
    let a = start(&place, &clock, slow);
    let b = start(&place, &clock, slow);
    let (ca, cb) = (a.client(), b.client());
    let (id, tokens) = timed_game(&ca, json!({"initial_ms": 60000, "increment_ms": 0})).await;
    twenty_moves(&ca, &clock, &id, &tokens).await;
    // B loads the game only now; then each instance takes a move just in time.
    move_just_in_time(&cb, &clock, &place, &id, &tokens, 20).await;
    move_just_in_time(&ca, &clock, &place, &id, &tokens, 21).await;
}

/// The deadline the database holds for a game, if any.
async fn stored_deadline_if_any(place: &Place, id: &str) -> Option<u64> {
    let (deadline,): (Option<i64>,) = stored_row(
        place,
        "SELECT deadline_ms FROM games WHERE id = $1",
        id,
        None,
    )
    .await;
    deadline.map(|d| d as u64)
}

/// One row of the place's database for game `id` (and seat `seat`, bound second).
async fn stored_row<T>(place: &Place, sql: &str, id: &str, seat: Option<i64>) -> T
where
    T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    let mut query = sqlx::query_as(sql).bind(id);
    if let Some(seat) = seat {
        query = query.bind(seat);
    }
    let row = query.fetch_one(&pool).await.unwrap();
    pool.close().await;
    row
}

/// Both seats taken: each token used once.
async fn take_both(c: &Client, id: &str, tokens: &[String; 2]) {
    for token in tokens {
        c.view(id, Some(token)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_player_who_never_moves_aborts_the_game_at_the_first_move_limit() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |_| {});
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!("5+3")).await;
    take_both(&c, &id, &tokens).await;
    assert_eq!(
        stored_deadline_if_any(&place, &id).await,
        Some(START + 30_000)
    );
    let v = c.view(&id, None).await;
    assert!(v.clocks.iter().all(|k| !k.running), "no clock runs yet");
    clock.advance(30_000);
    let end = wait_view(&c, &id, None, "the first-move limit", |v| {
        v.result.is_some()
    })
    .await;
    let late = &end.seats[v.to_move[0] - 1].name;
    assert!(end.aborted);
    assert_eq!(
        end.result_text.as_deref(),
        Some(format!("game aborted: {late} made no first move in time").as_str())
    );
    assert_eq!(end.events.last().unwrap().event, "abort");
    assert!(end.clocks.iter().all(|k| !k.flagged), "nobody lost on time");
    assert_eq!(end.ply, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_first_move_is_timed_while_a_seat_is_open_and_the_limit_runs_once_taken() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |_| {});
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!("5+3")).await;
    c.view(&id, Some(&tokens[0])).await;
    assert_eq!(stored_deadline_if_any(&place, &id).await, None);
    clock.advance(600_000);
    // The second seat is taken only now: its first move's limit runs from here.
    c.view(&id, Some(&tokens[1])).await;
    let taken = clock.now_ms();
    assert_eq!(
        stored_deadline_if_any(&place, &id).await,
        Some(taken + 30_000)
    );
    assert!(c.view(&id, None).await.result.is_none());
    clock.advance(30_000);
    let end = wait_view(&c, &id, None, "the first-move limit", |v| {
        v.result.is_some()
    })
    .await;
    assert!(end.aborted, "{end:?}");
}

/// Run `sql` on the place's database (a test's own trigger, say).
async fn run_sql(place: &Place, sql: &[&str]) {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    for statement in sql {
        sqlx::query(statement).execute(&pool).await.unwrap();
    }
    pool.close().await;
}

/// The database refuses any write of a game's deadline while the trigger stands.
async fn refuse_deadlines(place: &Place, refuse: bool) {
    let postgres = place.db().url.starts_with("postgres");
    let sql: &[&str] = match (postgres, refuse) {
        (false, true) => &[
            "CREATE TRIGGER refuse_deadline BEFORE UPDATE OF deadline_ms ON games \
             BEGIN SELECT RAISE(FAIL, 'deadlines refused'); END",
        ],
        (false, false) => &["DROP TRIGGER refuse_deadline"],
        (true, true) => &[
            "CREATE FUNCTION refuse_deadline() RETURNS trigger AS $$ \
             BEGIN RAISE EXCEPTION 'deadlines refused'; END $$ LANGUAGE plpgsql",
            "CREATE TRIGGER refuse_deadline BEFORE UPDATE OF deadline_ms ON games \
             FOR EACH ROW EXECUTE FUNCTION refuse_deadline()",
        ],
        (true, false) => &["DROP TRIGGER refuse_deadline ON games"],
    };
    run_sql(place, sql).await;
}

/// Whether seat `seat` (from 0) of game `id` is stored as taken.
async fn stored_taken(place: &Place, id: &str, seat: i64) -> bool {
    let sql = "SELECT taken FROM seats WHERE game_id = $1 AND seat = $2";
    let (taken,): (i64,) = stored_row(place, sql, id, Some(seat)).await;
    taken != 0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_whose_first_move_limit_the_database_refuses_is_not_taken_and_no_clock_starts() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |_| {});
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!("5+3")).await;
    c.view(&id, Some(&tokens[0])).await;
    refuse_deadlines(&place, true).await;
    // The last open seat's link: taking it starts the first move's limit, which the
    // database refuses, so the seat is not taken either.
    let refused = c.view_raw(&id, Some(&tokens[1])).await;
    assert_eq!(
        refused.status,
        StatusCode::INTERNAL_SERVER_ERROR,
        "{}",
        refused.text
    );
    assert!(
        !stored_taken(&place, &id, 1).await,
        "the seat was stored as taken"
    );
    assert_eq!(stored_deadline_if_any(&place, &id).await, None);
    // Once the database takes writes again, the seat is taken and the limit runs from
    // then: memory still had the seat open and no limit running (a server that had
    // started it in memory would take the seat now without storing a limit).
    refuse_deadlines(&place, false).await;
    clock.advance(1_000);
    c.view(&id, Some(&tokens[1])).await;
    assert!(stored_taken(&place, &id, 1).await);
    let taken = clock.now_ms();
    assert_eq!(
        stored_deadline_if_any(&place, &id).await,
        Some(taken + 30_000)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_whose_first_move_never_comes_is_aborted_by_the_sweep() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock, |c| c.idle = Duration::from_millis(50));
    let c = s.client();
    let (id, tokens) = timed_game(&c, json!("1d")).await;
    take_both(&c, &id, &tokens).await;
    let deadline = Instant::now() + PATIENCE;
    while c.get("/api/health").await.json()["games_in_memory"] != 0 {
        assert!(Instant::now() < deadline, "the game stayed in memory");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    clock.advance(86_400_000);
    listed_over(&c, &id).await;
    let end = c.view(&id, None).await;
    assert!(end.aborted, "{end:?}");
    assert!(end
        .result_text
        .unwrap()
        .contains("made no first move in time"));
}
