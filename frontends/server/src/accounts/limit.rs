//! Sign-in attempts, limited per name and per address, so that nobody can try
//! passwords fast: a burst, refilled slowly (governor's GCRA).

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use governor::clock::Clock;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::ApiError;

/// Attempts on one name at once, then one per [`NAME_EVERY`].
pub const NAME_BURST: u32 = 5;
pub const NAME_EVERY: Duration = Duration::from_secs(20);
/// Attempts from one address at once, then one per [`ADDRESS_EVERY`].
pub const ADDRESS_BURST: u32 = 20;
pub const ADDRESS_EVERY: Duration = Duration::from_secs(3);

/// The sign-in limiters of one instance.
#[derive(Clone)]
pub struct SignInLimits {
    names: Arc<DefaultKeyedRateLimiter<String>>,
    addresses: Arc<DefaultKeyedRateLimiter<IpAddr>>,
}

impl Default for SignInLimits {
    fn default() -> Self {
        SignInLimits {
            names: Arc::new(RateLimiter::keyed(quota(NAME_BURST, NAME_EVERY))),
            addresses: Arc::new(RateLimiter::keyed(quota(ADDRESS_BURST, ADDRESS_EVERY))),
        }
    }
}

impl SignInLimits {
    /// Count an attempt on `name_key` from `address`: 429 once either is spent.
    pub fn attempt(&self, name_key: &str, address: IpAddr) -> Result<(), ApiError> {
        let now = self.addresses.clock().now();
        let wait = match self.addresses.check_key(&address) {
            Ok(()) => self
                .names
                .check_key(&name_key.to_string())
                .err()
                .map(|n| n.wait_time_from(now)),
            Err(n) => Some(n.wait_time_from(now)),
        };
        if self.names.len() > 100_000 {
            self.names.retain_recent();
        }
        if self.addresses.len() > 100_000 {
            self.addresses.retain_recent();
        }
        if let Some(wait) = wait {
            return Err(ApiError::too_many(
                "too many sign-in attempts: wait a minute",
                wait,
            ));
        }
        Ok(())
    }
}

fn quota(burst: u32, every: Duration) -> Quota {
    Quota::with_period(every)
        .expect("a period")
        .allow_burst(NonZeroU32::new(burst).expect("not zero"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::StatusCode;

    #[test]
    fn a_name_is_limited_after_its_burst() {
        let limits = SignInLimits::default();
        let here: IpAddr = "127.0.0.1".parse().unwrap();
        for _ in 0..NAME_BURST {
            limits.attempt("ada", here).unwrap();
        }
        assert_eq!(
            limits.attempt("ada", here).unwrap_err().status,
            StatusCode::TOO_MANY_REQUESTS
        );
        limits.attempt("grace", here).unwrap();
    }
}
