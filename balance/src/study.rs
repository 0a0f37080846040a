//! What to play: variants (the base options times every swept value), groups of agents
//! (self-play at each measured level, and a ladder of neighbours), and the games, each
//! with its own seed; and playing them.
//!
//! Game `i` of a group is seeded with `seeds::derive(seed, i)` and seats its agents as
//! `cubist selfplay` does (agent `(seat + i) mod k` in each seat), so a group is the
//! same series `cubist selfplay GAME -o … --agents … --games N --seed S` plays, whatever
//! the number of threads. Games are played by [`cubist_session::series::play_game`];
//! this module adds only the schedule, resuming and the measurements.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};

use cubist_ai::AgentSpec;
use cubist_core::{OptionPairs, Trust};
use cubist_session::{seeds, series};
use rayon::prelude::*;
use serde::Serialize;

use crate::trace::{GameResult, TraceVisitor};
use crate::BalanceError;

/// Example evaluation curves kept per variant and group.
pub const EXAMPLE_CURVES: usize = 4;

/// An experiment, as the user asked for it.
#[derive(Clone, Debug)]
pub struct Study {
    pub game: String,
    /// Options every variant has.
    pub options: OptionPairs,
    /// Options to sweep, each with its values, in the order given.
    pub sweeps: Vec<(String, Vec<String>)>,
    /// The ladder, weakest first: each agent plays the next.
    pub ladder: Vec<AgentSpec>,
    /// The agents whose self-play is measured (every seat the same agent).
    pub levels: Vec<AgentSpec>,
    /// Self-play games per variant and level.
    pub games: usize,
    /// Games per variant and ladder pair (0: no ladder).
    pub ladder_games: usize,
    pub seed: u64,
    /// Games played at once (0: all cores).
    pub jobs: usize,
    pub trust: Trust,
    /// States the exact solver may memoise per variant (0: do not solve).
    pub solve_states: usize,
}

/// One set of options.
#[derive(Clone, Debug, Serialize)]
pub struct Variant {
    /// `key=value` of the swept options, space-separated (`default` without sweeps).
    pub key: String,
    /// The swept options' values, in sweep order.
    pub swept: Vec<(String, String)>,
    /// The options given (base and swept): the games are created from these.
    pub options: OptionPairs,
    /// Every option as the game reads them, defaults included (for the report).
    pub resolved: OptionPairs,
    pub players: usize,
    pub seat_names: Vec<String>,
}

/// Agents playing a series of games.
#[derive(Clone, Debug, Serialize)]
pub struct Group {
    pub key: String,
    /// The agents, as given (self-play: one; a ladder pair: weaker, stronger).
    pub agents: Vec<String>,
    pub ladder: bool,
    /// Games per variant.
    pub games: usize,
    #[serde(skip)]
    specs: Vec<AgentSpec>,
}

/// One game to play.
#[derive(Clone, Copy, Debug)]
pub struct Task {
    pub variant: usize,
    pub group: usize,
    pub index: usize,
}

/// The study laid out: every variant, group and game.
#[derive(Clone, Debug)]
pub struct Plan {
    pub study: Study,
    pub variants: Vec<Variant>,
    pub groups: Vec<Group>,
}

impl Study {
    /// Lay out the study, checking every option set and agent before anything is played.
    pub fn plan(&self) -> Result<Plan, BalanceError> {
        if self.levels.is_empty() && (self.ladder.len() < 2 || self.ladder_games == 0) {
            return Err(BalanceError::Plan(
                "nothing to play: give a self-play level or a ladder of two agents".into(),
            ));
        }
        let mut variants = Vec::new();
        for swept in combinations(&self.sweeps) {
            let mut options = self.options.clone();
            for (k, v) in &swept {
                options.insert(k.clone(), v.clone());
            }
            let options = series::series_options(&self.game, options, self.trust)?;
            let probe = cubist_games::create_with(&self.game, &options, 0, self.trust)
                .map_err(cubist_session::SessionError::from)?;
            let players = probe.num_players();
            let key = if swept.is_empty() {
                "default".to_string()
            } else {
                swept
                    .iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            variants.push(Variant {
                key,
                swept,
                options,
                resolved: probe.options(),
                players,
                seat_names: (0..players).map(|s| probe.seat_name(s)).collect(),
            });
        }
        let mut groups: Vec<Group> = self
            .levels
            .iter()
            .map(|a| Group {
                key: a.to_string(),
                agents: vec![a.to_string()],
                ladder: false,
                games: self.games,
                specs: vec![a.clone()],
            })
            .collect();
        if self.ladder_games > 0 {
            for pair in self.ladder.windows(2) {
                groups.push(Group {
                    key: format!("{} vs {}", pair[0], pair[1]),
                    agents: pair.iter().map(|a| a.to_string()).collect(),
                    ladder: true,
                    games: self.ladder_games,
                    specs: pair.to_vec(),
                });
            }
        }
        groups.retain(|g| g.games > 0);
        for v in &variants {
            for g in &groups {
                series::check_agents(&self.game, &g.specs, v.players)?;
            }
        }
        Ok(Plan {
            study: self.clone(),
            variants,
            groups,
        })
    }
}

/// Every combination of the swept values (one empty combination without sweeps), the
/// first sweep varying slowest.
pub fn combinations(sweeps: &[(String, Vec<String>)]) -> Vec<Vec<(String, String)>> {
    let mut all = vec![Vec::new()];
    for (key, values) in sweeps {
        all = all
            .into_iter()
            .flat_map(|prefix: Vec<(String, String)>| {
                values.iter().map(move |v| {
                    let mut c = prefix.clone();
                    c.push((key.clone(), v.clone()));
                    c
                })
            })
            .collect();
    }
    all
}

impl Plan {
    /// Every game, interleaved (game 0 of every variant and group, then game 1, …) so
    /// that a run stopped early has measured every variant alike.
    pub fn tasks(&self) -> Vec<Task> {
        let most = self.groups.iter().map(|g| g.games).max().unwrap_or(0);
        let mut tasks = Vec::new();
        for index in 0..most {
            for variant in 0..self.variants.len() {
                for (group, g) in self.groups.iter().enumerate() {
                    if index < g.games {
                        tasks.push(Task {
                            variant,
                            group,
                            index,
                        });
                    }
                }
            }
        }
        tasks
    }

    /// The seed of game `index` of a group: the `index`-th seed derived from the
    /// master seed, as in a self-play series.
    pub fn seed_of(&self, task: &Task) -> u64 {
        seeds::derive(self.study.seed, task.index as u64)
    }

    /// Whether `r` is the result of `task` (same variant, group, index and seed).
    pub fn is_result_of(&self, task: &Task, r: &GameResult) -> bool {
        r.variant == self.variants[task.variant].key
            && r.group == self.groups[task.group].key
            && r.index == task.index
            && r.seed == self.seed_of(task)
    }

    /// Play one game and measure it.
    pub fn play(&self, task: &Task) -> Result<GameResult, BalanceError> {
        let variant = &self.variants[task.variant];
        let group = &self.groups[task.group];
        let seed = self.seed_of(task);
        let k = group.specs.len();
        let seating: Vec<usize> = (0..variant.players).map(|s| (s + task.index) % k).collect();
        let finished = series::play_game(
            &self.study.game,
            &variant.options,
            self.study.trust,
            &group.specs,
            seating.clone(),
            seed,
        )?;
        let trace = cubist_games::visit(
            &self.study.game,
            TraceVisitor {
                options: &variant.options,
                trust: self.study.trust,
                record: &finished.record,
                keep_curve: task.index < EXAMPLE_CURVES,
            },
        )
        .map_err(|e| BalanceError::Plan(e.to_string()))??;
        Ok(GameResult {
            variant: variant.key.clone(),
            group: group.key.clone(),
            index: task.index,
            seed,
            seats: seating.iter().map(|&a| group.agents[a].clone()).collect(),
            trace,
        })
    }

    /// Play every task not yet in `done`, `jobs` at once; `each` sees every result as
    /// it comes (from several threads; an error from it stops the run). Once `stop` is
    /// set no new game starts. Returns the results of this run, in task order.
    pub fn run(
        &self,
        done: &[GameResult],
        stop: &AtomicBool,
        each: impl Fn(&GameResult) -> Result<(), BalanceError> + Sync,
    ) -> Result<Vec<GameResult>, BalanceError> {
        let pending = self.pending(done);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.study.jobs)
            .build()
            .map_err(|e| BalanceError::Plan(e.to_string()))?;
        let results: Vec<Option<Result<GameResult, BalanceError>>> = pool.install(|| {
            pending
                .par_iter()
                .with_max_len(1)
                .map(|task| {
                    if stop.load(Ordering::Relaxed) {
                        return None;
                    }
                    Some(self.play(task).and_then(|r| {
                        each(&r)?;
                        Ok(r)
                    }))
                })
                .collect()
        });
        results.into_iter().flatten().collect()
    }

    /// The tasks without a result in `done`.
    pub fn pending(&self, done: &[GameResult]) -> Vec<Task> {
        let have: HashSet<(&str, &str, usize, u64)> = done
            .iter()
            .map(|r| (r.variant.as_str(), r.group.as_str(), r.index, r.seed))
            .collect();
        self.tasks()
            .into_iter()
            .filter(|t| {
                !have.contains(&(
                    self.variants[t.variant].key.as_str(),
                    self.groups[t.group].key.as_str(),
                    t.index,
                    self.seed_of(t),
                ))
            })
            .collect()
    }

    /// The results among `all` that belong to this plan, one per task, in task order.
    pub fn select(&self, all: &[GameResult]) -> Vec<GameResult> {
        let mut by_key = std::collections::HashMap::new();
        for r in all {
            by_key.insert((r.variant.as_str(), r.group.as_str(), r.index, r.seed), r);
        }
        self.tasks()
            .iter()
            .filter_map(|t| {
                by_key
                    .get(&(
                        self.variants[t.variant].key.as_str(),
                        self.groups[t.group].key.as_str(),
                        t.index,
                        self.seed_of(t),
                    ))
                    .map(|r| (*r).clone())
            })
            .collect()
    }
}
