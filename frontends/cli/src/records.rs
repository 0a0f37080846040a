//! Reading and writing game records, and rebuilding a game from one.

use std::path::Path;

use cubist_core::{DynGame, GameRecord};

use crate::CliResult;

pub fn load(path: &Path) -> CliResult<GameRecord> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    GameRecord::from_json(&text).map_err(|e| format!("{}: {e}", path.display()).into())
}

pub fn save(path: &Path, record: &GameRecord) -> CliResult {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    // Write then rename, so an interrupted save never leaves half a file.
    let tmp = path.with_extension("json.tmp");
    std::fs::write(&tmp, record.to_json())
        .map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(())
}

/// The game a record describes, with all its actions replayed; `each` sees every step.
pub fn rebuild(
    record: &GameRecord,
    each: impl FnMut(usize, &dyn DynGame),
) -> CliResult<Box<dyn DynGame>> {
    let mut game = cubist_games::create_local(&record.game, &record.options, record.seed)?;
    record.replay_onto(game.as_mut(), each)?;
    Ok(game)
}
