//! The record of a match together with what only playing it tells: whether each
//! action was a secret choice, and how each observer reads it. Both are appended and
//! cut here with the record's actions, so they can never fall out of step with them.

use cubist_core::{
    DynGame, GameRecord, Lang, Observer, Outcome, PlayError, RecordError, RecordedAction,
    RecordedEvent, TimeControl, ToMove,
};

use super::sentences::{sentences_of, Sentences};

/// The game before any action, the record of what happened since, and what each
/// recorded action told.
pub(crate) struct History {
    /// The game before any action: a take-back replays from it.
    start: Box<dyn DynGame>,
    record: GameRecord,
    /// One per recorded action, in step with `record.actions`.
    plies: Vec<Ply>,
    /// What the last action's seat clicked to make it, for marking it on pictures.
    last_clicks: Vec<String>,
    /// The number of changes so far: actions, take-backs and seat events. It only
    /// grows, so a client can tell a newer view from an older one.
    changes: u64,
}

/// What one recorded action told beyond its notation.
#[derive(Clone)]
struct Ply {
    /// Made as a secret simultaneous choice: other seats may not see it.
    secret: bool,
    /// The action in words; `None` where a resumed record could not be replayed
    /// far enough to say it.
    told: Option<Sentences>,
}

impl Clone for History {
    fn clone(&self) -> History {
        History {
            start: self.start.clone_box(),
            record: self.record.clone(),
            plies: self.plies.clone(),
            last_clicks: self.last_clicks.clone(),
            changes: self.changes,
        }
    }
}

impl History {
    /// The history of a game not yet begun: `record` was just made for `start`.
    pub(crate) fn new(start: Box<dyn DynGame>, record: GameRecord) -> History {
        debug_assert!(record.actions.is_empty() && record.events.is_empty());
        History {
            start,
            record,
            plies: Vec::new(),
            last_clicks: Vec::new(),
            changes: 0,
        }
    }

    /// `record` replayed on `start`: its history, and the game its actions lead to.
    /// Each action and each seat event counts as one change.
    pub(crate) fn replay(
        start: Box<dyn DynGame>,
        record: GameRecord,
    ) -> Result<(History, Box<dyn DynGame>), RecordError> {
        let mut game = start.clone_box();
        let mut simultaneous = vec![is_simultaneous(game.as_ref())];
        record.replay_onto(game.as_mut(), |_, g| {
            simultaneous.push(is_simultaneous(g));
        })?;
        let mut told = sentences_of(start.as_ref(), &record.actions).into_iter();
        let plies = simultaneous
            .into_iter()
            .take(record.actions.len())
            .map(|secret| Ply {
                secret,
                told: told.next(),
            })
            .collect();
        let history = History {
            last_clicks: clicks_of_last(start.as_ref(), &record.actions),
            changes: (record.actions.len() + record.events.len()) as u64,
            start,
            record,
            plies,
        };
        Ok((history, game))
    }

    /// The game before any action.
    pub(crate) fn start(&self) -> &dyn DynGame {
        self.start.as_ref()
    }

    pub(crate) fn record(&self) -> &GameRecord {
        &self.record
    }

    pub(crate) fn actions(&self) -> &[RecordedAction] {
        &self.record.actions
    }

    pub(crate) fn events(&self) -> &[RecordedEvent] {
        &self.record.events
    }

    pub(crate) fn ply(&self) -> usize {
        self.record.actions.len()
    }

    /// Play `recorded` on `game`, the position this history leads to, and append
    /// it with what it tells: on an error nothing changes.
    pub(crate) fn play(
        &mut self,
        game: &mut dyn DynGame,
        recorded: RecordedAction,
    ) -> Result<(), PlayError> {
        let seat = recorded.seat;
        let secret = is_simultaneous(game);
        let clicks = game.clicks(seat, &recorded.action);
        let told = Sentences::of(game, seat, &recorded.action);
        game.play(seat, &recorded.action)?;
        self.last_clicks = clicks;
        self.plies.push(Ply {
            secret,
            told: Some(told),
        });
        self.record.actions.push(recorded);
        self.changes += 1;
        Ok(())
    }

    /// Keep the first `keep` actions and the events recorded among them; returns
    /// the game they lead to, replayed from the start.
    pub(crate) fn cut(&mut self, keep: usize) -> Box<dyn DynGame> {
        let kept = &self.record.actions[..keep];
        let mut game = self.start.clone_box();
        for a in kept {
            game.play(a.seat, &a.action)
                .expect("recorded actions replay from the start");
        }
        self.last_clicks = clicks_of_last(self.start.as_ref(), kept);
        self.record.actions.truncate(keep);
        self.record.events.retain(|e| e.ply <= keep);
        self.plies.truncate(keep);
        self.changes += 1;
        game
    }

    /// Append a seat event, already applied to the match.
    pub(crate) fn push_event(&mut self, event: RecordedEvent) {
        self.record.events.push(event);
        self.changes += 1;
    }

    pub(crate) fn set_result(&mut self, result: Option<Outcome>) {
        self.record.result = result;
    }

    pub(crate) fn set_time_control(&mut self, control: Option<TimeControl>) {
        self.record.clock = control;
    }

    /// The last action's thinking time and the time its seat had left after it.
    pub(crate) fn stamp_last(&mut self, spent_ms: u64, left_ms: Option<u64>) {
        if let Some(last) = self.record.actions.last_mut() {
            last.spent_ms = Some(spent_ms);
            last.left_ms = left_ms;
        }
    }

    pub(crate) fn changes(&self) -> u64 {
        self.changes
    }

    /// The number of changes as counted elsewhere, where this history may have
    /// missed some: the count never falls.
    pub(crate) fn count_at_least(&mut self, changes: u64) {
        self.changes = self.changes.max(changes);
    }

    /// Recorded action `index` in a sentence for `observer` in `lang`.
    pub(crate) fn sentence(&self, index: usize, observer: Observer, lang: Lang) -> Option<&str> {
        let told = self.plies.get(index)?.told.as_ref()?;
        Some(told.to(observer, lang))
    }

    /// Whether recorded action `index` was a secret simultaneous choice.
    pub(crate) fn was_secret(&self, index: usize) -> bool {
        self.plies.get(index).is_some_and(|p| p.secret)
    }

    /// The ids the last action's seat clicked to make it.
    pub(crate) fn last_clicks(&self) -> &[String] {
        &self.last_clicks
    }
}

fn is_simultaneous(game: &dyn DynGame) -> bool {
    matches!(game.to_move(), ToMove::Simultaneous(_))
}

/// The clicks of the last of `actions`, played from `start`.
fn clicks_of_last(start: &dyn DynGame, actions: &[RecordedAction]) -> Vec<String> {
    let Some((last, before)) = actions.split_last() else {
        return Vec::new();
    };
    let mut game = start.clone_box();
    for a in before {
        if game.play(a.seat, &a.action).is_err() {
            return Vec::new();
        }
    }
    game.clicks(last.seat, &last.action)
}
