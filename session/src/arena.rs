//! Games between typed agents, for research and tests: no text in the loop.

use cubist_ai::Agent;
use cubist_core::{Game, Observer, Outcome, Seat};

use crate::round::play_round;

/// A finished game between agents.
#[derive(Clone, Debug)]
pub struct MatchResult<G: Game> {
    pub outcome: Outcome,
    /// Every action in order, with the seat that played it, in notation.
    pub actions: Vec<(Seat, String)>,
    pub final_state: G,
}

/// Play `game` to the end, `agents[seat]` deciding for each seat from its own view,
/// round by round as every match is run (see [`crate::Match::play_computers`]).
///
/// # Panics
/// If the number of agents is not the number of seats, or an agent chooses an
/// illegal action: both are bugs in the caller or the agent.
pub fn play_match<G: Game>(mut game: G, agents: &mut [&mut dyn Agent<G>]) -> MatchResult<G> {
    assert_eq!(agents.len(), game.num_players(), "one agent per seat");
    let mut actions = Vec::new();
    while !game.to_move().is_over() {
        let seats: Vec<Seat> = game.to_move().seats().iter().collect();
        let round: Result<(), String> = play_round(
            &mut game,
            &seats,
            G::to_move,
            |g, seat| Ok(agents[seat].choose(&g.view(Observer::Seat(seat)), seat)),
            |g, seat, action| {
                let text = g.format_action(seat, action);
                g.try_play(seat, action)
                    .map_err(|e| format!("{text} for seat {seat}: {e}"))?;
                actions.push((seat, text));
                Ok(())
            },
        );
        if let Err(e) = round {
            panic!("an agent chose an illegal action {e}");
        }
    }
    MatchResult {
        outcome: game.outcome().expect("a finished game has an outcome"),
        actions,
        final_state: game,
    }
}
