//! The three judges of a puzzle's moves: the endgame tables, the exact solver, and a
//! search whose values must leave a margin.

use std::sync::Arc;

use cubist_ai::mcts::MctsAgent;
use cubist_ai::solver::{Solver, Value};
use cubist_ai::tables::{TableValue, Tables};
use cubist_ai::{Agent, MctsSettings};
use cubist_core::{Game, Observer, Outcome, Seat, ToMove};

use super::line::{Judge, Judged};
use crate::puzzle::Goal;

/// What a win, draw or loss keeps, and its figure.
fn keeps(value: Value) -> (Option<Goal>, f64) {
    match value {
        Value::Win => (Some(Goal::Win), 1.0),
        Value::Draw => (Some(Goal::Draw), 0.5),
        Value::Loss => (None, 0.0),
    }
}

/// An exact judgement: the value decides; `order` prefers the better value, then
/// `tiebreak` (in `(-1, 1)`).
fn exact<A>(action: A, value: Value, tiebreak: f64) -> Judged<A> {
    let (keeps, figure) = keeps(value);
    Judged {
        action,
        keeps,
        order: 4.0 * value.score() + tiebreak,
        figure,
        clear: true,
    }
}

/// The endgame tables: exact values with distances. Opponents put off a loss the
/// longest (and take a win the soonest), as the tables' best actions do.
pub(crate) struct TableJudge<G: Game>(pub Arc<Tables<G>>);

impl<G: Game> Judge<G> for TableJudge<G> {
    fn judge(&mut self, game: &G) -> Option<Vec<Judged<G::Action>>> {
        let actions = self.0.best_actions(game)?;
        let judged = actions
            .into_iter()
            .map(|(a, v)| exact(a, v.value, distance_tiebreak(v)))
            .collect();
        Some(judged)
    }
}

/// Sooner wins and later losses first, within `(-1, 1)`.
fn distance_tiebreak(v: TableValue) -> f64 {
    let plies = f64::from(v.plies.unwrap_or(0));
    let scaled = plies / (plies + 1.0);
    match v.value {
        Value::Win => -scaled,
        Value::Draw => 0.0,
        Value::Loss => scaled,
    }
}

/// The exact solver: win, draw or loss, no distances; among replies of the same value
/// the opponent takes the one the game's evaluation likes best.
pub(crate) struct SolverJudge<G: Game>(pub Solver<G>);

impl<G: Game> Judge<G> for SolverJudge<G> {
    fn judge(&mut self, game: &G) -> Option<Vec<Judged<G::Action>>> {
        let ToMove::One(seat) = game.to_move() else {
            return None;
        };
        let values = self.0.action_values(game, seat).ok()?;
        let judged = values
            .into_iter()
            .map(|(a, v)| {
                let mut child = game.clone();
                child.play(seat, a);
                exact(a, v, 0.5 * child.evaluate(seat).clamp(-1.0, 1.0))
            })
            .collect();
        Some(judged)
    }
}

/// A search of every child position: the best action must be valued at least
/// `best` and every other at most `others` (the mover's expected result in `[0, 1]`).
pub(crate) struct SearchJudge<G: Game> {
    pub settings: MctsSettings,
    pub seed: u64,
    pub best: f64,
    pub others: f64,
    /// Searches made, so each child gets a seed of its own.
    pub searches: u64,
    pub _game: std::marker::PhantomData<fn() -> G>,
}

impl<G: Game> SearchJudge<G> {
    /// The mover's expected result after `action` in `[0, 1]`.
    fn value(&mut self, game: &G, seat: Seat, action: G::Action) -> Option<f64> {
        let mut child = game.clone();
        child.play(seat, action);
        if let Some(outcome) = child.outcome() {
            return Some(result_for(&outcome, seat));
        }
        let ToMove::One(next) = child.to_move() else {
            return None;
        };
        self.searches += 1;
        let mut agent = MctsAgent::<G>::new(self.settings, self.seed ^ self.searches);
        agent.choose(&child.view(Observer::Seat(next)), next);
        let v = agent.stats()?.value?.clamp(-1.0, 1.0);
        Some(if next == seat {
            (1.0 + v) / 2.0
        } else {
            (1.0 - v) / 2.0
        })
    }
}

/// `seat`'s result in `[0, 1]`: 1 for a win alone, 0 for a loss, a share of a draw.
fn result_for(outcome: &Outcome, seat: Seat) -> f64 {
    let winners = outcome.winners.len();
    if outcome.winners.contains(seat) {
        1.0 / winners as f64
    } else if winners == 0 {
        0.5
    } else {
        0.0
    }
}

impl<G: Game> Judge<G> for SearchJudge<G> {
    fn judge(&mut self, game: &G) -> Option<Vec<Judged<G::Action>>> {
        let ToMove::One(seat) = game.to_move() else {
            return None;
        };
        let mut actions = Vec::new();
        game.legal_actions(seat, &mut actions);
        let mut judged = Vec::with_capacity(actions.len());
        for a in actions {
            let v = self.value(game, seat, a)?;
            judged.push(Judged {
                action: a,
                keeps: (v >= self.best).then_some(Goal::Win),
                order: v,
                figure: v,
                clear: v <= self.others,
            });
        }
        Some(judged)
    }
}
