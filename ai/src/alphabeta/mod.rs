//! Alpha-beta (negamax) search for two-player perfect-information games.
//!
//! Iterative deepening with a transposition table keyed by `Game::state_hash`; the
//! table's best move is tried first. `Game::evaluate` scores the horizon; finished
//! games score exactly, faster wins and slower losses first. Turns of several actions
//! by one seat are searched like any other plies, with the sign kept while the same
//! seat moves.
//!
//! On several threads the root moves are split between them (root splitting): each
//! thread deepens over its share with its own table and its share of a node budget,
//! and the best move of the deepest iteration every thread completed wins.

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
    /// The transposition table has `2^table_bits` entries (per thread).
    pub table_bits: u32,
    /// Threads, each searching its share of the root moves.
    pub threads: usize,
}

impl Default for AlphaBetaSettings {
    fn default() -> Self {
        AlphaBetaSettings {
            budget: Budget::Iterations(100_000),
            max_depth: MAX_DEPTH,
            table_bits: 18,
            threads: 1,
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
    /// One search per thread.
    searches: Vec<Search<G>>,
    last: Option<SearchStats>,
}

/// What one thread's iterative deepening produced: the best move of each completed
/// depth (index 0 = depth 1).
struct Deepening<A> {
    by_depth: Vec<search::RootResult<A>>,
    nodes: u64,
}

/// Deepen over `order` (best guess first) until the budget, the depth limit or a
/// decided result stops it.
fn deepen<G: Game>(
    search: &mut Search<G>,
    settings: &AlphaBetaSettings,
    budget: Budget,
    state: &G,
    seat: Seat,
    mut order: Vec<G::Action>,
    started: std::time::Instant,
) -> Deepening<G::Action> {
    search.start(budget.start());
    let mut by_depth = Vec::new();
    for depth in 1..=settings.max_depth {
        let Some(result) = search.root(state, seat, &order, depth, depth == 1) else {
            break;
        };
        by_depth.push(result);
        // The best move so far is searched first next time.
        let i = order
            .iter()
            .position(|&a| a == result.action)
            .expect("a root move");
        order[..=i].rotate_right(1);
        let clock_out = match budget {
            Budget::Time(d) => started.elapsed() >= d,
            Budget::Iterations(n) => search.nodes >= n,
        };
        if result.value.abs() > DECIDED || clock_out {
            break;
        }
    }
    Deepening {
        by_depth,
        nodes: search.nodes,
    }
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
                threads: settings.threads.max(1),
                ..settings
            },
            seed,
            decisions: 0,
            searches: (0..settings.threads.max(1))
                .map(|_| Search::new(settings.table_bits.clamp(4, 28)))
                .collect(),
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
        let threads = self.settings.threads.min(order.len()).max(1);
        let settings = self.settings;
        let share = |t: usize| match settings.budget {
            Budget::Iterations(n) => {
                let k = threads as u64;
                Budget::Iterations((n / k + u64::from((t as u64) < n % k)).max(1))
            }
            time => time,
        };
        let runs: Vec<Deepening<G::Action>> = if threads == 1 {
            vec![deepen(
                &mut self.searches[0],
                &settings,
                settings.budget,
                &state,
                seat,
                order,
                started,
            )]
        } else {
            let state = &state;
            let order = &order;
            std::thread::scope(|scope| {
                let handles: Vec<_> = self
                    .searches
                    .iter_mut()
                    .take(threads)
                    .enumerate()
                    .map(|(t, search)| {
                        let mine: Vec<G::Action> =
                            order.iter().skip(t).step_by(threads).copied().collect();
                        let settings = &settings;
                        let budget = share(t);
                        scope.spawn(move || {
                            deepen(search, settings, budget, state, seat, mine, started)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a search thread panicked"))
                    .collect()
            })
        };
        // A proven win is taken from any depth; otherwise the deepest depth every
        // thread completed is compared.
        let common = runs.iter().map(|r| r.by_depth.len()).min().unwrap_or(0);
        let proven = runs
            .iter()
            .filter_map(|r| r.by_depth.last().copied())
            .filter(|r| r.value > DECIDED)
            .max_by_key(|r| r.value);
        let best = proven.or_else(|| {
            runs.iter()
                .filter_map(|r| common.checked_sub(1).map(|d| r.by_depth[d]))
                .max_by_key(|r| r.value)
        });
        let depth_done = if proven.is_some() {
            runs.iter().map(|r| r.by_depth.len()).max().unwrap_or(0)
        } else {
            common
        } as u32;
        let nodes: u64 = runs.iter().map(|r| r.nodes).sum();
        let best = best.expect("depth 1 always completes");
        let value = if best.value.abs() > DECIDED {
            best.value.signum() as f64
        } else {
            (best.value as f64 / EVAL_SCALE).clamp(-1.0, 1.0)
        };
        self.last = Some(SearchStats {
            work: nodes,
            elapsed: started.elapsed(),
            depth: Some(depth_done),
            value: Some(value),
        });
        best.action
    }

    fn name(&self) -> String {
        let s = &self.settings;
        let depth = if s.max_depth < MAX_DEPTH {
            format!(",depth={}", s.max_depth)
        } else {
            String::new()
        };
        let threads = if s.threads > 1 {
            format!(",threads={}", s.threads)
        } else {
            String::new()
        };
        format!("alphabeta(budget={}{depth}{threads})", s.budget)
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
    let settings = crate::levels::alphabeta_settings(spec, G::NAME)?;
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
