//! Record files: a finished game's record, or a save of a game still running.
//!
//! A record is JSON (see [`GameRecord`]). A save of a game whose seed is secret
//! ([`Match::seed_is_secret`]) shows only the game, its options and its seats; the
//! seed and the actions (which hold secret choices not yet revealed) are sealed in
//! `"sealed"`. It resumes with the key that sealed it.

use std::path::Path;

use cubist_core::{GameRecord, RecordError};
use thiserror::Error;

use crate::{Match, SealError, SealKey};

#[derive(Debug, Error)]
pub enum SaveError {
    #[error("cannot read {path}: {error}")]
    Read { path: String, error: std::io::Error },
    #[error("cannot write {path}: {error}")]
    Write { path: String, error: std::io::Error },
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error(transparent)]
    Seal(#[from] SealError),
    #[error("{}", self.say(cubist_core::Lang::En))]
    Sealed,
    #[error("{}", self.say(cubist_core::Lang::En))]
    NoSuchGame(String, usize),
}

impl SaveError {
    /// Why, in `lang` where the session says it (the system's own words for a file
    /// that cannot be read or written).
    pub fn say(&self, lang: cubist_core::Lang) -> String {
        use cubist_core::Args;
        match self {
            SaveError::Sealed => crate::words::phrase("session-save-sealed", Args::new()).say(lang),
            SaveError::NoSuchGame(file, n) => {
                let args = Args::new()
                    .text("file", file.clone())
                    .number("number", *n as f64);
                crate::words::phrase("session-save-no-game", args).say(lang)
            }
            SaveError::Seal(e) => e.say(lang),
            other => other.to_string(),
        }
    }
}

/// The record as file text; with `key`, everything but the game, its options and
/// its seats is sealed.
pub fn to_json(record: &GameRecord, key: Option<&SealKey>) -> String {
    let Some(key) = key else {
        return record.to_json();
    };
    let sealed = serde_json::json!({
        "format": record.format,
        "game": record.game,
        "options": record.options,
        "seats": record.seats,
        "sealed": key.seal(&serde_json::to_string(record).expect("records always serialise")),
    });
    serde_json::to_string_pretty(&sealed).expect("records always serialise")
}

/// A record from file text; a sealed one is opened with `key`, or refused without.
pub fn from_json(text: &str, key: Option<&SealKey>) -> Result<GameRecord, SaveError> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(RecordError::from)?;
    match value.get("sealed") {
        None => Ok(GameRecord::from_json(text)?),
        Some(sealed) => {
            let key = key.ok_or(SaveError::Sealed)?;
            let opened = key.open(sealed.as_str().unwrap_or_default())?;
            Ok(GameRecord::from_json(&opened)?)
        }
    }
}

/// Save a match: sealed with the user's key while its seed is secret. The file is
/// written whole and then renamed, so an interrupted save never leaves half a file.
pub fn save_match(path: &Path, m: &Match) -> Result<(), SaveError> {
    let key = if m.seed_is_secret() {
        Some(SealKey::user()?)
    } else {
        None
    };
    write(path, &to_json(m.record(), key.as_ref()))
}

/// Write a finished or shareable record.
pub fn save_record(path: &Path, record: &GameRecord) -> Result<(), SaveError> {
    write(path, &to_json(record, None))
}

fn write(path: &Path, text: &str) -> Result<(), SaveError> {
    let err = |error| SaveError::Write {
        path: path.display().to_string(),
        error,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(err)?;
    }
    let tmp = path.with_extension("json.tmp");
    std::fs::write(&tmp, text).map_err(err)?;
    std::fs::rename(&tmp, path).map_err(err)
}

fn read(path: &Path) -> Result<String, SaveError> {
    std::fs::read_to_string(path).map_err(|error| SaveError::Read {
        path: path.display().to_string(),
        error,
    })
}

/// Load a save to resume it, opening a sealed seed with the user's key.
pub fn load_save(path: &Path) -> Result<GameRecord, SaveError> {
    let text = read(path)?;
    let key = if is_sealed(&text) {
        Some(SealKey::user()?)
    } else {
        None
    };
    from_json(&text, key.as_ref())
}

/// Game number `n` (from 1) of a record file, to watch: one pretty JSON record, or
/// one record per line (`selfplay --records`). A sealed save is refused.
pub fn load_nth(path: &Path, n: usize) -> Result<GameRecord, SaveError> {
    let text = read(path)?;
    if n == 1 && text.trim_start().starts_with('{') {
        if let Ok(r) = from_json(&text, None) {
            return Ok(r);
        }
        if is_sealed(&text) {
            return Err(SaveError::Sealed);
        }
    }
    let line = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .nth(n.saturating_sub(1))
        .ok_or_else(|| SaveError::NoSuchGame(path.display().to_string(), n))?;
    from_json(line, None)
}

fn is_sealed(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(text).is_ok_and(|v| v.get("sealed").is_some())
}
