//! Why a table could not be built, read or used.

use std::path::PathBuf;

use thiserror::Error;

/// Why a table could not be built, read or used. Every message is for people.
#[derive(Debug, Error)]
pub enum TableError {
    #[error("cannot {action} {path}: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
    /// The file is damaged (bad magic, truncated, checksum mismatch): refused.
    #[error("table file {path} is corrupt and was not used: {why}; delete it and solve again")]
    Corrupt { path: PathBuf, why: String },
    /// The file is sound but is not the table this name promises here.
    #[error("table file {path} does not belong here and was not used: {why}")]
    Mismatch { path: PathBuf, why: String },
    /// The game cannot be solved this way at all.
    #[error("{game} cannot have endgame tables: {why}")]
    Unsuitable { game: String, why: String },
    /// The game offers no families under these options.
    #[error("{game} numbers no families of positions under these options, so there are no tables to build")]
    NoFamilies { game: String },
    /// A move from `family` lands in a family that is not built yet.
    #[error("family {family} needs family {needs} solved first, and its table is not there")]
    MissingFamily { family: String, needs: String },
    /// The game's numbering broke a promise (a move to a later family, an index that
    /// does not round-trip).
    #[error("the numbering of family {family} is inconsistent: {why}")]
    BadIndex { family: String, why: String },
    /// Solving the family needs more memory than allowed.
    #[error("family {family} needs about {needed} bytes to solve ({why}), more than the {cap} allowed; raise --max-memory or solve fewer families")]
    TooLarge {
        family: String,
        needed: u64,
        cap: u64,
        why: String,
    },
    /// A setting out of range.
    #[error("invalid table setting: {0}")]
    Settings(String),
}

impl TableError {
    pub(crate) fn io(action: &'static str, path: &std::path::Path, source: std::io::Error) -> Self {
        TableError::Io {
            action,
            path: path.to_path_buf(),
            source,
        }
    }
}
