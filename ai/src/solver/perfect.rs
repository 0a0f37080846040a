//! The `perfect` agent: plays from the memoised search of `search.rs`, and in a game
//! too large for it that has endgame tables, from the tables and the `max` level.

use std::collections::HashSet;
use std::time::Instant;

use cubist_core::{game_rng, Game, GameRng, Seat};

use super::search::{too_large, unsuitable, Solver};
use crate::endgame::TablePlayer;
use crate::heuristic::make_heuristic;
use crate::tables::TableValue;
use crate::{Agent, AgentError, AgentSpec, SearchStats};

/// States the perfect player tries to solve by search, in a game that numbers its
/// positions for endgame tables, before it plays from the tables instead: such a game
/// is usually far too large, and the player should start at once.
const QUICK_STATES: usize = 100_000;

/// Plays a move of the best game-theoretic value (see the module notes).
///
/// In a game too large to solve by search that numbers its positions for endgame
/// tables ([`Game::position_families`]), it plays from the tables where they hold the
/// position and as the `max` level (valuing table positions exactly) elsewhere, and
/// says so in its name.
pub struct PerfectAgent<G: Game> {
    solver: Solver<G>,
    /// The player used instead of the solver in a game too large to solve that has
    /// endgame tables.
    beyond: Option<TablePlayer<G>>,
    /// Whether it may play from endgame tables (`tables=off` says no).
    tables: bool,
    players: usize,
    seed: u64,
    control: crate::Control,
    rng: GameRng,
    /// States seen in this game, to keep a won game moving forward.
    seen: HashSet<u64>,
    /// Why the agent stopped playing perfectly, if it did.
    gave_up: Option<String>,
    last: Option<SearchStats>,
    /// Every action's solved value in the last decision.
    values: Option<Vec<crate::ActionValue<G::Action>>>,
}

impl<G: Game> PerfectAgent<G> {
    /// A perfect player that memoises at most `limit` states; an error if the game is
    /// not one the solver handles.
    pub fn new(limit: usize, players: usize, seed: u64) -> Result<Self, AgentError> {
        if let Some(why) = unsuitable::<G>(players) {
            return Err(too_large::<G>("perfect", why));
        }
        Ok(PerfectAgent {
            solver: Solver::new(limit),
            beyond: None,
            tables: true,
            players,
            seed,
            control: crate::Control::default(),
            rng: game_rng(seed, 0x50_45_52_46),
            seen: HashSet::new(),
            gave_up: None,
            last: None,
            values: None,
        })
    }

    /// A perfect player for this very game, solved now: refuses (with the reason) when
    /// the game has too many states, instead of finding out during play.
    pub fn for_game(game: &G, limit: usize, seed: u64) -> Result<Self, AgentError> {
        let mut agent = Self::new(limit, game.num_players(), seed)?;
        if !game.to_move().is_over() {
            agent.solver.solve(game)?;
        }
        Ok(agent)
    }

    /// Whether the player may play from endgame tables in a game too large to solve.
    pub fn with_tables(mut self, tables: bool) -> Self {
        self.tables = tables;
        self
    }

    /// Why the agent fell back to heuristic play, if the game proved too large.
    pub fn gave_up(&self) -> Option<&str> {
        self.gave_up.as_deref()
    }

    /// Solve `state`, or, in a game with endgame tables that is too large to solve
    /// quickly, switch to playing from the tables and `max` search.
    fn solve_or_go_beyond(&mut self, state: &G) -> Result<(), AgentError> {
        if !self.tables || G::position_families(state.options()).is_empty() {
            return self.solver.solve(state).map(|_| ());
        }
        let mut quick = Solver::new(QUICK_STATES.min(self.solver.limit));
        match quick.solve(state) {
            Ok(_) => {
                quick.limit = self.solver.limit;
                self.solver = quick;
            }
            Err(e) => self.go_beyond(e.to_string())?,
        }
        Ok(())
    }

    /// Play from the tables and the `max` level from now on, because of `why`.
    fn go_beyond(&mut self, why: String) -> Result<(), AgentError> {
        let spec: AgentSpec = "max".parse().expect("a level");
        let search = make_heuristic::<G>(&spec, self.players, self.seed)?;
        let mut beyond = TablePlayer::new(search);
        beyond.set_control(self.control.clone());
        self.beyond = Some(beyond);
        self.gave_up = Some(why);
        Ok(())
    }

    /// A move when the game is too large to solve: the best evaluation one action
    /// ahead.
    fn fallback(&self, state: &G, seat: Seat) -> G::Action {
        let mut actions = Vec::new();
        state.legal_actions(seat, &mut actions);
        let mut best = (f64::NEG_INFINITY, actions[0]);
        for &a in &actions {
            let mut child = state.clone();
            child.play(seat, a);
            let v = match child.outcome() {
                Some(o) => 2.0 * o.reward(seat) - 1.0,
                None => child.evaluate(seat),
            };
            if v > best.0 {
                best = (v, a);
            }
        }
        best.1
    }
}

impl<G: Game> Agent<G> for PerfectAgent<G> {
    fn prepare(&mut self, view: &G::View, seat: Seat) -> Result<(), AgentError> {
        let state = G::determinize(view, &mut self.rng);
        if !state.to_move().is_over() && self.beyond.is_none() {
            self.solve_or_go_beyond(&state)?;
        }
        match &mut self.beyond {
            Some(beyond) => beyond.prepare(view, seat),
            None => Ok(()),
        }
    }

    fn choose(&mut self, view: &G::View, seat: Seat) -> G::Action {
        if let Some(beyond) = &mut self.beyond {
            return beyond.choose(view, seat);
        }
        let started = Instant::now();
        self.values = None;
        let state = G::determinize(view, &mut self.rng);
        self.seen.insert(state.state_hash());
        let nodes_before = self.solver.nodes();
        if self.gave_up.is_none() {
            match self.solver.action_values(&state, seat) {
                Ok(values) => {
                    self.values = Some(solved_values(&values));
                    let best_value = values
                        .iter()
                        .map(|&(_, v)| v)
                        .max()
                        .expect("a legal action");
                    let mut best: Option<((bool, bool, f64), G::Action)> = None;
                    for (a, v) in values {
                        if v != best_value {
                            continue;
                        }
                        let mut child = state.clone();
                        child.play(seat, a);
                        let rank = (
                            child.outcome().is_some(),
                            !self.seen.contains(&child.state_hash()),
                            child.evaluate(seat),
                        );
                        if best.as_ref().is_none_or(|(r, _)| rank > *r) {
                            best = Some((rank, a));
                        }
                    }
                    let (_, action) = best.expect("a best action");
                    let mut child = state.clone();
                    child.play(seat, action);
                    self.seen.insert(child.state_hash());
                    self.last = Some(SearchStats {
                        work: self.solver.nodes() - nodes_before,
                        elapsed: started.elapsed(),
                        depth: Some(self.solver.max_depth as u32),
                        value: Some(best_value.score()),
                    });
                    return action;
                }
                Err(e) => {
                    let families = G::position_families(state.options());
                    if self.tables && !families.is_empty() && self.go_beyond(e.to_string()).is_ok()
                    {
                        return self.choose(view, seat);
                    }
                    self.gave_up = Some(e.to_string());
                }
            }
        }
        self.last = None;
        self.fallback(&state, seat)
    }

    fn name(&self) -> String {
        if let Some(beyond) = &self.beyond {
            return match beyond.has_tables() {
                Some(false) => format!(
                    "perfect(too many states to solve by search and no endgame tables: max: {})",
                    beyond.name()
                ),
                _ => format!(
                    "perfect(too many states to solve by search: endgame tables, and max outside them: {})",
                    beyond.name()
                ),
            };
        }
        match &self.gave_up {
            None => format!("perfect(states<={})", self.solver.limit),
            Some(_) => "perfect(gave up: too many states, playing one move ahead)".into(),
        }
    }

    fn stats(&self) -> Option<SearchStats> {
        match &self.beyond {
            Some(beyond) => beyond.stats(),
            None => self.last,
        }
    }

    fn set_control(&mut self, control: crate::Control) {
        if let Some(beyond) = &mut self.beyond {
            beyond.set_control(control.clone());
        }
        self.control = control;
    }

    fn verdict(&self) -> Option<TableValue> {
        self.beyond.as_ref().and_then(|b| b.verdict())
    }

    fn appraisal(&self) -> Option<Vec<crate::ActionValue<G::Action>>> {
        match &self.beyond {
            Some(beyond) => beyond.appraisal(),
            None => self.values.clone(),
        }
    }

    fn notice(&self) -> Option<String> {
        if let Some(beyond) = &self.beyond {
            return match beyond.has_tables() {
                Some(false) => beyond.notice().or_else(|| {
                    Some(
                        "this game is too large to solve by search and its endgame tables are not \
                         built (`cubist solve` builds them): the computer plays as max"
                            .into(),
                    )
                }),
                _ => beyond.notice(),
            };
        }
        self.gave_up
            .as_ref()
            .map(|why| format!("perfect play gave up ({why}): the computer plays one move ahead"))
    }
}

/// Solved values as exact action values (the solver gives no distance).
fn solved_values<A: Copy>(values: &[(A, super::Value)]) -> Vec<crate::ActionValue<A>> {
    values
        .iter()
        .map(|&(action, value)| crate::ActionValue {
            action,
            value: value.score(),
            exact: Some(TableValue { value, plies: None }),
            visits: None,
        })
        .collect()
}
