//! The one-ply greedy player: the baseline a search must beat by more than luck.

use cubist_core::{Game, Seat};
use rand::Rng;

use crate::decision::Decision;
use crate::Agent;

/// Tries every legal action once and keeps the one whose resulting position scores
/// best for its seat: the game's result if the action ends it, the game's
/// [`Game::evaluate`] otherwise. Ties are broken at random. With hidden information it
/// judges one state sampled from its own view, like every other agent.
pub struct GreedyAgent {
    seed: u64,
    decisions: u64,
}

impl GreedyAgent {
    pub fn new(seed: u64) -> Self {
        GreedyAgent { seed, decisions: 0 }
    }
}

/// The value of `state` for `seat` in `[-1, 1]`.
fn score<G: Game>(state: &G, seat: Seat) -> f64 {
    match state.outcome() {
        Some(outcome) => 2.0 * outcome.reward(seat) - 1.0,
        None => state.evaluate(seat).clamp(-1.0, 1.0),
    }
}

impl<G: Game> Agent<G> for GreedyAgent {
    fn choose(&mut self, view: &G::View, seat: Seat) -> G::Action {
        let mut d = Decision::<G>::begin(self.seed, &mut self.decisions, view, seat);
        let mut best = Vec::new();
        let mut best_score = f64::NEG_INFINITY;
        for &action in &d.legal {
            let mut next = d.state.clone();
            next.play(seat, action);
            let s = score(&next, seat);
            if s > best_score {
                best_score = s;
                best.clear();
            }
            if s >= best_score {
                best.push(action);
            }
        }
        best[d.rng.random_range(0..best.len())]
    }

    fn name(&self) -> String {
        "greedy".into()
    }
}
