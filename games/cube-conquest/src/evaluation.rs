//! A heuristic value for searches: VP first, then cubes and ground held.

use cubist_core::Seat;

use crate::cards::CountsExt;
use crate::{Action, CubeConquest, End, Phase};

/// Material and points of one seat, in VP-like units: the cards in hand count by
/// number and by pips (high cards win fights).
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
        + PIP * g.hands[seat].pips() as f64
        + 0.02 * g.supply[seat].min(5) as f64
}

/// Value of one pip in hand. Without it a 6 and a 1 were worth the same, so the search
/// saw no cost in spending its best card on a fight it had won or lost anyway, and an
/// opponent that always committed its highest card beat `hard` clearly
/// (`docs/ai-strength.md`).
const PIP: f64 = 0.03;

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
    if let Phase::Attack(a) = g.phase {
        if a.revealed {
            return after_outpost_choice(g, seat, a.defender as Seat, a.defender_cards);
        }
    }
    let mine = strength(g, seat);
    let best = (0..g.players())
        .filter(|&s| s != seat)
        .map(|s| strength(g, s))
        .fold(f64::MIN, f64::max);
    0.95 * ((mine - best) / 4.0).tanh()
}

/// The cards are face up and the attacked Outpost's owner still says which of its two
/// counts: the fight is as good as decided, so value the position the owner's choice
/// leads to (otherwise the value would not see the fight at all).
fn after_outpost_choice(g: &CubeConquest, seat: Seat, owner: Seat, cards: [u8; 2]) -> f64 {
    let resolved = cards.map(|card| {
        let mut after = g.clone();
        cubist_core::Game::play(&mut after, owner, Action::Use(card));
        after
    });
    let owners_pick = if evaluate(&resolved[1], owner) > evaluate(&resolved[0], owner) {
        &resolved[1]
    } else {
        &resolved[0]
    };
    evaluate(owners_pick, seat)
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

    #[test]
    fn high_cards_in_hand_are_worth_more_than_low_ones() {
        let o = ConquestOptions::default();
        let g = CubeConquest::builder(&o, 1)
            .cube("a1", 0, 1)
            .cube("e5", 1, 1)
            .hand(0, &[6, 6, 5, 4])
            .hand(1, &[1, 1, 2, 3])
            .build()
            .unwrap();
        assert!(evaluate(&g, 0) > 0.0);
        assert!(evaluate(&g, 1) < 0.0);
    }
}
