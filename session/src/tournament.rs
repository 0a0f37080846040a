//! A round robin (or a ladder of neighbours) between agents: the schedule, each
//! pairing's score with its 95% interval, and Elo ratings.

use cubist_ai::AgentSpec;
use cubist_core::{OptionPairs, Trust};
use serde::Serialize;

use crate::elo::{self, Rating};
use crate::series::{Finished, Games};
use crate::SessionError;

/// What to play.
pub struct Tournament<'a> {
    pub game: &'a str,
    pub options: &'a OptionPairs,
    /// Whether options may name files (a local front end).
    pub trust: Trust,
    pub specs: &'a [AgentSpec],
    pub players: usize,
    /// Games per pairing; seats alternate between the two agents.
    pub games: usize,
    /// Pair each agent only with the next in the list (A–B, B–C, ...).
    pub ladder: bool,
    /// Master seed: the whole tournament is reproducible from it.
    pub seed: u64,
    /// Games played at once (0: all cores).
    pub jobs: usize,
}

#[derive(Serialize)]
pub struct Report {
    pub game: String,
    pub options: OptionPairs,
    pub seed: u64,
    pub games_per_pairing: usize,
    /// `round robin` or `ladder`.
    pub format: String,
    pub agents: Vec<String>,
    /// Each pairing played, in schedule order.
    pub pairings: Vec<Pairing>,
    /// `score[i][j]`: agent i's score against agent j, in [0, 1] (draws count half).
    pub score: Vec<Vec<Option<f64>>>,
    pub ratings: Vec<Rating>,
    pub mean_length: f64,
}

/// The result of one pairing, from the first agent's side.
#[derive(Serialize)]
pub struct Pairing {
    pub first: String,
    pub second: String,
    pub games: usize,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    /// Mean score of `first` (draws count half) and its 95% confidence interval.
    pub score: f64,
    pub low: f64,
    pub high: f64,
}

impl Pairing {
    fn new(first: &str, second: &str, scores: &[f64]) -> Pairing {
        let n = scores.len() as f64;
        let mean = scores.iter().sum::<f64>() / n;
        let var = scores.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let half = 1.96 * (var / n).sqrt();
        Pairing {
            first: first.into(),
            second: second.into(),
            games: scores.len(),
            // A game is won only if `first` alone won it, lost only if it won nothing:
            // any shared win between the two (a 1/2, or 2/3 with three seats) is a draw.
            wins: scores.iter().filter(|&&x| x >= 1.0).count(),
            losses: scores.iter().filter(|&&x| x <= 0.0).count(),
            draws: scores.iter().filter(|&&x| x > 0.0 && x < 1.0).count(),
            score: mean,
            low: (mean - half).max(0.0),
            high: (mean + half).min(1.0),
        }
    }
}
impl Tournament<'_> {
    /// The pairings, in schedule order.
    fn pairs(&self) -> Vec<(usize, usize)> {
        let n = self.specs.len();
        if self.ladder {
            (1..n).map(|j| (j - 1, j)).collect()
        } else {
            (0..n)
                .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
                .collect()
        }
    }

    /// Number of games in all.
    pub fn total_games(&self) -> usize {
        self.pairs().len() * self.games
    }

    /// Play every game (`each` is called after each one, from several threads) and
    /// report.
    pub fn run(&self, each: impl Fn() + Sync) -> Result<Report, SessionError> {
        let pairs = self.pairs();
        let schedule: Vec<(usize, usize, usize)> = pairs
            .iter()
            .flat_map(|&(i, j)| (0..self.games).map(move |k| (i, j, k)))
            .collect();
        let games = Games {
            game: self.game,
            options: self.options,
            trust: self.trust,
            specs: self.specs,
            seed: self.seed,
            jobs: self.jobs,
        };
        // Alternate which agent takes the even seats (and so moves first).
        let seating = |index: usize| {
            let (i, j, k) = schedule[index];
            (0..self.players)
                .map(|s| if (s + k) % 2 == 0 { i } else { j })
                .collect()
        };
        let played = games.play(schedule.len(), seating, |_| {
            each();
            Ok(())
        })?;
        let n = self.specs.len();
        let mut pair_scores: elo::PairScores = vec![vec![Vec::new(); n]; n];
        let mut total_length = 0usize;
        for (&(i, j, _), p) in schedule.iter().zip(&played) {
            let s = head_to_head(p, i, j, self.players);
            pair_scores[i][j].push(s);
            pair_scores[j][i].push(1.0 - s);
            total_length += p.length;
        }
        let ratings = elo::ratings(&pair_scores, 1000, self.seed);
        let score = pair_scores
            .iter()
            .map(|row| {
                row.iter()
                    .map(|v| (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64))
                    .collect()
            })
            .collect();
        let agents: Vec<String> = self.specs.iter().map(|s| s.to_string()).collect();
        Ok(Report {
            game: self.game.to_string(),
            options: self.options.clone(),
            seed: self.seed,
            games_per_pairing: self.games,
            format: if self.ladder { "ladder" } else { "round robin" }.into(),
            pairings: pairs
                .iter()
                .map(|&(i, j)| Pairing::new(&agents[i], &agents[j], &pair_scores[i][j]))
                .collect(),
            agents,
            score,
            ratings,
            mean_length: total_length as f64 / schedule.len() as f64,
        })
    }
}

/// Agent `i`'s score against `j` in one game. In games of more than two seats the two
/// agents may share the points with nobody else; normalise to a head-to-head score.
fn head_to_head(p: &Finished, i: usize, j: usize, players: usize) -> f64 {
    let score = |a: usize| -> f64 {
        (0..players)
            .filter(|&s| p.seating[s] == a)
            .map(|s| p.outcome.reward(s))
            .sum()
    };
    let (score_i, score_j) = (score(i), score(j));
    if score_i + score_j > 0.0 {
        score_i / (score_i + score_j)
    } else {
        0.5
    }
}

#[cfg(test)]
mod tests {
    use super::Pairing;

    #[test]
    fn every_shared_win_counts_as_a_draw() {
        // A win, a loss, a two-seat draw and a three-seat draw where `first` held two
        // of the three tied seats (2/3 head to head): still a draw, not a win.
        let p = Pairing::new("a", "b", &[1.0, 0.0, 0.5, 2.0 / 3.0]);
        assert_eq!((p.wins, p.losses, p.draws), (1, 1, 2));
        assert_eq!(p.wins + p.losses + p.draws, p.games);
    }
}
