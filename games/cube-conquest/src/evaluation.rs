//! A heuristic value for searches: VP first, then cubes and ground held.

use cubist_core::Seat;

use crate::cards::CountsExt;
use crate::{CubeConquest, End, Phase};

/// Material and points of one seat, in VP-like units.
fn strength(g: &CubeConquest, seat: Seat) -> f64 {
    let mut cubes = 0u32;
    let mut cells = 0u32;
    for c in g.board_cells() {
        let u = g.units[c as usize];
        if u.owned_by(seat) {
            cubes += u.cubes as u32;
            cells += 1;
        }
    }
    g.vp[seat] as f64
        + 0.3 * cubes as f64
        + 0.1 * cells as f64
        + 0.05 * g.hands[seat].total() as f64
        + 0.02 * g.supply[seat].min(5) as f64
}

/// In `[-1, 1]` for `seat`: 1 won, -1 lost, 0 drawn; while playing, the strength gap
/// to the strongest opponent, squashed (a sure result is never claimed).
pub fn evaluate(g: &CubeConquest, seat: Seat) -> f64 {
    if seat >= g.players() {
        return 0.0;
    }
    if let Phase::Over(end) = g.phase {
        let winners = match end {
            End::Points(w) => cubist_core::SeatSet::single(w as usize),
            _ => match g.outcome_winners() {
                Some(w) => w,
                None => return 0.0,
            },
        };
        return if !winners.contains(seat) {
            -1.0
        } else if winners.len() == 1 {
            1.0
        } else {
            0.0
        };
    }
    let mine = strength(g, seat);
    let best = (0..g.players())
        .filter(|&s| s != seat)
        .map(|s| strength(g, s))
        .fold(f64::MIN, f64::max);
    0.95 * ((mine - best) / 4.0).tanh()
}

impl CubeConquest {
    fn outcome_winners(&self) -> Option<cubist_core::SeatSet> {
        cubist_core::Game::outcome(self).map(|o| o.winners)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ConquestOptions;

    #[test]
    fn points_and_cubes_raise_the_value() {
        let o = ConquestOptions::default();
        let even = CubeConquest::builder(&o, 1)
            .cube("a1", 0, 1)
            .cube("e5", 1, 1)
            .build()
            .unwrap();
        assert!(evaluate(&even, 0).abs() < 1e-9);
        let ahead = CubeConquest::builder(&o, 1)
            .cube("a1", 0, 2)
            .cube("e5", 1, 1)
            .vp(0, 3)
            .build()
            .unwrap();
        let v = evaluate(&ahead, 0);
        assert!(v > 0.3 && v < 1.0, "{v}");
        assert!((evaluate(&ahead, 1) + v).abs() < 1e-9);
    }
}
