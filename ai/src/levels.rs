//! From a spec (a level plus overrides) and a game's [`SearchHints`] to each search's
//! settings, and which search plays a bare level.
//!
//! The tuning itself is the game's: every game declares its hints next to its rules
//! ([`Game::search_hints`]), and this module only reads them, so it knows no game.
//! The measurements behind each game's figures are in `docs/ai-strength.md`.
//!
//! Every level is an iteration budget, so a seed gives the same game on any machine
//! and a level's strength does not depend on how busy the machine is. The hints give
//! each level's budget as `[easy, medium, hard, max per core]`; a game's steps are
//! about ten times apart, which is what it takes for the level above to win a clear
//! majority, unless measuring found another step. `max` runs on every core with the
//! per-core budget on each (MCTS: one tree per core, root statistics summed;
//! alpha-beta: threads sharing one table), so it takes the time of its per-core
//! budget on one core, and is stronger on a machine with more cores. Stronger play is
//! a spec away: `mcts:time=5s,threads=max`.

use cubist_core::{Game, LevelSearch, Playout, SearchHints, SecretChoice};

use crate::alphabeta::{AlphaBetaSettings, MAX_DEPTH};
use crate::mcts::{MctsSettings, SecretRule, DEFAULT_EXPLORATION, PLAY_TO_END};
use crate::solver::DEFAULT_STATE_LIMIT;
use crate::{AgentError, AgentKind, AgentSpec, Budget, Level};

/// The level used when a spec names none.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// The search that plays `G` with `players` seats when a bare level is asked for:
/// the one its hints name, except that alpha-beta falls back to MCTS where it cannot
/// play (more than two players, hidden information, secret choices).
pub fn auto_kind<G: Game>(players: usize) -> AgentKind {
    match G::search_hints(players).search {
        LevelSearch::AlphaBeta if crate::alphabeta::unsuitable::<G>(players).is_none() => {
            AgentKind::AlphaBeta
        }
        _ => AgentKind::Mcts,
    }
}

/// The MCTS `rollout` setting of a playout length.
pub fn rollout(playout: Playout) -> u32 {
    match playout {
        Playout::ToEnd => PLAY_TO_END,
        Playout::Plies(n) => n,
    }
}

/// The MCTS secret rule of a secret-choice hint.
pub fn secret_rule(choice: SecretChoice) -> SecretRule {
    match choice {
        SecretChoice::BestMean => SecretRule::Best,
        SecretChoice::SampledMaximin => SecretRule::Maximin,
    }
}

/// MCTS at `level` with a game's hints: its iterations, playout length and secret rule.
pub fn mcts_level(level: Level, hints: &SearchHints) -> MctsSettings {
    let (iterations, threads) = level_budget(level, hints.mcts_iterations, all_cores());
    MctsSettings {
        budget: Budget::Iterations(iterations),
        exploration: DEFAULT_EXPLORATION,
        rollout: rollout(hints.playout),
        threads,
        secret: secret_rule(hints.secret),
    }
}

/// Alpha-beta at `level` with a game's hints.
pub fn alphabeta_level(level: Level, hints: &SearchHints) -> AlphaBetaSettings {
    let (nodes, threads) = level_budget(level, hints.alphabeta_nodes, all_cores());
    AlphaBetaSettings {
        budget: Budget::Iterations(nodes),
        max_depth: MAX_DEPTH,
        table_bits: if level >= Level::Hard { 20 } else { 16 },
        threads,
    }
}

/// A level's budget and threads from a `[easy, medium, hard, max per thread]` table:
/// `max` runs `threads` threads with the per-thread budget each.
fn level_budget(level: Level, table: [u64; 4], threads: usize) -> (u64, usize) {
    match level {
        Level::Easy => (table[0], 1),
        Level::Medium => (table[1], 1),
        Level::Hard => (table[2], 1),
        Level::Max => (table[3] * threads as u64, threads),
    }
}

/// The number of cores (the `max` level and `threads=max`).
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// MCTS settings for `spec` with a game's hints: its level's, then the spec's budget
/// and `c`, `rollout`, `threads` (a number or `max`; `max` with other threads keeps
/// its budget per core) and `secret`.
pub fn mcts_settings(spec: &AgentSpec, hints: &SearchHints) -> Result<MctsSettings, AgentError> {
    known_params(spec, "mcts", &["c", "rollout", "threads", "secret"])?;
    let mut s = mcts_level(spec.level.unwrap_or(DEFAULT_LEVEL), hints);
    if let Some(b) = spec.budget {
        s.budget = b;
    }
    if let Some(c) = param(spec, "c", "a number from 0 to 100", |v: f64| {
        v.is_finite() && (0.0..=100.0).contains(&v)
    })? {
        s.exploration = c;
    }
    if spec.params.get("rollout").map(String::as_str) == Some("end") {
        s.rollout = PLAY_TO_END;
    } else if let Some(r) = param(
        spec,
        "rollout",
        "a whole number of plies (0: score each new leaf at once) or end",
        |r: u32| r < PLAY_TO_END,
    )? {
        s.rollout = r;
    }
    if let Some(t) = threads_param(spec, hints.mcts_iterations, &mut s.budget)? {
        s.threads = t;
    }
    if let Some(rule) = spec.params.get("secret") {
        s.secret = SecretRule::parse(rule).ok_or_else(|| AgentError::BadParam {
            key: "secret".into(),
            value: rule.clone(),
            why: "expected best, maximin, search, first or last".into(),
        })?;
    }
    Ok(s)
}

/// Alpha-beta settings for `spec` with a game's hints: its level's, then its budget,
/// `depth` and `threads` (a number or `max`; `max` with other threads keeps its budget
/// per thread).
pub fn alphabeta_settings(
    spec: &AgentSpec,
    hints: &SearchHints,
) -> Result<AlphaBetaSettings, AgentError> {
    known_params(spec, "alphabeta", &["depth", "threads"])?;
    let mut s = alphabeta_level(spec.level.unwrap_or(DEFAULT_LEVEL), hints);
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
    if let Some(t) = threads_param(spec, hints.alphabeta_nodes, &mut s.budget)? {
        s.threads = t;
    }
    Ok(s)
}

/// The perfect player's state limit for `spec`: `perfect` or `perfect:states=N`.
pub fn perfect_state_limit(spec: &AgentSpec) -> Result<usize, AgentError> {
    let mut limit = DEFAULT_STATE_LIMIT;
    for (k, v) in &spec.params {
        match k.as_str() {
            "states" => {
                limit = v.parse::<usize>().ok().filter(|&n| n > 0).ok_or_else(|| {
                    AgentError::BadParam {
                        key: k.clone(),
                        value: v.clone(),
                        why: "a whole number of states above 0".into(),
                    }
                })?
            }
            _ => {
                return Err(AgentError::BadParam {
                    key: k.clone(),
                    value: v.clone(),
                    why: "the perfect player takes only states=N".into(),
                })
            }
        }
    }
    Ok(limit)
}

/// The `threads` setting (a number or `max`), if the spec has one; with the `max`
/// level and no budget of its own, the budget follows the threads.
fn threads_param(
    spec: &AgentSpec,
    table: [u64; 4],
    budget: &mut Budget,
) -> Result<Option<usize>, AgentError> {
    let Some(t) = spec.params.get("threads") else {
        return Ok(None);
    };
    let threads = if t == "max" {
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
    if spec.level == Some(Level::Max) && spec.budget.is_none() {
        *budget = Budget::Iterations(level_budget(Level::Max, table, threads).0);
    }
    Ok(Some(threads))
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
