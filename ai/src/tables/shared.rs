//! Tables already in memory, shared between every [`Tables`](super::Tables) of the
//! process: players that each open the tables (one per game played) then load and
//! check each file once, not once per player.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::SystemTime;

use super::file::{self, Header};
use super::packed::Packed;
use super::TableError;

/// One family's table in memory.
pub(crate) struct Loaded {
    pub header: Header,
    pub values: Packed,
}

/// What identifies a file's contents cheaply: length, time of change and (on Unix)
/// inode, which a solve changes as it writes a new file and renames it into place.
type Stamp = (u64, Option<SystemTime>, u64);

/// A file as last seen, and its table while in use.
type Seen = (Stamp, Weak<Loaded>);

fn stamp(meta: &std::fs::Metadata) -> Stamp {
    #[cfg(unix)]
    let inode = std::os::unix::fs::MetadataExt::ino(meta);
    #[cfg(not(unix))]
    let inode = 0;
    (meta.len(), meta.modified().ok(), inode)
}

fn seen() -> &'static Mutex<HashMap<PathBuf, Seen>> {
    static SEEN: OnceLock<Mutex<HashMap<PathBuf, Seen>>> = OnceLock::new();
    SEEN.get_or_init(Default::default)
}

/// The table in `path` (checked as [`file::read`] does), from memory when the same
/// file is already loaded and unchanged.
pub(crate) fn load(
    path: &Path,
    game: &str,
    family: &str,
    size: u64,
) -> Result<Arc<Loaded>, TableError> {
    let meta = std::fs::metadata(path).map_err(|e| TableError::io("read", path, e))?;
    let stamp = stamp(&meta);
    let mut seen = seen().lock().unwrap_or_else(|e| e.into_inner());
    if let Some((was, weak)) = seen.get(path) {
        if *was == stamp && stamp.1.is_some() {
            if let Some(t) = weak.upgrade() {
                if t.header.game == game && t.header.family == family && t.header.size == size {
                    return Ok(t);
                }
            }
        }
    }
    let (header, values) = file::read(path, game, family, size)?;
    let table = Arc::new(Loaded { header, values });
    seen.retain(|_, (_, w)| w.strong_count() > 0);
    seen.insert(path.to_path_buf(), (stamp, Arc::downgrade(&table)));
    Ok(table)
}
