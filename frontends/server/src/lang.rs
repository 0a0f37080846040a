//! The reader's language: which of the spoken languages a request is answered in.
//!
//! The first of these that names a spoken language decides:
//! 1. `?lang=xx` on the request's address;
//! 2. the signed-in account's setting (`PUT /api/me/language`);
//! 3. the `lang` cookie, which the web client's language picker sets for everyone;
//! 4. the `Accept-Language` header, by its weights;
//! 5. English.
//!
//! A tag no spoken language answers to falls through to the next source. The testing
//! language `en-XA` ([`Lang::Pseudo`]) is taken from the address and the cookie only:
//! a browser never asks for it by itself, and an account cannot keep it.
//!
//! [`ReaderLang`] is the extractor for handlers that write words (the page's
//! `<html lang>`, the WebSocket); [`errors`] says every error reply in the reader's
//! language as it leaves, so that no handler has to.

use std::convert::Infallible;

use axum::body::{to_bytes, Body};
use axum::extract::{FromRef, FromRequestParts, Request, State};
use axum::http::header::{ACCEPT_LANGUAGE, CONTENT_LENGTH, COOKIE, VARY};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri};
use axum::middleware::Next;
use axum::response::Response;
use cubist_words::Lang;

use crate::accounts::Accounts;
use crate::error::Said;

/// The cookie the web client's language picker sets.
pub const COOKIE_NAME: &str = "lang";

/// What a reply in the reader's language varies by, beyond its address.
pub const VARY_BY: &str = "Accept-Language, Cookie";

/// The reader's language, chosen as the module says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReaderLang(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for ReaderLang
where
    Accounts: FromRef<S>,
{
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Infallible> {
        let accounts = Accounts::from_ref(state);
        Ok(ReaderLang(
            choose(&parts.uri, &parts.headers, Some(&accounts)).await,
        ))
    }
}

/// The reader's language of a request with this address and these headers; the
/// account's setting is read only with `accounts`.
pub async fn choose(uri: &Uri, headers: &HeaderMap, accounts: Option<&Accounts>) -> Lang {
    if let Some(lang) = from_query(uri) {
        return lang;
    }
    if let Some(accounts) = accounts {
        if let Some(lang) = accounts.language_of(headers).await {
            return lang;
        }
    }
    from_cookie(headers)
        .or_else(|| from_accept_language(headers))
        .unwrap_or(Lang::En)
}

/// `?lang=xx`, if it names a language (the testing one too).
fn from_query(uri: &Uri) -> Option<Lang> {
    uri.query()?
        .split('&')
        .filter_map(|pair| pair.strip_prefix("lang="))
        .find_map(Lang::parse)
}

/// The `lang` cookie, if it names a language (the testing one too).
fn from_cookie(headers: &HeaderMap) -> Option<Lang> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .filter(|(name, _)| *name == COOKIE_NAME)
        .find_map(|(_, value)| Lang::parse(value.trim_matches('"')))
}

/// The best spoken language `Accept-Language` names, if it names one (never the
/// testing one: see [`Lang::accepted`]).
fn from_accept_language(headers: &HeaderMap) -> Option<Lang> {
    Lang::accepted(headers.get(ACCEPT_LANGUAGE)?.to_str().ok()?)
}

/// The most of an error reply's body read to say it again: a view at most.
const MAX_ERROR_BODY: usize = 4 * 1024 * 1024;

/// Says an error reply (one carrying [`Said`]) in the reader's language: its `error`
/// changes, its `code` and every other field stay. A refusal of too many requests
/// does not read the account's setting, so that refusing costs no database read.
pub async fn errors(State(accounts): State<Accounts>, request: Request, next: Next) -> Response {
    let uri = request.uri().clone();
    let headers = request.headers().clone();
    let mut response = next.run(request).await;
    let Some(Said(phrase)) = response.extensions().get::<Said>().cloned() else {
        return response;
    };
    response
        .headers_mut()
        .append(VARY, HeaderValue::from_static(VARY_BY));
    let refused = response.status() == StatusCode::TOO_MANY_REQUESTS;
    let lang = choose(&uri, &headers, (!refused).then_some(&accounts)).await;
    if lang == Lang::En {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = to_bytes(body, MAX_ERROR_BODY).await else {
        return Response::from_parts(parts, Body::empty());
    };
    let said = match serde_json::from_slice::<serde_json::Value>(&bytes) {
        Ok(mut json) => {
            json["error"] = phrase.say(lang).into();
            serde_json::to_vec(&json).unwrap_or_else(|_| bytes.to_vec())
        }
        Err(_) => bytes.to_vec(),
    };
    parts.headers.remove(CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(said))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (name, value) in pairs {
            h.append(*name, HeaderValue::from_static(value));
        }
        h
    }

    async fn chosen(uri: &'static str, pairs: &[(&'static str, &'static str)]) -> Lang {
        choose(&Uri::from_static(uri), &headers(pairs), None).await
    }

    #[tokio::test]
    async fn the_address_then_the_cookie_then_the_browser_then_english() {
        let all = [
            ("cookie", "a=b; lang=de"),
            ("accept-language", "es, fr;q=0.5"),
        ];
        assert_eq!(chosen("/x?lang=it", &all).await, Lang::It);
        assert_eq!(chosen("/x", &all).await, Lang::De);
        assert_eq!(chosen("/x", &all[1..]).await, Lang::Es);
        assert_eq!(chosen("/x", &[]).await, Lang::En);
    }

    #[tokio::test]
    async fn unknown_tags_fall_through() {
        let all = [("cookie", "lang=pt"), ("accept-language", "ja, fr;q=0.3")];
        assert_eq!(chosen("/x?lang=zz", &all).await, Lang::Fr);
        assert_eq!(chosen("/x", &[("accept-language", "ja")]).await, Lang::En);
    }

    #[tokio::test]
    async fn the_testing_language_comes_from_the_address_or_the_cookie_only() {
        assert_eq!(chosen("/x?lang=en-XA", &[]).await, Lang::Pseudo);
        assert_eq!(
            chosen("/x", &[("cookie", "lang=en-XA")]).await,
            Lang::Pseudo
        );
        let browser = [("accept-language", "en-XA, de;q=0.2")];
        assert_eq!(chosen("/x", &browser).await, Lang::De);
        assert_eq!(Lang::parse_chosen("en-XA"), None);
        assert_eq!(Lang::parse_chosen("fr-CA"), Some(Lang::Fr));
    }
}
