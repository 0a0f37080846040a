//! Every legal action of a decision valued for the seat that plays it, best first:
//! what a game review compares the played action with (the best one, the top few,
//! and the value of any action).
//!
//! Values come from the most certain source that knows the position:
//! 1. the endgame tables (exact, with the distance to the end),
//! 2. the exact solver on positions small enough for its state limit (exact, no
//!    distance),
//! 3. the level's search: MCTS's root statistics ([`Agent::appraisal`]); a search
//!    that keeps none (alpha-beta) values each action by searching its child
//!    position. An action the search barely tried, when it is the one played, is
//!    valued the same way, so that a review never judges a move on a handful of
//!    playouts.
//!
//! The first two need the whole state, so they serve perfect-information games only;
//! the search decides from the seat's view (determinised for hidden information), so
//! each action is judged from what its seat knew.

use std::sync::Arc;

use cubist_core::{game_rng, Game, Observer, Seat, ToMove};

use crate::endgame::preference;
use crate::solver::Solver;
use crate::tables::{TableValue, Tables};
use crate::Agent;

/// The longest line the solver follows for an appraisal before it gives the
/// position to the search: an appraisal's solver has a small state limit, and a long
/// line costs memory the state limit does not count (see [`Solver::with_max_line`]).
pub const EXACT_MAX_LINE: usize = 200;

/// Search visits below which an action's root mean is too thin to judge it by.
pub const MIN_VISITS: u64 = 16;

/// One action's value for the seat that plays it.
#[derive(Clone, Debug, PartialEq)]
pub struct ActionValue<A> {
    pub action: A,
    /// In `[-1, 1]` for the mover: 1 a sure win, -1 a sure loss.
    pub value: f64,
    /// The exact value where the tables or the solver know it (the solver gives no
    /// distance).
    pub exact: Option<TableValue>,
    /// How many search iterations stand behind `value` (`None` when exact or from a
    /// search of the child position).
    pub visits: Option<u64>,
}

impl<A> ActionValue<A> {
    /// The value as an expected result in `[0, 1]` (a draw counts half).
    pub fn expected(&self) -> f64 {
        expected(self.value)
    }

    fn exact(action: A, v: TableValue) -> Self {
        ActionValue {
            action,
            value: v.value.score(),
            exact: Some(v),
            visits: None,
        }
    }
}

/// A value in `[-1, 1]` as an expected result in `[0, 1]`.
pub fn expected(value: f64) -> f64 {
    ((value + 1.0) / 2.0).clamp(0.0, 1.0)
}

/// Where an appraisal's values come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Tables,
    Solver,
    Search,
}

/// A decision's actions valued for the mover, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct Appraisal<A> {
    pub values: Vec<ActionValue<A>>,
    pub source: Source,
}

impl<A: PartialEq> Appraisal<A> {
    /// The best action's value.
    pub fn best(&self) -> &ActionValue<A> {
        &self.values[0]
    }

    /// The value of `action`, if it was appraised.
    pub fn of(&self, action: &A) -> Option<&ActionValue<A>> {
        self.values.iter().find(|v| v.action == *action)
    }

    /// The `n` best actions (multi-PV), shown best value first: the `n` the
    /// appraisal ranks first (a search ranks by visits, which trusts its values), then
    /// ordered by value, ties keeping that rank.
    pub fn top(&self, n: usize) -> Vec<&ActionValue<A>> {
        let mut top: Vec<&ActionValue<A>> = self.values.iter().take(n).collect();
        top.sort_by(|x, y| y.value.total_cmp(&x.value));
        top
    }
}

/// The exact sources a review may consult: endgame tables and the solver.
pub struct Exact<G: Game> {
    tables: Option<Arc<Tables<G>>>,
    solver: Option<Solver<G>>,
    limit: usize,
}

impl<G: Game> Exact<G> {
    /// `tables` if any, and the solver with at most `limit` states per attempt (0:
    /// no solver). The solver keeps what it learned for later positions, and starts
    /// afresh after a position it could not solve.
    pub fn new(tables: Option<Arc<Tables<G>>>, limit: usize) -> Self {
        Exact {
            tables,
            solver: None,
            limit,
        }
    }

    /// The tables, for a search to value the positions they hold.
    pub fn tables(&self) -> Option<&Arc<Tables<G>>> {
        self.tables.as_ref()
    }

    /// Every action's exact value in `state`, if a source knows them all.
    fn values(&mut self, state: &G, seat: Seat) -> Option<Appraisal<G::Action>> {
        if !G::PERFECT_INFORMATION {
            return None;
        }
        if let Some(values) = self.tables.as_ref().and_then(|t| t.best_actions(state)) {
            return Some(sorted_exact(values, Source::Tables));
        }
        if self.limit == 0 || crate::solver::unsuitable::<G>(state.num_players()).is_some() {
            return None;
        }
        let limit = self.limit;
        let solver = self
            .solver
            .get_or_insert_with(|| Solver::new(limit).with_max_line(EXACT_MAX_LINE));
        match solver.action_values(state, seat) {
            Ok(values) => Some(sorted_exact(
                values
                    .into_iter()
                    .map(|(a, value)| (a, TableValue { value, plies: None }))
                    .collect(),
                Source::Solver,
            )),
            Err(_) => {
                self.solver = None;
                None
            }
        }
    }
}

/// Exact values, best first: wins (the shortest first), draws, losses (the longest
/// first).
fn sorted_exact<A>(values: Vec<(A, TableValue)>, source: Source) -> Appraisal<A> {
    let mut values: Vec<_> = values
        .into_iter()
        .map(|(a, v)| ActionValue::exact(a, v))
        .collect();
    values.sort_by_key(|v| std::cmp::Reverse(preference(v.exact.expect("exact"))));
    Appraisal { values, source }
}

/// Value `seat`'s decision in `view`: exact where the tables or the solver know it,
/// otherwise from `agent`'s search of the decision. `played`, if given, is valued
/// soundly (searched again from its child position when the search barely tried it).
/// `None` only when the game does not wait on `seat`.
pub fn appraise<G: Game>(
    agent: &mut dyn Agent<G>,
    exact: &mut Exact<G>,
    view: &G::View,
    seat: Seat,
    played: Option<G::Action>,
) -> Option<Appraisal<G::Action>> {
    // The sample is the state itself in a perfect-information game.
    let state = G::determinize(view, &mut game_rng(0, 0));
    if !state.to_move().includes(seat) {
        return None;
    }
    if let Some(appraisal) = exact.values(&state, seat) {
        return Some(appraisal);
    }
    let chosen = agent.choose(view, seat);
    let mut values = agent.appraisal().unwrap_or_default();
    if values.is_empty() {
        values = children_values(agent, &state, seat);
    }
    if values.is_empty() {
        // Nothing to compare with: the chosen action alone, at the search's value.
        let value = agent.stats().and_then(|s| s.value).unwrap_or(0.0);
        values.push(ActionValue {
            action: chosen,
            value,
            exact: None,
            visits: None,
        });
    }
    if values.iter().all(|v| v.exact.is_some()) {
        // The agent played from tables or a solution of its own.
        let source = if values
            .iter()
            .any(|v| v.exact.is_some_and(|e| e.plies.is_some()))
        {
            Source::Tables
        } else {
            Source::Solver
        };
        let exact = values
            .into_iter()
            .map(|v| (v.action, v.exact.expect("exact")))
            .collect();
        return Some(sorted_exact(exact, source));
    }
    if let Some(action) = played {
        firm_up(agent, &state, seat, action, &mut values);
    }
    sort_searched(&mut values);
    Some(Appraisal {
        values,
        source: Source::Search,
    })
}

/// Searched values, best first: the well-tried ones by visits (as the search
/// chooses), then those valued by a search of their child position, then the barely
/// tried; ties by value.
fn sort_searched<A>(values: &mut [ActionValue<A>]) {
    let key = |v: &ActionValue<A>| match v.visits {
        Some(n) if n >= MIN_VISITS => (2u8, n),
        None => (1, 0),
        Some(n) => (0, n),
    };
    values.sort_by(|x, y| key(y).cmp(&key(x)).then(y.value.total_cmp(&x.value)));
}

/// Make `action`'s value sound: searched from its child position if the search
/// tried it fewer than [`MIN_VISITS`] times (or not at all).
fn firm_up<G: Game>(
    agent: &mut dyn Agent<G>,
    state: &G,
    seat: Seat,
    action: G::Action,
    values: &mut Vec<ActionValue<G::Action>>,
) {
    let i = values.iter().position(|v| v.action == action);
    if i.is_some_and(|i| values[i].visits.is_none_or(|n| n >= MIN_VISITS)) {
        return;
    }
    let Some(value) = child_value(agent, state, seat, action) else {
        return;
    };
    let firm = ActionValue {
        action,
        value,
        exact: None,
        visits: None,
    };
    match i {
        Some(i) => values[i] = firm,
        None => values.push(firm),
    }
}

/// Each legal action valued by a search of its child position (for a search that
/// keeps no root statistics).
fn children_values<G: Game>(
    agent: &mut dyn Agent<G>,
    state: &G,
    seat: Seat,
) -> Vec<ActionValue<G::Action>> {
    let mut legal = Vec::new();
    state.legal_actions(seat, &mut legal);
    legal
        .into_iter()
        .filter_map(|a| {
            child_value(agent, state, seat, a).map(|value| ActionValue {
                action: a,
                value,
                exact: None,
                visits: None,
            })
        })
        .collect()
}

/// `action`'s value for `seat`: the result if it ends the game, otherwise the
/// agent's search of the child position from the next mover's view, turned to
/// `seat`'s side. `None` where that cannot be read off: a sampled state (hidden
/// information), a simultaneous decision next, or another mover among more than two
/// seats.
fn child_value<G: Game>(
    agent: &mut dyn Agent<G>,
    state: &G,
    seat: Seat,
    action: G::Action,
) -> Option<f64> {
    let mut child = state.clone();
    child.play(seat, action);
    if let Some(o) = child.outcome() {
        return Some(2.0 * o.reward(seat) - 1.0);
    }
    if !G::PERFECT_INFORMATION {
        return None;
    }
    let ToMove::One(next) = child.to_move() else {
        return None;
    };
    if next != seat && child.num_players() != 2 {
        return None;
    }
    agent.choose(&child.view(Observer::Seat(next)), next);
    let v = agent.stats()?.value?;
    Some(if next == seat { v } else { -v })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn searched(action: u8, value: f64, visits: Option<u64>) -> ActionValue<u8> {
        ActionValue {
            action,
            value,
            exact: None,
            visits,
        }
    }

    #[test]
    fn the_most_tried_come_first_and_thin_ones_last() {
        let mut values = vec![
            searched(0, 0.9, Some(3)),
            searched(1, 0.1, Some(500)),
            searched(2, 0.5, Some(1000)),
            searched(3, 0.3, None),
        ];
        sort_searched(&mut values);
        let order: Vec<u8> = values.iter().map(|v| v.action).collect();
        assert_eq!(order, [2, 1, 3, 0]);
    }

    #[test]
    fn the_top_lines_are_the_most_tried_shown_best_value_first() {
        let mut values = vec![
            searched(0, -0.18, Some(900)),
            searched(1, -0.22, Some(800)),
            searched(2, -0.12, Some(700)),
            searched(3, 0.9, Some(3)),
        ];
        sort_searched(&mut values);
        let a = Appraisal {
            values,
            source: Source::Search,
        };
        let shown: Vec<u8> = a.top(3).iter().map(|v| v.action).collect();
        assert_eq!(shown, [2, 0, 1]);
        assert_eq!(a.best().action, 0, "the search's choice stays its best");
    }

    #[test]
    fn exact_values_put_short_wins_first_and_long_losses_before_short_ones() {
        let a = sorted_exact(
            vec![
                (0u8, TableValue::loss(3)),
                (1, TableValue::win(9)),
                (2, TableValue::DRAW),
                (3, TableValue::win(1)),
                (4, TableValue::loss(11)),
            ],
            Source::Tables,
        );
        let order: Vec<u8> = a.values.iter().map(|v| v.action).collect();
        assert_eq!(order, [3, 1, 2, 4, 0]);
        assert_eq!(a.best().expected(), 1.0);
        assert_eq!(a.of(&0).unwrap().expected(), 0.0);
        assert_eq!(a.top(2).len(), 2);
    }
}
