//! Every error reply in the server's JSON shape (`{"error": "…"}`): the replies axum
//! makes itself (a query string or path that does not parse, a method a path does not
//! take, a WebSocket request without its upgrade) come as plain text, in words that
//! name the program's types; they are rewritten here.

use axum::body::to_bytes;
use axum::extract::Request;
use axum::http::header::CONTENT_TYPE;
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use cubist_words::Phrase;

use crate::error::ApiError;
use crate::extract::without_type_names;
use crate::words::phrase;

/// The most of a plain error body read to reword it: axum's are a line.
const MAX_PLAIN: usize = 4096;

/// Rewrites an error reply that is not JSON (nor a page) into the JSON shape.
pub async fn json(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    let status = response.status();
    if !(status.is_client_error() || status.is_server_error()) || !plain(&response) {
        return response;
    }
    let (parts, body) = response.into_parts();
    let text = to_bytes(body, MAX_PLAIN).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&text);
    let mut rewritten = ApiError::new(status, message(status, &text)).into_response();
    for name in [axum::http::header::ALLOW, axum::http::header::RETRY_AFTER] {
        if let Some(value) = parts.headers.get(&name) {
            rewritten.headers_mut().insert(name, value.clone());
        }
    }
    rewritten
}

/// Whether a reply's body is plain text, or it has none.
fn plain(response: &Response) -> bool {
    match response.headers().get(CONTENT_TYPE) {
        None => true,
        Some(kind) => kind.as_bytes().starts_with(b"text/plain"),
    }
}

/// The words of an error reply: axum's, without type names, or the status's own.
fn message(status: StatusCode, text: &str) -> Phrase {
    let text = text.trim();
    if text.is_empty() {
        return match status {
            StatusCode::METHOD_NOT_ALLOWED => phrase!("method-not-allowed"),
            StatusCode::NOT_FOUND => phrase!("no-such-page"),
            s => phrase!(
                "http-error",
                reason = s.canonical_reason().unwrap_or("error").to_lowercase()
            ),
        };
    }
    phrase!("request-not-valid", reason = without_type_names(text))
}
