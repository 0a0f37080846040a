//! Where a test's server keeps its games: a SQLite file in a temporary directory, or a
//! PostgreSQL database made for the test. Shared by the server's in-process tests
//! (`frontends/server/tests`) and the `cubist serve` process tests
//! (`frontends/cli/tests`), which include this file.
#![allow(dead_code)]

use std::path::PathBuf;

/// Where a server keeps its games: a database URL, and a directory for what else it
/// writes (a process's log and data).
#[derive(Clone, Debug)]
pub struct Db {
    pub url: String,
    pub dir: PathBuf,
}

/// A temporary directory and a database of its own for one test: a SQLite file in the
/// directory, or, when `CUBIST_SERVE_SUITE_DB=postgres`, a new PostgreSQL database
/// (dropped at the end) on the server `CUBIST_TEST_POSTGRES` names.
pub struct Place {
    pub dir: tempfile::TempDir,
    postgres: Option<TestDatabase>,
}

impl Place {
    pub fn new() -> Place {
        let on_postgres = std::env::var("CUBIST_SERVE_SUITE_DB").is_ok_and(|v| v == "postgres");
        Place::on(on_postgres.then(TestDatabase::create))
    }

    /// A place whose database is `postgres` (or a SQLite file without one).
    pub fn on(postgres: Option<TestDatabase>) -> Place {
        Place {
            dir: tempfile::Builder::new()
                .prefix("cubist-serve-")
                .tempdir()
                .unwrap(),
            postgres,
        }
    }

    pub fn db(&self) -> Db {
        let url = match &self.postgres {
            Some(pg) => pg.url.clone(),
            None => format!("sqlite:{}", self.dir.path().join("cubist.db").display()),
        };
        Db {
            url,
            dir: self.dir.path().to_path_buf(),
        }
    }

    /// Another directory on the same database, for a second instance.
    pub fn beside(&self, name: &str) -> Db {
        let dir = self.dir.path().join(name);
        std::fs::create_dir_all(&dir).unwrap();
        Db {
            url: self.db().url,
            dir,
        }
    }

    /// The PostgreSQL database, if the place has one.
    pub fn postgres(&self) -> Option<&TestDatabase> {
        self.postgres.as_ref()
    }
}

/// A place on a new PostgreSQL database, or `None` (said loudly) without one: for the
/// tests of several instances, which need one.
pub fn on_postgres(test: &str) -> Option<Place> {
    if std::env::var_os("CUBIST_TEST_POSTGRES").is_none() {
        // Straight to stderr: the test harness would swallow eprintln! of a passing test.
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "\n*** SKIPPED {test}: set CUBIST_TEST_POSTGRES=postgres://USER@HOST:PORT/DB to \
             run the multi-instance tests ***\n"
        );
        return None;
    }
    Some(Place::on(Some(TestDatabase::create())))
}

/// A PostgreSQL database made for one test on the server `CUBIST_TEST_POSTGRES` names,
/// dropped when this is.
pub struct TestDatabase {
    pub url: String,
    admin: String,
    name: String,
}

impl TestDatabase {
    /// Panics, saying why, if `CUBIST_TEST_POSTGRES` is unset or the server refuses.
    pub fn create() -> TestDatabase {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let admin = std::env::var("CUBIST_TEST_POSTGRES").expect(
            "CUBIST_TEST_POSTGRES=postgres://USER@HOST:PORT/DB names the server to test on",
        );
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let name = format!("cubist_test_{}_{n}", std::process::id());
        run_sql(
            &admin,
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
        );
        run_sql(&admin, format!("CREATE DATABASE {name}"));
        let mut url = reqwest::Url::parse(&admin).expect("CUBIST_TEST_POSTGRES is a URL");
        url.set_path(&name);
        TestDatabase {
            url: url.to_string(),
            admin,
            name,
        }
    }

    /// A connection to the database, to look at what the servers stored.
    pub async fn connect(&self) -> sqlx::PgConnection {
        use sqlx::Connection;
        sqlx::PgConnection::connect(&self.url)
            .await
            .unwrap_or_else(|e| panic!("PostgreSQL at {}: {e}", self.url))
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        run_sql(
            &self.admin,
            format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
        );
    }
}

/// One statement on the server at `url`, from a thread of its own (tests run inside
/// async runtimes that may not block).
fn run_sql(url: &str, sql: String) {
    let url = url.to_string();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            use sqlx::Connection;
            let mut db = sqlx::PgConnection::connect(&url)
                .await
                .unwrap_or_else(|e| panic!("PostgreSQL at {url}: {e}"));
            sqlx::query(&sql)
                .execute(&mut db)
                .await
                .unwrap_or_else(|e| panic!("{sql}: {e}"));
        });
    })
    .join()
    .expect("the statement ran");
}

/// A game's lease as the database holds it (the `leases` table): which instance moves
/// its computer seats, and until when unless renewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lease {
    pub owner: String,
    /// Milliseconds since the epoch.
    pub expires_at: i64,
}

/// The lease on game `id`, if it has one (it has while a computer seat is to move).
pub async fn lease(db: &mut sqlx::PgConnection, id: &str) -> Option<Lease> {
    let row: Option<(String, i64)> =
        sqlx::query_as("SELECT owner, expires_at FROM leases WHERE game_id = $1")
            .bind(id)
            .fetch_optional(db)
            .await
            .unwrap_or_else(|e| panic!("reading the lease of {id}: {e}"));
    row.map(|(owner, expires_at)| Lease { owner, expires_at })
}
