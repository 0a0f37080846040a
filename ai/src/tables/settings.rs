//! What a solve is asked to do, what it reports while it runs, and what it found.

use std::path::PathBuf;

/// How [`solve`](super::solve) works.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveSettings {
    /// Threads for the passes over positions (at least 1).
    pub threads: usize,
    /// A family whose solve would need more than this many bytes (its working arrays
    /// and the tables it probes) is refused before any work.
    pub max_memory: u64,
    /// Solve only families `0..upto` (all when `None`).
    pub upto: Option<usize>,
    /// Of those, solve only these places in the list (all when `None`): a family
    /// and the earlier ones its moves reach, say. Another family's table already on
    /// disk is still probed; a move into one neither listed nor on disk stops the
    /// solve with [`TableError::MissingFamily`](super::TableError::MissingFamily).
    pub only: Option<Vec<usize>>,
    /// Store every move within a family (the Link pass) even when its index offers
    /// predecessors, which otherwise are asked for instead: the same tables, more
    /// memory, less work; kept to compare the two.
    pub stored_links: bool,
}

impl Default for SolveSettings {
    fn default() -> Self {
        SolveSettings {
            threads: 1,
            max_memory: 8 << 30,
            upto: None,
            only: None,
            stored_links: false,
        }
    }
}

/// The steps of solving one family, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Every position visited once: holes, finished games, moves that end the game or
    /// leave the family (valued from earlier tables), moves within it counted.
    Expand,
    /// Every position visited again to record, for each position, the positions that
    /// move to it. Skipped when the family's index offers them.
    Link,
    /// Values spread back from the known positions, nearest the end first.
    Propagate,
    /// The table written to disk.
    Write,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Expand => "expand",
            Phase::Link => "link",
            Phase::Propagate => "propagate",
            Phase::Write => "write",
        }
    }
}

/// Where a solve is, for a progress bar.
#[derive(Clone, Debug)]
pub struct Progress {
    /// The family's place in the game's list.
    pub family: usize,
    /// Families this solve covers (`0..families`).
    pub families: usize,
    pub name: String,
    pub phase: Phase,
    /// Units done and to do in this phase (positions, or plies of distance while
    /// propagating).
    pub done: u64,
    pub total: u64,
}

/// What solving (or finding on disk) one family gave.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FamilyReport {
    pub name: String,
    /// Numbers in the family, holes included.
    pub size: u64,
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    /// Numbers that name no position.
    pub holes: u64,
    /// Positions where the game is already over (they have no value for a side to
    /// move and are not probed).
    pub finished: u64,
    /// The longest forced win, in plies.
    pub longest_win: Option<u16>,
    /// The longest loss, in plies.
    pub longest_loss: Option<u16>,
    /// Wall-clock seconds spent on it (0 when found on disk).
    pub seconds: f64,
    /// The most bytes held at once by its working arrays and the tables it probed.
    pub peak_bytes: u64,
    /// Found valid on disk and not solved again.
    pub reused: bool,
}

/// What [`solve`](super::solve) did, family by family in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SolveReport {
    pub game: String,
    pub dir: PathBuf,
    pub families: Vec<FamilyReport>,
    /// Families the game offers under these options (some may not have been asked for).
    pub offered: usize,
    pub seconds: f64,
}

/// Where tables live unless told otherwise: `$CUBIST_TABLES` if set, else
/// `$XDG_CACHE_HOME/cubist/tables`, else `~/.cache/cubist/tables`; `None` when none
/// of these is set.
pub fn default_dir() -> Option<PathBuf> {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env("CUBIST_TABLES")
        .or_else(|| env("XDG_CACHE_HOME").map(|d| d.join("cubist/tables")))
        .or_else(|| env("HOME").map(|h| h.join(".cache/cubist/tables")))
}
