//! Making puzzles: from candidate positions, those where exactly one move of the
//! solver keeps the win (or the draw), with the whole solution line.
//!
//! Generic over the game: which judge decides comes from what the game offers —
//! endgame tables where it numbers families of positions ([`Method::Tables`]), the
//! exact solver for two players in plain sight ([`Method::Solver`]), else a search
//! that must leave a margin, confirmed by a second search ([`Method::Margin`]). Games
//! with hidden information or chance get none: "the only move" would depend on what
//! a side cannot see or on dice to come. The themes are the game's own
//! ([`cubist_core::Game::puzzle_themes`]). See `docs/puzzles.md`.

mod candidates;
mod judges;
mod line;
mod rules;

use std::marker::PhantomData;
use std::path::PathBuf;
use std::sync::Arc;

use cubist_ai::levels::mcts_settings;
use cubist_ai::solver::{unsuitable, Solver};
use cubist_ai::tables::Tables;
use cubist_ai::{AgentSpec, Budget, MctsSettings};
use cubist_core::{Game, GameOptions, GameVisitor};
use rayon::prelude::*;

pub use candidates::{parse_families, positions_of_families, positions_of_record, Candidates};
use judges::{SearchJudge, SolverJudge, TableJudge};
use line::{solve_line, Judge, Line};
pub use rules::{apart, few_choices, keep_to_rules, within, Dropped, APART, MIN_CHOICES};

use crate::puzzle::{Proof, Puzzle, PUZZLE_FORMAT};

/// Margin puzzles: the only move is valued at least this, by both searches.
pub const MARGIN_BEST: f64 = 0.9;
/// Margin puzzles: every other move is valued at most this, by both searches.
pub const MARGIN_OTHERS: f64 = 0.5;

/// Which judge decides the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Tables when the game numbers families, else the solver when it has two
    /// players in plain sight.
    Auto,
    Tables,
    Solver,
    Margin,
}

/// How to make puzzles.
#[derive(Clone, Debug)]
pub struct MakeSettings {
    pub method: Method,
    /// The endgame tables' directory (for [`Method::Tables`]).
    pub tables: Option<PathBuf>,
    /// States the solver may memoise per position before the position is skipped.
    pub states: usize,
    /// The margin search: an MCTS level or spec with a number of iterations.
    pub level: AgentSpec,
    /// The most turns of the solver in a solution.
    pub max_turns: usize,
    pub seed: u64,
    /// The number of the first puzzle's id (`squadro-00001` for 1).
    pub first_id: usize,
}

/// What a run made.
#[derive(Clone, Debug)]
pub struct Made {
    pub puzzles: Vec<Puzzle>,
    /// Candidate positions judged (distinct).
    pub candidates: usize,
    /// Candidates a margin confirmation refused.
    pub unconfirmed: usize,
    /// Puzzles found but left out by the set's rules ([`keep_to_rules`]).
    pub dropped: Dropped,
}

/// Make puzzles of `game` from `positions` (each in the game's encoding), calling
/// `tick` once per position judged. Every puzzle made passes [`Puzzle::check`].
pub fn make_puzzles(
    game: &str,
    positions: &[String],
    settings: &MakeSettings,
    tick: &(dyn Fn() + Sync),
) -> Result<Made, String> {
    let visitor = MakeVisitor {
        positions,
        settings,
        tick,
    };
    cubist_games::visit(game, visitor).map_err(|e| e.to_string())?
}

struct MakeVisitor<'a> {
    positions: &'a [String],
    settings: &'a MakeSettings,
    tick: &'a (dyn Fn() + Sync),
}

impl GameVisitor for MakeVisitor<'_> {
    type Output = Result<Made, String>;
    fn visit<G: Game>(self) -> Self::Output {
        make::<G>(self.positions, self.settings, self.tick)
    }
}

/// Why `G` gets no puzzles, if it does not.
pub fn refused<G: Game>() -> Option<String> {
    (!G::PERFECT_INFORMATION || G::CHANCE).then(|| {
        format!(
            "{} has hidden information or chance, so \"the only move\" would depend on \
             what a side cannot see or on what chance brings: it has no puzzles",
            G::TITLE
        )
    })
}

fn make<G: Game>(
    positions: &[String],
    settings: &MakeSettings,
    tick: &(dyn Fn() + Sync),
) -> Result<Made, String> {
    if let Some(why) = refused::<G>() {
        return Err(why);
    }
    if settings.max_turns == 0 {
        return Err("the solution must allow at least one move of the solver".into());
    }
    let games = decode_all::<G>(positions)?;
    let Some(first) = games.first() else {
        return Ok(Made {
            puzzles: Vec::new(),
            candidates: 0,
            unconfirmed: 0,
            dropped: Dropped::default(),
        });
    };
    let maker = Maker::<G>::new(first, settings)?;
    let games = maker.fresh(games);
    let results: Vec<Option<Result<Found<G>, ()>>> = games
        .par_iter()
        .map_init(
            || maker.judges(),
            |judges, game| {
                let found = maker.one(game, judges);
                tick();
                found
            },
        )
        .collect();
    let unconfirmed = results
        .iter()
        .filter(|r| matches!(r, Some(Err(()))))
        .count();
    let mut puzzles = Vec::new();
    for (game, found) in games.iter().zip(results) {
        if let Some(Ok(found)) = found {
            puzzles.push(maker.puzzle(game, found, 0));
        }
    }
    let (mut puzzles, dropped) = keep_to_rules(puzzles);
    for (n, p) in puzzles.iter_mut().enumerate() {
        p.id = format!("{}-{:05}", G::NAME, settings.first_id + n);
    }
    Ok(Made {
        puzzles,
        candidates: games.len(),
        unconfirmed,
        dropped,
    })
}

/// The candidates decoded, all under one set of options, the finished and the
/// undecided ones left out.
fn decode_all<G: Game>(positions: &[String]) -> Result<Vec<G>, String> {
    let mut games: Vec<G> = Vec::with_capacity(positions.len());
    for text in positions {
        let game = G::decode(text).map_err(|e| format!("a position does not decode: {e}"))?;
        if let Some(first) = games.first() {
            if first.options() != game.options() {
                return Err(format!(
                    "the positions mix options ({} and {}): make puzzles of one set of options at a time",
                    pairs(first.options()),
                    pairs(game.options())
                ));
            }
        }
        if game.outcome().is_none() && game.to_move().actor().is_some() {
            games.push(game);
        }
    }
    Ok(games)
}

fn pairs<O: GameOptions>(options: &O) -> String {
    let pairs: Vec<String> = options
        .to_pairs()
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    pairs.join(",")
}

/// A line found, with its margin figures when confirmed by a second search.
struct Found<G: Game> {
    line: Line<G>,
    figures: Option<(f64, f64)>,
}

/// Everything the workers share.
struct Maker<'a, G: Game> {
    how: How<G>,
    options: G::Options,
    settings: &'a MakeSettings,
}

enum How<G: Game> {
    Tables(Arc<Tables<G>>),
    Solver,
    Margin(MctsSettings),
}

type Judges<G> = (Box<dyn Judge<G> + Send>, Option<Box<dyn Judge<G> + Send>>);

impl<'a, G: Game> Maker<'a, G> {
    fn new(first: &G, settings: &'a MakeSettings) -> Result<Self, String> {
        let options = first.options();
        let families = !G::position_families(options).is_empty();
        let players = first.num_players();
        let method = match settings.method {
            Method::Auto if families => Method::Tables,
            Method::Auto => Method::Solver,
            m => m,
        };
        let how = match method {
            Method::Tables => How::Tables(Arc::new(open_tables(first, settings)?)),
            Method::Solver => match unsuitable::<G>(players) {
                Some(why) => {
                    return Err(format!(
                        "the exact solver cannot decide {}: {why}",
                        G::TITLE
                    ))
                }
                None => How::Solver,
            },
            _ => How::Margin(margin_settings::<G>(&settings.level, players)?),
        };
        Ok(Maker {
            how,
            options: options.clone(),
            settings,
        })
    }

    /// For tables, each position as its family numbers it, without the history the
    /// tables' values ignore (so a puzzle's text stays short); repeats dropped.
    fn fresh(&self, games: Vec<G>) -> Vec<G> {
        if !matches!(self.how, How::Tables(_)) {
            return games;
        }
        let families = G::position_families(&self.options);
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        for game in games {
            let Some(k) = game.position_family() else {
                continue;
            };
            let Some(i) = families[k].index_of(&game) else {
                continue;
            };
            if let Some(fresh) = families[k].position(i).filter(|_| seen.insert((k, i))) {
                out.push(fresh);
            }
        }
        out
    }

    /// A worker's judge, and the confirming one for margins.
    fn judges(&self) -> Judges<G> {
        match &self.how {
            How::Tables(t) => (Box::new(TableJudge(t.clone())), None),
            How::Solver => (
                Box::new(SolverJudge(Solver::new(self.settings.states))),
                None,
            ),
            How::Margin(s) => {
                let twice = MctsSettings {
                    budget: double(s.budget),
                    ..*s
                };
                let seed = self.settings.seed;
                (
                    Box::new(search_judge::<G>(*s, seed)),
                    Some(Box::new(search_judge::<G>(
                        twice,
                        seed ^ 0x9e37_79b9_7f4a_7c15,
                    ))),
                )
            }
        }
    }

    /// The puzzle at `game`, if there is one: `Some(Err(()))` when a confirmation
    /// disagreed.
    fn one(&self, game: &G, judges: &mut Judges<G>) -> Option<Result<Found<G>, ()>> {
        let (judge, confirm) = judges;
        let line = solve_line(game, judge.as_mut(), self.settings.max_turns)?;
        let Some(confirm) = confirm else {
            return Some(Ok(Found {
                line,
                figures: None,
            }));
        };
        Some(confirmed(game, line, confirm.as_mut()).ok_or(()))
    }

    fn puzzle(&self, start: &G, found: Found<G>, number: usize) -> Puzzle {
        let solver = found.line.actions[0].0;
        let mut game = start.clone();
        let mut solution = Vec::with_capacity(found.line.actions.len());
        for &(seat, action) in &found.line.actions {
            solution.push(game.format_action(seat, action));
            game.play(seat, action);
        }
        let proof = match (&self.how, found.figures) {
            (How::Tables(t), _) => Proof::Exact {
                source: "tables".into(),
                value: t
                    .probe(start)
                    .map_or_else(String::new, cubist_ai::endgame::verdict_words),
            },
            (How::Solver, _) => Proof::Exact {
                source: "solver".into(),
                value: found.line.goal_name().into(),
            },
            (How::Margin(s), figures) => {
                let (best, others) = figures.unwrap_or((0.0, 1.0));
                Proof::Margin {
                    best: round3(best),
                    others: round3(others),
                    budget: budget_words(s),
                }
            }
        };
        Puzzle {
            format: PUZZLE_FORMAT,
            id: format!("{}-{number:05}", G::NAME),
            game: G::NAME.into(),
            position: start.encode(),
            solver: solver + 1,
            goal: found.line.goal,
            solution,
            proof,
            themes: start.puzzle_themes(&found.line.actions),
        }
    }
}

/// The line again, judged at every turn of the solver by `confirm`: the same only
/// move each time. The figures are the worst of both searches.
fn confirmed<G: Game>(start: &G, line: Line<G>, confirm: &mut dyn Judge<G>) -> Option<Found<G>> {
    let solver = line.actions[0].0;
    let mut game = start.clone();
    let mut turns = line.turns.iter();
    let (mut best, mut others) = (1.0f64, 0.0f64);
    for &(seat, action) in &line.actions {
        if seat == solver {
            let first = turns.next()?;
            let (_, second) = line::only_move(&confirm.judge(&game)?)?;
            if second.action != action {
                return None;
            }
            best = best.min(first.best).min(second.best);
            others = others.max(first.others).max(second.others);
        }
        game.play(seat, action);
    }
    Some(Found {
        line,
        figures: Some((best, others)),
    })
}

fn search_judge<G: Game>(settings: MctsSettings, seed: u64) -> SearchJudge<G> {
    SearchJudge {
        settings,
        seed,
        best: MARGIN_BEST,
        others: MARGIN_OTHERS,
        searches: 0,
        _game: PhantomData,
    }
}

fn open_tables<G: Game>(first: &G, settings: &MakeSettings) -> Result<Tables<G>, String> {
    let dir = settings.tables.as_ref().ok_or_else(|| {
        format!(
            "{} puzzles come from its endgame tables: give their directory (--tables DIR)",
            G::TITLE
        )
    })?;
    let tables = Tables::<G>::open(first.options(), dir).map_err(|e| e.to_string())?;
    if tables.families().is_empty() {
        return Err(format!("no tables of {} in {}", G::TITLE, dir.display()));
    }
    Ok(tables)
}

/// The margin search: one thread, a fixed number of iterations (so that a run
/// repeats exactly).
fn margin_settings<G: Game>(level: &AgentSpec, players: usize) -> Result<MctsSettings, String> {
    let mut s = mcts_settings(level, &G::search_hints(players)).map_err(|e| e.to_string())?;
    if !matches!(s.budget, Budget::Iterations(_)) {
        return Err("the margin search needs a number of iterations, not a time".into());
    }
    s.threads = 1;
    Ok(s)
}

fn double(budget: Budget) -> Budget {
    match budget {
        Budget::Iterations(n) => Budget::Iterations(n.saturating_mul(2)),
        other => other,
    }
}

fn budget_words(s: &MctsSettings) -> String {
    match s.budget {
        Budget::Iterations(n) => format!(
            "mcts {n} iterations per move, confirmed with {} and another seed",
            n.saturating_mul(2)
        ),
        Budget::Time(t) => format!("mcts {t:?} per move"),
    }
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

impl<G: Game> Line<G> {
    fn goal_name(&self) -> &'static str {
        match self.goal {
            crate::puzzle::Goal::Win => "win",
            crate::puzzle::Goal::Draw => "draw",
        }
    }
}

/// Why the game named `game` gets no puzzles, if it does not; an unknown name is an
/// error.
pub fn refusal(game: &str) -> Result<Option<String>, String> {
    struct Refusal;
    impl GameVisitor for Refusal {
        type Output = Option<String>;
        fn visit<G: Game>(self) -> Option<String> {
            refused::<G>()
        }
    }
    cubist_games::visit(game, Refusal).map_err(|e| e.to_string())
}
