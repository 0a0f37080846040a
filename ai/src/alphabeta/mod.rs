//! Alpha-beta (negamax) search for two-player perfect-information games.
//!
//! Iterative deepening with a transposition table keyed by `Game::state_hash`; the
//! table's best move is tried first. `Game::evaluate` scores the horizon; finished
//! games score exactly, faster wins and slower losses first. Turns of several actions
//! by one seat are searched like any other plies, with the sign kept while the same
//! seat moves.

mod search;
mod table;

use cubist_core::{Game, Seat};

use crate::decision::Decision;
use rand::seq::SliceRandom;

use crate::{Agent, AgentError, AgentSpec, Budget, SearchStats};
use search::{Search, DECIDED, EVAL_SCALE};

/// Everything that shapes an alpha-beta player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlphaBetaSettings {
    /// Nodes or time per decision. Deepening stops when it runs out; the answer comes
    /// from the last completed depth.
    pub budget: Budget,
    /// Deepest iteration, in actions (plies).
    pub max_depth: u32,
    /// The transposition table has `2^table_bits` entries.
    pub table_bits: u32,
}

impl Default for AlphaBetaSettings {
    fn default() -> Self {
        AlphaBetaSettings {
            budget: Budget::Iterations(100_000),
            max_depth: MAX_DEPTH,
            table_bits: 18,
        }
    }
}

/// The deepest search ever tried.
pub const MAX_DEPTH: u32 = 64;

/// Why alpha-beta cannot play a game, if it cannot.
pub fn unsuitable<G: Game>(players: usize) -> Option<String> {
    crate::decision::needs_two_players_in_plain_sight::<G>("alpha-beta", players)
}

/// The alpha-beta player.
pub struct AlphaBetaAgent<G: Game> {
    settings: AlphaBetaSettings,
    seed: u64,
    decisions: u64,
    search: Search<G>,
    last: Option<SearchStats>,
}

impl<G: Game> AlphaBetaAgent<G> {
    /// A player for a game with `players` seats; an error if alpha-beta cannot play it.
    /// `seed` only breaks ties between equally good first moves.
    pub fn new(settings: AlphaBetaSettings, players: usize, seed: u64) -> Result<Self, AgentError> {
        if let Some(why) = unsuitable::<G>(players) {
            return Err(AgentError::Unsuitable {
                agent: "alphabeta".into(),
                game: G::NAME.into(),
                why,
            });
        }
        Ok(AlphaBetaAgent {
            settings: AlphaBetaSettings {
                max_depth: settings.max_depth.clamp(1, MAX_DEPTH),
                table_bits: settings.table_bits.clamp(4, 28),
                ..settings
            },
            seed,
            decisions: 0,
            search: Search::new(settings.table_bits.clamp(4, 28)),
            last: None,
        })
    }

    pub fn settings(&self) -> &AlphaBetaSettings {
        &self.settings
    }
}

impl<G: Game> Agent<G> for AlphaBetaAgent<G> {
    fn choose(&mut self, view: &G::View, seat: Seat) -> G::Action {
        let Decision {
            started,
            mut rng,
            seed: _,
            state,
            legal: mut order,
        } = {
            let d = Decision::<G>::begin(self.seed, &mut self.decisions, view, seat);
            if let Some((action, stats)) = d.forced() {
                self.last = Some(stats);
                return action;
            }
            d
        };
        // Equal moves are told apart by the seed, so games between fixed players vary.
        order.shuffle(&mut rng);
        self.search.start(self.settings.budget.start());
        let mut best = None;
        let mut depth_done = 0;
        for depth in 1..=self.settings.max_depth {
            let Some(result) = self.search.root(&state, seat, &order, depth, depth == 1) else {
                break;
            };
            best = Some(result);
            depth_done = depth;
            // The best move so far is searched first next time.
            let i = order
                .iter()
                .position(|&a| a == result.action)
                .expect("a root move");
            order[..=i].rotate_right(1);
            let clock_out = match self.settings.budget {
                Budget::Time(d) => started.elapsed() >= d,
                Budget::Iterations(n) => self.search.nodes >= n,
            };
            if result.value.abs() > DECIDED || clock_out {
                break;
            }
        }
        let best = best.expect("depth 1 always completes");
        let value = if best.value.abs() > DECIDED {
            best.value.signum() as f64
        } else {
            (best.value as f64 / EVAL_SCALE).clamp(-1.0, 1.0)
        };
        self.last = Some(SearchStats {
            work: self.search.nodes,
            elapsed: started.elapsed(),
            depth: Some(depth_done),
            value: Some(value),
        });
        best.action
    }

    fn name(&self) -> String {
        let s = &self.settings;
        if s.max_depth < MAX_DEPTH {
            format!("alphabeta(budget={},depth={})", s.budget, s.max_depth)
        } else {
            format!("alphabeta(budget={})", s.budget)
        }
    }

    fn stats(&self) -> Option<SearchStats> {
        self.last
    }
}

/// Build an alpha-beta player from a spec (level, budget, `depth`).
pub fn build<G: Game>(
    spec: &AgentSpec,
    players: usize,
    seed: u64,
) -> Result<Box<dyn Agent<G>>, AgentError> {
    let settings = crate::levels::alphabeta_settings(spec)?;
    AlphaBetaAgent::<G>::new(settings, players, seed)
        .map(|a| Box::new(a) as Box<dyn Agent<G>>)
        .map_err(|e| match e {
            AgentError::Unsuitable { game, why, .. } => AgentError::Unsuitable {
                agent: spec.to_string(),
                game,
                why,
            },
            e => e,
        })
}
