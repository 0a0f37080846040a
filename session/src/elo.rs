//! Elo ratings from pairwise results: Bradley–Terry maximum likelihood, with
//! bootstrap confidence intervals.

use rand::{rngs::SmallRng, Rng, SeedableRng};

/// `scores[i][j]`: the list of game scores (1, 0.5, 0) of agent `i` against `j`.
pub type PairScores = Vec<Vec<Vec<f64>>>;

/// A rating with its 95% interval.
#[derive(Clone, Copy, Debug, serde::Serialize)]
pub struct Rating {
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

/// Ratings for every agent (mean 0), with intervals from `resamples` bootstrap
/// resamples of each pairing's games (seeded).
pub fn ratings(scores: &PairScores, resamples: usize, seed: u64) -> Vec<Rating> {
    let n = scores.len();
    let point = fit(&totals(scores, |v| v.iter().sum(), |v| v.len() as f64));
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(resamples); n];
    for _ in 0..resamples {
        let resampled: PairScores = scores
            .iter()
            .map(|row| {
                row.iter()
                    .map(|games| {
                        (0..games.len())
                            .map(|_| games[rng.random_range(0..games.len())])
                            .collect()
                    })
                    .collect()
            })
            .collect();
        // Resample each unordered pairing once, mirrored, so wins and losses stay paired.
        let mut mirrored = resampled.clone();
        for i in 0..n {
            for j in 0..i {
                mirrored[i][j] = resampled[j][i].iter().map(|s| 1.0 - s).collect();
            }
        }
        let r = fit(&totals(&mirrored, |v| v.iter().sum(), |v| v.len() as f64));
        for (i, e) in r.into_iter().enumerate() {
            samples[i].push(e);
        }
    }
    point
        .into_iter()
        .enumerate()
        .map(|(i, elo)| {
            let s = &mut samples[i];
            s.sort_by(f64::total_cmp);
            let q = |p: f64| {
                if s.is_empty() {
                    elo
                } else {
                    s[((s.len() - 1) as f64 * p).round() as usize]
                }
            };
            Rating {
                elo,
                low: q(0.025),
                high: q(0.975),
            }
        })
        .collect()
}

/// `(wins, games)` per ordered pair.
fn totals(
    scores: &PairScores,
    wins: impl Fn(&[f64]) -> f64,
    games: impl Fn(&[f64]) -> f64,
) -> Vec<Vec<(f64, f64)>> {
    scores
        .iter()
        .map(|row| row.iter().map(|v| (wins(v), games(v))).collect())
        .collect()
}

/// Bradley–Terry fit by minorisation–maximisation. Each pairing that was played gets
/// one virtual draw, so that a 100% score gives a large but finite difference.
fn fit(t: &[Vec<(f64, f64)>]) -> Vec<f64> {
    let n = t.len();
    let mut gamma = vec![1.0f64; n];
    for _ in 0..500 {
        let mut next = gamma.clone();
        for i in 0..n {
            let (mut w, mut denom) = (0.0, 0.0);
            for j in 0..n {
                let (wins, games) = t[i][j];
                if i == j || games == 0.0 {
                    continue;
                }
                w += wins + 0.5;
                denom += (games + 1.0) / (gamma[i] + gamma[j]);
            }
            if denom > 0.0 {
                next[i] = w / denom;
            }
        }
        let mean_log = next.iter().map(|g| g.ln()).sum::<f64>() / n as f64;
        for g in &mut next {
            *g = (g.ln() - mean_log).exp();
        }
        let change = next
            .iter()
            .zip(&gamma)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        gamma = next;
        if change < 1e-10 {
            break;
        }
    }
    gamma.iter().map(|g| 400.0 * g.log10()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a_vs_b: &[f64]) -> PairScores {
        vec![
            vec![vec![], a_vs_b.to_vec()],
            vec![a_vs_b.iter().map(|s| 1.0 - s).collect(), vec![]],
        ]
    }

    #[test]
    fn even_results_give_equal_ratings() {
        let r = ratings(&pair(&[1.0, 0.0, 0.5, 0.5]), 200, 1);
        assert!((r[0].elo - r[1].elo).abs() < 1e-6);
        assert!(r[0].low <= r[0].elo && r[0].elo <= r[0].high);
    }

    #[test]
    fn a_75_percent_score_is_about_190_elo() {
        // 75 wins in 100 games (plus the virtual draw): 400*log10(75.5/25.5) ≈ 189.
        let games: Vec<f64> = (0..100).map(|i| if i < 75 { 1.0 } else { 0.0 }).collect();
        let r = ratings(&pair(&games), 300, 2);
        let diff = r[0].elo - r[1].elo;
        assert!((diff - 188.6).abs() < 1.0, "{diff}");
        assert!(r[0].low < r[0].elo && r[0].high > r[0].elo);
    }

    #[test]
    fn a_clean_sweep_stays_finite() {
        let r = ratings(&pair(&[1.0; 20]), 100, 3);
        assert!(r[0].elo.is_finite() && r[0].elo > r[1].elo + 300.0);
    }
}
