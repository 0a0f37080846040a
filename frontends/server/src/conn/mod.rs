//! Connections: accepted, counted, served with hyper's HTTP/1 and let go.
//!
//! Each connection has hyper's header-read timeout, which runs whenever the connection
//! waits for a request's head: from the moment it is accepted, and again after each
//! reply. A client that sends nothing, drips its headers, or keeps a connection alive
//! doing nothing is so closed when it runs out; no timer of the server's own is needed.
//! Request bodies that pause too long fail (tower-http's `TimeoutBody`); request heads
//! over the cap are answered 431 and their read buffer is capped to match.
//!
//! Connections are counted per TCP peer and in all ([`Counts`]); one over either cap is
//! closed as soon as it is accepted, before anything is read from it or spawned for it.
//! A connection's count is held by a [`Held`] that goes with every request on it, so an
//! upgraded connection (a WebSocket) stays counted while its socket is open.

mod limits;

pub use limits::{
    Connections, DEFAULT_BODY_TIMEOUT, DEFAULT_CONNECTIONS, DEFAULT_CONNECTIONS_PER_ADDRESS,
    DEFAULT_HEADER_TIMEOUT, DEFAULT_MAX_HEADER_BYTES, DEFAULT_SOCKETS_PER_ADDRESS,
    MAX_HEADER_BYTES, MIN_HEADER_BYTES, MIN_PER_ADDRESS, RESERVED_FILES,
};

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::Request;
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::watch;
use tower::ServiceExt;
use tower_http::timeout::TimeoutBody;

use crate::client_ip::{client_ip, ClientIp, TrustedProxies};

/// How long to wait before accepting again after an error that is not one
/// connection's (out of files, say): the error would otherwise repeat at once.
const ACCEPT_PAUSE: Duration = Duration::from_secs(1);

/// The smallest read buffer hyper accepts.
const MIN_BUFFER: usize = 8 * 1024;

/// Things open at once, counted per address and in all, each let go when its
/// [`Held`] is dropped.
#[derive(Clone)]
pub struct Counts(Arc<CountsInner>);

struct CountsInner {
    per_address: usize,
    total: usize,
    open: Mutex<Open>,
}

#[derive(Default)]
struct Open {
    by_address: HashMap<IpAddr, usize>,
    total: usize,
}

impl Counts {
    /// At most `per_address` from one address (lowered by [`per_address_cap`] to
    /// leave room for others) and `total` in all.
    pub fn new(per_address: usize, total: usize) -> Self {
        Counts(Arc::new(CountsInner {
            per_address: per_address_cap(per_address, total),
            total,
            open: Mutex::new(Open::default()),
        }))
    }

    /// One more from `ip`, or `None` over a cap. `capped` false: counted in all only.
    /// The last places (as many as one address may hold) go only to addresses that
    /// hold none, so that a few addresses at their cap never shut out a new one.
    pub fn take(&self, ip: IpAddr, capped: bool) -> Option<Held> {
        let mut open = self.lock();
        let free = self.0.total.saturating_sub(open.total);
        if free == 0 {
            return None;
        }
        if capped {
            let count = open.by_address.entry(ip).or_insert(0);
            let kept = *count > 0 && free <= self.0.per_address;
            if *count >= self.0.per_address || kept {
                if *count == 0 {
                    open.by_address.remove(&ip);
                }
                return None;
            }
            *count += 1;
        }
        open.total += 1;
        Some(Held(Arc::new(HeldInner {
            counts: self.clone(),
            ip: capped.then_some(ip),
        })))
    }

    /// How many are open in all.
    pub fn total(&self) -> usize {
        self.lock().total
    }

    fn lock(&self) -> MutexGuard<'_, Open> {
        // The counts stay right whatever panicked while holding the lock: each change
        // is made whole under it.
        self.0.open.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// One counted thing, let go when the last clone is dropped.
#[derive(Clone)]
pub struct Held(#[allow(dead_code)] Arc<HeldInner>);

struct HeldInner {
    counts: Counts,
    /// The address it counts for, if it counts for one.
    ip: Option<IpAddr>,
}

impl Drop for HeldInner {
    fn drop(&mut self) {
        let mut open = self.counts.lock();
        open.total = open.total.saturating_sub(1);
        if let Some(ip) = self.ip {
            if let Some(count) = open.by_address.get_mut(&ip) {
                *count -= 1;
                if *count == 0 {
                    open.by_address.remove(&ip);
                }
            }
        }
    }
}

/// Raise the soft limit on open files to the hard limit, log both, and return the
/// soft limit in force (`None` where there is no such limit, or it could not be read).
pub fn raise_file_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        use rlimit::Resource;
        let (soft, hard) = match Resource::NOFILE.get() {
            Ok(limits) => limits,
            Err(e) => {
                tracing::warn!(error = %e, "the limit on open files could not be read");
                return None;
            }
        };
        let raised = match rlimit::increase_nofile_limit(hard) {
            Ok(raised) => raised,
            Err(e) => {
                tracing::warn!(error = %e, soft, hard, "the limit on open files was not raised");
                soft
            }
        };
        tracing::info!(soft = raised, was = soft, hard, "open files");
        Some(raised)
    }
    #[cfg(not(unix))]
    {
        None
    }
}

/// The cap on connections from one address: `wanted`, but never more than an eighth
/// of `total` (nor less than [`MIN_PER_ADDRESS`]), so that a low cap in all (a low
/// file limit) still leaves room for many addresses.
pub fn per_address_cap(wanted: usize, total: usize) -> usize {
    wanted.min((total / 8).max(MIN_PER_ADDRESS))
}

/// The cap on connections in all: `wanted`, lowered to stay [`RESERVED_FILES`] below
/// the file limit.
pub fn total_cap(wanted: usize, file_limit: Option<u64>) -> usize {
    let Some(limit) = file_limit else {
        return wanted;
    };
    let room = usize::try_from(limit.saturating_sub(RESERVED_FILES)).unwrap_or(usize::MAX);
    let cap = wanted.min(room).max(1);
    if cap < wanted {
        tracing::warn!(
            wanted,
            cap,
            file_limit = limit,
            "connections in all capped below the limit on open files"
        );
    }
    cap
}

/// Accept connections on `listener` and serve `app` on each until `shutdown`
/// completes, then stop accepting, let each connection finish the request under way,
/// and return once all are closed (WebSockets already upgraded go on on their own).
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: &Connections,
    total: usize,
    shutdown: impl std::future::Future<Output = ()>,
) {
    let counts = Counts::new(limits.per_address, total);
    let trusted = TrustedProxies::new(&limits.trust_proxy);
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .keep_alive(true)
        .header_read_timeout(limits.header_timeout)
        .max_header_size(limits.max_header_bytes)
        .max_buf_size(limits.max_header_bytes.max(MIN_BUFFER));
    let body_timeout = limits.body_timeout;
    // Told once at shutdown; waited on until every connection dropped its receiver.
    let (stop, stopping) = watch::channel(());
    tokio::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) if is_connection_error(&e) => continue,
                Err(e) => {
                    tracing::error!(error = %e, "accept error");
                    tokio::select! {
                        () = tokio::time::sleep(ACCEPT_PAUSE) => continue,
                        () = &mut shutdown => break,
                    }
                }
            },
            () = &mut shutdown => break,
        };
        let peer_ip = peer.ip().to_canonical();
        let Some(held) = counts.take(peer_ip, !trusted.contains(peer_ip)) else {
            // Closed at once: nothing read, nothing spawned.
            drop(tcp);
            tracing::debug!(%peer, "connection refused: too many open");
            continue;
        };
        // Each view goes out at once: with Nagle's algorithm a view written while the
        // one before it is unacknowledged (a person's action, then the computer's
        // reply) waits for the client's delayed acknowledgement, up to 40 ms on Linux,
        // 200 on Windows.
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!(error = %e, "TCP_NODELAY not set");
        }
        let app = app.clone();
        let trusted = trusted.clone();
        let service = hyper::service::service_fn(move |request: Request<Incoming>| {
            let client = ClientIp(client_ip(peer.ip(), request.headers(), &trusted));
            let mut request = request.map(|body| Body::new(TimeoutBody::new(body_timeout, body)));
            let extensions = request.extensions_mut();
            extensions.insert(ConnectInfo(peer));
            extensions.insert(client);
            extensions.insert(held.clone());
            app.clone().oneshot(request)
        });
        let connection = http
            .serve_connection(TokioIo::new(tcp), service)
            .with_upgrades();
        let mut stopping = stopping.clone();
        tokio::spawn(async move {
            tokio::pin!(connection);
            let mut told = false;
            loop {
                tokio::select! {
                    result = connection.as_mut() => {
                        if let Err(e) = result {
                            tracing::debug!(%peer, error = %e, "connection ended");
                        }
                        break;
                    }
                    _ = stopping.changed(), if !told => {
                        told = true;
                        connection.as_mut().graceful_shutdown();
                    }
                }
            }
            drop(stopping);
        });
    }
    drop((listener, stopping));
    let open = counts.total();
    tracing::debug!(open, "waiting for connections to close");
    let _ = stop.send(());
    stop.closed().await;
}

/// An error of one connection, not of the listener: accept the next at once.
fn is_connection_error(e: &std::io::Error) -> bool {
    use std::io::ErrorKind;
    matches!(
        e.kind(),
        ErrorKind::ConnectionRefused | ErrorKind::ConnectionAborted | ErrorKind::ConnectionReset
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn counts_cap_per_address_and_in_all_and_let_go_on_drop() {
        let counts = Counts::new(2, 5);
        let a1 = counts.take(ip("10.0.0.1"), true).unwrap();
        let a2 = counts.take(ip("10.0.0.1"), true).unwrap();
        assert!(counts.take(ip("10.0.0.1"), true).is_none());
        let b = counts.take(ip("10.0.0.2"), true).unwrap();
        // Two places left: kept for addresses that hold none.
        assert!(counts.take(ip("10.0.0.2"), true).is_none());
        let c = counts.take(ip("10.0.0.3"), true).unwrap();
        let d = counts.take(ip("10.0.0.4"), true).unwrap();
        // Five in all: even an address not capped waits.
        assert!(counts.take(ip("10.0.0.5"), false).is_none());
        drop((c, d));
        drop(a1);
        let a3 = a2.clone();
        drop(a2);
        // A clone holds the count.
        assert!(counts.take(ip("10.0.0.1"), true).is_some());
        assert_eq!(counts.total(), 2);
        drop((a3, b));
        assert_eq!(counts.total(), 0);
        assert!(counts.lock().by_address.is_empty());
    }

    #[test]
    fn one_address_holds_at_most_an_eighth_of_a_low_cap() {
        assert_eq!(per_address_cap(64, 4096), 64);
        assert_eq!(per_address_cap(64, 128), 16);
        assert_eq!(per_address_cap(64, 10), MIN_PER_ADDRESS);
        assert_eq!(per_address_cap(2, 10), 2);
    }

    #[test]
    fn addresses_at_their_cap_leave_room_for_another_at_any_total() {
        for total in [1, 4, 8, 16, 32, 128, 1000] {
            let counts = Counts::new(64, total);
            let mut held = Vec::new();
            let mut served = 0;
            // Address after address takes all it may, while another may still come.
            loop {
                let n = served + 1;
                let ip = IpAddr::from([10, 0, (n / 256) as u8, (n % 256) as u8]);
                let Some(first) = counts.take(ip, true) else {
                    break;
                };
                held.push(first);
                served += 1;
                while let Some(more) = counts.take(ip, true) {
                    held.push(more);
                }
            }
            // Only a full server shuts a new address out; no address filled it alone.
            assert_eq!(counts.total(), total, "total {total}");
            assert!(served >= total.min(2), "total {total}: {served} addresses");
        }
    }

    #[test]
    fn the_cap_in_all_stays_below_the_file_limit() {
        assert_eq!(total_cap(4096, None), 4096);
        assert_eq!(total_cap(4096, Some(20_000)), 4096);
        assert_eq!(total_cap(4096, Some(256)), 256 - RESERVED_FILES as usize);
        assert_eq!(total_cap(4096, Some(10)), 1);
    }
}
