//! Requests per client address (see `client_ip`): a burst, refilled at a steady rate
//! (governor's GCRA).

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::Clock;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::client_ip::ClientIp;
use crate::{ApiError, Limits};

/// One limiter, keyed by the client's address.
#[derive(Clone)]
pub struct PerAddress(Arc<DefaultKeyedRateLimiter<IpAddr>>);

impl PerAddress {
    pub fn new(limits: Limits) -> Self {
        let rate = NonZeroU32::new(limits.rate.max(1)).expect("not zero");
        let burst = NonZeroU32::new(limits.burst.max(1)).expect("not zero");
        PerAddress(Arc::new(RateLimiter::keyed(
            Quota::per_second(rate).allow_burst(burst),
        )))
    }
}

/// Refuse a request over its address's budget with 429.
pub async fn check(
    State(limiter): State<PerAddress>,
    ClientIp(client): ClientIp,
    request: Request,
    next: Next,
) -> Response {
    if let Err(not_until) = limiter.0.check_key(&client) {
        let wait = not_until.wait_time_from(limiter.0.clock().now());
        crate::metrics::rate_limited("requests");
        return ApiError::too_many("too many requests from this address: slow down", wait)
            .into_response();
    }
    if limiter.0.len() > 100_000 {
        limiter.0.retain_recent();
    }
    next.run(request).await
}
