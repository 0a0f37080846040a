//! Monte Carlo tree search (UCT) with one reward per player, for any game.
//!
//! * Each node's statistics are from the point of view of the seat that moved into
//!   it (max^n style), so 2..8 players and turns of several actions need no special
//!   case.
//! * Every iteration starts from `Game::determinize` of the deciding seat's view
//!   (single-observer information-set MCTS); perfect-information games clone one
//!   state instead.
//! * Simultaneous secret choices use decoupled regret matching per seat inside the
//!   tree; when the decision itself is such a choice, the answer is the choice with
//!   the best mean result (`SecretRule::Best`, the default) or a draw from the
//!   average, mixed strategy (`SecretRule::Search`), or it is made without the tree
//!   by sampled maximin (`SecretRule::Maximin`, for games whose search hints ask for
//!   it). How the rules compare is measured in `docs/ai-strength.md`.
//! * Root parallelisation: independent trees on several threads, root statistics
//!   summed.

mod root;
mod search;
mod simultaneous;
mod tree;

use cubist_core::{game_rng, Game, Seat, ToMove};

use crate::decision::Decision;
use crate::{Agent, Budget, SearchStats};
use root::{action_values, best_mean, most_visited, root_stats, sample_mixed};
use search::{Knobs, Searcher, Source};

/// Everything that shapes an MCTS player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsSettings {
    /// Iterations (summed over threads) or time per decision.
    pub budget: Budget,
    /// UCB1 exploration constant `c` (rewards are in `[0, 1]`).
    pub exploration: f64,
    /// Random playout plies before the game's evaluation scores the position: 0 scores
    /// the new leaf at once, [`PLAY_TO_END`] plays every playout to the end.
    pub rollout: u32,
    /// Independent search trees run in parallel.
    pub threads: usize,
    /// How secret simultaneous choices are made.
    pub secret: SecretRule,
}

/// How the player makes a secret simultaneous choice (a card committed face down).
///
/// `First` and `Last` are fixed rules that skip the search at such a choice and take
/// the first or last action in the game's own order (in a game that lists cards from
/// lowest to highest they mean "always my lowest card" and "always my highest").
/// They exist to test that the searched choice cannot be exploited by a predictable
/// opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SecretRule {
    /// Search, and draw the choice from the average strategy (a mixed choice).
    Search,
    /// Always the first legal action.
    First,
    /// Always the last legal action.
    Last,
    /// Search, and take the choice with the best mean reward (the levels' rule).
    Best,
    /// No tree search: the choice with the best mean, over positions sampled from the
    /// view, of its worst case against the other seats' replies, scored by the game's
    /// evaluation (see `crate::secret`); each sample spends one iteration of the
    /// budget. A pure choice: sound where a stronger choice never does worse against
    /// a reply (a card in a fight), exploitable in a guessing game such as matching
    /// pennies, where `search` is the rule to use.
    Maximin,
}

impl SecretRule {
    pub fn parse(text: &str) -> Option<SecretRule> {
        match text {
            "search" => Some(SecretRule::Search),
            "first" => Some(SecretRule::First),
            "last" => Some(SecretRule::Last),
            "best" => Some(SecretRule::Best),
            "maximin" => Some(SecretRule::Maximin),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SecretRule::Search => "search",
            SecretRule::First => "first",
            SecretRule::Last => "last",
            SecretRule::Best => "best",
            SecretRule::Maximin => "maximin",
        }
    }
}

impl Default for MctsSettings {
    fn default() -> Self {
        MctsSettings {
            budget: Budget::Iterations(1000),
            exploration: DEFAULT_EXPLORATION,
            rollout: PLAY_TO_END,
            threads: 1,
            secret: SecretRule::Best,
        }
    }
}

/// The `rollout` that plays every playout to the end of the game (`rollout=end`).
pub const PLAY_TO_END: u32 = u32::MAX;

/// `rollout` as written in a spec: a number of plies or `end`.
pub fn rollout_name(rollout: u32) -> String {
    if rollout == PLAY_TO_END {
        "end".into()
    } else {
        rollout.to_string()
    }
}

/// Default exploration constant.
pub const DEFAULT_EXPLORATION: f64 = 0.6;

/// The MCTS player.
pub struct MctsAgent<G: Game> {
    settings: MctsSettings,
    seed: u64,
    decisions: u64,
    searchers: Vec<Searcher<G>>,
    last: Option<SearchStats>,
    /// Each root action's value in the last searched decision.
    appraisal: Option<Vec<crate::ActionValue<G::Action>>>,
    /// Ends a decision early when its flag is set from outside; its pool paces every
    /// search thread.
    control: crate::Control,
}

impl<G: Game> MctsAgent<G> {
    /// A player with these settings; every random choice it makes comes from `seed`.
    pub fn new(settings: MctsSettings, seed: u64) -> Self {
        let threads = settings.threads.max(1);
        MctsAgent {
            settings: MctsSettings {
                threads,
                ..settings
            },
            seed,
            decisions: 0,
            searchers: (0..threads).map(|_| Searcher::default()).collect(),
            last: None,
            appraisal: None,
            control: crate::Control::default(),
        }
    }

    pub fn settings(&self) -> &MctsSettings {
        &self.settings
    }
}

impl<G: Game> Agent<G> for MctsAgent<G> {
    fn choose(&mut self, view: &G::View, seat: Seat) -> G::Action {
        let mut d = Decision::<G>::begin(self.seed, &mut self.decisions, view, seat);
        self.appraisal = None;
        if let Some((action, stats)) = d.forced() {
            self.last = Some(stats);
            return action;
        }
        let simultaneous = matches!(d.state.to_move(), ToMove::Simultaneous(_));
        if simultaneous {
            if let Some(action) = self.secret_without_tree(view, seat, &mut d) {
                return action;
            }
        }
        self.choose_by_search(view, seat, d, simultaneous)
    }

    fn name(&self) -> String {
        let s = &self.settings;
        let secret = match s.secret {
            SecretRule::Best => String::new(),
            rule => format!(",secret={}", rule.name()),
        };
        format!(
            "mcts(budget={},c={},rollout={},threads={}{secret})",
            s.budget,
            s.exploration,
            rollout_name(s.rollout),
            s.threads
        )
    }

    fn set_control(&mut self, control: crate::Control) {
        self.control = control;
    }

    fn use_tables(&mut self, tables: std::sync::Arc<crate::tables::Tables<G>>) {
        // Tables hold whole states: a determinized one could tell what is hidden.
        if G::PERFECT_INFORMATION {
            for searcher in &mut self.searchers {
                searcher.tables = Some(std::sync::Arc::clone(&tables));
            }
        }
    }

    fn stats(&self) -> Option<SearchStats> {
        self.last
    }

    fn appraisal(&self) -> Option<Vec<crate::ActionValue<G::Action>>> {
        self.appraisal.clone()
    }
}

impl<G: Game> MctsAgent<G> {
    /// A secret simultaneous choice made without the tree, when the secret rule says
    /// so: the fixed rules and sampled maximin. `None` for the rules that search.
    fn secret_without_tree(
        &mut self,
        view: &G::View,
        seat: Seat,
        d: &mut Decision<G>,
    ) -> Option<G::Action> {
        let (action, work, depth, value) = match self.settings.secret {
            SecretRule::First => (d.legal[0], 0, 0, None),
            SecretRule::Last => (d.legal[d.legal.len() - 1], 0, 0, None),
            SecretRule::Maximin => {
                let clock = self.settings.budget.start().with_control(&self.control);
                let choice = crate::secret::maximin::<G>(view, seat, &d.legal, &clock, &mut d.rng);
                (choice.action, choice.samples, 1, Some(choice.value))
            }
            SecretRule::Search | SecretRule::Best => return None,
        };
        self.last = Some(SearchStats {
            work,
            elapsed: d.started.elapsed(),
            depth: Some(depth),
            value,
        });
        Some(action)
    }

    /// Search the trees from the decision's root, then answer from their summed root
    /// statistics as the decision's kind and the secret rule say.
    fn choose_by_search(
        &mut self,
        view: &G::View,
        seat: Seat,
        mut d: Decision<G>,
        simultaneous: bool,
    ) -> G::Action {
        let source = if G::PERFECT_INFORMATION {
            Source::State(&d.state)
        } else {
            Source::View(view)
        };
        let work = self.search(&source, seat, &d.legal, d.seed);
        let (stats, depth) = root_stats(&self.searchers, seat, &d.legal, simultaneous);
        self.appraisal = Some(action_values(&stats));
        let (action, value) = if simultaneous && self.settings.secret == SecretRule::Best {
            best_mean(&stats)
        } else if simultaneous {
            sample_mixed(&stats, &mut d.rng)
        } else {
            most_visited(&stats)
        };
        self.last = Some(SearchStats {
            work,
            elapsed: d.started.elapsed(),
            depth: Some(depth),
            value,
        });
        action
    }

    /// Run each thread's search for its share of the budget (on this thread when
    /// there is one); the iterations done in all.
    fn search(
        &mut self,
        source: &Source<'_, G>,
        seat: Seat,
        legal: &[G::Action],
        decision_seed: u64,
    ) -> u64 {
        let knobs = Knobs {
            c: self.settings.exploration,
            rollout: self.settings.rollout,
        };
        let threads = self.settings.threads;
        let shares = thread_shares(self.settings.budget, threads);
        let control = &self.control;
        let run = |t: usize, searcher: &mut Searcher<G>| -> u64 {
            if shares[t] == Budget::Iterations(0) {
                searcher.tree.reset();
                searcher.sims.clear();
                return 0;
            }
            let mut rng = game_rng(decision_seed, 1 + t as u64);
            let clock = shares[t].start().with_control(control);
            searcher.run(source, (seat, legal), &clock, knobs, &mut rng)
        };
        if threads == 1 {
            return run(0, &mut self.searchers[0]);
        }
        std::thread::scope(|scope| {
            let handles: Vec<_> = self
                .searchers
                .iter_mut()
                .enumerate()
                .map(|(t, s)| {
                    let run = &run;
                    scope.spawn(move || run(t, s))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a search thread panicked"))
                .sum()
        })
    }
}

/// Each thread's part of `budget`: iterations split as evenly as they go, time shared
/// by all.
fn thread_shares(budget: Budget, threads: usize) -> Vec<Budget> {
    (0..threads)
        .map(|t| match budget {
            Budget::Iterations(n) => {
                let t = t as u64;
                let k = threads as u64;
                Budget::Iterations(n / k + u64::from(t < n % k))
            }
            time => time,
        })
        .collect()
}
