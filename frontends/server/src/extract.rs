//! Reading a request: its JSON body, in words a client can use, and the reply to a
//! path that names nothing.

use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::Json;

use crate::error::ApiError;

/// A JSON body, or a 400 saying what is wrong with it.
pub fn body<T>(json: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    json.map(|Json(t)| t).map_err(|e| match e {
        JsonRejection::BytesRejection(b) => ApiError::new(b.status(), b.body_text()),
        other => ApiError::bad_request(without_type_names(&other.body_text())),
    })
}

/// A JSON error in the words a client can use: the reader's "expected struct
/// CredentialsRequest" names a type of this program, so it says "an object".
fn without_type_names(text: &str) -> String {
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
            _ => out.push(word.to_string()),
        }
    }
    out.join(" ")
}

/// What follows a word that is not part of it (`,` or `.` at its end).
fn trailing_punctuation(word: &str) -> &str {
    let end = word.trim_end_matches([',', '.', ';', ':']).len();
    &word[end..]
}

/// The reply to a path that names nothing.
pub async fn not_found() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "no such page")
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
}
