//! Running a review: the record replayed on the game's own type, then every decision
//! appraised from its mover's view.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use cubist_ai::appraise::{appraise, Appraisal, Exact, Source};
use cubist_ai::endgame::{default_tables, verdict_words};
use cubist_ai::tables::Tables;
use cubist_ai::{make_agent, Agent, Control};
use cubist_core::{
    DynGame, Erased, Game, GameOptions, GameRecord, GameVisitor, Observer, Seat, Trust,
};

use super::marks::{summaries, Mark};
use super::REVIEW_FORMAT;
use super::{Line, Review, ReviewError, ReviewSettings, ReviewedAction, TableSource};
use crate::seeds;

/// How many of the best actions each reviewed action lists.
const TOP: usize = 3;

/// Review a finished game's record. `control` stops it between decisions and inside
/// a search (the review then fails with [`ReviewError::Stopped`]); `progress` is told
/// the actions done and the total before the first and after each one.
pub fn review_record(
    record: &GameRecord,
    settings: &ReviewSettings,
    control: &Control,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Review, ReviewError> {
    cubist_games::visit(
        &record.game,
        ReviewVisitor {
            record,
            settings,
            control,
            progress,
        },
    )
    .map_err(|_| ReviewError::UnknownGame(record.game.clone()))?
}

struct ReviewVisitor<'a> {
    record: &'a GameRecord,
    settings: &'a ReviewSettings,
    control: &'a Control,
    progress: &'a mut dyn FnMut(usize, usize),
}

impl GameVisitor for ReviewVisitor<'_> {
    type Output = Result<Review, ReviewError>;
    fn visit<G: Game>(self) -> Self::Output {
        // A record on this host may name a map file, as it did when it was played.
        let options = G::Options::from_pairs_with(&self.record.options, Trust::Local)
            .map_err(|e| ReviewError::Options(e.to_string()))?;
        let states = replay::<G>(self.record, &options)?;
        let tables = open_tables::<G>(&self.settings.tables, &options)?;
        let mut exact = Exact::new(tables, self.settings.exact_states);
        let total = self.record.actions.len();
        let mut actions = Vec::with_capacity(total);
        (self.progress)(0, total);
        for (i, state) in states.iter().enumerate().take(total) {
            if stopped(self.control) {
                return Err(ReviewError::Stopped);
            }
            actions.push(self.one(i, state, &mut exact)?);
            (self.progress)(i + 1, total);
        }
        let names: Vec<String> = (0..states[0].num_players())
            .map(|s| states[0].seat_name(s).to_string())
            .collect();
        let seats = summaries(&actions, &names);
        Ok(Review {
            format: REVIEW_FORMAT,
            game: G::NAME.to_string(),
            level: self.settings.level.to_string(),
            seed: self.settings.seed,
            measure: if names.len() == 2 {
                "win probability"
            } else {
                "expected score"
            }
            .into(),
            actions,
            seats,
        })
    }
}

impl ReviewVisitor<'_> {
    /// Appraise action `i`, played from `state`, with a fresh agent seeded for it.
    fn one<G: Game>(
        &self,
        i: usize,
        state: &G,
        exact: &mut Exact<G>,
    ) -> Result<ReviewedAction, ReviewError> {
        let recorded = &self.record.actions[i];
        let seat = recorded.seat;
        let played = state
            .parse_action(seat, &recorded.action)
            .map_err(|e| ReviewError::Action(i + 1, e.to_string()))?;
        let mut agent = self.agent::<G>(i, state, seat, exact)?;
        let appraisal = appraise(
            agent.as_mut(),
            exact,
            &state.view(Observer::Seat(seat)),
            seat,
            Some(played),
        );
        if stopped(self.control) {
            return Err(ReviewError::Stopped);
        }
        let mut legal = Vec::new();
        state.legal_actions(seat, &mut legal);
        let mut reviewed = judge(
            state,
            seat,
            &recorded.action,
            played,
            appraisal,
            legal.len() == 1,
        );
        reviewed.ply = i + 1;
        Ok(reviewed)
    }

    /// The level's agent for decision `i`, seeded from the review's seed and `i`,
    /// with the tables and the stop flag.
    fn agent<G: Game>(
        &self,
        i: usize,
        state: &G,
        seat: Seat,
        exact: &Exact<G>,
    ) -> Result<Box<dyn Agent<G>>, ReviewError> {
        let seed = seeds::derive(self.settings.seed, i as u64);
        let mut level = self.settings.level.clone();
        if self.settings.tables != TableSource::Default && exact.tables().is_none() {
            // Told where the tables are (or to use none) and none there: a level that
            // plays from tables (`max`) must not look in the default directory instead.
            level
                .params
                .entry("tables".into())
                .or_insert_with(|| "off".into());
        }
        let mut agent = make_agent::<G>(&level, state.num_players(), seed)
            .map_err(|e| ReviewError::Level(e.to_string()))?;
        if let Some(t) = exact.tables() {
            agent.use_tables(Arc::clone(t));
        }
        agent.set_control(self.control.clone());
        agent
            .prepare(&state.view(Observer::Seat(seat)), seat)
            .map_err(|e| ReviewError::Level(e.to_string()))?;
        Ok(agent)
    }
}

fn stopped(control: &Control) -> bool {
    control
        .stop
        .as_ref()
        .is_some_and(|s| s.load(Ordering::Relaxed))
}

/// The state before each action and after the last, replayed from the record; the
/// record must replay cleanly and the game be finished.
fn replay<G: Game>(record: &GameRecord, options: &G::Options) -> Result<Vec<G>, ReviewError> {
    let mut game = Erased(G::new(options, record.seed));
    // Seats taken out before the first action (the record's replay repeats the rest).
    for e in record
        .events
        .iter()
        .filter(|e| e.ply == 0 && e.event.retires())
    {
        game.retire(e.seat);
    }
    let mut states = vec![game.0.clone()];
    let mut start = Erased(G::new(options, record.seed));
    record.replay_onto(&mut start, |_, g| {
        let typed = g
            .as_any()
            .downcast_ref::<Erased<G>>()
            .expect("replayed on its own type");
        states.push(typed.0.clone());
    })?;
    let over = states.last().is_some_and(|g| g.outcome().is_some());
    if !over && record.result.is_none() {
        return Err(ReviewError::Unfinished);
    }
    Ok(states)
}

/// The tables a review reads.
fn open_tables<G: Game>(
    source: &TableSource,
    options: &G::Options,
) -> Result<Option<Arc<Tables<G>>>, ReviewError> {
    if !G::PERFECT_INFORMATION || G::position_families(options).is_empty() {
        return Ok(None);
    }
    match source {
        TableSource::Off => Ok(None),
        TableSource::Default => default_tables::<G>(options).map_err(ReviewError::Tables),
        TableSource::Dir(dir) => Tables::open_on_demand(options, dir)
            .map(|t| (!t.is_empty()).then(|| Arc::new(t)))
            .map_err(|e| ReviewError::Tables(e.to_string())),
    }
}

/// The reviewed action from its appraisal. Without an appraisal (the game did not
/// wait on the recorded seat, which a clean replay rules out) nothing is judged.
fn judge<G: Game>(
    state: &G,
    seat: Seat,
    text: &str,
    played: G::Action,
    appraisal: Option<Appraisal<G::Action>>,
    forced: bool,
) -> ReviewedAction {
    let players = state.num_players();
    let line = |v: &cubist_ai::ActionValue<G::Action>| Line {
        action: state.format_action(seat, v.action),
        text: Some(state.describe(seat, v.action, Observer::Seat(seat), cubist_core::Lang::En)),
        expected: round(v.expected()),
        exact: v.exact.map(verdict_words),
    };
    let (best, top, mine, source) = match &appraisal {
        Some(a) => {
            let mine = a.of(&played).cloned();
            let comparable = mine.is_some() && a.values.len() > 1;
            (
                comparable.then(|| line(a.best())),
                a.top(TOP).into_iter().map(line).collect(),
                mine,
                a.source,
            )
        }
        None => (None, Vec::new(), None, Source::Search),
    };
    let before_v = appraisal.as_ref().map(|a| round(a.best().expected()));
    let after_v = mine.as_ref().map(|m| round(m.expected()));
    let drop = match (best.as_ref().and(before_v), after_v) {
        (Some(b), Some(a)) if !forced => round((b - a).max(0.0)),
        _ => 0.0,
    };
    let exact = match (&appraisal, &mine) {
        (Some(a), Some(m)) => a
            .best()
            .exact
            .zip(m.exact)
            .map(|(b, m)| format!("{} → {}", verdict_words(b), verdict_words(m))),
        _ => None,
    };
    ReviewedAction {
        ply: 0,
        seat: seat + 1,
        action: text.to_string(),
        before: per_seat(players, seat, before_v),
        after: per_seat(players, seat, after_v),
        best,
        top,
        drop,
        mark: if forced { None } else { Mark::of(drop) },
        exact,
        source: match source {
            Source::Tables => "tables",
            Source::Solver => "solver",
            Source::Search => "search",
        }
        .into(),
        forced,
    }
}

/// Each seat's expected result from the mover's: with two seats the other has the
/// rest; with more only the mover's is known.
fn per_seat(players: usize, mover: Seat, mine: Option<f64>) -> Vec<Option<f64>> {
    (0..players)
        .map(|s| match mine {
            Some(v) if s == mover => Some(v),
            Some(v) if players == 2 => Some(round(1.0 - v)),
            _ => None,
        })
        .collect()
}

/// Four decimals: enough for people, and the same on every machine.
fn round(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}
