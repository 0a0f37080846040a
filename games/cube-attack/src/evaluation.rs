//! A heuristic for searches: score, the moons held now, and the strength of the army.

use cubist_core::{Game, Seat};

use crate::{CubeAttack, Weapon};

/// Rounds of the current moon income counted as if already scored: moons change
/// hands, so only the near future is worth believing.
const INCOME_HORIZON: f64 = 3.0;
/// Points a unit, an extra life and a weapon are worth, in score points.
const UNIT_VALUE: f64 = 3.0;
const LIFE_VALUE: f64 = 2.0;
const SHORT_VALUE: f64 = 1.0;
const LONG_VALUE: f64 = 2.0;
/// Strength difference that maps to about 0.76 (tanh 1).
const SCALE: f64 = 20.0;

/// Expected points of a seat: its score, its moon income for a few rounds, its army.
pub fn strength(g: &CubeAttack, seat: Seat, income: u32) -> f64 {
    let rounds_left = (g.options.rounds.saturating_sub(g.round) + 1) as f64;
    let mut army = 0.0;
    for (_, u) in g.units_of(seat) {
        army += UNIT_VALUE + LIFE_VALUE * (u.lives as f64 - 1.0);
        army += match u.weapon {
            Weapon::None => 0.0,
            Weapon::Short => SHORT_VALUE,
            Weapon::Long => LONG_VALUE,
        };
    }
    g.scores[seat] as f64 + income as f64 * INCOME_HORIZON.min(rounds_left) + army
}

/// In `[-1, 1]` for `seat`: its strength against the strongest other seat, squashed.
/// A finished game gives its true result (win 1, loss -1, shared win in between).
pub fn evaluate(g: &CubeAttack, seat: Seat) -> f64 {
    if let Some(outcome) = g.outcome() {
        return 2.0 * outcome.reward(seat) - 1.0;
    }
    let income = g.moon_points();
    let n = g.options.players;
    let mine = strength(g, seat, income[seat]);
    let best_other = (0..n)
        .filter(|&s| s != seat)
        .map(|s| strength(g, s, income[s]))
        .fold(f64::NEG_INFINITY, f64::max);
    ((mine - best_other) / SCALE).tanh()
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
}
