//! `GET /metrics`: the instance's gauges brought up to date, then every metric in the
//! Prometheus text format (see `metrics.rs` for what is counted).
//!
//! `/metrics` is served on a listener of its own (`--metrics-addr`), or else on the
//! public address to 127.0.0.1, ::1 and the addresses allowed (`--metrics-allow`) only:
//! anyone else is answered 404, as for a path that does not exist.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use metrics::gauge;

use crate::client_ip::ClientIp;
use crate::conn::Counts;
use crate::extract::not_found;
use crate::hub::Hub;
use crate::metrics::handle;
use crate::seeks::Seeks;

/// The addresses a scraper on the same machine comes from: `127.0.0.1` and `::1`
/// (not the rest of 127.0.0.0/8, which tests and containers use as other hosts).
const LOCAL: [IpAddr; 2] = [
    IpAddr::V4(std::net::Ipv4Addr::LOCALHOST),
    IpAddr::V6(std::net::Ipv6Addr::LOCALHOST),
];

/// Who may read `/metrics` on the public address.
#[derive(Clone, Debug)]
pub enum Access {
    /// Nobody: it is served on an address of its own.
    Elsewhere,
    /// [`LOCAL`] and these addresses.
    Allowed(Arc<[IpAddr]>),
}

impl Access {
    pub fn allows(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        match self {
            Access::Elsewhere => false,
            Access::Allowed(list) => {
                LOCAL.contains(&ip) || list.iter().any(|a| a.to_canonical() == ip)
            }
        }
    }
}

/// What `GET /metrics` on the public address needs: who may read it, and what from.
#[derive(Clone)]
pub struct Public {
    pub access: Access,
    pub source: Source,
}

/// What a scrape reads the instance's state from.
#[derive(Clone)]
pub struct Source {
    pub hub: Arc<Hub>,
    pub seeks: Arc<Seeks>,
    pub sockets: Counts,
}

/// The text of a scrape: the instance's gauges brought up to date, then everything.
pub async fn render(source: &Source) -> Response {
    let hub = &source.hub;
    gauge!("cubist_websockets_open").set(source.sockets.total() as f64);
    let (held, running) = hub.games_held_running().await;
    gauge!("cubist_games_in_memory").set(held as f64);
    gauge!("cubist_games_running").set(running as f64);
    match source.seeks.open_seek_count().await {
        Ok(open) => gauge!("cubist_seeks_open").set(open as f64),
        Err(e) => tracing::warn!(error = %e.message, "open seeks not counted"),
    }
    gauge!("cubist_thinking_queue").set(hub.thinking_waiting() as f64);
    gauge!("cubist_thinking_threads").set(hub.thinking_threads() as f64);
    gauge!("cubist_thinking_waited_seconds").set(hub.thinking_waited().as_secs_f64());
    let handle = handle();
    handle.run_upkeep();
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        handle.render(),
    )
        .into_response()
}

/// `GET /metrics` on the public address: for the addresses allowed, else 404.
pub async fn public(State(public): State<Public>, ClientIp(client): ClientIp) -> Response {
    if !public.access.allows(client) {
        return not_found().await.into_response();
    }
    render(&public.source).await
}

/// Serve `/metrics` alone on `listener` (`--metrics-addr`), until the process ends.
pub async fn serve_apart(listener: tokio::net::TcpListener, source: Source) {
    let app = Router::new()
        .route(
            "/metrics",
            get(|State(source): State<Source>| async move { render(&source).await }),
        )
        .with_state(source);
    if let Err(e) = axum::serve(listener, app).await {
        tracing::error!(error = %e, "the metrics listener failed");
    }
}

/// Bind the metrics listener.
pub async fn bind(addr: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    tokio::net::TcpListener::bind(addr).await
}
