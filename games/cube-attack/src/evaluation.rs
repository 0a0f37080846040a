//! A heuristic for searches: Cube Attack is a race to the target score, so each seat's
//! score is projected forward at the rate its moons and its army promise, up to the
//! round the fastest seat should finish.
//!
//! The weights were set by matches of the search against the one-ply greedy player
//! using the same evaluation (`docs/ai-strength.md`). Weapons decide fights, so they
//! count for more than a unit without one: valued at a fraction of a unit, the search
//! lost to greedy. The lead is squashed gently: a tight squash made every position
//! look won or lost, and the search could not tell moves apart.

use cubist_core::{Game, Seat};

use crate::map::MAX_PLAYERS;
use crate::{CubeAttack, Weapon};

/// Share of the current moon income expected to be kept in each coming round.
const INCOME_WEIGHT: f64 = 1.0;
/// Points per round a unit's strength is expected to bring (moons it can take).
const ARMY_WEIGHT: f64 = 1.0;
/// Strength of a unit: 1, plus these for an extra life and a weapon.
const EXTRA_LIFE: f64 = 1.0;
const SHORT_RANGE: f64 = 1.5;
const LONG_RANGE: f64 = 3.0;
/// The projection looks at most this many rounds ahead.
const MAX_ROUNDS: f64 = 10.0;
/// Slowest rate assumed when estimating how long the race lasts.
const MIN_RATE: f64 = 0.25;
/// Projected lead (in points) that maps to about 0.76 (tanh 1).
const SCALE: f64 = 40.0;

/// The strength of a seat's units, in units.
pub fn army(g: &CubeAttack, seat: Seat) -> f64 {
    g.units_of(seat)
        .map(|(_, u)| {
            1.0 + EXTRA_LIFE * (u.lives as f64 - 1.0)
                + match u.weapon {
                    Weapon::None => 0.0,
                    Weapon::Short => SHORT_RANGE,
                    Weapon::Long => LONG_RANGE,
                }
        })
        .sum()
}

/// Each seat's projected score when the race should end.
///
/// The moons held now count in full for this round's scoring; the rounds after it are
/// projected at the expected rate.
pub fn projected_scores(g: &CubeAttack) -> [f64; MAX_PLAYERS] {
    let n = g.options.players;
    let income = g.moon_points();
    let target = g.options.target as f64;
    let mut rate = [0.0f64; MAX_PLAYERS];
    let mut rounds = MAX_ROUNDS;
    for s in 0..n {
        rate[s] = INCOME_WEIGHT * income[s] as f64 + ARMY_WEIGHT * army(g, s);
        let need = (target - g.scores[s] as f64 - income[s] as f64).max(0.0);
        rounds = rounds.min(need / rate[s].max(MIN_RATE));
    }
    let rounds_after_this = g.options.rounds.saturating_sub(g.round) as f64;
    let rounds = rounds.min(rounds_after_this);
    let mut projected = [0.0f64; MAX_PLAYERS];
    for s in 0..n {
        projected[s] = g.scores[s] as f64 + income[s] as f64 + rate[s] * rounds;
    }
    projected
}

/// In `[-1, 1]` for `seat`: its projected score against the best other seat's, squashed.
/// A finished game gives its true result (win 1, loss -1, a shared win in between).
pub fn evaluate(g: &CubeAttack, seat: Seat) -> f64 {
    if let Some(outcome) = g.outcome() {
        return 2.0 * outcome.reward(seat) - 1.0;
    }
    let projected = projected_scores(g);
    let best_other = (0..g.options.players)
        .filter(|&s| s != seat)
        .map(|s| projected[s])
        .fold(f64::NEG_INFINITY, f64::max);
    ((projected[seat] - best_other) / SCALE).tanh()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CubeAttackOptions;

    #[test]
    fn the_opening_is_even_for_everyone() {
        for players in 2..=6 {
            let g = CubeAttack::new(&CubeAttackOptions::with_players(players), 1);
            for seat in 0..players {
                assert_eq!(evaluate(&g, seat), 0.0);
            }
        }
    }

    #[test]
    fn more_units_more_moons_and_more_points_are_better() {
        let base = "cube-attack players=2 target=64 rounds=200 first=random removal=lost round=3 \
                    opener=red mover=red actions=2 status=playing";
        let pos = |rest: &str| {
            CubeAttack::decode(&format!("{base} {rest} map=six-rings")).expect("valid position")
        };
        let even = pos("scores=10,10 supply=19,19 removed=0,0 units=R1@C0:1-,B1@C3:1-");
        let ahead = pos("scores=20,10 supply=19,19 removed=0,0 units=R1@C0:1-,B1@C3:1-");
        let on_moon = pos("scores=10,10 supply=19,19 removed=0,0 units=R1@F:1-,B1@C3:1-");
        let more = pos("scores=10,10 supply=18,19 removed=0,0 units=R1@C0:1-,R2@S0:1-,B1@C3:1-");
        let armed = pos("scores=10,10 supply=18,19 removed=0,0 units=R1@C0:2l,B1@C3:1-");
        assert_eq!(evaluate(&even, 0), 0.0);
        for better in [&ahead, &on_moon, &more, &armed] {
            assert!(evaluate(better, 0) > 0.0, "{}", better.encode());
            assert!((evaluate(better, 0) + evaluate(better, 1)).abs() < 1e-12);
        }
    }

    #[test]
    fn a_long_range_weapon_outweighs_a_second_bare_unit() {
        let base = "cube-attack players=2 target=64 rounds=200 first=random removal=lost round=3 \
                    opener=red mover=red actions=2 status=playing scores=10,10 removed=0,0";
        let g = CubeAttack::decode(&format!(
            "{base} supply=19,18 units=R1@C0:1l,B1@C3:1-,B2@L3:1- map=six-rings"
        ))
        .expect("valid position");
        assert!(evaluate(&g, 0) > 0.0, "{}", g.encode());
    }
}
