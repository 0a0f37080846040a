//! Probing tables: the value of a position, and of each move from it.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use cubist_core::{Game, GameOptions, PositionIndex, ToMove};

use super::file;
use super::packed::unpack;
use super::shared::{self, Loaded};
use super::{default_dir, TableError, TableValue, Value};

/// One family's table: in memory, or on disk with its header checked, to be read and
/// checked whole at its first probe (so that opening many large tables costs nothing
/// until a game reaches them).
struct Slot {
    /// Where to read it from, if it is not in memory yet.
    source: Option<(PathBuf, &'static str, String, u64)>,
    table: OnceLock<Result<Arc<Loaded>, String>>,
}

impl Slot {
    fn now(table: Arc<Loaded>) -> Slot {
        Slot {
            source: None,
            table: OnceLock::from(Ok(table)),
        }
    }

    fn later(path: PathBuf, game: &'static str, family: String, size: u64) -> Slot {
        Slot {
            source: Some((path, game, family, size)),
            table: OnceLock::new(),
        }
    }

    /// The table if it is in memory (never reading it).
    fn in_memory(&self) -> Option<&Loaded> {
        self.table.get()?.as_ref().ok().map(|t| t.as_ref())
    }

    /// The table, read and checked now if it was not yet; `None` if it was refused.
    fn get(&self) -> Option<&Loaded> {
        let table = self.table.get_or_init(|| {
            let (path, game, family, size) =
                self.source.as_ref().expect("a slot has a table or a file");
            shared::load(path, game, family, *size).map_err(|e| e.to_string())
        });
        table.as_ref().ok().map(|t| t.as_ref())
    }
}

/// The tables of one game under one set of options: those of its families whose
/// files were found when it was opened. Cheap to clone.
pub struct Tables<G: Game> {
    families: Arc<[Box<dyn PositionIndex<G>>]>,
    slots: Vec<Option<Arc<Slot>>>,
}

impl<G: Game> Clone for Tables<G> {
    fn clone(&self) -> Self {
        Tables {
            families: Arc::clone(&self.families),
            slots: self.slots.clone(),
        }
    }
}

impl<G: Game> std::fmt::Debug for Tables<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tables")
            .field("game", &G::NAME)
            .field("families", &self.families())
            .finish()
    }
}

/// The game's families, each numbered as its table in `dir` is: without holes
/// ([`Game::position_families_dense`]) where that file is there, else the game's own
/// numbering.
fn numbering_on_disk<G: Game>(options: &G::Options, dir: &Path) -> Vec<Box<dyn PositionIndex<G>>> {
    let holed = G::position_families(options);
    let dense = G::position_families_dense(options);
    if dense.len() != holed.len() {
        return holed;
    }
    holed
        .into_iter()
        .zip(dense)
        .map(|(h, d)| {
            if file::table_path(dir, G::NAME, &d.name()).exists() {
                d
            } else {
                h
            }
        })
        .collect()
}

/// The options as `key=value` pairs, for headers and messages.
pub(crate) fn options_text<O: GameOptions>(options: &O) -> String {
    options
        .to_pairs()
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(",")
}

impl<G: Game> Tables<G> {
    /// Load the tables of `G` under `options` found in `dir` (files
    /// `dir/<game>/<family>.tbl`, a family's file without holes preferred where the
    /// game numbers it so). Families without a file are simply not there; a
    /// file that is corrupt or is not the family it is named after is an error, and
    /// nothing is loaded. Each file is read and checked whole; a file already loaded
    /// by another `Tables` of this process, and unchanged since, is shared.
    pub fn open(options: &G::Options, dir: &Path) -> Result<Tables<G>, TableError> {
        Tables::open_families(numbering_on_disk::<G>(options, dir), dir)
    }

    /// As [`Tables::open`], with the game's families numbered by `families` (the same
    /// families in the same order, numbered another way): the tables that
    /// [`solve_families`](super::solve_families) built with that list.
    pub fn open_families(
        families: Vec<Box<dyn PositionIndex<G>>>,
        dir: &Path,
    ) -> Result<Tables<G>, TableError> {
        let mut tables = Tables::with_families(families);
        for (k, path) in tables.files_in(dir) {
            let index = &tables.families[k];
            let table = shared::load(&path, G::NAME, &index.name(), index.size())?;
            tables.slots[k] = Some(Arc::new(Slot::now(table)));
        }
        Ok(tables)
    }

    /// The tables of `G` under `options` found in `dir`, each read at the first probe
    /// that needs it: what players use, as a game reaches few of many large tables.
    /// Every file's header and length are checked now (a truncated file, or one of
    /// another family or size, is an error and nothing is used); a file whose
    /// checksum fails when it is read is refused then, its positions answer `None`,
    /// and [`Tables::refused`] says why.
    pub fn open_on_demand(options: &G::Options, dir: &Path) -> Result<Tables<G>, TableError> {
        let mut tables = Tables::with_families(numbering_on_disk::<G>(options, dir));
        for (k, path) in tables.files_in(dir) {
            let index = &tables.families[k];
            file::check_header(&path, G::NAME, &index.name(), index.size())?;
            tables.insert_on_disk(k, path);
        }
        Ok(tables)
    }

    /// Each family with a file in `dir`, and that file.
    fn files_in(&self, dir: &Path) -> Vec<(usize, PathBuf)> {
        self.families
            .iter()
            .enumerate()
            .map(|(k, index)| (k, file::table_path(dir, G::NAME, &index.name())))
            .filter(|(_, path)| path.exists())
            .collect()
    }

    /// [`Tables::open_on_demand`] on the default directory ([`default_dir`]); no
    /// tables at all when there is none.
    pub fn open_default(options: &G::Options) -> Result<Tables<G>, TableError> {
        match default_dir() {
            Some(dir) => Tables::open_on_demand(options, &dir),
            None => Ok(Tables::none(options)),
        }
    }

    /// The families of `options` with no table loaded.
    pub(crate) fn none(options: &G::Options) -> Tables<G> {
        Tables::with_families(G::position_families(options))
    }

    /// These families with no table loaded.
    pub(crate) fn with_families(families: Vec<Box<dyn PositionIndex<G>>>) -> Tables<G> {
        let families: Arc<[Box<dyn PositionIndex<G>>]> = families.into();
        let slots = vec![None; families.len()];
        Tables { families, slots }
    }

    /// The game's families under these options, loaded or not.
    pub(crate) fn indexes(&self) -> &[Box<dyn PositionIndex<G>>] {
        &self.families
    }

    /// Family `k`'s table, read now if it was waiting on disk; `None` if there is
    /// none or it was refused.
    pub(crate) fn loaded(&self, k: usize) -> Option<&Loaded> {
        self.slots.get(k)?.as_deref()?.get()
    }

    /// Family `k`'s table, written and checked at `path`: read again at its first
    /// probe, so that a solve holds only the earlier tables its families reach.
    pub(crate) fn insert_on_disk(&mut self, k: usize, path: PathBuf) {
        let index = &self.families[k];
        let slot = Slot::later(path, G::NAME, index.name(), index.size());
        self.slots[k] = Some(Arc::new(slot));
    }

    /// Bytes held by the values in memory.
    pub(crate) fn heap_bytes(&self) -> u64 {
        self.slots
            .iter()
            .flatten()
            .filter_map(|s| s.table.get()?.as_ref().ok())
            .map(|t| t.values.heap_bytes())
            .sum()
    }

    /// Families whose file was refused when it was read, each with why.
    pub fn refused(&self) -> Vec<String> {
        self.slots
            .iter()
            .flatten()
            .filter_map(|s| s.table.get()?.as_ref().err().cloned())
            .collect()
    }

    /// The value of `game`'s position for the side to move, `None` when the game is
    /// over or the position is in no table found. History is ignored. A family's
    /// table waiting on disk is read now.
    pub fn probe(&self, game: &G) -> Option<TableValue> {
        self.probe_with(game, Slot::get)
    }

    /// As [`Tables::probe`], from the tables already in memory only: the probe of a
    /// search, whose playouts reach families the game may never reach (reading each
    /// would stall the search and hold every table in memory). The player's own
    /// probes of the game's positions bring their families into memory.
    pub fn probe_in_memory(&self, game: &G) -> Option<TableValue> {
        self.probe_with(game, Slot::in_memory)
    }

    fn probe_with(&self, game: &G, table: fn(&Slot) -> Option<&Loaded>) -> Option<TableValue> {
        if !matches!(game.to_move(), ToMove::One(_)) {
            return None;
        }
        let k = game.position_family()?;
        let table = table(self.slots.get(k)?.as_deref()?)?;
        let i = self.families[k].index_of(game)?;
        unpack(table.values.get(i)?)
    }

    /// Each legal action of the side to move with the value it keeps for that side
    /// (plies counted from `game`), in the order of `legal_actions`; `None` when
    /// `game` is not in a loaded table or a move leads out of the loaded tables.
    pub fn best_actions(&self, game: &G) -> Option<Vec<(G::Action, TableValue)>> {
        let ToMove::One(seat) = game.to_move() else {
            return None;
        };
        self.probe(game)?;
        let mut actions = Vec::new();
        game.legal_actions(seat, &mut actions);
        let mut out = Vec::with_capacity(actions.len());
        for a in actions {
            let mut child = game.clone();
            child.play(seat, a);
            let value = match child.to_move() {
                ToMove::Over => {
                    let o = child.outcome()?;
                    let value = match (o.winners.contains(seat), o.winners.len()) {
                        (true, 1) => Value::Win,
                        (false, 1) => Value::Loss,
                        _ => Value::Draw,
                    };
                    TableValue {
                        value,
                        plies: (value != Value::Draw).then_some(1),
                    }
                }
                ToMove::One(next) => {
                    let v = self.probe(&child)?.one_more();
                    if next == seat {
                        v
                    } else {
                        v.flipped()
                    }
                }
                _ => return None,
            };
            out.push((a, value));
        }
        Some(out)
    }

    /// No table found.
    pub fn is_empty(&self) -> bool {
        self.slots.iter().all(Option::is_none)
    }

    /// The names of the families whose tables were found (in memory or waiting on
    /// disk), in the game's order.
    pub fn families(&self) -> Vec<String> {
        self.slots
            .iter()
            .zip(self.families.iter())
            .filter(|(t, _)| t.is_some())
            .map(|(_, f)| f.name())
            .collect()
    }
}
