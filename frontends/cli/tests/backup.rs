//! `cubist backup` and `cubist restore` as an operator runs them: a SQLite database
//! backed up while games are being played, restored into a new file, and served again
//! with every game stored before the backup began, its clocks and the players'
//! ratings; the refusals (an existing file, a database that holds games, a file that
//! is not a Cubist backup); and, with `CUBIST_TEST_POSTGRES`, the same round trip
//! through `pg_dump` and `pg_restore`.

mod serve_support;

use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

use tokio::sync::Notify;

use cubist_session::MatchView;
use reqwest::StatusCode;
use serde_json::{json, Value};
use serve_support::*;

/// `cubist ARGS`, which must succeed; gives its stdout.
fn cubist_ok(args: &[&str]) -> String {
    let out = cubist(args);
    assert!(out.status.success(), "cubist {args:?}: {}", text(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `cubist ARGS`, which must fail; gives its stderr.
fn cubist_fails(args: &[&str]) -> String {
    let out = cubist(args);
    assert!(
        !out.status.success(),
        "cubist {args:?} succeeded: {}",
        text(&out)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn sqlite_url(path: &Path) -> String {
    format!("sqlite:{}", path.display())
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temporary path")
}

async fn post_as(c: &Client, who: &Player, path: &str, body: &Value) -> Reply {
    let r = c
        .http
        .post(c.url(path))
        .header("cookie", &who.cookie)
        .json(body)
        .send()
        .await
        .unwrap();
    Reply {
        status: r.status(),
        text: r.text().await.unwrap(),
    }
}

/// A rated Squadro game between two accounts, with both seats' tokens.
async fn rated_game(c: &Client, first: &Player, second: &Player) -> Created {
    let r = post_as(
        c,
        first,
        "/api/games",
        &json!({"game": "squadro", "seats": ["me", "human"], "rated": true, "listed": true}),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let v = r.json();
    let id = v["id"].as_str().unwrap().to_string();
    let mut seats: Vec<SeatTicket> = v["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| SeatTicket {
            seat: s["seat"].as_u64().unwrap() as usize,
            token: s["token"].as_str().map(String::from),
            url: None,
            agent: None,
        })
        .collect();
    let r = post_as(
        c,
        second,
        &format!("/api/games/{id}/join"),
        &json!({"seat": 2}),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "joining: {}", r.text);
    seats[1].token = r.json()["token"].as_str().map(String::from);
    Created { id, seats }
}

/// A timed two-person game (its clock runs as soon as the first seat is to move).
async fn timed_game(c: &Client, game: &str) -> Created {
    let r = c
        .create_raw(&json!({"game": game, "seats": ["human", "human"],
                            "clock": {"initial_ms": 3_600_000, "increment_ms": 5000}}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let v = r.json();
    Created {
        id: v["id"].as_str().unwrap().to_string(),
        seats: v["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| SeatTicket {
                seat: s["seat"].as_u64().unwrap() as usize,
                token: s["token"].as_str().map(String::from),
                url: None,
                agent: None,
            })
            .collect(),
    }
}

fn part(ply: usize) -> Style {
    Style {
        stop_at_ply: Some(ply),
        ..Style::default()
    }
}

/// What a game showed before the backup: the spectator's view and each seat's.
struct Stored {
    game: Created,
    /// Each seat's player's session cookie in a rated game (its seats are seen signed
    /// in, on whichever server); empty for a guests' game.
    cookies: Vec<String>,
    views: Vec<MatchView>,
}

async fn views_of(c: &Client, g: &Created, cookies: &[String]) -> Vec<MatchView> {
    let mut out = vec![c.view(&g.id, None).await];
    for (seat, token) in g.humans() {
        let player = match cookies.get(seat - 1) {
            Some(cookie) => Client::with_cookie(&c.base, cookie),
            None => c.clone(),
        };
        out.push(player.view(&g.id, Some(&token)).await);
    }
    out
}

/// A view without what may differ on another server with the same rows: whether a
/// socket holds a seat now, and the clocks (compared apart).
fn settled(v: &MatchView) -> MatchView {
    let mut v = v.clone();
    for s in &mut v.seats {
        s.online = false;
        s.away = false;
    }
    v.clocks.clear();
    v
}

/// How far a running clock may be behind on a restored server: the time the site was
/// down is counted from the last alive stamp in the backup, renewed every second.
const ALIVE_STAMP_MS: u64 = 1_500;

/// The restored game shows what the stored one showed; a clock that was stopped
/// shows the same time, and the running one no more than it had (the time the site
/// was down is charged to nobody, the time it ran before the backup to the player),
/// to within the alive stamp.
fn assert_same_game(before: &MatchView, after: &MatchView, id: &str) {
    assert_eq!(settled(after), settled(before), "{id}: the same game");
    assert_eq!(after.clocks.len(), before.clocks.len(), "{id}: clocks");
    for (a, b) in after.clocks.iter().zip(&before.clocks) {
        assert_eq!(
            (a.seat, a.running, a.flagged),
            (b.seat, b.running, b.flagged)
        );
        if b.running {
            assert!(
                a.remaining_ms <= b.remaining_ms + ALIVE_STAMP_MS
                    && a.remaining_ms + 60_000 > b.remaining_ms,
                "{id}: seat {}'s running clock: {} before, {} after",
                b.seat,
                b.remaining_ms,
                a.remaining_ms
            );
        } else {
            assert_eq!(a.remaining_ms, b.remaining_ms, "{id}: a stopped clock");
        }
    }
}

async fn ratings_of(c: &Client, name: &str) -> Value {
    let r = c.get(&format!("/api/players/{name}")).await;
    assert_eq!(r.status, StatusCode::OK, "{name}: {}", r.text);
    r.json()["ratings"].clone()
}

/// Games stored before a backup: a rated game played out (so two accounts have
/// ratings), timed games under way, an untimed one under way and one over.
async fn store_games(c: &Client, seed: u64) -> (Vec<Stored>, Vec<String>) {
    let mut r = rng(seed);
    let ada = sign_up(c, &format!("ada{seed}")).await;
    let bob = sign_up(c, &format!("bob{seed}")).await;
    let rated = rated_game(c, &ada, &bob).await;
    let players = vec![
        Client::with_cookie(&c.base, &ada.cookie),
        Client::with_cookie(&c.base, &bob.cookie),
    ];
    let style = Style::default();
    play_to_end_by(c, &players, &rated, &mut r, style, &mut |_, _, _| {}).await;
    let mut games = vec![(rated, vec![ada.cookie.clone(), bob.cookie.clone()])];
    for (game, ply) in [("squadro", 7), ("zhen", 4), ("squadro", 0)] {
        let g = timed_game(c, game).await;
        play_to_end(c, &g, &mut r, part(ply), &mut |_, _, _| {}).await;
        games.push((g, Vec::new()));
    }
    let untimed = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    play_to_end(c, &untimed, &mut r, part(9), &mut |_, _, _| {}).await;
    games.push((untimed, Vec::new()));
    let over = c
        .create("zhen", json!({"first": "1"}), &["human", "human"])
        .await;
    play_to_end(c, &over, &mut r, Style::default(), &mut |_, _, _| {}).await;
    games.push((over, Vec::new()));
    let mut stored = Vec::new();
    for (game, cookies) in games {
        stored.push(Stored {
            views: views_of(c, &game, &cookies).await,
            game,
            cookies,
        });
    }
    (stored, vec![ada.name, bob.name])
}

/// The stored games and ratings are on the server `c` speaks to, as they were.
async fn assert_restored(c: &Client, stored: &[Stored], names: &[String], ratings: &[Value]) {
    for s in stored {
        let now = views_of(c, &s.game, &s.cookies).await;
        for (before, after) in s.views.iter().zip(&now) {
            assert_same_game(before, after, &s.game.id);
        }
    }
    for (name, before) in names.iter().zip(ratings) {
        assert!(
            before.as_array().is_some_and(|a| !a.is_empty()),
            "{name} has a rating"
        );
        assert_eq!(&ratings_of(c, name).await, before, "{name}'s ratings");
    }
}

/// A timed game goes on after the restore: its player to move moves, the clocks go on.
async fn play_on(c: &Client, g: &Created) {
    let v = c.view(&g.id, None).await;
    let seat = v.to_move[0];
    let mine = c.view(&g.id, Some(g.token(seat))).await;
    let after = c
        .act(&g.id, g.token(seat), &mine.legal[0], mine.ply)
        .await
        .view();
    assert_eq!(after.ply, v.ply + 1);
    assert!(after.clocks.iter().any(|k| k.running), "a clock runs");
}

/// What the players under load and the test tell each other: when to stop, whether
/// the backup has begun, and how far the players have got.
#[derive(Default)]
struct Load {
    stop: AtomicBool,
    started: AtomicBool,
    moves: AtomicUsize,
    games_after_start: AtomicUsize,
    changed: Notify,
}

impl Load {
    /// Waits until `done` holds; the long limit only keeps a failed player (whose
    /// task has ended) from hanging the test.
    async fn until(&self, done: impl Fn(&Load) -> bool) {
        let wait = async {
            loop {
                let changed = self.changed.notified();
                if done(self) {
                    return;
                }
                changed.await;
            }
        };
        tokio::time::timeout(std::time::Duration::from_secs(300), wait)
            .await
            .expect("the players stopped playing");
    }

    fn count(&self, counter: &AtomicUsize) {
        counter.fetch_add(1, Ordering::SeqCst);
        self.changed.notify_waiters();
    }
}

/// Plays game after game until told to stop; gives each game and the moment its
/// creation was answered (before or after the backup began).
async fn load(c: Client, seed: u64, load: Arc<Load>) -> Vec<(Created, bool)> {
    let mut r = rng(seed);
    let mut games = Vec::new();
    while !load.stop.load(Ordering::SeqCst) {
        let g = c
            .create("squadro", json!({"first": "1"}), &["human", "human"])
            .await;
        let before_backup = !load.started.load(Ordering::SeqCst);
        games.push((g.clone(), before_backup));
        if !before_backup {
            load.count(&load.games_after_start);
        }
        // Short games, so that new ones keep being begun.
        for _ in 0..20 {
            if load.stop.load(Ordering::SeqCst) {
                break;
            }
            let v = c.view(&g.id, None).await;
            if v.result.is_some() {
                break;
            }
            let seat = v.to_move[0];
            let mine = c.view(&g.id, Some(g.token(seat))).await;
            let action = pick(&mine.legal, &mut r);
            c.act(&g.id, g.token(seat), &action, mine.ply).await.view();
            load.count(&load.moves);
        }
    }
    games
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_made_under_load_restores_every_game_its_clocks_and_the_ratings() {
    let place = Place::on(None);
    let db = place.db();
    let server = Server::start(&db);
    let c = server.client();
    let (stored, names) = store_games(&c, 1).await;
    let mut ratings = Vec::new();
    for name in &names {
        ratings.push(ratings_of(&c, name).await);
    }

    // Games being played by four players in a loop while the backup is made.
    let state = Arc::new(Load::default());
    let players: Vec<_> = (0..4)
        .map(|i| tokio::spawn(load(c.clone(), 100 + i, state.clone())))
        .collect();
    state.until(|s| s.moves.load(Ordering::SeqCst) >= 40).await;
    let out = place.dir.path().join("site.backup");
    state.started.store(true, Ordering::SeqCst);
    let args = ["backup", "--db", &db.url, path_str(&out)].map(String::from);
    let said = tokio::task::spawn_blocking(move || {
        cubist_ok(&args.iter().map(String::as_str).collect::<Vec<_>>())
    })
    .await
    .unwrap();
    // Play goes on until games begun after the backup began are under way.
    state
        .until(|s| s.games_after_start.load(Ordering::SeqCst) >= 2)
        .await;
    state.stop.store(true, Ordering::SeqCst);
    let mut loaded = Vec::new();
    for p in players {
        loaded.extend(p.await.unwrap());
    }
    assert!(said.starts_with("Backed up sqlite:"), "{said}");
    assert!(said.contains("2 accounts"), "{said}");
    let finals: Vec<MatchView> = {
        let mut v = Vec::new();
        for (g, _) in &loaded {
            v.push(c.view(&g.id, None).await);
        }
        v
    };
    assert!(
        loaded.iter().any(|(_, before)| !before),
        "games were started while the backup was made"
    );

    // Restored into a new file and served from it.
    let copy = place.dir.path().join("restored.db");
    let said = cubist_ok(&["restore", "--db", &sqlite_url(&copy), path_str(&out)]);
    assert!(said.starts_with("Restored "), "{said}");
    let restored = Server::start(&Db {
        url: sqlite_url(&copy),
        dir: place.dir.path().join("restored"),
    });
    let rc = restored.client();
    assert_restored(&rc, &stored, &names, &ratings).await;

    // The games being played: each is in the copy as it was at one moment, its moves
    // a beginning of the ones played in the end; those begun before the backup are
    // all there.
    let mut present = 0;
    for ((g, before_backup), end) in loaded.iter().zip(&finals) {
        let r = rc.view_raw(&g.id, None).await;
        if r.status == StatusCode::NOT_FOUND {
            assert!(!before_backup, "{}: begun before the backup, missing", g.id);
            continue;
        }
        let v = r.view();
        assert!(v.ply <= end.ply, "{}: moves from after the end", g.id);
        assert_eq!(
            v.moves[..],
            end.moves[..v.ply],
            "{}: the moves in order",
            g.id
        );
        present += 1;
    }
    assert!(present > 0, "games under way are in the backup");
    for s in &stored[1..3] {
        play_on(&rc, &s.game).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backup_and_restore_refuse_to_replace_anything_unasked_and_take_only_cubist_backups() {
    let place = Place::on(None);
    let db = place.db();
    let mut server = Server::start(&db);
    let c = server.client();
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    play_to_end(&c, &g, &mut rng(5), part(4), &mut |_, _, _| {}).await;
    let dir = place.dir.path();

    // An existing file is kept unless --force.
    let out = dir.join("existing.backup");
    std::fs::write(&out, "keep me").unwrap();
    let err = cubist_fails(&["backup", "--db", &db.url, path_str(&out)]);
    assert!(err.contains("exists") && err.contains("--force"), "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "keep me");
    let said = cubist_ok(&["backup", "--db", &db.url, "--force", path_str(&out)]);
    assert!(said.contains("1 game (1 running)"), "{said}");

    // No database there: nothing is made.
    let err = cubist_fails(&[
        "backup",
        "--db",
        &sqlite_url(&dir.join("nothing.db")),
        path_str(&dir.join("nothing.backup")),
    ]);
    assert!(err.contains("no database"), "{err}");
    assert!(!dir.join("nothing.db").exists() && !dir.join("nothing.backup").exists());

    // A database that holds games is kept unless --force (the server is stopped).
    assert!(server
        .interrupt(std::time::Duration::from_secs(30))
        .success());
    let err = cubist_fails(&["restore", "--db", &db.url, path_str(&out)]);
    assert!(
        err.contains("holds 1 game and 0 accounts") && err.contains("--force"),
        "{err}"
    );

    // Files that are not Cubist backups: an error, and the database is untouched.
    let target = dir.join("target.db");
    cubist_ok(&["restore", "--db", &sqlite_url(&target), path_str(&out)]);
    let before = std::fs::read(&target).unwrap();
    let garbage = dir.join("garbage.backup");
    std::fs::write(
        &garbage,
        "this is not a database, not even close ".repeat(200),
    )
    .unwrap();
    let err = cubist_fails(&[
        "restore",
        "--db",
        &sqlite_url(&target),
        "--force",
        path_str(&garbage),
    ]);
    assert!(err.contains("not a SQLite database"), "{err}");
    // A damaged backup: its pages overwritten past the first.
    let mut damaged = std::fs::read(&out).unwrap();
    assert!(damaged.len() > 8192, "a backup of several pages");
    for b in &mut damaged[4096..8192] {
        *b = 0x5a;
    }
    let damaged_path = dir.join("damaged.backup");
    std::fs::write(&damaged_path, &damaged).unwrap();
    let err = cubist_fails(&[
        "restore",
        "--db",
        &sqlite_url(&target),
        "--force",
        path_str(&damaged_path),
    ]);
    assert!(
        err.contains("damaged") || err.contains("malformed"),
        "{err}"
    );
    // A sound SQLite database that is not Cubist's.
    let foreign = dir.join("foreign.db");
    {
        use sqlx::{ConnectOptions, Connection};
        let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&foreign)
            .create_if_missing(true)
            .connect()
            .await
            .unwrap();
        sqlx::query("CREATE TABLE notes (body TEXT)")
            .execute(&mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();
    }
    let err = cubist_fails(&[
        "restore",
        "--db",
        &sqlite_url(&target),
        "--force",
        path_str(&foreign),
    ]);
    assert!(err.contains("not a Cubist database"), "{err}");
    assert_eq!(
        std::fs::read(&target).unwrap(),
        before,
        "the database is untouched"
    );

    // With --force the backup replaces the database, and it serves the game.
    let said = cubist_ok(&[
        "restore",
        "--db",
        &sqlite_url(&target),
        "--force",
        path_str(&out),
    ]);
    assert!(said.contains("1 game"), "{said}");
    let server = Server::start(&Db {
        url: sqlite_url(&target),
        dir: dir.join("target"),
    });
    assert_eq!(server.client().view(&g.id, None).await.ply, 4);
}

#[test]
fn without_pg_dump_the_backup_says_what_to_install() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_cubist"))
        .args([
            "backup",
            "--db",
            "postgres://cubist:hunter2@127.0.0.1:1/cubist",
            path_str(&dir.path().join("pg.backup")),
        ])
        .env("PATH", dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("pg_dump was not found on PATH") && err.contains("postgresql-client"),
        "{err}"
    );
    assert!(
        !err.contains("hunter2"),
        "the password is never shown: {err}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_backup_restores_into_a_new_database() {
    let Some(place) = on_postgres("a_postgres_backup_restores_into_a_new_database") else {
        return;
    };
    if Command::new("pg_dump").arg("--version").output().is_err() {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "\n*** SKIPPED a_postgres_backup_restores_into_a_new_database: no pg_dump on PATH ***\n"
        );
        return;
    }
    let db = place.db();
    let server = Server::start(&db);
    let c = server.client();
    let (stored, names) = store_games(&c, 2).await;
    let mut ratings = Vec::new();
    for name in &names {
        ratings.push(ratings_of(&c, name).await);
    }
    let out = place.dir.path().join("site.pgdump");
    let said = cubist_ok(&["backup", "--db", &db.url, path_str(&out)]);
    assert!(
        said.contains("6 games") && said.contains("2 accounts"),
        "{said}"
    );
    // Not over the database its server runs on, even with --force.
    let instance = c.instance().await;
    let err = cubist_fails(&["restore", "--db", &db.url, "--force", path_str(&out)]);
    assert!(err.contains(&instance) && err.contains("stop"), "{err}");
    assert_eq!(
        c.view(&stored[0].game.id, None).await.ply,
        stored[0].views[0].ply
    );
    drop(server);

    let other = TestDatabase::create();
    let said = cubist_ok(&["restore", "--db", &other.url, path_str(&out)]);
    assert!(said.contains("6 games"), "{said}");
    // Now it holds games: a second restore is refused without --force.
    let err = cubist_fails(&["restore", "--db", &other.url, path_str(&out)]);
    assert!(err.contains("--force"), "{err}");
    cubist_ok(&["restore", "--db", &other.url, "--force", path_str(&out)]);
    // A SQLite file is not a PostgreSQL backup.
    let garbage = place.dir.path().join("garbage");
    std::fs::write(&garbage, "nothing").unwrap();
    let err = cubist_fails(&["restore", "--db", &other.url, "--force", path_str(&garbage)]);
    assert!(err.contains("not a PostgreSQL backup"), "{err}");

    let restored = Server::start(&Db {
        url: other.url.clone(),
        dir: place.dir.path().join("restored"),
    });
    let rc = restored.client();
    assert_restored(&rc, &stored, &names, &ratings).await;
    play_on(&rc, &stored[1].game).await;
}

/// The instance rows of the SQLite database at `path`: every stamp moved back by
/// `ms`, as though the instances had last been alive that much earlier.
async fn age_stamps(path: &Path, ms: i64) {
    use sqlx::{ConnectOptions, Connection};
    let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(path)
        .connect()
        .await
        .unwrap();
    let aged = sqlx::query("UPDATE instances SET alive_at = alive_at - $1")
        .bind(ms)
        .execute(&mut conn)
        .await
        .unwrap();
    assert!(aged.rows_affected() > 0, "instance rows to age");
    conn.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restore_is_refused_while_a_server_is_alive_on_the_database() {
    let place = Place::on(None);
    let db = place.db();
    let path = place.dir.path().join("cubist.db");
    let mut server = Server::start(&db);
    let c = server.client();
    let instance = c.instance().await;
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    play_to_end(&c, &g, &mut rng(7), part(2), &mut |_, _, _| {}).await;
    let out = place.dir.path().join("site.backup");
    cubist_ok(&["backup", "--db", &db.url, path_str(&out)]);
    play_to_end(&c, &g, &mut rng(8), part(4), &mut |_, _, _| {}).await;

    // Running: refused even with --force, naming the instance, and nothing changes.
    let err = cubist_fails(&["restore", "--db", &db.url, "--force", path_str(&out)]);
    assert!(
        err.contains(&instance) && err.contains("alive") && err.contains("stop"),
        "{err}"
    );
    assert_eq!(
        c.view(&g.id, None).await.ply,
        4,
        "the server's game goes on"
    );

    // Stopped cleanly, as a service manager stops it: the restore goes ahead at once.
    let stopped = server.terminate(std::time::Duration::from_secs(30));
    assert!(
        stopped.success(),
        "SIGTERM stops the server cleanly: {stopped:?}"
    );
    let said = cubist_ok(&["restore", "--db", &db.url, "--force", path_str(&out)]);
    assert!(said.contains("1 game"), "{said}");

    // Killed: its last stamp stands for a while, as a server's that still runs.
    let mut server = server.restart();
    let crashed = server.client().instance().await;
    assert_eq!(
        server.client().view(&g.id, None).await.ply,
        2,
        "the restored game"
    );
    server.kill9();
    let err = cubist_fails(&["restore", "--db", &db.url, "--force", path_str(&out)]);
    assert!(err.contains(&crashed), "{err}");
    // A minute later the stamp is stale: the server is taken as gone.
    age_stamps(&path, 60_000).await;
    cubist_ok(&["restore", "--db", &db.url, "--force", path_str(&out)]);
}

#[test]
fn a_backup_makes_the_directories_it_is_written_into() {
    let place = Place::on(None);
    let db = place.db();
    {
        let _server = Server::start(&db);
    }
    let out = place.dir.path().join("backups/2026/11/site.backup");
    let said = cubist_ok(&["backup", "--db", &db.url, path_str(&out)]);
    assert!(said.starts_with("Backed up"), "{said}");
    assert!(out.is_file(), "{} was written", out.display());
    let leftovers: Vec<_> = std::fs::read_dir(out.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(leftovers.len(), 1, "only the backup: {leftovers:?}");
}

/// The SQLite commands at the top of docs/operate.md's "Backups and restores", as
/// written there (the comment after `#` left out).
fn documented_sqlite_commands() -> Vec<Vec<String>> {
    let doc = include_str!("../../../docs/operate.md");
    let section = doc
        .split("\n## Backups and restores")
        .nth(1)
        .expect("a Backups and restores section");
    let block = section
        .split("```sh\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("a block of commands");
    block
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| l.starts_with("cubist ") && l.contains("sqlite:"))
        .map(|l| l.split_whitespace().skip(1).map(String::from).collect())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_documented_sqlite_backup_and_restore_work_as_written() {
    let commands = documented_sqlite_commands();
    assert!(
        commands.iter().any(|c| c[0] == "backup") && commands.iter().any(|c| c[0] == "restore"),
        "{commands:?}"
    );
    // A site in the directory the commands are run in, stopped as the docs say.
    let place = Place::on(None);
    let db = place.db();
    let mut server = Server::start(&db);
    let c = server.client();
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    play_to_end(&c, &g, &mut rng(9), part(3), &mut |_, _, _| {}).await;
    assert!(server
        .interrupt(std::time::Duration::from_secs(30))
        .success());
    for args in &commands {
        let out = Command::new(env!("CARGO_BIN_EXE_cubist"))
            .args(args)
            .current_dir(place.dir.path())
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        assert!(out.status.success(), "cubist {args:?}: {}", text(&out));
    }
    let server = server.restart();
    assert_eq!(server.client().view(&g.id, None).await.ply, 3);
}
