//! The harness of the server's tests: servers running in this process, each on a
//! runtime and thread of its own on a free port (`cubist_server::serve`), a database
//! per test ([`place`]), and a small HTTP and WebSocket client speaking
//! `docs/server-api.md` with a random player ([`client`]), and players that soak a
//! server as browsers do ([`soak`]).
#![allow(dead_code, unused_imports)]

mod browser;
mod client;
mod log;
mod place;
mod roles;
pub mod smtp;
pub mod soak;

use std::net::SocketAddr;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

pub use browser::*;
pub use client::*;
use cubist_server::{Config, Connections, Limits};
pub use log::*;
pub use place::*;
pub use roles::grant;

/// How long a server may take to accept connections.
const READY_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a server may take to stop once told to; what it still runs then (a
/// computer player thinking, a socket) is dropped with its runtime.
const STOP_TIMEOUT: Duration = Duration::from_secs(20);

/// Limits high enough that no test but the one about limits meets them.
pub const NO_LIMITS: Limits = Limits {
    rate: 100_000,
    burst: 100_000,
};

/// The connection limits of `cubist serve` with no practical cap per address.
pub fn open_connections() -> Connections {
    Connections {
        per_address: 100_000,
        sockets_per_address: 100_000,
        ..Connections::default()
    }
}

/// The running games with computers the guests of one address may keep, in tests
/// but the one about that cap: no practical cap.
pub const OPEN_ADDRESS_GAMES: usize = 100_000;

/// A server running in this process, stopped when dropped.
pub struct Server {
    pub addr: SocketAddr,
    pub port: u16,
    /// `http://127.0.0.1:PORT`, without the final slash.
    pub base: String,
    config: Config,
    /// Sending (or dropping) this ends the server's `shutdown` future.
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    /// Told when the server's thread is done: `serve` returned and its runtime is shut
    /// down.
    done: mpsc::Receiver<()>,
    thread: Option<JoinHandle<Result<(), String>>>,
}

impl Server {
    /// A server on `db` with the defaults of `cubist serve` but no practical request
    /// limit.
    pub fn start(db: &Db) -> Server {
        Server::start_with(db, |c| c.limits = NO_LIMITS)
    }

    /// A server on `db` with the defaults of `cubist serve` as `configure` changes
    /// them (nothing: the default request limits too), but for the caps per address on
    /// connections, WebSockets and guests' games with computers: every client of a
    /// test comes from 127.0.0.1, where a site's come from many addresses
    /// ([`open_connections`], [`OPEN_ADDRESS_GAMES`]).
    pub fn start_with(db: &Db, configure: impl FnOnce(&mut Config)) -> Server {
        let addr = "127.0.0.1:0".parse().expect("an address");
        let mut config = Config::new(addr, db.url.clone());
        config.connections = open_connections();
        config.thinking.address_games = OPEN_ADDRESS_GAMES;
        configure(&mut config);
        Server::launch(config)
    }

    fn launch(config: Config) -> Server {
        log_to_tests();
        let (ready_tx, ready_rx) = mpsc::channel::<Result<SocketAddr, String>>();
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
        let (done_tx, done) = mpsc::channel();
        let run = config.clone();
        let thread = std::thread::Builder::new()
            .name("server".into())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_multi_thread()
                    .enable_all()
                    .thread_name("server")
                    .build()
                    .expect("a runtime");
                let failed = ready_tx.clone();
                let result = runtime
                    .block_on(cubist_server::serve(
                        run,
                        move |addr| {
                            let _ = ready_tx.send(Ok(addr));
                        },
                        async move {
                            // A stop sent, or the handle dropped.
                            let _ = stop_rx.await;
                        },
                    ))
                    .map_err(|e| e.to_string());
                // What the server left running (computer players, sockets, its sweeps)
                // ends with its runtime, so that nothing of it touches the database
                // after this.
                runtime.shutdown_timeout(STOP_TIMEOUT);
                if let Err(e) = &result {
                    let _ = failed.send(Err(e.clone()));
                }
                let _ = done_tx.send(());
                result
            })
            .expect("a thread for the server");
        let addr = match ready_rx.recv_timeout(READY_TIMEOUT) {
            Ok(Ok(addr)) => addr,
            Ok(Err(e)) => panic!("the server did not start: {e}"),
            Err(e) => panic!("the server did not say it was ready ({e})"),
        };
        Server {
            addr,
            port: addr.port(),
            base: format!("http://{addr}"),
            config,
            stop: Some(stop_tx),
            done,
            thread: Some(thread),
        }
    }

    /// A client of this server.
    pub fn client(&self) -> Client {
        Client::new(&self.base)
    }

    /// Stops the server as Ctrl-C stops `cubist serve` (no new connections, requests
    /// under way answered) and waits until it is gone; panics if it failed.
    pub fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        self.done
            .recv_timeout(STOP_TIMEOUT * 2)
            .expect("the server stops in time");
        let result = self.thread.take().expect("running").join();
        result
            .expect("the server's thread does not panic")
            .unwrap_or_else(|e| panic!("the server stopped with an error: {e}"));
    }

    /// Stops the server cleanly, then starts a new one as it was on the same database.
    pub fn restart(self) -> Server {
        let config = self.config.clone();
        self.stop();
        Server::launch(config)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        // Dropping the sender ends the server's shutdown future.
        self.stop.take();
        if let Some(thread) = self.thread.take() {
            if self.done.recv_timeout(STOP_TIMEOUT * 2).is_ok() {
                let _ = thread.join();
            } else {
                eprintln!("a server did not stop within {:?}", STOP_TIMEOUT * 2);
            }
        }
    }
}

/// The servers' log, at `warn` unless `RUST_LOG` says otherwise, captured with each
/// test's output (shown when it fails).
fn log_to_tests() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "cubist_server=warn".into()),
        )
        .with_test_writer()
        .try_init();
}
