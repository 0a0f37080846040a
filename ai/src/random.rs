use cubist_core::{Game, GameRng, Seat};
use rand::{seq::IndexedRandom, SeedableRng};

use crate::Agent;

/// Plays a uniformly random legal action. The baseline every agent must beat.
pub struct RandomAgent {
    rng: GameRng,
}

impl RandomAgent {
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: GameRng::seed_from_u64(seed),
        }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn choose(&mut self, view: &G::View, seat: Seat) -> G::Action {
        let state = G::determinize(view, &mut self.rng);
        let mut legal = Vec::new();
        state.legal_actions(seat, &mut legal);
        *legal
            .choose(&mut self.rng)
            .expect("choose is only called for a seat that can act")
    }

    fn name(&self) -> String {
        "random".into()
    }
}
