//! From a spec (a level plus overrides) to each search's settings, and which search
//! plays a game at a level when none is named.
//!
//! Every level is an iteration budget, so a seed gives the same game on any machine
//! and a level's strength does not depend on how busy the machine is. Each level has
//! about ten times the iterations of the one below, which measured enough for the
//! level above to win at least 70% of a 200-game match (`docs/ai-strength.md`), with
//! exceptions found by measuring: Cube Attack's `hard` spends twenty times `medium`
//! (with the game's first evaluation, ten times won only 64%); Tilt's `easy` spends 5
//! (with leaves scored by the evaluation, 30 drew too often against 300 and scored
//! only 67%); and Cube Conquest, whose iterations are dearer and whose attack cards
//! are chosen by sampled maximin over the level's budget (see [`default_secret`]),
//! spends 2, 20 and 500 (with maximin cards, 10 / 50 / 500 scored only 63.5% and
//! 69.8% at the upper steps, and 3 / 20 only 66.0%), and its `max` spends twenty
//! times `hard` a core (ten times scored 69.0% and 73.8% in two 200-game matches).
//! `max` gives every core its own MCTS tree with the per-core budget of the
//! table (root parallelism; alpha-beta's threads share one table), so it takes
//! the time of its per-core budget on one core, and is stronger on a machine with
//! more cores.
//!
//! MCTS iterations (used by `mcts:` specs; a bare level in Zhen, Tilt and two-player
//! Cube Attack is alpha-beta, see [`alphabeta_nodes`] and [`auto_kind`]):
//!
//! | game | easy | medium | hard | max, per core |
//! |---|---:|---:|---:|---:|
//! | squadro | 20 | 200 | 2 000 | 10 000 |
//! | zhen | 20 | 200 | 2 000 | 10 000 |
//! | tilt | 5 | 300 | 3 000 | 15 000 |
//! | cube-attack | 10 | 100 | 2 000 | 10 000 |
//! | cube-conquest | 2 | 20 | 500 | 10 000 |
//! | any other | 30 | 300 | 3 000 | 15 000 |
//!
//! Budgets were chosen so that `hard` answers at once and `max` within a fraction of
//! a second in every game (release build; `cubist bench` gives the iterations per
//! second), and so that the calibration matches can be rerun in minutes. Stronger
//! play is a spec away: `mcts:time=5s,threads=max`.

use cubist_core::Game;

use crate::alphabeta::{AlphaBetaSettings, MAX_DEPTH};
use crate::mcts::{MctsSettings, SecretRule, DEFAULT_EXPLORATION, PLAY_TO_END};
use crate::{Agent, AgentError, AgentKind, AgentSpec, Budget, Level};

/// The level used when a spec names none.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// MCTS iterations of each level in the game named `game`: `[easy, medium, hard,
/// max per core]`.
pub fn level_iterations(game: &str) -> [u64; 4] {
    match game {
        "squadro" | "zhen" => [20, 200, 2_000, 10_000],
        "cube-attack" => [10, 100, 2_000, 10_000],
        "cube-conquest" => [2, 20, 500, 10_000],
        "tilt" => [5, 300, 3_000, 15_000],
        _ => [30, 300, 3_000, 15_000],
    }
}

/// MCTS at `level` in the game named `game`, with the game's playout length and
/// secret-choice rule.
pub fn mcts_level(level: Level, game: &str) -> MctsSettings {
    let (iterations, threads) = level_budget(level, level_iterations(game), all_cores());
    MctsSettings {
        budget: Budget::Iterations(iterations),
        exploration: DEFAULT_EXPLORATION,
        rollout: default_rollout(game),
        threads,
        secret: default_secret(game),
    }
}

/// A level's budget and threads from a game's `[easy, medium, hard, max per thread]`
/// table: `max` runs `threads` threads with the per-thread budget each.
fn level_budget(level: Level, table: [u64; 4], threads: usize) -> (u64, usize) {
    match level {
        Level::Easy => (table[0], 1),
        Level::Medium => (table[1], 1),
        Level::Hard => (table[2], 1),
        Level::Max => (table[3] * threads as u64, threads),
    }
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

/// Alpha-beta nodes of each level in the game named `game`: `[easy, medium, hard, max
/// per core]`.
///
/// Zhen's ladder (`docs/ai-strength.md`): each level beat the one below clearly in
/// 40-game trials before the 200-game ladder (300 nodes beat random 40–0, 3,000 beat
/// 300 35.5–4.5, 30,000 beat 3,000 29–11). `max`, 500,000 nodes a core on two cores
/// sharing one table, scored 85.2% against `hard` in 200 games; splitting the root
/// between the cores instead, each with its own table, had scored 69.2%, and the same
/// at 1,500,000 nodes a core. Tilt's (200 games a pairing): 99.5%, 78.8%, 95.2% and
/// 84.8%; with 1,000 nodes at `medium` it beat `easy` only 66.8%. Cube Attack's (two
/// players, 200 games a pairing): 99.5%, 100%, 83.5% and 89.5%. Its node counts are
/// not a smooth scale — a turn is two actions, and 1,000 nodes lost 9–31 to 300 in a
/// 40-game trial — so they were picked from a round robin of 300 to 100,000 nodes.
pub fn alphabeta_nodes(game: &str) -> [u64; 4] {
    match game {
        "zhen" => [300, 3_000, 30_000, 500_000],
        "tilt" => [100, 3_000, 10_000, 100_000],
        "cube-attack" => [300, 5_000, 50_000, 500_000],
        _ => [300, 10_000, 400_000, 2_000_000],
    }
}

/// Alpha-beta at `level` in the game named `game`.
pub fn alphabeta_level(level: Level, game: &str) -> AlphaBetaSettings {
    let (nodes, threads) = level_budget(level, alphabeta_nodes(game), all_cores());
    AlphaBetaSettings {
        budget: Budget::Iterations(nodes),
        max_depth: MAX_DEPTH,
        table_bits: if level >= Level::Hard { 20 } else { 16 },
        threads,
    }
}

/// The search that plays `G` with `players` seats when a bare level is asked for.
///
/// MCTS, the only search for more than two players, hidden information and secret
/// choices, except where alpha-beta measured stronger at equal time (50 ms a move,
/// 100 games, `docs/ai-strength.md`): Zhen, 99–1 (and 30,000 nodes, about 5 ms, beat
/// MCTS `max` 17–3); Tilt, 87–8–5 against MCTS scoring leaves by the evaluation;
/// and two-player Cube Attack, 61–39 and 56–44 in two 100-game matches (117–83 in
/// all). On Squadro alpha-beta measured no stronger (49–51).
pub fn auto_kind<G: Game>(players: usize) -> AgentKind {
    if matches!(G::NAME, "zhen" | "tilt" | "cube-attack")
        && crate::alphabeta::unsuitable::<G>(players).is_none()
    {
        AgentKind::AlphaBeta
    } else {
        AgentKind::Mcts
    }
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

/// How a game's secret simultaneous choices are made, measured (release build,
/// `cubist tournament`, `hard` against `hard` with another rule).
///
/// - `cube-conquest`: [`SecretRule::Maximin`] — its attack cards are fights, where a
///   stronger card never does worse, so the card that does best against each sampled
///   hand's most damaging reply is sound. Against the search's best-mean card it won
///   55.2% (200 games, seed 12), and against "always my highest card" 56.8% (200
///   games, seed 11), where the best-mean card scored 51.7% over 1,000 games.
/// - Any other game: [`SecretRule::Best`], which makes no assumption about the choice.
pub fn default_secret(game: &str) -> SecretRule {
    match game {
        "cube-conquest" => SecretRule::Maximin,
        _ => SecretRule::Best,
    }
}

/// Playout length that plays best for a game, measured (release build, equal time per
/// move, `cubist tournament`/`engine go`): games whose random playouts run for
/// hundreds of actions do far better with short playouts scored by the game's
/// evaluation. [`PLAY_TO_END`] plays every playout to the end; 0 scores each new leaf
/// with the evaluation at once.
///
/// - `cube-attack`: 8 plies — 280k iterations/s against 37k/s for full playouts, and
///   37–23 over full playouts even at equal iterations (300 per move, 60 games); with
///   the current evaluation 8 plies beat scoring each leaf at once 30–10 (2,000
///   iterations, 40 games).
/// - `cube-conquest`: 3 plies — full random playouts mostly run into the
///   500-action cap (280 iterations/s); 10 plies ran 1,800/s and won 6–4 over full
///   playouts at equal iterations; 3 plies run about twice as fast again, drew level
///   with 10 at equal iterations (18–22 in 40 games, 300 per move) and won 20–10 at
///   equal time (30 ms per move).
/// - `tilt`: 0 plies, each new leaf scored by the evaluation at once — at `hard`
///   (3,000 iterations) it beat full playouts 34–6 and the one-ply greedy player
///   35.5–4.5, where full playouts lost to greedy 11.5–28.5 (40 games each).
/// - Squadro: full playouts; 10 plies measured no better (9–11) at equal time, and
///   0 plies lost 14–26 at `hard`.
/// - Zhen: full playouts; 0 plies lost 13–27 at `hard`.
pub fn default_rollout(game: &str) -> u32 {
    match game {
        "cube-attack" => 8,
        "cube-conquest" => 3,
        "tilt" => 0,
        _ => PLAY_TO_END,
    }
}

/// MCTS settings for `spec` in the game named `game`: its level's, then the spec's
/// budget and `c`, `rollout`, `threads` (a number or `max`; `max` with other threads
/// keeps its budget per core) and `secret`.
pub fn mcts_settings(spec: &AgentSpec, game: &str) -> Result<MctsSettings, AgentError> {
    known_params(spec, "mcts", &["c", "rollout", "threads", "secret"])?;
    let mut s = mcts_level(spec.level.unwrap_or(DEFAULT_LEVEL), game);
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
    if let Some(t) = threads_param(spec, level_iterations(game), &mut s.budget)? {
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

/// Alpha-beta settings for `spec` in the game named `game`: its level's, then its
/// budget, `depth` and `threads` (a number or `max`; `max` with other threads keeps its
/// budget per thread).
pub fn alphabeta_settings(spec: &AgentSpec, game: &str) -> Result<AlphaBetaSettings, AgentError> {
    known_params(spec, "alphabeta", &["depth", "threads"])?;
    let mut s = alphabeta_level(spec.level.unwrap_or(DEFAULT_LEVEL), game);
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
    if let Some(t) = threads_param(spec, alphabeta_nodes(game), &mut s.budget)? {
        s.threads = t;
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
