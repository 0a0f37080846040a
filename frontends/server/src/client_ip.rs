//! The address a request comes from, computed in one place ([`client_ip`]) for every
//! request and carried as a [`ClientIp`] extension: the TCP peer, unless the peer is a
//! trusted reverse proxy (`--trust-proxy`), then the last address in `X-Forwarded-For`
//! that is not itself a trusted proxy.
//!
//! The per-address request limit, the sign-in limit and the cap on WebSockets per
//! address key on it; the caps on connections count TCP peers (see `conn`).

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::header::HeaderName;
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};

use crate::error::ApiError;
use crate::words::phrase;

/// The header a reverse proxy appends the address it was reached from to.
static FORWARDED_FOR: HeaderName = HeaderName::from_static("x-forwarded-for");

/// The address of the client a request comes from. Put on every request by the
/// server; a handler takes it as an extractor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClientIp(pub IpAddr);

/// The reverse proxies whose `X-Forwarded-For` is believed.
#[derive(Clone, Debug, Default)]
pub struct TrustedProxies(Arc<[IpAddr]>);

impl TrustedProxies {
    pub fn new(proxies: &[IpAddr]) -> Self {
        TrustedProxies(proxies.iter().map(|ip| ip.to_canonical()).collect())
    }

    /// Whether `ip` is one of them.
    pub fn contains(&self, ip: IpAddr) -> bool {
        self.0.contains(&ip.to_canonical())
    }
}

/// The client's address for a request from TCP peer `peer` with `headers`.
///
/// A peer that is not a trusted proxy is the client, whatever it claims. From a
/// trusted proxy, the `X-Forwarded-For` addresses (all such headers, in order) are read
/// from the last: each proxy appends the address it was reached from, so the first one
/// that is not a trusted proxy is the client. An entry that is no address stops the
/// walk at the last trusted hop (nobody trusted wrote it); so does a header that is
/// missing, or one that names trusted proxies only.
pub fn client_ip(peer: IpAddr, headers: &HeaderMap, trusted: &TrustedProxies) -> IpAddr {
    let mut client = peer.to_canonical();
    if !trusted.contains(client) {
        return client;
    }
    let values: Vec<&str> = headers
        .get_all(&FORWARDED_FOR)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .collect();
    for entry in values.iter().rev().flat_map(|value| value.rsplit(',')) {
        let Some(ip) = parse_entry(entry) else {
            return client;
        };
        client = ip;
        if !trusted.contains(ip) {
            return client;
        }
    }
    client
}

/// One `X-Forwarded-For` entry: an address, or an address with a port.
fn parse_entry(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim();
    entry
        .parse::<IpAddr>()
        .or_else(|_| entry.parse::<SocketAddr>().map(|addr| addr.ip()))
        .ok()
        .map(|ip| ip.to_canonical())
}

impl<S: Send + Sync> FromRequestParts<S> for ClientIp {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, ApiError> {
        if let Some(ip) = parts.extensions.get::<ClientIp>() {
            return Ok(*ip);
        }
        // A router served without the server's connection handling: the peer.
        match parts.extensions.get::<ConnectInfo<SocketAddr>>() {
            Some(ConnectInfo(peer)) => Ok(ClientIp(peer.ip().to_canonical())),
            None => Err(ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                phrase!("client-address-unknown"),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(&FORWARDED_FOR, HeaderValue::from_str(value).unwrap());
        }
        headers
    }

    #[test]
    fn a_peer_not_trusted_is_the_client_whatever_it_says() {
        let trusted = TrustedProxies::new(&[ip("10.0.0.1")]);
        let headers = forwarded(&["1.2.3.4"]);
        assert_eq!(client_ip(ip("5.6.7.8"), &headers, &trusted), ip("5.6.7.8"));
        let none = TrustedProxies::default();
        assert_eq!(client_ip(ip("10.0.0.1"), &headers, &none), ip("10.0.0.1"));
    }

    #[test]
    fn from_a_trusted_proxy_the_last_untrusted_forwarded_address_is_the_client() {
        let trusted = TrustedProxies::new(&[ip("10.0.0.1"), ip("10.0.0.2")]);
        // A client's own claim (6.6.6.6) stands left of the address the proxy saw.
        let headers = forwarded(&["6.6.6.6, 1.2.3.4"]);
        assert_eq!(client_ip(ip("10.0.0.1"), &headers, &trusted), ip("1.2.3.4"));
        // Two trusted proxies in a row, the headers split over several lines.
        let headers = forwarded(&["6.6.6.6", "1.2.3.4, 10.0.0.2"]);
        assert_eq!(client_ip(ip("10.0.0.1"), &headers, &trusted), ip("1.2.3.4"));
        // With a port, and IPv6.
        let headers = forwarded(&["[2001:db8::1]:4711"]);
        assert_eq!(
            client_ip(ip("10.0.0.1"), &headers, &trusted),
            ip("2001:db8::1")
        );
    }

    #[test]
    fn a_trusted_proxy_without_a_usable_header_is_the_client() {
        let trusted = TrustedProxies::new(&[ip("10.0.0.1"), ip("10.0.0.2")]);
        let peer = ip("10.0.0.1");
        assert_eq!(client_ip(peer, &HeaderMap::new(), &trusted), peer);
        assert_eq!(client_ip(peer, &forwarded(&["garbage"]), &trusted), peer);
        // Garbage left of a trusted hop: that hop.
        assert_eq!(
            client_ip(peer, &forwarded(&["junk, 10.0.0.2"]), &trusted),
            ip("10.0.0.2")
        );
        // Garbage left of the client is never reached.
        assert_eq!(
            client_ip(peer, &forwarded(&["junk, 1.2.3.4"]), &trusted),
            ip("1.2.3.4")
        );
    }

    #[test]
    fn mapped_ipv4_addresses_are_their_ipv4_addresses() {
        let trusted = TrustedProxies::new(&[ip("127.0.0.1")]);
        let headers = forwarded(&["::ffff:1.2.3.4"]);
        assert_eq!(
            client_ip(ip("::ffff:127.0.0.1"), &headers, &trusted),
            ip("1.2.3.4")
        );
    }
}
