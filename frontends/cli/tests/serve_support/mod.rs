//! The harness of the `cubist serve` process tests: a server process on a free port,
//! which a test may kill or interrupt as Ctrl-C does. The client, the random player and
//! the database per test are the server crate's test harness, included from there.
#![allow(dead_code)]

#[path = "../../../server/tests/support/client.rs"]
mod client;
#[path = "../../../server/tests/support/place.rs"]
mod place;

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::Duration;

pub use client::*;
pub use place::*;

/// How long the server may take to say it is ready.
const READY_TIMEOUT: Duration = Duration::from_secs(30);

/// Limits high enough that no test meets them.
pub const NO_LIMITS: &[&str] = &["--rate", "100000", "--burst", "100000"];

/// A `cubist serve` child process, killed when dropped.
pub struct Server {
    /// `None` once [`Server::interrupt`] has waited for its exit.
    child: Option<Child>,
    pid: libc::pid_t,
    pub port: u16,
    /// `http://127.0.0.1:PORT`, without the final slash.
    pub base: String,
    db: Db,
    extra: Vec<String>,
    env: Vec<(String, String)>,
    log: PathBuf,
    /// The thread reading stdout: it gives every line once the process has exited.
    stdout: Option<std::thread::JoinHandle<Vec<String>>>,
}

impl Server {
    /// A server on `db` with no practical request limit. Its data directory is `data`
    /// in the place's directory, so a restart finds the same keys.
    pub fn start(db: &Db) -> Server {
        Server::start_with(db, NO_LIMITS)
    }

    /// A server on `db` with these extra arguments (none: the default limits).
    pub fn start_with(db: &Db, extra: &[&str]) -> Server {
        Server::start_env(db, extra, &[])
    }

    /// A server on `db` with these extra arguments and environment variables.
    pub fn start_env(db: &Db, extra: &[&str], env: &[(&str, &str)]) -> Server {
        let dir = db.dir.as_path();
        let data = dir.join("data");
        std::fs::create_dir_all(&data).unwrap();
        let log = dir.join(format!(
            "server-{}.log",
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos()
        ));
        let mut child = Command::new(env!("CARGO_BIN_EXE_cubist"))
            .args(["serve", "--addr", "127.0.0.1:0", "--db", &db.url])
            .args(extra)
            .env("CUBIST_DATA_DIR", &data)
            .env("NO_COLOR", "1")
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .expect("the cubist binary starts");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        // Reads the ready line, then keeps draining stdout so that the server never
        // blocks on a full pipe; gives every line at the end.
        let reader = std::thread::spawn(move || {
            let mut lines = BufReader::new(stdout);
            let mut line = String::new();
            let mut sent = false;
            let mut all = Vec::new();
            loop {
                line.clear();
                match lines.read_line(&mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        if !sent && line.contains("Cubist is serving at") {
                            let _ = tx.send(line.trim().to_string());
                            sent = true;
                        }
                        all.push(line.trim_end_matches(['\r', '\n']).to_string());
                    }
                }
            }
            all
        });
        let line = match rx.recv_timeout(READY_TIMEOUT) {
            Ok(line) => line,
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "cubist serve did not say it was ready ({e}); its output:\n{}",
                    read_log(&log)
                );
            }
        };
        let port =
            parse_ready_line(&line).unwrap_or_else(|| panic!("unexpected ready line: {line:?}"));
        Server {
            pid: libc::pid_t::try_from(child.id()).unwrap(),
            child: Some(child),
            port,
            base: format!("http://127.0.0.1:{port}"),
            db: db.clone(),
            extra: extra.iter().map(|s| s.to_string()).collect(),
            env: env
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            log,
            stdout: Some(reader),
        }
    }

    /// A client of this server.
    pub fn client(&self) -> Client {
        Client::new(&self.base)
    }

    /// Kills the process with SIGKILL (nothing is flushed, nothing shuts down) and
    /// waits for it to be gone.
    pub fn kill9(&mut self) {
        self.signal(libc::SIGKILL);
        let status = self.child.as_mut().expect("running").wait().unwrap();
        assert!(!status.success(), "a killed server cannot exit cleanly");
    }

    /// Sends SIGINT, as Ctrl-C does, and waits (at most `timeout`) for the exit status.
    pub fn interrupt(&mut self, timeout: Duration) -> ExitStatus {
        self.stop_by(libc::SIGINT, timeout)
    }

    /// Sends SIGTERM, as `systemctl stop` and `docker stop` do, and waits (at most
    /// `timeout`) for the exit status.
    pub fn terminate(&mut self, timeout: Duration) -> ExitStatus {
        self.stop_by(libc::SIGTERM, timeout)
    }

    fn stop_by(&mut self, signal: libc::c_int, timeout: Duration) -> ExitStatus {
        self.signal(signal);
        // The exit itself is waited on: a thread waits for the process and says when
        // it is gone.
        let mut child = self.child.take().expect("running");
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(child.wait());
        });
        match rx.recv_timeout(timeout) {
            Ok(status) => status.expect("the exit status"),
            Err(_) => {
                // Still running (so not reaped): stop it for good before failing.
                self.signal(libc::SIGKILL);
                panic!("the server did not stop within {timeout:?} of signal {signal}");
            }
        }
    }

    /// A new server on the same database with the same arguments (after
    /// [`Server::kill9`] or [`Server::interrupt`]).
    pub fn restart(&self) -> Server {
        let extra: Vec<&str> = self.extra.iter().map(String::as_str).collect();
        let env: Vec<(&str, &str)> = self
            .env
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        Server::start_env(&self.db, &extra, &env)
    }

    /// Every line the server wrote to stdout, once it has exited (after
    /// [`Server::interrupt`] or [`Server::kill9`]).
    pub fn stdout_lines(&mut self) -> Vec<String> {
        if let Some(child) = self.child.as_mut() {
            assert!(
                matches!(child.try_wait(), Ok(Some(_))),
                "the server has not exited: its stdout is still open"
            );
        }
        self.stdout
            .take()
            .expect("stdout is read once")
            .join()
            .expect("the stdout reader")
    }

    /// What the server wrote to stderr so far.
    pub fn log(&self) -> String {
        read_log(&self.log)
    }

    fn signal(&self, signal: libc::c_int) {
        let pid = self.pid;
        // SAFETY: kill(2) on the pid of our own child, which has not been reaped.
        let r = unsafe { libc::kill(pid, signal) };
        assert_eq!(r, 0, "kill({pid}, {signal}) failed");
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(child) = self.child.as_mut() {
            if let Ok(None) = child.try_wait() {
                let _ = child.kill();
                let _ = child.wait();
            }
        }
    }
}

fn read_log(path: &Path) -> String {
    let mut s = String::new();
    if let Ok(mut f) = std::fs::File::open(path) {
        let _ = f.read_to_string(&mut s);
    }
    s
}

/// `cubist ARGS`, to its end.
pub fn cubist(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_cubist"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("the cubist binary runs")
}

/// A finished command's status and output, for a failure's message.
pub fn text(out: &std::process::Output) -> String {
    format!(
        "status {:?}\nstdout: {}\nstderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The port in `Cubist is serving at http://127.0.0.1:PORT/`, said as text or as the
/// message of a JSON log line (`--log-format json`).
pub fn parse_ready_line(line: &str) -> Option<u16> {
    let json = serde_json::from_str::<serde_json::Value>(line).ok();
    let line = json
        .as_ref()
        .and_then(|v| v["message"].as_str())
        .unwrap_or(line);
    let rest = line.split("http://").nth(1)?;
    let host_port = rest.trim_end().trim_end_matches('/');
    host_port.rsplit(':').next()?.parse().ok()
}

#[test]
fn the_ready_line_gives_the_port() {
    assert_eq!(
        parse_ready_line("Cubist is serving at http://127.0.0.1:43125/"),
        Some(43125)
    );
    assert_eq!(
        parse_ready_line(
            r#"{"level":"INFO","message":"Cubist is serving at http://127.0.0.1:8080/","url":"http://127.0.0.1:8080/"}"#
        ),
        Some(8080)
    );
    assert_eq!(parse_ready_line("nothing here"), None);
}
