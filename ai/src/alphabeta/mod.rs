//! Alpha-beta (negamax) search for two-player perfect-information games.
//!
//! Iterative deepening with a transposition table keyed by `Game::state_hash`; the
//! table's best move is tried first. `Game::evaluate` scores the horizon; finished
//! games score exactly, faster wins and slower losses first. Turns of several actions
//! by one seat are searched like any other plies, with the sign kept while the same
//! seat moves.
//!
//! On several threads the search is "lazy SMP": every thread deepens over all the
//! root moves with its share of the node budget, all of them reading and writing one
//! shared transposition table, so each profits from what the others have proved.
//! Helper threads take the root moves in their own order and every second one runs
//! a ply deeper, so they do not merely repeat the main thread's work. The deepest
//! completed iteration of any thread gives the move (ties go to the lower thread).
//! Threads race, so `max` does not replay move for move; one thread always does.

mod search;
mod table;

use std::sync::Arc;

use cubist_core::{Game, Seat};

use crate::decision::Decision;
use rand::seq::SliceRandom;

use crate::{Agent, AgentError, Budget, SearchStats};
use search::{Search, DECIDED, EVAL_SCALE};
use table::Table;

/// Everything that shapes an alpha-beta player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlphaBetaSettings {
    /// Nodes or time per decision. Deepening stops when it runs out; the answer comes
    /// from the last completed depth.
    pub budget: Budget,
    /// Deepest iteration, in actions (plies).
    pub max_depth: u32,
    /// The transposition table has `2^table_bits` entries (shared by the threads).
    pub table_bits: u32,
    /// Threads, all searching the whole tree through the shared table.
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
    table: Arc<Table>,
    /// One search per thread, all on `table`.
    searches: Vec<Search<G>>,
    last: Option<SearchStats>,
}

/// What one thread's iterative deepening produced: the best move of its deepest
/// completed iteration, and that depth.
struct Deepening<A> {
    best: Option<search::RootResult<A>>,
    depth: u32,
    nodes: u64,
}

/// Deepen over `order` (best guess first) until the budget, the depth limit or a
/// decided result stops it; `offset` plies deeper than the main thread's schedule.
#[allow(clippy::too_many_arguments)]
fn deepen<G: Game>(
    search: &mut Search<G>,
    settings: &AlphaBetaSettings,
    budget: Budget,
    state: &G,
    seat: Seat,
    mut order: Vec<G::Action>,
    offset: u32,
    started: std::time::Instant,
) -> Deepening<G::Action> {
    search.start(budget.start());
    let mut best = None;
    let mut done = 0;
    for depth in (1 + offset).min(settings.max_depth)..=settings.max_depth {
        let Some(result) = search.root(state, seat, &order, depth, depth == 1 + offset) else {
            break;
        };
        best = Some(result);
        done = depth;
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
    search.finish();
    Deepening {
        best,
        depth: done,
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
        let table = Arc::new(Table::new(settings.table_bits.clamp(4, 28)));
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
                .map(|_| Search::new(Arc::clone(&table)))
                .collect(),
            table,
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
        let threads = self.settings.threads;
        let settings = self.settings;
        let share = |t: usize| match settings.budget {
            Budget::Iterations(n) => {
                let k = threads as u64;
                Budget::Iterations((n / k + u64::from((t as u64) < n % k)).max(1))
            }
            time => time,
        };
        self.table.clear();
        let runs: Vec<Deepening<G::Action>> = if threads == 1 {
            vec![deepen(
                &mut self.searches[0],
                &settings,
                settings.budget,
                &state,
                seat,
                order,
                0,
                started,
            )]
        } else {
            // Each helper's own root order, drawn before the threads start.
            let orders: Vec<Vec<G::Action>> = (0..threads)
                .map(|t| {
                    let mut o = order.clone();
                    if t > 0 {
                        o.shuffle(&mut rng);
                    }
                    o
                })
                .collect();
            let state = &state;
            std::thread::scope(|scope| {
                let handles: Vec<_> = self
                    .searches
                    .iter_mut()
                    .zip(orders)
                    .enumerate()
                    .map(|(t, (search, mine))| {
                        let settings = &settings;
                        let budget = share(t);
                        let offset = (t % 2) as u32;
                        scope.spawn(move || {
                            deepen(search, settings, budget, state, seat, mine, offset, started)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a search thread panicked"))
                    .collect()
            })
        };
        // A proven win is taken from any thread; otherwise the deepest completed
        // iteration (the lower thread on a tie).
        let proven = runs
            .iter()
            .filter_map(|r| r.best)
            .filter(|r| r.value > DECIDED)
            .max_by_key(|r| r.value);
        let deepest = runs
            .iter()
            .filter(|r| r.best.is_some())
            .rev()
            .max_by_key(|r| r.depth);
        let best = proven.or_else(|| deepest.and_then(|r| r.best));
        let depth_done = runs.iter().map(|r| r.depth).max().unwrap_or(0);
        let nodes: u64 = runs.iter().map(|r| r.nodes).sum();
        let best = best.expect("the first iteration always completes");
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

    fn set_control(&mut self, control: crate::Control) {
        for search in &mut self.searches {
            search.control = control.clone();
        }
    }

    fn stats(&self) -> Option<SearchStats> {
        self.last
    }

    fn use_tables(&mut self, tables: Arc<crate::tables::Tables<G>>) {
        for search in &mut self.searches {
            search.tables = Some(Arc::clone(&tables));
        }
    }
}
