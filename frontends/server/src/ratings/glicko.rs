//! Glicko-2 (Glickman 2012) through `skillratings`, with lichess's defaults: a new
//! player is 1500 with deviation 500 and volatility 0.09, τ = 0.75, and the deviation
//! is kept between 45 and 500 as lichess keeps it. Each game is its own rating period
//! for both players, as on lichess.

use skillratings::glicko2::{glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use super::skill::Skill;

/// A new player.
pub const START: Skill = Skill {
    rating: 1500.0,
    deviation: 500.0,
    volatility: 0.09,
};

/// The system's constants.
#[derive(Clone, Copy, Debug)]
pub struct Params {
    /// How much the volatility may change.
    pub tau: f64,
    pub min_deviation: f64,
    pub max_deviation: f64,
}

/// lichess's constants.
pub const LICHESS: Params = Params {
    tau: 0.75,
    min_deviation: 45.0,
    max_deviation: 500.0,
};

/// One player's rating after a rating period: `results` are the opponents' ratings
/// and this player's score against each (1 win, ½ draw, 0 loss). A period without
/// games changes nothing (ratings are only updated by games).
pub fn rate_period(player: Skill, results: &[(Skill, f64)], params: &Params) -> Skill {
    let config = Glicko2Config {
        tau: params.tau,
        ..Glicko2Config::new()
    };
    let results: Vec<(Glicko2Rating, Outcomes)> = results
        .iter()
        .map(|&(opponent, score)| (to_glicko(opponent), outcome_of(score)))
        .collect();
    if results.is_empty() {
        return player;
    }
    let new = glicko2_rating_period(&to_glicko(player), &results, &config);
    Skill {
        rating: new.rating,
        deviation: new
            .deviation
            .clamp(params.min_deviation, params.max_deviation),
        volatility: new.volatility,
    }
}

/// Both players' ratings after one game; `score` is the first player's.
pub fn rate_game(a: Skill, b: Skill, score: f64) -> (Skill, Skill) {
    (
        rate_period(a, &[(b, score)], &LICHESS),
        rate_period(b, &[(a, 1.0 - score)], &LICHESS),
    )
}

fn to_glicko(s: Skill) -> Glicko2Rating {
    Glicko2Rating {
        rating: s.rating,
        deviation: s.deviation,
        volatility: s.volatility,
    }
}

fn outcome_of(score: f64) -> Outcomes {
    if score > 0.5 {
        Outcomes::WIN
    } else if score < 0.5 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of Glickman's "Example of the Glicko-2 system" (2012), section
    /// "Example calculation": τ = 0.5, a 1500/200/0.06 player beats a 1400/30 player
    /// and loses to 1550/100 and 1700/300; the paper gives 1464.06, 151.52, 0.05999.
    #[test]
    fn glickmans_example() {
        let params = Params {
            tau: 0.5,
            ..LICHESS
        };
        let player = Skill {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Skill {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opponent(1400.0, 30.0), 1.0),
            (opponent(1550.0, 100.0), 0.0),
            (opponent(1700.0, 300.0), 0.0),
        ];
        let after = rate_period(player, &results, &params);
        // The paper rounds as it goes: μ' = −0.2069 on the Glicko-2 scale, which it
        // converts to 1464.06 (unrounded, 1464.0507); σ' = 0.05999 is 0.059996 cut
        // after five decimals. Each figure is checked at the paper's precision.
        let mu = (after.rating - 1500.0) / 173.7178;
        assert_eq!(format!("{mu:.4}"), "-0.2069", "{after:?}");
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert_eq!(format!("{:.2}", after.deviation), "151.52");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        assert!(after.volatility < 0.06);
    }

    #[test]
    fn deviations_stay_within_lichess_bounds() {
        let sure = Skill {
            rating: 1500.0,
            deviation: 45.0,
            volatility: 0.06,
        };
        let many: Vec<(Skill, f64)> = (0..400).map(|i| (sure, f64::from(i % 2))).collect();
        let after = rate_period(START, &many, &LICHESS);
        assert_eq!(after.deviation, LICHESS.min_deviation, "{after:?}");
        // A game that says next to nothing (against a player nobody knows) widens an
        // erratic player's deviation, never beyond 500.
        let unknown = Skill {
            deviation: 5000.0,
            ..START
        };
        let erratic = Skill {
            volatility: 0.5,
            ..START
        };
        let after = rate_period(erratic, &[(unknown, 1.0)], &LICHESS);
        assert_eq!(after.deviation, LICHESS.max_deviation, "{after:?}");
    }
}
