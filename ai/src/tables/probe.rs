//! Probing tables: the value of a position, and of each move from it.

use std::path::Path;
use std::sync::Arc;

use cubist_core::{Game, GameOptions, PositionIndex, ToMove};

use super::file::{self, Header};
use super::packed::{unpack, Packed};
use super::shared;
use super::{default_dir, TableError, TableValue, Value};

/// One family's table in memory.
pub(crate) struct Loaded {
    pub header: Header,
    pub values: Packed,
}

/// The tables of one game under one set of options: those of its families whose
/// files were found (valid) when it was opened. Cheap to clone.
pub struct Tables<G: Game> {
    families: Arc<[Box<dyn PositionIndex<G>>]>,
    loaded: Vec<Option<Arc<Loaded>>>,
}

impl<G: Game> Clone for Tables<G> {
    fn clone(&self) -> Self {
        Tables {
            families: Arc::clone(&self.families),
            loaded: self.loaded.clone(),
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
    /// `dir/<game>/<family>.tbl`). Families without a file are simply not there; a
    /// file that is corrupt or is not the family it is named after is an error, and
    /// nothing is loaded. Each file is read and checked whole; a file already loaded
    /// by another `Tables` of this process, and unchanged since, is shared.
    pub fn open(options: &G::Options, dir: &Path) -> Result<Tables<G>, TableError> {
        let mut tables = Tables::none(options);
        for k in 0..tables.families.len() {
            let index = &tables.families[k];
            let path = file::table_path(dir, G::NAME, &index.name());
            if !path.exists() {
                continue;
            }
            let table = shared::load(&path, G::NAME, &index.name(), index.size())?;
            tables.loaded[k] = Some(table);
        }
        Ok(tables)
    }

    /// [`Tables::open`] on the default directory ([`default_dir`]); no tables at all
    /// when there is none.
    pub fn open_default(options: &G::Options) -> Result<Tables<G>, TableError> {
        match default_dir() {
            Some(dir) => Tables::open(options, &dir),
            None => Ok(Tables::none(options)),
        }
    }

    /// The families of `options` with no table loaded.
    pub(crate) fn none(options: &G::Options) -> Tables<G> {
        let families: Arc<[Box<dyn PositionIndex<G>>]> = G::position_families(options).into();
        let loaded = vec![None; families.len()];
        Tables { families, loaded }
    }

    /// The game's families under these options, loaded or not.
    pub(crate) fn indexes(&self) -> &[Box<dyn PositionIndex<G>>] {
        &self.families
    }

    pub(crate) fn loaded(&self, k: usize) -> Option<&Loaded> {
        self.loaded.get(k)?.as_deref()
    }

    pub(crate) fn insert(&mut self, k: usize, table: Loaded) {
        self.loaded[k] = Some(Arc::new(table));
    }

    /// Bytes held by the loaded values.
    pub(crate) fn heap_bytes(&self) -> u64 {
        self.loaded
            .iter()
            .flatten()
            .map(|t| t.values.heap_bytes())
            .sum()
    }

    /// The value of `game`'s position for the side to move, `None` when the game is
    /// over or the position is in no loaded table. History is ignored.
    pub fn probe(&self, game: &G) -> Option<TableValue> {
        if !matches!(game.to_move(), ToMove::One(_)) {
            return None;
        }
        let k = game.position_family()?;
        let table = self.loaded(k)?;
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

    /// No table loaded.
    pub fn is_empty(&self) -> bool {
        self.loaded.iter().all(Option::is_none)
    }

    /// The names of the families whose tables are loaded, in the game's order.
    pub fn families(&self) -> Vec<String> {
        self.loaded
            .iter()
            .zip(self.families.iter())
            .filter(|(t, _)| t.is_some())
            .map(|(_, f)| f.name())
            .collect()
    }
}
