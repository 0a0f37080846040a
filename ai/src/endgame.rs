//! Playing from endgame tables ([`crate::tables`]): which table move to play, the
//! tables of a game found once per process, and a player that answers from the
//! tables where the position is in them and lets its search answer elsewhere.
//!
//! A table value is that of the position played on with no history, where endless
//! play is a draw. In a real game the repetition rule can only turn such a line into
//! a draw earlier, and an action cap closer than the table's distance is not seen.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use cubist_core::{Game, Seat};

use crate::solver::Value;
use crate::tables::{TableValue, Tables};
use crate::{Agent, AgentError, SearchStats};

/// A table value in words for people: `win in 7`, `loss in 12`, `draw`. The number
/// counts actions of both sides until the game ends under best play.
pub fn verdict_words(v: TableValue) -> String {
    match (v.value, v.plies) {
        (Value::Draw, _) | (_, None) => v.value.name().to_string(),
        (value, Some(n)) => format!("{} in {n}", value.name()),
    }
}

/// How much the mover likes a table value: wins first and the shortest of them, then
/// draws, then the longest loss.
pub(crate) fn preference(v: TableValue) -> (u8, i32) {
    let plies = i32::from(v.plies.unwrap_or(0));
    match v.value {
        Value::Win => (2, -plies),
        Value::Draw => (1, 0),
        Value::Loss => (0, plies),
    }
}

/// What the tables say to play in a position they hold.
#[derive(Clone, Debug, PartialEq)]
pub struct TableChoice<A> {
    /// The value the best actions keep for the mover.
    pub value: TableValue,
    /// Every action that keeps it (for a win, the shortest; for a loss, the longest),
    /// in the order of the game's legal actions.
    pub best: Vec<A>,
    /// Every legal action with the value it keeps, in the same order.
    pub all: Vec<(A, TableValue)>,
}

/// The best table actions for the mover of `game`, or `None` if the tables do not
/// hold the position.
pub fn table_choice<G: Game>(tables: &Tables<G>, game: &G) -> Option<TableChoice<G::Action>> {
    let actions = tables.best_actions(game)?;
    let value = actions
        .iter()
        .map(|&(_, v)| v)
        .max_by_key(|&v| preference(v))?;
    let best = actions
        .iter()
        .filter(|&&(_, v)| preference(v) == preference(value))
        .map(|&(a, _)| a)
        .collect();
    Some(TableChoice {
        value,
        best,
        all: actions,
    })
}

/// Bring into memory the tables of the positions one move from `game`, so that the
/// search (which probes only tables in memory) knows them as the game comes near.
fn read_ahead<G: Game>(tables: &Tables<G>, game: &G, seat: Seat) {
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    for a in actions {
        let mut child = game.clone();
        child.play(seat, a);
        tables.probe(&child);
    }
}

/// Tables already opened in this process, by game type and options: a table set is
/// large, and every agent of every game would otherwise read it again.
type Opened = HashMap<(TypeId, String), Arc<dyn Any + Send + Sync>>;

/// The tables of `G` under `options` in the default directory, opened once per
/// process. `Ok(None)` when the game numbers no positions under these options or no
/// table is there; an error when a table file is refused.
pub fn default_tables<G: Game>(options: &G::Options) -> Result<Option<Arc<Tables<G>>>, String> {
    if G::position_families(options).is_empty() {
        return Ok(None);
    }
    static OPENED: OnceLock<Mutex<Opened>> = OnceLock::new();
    let key = (TypeId::of::<G>(), format!("{options:?}"));
    let mut opened = OPENED
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let tables = match opened.get(&key) {
        Some(any) => Arc::clone(any)
            .downcast::<Tables<G>>()
            .expect("stored under its own type"),
        None => {
            let tables = Arc::new(Tables::<G>::open_default(options).map_err(|e| e.to_string())?);
            opened.insert(key, Arc::clone(&tables) as Arc<dyn Any + Send + Sync>);
            tables
        }
    };
    Ok((!tables.is_empty()).then_some(tables))
}

/// Where a [`TablePlayer`] finds its tables.
enum Source<G: Game> {
    /// The default directory, opened at the first decision (the options are known
    /// only then).
    Default,
    /// Tables given by the caller, or the ones already opened.
    Open(Option<Arc<Tables<G>>>),
    /// A table file was refused: why.
    Refused(String),
}

/// A player that plays a best table move wherever the tables hold the position
/// (the shortest win, the longest loss; among drawing moves, the one its search
/// picks if it keeps the draw) and lets its search play elsewhere. The search is
/// given the tables too, to value the table positions it meets exactly.
pub struct TablePlayer<G: Game> {
    search: Box<dyn Agent<G>>,
    source: Source<G>,
    /// The table value of the last decision's position, if the tables held it.
    verdict: Option<TableValue>,
    /// Every action's table value in the last decision, if the tables held it.
    values: Option<Vec<crate::ActionValue<G::Action>>>,
    /// Decisions made, and how many of them the tables answered.
    decisions: u64,
    from_tables: u64,
    last: Option<SearchStats>,
}

impl<G: Game> TablePlayer<G> {
    /// `search` with the tables of the default directory.
    pub fn new(search: Box<dyn Agent<G>>) -> Self {
        Self::with_source(search, Source::Default)
    }

    /// `search` with these tables (`None`: none at all, as where no table is built).
    pub fn with_tables(mut search: Box<dyn Agent<G>>, tables: Option<Arc<Tables<G>>>) -> Self {
        if let Some(t) = &tables {
            search.use_tables(Arc::clone(t));
        }
        Self::with_source(search, Source::Open(tables))
    }

    fn with_source(search: Box<dyn Agent<G>>, source: Source<G>) -> Self {
        TablePlayer {
            search,
            source,
            verdict: None,
            values: None,
            decisions: 0,
            from_tables: 0,
            last: None,
        }
    }

    /// Whether tables were found, once they have been looked for (at
    /// [`Agent::prepare`] or the first decision).
    pub fn has_tables(&self) -> Option<bool> {
        match &self.source {
            Source::Default => None,
            Source::Open(tables) => Some(tables.is_some()),
            Source::Refused(_) => Some(false),
        }
    }

    /// Decisions made so far and how many of them came from the tables.
    pub fn table_share(&self) -> (u64, u64) {
        (self.from_tables, self.decisions)
    }

    /// The tables, opened from the default directory at the first call.
    fn tables(&mut self, state: &G) -> Option<Arc<Tables<G>>> {
        if matches!(self.source, Source::Default) {
            self.source = match default_tables::<G>(state.options()) {
                Ok(tables) => {
                    if let Some(t) = &tables {
                        self.search.use_tables(Arc::clone(t));
                    }
                    Source::Open(tables)
                }
                Err(why) => Source::Refused(why),
            };
        }
        match &self.source {
            Source::Open(tables) => tables.clone(),
            _ => None,
        }
    }
}

impl<G: Game> Agent<G> for TablePlayer<G> {
    /// Looks for the tables now, so that the name and [`Agent::notice`] say from the
    /// start whether they are there.
    fn prepare(&mut self, view: &G::View, seat: Seat) -> Result<(), AgentError> {
        if G::PERFECT_INFORMATION {
            let state = G::determinize(view, &mut cubist_core::game_rng(0, 0));
            self.tables(&state);
        }
        self.search.prepare(view, seat)
    }

    fn choose(&mut self, view: &G::View, seat: Seat) -> G::Action {
        let started = std::time::Instant::now();
        self.decisions += 1;
        self.verdict = None;
        self.values = None;
        // Tables hold whole states: only a game without hidden information has one.
        let choice = if G::PERFECT_INFORMATION {
            let state = G::determinize(view, &mut cubist_core::game_rng(0, 0));
            self.tables(&state).and_then(|t| {
                let choice = table_choice(&t, &state);
                if choice.is_none() {
                    read_ahead(&t, &state, seat);
                }
                choice
            })
        } else {
            None
        };
        let Some(choice) = choice else {
            let action = self.search.choose(view, seat);
            self.last = self.search.stats();
            return action;
        };
        self.from_tables += 1;
        self.verdict = Some(choice.value);
        self.values = Some(
            choice
                .all
                .iter()
                .map(|&(action, v)| crate::ActionValue {
                    action,
                    value: v.value.score(),
                    exact: Some(v),
                    visits: None,
                })
                .collect(),
        );
        let action = if choice.value.value == Value::Draw && choice.best.len() > 1 {
            let searched = self.search.choose(view, seat);
            if choice.best.contains(&searched) {
                searched
            } else {
                choice.best[0]
            }
        } else {
            choice.best[0]
        };
        self.last = Some(SearchStats {
            work: 0,
            elapsed: started.elapsed(),
            depth: choice.value.plies.map(u32::from),
            value: Some(choice.value.value.score()),
        });
        action
    }

    fn name(&self) -> String {
        let tables = match &self.source {
            Source::Default => "endgame tables".to_string(),
            Source::Open(Some(t)) => format!("endgame tables: {} families", t.families().len()),
            Source::Open(None) => "no endgame tables found".to_string(),
            Source::Refused(why) => format!("endgame tables refused: {why}"),
        };
        format!("{} + {tables}", self.search.name())
    }

    fn set_control(&mut self, control: crate::Control) {
        self.search.set_control(control);
    }

    fn stats(&self) -> Option<SearchStats> {
        self.last
    }

    fn verdict(&self) -> Option<TableValue> {
        self.verdict
    }

    fn appraisal(&self) -> Option<Vec<crate::ActionValue<G::Action>>> {
        match &self.values {
            Some(values) => Some(values.clone()),
            None => self.search.appraisal(),
        }
    }

    fn use_tables(&mut self, tables: Arc<Tables<G>>) {
        self.search.use_tables(Arc::clone(&tables));
        self.source = Source::Open(Some(tables));
    }

    fn notice(&self) -> Option<String> {
        match &self.source {
            Source::Refused(why) => Some(format!(
                "the endgame tables were refused ({why}); the computer plays without them"
            )),
            Source::Open(Some(tables)) => match tables.refused().first() {
                Some(why) => Some(format!(
                    "an endgame table was refused when it was read ({why}); the computer plays without it"
                )),
                None => self.search.notice(),
            },
            _ => self.search.notice(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tv(value: Value, plies: Option<u16>) -> TableValue {
        TableValue { value, plies }
    }

    #[test]
    fn wins_come_first_and_short_then_draws_then_long_losses() {
        let mut values = [
            tv(Value::Loss, Some(3)),
            tv(Value::Win, Some(9)),
            tv(Value::Draw, None),
            tv(Value::Loss, Some(11)),
            tv(Value::Win, Some(1)),
        ];
        values.sort_by_key(|&v| std::cmp::Reverse(preference(v)));
        let words: Vec<String> = values.into_iter().map(verdict_words).collect();
        assert_eq!(
            words,
            ["win in 1", "win in 9", "draw", "loss in 11", "loss in 3"]
        );
    }
}
