//! Requests from other sites: a browser sends the session cookie with a form another
//! site posts, so a request that carries the cookie and changes anything must come
//! from this site's own pages. `SameSite=Lax` already keeps the cookie off most such
//! requests; this check holds where it does not (older browsers, sibling subdomains).

use axum::extract::{Request, State};
use axum::http::header::{HOST, ORIGIN, UPGRADE};
use axum::http::{HeaderMap, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::session_token;
use super::Accounts;
use crate::error::ApiError;
use crate::words::phrase;

/// Refuse (403) a request with the session cookie that changes anything (not
/// GET/HEAD/OPTIONS, or a WebSocket upgrade) from another origin; and signing up or
/// in, or setting a password with a reset link or a recovery code, from another
/// origin, cookie or not (another site must not sign a browser in to an account of
/// its choosing, nor make its visitors' browsers guess codes for it).
pub async fn check(State(state): State<Accounts>, request: Request, next: Next) -> Response {
    let secure = state.secure_cookies;
    let headers = request.headers();
    let changes = !matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    ) || headers.contains_key(UPGRADE);
    let signs_in = matches!(
        request.uri().path(),
        "/api/session"
            | "/api/accounts"
            | "/api/reset"
            | "/api/recover"
            | "/api/reset/mail"
            | "/api/email/verify"
    );
    let guarded = session_token(headers, secure).is_some() || signs_in;
    if changes && guarded && !same_origin(headers, secure) {
        return ApiError::forbidden(phrase!("cross-site")).into_response();
    }
    next.run(request).await
}

/// Whether the request comes from this server's own pages: its `Origin` names the
/// scheme, host and port it was sent to (a site with secure cookies is served over
/// HTTPS only, one without over HTTP only); without `Origin`, unless the browser says it is cross-site
/// (`Sec-Fetch-Site`). Clients that are not browsers send neither.
fn same_origin(headers: &HeaderMap, secure: bool) -> bool {
    let host = headers.get(HOST).and_then(|h| h.to_str().ok());
    match headers.get(ORIGIN).map(|o| o.to_str()) {
        Some(Ok(origin)) => {
            let Some((scheme, authority)) = origin.split_once("://") else {
                return false;
            };
            // The site's own scheme only: HTTPS with secure cookies, else HTTP.
            let allowed = scheme == if secure { "https" } else { "http" };
            let sent_to = host.and_then(|h| endpoint(h, scheme));
            allowed && sent_to.is_some() && endpoint(authority, scheme) == sent_to
        }
        Some(Err(_)) => false,
        None => headers
            .get("sec-fetch-site")
            .is_none_or(|s| s.as_bytes() != b"cross-site"),
    }
}

/// The host (lower case) and port of `authority` (`host[:port]`), the port the
/// scheme's default where none is written.
fn endpoint(authority: &str, scheme: &str) -> Option<(String, u16)> {
    let default = if scheme == "https" { 443 } else { 80 };
    // A port as a browser writes it: digits, no leading zero (`08080` is no port).
    let port = |written: Option<&str>| match written {
        Some(p) if p.bytes().all(|b| b.is_ascii_digit()) && !p.starts_with('0') => p.parse().ok(),
        Some(_) => None,
        None => Some(default),
    };
    let (host, port) = match authority.strip_prefix('[') {
        // An IPv6 address: `[::1]:8080`.
        Some(rest) => {
            let (h, after) = rest.split_once(']')?;
            let written = match after {
                "" => None,
                a => Some(a.strip_prefix(':')?),
            };
            (format!("[{h}]"), port(written)?)
        }
        None => match authority.split_once(':') {
            Some((h, p)) => (h.to_string(), port(Some(p))?),
            None => (authority.to_string(), default),
        },
    };
    if host.is_empty() || host.contains(['/', '@']) {
        return None;
    }
    Some((host.to_ascii_lowercase(), port))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, v.parse().unwrap());
        }
        h
    }

    fn same_origin_plain(h: &HeaderMap) -> bool {
        same_origin(h, false)
    }

    #[test]
    fn scheme_host_and_port_are_compared_with_default_ports() {
        let h = |host: &str, origin: &str| {
            let mut m = HeaderMap::new();
            m.insert("host", host.parse().unwrap());
            m.insert("origin", origin.parse().unwrap());
            m
        };
        assert!(same_origin(
            &h("play.example", "https://play.example:443"),
            true
        ));
        assert!(same_origin(
            &h("play.example:443", "https://play.example"),
            true
        ));
        assert!(!same_origin(
            &h("play.example", "http://play.example"),
            true
        ));
        assert!(same_origin(
            &h("play.example", "http://play.example"),
            false
        ));
        assert!(!same_origin(
            &h("play.example:8080", "http://play.example:8081"),
            false
        ));
        assert!(!same_origin(
            &h("play.example", "https://play.example:8443"),
            true
        ));
        assert!(same_origin(
            &h("PLAY.example", "https://play.EXAMPLE"),
            true
        ));
        assert!(same_origin(&h("[::1]:8080", "http://[::1]:8080"), false));
        assert!(!same_origin(&h("play.example", "play.example"), false));
        // A port is written as a browser writes it.
        for origin in [
            "http://127.0.0.1:08080",
            "http://127.0.0.1:+8080",
            "http://127.0.0.1:",
        ] {
            assert!(
                !same_origin(&h("127.0.0.1:8080", origin), false),
                "{origin}"
            );
        }
        assert!(!same_origin(
            &h("127.0.0.1:08080", "http://127.0.0.1:8080"),
            false
        ));
    }

    #[test]
    fn only_this_host_is_the_same_origin() {
        let host = ("host", "play.example:8080");
        // A plain-HTTP site's pages are never served over HTTPS.
        assert!(!same_origin_plain(&headers(&[
            host,
            ("origin", "https://play.example:8080")
        ])));
        assert!(same_origin_plain(&headers(&[
            host,
            ("origin", "http://play.example:8080")
        ])));
        assert!(!same_origin_plain(&headers(&[
            host,
            ("origin", "https://evil.example")
        ])));
        assert!(!same_origin_plain(&headers(&[host, ("origin", "null")])));
        assert!(!same_origin_plain(&headers(&[(
            "origin",
            "https://play.example"
        )])));
        assert!(same_origin_plain(&headers(&[host])));
        assert!(same_origin_plain(&headers(&[
            host,
            ("sec-fetch-site", "same-origin")
        ])));
        assert!(!same_origin_plain(&headers(&[
            host,
            ("sec-fetch-site", "cross-site")
        ])));
    }
}
