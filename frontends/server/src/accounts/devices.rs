//! The device cookie: a browser that once signed in to a name is known to it, so
//! that failures on the name from elsewhere never slow its owner down there (the
//! "device cookies" defence against online guessing). A known device's failures are
//! counted on a line of their own, with the same delays and limits as a name's.
//!
//! The cookie holds a random token, set at each sign-in and sign-up; the database
//! keeps its hash per account (`store/devices.rs`), so every instance knows it.

use axum::http::{HeaderMap, HeaderName, HeaderValue};

use super::cookie::{token_cookie, token_in};

/// The cookie's name.
pub const DEVICE_COOKIE: &str = "cubist_device";
/// Its name on a site with secure cookies (see `cookie.rs`).
pub const SECURE_DEVICE_COOKIE: &str = "__Host-cubist_device";
/// How long a browser keeps it, in days.
pub const DEVICE_DAYS: i64 = 365;

fn device_cookie_name(secure: bool) -> &'static str {
    if secure {
        SECURE_DEVICE_COOKIE
    } else {
        DEVICE_COOKIE
    }
}

/// The device token a request carries, if any.
pub fn device_token(headers: &HeaderMap, secure: bool) -> Option<String> {
    token_in(headers, device_cookie_name(secure))
}

/// The `Set-Cookie` header that gives the browser device token `token`.
pub(super) fn set_device(token: &str, secure: bool) -> (HeaderName, HeaderValue) {
    let max_age = cookie::time::Duration::days(DEVICE_DAYS);
    token_cookie(device_cookie_name(secure), token, max_age, secure)
}

/// The line the sign-in limits count an attempt on `name_key` on: the name's, or
/// for a device known to the name (its token's hash), that device's own.
pub(super) fn counted_as(name_key: &str, known_device: Option<&str>) -> String {
    match known_device {
        Some(device) => format!("{name_key}\ndevice {device}"),
        None => name_key.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_device_counts_apart_from_its_name_and_other_devices() {
        let name = counted_as("ada", None);
        let one = counted_as("ada", Some("d1"));
        let two = counted_as("ada", Some("d2"));
        assert_eq!(name, "ada");
        assert!(one != name && one != two && two != name);
        // A name cannot spell a device's line (names hold no line breaks).
        assert!(crate::accounts::check_name("ada\ndevice d1").is_err());
    }

    #[test]
    fn the_cookie_is_read_back_and_kept_from_scripts_and_other_sites() {
        let token = "ab".repeat(32);
        let (_, value) = set_device(&token, true);
        let text = value.to_str().unwrap();
        assert!(text.starts_with("__Host-cubist_device="), "{text}");
        for part in ["HttpOnly", "SameSite=Lax", "Secure", "Path=/"] {
            assert!(text.contains(part), "{text}");
        }
        let mut headers = HeaderMap::new();
        headers.insert(
            axum::http::header::COOKIE,
            format!("cubist_device={token}").parse().unwrap(),
        );
        assert_eq!(device_token(&headers, false), Some(token));
        assert_eq!(device_token(&headers, true), None);
    }
}
