//! Backups and restores of a site's database, for `cubist backup` and `cubist restore`
//! (see docs/operate.md).
//!
//! SQLite: a backup is `VACUUM INTO` a new file, one read transaction's snapshot, taken
//! while the server goes on writing (the database is in WAL mode, where readers and
//! the writer do not wait for each other). A restore checks the file first
//! (`PRAGMA integrity_check`, Cubist's tables, migrations this build knows), then
//! copies it the same way next to the database and moves it into place.
//!
//! PostgreSQL: `pg_dump --format=custom` (one repeatable-read snapshot) and
//! `pg_restore`, found on `PATH`. The password of the URL is handed to them in
//! `PGPASSWORD`, never on their command line, and never printed.
//!
//! A restore is refused while a server runs on the database: while some instance's
//! alive stamp (renewed every second) is younger than [`ALIVE_WINDOW`] and it has not
//! marked itself stopped (as a clean stop does). The instances in the restored copy
//! are marked stopped: none runs on it yet.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
use sqlx::{ConnectOptions, Connection, Row};

/// What a backup or a restore could not do, in words for an operator.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BackupError(pub String);

fn fail<T>(message: impl Into<String>) -> Result<T, BackupError> {
    Err(BackupError(message.into()))
}

/// What a copy holds, counted from the copy itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// The database as shown to people (its password hidden).
    pub db: String,
    /// The size of the backup file, in bytes.
    pub bytes: u64,
    pub games: u64,
    /// Of those, games still being played.
    pub running: u64,
    /// People's accounts (the computer levels are not counted).
    pub accounts: u64,
    /// The newest migration applied.
    pub version: i64,
}

impl Summary {
    /// `1.2 MB, 34 games (5 running), 12 accounts, schema version 9`.
    pub fn describe(&self) -> String {
        format!(
            "{}, {} game{} ({} running), {} account{}, schema version {}",
            human_size(self.bytes),
            self.games,
            plural(self.games),
            self.running,
            self.accounts,
            plural(self.accounts),
            self.version
        )
    }
}

fn plural(n: u64) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// `holds 1 game and 2 accounts`.
fn holding(games: u64, accounts: u64) -> String {
    format!(
        "holds {games} game{} and {accounts} account{}",
        plural(games),
        plural(accounts)
    )
}

/// Bytes for people: `812 B`, `4.1 kB`, `1.2 MB`, `3.0 GB`.
pub fn human_size(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["kB", "MB", "GB", "TB"];
    if bytes < 1000 {
        return format!("{bytes} B");
    }
    let mut size = bytes as f64 / 1000.0;
    let mut unit = 0;
    while size >= 1000.0 && unit + 1 < UNITS.len() {
        size /= 1000.0;
        unit += 1;
    }
    format!("{size:.1} {}", UNITS[unit])
}

/// The database a URL names.
enum Target {
    Sqlite(PathBuf),
    Postgres(String),
}

fn target(url: &str) -> Result<Target, BackupError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        return Ok(Target::Postgres(url.to_string()));
    }
    let Some(rest) = url.strip_prefix("sqlite:") else {
        return fail(format!(
            "{}: a database is sqlite:PATH or postgres://USER@HOST/DB",
            super::url::redact(url)
        ));
    };
    let path = rest.split('?').next().unwrap_or("");
    let path = path.strip_prefix("//").unwrap_or(path);
    if path.is_empty() || path == ":memory:" {
        return fail(format!("{url}: not a database file"));
    }
    Ok(Target::Sqlite(PathBuf::from(path)))
}

/// Copy the database at `db` to a new file `out` (replaced only with `force`) while the
/// server may be using it. The directories `out` is in are made if missing.
pub async fn backup(db: &str, out: &Path, force: bool) -> Result<Summary, BackupError> {
    if out.exists() && !force {
        return fail(format!(
            "{} exists: give another name, or --force to replace it",
            out.display()
        ));
    }
    let source = target(db)?;
    if let Target::Sqlite(path) = &source {
        if !path.is_file() {
            return fail(format!("no database at {}", path.display()));
        }
    }
    make_parent(out)?;
    let partial = partial_path(out)?;
    let _cleanup = RemoveOnDrop(partial.clone());
    let mut summary = match source {
        Target::Sqlite(path) => {
            backup_sqlite(&path, &partial).await?;
            summarise_sqlite(&partial).await?
        }
        Target::Postgres(url) => {
            pg_dump(&url, &partial)?;
            // Told of the database, not of the file being written.
            let written = partial.display().to_string();
            summarise_archive(&partial)
                .map_err(|e| BackupError(e.0.replace(&written, &super::url::redact(db))))?
        }
    };
    summary.db = super::url::redact(db);
    summary.bytes = file_size(&partial)?;
    sync_file(&partial)?;
    if out.exists() && !force {
        return fail(format!(
            "{} appeared while the backup was made: nothing replaced",
            out.display()
        ));
    }
    std::fs::rename(&partial, out)
        .or_else(|e| fail(format!("cannot move the backup to {}: {e}", out.display())))?;
    sync_parent(out);
    Ok(summary)
}

/// Put the backup `input` in place of the database at `db`, which must hold no games
/// and no accounts unless `force`. The server must not be running on it.
pub async fn restore(db: &str, input: &Path, force: bool) -> Result<Summary, BackupError> {
    if !input.is_file() {
        return fail(format!("{}: no such file", input.display()));
    }
    let mut summary = match target(db)? {
        Target::Sqlite(path) => restore_sqlite(&path, input, force).await?,
        Target::Postgres(url) => restore_postgres(&url, input, force).await?,
    };
    summary.db = super::url::redact(db);
    summary.bytes = file_size(input)?;
    Ok(summary)
}

/// Make the directories `path` is to be written in, if missing.
fn make_parent(path: &Path) -> Result<(), BackupError> {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => std::fs::create_dir_all(dir)
            .or_else(|e| fail(format!("cannot make the directory {}: {e}", dir.display()))),
        _ => Ok(()),
    }
}

/// How recently an instance must have said it is alive (it does every second while it
/// runs) for a restore to take it as running, unless it marked itself stopped. A
/// server that crashed is taken as gone once its last stamp is older than this.
pub const ALIVE_WINDOW: Duration = Duration::from_secs(30);

/// An instance's row: its id, its last alive stamp, and when it marked itself stopped
/// (milliseconds since the epoch).
type Stamp = (String, i64, Option<i64>);

/// The instances of `stamps` that count as running at `now_ms`: not marked stopped,
/// and stamped within [`ALIVE_WINDOW`] (or after `now_ms`, by a clock ahead of ours).
fn running(stamps: &[Stamp], now_ms: i64) -> Vec<&Stamp> {
    let window = ALIVE_WINDOW.as_millis() as i64;
    stamps
        .iter()
        .filter(|(_, alive, stopped)| stopped.is_none() && now_ms.saturating_sub(*alive) < window)
        .collect()
}

/// Refuse a restore into `shown` while an instance runs on it, saying which and when
/// it was last alive.
fn refuse_if_running(shown: &str, stamps: &[Stamp], now_ms: i64) -> Result<(), BackupError> {
    let alive = running(stamps, now_ms);
    if alive.is_empty() {
        return Ok(());
    }
    let each: Vec<String> = alive
        .iter()
        .map(|(id, at, _)| {
            let ago = now_ms.saturating_sub(*at).max(0) as f64 / 1000.0;
            format!("instance {id} was alive {ago:.1} s ago (at {})", utc(*at))
        })
        .collect();
    fail(format!(
        "{shown} is in use by a running server: {}. Stop the server (every instance) \
         first, then restore; a server that did not stop cleanly counts as stopped {} s \
         after its last alive stamp",
        each.join("; "),
        ALIVE_WINDOW.as_secs()
    ))
}

/// Milliseconds since the epoch as `2026-11-26 20:41:07 UTC`.
fn utc(ms: i64) -> String {
    let at = time::OffsetDateTime::UNIX_EPOCH + time::Duration::milliseconds(ms);
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}:{:02} UTC",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    )
}

/// The query reading the instances' rows of a database whose `instances` table has
/// these `columns` (none: no such table, nothing to read).
fn stamps_query(columns: &[String]) -> Option<String> {
    if columns.is_empty() {
        return None;
    }
    // A database from before clean stops were marked has no stopped_at.
    let stopped = if columns.iter().any(|c| c == "stopped_at") {
        "stopped_at"
    } else {
        "CAST(NULL AS BIGINT)"
    };
    Some(format!(
        "SELECT id, alive_at, {stopped} AS stopped_at FROM instances"
    ))
}

/// What marks every instance of a restored copy stopped, if its table has the column.
const MARK_STOPPED: &str = "UPDATE instances SET stopped_at = alive_at WHERE stopped_at IS NULL";

/// `OUT.partial` beside `out`, so that the final rename stays on one file system.
fn partial_path(out: &Path) -> Result<PathBuf, BackupError> {
    let Some(name) = out.file_name() else {
        return fail(format!("{}: not a file name", out.display()));
    };
    let mut name = name.to_os_string();
    name.push(format!(".partial-{}", std::process::id()));
    Ok(out.with_file_name(name))
}

/// Removes a file, if it is still there, when dropped.
struct RemoveOnDrop(PathBuf);

impl Drop for RemoveOnDrop {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn file_size(path: &Path) -> Result<u64, BackupError> {
    std::fs::metadata(path)
        .map(|m| m.len())
        .or_else(|e| fail(format!("{}: {e}", path.display())))
}

fn sync_file(path: &Path) -> Result<(), BackupError> {
    std::fs::File::open(path)
        .and_then(|f| f.sync_all())
        .or_else(|e| fail(format!("{}: {e}", path.display())))
}

/// Make a rename into `path`'s directory durable (where the system allows it).
fn sync_parent(path: &Path) {
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
}

/// The migrations this build knows.
fn migrator() -> sqlx::migrate::Migrator {
    sqlx::migrate!("./migrations")
}

// --- SQLite -------------------------------------------------------------------------

async fn open_sqlite(path: &Path, read_only: bool) -> Result<SqliteConnection, BackupError> {
    SqliteConnectOptions::new()
        .filename(path)
        .read_only(read_only)
        .create_if_missing(false)
        .busy_timeout(Duration::from_secs(30))
        .connect()
        .await
        .or_else(|e| fail(format!("cannot open {}: {e}", path.display())))
}

/// A string as an SQL literal.
fn quoted(path: &Path) -> Result<String, BackupError> {
    let Some(text) = path.to_str() else {
        return fail(format!("{}: not a UTF-8 path", path.display()));
    };
    Ok(format!("'{}'", text.replace('\'', "''")))
}

async fn backup_sqlite(path: &Path, partial: &Path) -> Result<(), BackupError> {
    if !path.is_file() {
        return fail(format!("no database at {}", path.display()));
    }
    let mut conn = open_sqlite(path, false).await?;
    check_sqlite(&mut conn, path, false).await?;
    sqlx::query(&format!("VACUUM INTO {}", quoted(partial)?))
        .execute(&mut conn)
        .await
        .or_else(|e| fail(format!("backing up {}: {e}", path.display())))?;
    let _ = conn.close().await;
    Ok(())
}

/// Checks that `conn` is a sound Cubist database whose every migration this build
/// knows; with `full`, reads every page (`PRAGMA integrity_check`).
async fn check_sqlite(
    conn: &mut SqliteConnection,
    path: &Path,
    full: bool,
) -> Result<i64, BackupError> {
    let shown = path.display();
    let not_ours = |e: sqlx::Error| BackupError(format!("{shown} is not a SQLite database ({e})"));
    if full {
        let rows = sqlx::query("PRAGMA integrity_check")
            .fetch_all(&mut *conn)
            .await
            .map_err(not_ours)?;
        let problems: Vec<String> = rows
            .iter()
            .filter_map(|r| r.try_get::<String, _>(0).ok())
            .filter(|s| s != "ok")
            .take(5)
            .collect();
        if !problems.is_empty() || rows.is_empty() {
            return fail(format!(
                "{shown} is damaged (integrity check: {})",
                problems.join("; ")
            ));
        }
    }
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
            .fetch_all(&mut *conn)
            .await
            .map_err(not_ours)?;
    for needed in ["_sqlx_migrations", "games", "accounts"] {
        if !tables.iter().any(|t| t == needed) {
            return fail(format!(
                "{shown} is not a Cubist database (it has no {needed} table)"
            ));
        }
    }
    let applied: Vec<(i64, bool, Vec<u8>)> =
        sqlx::query_as("SELECT version, success, checksum FROM _sqlx_migrations ORDER BY version")
            .fetch_all(&mut *conn)
            .await
            .or_else(|e| fail(format!("{shown}: reading its migrations: {e}")))?;
    check_versions(&shown.to_string(), applied.into_iter())
}

/// Every applied migration must be one this build has, applied whole; gives the newest.
fn check_versions(
    shown: &str,
    applied: impl Iterator<Item = (i64, bool, Vec<u8>)>,
) -> Result<i64, BackupError> {
    let migrator = migrator();
    let mut newest = None;
    for (version, success, checksum) in applied {
        let Some(known) = migrator.iter().find(|m| m.version == version) else {
            return fail(format!(
                "{shown} has migration {version}, which this version of Cubist does not \
                 know: it was made by a newer one"
            ));
        };
        if !success || known.checksum.as_ref() != checksum.as_slice() {
            return fail(format!(
                "{shown}: migration {version} is not the one this version of Cubist has"
            ));
        }
        newest = Some(version);
    }
    newest.ok_or_else(|| BackupError(format!("{shown} has no migrations applied")))
}

async fn count(conn: &mut SqliteConnection, sql: &str) -> Result<u64, BackupError> {
    sqlx::query_scalar::<_, i64>(sql)
        .fetch_one(&mut *conn)
        .await
        .map(|n| n.max(0) as u64)
        .or_else(|e| fail(format!("counting ({sql}): {e}")))
}

const COUNT_GAMES: &str = "SELECT COUNT(*) FROM games";
const COUNT_RUNNING: &str = "SELECT COUNT(*) FROM games WHERE status = 'running'";
const COUNT_ACCOUNTS: &str = "SELECT COUNT(*) FROM accounts WHERE computer = 0";

/// Check a SQLite copy through and count what it holds.
async fn summarise_sqlite(path: &Path) -> Result<Summary, BackupError> {
    let mut conn = open_sqlite(path, true).await?;
    let version = check_sqlite(&mut conn, path, true).await?;
    let summary = Summary {
        games: count(&mut conn, COUNT_GAMES).await?,
        running: count(&mut conn, COUNT_RUNNING).await?,
        accounts: count(&mut conn, COUNT_ACCOUNTS).await?,
        version,
        ..Summary::default()
    };
    let _ = conn.close().await;
    Ok(summary)
}

/// What a database about to be replaced holds: nothing (no file, an empty file or
/// Cubist's tables without a game or a person's account), or this, in words.
async fn sqlite_contents(path: &Path) -> Option<String> {
    let shown = path.display();
    match std::fs::metadata(path) {
        Err(_) => return None,
        Ok(m) if m.len() == 0 => return None,
        Ok(_) => {}
    }
    let Ok(mut conn) = open_sqlite(path, false).await else {
        return Some(format!("{shown} cannot be opened as a SQLite database"));
    };
    let tables: Result<Vec<String>, _> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
            .fetch_all(&mut conn)
            .await;
    let held = match tables {
        Err(_) => Some(format!("{shown} is not a SQLite database")),
        Ok(t) if t.is_empty() => None,
        Ok(t) if !t.iter().any(|n| n == "games") || !t.iter().any(|n| n == "accounts") => {
            Some(format!("{shown} holds tables that are not Cubist's"))
        }
        Ok(_) => {
            let games = count(&mut conn, COUNT_GAMES).await.unwrap_or(1);
            let accounts = count(&mut conn, COUNT_ACCOUNTS).await.unwrap_or(1);
            (games + accounts > 0).then(|| format!("{shown} {}", holding(games, accounts)))
        }
    };
    let _ = conn.close().await;
    held
}

/// The instances' rows of the SQLite database at `path`: none if there is no such
/// file, or it is not a database with an `instances` table.
async fn sqlite_stamps(path: &Path) -> Vec<Stamp> {
    if std::fs::metadata(path).map_or(true, |m| m.len() == 0) {
        return Vec::new();
    }
    let Ok(mut conn) = open_sqlite(path, false).await else {
        return Vec::new();
    };
    let stamps = async {
        let columns: Vec<String> =
            sqlx::query_scalar("SELECT name FROM pragma_table_info('instances')")
                .fetch_all(&mut conn)
                .await?;
        match stamps_query(&columns) {
            Some(sql) => sqlx::query_as::<_, Stamp>(&sql).fetch_all(&mut conn).await,
            None => Ok(Vec::new()),
        }
    }
    .await
    .unwrap_or_default();
    let _ = conn.close().await;
    stamps
}

/// Mark every instance of the SQLite copy at `path` stopped.
async fn mark_stopped_sqlite(path: &Path) -> Result<(), BackupError> {
    let mut conn = open_sqlite(path, false).await?;
    let columns: Vec<String> =
        sqlx::query_scalar("SELECT name FROM pragma_table_info('instances')")
            .fetch_all(&mut conn)
            .await
            .or_else(|e| fail(format!("{}: {e}", path.display())))?;
    if columns.iter().any(|c| c == "stopped_at") {
        sqlx::query(MARK_STOPPED)
            .execute(&mut conn)
            .await
            .or_else(|e| fail(format!("{}: {e}", path.display())))?;
    }
    let _ = conn.close().await;
    Ok(())
}

async fn restore_sqlite(path: &Path, input: &Path, force: bool) -> Result<Summary, BackupError> {
    if looks_like_pg_archive(input) {
        return fail(format!(
            "{} is a PostgreSQL backup: restore it with --db postgres://…",
            input.display()
        ));
    }
    // The backup first: a foreign or damaged file changes nothing.
    let mut source = open_sqlite(input, true).await?;
    let version = check_sqlite(&mut source, input, true).await?;
    let shown = path.display().to_string();
    if let Err(e) = refuse_if_running(&shown, &sqlite_stamps(path).await, super::now_ms()) {
        let _ = source.close().await;
        return Err(e);
    }
    if !force {
        if let Some(held) = sqlite_contents(path).await {
            let _ = source.close().await;
            return fail(format!(
                "{held}: restore into a new file, or --force to replace it"
            ));
        }
    }
    make_parent(path)?;
    let partial = partial_path(path)?;
    let _cleanup = RemoveOnDrop(partial.clone());
    let _ = std::fs::remove_file(&partial);
    sqlx::query(&format!("VACUUM INTO {}", quoted(&partial)?))
        .execute(&mut source)
        .await
        .or_else(|e| fail(format!("copying {}: {e}", input.display())))?;
    let _ = source.close().await;
    mark_stopped_sqlite(&partial).await?;
    let mut summary = summarise_sqlite(&partial).await?;
    summary.version = version;
    sync_file(&partial)?;
    // The old database's write-ahead log belongs to the old file: left beside the new
    // one it would be replayed into it.
    for suffix in ["-wal", "-shm", "-journal"] {
        let mut side = path.as_os_str().to_os_string();
        side.push(suffix);
        match std::fs::remove_file(PathBuf::from(side)) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return fail(format!("cannot remove {}{suffix}: {e}", path.display())),
        }
    }
    std::fs::rename(&partial, path)
        .or_else(|e| fail(format!("cannot move the copy to {}: {e}", path.display())))?;
    sync_parent(path);
    Ok(summary)
}

// --- PostgreSQL ---------------------------------------------------------------------

/// A PostgreSQL URL without its password, and the password (percent-decoded).
fn split_password(url: &str) -> (String, Option<String>) {
    let Some(scheme) = url.find("://") else {
        return (url.to_string(), None);
    };
    let start = scheme + 3;
    let end = url[start..].find('/').map_or(url.len(), |i| start + i);
    let Some(at) = url[start..end].rfind('@').map(|i| start + i) else {
        return (url.to_string(), None);
    };
    let creds = &url[start..at];
    let Some(colon) = creds.find(':') else {
        return (url.to_string(), None);
    };
    let without = format!("{}{}{}", &url[..start], &creds[..colon], &url[at..]);
    (without, Some(percent_decode(&creds[colon + 1..])))
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let Ok(b) = u8::from_str_radix(&text[i + 1..i + 3], 16) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Run one of PostgreSQL's programs on `url`'s database, the password in the
/// environment.
fn pg_tool(program: &str, url: Option<&str>, args: &[&str]) -> Result<Output, BackupError> {
    let mut command = Command::new(program);
    command.stdin(Stdio::null());
    if let Some(url) = url {
        let (url, password) = split_password(url);
        if let Some(p) = password {
            command.env("PGPASSWORD", p);
        }
        command.arg("--dbname").arg(url);
    }
    command.args(args);
    match command.output() {
        Ok(out) => Ok(out),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => fail(format!(
            "{program} was not found on PATH: install postgresql-client (the version of \
             the server or newer)"
        )),
        Err(e) => fail(format!("cannot run {program}: {e}")),
    }
}

/// The first lines of a program's complaint.
fn stderr_of(out: &Output) -> String {
    let text = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(6)
        .collect();
    lines.join("\n")
}

fn pg_dump(url: &str, partial: &Path) -> Result<(), BackupError> {
    let file = partial.to_string_lossy();
    let out = pg_tool(
        "pg_dump",
        Some(url),
        &[
            "--format=custom",
            "--no-owner",
            "--no-privileges",
            "--file",
            &file,
        ],
    )?;
    if !out.status.success() {
        return fail(format!(
            "pg_dump of {} failed:\n{}",
            super::url::redact(url),
            stderr_of(&out)
        ));
    }
    Ok(())
}

/// Whether a file starts as `pg_dump --format=custom` writes it.
fn looks_like_pg_archive(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 5];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok()
        && &head == b"PGDMP"
}

/// A table's rows in an archive: its columns and each row's fields as COPY writes
/// them (`\N` for NULL).
fn archive_rows(
    archive: &Path,
    table: &str,
) -> Result<(Vec<String>, Vec<Vec<String>>), BackupError> {
    let file = archive.to_string_lossy();
    let out = pg_tool(
        "pg_restore",
        None,
        &["--data-only", "--table", table, "--file", "-", &file],
    )?;
    if !out.status.success() {
        return fail(format!(
            "{} is not a backup pg_restore can read:\n{}",
            archive.display(),
            stderr_of(&out)
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines();
    let mut columns = Vec::new();
    for line in lines.by_ref() {
        if let Some(rest) = line.strip_prefix("COPY ") {
            if let (Some(open), Some(close)) = (rest.find('('), rest.find(')')) {
                columns = rest[open + 1..close]
                    .split(',')
                    .map(|c| c.trim().trim_matches('"').to_string())
                    .collect();
                break;
            }
        }
    }
    if columns.is_empty() {
        return Ok((columns, Vec::new()));
    }
    let rows = lines
        .take_while(|l| *l != "\\.")
        .map(|l| l.split('\t').map(String::from).collect())
        .collect();
    Ok((columns, rows))
}

fn column(columns: &[String], name: &str, archive: &Path) -> Result<usize, BackupError> {
    columns.iter().position(|c| c == name).ok_or_else(|| {
        BackupError(format!(
            "{} is not a Cubist backup (no column {name})",
            archive.display()
        ))
    })
}

/// Check a PostgreSQL archive (Cubist's migrations, all known to this build) and
/// count what it holds.
fn summarise_archive(archive: &Path) -> Result<Summary, BackupError> {
    let shown = archive.display().to_string();
    if !looks_like_pg_archive(archive) {
        return fail(format!(
            "{shown} is not a PostgreSQL backup made by cubist backup (pg_dump \
             --format=custom)"
        ));
    }
    let (columns, rows) = archive_rows(archive, "_sqlx_migrations")?;
    if columns.is_empty() {
        return fail(format!(
            "{shown} is not a Cubist backup (it has no _sqlx_migrations table)"
        ));
    }
    let (v, s, c) = (
        column(&columns, "version", archive)?,
        column(&columns, "success", archive)?,
        column(&columns, "checksum", archive)?,
    );
    let mut applied = Vec::new();
    for row in &rows {
        let field = |i: usize| row.get(i).map(String::as_str).unwrap_or("");
        let Ok(version) = field(v).parse::<i64>() else {
            return fail(format!("{shown}: a migration row is damaged"));
        };
        let checksum = decode_bytea(field(c))
            .ok_or_else(|| BackupError(format!("{shown}: migration {version} is damaged")))?;
        applied.push((version, field(s) == "t", checksum));
    }
    let version = check_versions(&shown, applied.into_iter())?;
    let (columns, games) = archive_rows(archive, "games")?;
    if columns.is_empty() {
        return fail(format!(
            "{shown} is not a Cubist backup (it has no games table)"
        ));
    }
    let status = column(&columns, "status", archive)?;
    let running = games
        .iter()
        .filter(|r| r.get(status).is_some_and(|s| s == "running"))
        .count() as u64;
    let (columns, accounts) = archive_rows(archive, "accounts")?;
    let computer = column(&columns, "computer", archive)?;
    let people = accounts
        .iter()
        .filter(|r| r.get(computer).is_some_and(|c| c == "0"))
        .count() as u64;
    Ok(Summary {
        games: games.len() as u64,
        running,
        accounts: people,
        version,
        ..Summary::default()
    })
}

/// A `bytea` as COPY writes it: `\\x0123…`.
fn decode_bytea(text: &str) -> Option<Vec<u8>> {
    let hex = text.strip_prefix("\\\\x")?;
    (0..hex.len())
        .step_by(2)
        .map(|i| {
            hex.get(i..i + 2)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
        })
        .collect()
}

async fn restore_postgres(url: &str, input: &Path, force: bool) -> Result<Summary, BackupError> {
    let shown = super::url::redact(url);
    let mut summary = summarise_archive(input)?;
    let options = sqlx::postgres::PgConnectOptions::from_str(url)
        .or_else(|e| fail(format!("{shown}: {e}")))?;
    let mut conn = options
        .connect()
        .await
        .or_else(|e| fail(format!("cannot connect to {shown}: {e}")))?;
    let stamps = pg_stamps(&mut conn)
        .await
        .or_else(|e| fail(format!("{shown}: {e}")))?;
    refuse_if_running(&shown, &stamps, super::now_ms())?;
    let held = pg_contents(&mut conn)
        .await
        .or_else(|e| fail(format!("{shown}: {e}")))?;
    if let (Some(held), false) = (held, force) {
        return fail(format!(
            "{shown} {held}: restore into a new database, or --force to replace it"
        ));
    }
    let file = input.to_string_lossy();
    let out = pg_tool(
        "pg_restore",
        Some(url),
        &[
            "--clean",
            "--if-exists",
            "--no-owner",
            "--no-privileges",
            "--single-transaction",
            "--exit-on-error",
            &file,
        ],
    )?;
    if !out.status.success() {
        return fail(format!(
            "pg_restore into {shown} failed (nothing was changed):\n{}",
            stderr_of(&out)
        ));
    }
    let games: i64 = sqlx::query_scalar(COUNT_GAMES)
        .fetch_one(&mut conn)
        .await
        .or_else(|e| fail(format!("{shown}: {e}")))?;
    if games.max(0) as u64 != summary.games {
        return fail(format!(
            "{shown} holds {games} games after the restore, the backup {}",
            summary.games
        ));
    }
    summary.games = games.max(0) as u64;
    if pg_instance_columns(&mut conn)
        .await
        .is_ok_and(|c| c.iter().any(|c| c == "stopped_at"))
    {
        sqlx::query(MARK_STOPPED)
            .execute(&mut conn)
            .await
            .or_else(|e| fail(format!("{shown}: marking its instances stopped: {e}")))?;
    }
    let _ = conn.close().await;
    Ok(summary)
}

/// The columns of the `instances` table in the schema of `conn` (none: no table).
async fn pg_instance_columns(conn: &mut sqlx::PgConnection) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT column_name::text FROM information_schema.columns \
         WHERE table_schema = current_schema() AND table_name = 'instances'",
    )
    .fetch_all(&mut *conn)
    .await
}

/// The instances' rows of a PostgreSQL database (none if it has no such table).
async fn pg_stamps(conn: &mut sqlx::PgConnection) -> Result<Vec<Stamp>, sqlx::Error> {
    let columns = pg_instance_columns(conn).await?;
    match stamps_query(&columns) {
        Some(sql) => sqlx::query_as::<_, Stamp>(&sql).fetch_all(&mut *conn).await,
        None => Ok(Vec::new()),
    }
}

/// What a PostgreSQL database holds in its schema, if anything worth keeping.
async fn pg_contents(conn: &mut sqlx::PgConnection) -> Result<Option<String>, sqlx::Error> {
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables \
         WHERE table_schema = current_schema()",
    )
    .fetch_all(&mut *conn)
    .await?;
    if tables.is_empty() {
        return Ok(None);
    }
    if !tables.iter().any(|t| t == "games") || !tables.iter().any(|t| t == "accounts") {
        return Ok(Some("holds tables that are not Cubist's".to_string()));
    }
    let games: i64 = sqlx::query_scalar(COUNT_GAMES)
        .fetch_one(&mut *conn)
        .await?;
    let accounts: i64 = sqlx::query_scalar(COUNT_ACCOUNTS)
        .fetch_one(&mut *conn)
        .await?;
    let (games, accounts) = (games.max(0) as u64, accounts.max(0) as u64);
    Ok((games + accounts > 0).then(|| holding(games, accounts)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_leave_the_url() {
        assert_eq!(
            split_password("postgres://ada:s%40cret@db.example:5432/cubist?sslmode=require"),
            (
                "postgres://ada@db.example:5432/cubist?sslmode=require".to_string(),
                Some("s@cret".to_string())
            )
        );
        assert_eq!(
            split_password("postgres://ada@localhost/cubist"),
            ("postgres://ada@localhost/cubist".to_string(), None)
        );
    }

    #[test]
    fn sqlite_urls_name_files() {
        for (url, path) in [
            ("sqlite:cubist.db", "cubist.db"),
            ("sqlite://data/cubist.db", "data/cubist.db"),
            ("sqlite:///srv/cubist.db?mode=rwc", "/srv/cubist.db"),
        ] {
            match target(url) {
                Ok(Target::Sqlite(p)) => assert_eq!(p, PathBuf::from(path)),
                _ => panic!("{url}"),
            }
        }
        assert!(target("sqlite::memory:").is_err());
        assert!(target("mysql://x").is_err());
    }

    #[test]
    fn a_restore_waits_only_for_instances_alive_within_the_window() {
        let now = 1_780_000_000_000;
        let window = ALIVE_WINDOW.as_millis() as i64;
        let stamps: Vec<Stamp> = vec![
            ("beating".into(), now - 800, None),
            ("crashed-now".into(), now - window + 1, None),
            ("crashed-long-ago".into(), now - window, None),
            ("stopped-cleanly".into(), now - 200, Some(now - 200)),
            ("clock-ahead".into(), now + 5_000, None),
        ];
        let ids: Vec<&str> = running(&stamps, now)
            .iter()
            .map(|(id, _, _)| id.as_str())
            .collect();
        assert_eq!(ids, ["beating", "crashed-now", "clock-ahead"]);
        let err = refuse_if_running("cubist.db", &stamps[..1], now)
            .unwrap_err()
            .0;
        assert!(
            err.starts_with("cubist.db is in use by a running server: instance beating was alive 0.8 s ago (at 2026-05-28 ")
                && err.contains("Stop the server")
                && err.contains("30 s after its last alive stamp"),
            "{err}"
        );
        assert!(refuse_if_running("cubist.db", &stamps[2..4], now).is_ok());
        assert!(refuse_if_running("cubist.db", &[], now).is_ok());
    }

    #[test]
    fn stamps_read_as_dates() {
        assert_eq!(utc(0), "1970-01-01 00:00:00 UTC");
        assert_eq!(utc(951_827_696_000), "2000-02-29 12:34:56 UTC");
        assert_eq!(utc(1_798_761_599_999), "2026-12-31 23:59:59 UTC");
    }

    #[test]
    fn sizes_read_well() {
        assert_eq!(human_size(812), "812 B");
        assert_eq!(human_size(4_100), "4.1 kB");
        assert_eq!(human_size(1_234_567), "1.2 MB");
        assert_eq!(decode_bytea("\\\\x00ff"), Some(vec![0, 255]));
    }
}
