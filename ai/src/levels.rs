//! From a spec (a level plus overrides) to each search's settings, and which search
//! plays a game at a level when none is named.
//!
//! Budgets are iterations or nodes where reproducibility matters (easy..hard: the
//! same seed gives the same game on any machine) and time for `max`. They were set
//! by measuring Squadro in a release build on a 2-core machine with
//! `examples/speed.rs` (about 130 000-160 000 MCTS iterations/s and 4 to 5 million
//! alpha-beta nodes/s on one core) and `examples/duel.rs`:
//!
//! | level  | MCTS                      | alpha-beta         |
//! |--------|---------------------------|--------------------|
//! | easy   | 300 iterations            | 300 nodes          |
//! | medium | 3 000 iterations          | 10 000 nodes       |
//! | hard   | 150 000 iterations (~1 s) | 4 000 000 (~1 s)   |
//! | max    | 2 s on every core         | 2 s                |
//!
//! Duels (points of the stronger side): MCTS medium beat easy 16-4 and hard beat
//! medium 6-0; alpha-beta medium beat easy 15-5 and hard beat medium 10-0; MCTS easy,
//! medium and hard each beat random 100-0 (hard at 0.93 s/move).

use std::time::Duration;

use cubist_core::Game;

use crate::alphabeta::{AlphaBetaSettings, MAX_DEPTH};
use crate::mcts::{MctsSettings, DEFAULT_EXPLORATION};
use crate::{Agent, AgentError, AgentKind, AgentSpec, Budget, Level};

/// The level used when a spec names none.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// MCTS at each level.
pub fn mcts_level(level: Level) -> MctsSettings {
    let (budget, threads) = match level {
        Level::Easy => (Budget::Iterations(300), 1),
        Level::Medium => (Budget::Iterations(3_000), 1),
        Level::Hard => (Budget::Iterations(150_000), 1),
        Level::Max => (Budget::Time(Duration::from_secs(2)), all_cores()),
    };
    MctsSettings {
        budget,
        exploration: DEFAULT_EXPLORATION,
        rollout: 0,
        threads,
    }
}

/// Alpha-beta at each level.
pub fn alphabeta_level(level: Level) -> AlphaBetaSettings {
    let budget = match level {
        Level::Easy => Budget::Iterations(300),
        Level::Medium => Budget::Iterations(10_000),
        Level::Hard => Budget::Iterations(4_000_000),
        Level::Max => Budget::Time(Duration::from_secs(2)),
    };
    AlphaBetaSettings {
        budget,
        max_depth: MAX_DEPTH,
        table_bits: if level >= Level::Hard { 20 } else { 16 },
    }
}

/// The search that plays `G` with `players` seats when a bare level is asked for.
///
/// MCTS for every game: it is the only search for more than two players, hidden
/// information and secret choices, and on Squadro (two players, perfect
/// information) alpha-beta measured no stronger at equal time per move (14-16 in 30
/// games against one MCTS thread at 100-200 ms; 2-8 against two threads at 200 ms).
/// Alpha-beta stays available by name (`alphabeta:hard`).
pub fn auto_kind<G: Game>(_players: usize) -> AgentKind {
    AgentKind::Mcts
}

/// Build the search [`auto_kind`] picks.
pub fn build_auto<G: Game>(
    spec: &AgentSpec,
    players: usize,
    seed: u64,
) -> Result<Box<dyn Agent<G>>, AgentError> {
    match auto_kind::<G>(players) {
        AgentKind::AlphaBeta => crate::alphabeta::build::<G>(spec, players, seed),
        _ => crate::mcts::build::<G>(spec, players, seed),
    }
}

/// The number of cores (the `max` level and `threads=max`).
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Playout length that plays best for a game, measured (release build, equal time per
/// move, `cubist tournament`/`engine go`): games whose random playouts run for
/// hundreds of actions do far better with short playouts scored by the game's
/// evaluation. 0 plays every playout to the end.
///
/// - `cube-attack`: 8 plies — 280k iterations/s against 37k/s for full playouts, and
///   37–23 over full playouts even at equal iterations (300 per move, 60 games).
/// - `cube-conquest`: 10 plies — 1,800 iterations/s against 280/s (random playouts
///   mostly run into the 500-action cap), 6–4 at equal iterations.
/// - Squadro: full playouts; 10 plies measured no better (9–11) at equal time.
pub fn default_rollout(game: &str) -> u32 {
    match game {
        "cube-attack" => 8,
        "cube-conquest" => 10,
        _ => 0,
    }
}

/// MCTS settings for `spec` in the game named `game`: its level's, the game's
/// playout length, then the spec's budget and `c`, `rollout`, `threads` (a number or
/// `max`).
pub fn mcts_settings(spec: &AgentSpec, game: &str) -> Result<MctsSettings, AgentError> {
    known_params(spec, "mcts", &["c", "rollout", "threads"])?;
    let mut s = mcts_level(spec.level.unwrap_or(DEFAULT_LEVEL));
    s.rollout = default_rollout(game);
    if let Some(b) = spec.budget {
        s.budget = b;
    }
    if let Some(c) = param(spec, "c", "a number from 0 to 100", |v: f64| {
        v.is_finite() && (0.0..=100.0).contains(&v)
    })? {
        s.exploration = c;
    }
    if let Some(r) = param(
        spec,
        "rollout",
        "a whole number of plies, 0 for no limit",
        |_: u32| true,
    )? {
        s.rollout = r;
    }
    if let Some(t) = spec.params.get("threads") {
        s.threads = if t == "max" {
            all_cores()
        } else {
            param(
                spec,
                "threads",
                "a number from 1 to 256, or max",
                |n: usize| (1..=256).contains(&n),
            )?
            .unwrap_or(1)
        };
    }
    Ok(s)
}

/// Alpha-beta settings for `spec`: its level's, then its budget and `depth`.
pub fn alphabeta_settings(spec: &AgentSpec) -> Result<AlphaBetaSettings, AgentError> {
    known_params(spec, "alphabeta", &["depth"])?;
    let mut s = alphabeta_level(spec.level.unwrap_or(DEFAULT_LEVEL));
    if let Some(b) = spec.budget {
        s.budget = b;
    }
    if let Some(d) = param(
        spec,
        "depth",
        &format!("a number of plies from 1 to {MAX_DEPTH}"),
        |d: u32| (1..=MAX_DEPTH).contains(&d),
    )? {
        s.max_depth = d;
    }
    Ok(s)
}

fn known_params(spec: &AgentSpec, search: &str, known: &[&str]) -> Result<(), AgentError> {
    match spec
        .params
        .iter()
        .find(|(k, _)| !known.contains(&k.as_str()))
    {
        None => Ok(()),
        Some((k, v)) => Err(AgentError::BadParam {
            key: k.clone(),
            value: v.clone(),
            why: format!(
                "{search} has no such setting (it knows {})",
                known.join(", ")
            ),
        }),
    }
}

fn param<T: std::str::FromStr + Copy>(
    spec: &AgentSpec,
    key: &str,
    expected: &str,
    valid: impl Fn(T) -> bool,
) -> Result<Option<T>, AgentError> {
    let Some(text) = spec.params.get(key) else {
        return Ok(None);
    };
    match text.parse::<T>() {
        Ok(v) if valid(v) => Ok(Some(v)),
        _ => Err(AgentError::BadParam {
            key: key.into(),
            value: text.clone(),
            why: format!("expected {expected}"),
        }),
    }
}
