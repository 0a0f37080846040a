//! Weng-Lin (Weng and Lin 2011, "A Bayesian approximation method for online ranking",
//! Algorithm 1: Bradley-Terry, full pairing; the model OpenSkill calls
//! `BradleyTerryFull`) through `skillratings`, on the Glicko scale: μ 1500, σ 500,
//! β 250.
//!
//! The update is invariant under scaling: multiplying μ, σ and β by k multiplies every
//! `c = √(σᵢ² + σ_q² + 2β²)` by k, leaves every win probability `exp(μᵢ/c) / Σ`
//! and every `γ = σᵢ/c`, `σᵢ²/c²` unchanged, so each change of μ (`σᵢ²/c · (s − p)`)
//! is multiplied by k and each new σ² by k². OpenSkill's defaults (25, 25/3, 25/6)
//! times 60 are these figures, so the usual model runs unchanged on a scale where
//! ratings read like the two-seat pools'. (The uncertainty floor is a ratio, also
//! unchanged.)

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use super::skill::Skill;

/// A new player.
pub const START: Skill = Skill {
    rating: 1500.0,
    deviation: 500.0,
    volatility: 0.0,
};

/// The skill-class width: a player β above another wins about two games of three.
pub const BETA: f64 = 250.0;

/// Every player's rating after one game: each one's rating before and rank (1 is
/// first; equal ranks tie), in seat order.
pub fn rate_game(players: &[(Skill, usize)]) -> Vec<Skill> {
    let config = WengLinConfig {
        beta: BETA,
        ..WengLinConfig::new()
    };
    let teams: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|(s, _)| {
            [WengLinRating {
                rating: s.rating,
                uncertainty: s.deviation,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(players)
        .map(|(team, &(_, rank))| (&team[..], MultiTeamOutcome::new(rank)))
        .collect();
    weng_lin_multi_team(&ranked, &config)
        .into_iter()
        .map(|team| Skill {
            rating: team[0].rating,
            deviation: team[0].uncertainty,
            volatility: 0.0,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skill(rating: f64, deviation: f64) -> Skill {
        Skill {
            rating,
            deviation,
            volatility: 0.0,
        }
    }

    /// Weng & Lin 2011, Algorithm 1 (Bradley-Terry, full pairing), one player per
    /// team, written out here independently of the crate: for each pair (i, q),
    /// c = √(σᵢ² + σ_q² + 2β²), p = 1 / (1 + exp((μ_q − μᵢ)/c)), s = 1, ½ or 0;
    /// Ω = Σ σᵢ²/c (s − p), Δ = Σ (σᵢ/c) σᵢ²/c² p (1 − p); μᵢ += Ω, σᵢ² ×= 1 − Δ.
    fn by_the_paper(players: &[(Skill, usize)]) -> Vec<Skill> {
        players
            .iter()
            .enumerate()
            .map(|(i, &(me, my_rank))| {
                let (mut omega, mut delta) = (0.0, 0.0);
                for (q, &(them, their_rank)) in players.iter().enumerate() {
                    if q == i {
                        continue;
                    }
                    let v = me.deviation.powi(2);
                    let c = (v + them.deviation.powi(2) + 2.0 * BETA * BETA).sqrt();
                    let p = 1.0 / (1.0 + ((them.rating - me.rating) / c).exp());
                    let s = match their_rank.cmp(&my_rank) {
                        std::cmp::Ordering::Greater => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Less => 0.0,
                    };
                    omega += v / c * (s - p);
                    delta += (me.deviation / c) * v / (c * c) * p * (1.0 - p);
                }
                skill(
                    me.rating + omega,
                    (me.deviation.powi(2) * (1.0 - delta)).sqrt(),
                )
            })
            .collect()
    }

    /// Four seats, the second and third tied. The expected figures were also
    /// computed with the `openskill` Python package (6.2.0):
    /// `BradleyTerryFull(mu=1500, sigma=500, beta=250, kappa=1e-6, tau=0)`, `rate`
    /// with ranks [1, 2, 2, 3] gave μ 1779.6595286209918, 1500.5217164758164 (twice),
    /// 1155.5314114519126 and σ 197.32040283144772, 428.3768470466325 (twice),
    /// 327.36721476830724.
    #[test]
    fn four_seats_with_a_tie() {
        let players = [
            (skill(1700.0, 200.0), 1),
            (START, 2),
            (START, 2),
            (skill(1400.0, 350.0), 3),
        ];
        let ours = rate_game(&players);
        let paper = by_the_paper(&players);
        let openskill = [
            (1779.6595286209918, 197.32040283144772),
            (1500.5217164758164, 428.3768470466325),
            (1500.5217164758164, 428.3768470466325),
            (1155.5314114519126, 327.36721476830724),
        ];
        for i in 0..4 {
            assert!(
                (ours[i].rating - paper[i].rating).abs() < 1e-9,
                "{i}: {ours:?} {paper:?}"
            );
            assert!((ours[i].deviation - paper[i].deviation).abs() < 1e-9, "{i}");
            assert!(
                (ours[i].rating - openskill[i].0).abs() < 1e-6,
                "{i}: {ours:?}"
            );
            assert!(
                (ours[i].deviation - openskill[i].1).abs() < 1e-6,
                "{i}: {ours:?}"
            );
        }
        assert_eq!(
            ours[1], ours[2],
            "tied players with equal ratings move equally"
        );
        assert!(ours[0].rating > 1700.0, "the winner goes up");
        assert!(ours[3].rating < 1400.0, "the last goes down");
        assert!(ours
            .iter()
            .zip(&players)
            .all(|(a, b)| a.deviation < b.0.deviation));
    }

    /// Scaling μ, σ and β by 60 from OpenSkill's defaults scales each change by 60.
    #[test]
    fn the_scale_is_openskills_times_sixty() {
        let players = [(START, 3), (skill(1600.0, 300.0), 1), (START, 2)];
        let ours = rate_game(&players);
        let teams: Vec<[WengLinRating; 1]> = players
            .iter()
            .map(|(s, _)| {
                [WengLinRating {
                    rating: s.rating / 60.0,
                    uncertainty: s.deviation / 60.0,
                }]
            })
            .collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&players)
            .map(|(t, &(_, r))| (&t[..], MultiTeamOutcome::new(r)))
            .collect();
        let defaults = weng_lin_multi_team(&ranked, &WengLinConfig::new());
        for (a, b) in ours.iter().zip(defaults) {
            assert!((a.rating - 60.0 * b[0].rating).abs() < 1e-6);
            assert!((a.deviation - 60.0 * b[0].uncertainty).abs() < 1e-6);
        }
    }
}
