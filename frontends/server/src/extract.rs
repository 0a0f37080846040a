//! Reading a request: its JSON body, in words a client can use, and the reply to a
//! path that names nothing.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::Query;
use axum::http::StatusCode;
use axum::Json;

use crate::error::ApiError;
use crate::words::phrase;

/// A JSON body, or a 400 saying what is wrong with it.
pub fn body<T>(json: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    json.map(|Json(t)| t).map_err(|e| match e {
        JsonRejection::BytesRejection(b) => {
            ApiError::new(b.status(), phrase!("body-not-read", reason = b.body_text()))
        }
        other => ApiError::bad_request(phrase!(
            "body-not-valid",
            reason = without_type_names(&other.body_text())
        )),
    })
}

/// A query string's parameters, or a 400 saying which does not parse.
pub fn query<T>(query: Result<Query<T>, QueryRejection>) -> Result<T, ApiError> {
    query.map(|Query(t)| t).map_err(|e| {
        ApiError::bad_request(phrase!(
            "query-not-valid",
            reason = without_type_names(&e.body_text())
        ))
    })
}

/// An error in the words a client can use: the reader's "expected struct
/// CredentialsRequest" names a type of this program, so it says "an object"; "expected
/// u64" names one of Rust's, so it says "a whole number".
pub fn without_type_names(text: &str) -> String {
    let text = text
        .replace("invalid digit found in string", "not a whole number")
        .replace("cannot parse integer from empty string", "an empty number")
        .replace(
            "number too large to fit in target type",
            "a number too large",
        )
        .replace(
            "Failed to deserialize the JSON body into the target type",
            "the body is not valid",
        )
        .replace(
            "Failed to deserialize query string",
            "the query string is not valid",
        )
        .replace("Invalid URL", "the path is not valid");
    let mut out = Vec::new();
    let mut words = text.split(' ').peekable();
    while let Some(word) = words.next() {
        match word {
            "struct" if words.peek().is_some() => {
                let name = words.next().unwrap_or_default();
                out.push(format!("an object{}", trailing_punctuation(name)));
            }
            "enum" if words.peek().is_some() => {
                let name = words.next().unwrap_or_default();
                out.push(format!("one of its values{}", trailing_punctuation(name)));
            }
            _ => out.push(primitive(word).unwrap_or_else(|| word.to_string())),
        }
    }
    out.join(" ")
        .replace("a a whole number", "a whole number")
        .replace("a a number", "a number")
        .replace("a true or false", "true or false")
}

/// A word naming one of Rust's own types (`u64`, "usize,"), in plain words.
fn primitive(word: &str) -> Option<String> {
    let end = trailing_punctuation(word);
    let core = word[..word.len() - end.len()].trim_matches('`');
    let plain = match core {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "a whole number",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "a whole number",
        "f32" | "f64" => "a number",
        "bool" => "true or false",
        "char" => "a character",
        _ => return None,
    };
    Some(format!("{plain}{end}"))
}

/// What follows a word that is not part of it (`,` or `.` at its end).
fn trailing_punctuation(word: &str) -> &str {
    let end = word.trim_end_matches([',', '.', ';', ':']).len();
    &word[end..]
}

/// The reply to a path that names nothing.
pub async fn not_found() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-page"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn json_errors_name_no_type_of_the_program() {
        let text = "Failed to deserialize the JSON body into the target type: invalid type: \
                    integer `1`, expected struct CredentialsRequest at line 1 column 1";
        let plain = super::without_type_names(text);
        assert!(
            !plain.contains("Credentials") && !plain.contains("struct"),
            "{plain}"
        );
        assert!(plain.contains("expected an object at line 1"), "{plain}");
        assert_eq!(
            super::without_type_names("expected enum Status, or a seat"),
            "expected one of its values, or a seat"
        );
    }

    #[test]
    fn errors_name_none_of_rusts_types() {
        for (text, plain) in [
            (
                "invalid type: string \"x\", expected u64 at line 1",
                "expected a whole number at line 1",
            ),
            ("expected usize", "expected a whole number"),
            (
                "Cannot parse `abc` to a `u64`",
                "Cannot parse `abc` to a whole number",
            ),
            (
                "ply: invalid digit found in string",
                "ply: not a whole number",
            ),
            ("expected a bool.", "expected true or false."),
        ] {
            let got = super::without_type_names(text);
            assert!(got.contains(plain), "{text:?} gave {got:?}");
        }
    }
}
