//! Requests per client address (see `client_ip`): a burst, refilled at a steady rate
//! (governor's GCRA); and [`Bucket`], the same on the server's own clock, for the limits
//! a test moves through time (sign-ins, chat).

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::Clock;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::words::phrase;

/// Requests a client address may make: a burst, refilled at a rate per second.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub rate: u32,
    pub burst: u32,
}

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
        return ApiError::too_many(phrase!("too-many-requests"), wait).into_response();
    }
    if limiter.0.len() > 100_000 {
        limiter.0.retain_recent();
    }
    next.run(request).await
}

pub(crate) const HOUR: Duration = Duration::from_secs(3600);
/// Keys kept before the ones no longer limited are dropped.
pub(crate) const MAX_KEYS: usize = 100_000;

/// A burst of `burst` at once, then one per `every` (a GCRA on the server's clock):
/// each key's theoretical arrival time, in ms.
pub(crate) struct Bucket<K> {
    every_ms: u64,
    /// How far ahead of now the arrival time may be and still let one in.
    tolerance_ms: u64,
    next: HashMap<K, u64>,
}

impl<K: Hash + Eq + Clone> Bucket<K> {
    pub(crate) fn new(burst: u32, every: Duration) -> Self {
        let every_ms = (every.as_millis() as u64).max(1);
        Bucket {
            every_ms,
            tolerance_ms: every_ms * u64::from(burst.max(1) - 1),
            next: HashMap::new(),
        }
    }

    /// `count` an hour, all at once if need be.
    pub(crate) fn per_hour(count: u32) -> Self {
        let count = count.max(1);
        Bucket::new(count, HOUR / count)
    }

    /// How long `key` must wait before one more is let in; zero if it may now.
    pub(crate) fn wait(&self, key: &K, now: u64) -> Duration {
        let at = self.next.get(key).copied().unwrap_or(0).max(now);
        Duration::from_millis((at - now).saturating_sub(self.tolerance_ms))
    }

    /// Count one more for `key`.
    pub(crate) fn add(&mut self, key: &K, now: u64) {
        if self.next.len() >= MAX_KEYS {
            self.next.retain(|_, at| *at > now);
        }
        let at = self.next.entry(key.clone()).or_insert(0);
        *at = (*at).max(now) + self.every_ms;
    }

    /// Count one less for `key`: one counted by [`Self::add`] that is given back.
    pub(crate) fn give_back(&mut self, key: &K, now: u64) {
        if let Some(at) = self.next.get_mut(key) {
            *at = at.saturating_sub(self.every_ms);
            if *at <= now {
                self.next.remove(key);
            }
        }
    }

    /// Let one more in for `key`, or say how long to wait.
    pub(crate) fn take(&mut self, key: &K, now: u64) -> Result<(), Duration> {
        match self.wait(key, now) {
            d if d.is_zero() => {
                self.add(key, now);
                Ok(())
            }
            d => Err(d),
        }
    }
}
