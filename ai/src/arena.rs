//! Running games between agents.

use cubist_core::{Game, Observer, Outcome, Seat, ToMove};

use crate::Agent;

/// A finished game between agents.
#[derive(Clone, Debug)]
pub struct MatchResult<G: Game> {
    pub outcome: Outcome,
    /// Every action in order, with the seat that played it, in notation.
    pub actions: Vec<(Seat, String)>,
    pub final_state: G,
}

/// Play `game` to the end, `agents[seat]` deciding for each seat from its own view.
/// The seats of a simultaneous choice all decide from the position before any of them
/// commits, so no seat decides later than another, and none sees another's choice.
pub fn play_match<G: Game>(mut game: G, agents: &mut [&mut dyn Agent<G>]) -> MatchResult<G> {
    assert_eq!(agents.len(), game.num_players(), "one agent per seat");
    let mut actions = Vec::new();
    let mut round: Vec<(Seat, G::Action)> = Vec::new();
    loop {
        let seats = match game.to_move() {
            ToMove::Over => break,
            tm => tm.seats(),
        };
        round.clear();
        for seat in seats.iter() {
            let view = game.view(Observer::Seat(seat));
            round.push((seat, agents[seat].choose(&view, seat)));
        }
        for &(seat, action) in &round {
            // An earlier commitment can end the game (Cube Conquest's action cap):
            // the choices of seats no longer asked are never made.
            if !game.to_move().includes(seat) {
                continue;
            }
            let text = game.format_action(seat, action);
            if let Err(e) = game.try_play(seat, action) {
                panic!(
                    "agent {} chose an illegal action {text} for seat {seat}: {e}",
                    agents[seat].name()
                );
            }
            actions.push((seat, text));
        }
    }
    MatchResult {
        outcome: game.outcome().expect("a finished game has an outcome"),
        actions,
        final_state: game,
    }
}
