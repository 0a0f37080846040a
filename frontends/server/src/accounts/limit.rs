//! Signing in and signing up, limited so that nobody can try passwords fast or make
//! accounts in bulk, without ever locking the owner of a name out of it.
//!
//! - A name's recent failures (from anywhere) slow every answer about that name down,
//!   by a delay that grows with them up to [`MAX_DELAY`]; the right password is still
//!   accepted after the delay, and a success forgets the failures.
//! - One address may fail on one name only so often ([`PAIR_BURST`], then one per
//!   [`PAIR_EVERY`]), and may try so often in all ([`ADDRESS_BURST`], then one per
//!   [`ADDRESS_EVERY`]): past that it is refused (429, with when to try again).
//! - Sign-ups are limited per hour per address, per network (the address's /24, or
//!   /48 for IPv6: many addresses of one block are one sign-up source) and for the
//!   whole site; past the site's count each network may still make one an hour, so
//!   that others' bulk sign-ups never keep a newcomer out.
//!
//! Every time is read from the server's clock (`Config::clock`); the delay is waited
//! out by a [`Pause`], the system's timer unless a test gives its own.

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use cubist_session::Clock;

use super::turns::{Turn, Turns};
use crate::error::ApiError;
use crate::limit::{Bucket, MAX_KEYS};
use crate::words::phrase;
use cubist_words::Phrase;

/// Failures on a name answered without delay.
pub const FREE_FAILURES: u32 = 3;
/// The delay after the first failure past [`FREE_FAILURES`]; it doubles with each
/// further one.
pub const FIRST_DELAY: Duration = Duration::from_millis(500);
/// The longest delay before an answer about one name.
pub const MAX_DELAY: Duration = Duration::from_secs(10);
/// A name's failures are forgotten this long after the last one.
pub const FAILURES_KEPT: Duration = Duration::from_secs(3600);
/// Failures one address may have on one name at once, then one per [`PAIR_EVERY`].
pub const PAIR_BURST: u32 = 10;
pub const PAIR_EVERY: Duration = Duration::from_secs(90);
/// Attempts from one address at once (on any names), then one per [`ADDRESS_EVERY`].
pub const ADDRESS_BURST: u32 = 20;
pub const ADDRESS_EVERY: Duration = Duration::from_secs(3);
/// Sign-ups one address may make in an hour, unless the server says otherwise.
pub const SIGN_UPS_PER_ADDRESS: u32 = 5;
/// Sign-ups one network may make in an hour, unless the server says otherwise.
pub const SIGN_UPS_PER_NETWORK: u32 = 20;
/// Sign-ups the whole site takes in an hour, unless the server says otherwise.
pub const SIGN_UPS_PER_SITE: u32 = 200;

/// How an answer is held back: the system's timer, or a test's own.
pub trait Pause: Send + Sync {
    /// Complete after `delay` (at once for zero).
    fn pause(&self, delay: Duration) -> Pin<Box<dyn Future<Output = ()> + Send>>;
}

/// The system's timer.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sleep;

impl Pause for Sleep {
    fn pause(&self, delay: Duration) -> Pin<Box<dyn Future<Output = ()> + Send>> {
        Box::pin(async move {
            if !delay.is_zero() {
                tokio::time::sleep(delay).await;
            }
        })
    }
}

/// The system's timer, shared.
pub fn sleep() -> Arc<dyn Pause> {
    Arc::new(Sleep)
}

/// Sign-ups an hour: per address, per network and for the whole site.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SignUpLimits {
    pub per_address: u32,
    pub per_network: u32,
    pub per_site: u32,
}

impl Default for SignUpLimits {
    fn default() -> Self {
        SignUpLimits {
            per_address: SIGN_UPS_PER_ADDRESS,
            per_network: SIGN_UPS_PER_NETWORK,
            per_site: SIGN_UPS_PER_SITE,
        }
    }
}

/// The network `address` is counted in for sign-ups: its /24, or its /48 for IPv6.
pub fn network_of(address: IpAddr) -> IpAddr {
    match address.to_canonical() {
        IpAddr::V4(v4) => IpAddr::V4(Ipv4Addr::from(u32::from(v4) & 0xffff_ff00)),
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !((1u128 << 80) - 1))),
    }
}

/// One name's recent failures.
#[derive(Clone, Copy, Debug, Default)]
struct Failures {
    count: u32,
    last_ms: u64,
}

/// The delay before an answer about a name with `failures` recent failures.
pub fn delay_after(failures: u32) -> Duration {
    if failures <= FREE_FAILURES {
        return Duration::ZERO;
    }
    let doublings = (failures - FREE_FAILURES - 1).min(16);
    (FIRST_DELAY * 2u32.pow(doublings)).min(MAX_DELAY)
}

struct SignInState {
    names: HashMap<String, Failures>,
    pairs: Bucket<(String, IpAddr)>,
    addresses: Bucket<IpAddr>,
    sign_ups: Bucket<IpAddr>,
    network_sign_ups: Bucket<IpAddr>,
    site_sign_ups: Bucket<()>,
    /// Past the site's count: one sign-up an hour per network.
    past_site: Bucket<IpAddr>,
}

/// The sign-in and sign-up limits of one instance.
#[derive(Clone)]
pub struct SignInLimits {
    state: Arc<Mutex<SignInState>>,
    clock: Arc<dyn Clock>,
    pause: Arc<dyn Pause>,
    turns: Turns,
}

/// An attempt let through: the delay to wait before checking the password.
#[must_use = "the delay is to be waited out"]
pub struct Attempt {
    pub delay: Duration,
}

impl SignInLimits {
    pub fn new(clock: Arc<dyn Clock>, pause: Arc<dyn Pause>, sign_ups: SignUpLimits) -> Self {
        SignInLimits {
            state: Arc::new(Mutex::new(SignInState {
                names: HashMap::new(),
                pairs: Bucket::new(PAIR_BURST, PAIR_EVERY),
                addresses: Bucket::new(ADDRESS_BURST, ADDRESS_EVERY),
                sign_ups: Bucket::per_hour(sign_ups.per_address),
                network_sign_ups: Bucket::per_hour(sign_ups.per_network),
                past_site: Bucket::per_hour(1),
                site_sign_ups: Bucket::per_hour(sign_ups.per_site),
            })),
            clock,
            pause,
            turns: Turns::default(),
        }
    }

    /// Wait for the turn of an attempt on `name_key` from `address`, to hold until
    /// its failure or success is counted: an address's guesses on a name sent in
    /// parallel are so answered one at a time.
    pub async fn turn(&self, name_key: &str, address: IpAddr) -> Turn {
        self.turns.take(name_key, address).await
    }

    fn state(&self) -> std::sync::MutexGuard<'_, SignInState> {
        self.state.lock().expect("sign-in limits lock")
    }

    /// An attempt on `name_key` from `address` (a password or a recovery code): 429
    /// if the address floods, or has failed on this name too often; else the delay
    /// its answer waits for.
    pub fn attempt(&self, name_key: &str, address: IpAddr) -> Result<Attempt, ApiError> {
        let now = self.clock.now_ms();
        let mut state = self.state();
        let refusal = phrase!("too-many-failures-name");
        admit(&mut state, (name_key, refusal), address, now, "sign_in")?;
        let failures = match state.names.get(name_key) {
            Some(f) if now.saturating_sub(f.last_ms) < FAILURES_KEPT.as_millis() as u64 => f.count,
            _ => 0,
        };
        Ok(Attempt {
            delay: delay_after(failures),
        })
    }

    /// An attempt at a secret that names no account (a reset link's token, `what`)
    /// from `address`: limited as an address's sign-ins are (its attempts in all,
    /// and its failures on `what` as on one name), but never delayed, since no one
    /// name's guesses are to be slowed down.
    pub fn attempt_unnamed(&self, what: &str, address: IpAddr) -> Result<(), ApiError> {
        let now = self.clock.now_ms();
        let refusal = phrase!("too-many-failures");
        admit(&mut self.state(), (what, refusal), address, now, "reset")
    }

    /// An attempt at `what` (see [`Self::attempt_unnamed`]) failed.
    pub fn failed_unnamed(&self, what: &str, address: IpAddr) {
        let now = self.clock.now_ms();
        self.state().pairs.add(&(what.to_string(), address), now);
    }

    /// Wait out an attempt's delay.
    pub async fn wait(&self, attempt: Attempt) {
        self.pause.pause(attempt.delay).await;
    }

    /// The password given for `name_key` from `address` was wrong (or no such name).
    pub fn failed(&self, name_key: &str, address: IpAddr) {
        let now = self.clock.now_ms();
        let mut state = self.state();
        state.pairs.add(&(name_key.to_string(), address), now);
        if state.names.len() >= MAX_KEYS {
            let kept = FAILURES_KEPT.as_millis() as u64;
            state
                .names
                .retain(|_, f| now.saturating_sub(f.last_ms) < kept);
        }
        let f = state.names.entry(name_key.to_string()).or_default();
        if now.saturating_sub(f.last_ms) >= FAILURES_KEPT.as_millis() as u64 {
            f.count = 0;
        }
        f.count = f.count.saturating_add(1);
        f.last_ms = now;
    }

    /// The right password for `name_key`: its failures are forgotten.
    pub fn succeeded(&self, name_key: &str) {
        self.state().names.remove(name_key);
    }

    /// A sign-up from `address`: 429 past the address's or its network's sign-ups
    /// this hour, or past the site's and the network's one beyond it; else counted.
    pub fn sign_up(&self, address: IpAddr) -> Result<(), ApiError> {
        let now = self.clock.now_ms();
        let network = network_of(address);
        let mut state = self.state();
        let refused = |wait: Duration, message: Phrase| {
            crate::metrics::rate_limited("sign_up");
            Err(ApiError::too_many(message, wait))
        };
        let wait = state.sign_ups.wait(&address, now);
        if !wait.is_zero() {
            return refused(wait, phrase!("too-many-sign-ups-address"));
        }
        let wait = state.network_sign_ups.wait(&network, now);
        if !wait.is_zero() {
            return refused(wait, phrase!("too-many-sign-ups-network"));
        }
        if !state.site_sign_ups.wait(&(), now).is_zero() {
            if let Err(wait) = state.past_site.take(&network, now) {
                return refused(wait, phrase!("too-many-sign-ups-site"));
            }
        }
        state.sign_ups.add(&address, now);
        state.network_sign_ups.add(&network, now);
        state.site_sign_ups.add(&(), now);
        Ok(())
    }

    /// A sign-up from `address` counted by [`Self::sign_up`] made no account (its name
    /// was taken): it is not counted after all.
    pub fn sign_up_refused(&self, address: IpAddr) {
        let now = self.clock.now_ms();
        let mut state = self.state();
        state.sign_ups.give_back(&address, now);
        state.network_sign_ups.give_back(&network_of(address), now);
        state.site_sign_ups.give_back(&(), now);
    }
}

/// Let an attempt on `key` from `address` in, or refuse it (429, saying `refusal`):
/// the address has failed on this key too often, or tries too often in all. `reason`
/// labels the refusals in the metrics.
fn admit(
    state: &mut SignInState,
    (key, refusal): (&str, Phrase),
    address: IpAddr,
    now: u64,
    reason: &'static str,
) -> Result<(), ApiError> {
    let pair = (key.to_string(), address);
    let wait = state.pairs.wait(&pair, now);
    if !wait.is_zero() {
        crate::metrics::rate_limited(reason);
        return Err(ApiError::too_many(refusal, wait));
    }
    if let Err(wait) = state.addresses.take(&address, now) {
        crate::metrics::rate_limited(reason);
        return Err(ApiError::too_many(phrase!("too-many-sign-ins"), wait));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limit::HOUR;
    use axum::http::StatusCode;
    use cubist_session::ManualClock;

    fn limits(clock: &ManualClock) -> SignInLimits {
        SignInLimits::new(
            Arc::new(clock.clone()),
            sleep(),
            SignUpLimits {
                per_address: 5,
                per_network: 6,
                per_site: 7,
            },
        )
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn the_delay_grows_with_failures_up_to_its_cap() {
        assert_eq!(delay_after(0), Duration::ZERO);
        assert_eq!(delay_after(FREE_FAILURES), Duration::ZERO);
        assert_eq!(delay_after(FREE_FAILURES + 1), FIRST_DELAY);
        assert_eq!(delay_after(FREE_FAILURES + 2), FIRST_DELAY * 2);
        assert_eq!(delay_after(1000), MAX_DELAY);
        assert_eq!(delay_after(u32::MAX), MAX_DELAY);
    }

    #[test]
    fn failures_on_a_name_slow_it_down_and_never_refuse_another_address() {
        let clock = ManualClock::at(1_000_000);
        let limits = limits(&clock);
        let attacker = ip("10.0.0.2");
        let mut refused = false;
        for _ in 0..100 {
            match limits.attempt("ada", attacker) {
                Ok(_) => limits.failed("ada", attacker),
                Err(e) => {
                    assert_eq!(e.status, StatusCode::TOO_MANY_REQUESTS);
                    refused = true;
                    break;
                }
            }
        }
        assert!(refused, "one address fails on one name only so often");
        let owner = limits.attempt("ada", ip("10.0.0.3")).unwrap();
        assert_eq!(owner.delay, delay_after(PAIR_BURST));
        assert!(owner.delay <= MAX_DELAY && !owner.delay.is_zero());
        limits.succeeded("ada");
        assert_eq!(
            limits.attempt("ada", ip("10.0.0.4")).unwrap().delay,
            Duration::ZERO
        );
        // Other names are not slowed down.
        assert_eq!(
            limits.attempt("grace", ip("10.0.0.3")).unwrap().delay,
            Duration::ZERO
        );
    }

    #[test]
    fn failures_are_forgotten_after_a_while() {
        let clock = ManualClock::at(1_000_000);
        let limits = limits(&clock);
        for i in 0..8 {
            let from = ip(&format!("10.0.1.{i}"));
            let _ = limits.attempt("ada", from).unwrap();
            limits.failed("ada", from);
        }
        assert!(!limits
            .attempt("ada", ip("10.0.2.1"))
            .unwrap()
            .delay
            .is_zero());
        clock.advance(FAILURES_KEPT.as_millis() as u64);
        assert!(limits
            .attempt("ada", ip("10.0.2.1"))
            .unwrap()
            .delay
            .is_zero());
    }

    #[test]
    fn failures_on_an_unnamed_secret_refuse_their_address_only() {
        let clock = ManualClock::at(1_000_000);
        let limits = limits(&clock);
        let guesser = ip("10.0.0.2");
        for _ in 0..PAIR_BURST {
            limits.attempt_unnamed("/reset", guesser).unwrap();
            limits.failed_unnamed("/reset", guesser);
        }
        let e = limits.attempt_unnamed("/reset", guesser).unwrap_err();
        assert_eq!(e.status, StatusCode::TOO_MANY_REQUESTS);
        assert!(!e.message.to_string().contains("name"), "{}", e.message);
        limits.attempt_unnamed("/reset", ip("10.0.0.3")).unwrap();
        // Names are not slowed down by them.
        assert_eq!(
            limits.attempt("ada", guesser).unwrap().delay,
            Duration::ZERO
        );
        clock.advance(PAIR_EVERY.as_millis() as u64);
        limits.attempt_unnamed("/reset", guesser).unwrap();
    }

    #[test]
    fn sign_ups_are_limited_per_address_and_per_site_for_an_hour() {
        let clock = ManualClock::at(1_000_000);
        let limits = limits(&clock);
        let here = ip("10.0.0.2");
        for _ in 0..5 {
            limits.sign_up(here).unwrap();
        }
        let e = limits.sign_up(here).unwrap_err();
        assert_eq!(e.status, StatusCode::TOO_MANY_REQUESTS);
        assert!(e.retry_after_s.is_some_and(|s| s > 0 && s <= 3600));
        // The network's six are spent, from any of its addresses.
        limits.sign_up(ip("10.0.0.3")).unwrap();
        let e = limits.sign_up(ip("10.0.0.4")).unwrap_err();
        assert!(e.message.to_string().contains("network"), "{}", e.message);
        limits.sign_up(ip("10.0.1.3")).unwrap();
        // The site's seven are spent: each network has one more this hour.
        limits.sign_up(ip("10.0.1.4")).unwrap();
        let e = limits.sign_up(ip("10.0.1.5")).unwrap_err();
        assert!(e.message.to_string().contains("site"), "{}", e.message);
        clock.advance(HOUR.as_millis() as u64);
        limits.sign_up(here).unwrap();
    }

    #[test]
    fn a_networks_first_sign_up_passes_when_others_spent_the_sites() {
        let clock = ManualClock::at(1_000_000);
        let limits = limits(&clock);
        // Bulk sign-ups from seven networks spend the site's seven.
        for n in 0..7 {
            limits.sign_up(ip(&format!("10.{n}.0.2"))).unwrap();
        }
        // Past it, each network makes one more an hour, the flooders' too.
        limits.sign_up(ip("10.0.0.3")).unwrap();
        assert!(limits.sign_up(ip("10.0.0.4")).is_err());
        // So a newcomer from elsewhere still gets in.
        limits.sign_up(ip("192.0.2.10")).unwrap();
        let e = limits.sign_up(ip("192.0.2.11")).unwrap_err();
        assert!(e.message.to_string().contains("site"), "{}", e.message);
        limits.sign_up(ip("2001:db8:1::5")).unwrap();
        // The same /48, another /64.
        assert!(limits.sign_up(ip("2001:db8:1:2::5")).is_err());
    }

    #[test]
    fn networks_are_slash_24_and_slash_48() {
        assert_eq!(network_of(ip("203.0.113.77")), ip("203.0.113.0"));
        assert_eq!(network_of(ip("::ffff:203.0.113.77")), ip("203.0.113.0"));
        assert_eq!(network_of(ip("2001:db8:1:2:3::9")), ip("2001:db8:1::"));
    }

    #[test]
    fn a_sign_up_given_back_is_not_counted() {
        let clock = ManualClock::at(1_000_000);
        let limits = limits(&clock);
        let here = ip("10.0.0.2");
        for _ in 0..20 {
            limits.sign_up(here).unwrap();
            limits.sign_up_refused(here);
        }
        for _ in 0..5 {
            limits.sign_up(here).unwrap();
        }
        assert!(limits.sign_up(here).is_err());
    }
}
