//! What the server's benchmarks share: a server of their own, how a database is
//! named in their output, and quantiles of their samples.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use cubist_server::{Config, Connections, Limits};

/// The benchmark's server on its own runtime and thread (with `threads` workers, or
/// the runtime's default), without request limits; its address once it accepts
/// connections.
pub fn start_server(db: String, threads: Option<usize>) -> SocketAddr {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut builder = tokio::runtime::Builder::new_multi_thread();
        if let Some(n) = threads {
            builder.worker_threads(n);
        }
        let runtime = builder
            .enable_all()
            .thread_name("server")
            .build()
            .expect("a runtime");
        let config = Config {
            limits: unlimited(),
            // Every client connects from this machine.
            connections: Connections {
                per_address: 1_000_000,
                sockets_per_address: 1_000_000,
                ..Connections::default()
            },
            // Every player signs up from this machine's one address.
            sign_ups: cubist_server::accounts::SignUpLimits {
                per_address: u32::MAX,
                per_network: u32::MAX,
                per_site: u32::MAX,
            },
            ..Config::new("127.0.0.1:0".parse().expect("an address"), db)
        };
        if let Err(e) = runtime.block_on(cubist_server::run(config, move |addr| {
            let _ = tx.send(addr);
        })) {
            eprintln!("the server stopped: {e}");
            std::process::exit(1);
        }
    });
    rx.recv_timeout(Duration::from_secs(60))
        .expect("the server starts")
}

/// Request limits no benchmark meets.
pub fn unlimited() -> Limits {
    Limits {
        rate: 1_000_000,
        burst: 1_000_000,
    }
}

/// A database URL without its password.
pub fn shown(db: &str) -> String {
    match (db.find("://"), db.find('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user = db[scheme + 3..at].split(':').next().unwrap_or("");
            format!("{}{user}{}", &db[..scheme + 3], &db[at..])
        }
        _ => db.to_string(),
    }
}

/// The `q`-quantile of sorted samples in microseconds, as milliseconds.
pub fn quantile_ms<T: Copy + Into<u64>>(sorted: &[T], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1].into() as f64 / 1000.0
}
