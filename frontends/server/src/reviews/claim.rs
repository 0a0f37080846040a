//! Claim times on the hub's clock: a review's claim, made or renewed now, lasts for the
//! lease, and another instance may take the review over once it has passed.

use std::time::Duration;

use crate::hub::Hub;

/// Now on the hub's clock, as stored.
pub(super) fn now_ms(hub: &Hub) -> i64 {
    i64::try_from(hub.now_ms()).unwrap_or(i64::MAX)
}

/// When a claim made or renewed now expires.
pub(super) fn until_ms(hub: &Hub, lease: Duration) -> i64 {
    now_ms(hub).saturating_add(i64::try_from(lease.as_millis()).unwrap_or(i64::MAX))
}
