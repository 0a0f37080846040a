//! One log line per request, in a span that the request's own log lines share: a
//! request id (also sent back as `X-Request-Id`), the method, the route template
//! (never the raw path, which may hold a seat token), the game and the signed-in
//! account where known, then the status and the time taken.
//!
//! The span's `account` is filled in by the session check ([`crate::accounts`]); no
//! header, query or body is ever written, so cookies and tokens stay out of the log.

use std::time::Instant;

use axum::extract::{MatchedPath, RawPathParams, Request};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::Response;
use tracing::field::Empty;
use tracing::Instrument;

/// The response header carrying the request's id, to find its lines in the log.
pub const REQUEST_ID: &str = "x-request-id";

/// Routes whose health checks and scrapes would drown the log: logged at debug.
const QUIET: &[&str] = &["/api/health", "/metrics"];

/// Log the request in a span of its own.
pub async fn request(mut request: Request, next: Next) -> Response {
    let id = new_id();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or("unmatched", |p| p.as_str())
        .to_string();
    let game = game_of(&route, &mut request).await;
    let span = tracing::info_span!(
        "request",
        id = %id,
        method = %request.method(),
        route = %route,
        game = Empty,
        account = Empty,
    );
    if let Some(game) = game {
        span.record("game", game.as_str());
    }
    let started = Instant::now();
    let mut response = next.run(request).instrument(span.clone()).await;
    let status = response.status().as_u16();
    let latency_ms = started.elapsed().as_secs_f64() * 1000.0;
    span.in_scope(|| {
        if QUIET.contains(&route.as_str()) {
            tracing::debug!(status, latency_ms, "answered");
        } else if status >= 500 {
            tracing::warn!(status, latency_ms, "answered");
        } else {
            tracing::info!(status, latency_ms, "answered");
        }
    });
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID, value);
    }
    response
}

/// Name the signed-in account in the current request's span.
pub fn record_account(account_id: &str) {
    tracing::Span::current().record("account", account_id);
}

/// The game a route names: its `{id}` under `/api/games/`, `/play/`, `/watch/` or
/// `/replay/` (a seek's id is not a game's).
async fn game_of(route: &str, request: &mut Request) -> Option<String> {
    const GAME_ROUTES: &[&str] = &[
        "/api/games/{id}",
        "/play/{id}",
        "/watch/{id}",
        "/replay/{id}",
    ];
    if !GAME_ROUTES.iter().any(|r| route.starts_with(r)) {
        return None;
    }
    use axum::RequestExt;
    let params = request.extract_parts::<RawPathParams>().await.ok()?;
    let id = params.iter().find(|(name, _)| *name == "id")?.1;
    // Game ids are short and plain; anything else is not logged as one.
    let plain = id.len() <= 32 && id.bytes().all(|b| b.is_ascii_alphanumeric());
    plain.then(|| id.to_string())
}

/// A request id: 16 random hex digits, unique enough to find one request's lines.
fn new_id() -> String {
    format!("{:016x}", rand::random::<u64>())
}
