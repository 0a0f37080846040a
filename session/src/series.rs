//! Many computer-vs-computer games: one game, a self-play series and its summary.

use std::collections::BTreeMap;

use cubist_ai::{AgentSpec, AgentVisitor};
use cubist_core::{GameRecord, OptionPairs, Outcome, Trust};
use rayon::prelude::*;
use serde::Serialize;

use crate::{seeds, Match, Player, SessionError};

/// One finished computer game.
pub struct Finished {
    /// Which agent (index into the spec list) sat in each seat.
    pub seating: Vec<usize>,
    pub outcome: Outcome,
    pub length: usize,
    pub record: GameRecord,
}

/// Play `game` to the end with `specs[seating[seat]]` in each seat, the game and its
/// agents seeded from `seed`; options that name files are read only if `trust` allows.
pub fn play_game(
    game: &str,
    options: &OptionPairs,
    trust: Trust,
    specs: &[AgentSpec],
    seating: Vec<usize>,
    seed: u64,
) -> Result<Finished, SessionError> {
    let created = cubist_games::create_with(game, options, seed, trust)?;
    let players = seating
        .iter()
        .map(|&a| Player::Computer(specs[a].clone()))
        .collect();
    let mut m = Match::new(created, seed, players)?;
    m.play_computers_until_human()?;
    let record = m.record().clone();
    let outcome = record
        .result
        .clone()
        .expect("a game between computers is played to its end");
    Ok(Finished {
        seating,
        length: record.actions.len(),
        outcome,
        record,
    })
}

/// Options for computer-vs-computer series: unless the user chose, seat 1 moves first,
/// so that rotating the seats alternates the first player between agents.
pub fn series_options(
    game: &str,
    mut options: OptionPairs,
    trust: Trust,
) -> Result<OptionPairs, SessionError> {
    let probe = cubist_games::create_with(game, &options, 0, trust)?;
    if !options.contains_key("first") && probe.options().contains_key("first") {
        options.insert("first".into(), "1".into());
    }
    Ok(options)
}

/// Check every spec builds for the game, so a bad agent fails before any game is played.
pub fn check_agents(game: &str, specs: &[AgentSpec], players: usize) -> Result<(), SessionError> {
    for spec in specs {
        cubist_games::visit(
            game,
            AgentVisitor {
                spec,
                players,
                seed: 0,
            },
        )??;
    }
    Ok(())
}

/// Split an agent list such as `random,mcts:iterations=300,c=0.5,hard` into agents.
/// Settings are separated by commas too: a `key=value` piece (without a `:`) belongs to
/// the agent before it, any other piece starts a new agent.
pub fn split_agents(lists: &[String]) -> Vec<String> {
    let mut agents: Vec<String> = Vec::new();
    for piece in lists
        .iter()
        .flat_map(|l| l.split(','))
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        match agents.last_mut() {
            Some(last) if piece.contains('=') && !piece.contains(':') => {
                last.push(if last.contains(':') { ',' } else { ':' });
                last.push_str(piece);
            }
            _ => agents.push(piece.to_string()),
        }
    }
    agents
}

/// A self-play series: what to play.
pub struct Selfplay<'a> {
    pub game: &'a str,
    pub options: &'a OptionPairs,
    /// Whether options may name files (a local front end).
    pub trust: Trust,
    pub specs: &'a [AgentSpec],
    pub players: usize,
    pub games: usize,
    pub seed: u64,
    /// Games played at once (0: all cores).
    pub jobs: usize,
}

impl Selfplay<'_> {
    /// Play the series; `each` sees every finished game (from several threads).
    /// Agents rotate through the seats, so every agent plays every seat equally often.
    pub fn run(
        &self,
        each: impl Fn(&Finished) -> Result<(), SessionError> + Sync,
    ) -> Result<Vec<Finished>, SessionError> {
        let games = Games {
            game: self.game,
            options: self.options,
            trust: self.trust,
            specs: self.specs,
            seed: self.seed,
            jobs: self.jobs,
        };
        let rotate = |i: usize| {
            (0..self.players)
                .map(|s| (s + i) % self.specs.len())
                .collect()
        };
        games.play(self.games, rotate, each)
    }
}

/// What every game of a series or tournament shares.
pub(crate) struct Games<'a> {
    pub game: &'a str,
    pub options: &'a OptionPairs,
    pub trust: Trust,
    pub specs: &'a [AgentSpec],
    /// Game `i` and its agents are seeded with the `i`-th seed derived from this one.
    pub seed: u64,
    /// Games played at once (0: all cores).
    pub jobs: usize,
}

impl Games<'_> {
    /// Play `count` games on `jobs` threads, game `i` with `seating(i)` (the agent of
    /// each seat); `each` sees every finished game. Results come in game order.
    pub(crate) fn play(
        &self,
        count: usize,
        seating: impl Fn(usize) -> Vec<usize> + Sync,
        each: impl Fn(&Finished) -> Result<(), SessionError> + Sync,
    ) -> Result<Vec<Finished>, SessionError> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.jobs)
            .build()
            .expect("a thread pool can be built");
        let results: Vec<Result<Finished, SessionError>> = pool.install(|| {
            (0..count)
                .into_par_iter()
                .map(|i| {
                    let seed = seeds::derive(self.seed, i as u64);
                    let f = play_game(
                        self.game,
                        self.options,
                        self.trust,
                        self.specs,
                        seating(i),
                        seed,
                    )?;
                    each(&f)?;
                    Ok(f)
                })
                .collect()
        });
        results.into_iter().collect()
    }
}

/// Totals of a self-play series.
#[derive(Serialize, Default)]
pub struct Summary {
    pub game: String,
    pub options: OptionPairs,
    pub seed: u64,
    pub games: usize,
    pub agents: Vec<String>,
    /// Points per agent: a win is 1, a win shared by k seats is 1/k.
    pub points_by_agent: Vec<f64>,
    pub wins_by_agent: Vec<usize>,
    pub wins_by_seat: Vec<usize>,
    pub draws: usize,
    pub mean_length: f64,
    pub min_length: usize,
    pub max_length: usize,
    pub end_reasons: BTreeMap<String, usize>,
}

impl Summary {
    pub fn of(series: &Selfplay, played: &[Finished]) -> Summary {
        let mut s = Summary {
            game: series.game.to_string(),
            options: series.options.clone(),
            seed: series.seed,
            games: played.len(),
            agents: series.specs.iter().map(|a| a.to_string()).collect(),
            points_by_agent: vec![0.0; series.specs.len()],
            wins_by_agent: vec![0; series.specs.len()],
            wins_by_seat: vec![0; series.players],
            min_length: usize::MAX,
            ..Summary::default()
        };
        for p in played {
            for seat in 0..series.players {
                s.points_by_agent[p.seating[seat]] += p.outcome.reward(seat);
            }
            match p.outcome.winner() {
                Some(w) => {
                    s.wins_by_seat[w] += 1;
                    s.wins_by_agent[p.seating[w]] += 1;
                }
                None => s.draws += 1,
            }
            *s.end_reasons.entry(p.outcome.reason.clone()).or_default() += 1;
            s.mean_length += p.length as f64 / played.len() as f64;
            s.min_length = s.min_length.min(p.length);
            s.max_length = s.max_length.max(p.length);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::split_agents;

    #[test]
    fn settings_stay_with_their_agent() {
        let lists = vec![
            "random,mcts:iterations=300,rollout=10,hard".to_string(),
            "ab,depth=3".to_string(),
        ];
        assert_eq!(
            split_agents(&lists),
            vec![
                "random",
                "mcts:iterations=300,rollout=10",
                "hard",
                "ab:depth=3"
            ]
        );
    }
}
