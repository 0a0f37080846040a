//! Headers every reply carries: no referrer beyond this site, no content sniffing, a
//! content policy that lets API replies run nothing, and a `Retry-After` on every
//! refusal for too many requests (one second where the refuser did not say).

use axum::extract::Request;
use axum::http::header::{
    CONTENT_SECURITY_POLICY, REFERRER_POLICY, RETRY_AFTER, X_CONTENT_TYPE_OPTIONS,
};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::Response;

/// The content policy of the API's replies: JSON and a plain page, nothing to run.
const API_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

/// Add the headers a reply lacks.
pub async fn secure(request: Request, next: Next) -> Response {
    let api = request.uri().path().starts_with("/api");
    let mut response = next.run(request).await;
    let too_many = response.status() == StatusCode::TOO_MANY_REQUESTS;
    let headers = response.headers_mut();
    headers
        .entry(REFERRER_POLICY)
        .or_insert(HeaderValue::from_static("same-origin"));
    headers
        .entry(X_CONTENT_TYPE_OPTIONS)
        .or_insert(HeaderValue::from_static("nosniff"));
    if api {
        headers
            .entry(CONTENT_SECURITY_POLICY)
            .or_insert(HeaderValue::from_static(API_POLICY));
    }
    if too_many {
        headers
            .entry(RETRY_AFTER)
            .or_insert(HeaderValue::from_static("1"));
    }
    response
}
