//! Sealing the secret part of a save file.
//!
//! A game with hidden information or chance must be resumable from its save file, yet
//! its seed fixes every shuffle (read from the file, it would show every hand and every
//! card to come) and its action list holds the secret choices not yet revealed. So
//! while such a game runs its save holds them encrypted (ChaCha20-Poly1305) under a key
//! kept in the user's data directory; the finished game's record is in the clear.

use std::path::{Path, PathBuf};

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use rand::RngCore;
use thiserror::Error;

const KEY_FILE: &str = "seal.key";
const NONCE_LEN: usize = 12;

/// The key that seals and opens seeds.
pub struct SealKey(Key);

#[derive(Debug, Error)]
pub enum SealError {
    #[error("{}", self.say(cubist_core::Lang::En))]
    KeyFile {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("{}", self.say(cubist_core::Lang::En))]
    BadKeyFile(PathBuf),
    #[error("{}", self.say(cubist_core::Lang::En))]
    CannotOpen,
}

impl SealError {
    /// Why, in `lang` (the system's own words for a file it cannot use).
    pub fn say(&self, lang: cubist_core::Lang) -> String {
        use cubist_core::Args;
        let (id, args) = match self {
            SealError::KeyFile { path, error } => (
                "session-key-file-unusable",
                Args::new()
                    .text("path", path.display().to_string())
                    .text("error", error.to_string()),
            ),
            SealError::BadKeyFile(path) => (
                "session-key-file-damaged",
                Args::new().text("path", path.display().to_string()),
            ),
            SealError::CannotOpen => ("session-seal-unopened", Args::new()),
        };
        crate::words::phrase(id, args).say(lang)
    }
}

impl SealKey {
    /// A new random key.
    pub fn generate() -> SealKey {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        SealKey(bytes.into())
    }

    /// The user's key, made on first use: `CUBIST_DATA_DIR/seal.key`, or under the
    /// XDG data directory (`~/.local/share/cubist/seal.key`).
    pub fn user() -> Result<SealKey, SealError> {
        SealKey::load_or_create(&data_dir().join(KEY_FILE))
    }

    /// Read the key at `path`, or make one there (readable by its owner only).
    pub fn load_or_create(path: &Path) -> Result<SealKey, SealError> {
        let io = |error| SealError::KeyFile {
            path: path.to_path_buf(),
            error,
        };
        match std::fs::read_to_string(path) {
            Ok(text) => {
                let bytes = from_hex(text.trim())
                    .filter(|b| b.len() == 32)
                    .ok_or_else(|| SealError::BadKeyFile(path.to_path_buf()))?;
                Ok(SealKey(*Key::from_slice(&bytes)))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let key = SealKey::generate();
                if let Some(dir) = path.parent() {
                    std::fs::create_dir_all(dir).map_err(io)?;
                }
                write_private(path, &to_hex(key.0.as_slice())).map_err(io)?;
                Ok(key)
            }
            Err(e) => Err(io(e)),
        }
    }

    /// `text`, sealed, as hex.
    pub fn seal(&self, text: &str) -> String {
        let mut nonce = [0u8; NONCE_LEN];
        rand::rng().fill_bytes(&mut nonce);
        let sealed = ChaCha20Poly1305::new(&self.0)
            .encrypt(Nonce::from_slice(&nonce), text.as_bytes())
            .expect("sealing a save cannot fail");
        to_hex(&[nonce.as_slice(), &sealed].concat())
    }

    /// The text from [`SealKey::seal`]'s hex.
    pub fn open(&self, hex: &str) -> Result<String, SealError> {
        let bytes = from_hex(hex.trim()).ok_or(SealError::CannotOpen)?;
        if bytes.len() <= NONCE_LEN {
            return Err(SealError::CannotOpen);
        }
        let (nonce, sealed) = bytes.split_at(NONCE_LEN);
        let plain = ChaCha20Poly1305::new(&self.0)
            .decrypt(Nonce::from_slice(nonce), sealed)
            .map_err(|_| SealError::CannotOpen)?;
        String::from_utf8(plain).map_err(|_| SealError::CannotOpen)
    }
}

/// Where Cubist keeps per-user files.
pub fn data_dir() -> PathBuf {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env("CUBIST_DATA_DIR")
        .or_else(|| env("XDG_DATA_HOME").map(|d| d.join("cubist")))
        .or_else(|| env("HOME").map(|h| h.join(".local/share/cubist")))
        .unwrap_or_else(|| PathBuf::from(".cubist"))
}

fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(text.as_bytes())
}

fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn from_hex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_text_opens_with_its_key_only() {
        let key = SealKey::generate();
        let sealed = key.seal("seed 123456789");
        assert!(!sealed.contains("123456789"));
        assert_eq!(key.open(&sealed).unwrap(), "seed 123456789");
        assert_ne!(
            key.seal("5"),
            key.seal("5"),
            "each sealing uses a fresh nonce"
        );
        assert!(SealKey::generate().open(&sealed).is_err());
        let mut tampered = sealed.clone().into_bytes();
        let last = tampered.len() - 1;
        tampered[last] = if tampered[last] == b'0' { b'1' } else { b'0' };
        assert!(key.open(std::str::from_utf8(&tampered).unwrap()).is_err());
        for junk in ["", "zz", "abc", "00"] {
            assert!(key.open(junk).is_err(), "{junk}");
        }
    }

    #[test]
    fn the_key_file_is_made_once_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("k/seal.key");
        let a = SealKey::load_or_create(&path).unwrap();
        let b = SealKey::load_or_create(&path).unwrap();
        assert_eq!(b.open(&a.seal("42")).unwrap(), "42");
        std::fs::write(&path, "not a key").unwrap();
        assert!(matches!(
            SealKey::load_or_create(&path),
            Err(SealError::BadKeyFile(_))
        ));
    }
}
