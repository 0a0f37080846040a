//! The start every search shares: a fresh RNG stream per decision, a state built from
//! the view, the legal actions, and the answer when there is only one.

use std::time::Instant;

use cubist_core::{game_rng, Game, GameRng, Seat};

use crate::SearchStats;

/// One decision being made.
pub(crate) struct Decision<G: Game> {
    pub started: Instant,
    /// This decision's seed, for any further streams (one per search thread).
    pub seed: u64,
    pub rng: GameRng,
    /// The state sampled from the view (the view itself for perfect information).
    pub state: G,
    pub legal: Vec<G::Action>,
}

impl<G: Game> Decision<G> {
    /// Each decision gets its own stream (from the agent's seed and how many decisions
    /// it has made), so a fresh agent with the same seed and view decides the same way.
    pub fn begin(seed: u64, decisions: &mut u64, view: &G::View, seat: Seat) -> Self {
        let started = Instant::now();
        let decision_seed = seed.wrapping_add(decisions.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        *decisions += 1;
        let mut rng = game_rng(decision_seed, 0);
        let state = G::determinize(view, &mut rng);
        let mut legal = Vec::new();
        state.legal_actions(seat, &mut legal);
        assert!(
            !legal.is_empty(),
            "choose is called for a seat that can act"
        );
        Decision {
            started,
            seed: decision_seed,
            rng,
            state,
            legal,
        }
    }

    /// The only legal action, with the statistics of a decision that needed no search.
    pub fn forced(&self) -> Option<(G::Action, SearchStats)> {
        (self.legal.len() == 1).then(|| {
            let stats = SearchStats {
                work: 0,
                elapsed: self.started.elapsed(),
                depth: Some(0),
                value: None,
            };
            (self.legal[0], stats)
        })
    }
}

/// Why a two-player, perfect-information search (`search` names it in the message)
/// cannot play `G` with `players` seats, if it cannot.
pub(crate) fn needs_two_players_in_plain_sight<G: Game>(
    search: &str,
    players: usize,
) -> Option<String> {
    if players != 2 {
        Some(format!(
            "{search} needs exactly two players, and this game has {players}"
        ))
    } else if !G::PERFECT_INFORMATION {
        Some(format!(
            "{search} needs a game where everything is in plain sight, and {} has hidden information or secret choices",
            G::TITLE
        ))
    } else {
        None
    }
}
