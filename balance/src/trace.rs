//! One finished game, measured: what the report needs of it, from its record replayed
//! on the game's own type (so the game's `evaluate`, legal actions and turn order are
//! at hand).

use cubist_core::{Game, GameOptions, GameRecord, GameVisitor, OptionPairs, Seat, ToMove, Trust};
use serde::{Deserialize, Serialize};

use crate::BalanceError;

/// Everything kept of one game (a line of `games.jsonl`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    /// The variant's key (`size=6`, or `default`).
    pub variant: String,
    /// The group's key: one agent for self-play (`easy`), or `weaker vs stronger`.
    pub group: String,
    /// Index of the game in its group; its seed is derived from the master seed and it.
    pub index: usize,
    pub seed: u64,
    /// The agent in each seat.
    pub seats: Vec<String>,
    /// What each seat measured, for the report: see [`Trace`].
    #[serde(flatten)]
    pub trace: Trace,
}

/// What a replay of one game measures.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Trace {
    /// The seat that made the first decision.
    pub first: Seat,
    /// Seats that won or shared the win.
    pub winners: Vec<Seat>,
    pub scores: Vec<i32>,
    pub reason: String,
    /// Stopped by an action cap or a round limit ([`Game::ended_by_limit`]).
    pub limit: bool,
    /// Actions played.
    pub actions: usize,
    /// Turns played: as the game counts them ([`Game::turn_begins`]), or else by
    /// [`count_turn`].
    pub turns: usize,
    /// The number of actions after which the eventual sole winner led for good (its
    /// evaluation strictly above every other seat's from then to the end); `None` for
    /// a game without a sole winner.
    pub decided_at: Option<usize>,
    /// How often the lead passed from one seat to another (a position where no seat is
    /// strictly ahead keeps the previous leader).
    pub lead_changes: usize,
    /// Legal actions of the seat to act, before each action.
    pub branching: Vec<u32>,
    /// Each seat's evaluation after 0, 1, … actions (the last point is the result: 1
    /// for a sole winner, −1 for a loser, 0 for a shared win). Kept for a few example
    /// games only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub curve: Option<Vec<Vec<f32>>>,
}

impl GameResult {
    /// The sole winner, if any.
    pub fn winner(&self) -> Option<Seat> {
        match self.trace.winners.as_slice() {
            [w] => Some(*w),
            _ => None,
        }
    }

    /// `seat`'s share of the win: 1 alone, `1/k` shared among `k`, 0 otherwise.
    pub fn reward(&self, seat: Seat) -> f64 {
        if self.trace.winners.contains(&seat) {
            1.0 / self.trace.winners.len() as f64
        } else {
            0.0
        }
    }
}

/// Whether the decision `now` starts a new turn, after the decision `before` (`None`
/// for the first action). A turn is a run of decisions by one seat (Tilt's bonus moves,
/// Cube Attack's two actions, a game's `end` action all stay in the turn), or one round
/// of secret simultaneous choices (the set of seats still to choose only shrinks within
/// a round).
pub fn count_turn(before: Option<&ToMove>, now: &ToMove) -> bool {
    match (before, now) {
        (Some(ToMove::One(a)), ToMove::One(b)) => a != b,
        (Some(ToMove::Simultaneous(a)), ToMove::Simultaneous(b)) => {
            !b.iter().all(|s| a.contains(s))
        }
        _ => true,
    }
}

/// The strict leader of a vector of evaluations, if one seat is strictly ahead.
fn leader(values: &[f64]) -> Option<Seat> {
    let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mut at_best = values
        .iter()
        .enumerate()
        .filter(|(_, &v)| v >= best - 1e-12);
    let (seat, _) = at_best.next()?;
    at_best.next().is_none().then_some(seat)
}

/// The lead statistics of a curve (one vector of per-seat values per position):
/// the number of lead changes, and for a sole `winner` the first position from which
/// it led at every later position.
pub fn lead_statistics(curve: &[Vec<f64>], winner: Option<Seat>) -> (usize, Option<usize>) {
    let leaders: Vec<Option<Seat>> = curve.iter().map(|v| leader(v)).collect();
    let mut changes = 0;
    let mut last: Option<Seat> = None;
    for l in leaders.iter().flatten() {
        if last.is_some_and(|p| p != *l) {
            changes += 1;
        }
        last = Some(*l);
    }
    let decided = winner.map(|w| {
        let mut from = leaders.len();
        while from > 0 && leaders[from - 1] == Some(w) {
            from -= 1;
        }
        from
    });
    (changes, decided)
}

/// Replay `record` on the game type and measure it.
pub struct TraceVisitor<'a> {
    pub options: &'a OptionPairs,
    pub trust: Trust,
    pub record: &'a GameRecord,
    /// Keep the evaluation curve (for example plots).
    pub keep_curve: bool,
}

impl GameVisitor for TraceVisitor<'_> {
    type Output = Result<Trace, BalanceError>;
    fn visit<G: Game>(self) -> Self::Output {
        let options = G::Options::from_pairs_with(self.options, self.trust)
            .map_err(|e| BalanceError::Replay(e.to_string()))?;
        trace(
            G::new(&options, self.record.seed),
            self.record,
            self.keep_curve,
        )
    }
}

/// Replay `record` from `game` (the game's start from the record's options and seed).
pub fn trace<G: Game>(
    mut game: G,
    record: &GameRecord,
    keep_curve: bool,
) -> Result<Trace, BalanceError> {
    let players = game.num_players();
    let evaluate = |g: &G| (0..players).map(|s| g.evaluate(s)).collect::<Vec<f64>>();
    let first = match game.to_move() {
        ToMove::One(s) => s,
        ToMove::Simultaneous(set) => set.first().unwrap_or(0),
        ToMove::Over => 0,
    };
    let mut curve = vec![evaluate(&game)];
    let mut branching = Vec::with_capacity(record.actions.len());
    let mut turns = 0;
    let mut before: Option<ToMove> = None;
    let mut legal = Vec::new();
    for (i, a) in record.actions.iter().enumerate() {
        let now = game.to_move();
        if game
            .turn_begins()
            .unwrap_or_else(|| count_turn(before.as_ref(), &now))
        {
            turns += 1;
        }
        legal.clear();
        game.legal_actions(a.seat, &mut legal);
        branching.push(legal.len() as u32);
        let action = game
            .parse_action(a.seat, &a.action)
            .map_err(|e| BalanceError::Replay(format!("action {i}: {e}")))?;
        game.try_play(a.seat, action)
            .map_err(|e| BalanceError::Replay(format!("action {i} ({}): {e}", a.action)))?;
        before = Some(now);
        curve.push(evaluate(&game));
    }
    let outcome = game
        .outcome()
        .ok_or_else(|| BalanceError::Replay("the replayed game is not over".into()))?;
    let winners: Vec<Seat> = outcome.winners.iter().collect();
    // The last point is the result itself.
    if let Some(last) = curve.last_mut() {
        for (s, v) in last.iter_mut().enumerate() {
            *v = match (winners.contains(&s), winners.len()) {
                (true, 1) => 1.0,
                (true, _) => 0.0,
                (false, _) => -1.0,
            };
        }
    }
    let sole = (winners.len() == 1).then(|| winners[0]);
    let (lead_changes, decided_at) = lead_statistics(&curve, sole);
    Ok(Trace {
        first,
        winners,
        scores: outcome.scores.clone(),
        reason: outcome.reason.clone(),
        limit: game.ended_by_limit(),
        actions: record.actions.len(),
        turns,
        decided_at,
        lead_changes,
        branching,
        curve: keep_curve.then(|| {
            curve
                .iter()
                .map(|v| v.iter().map(|&x| x as f32).collect())
                .collect()
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use cubist_core::SeatSet;

    fn v(x: &[f64]) -> Vec<f64> {
        x.to_vec()
    }

    #[test]
    fn lead_changes_and_the_decisive_moment() {
        // Seat 0 leads, seat 1 takes over, ties keep the leader, seat 0 leads for good.
        let curve = vec![
            v(&[0.0, 0.0]),
            v(&[0.2, 0.1]),
            v(&[0.1, 0.3]),
            v(&[0.2, 0.2]),
            v(&[0.4, 0.1]),
            v(&[0.5, 0.0]),
            v(&[1.0, -1.0]),
        ];
        assert_eq!(lead_statistics(&curve, Some(0)), (2, Some(4)));
        // Had seat 1 won at the last action, it led only from the end.
        let mut late = curve.clone();
        late[6] = v(&[-1.0, 1.0]);
        assert_eq!(lead_statistics(&late, Some(1)), (3, Some(6)));
        // A draw has no decisive moment.
        assert_eq!(lead_statistics(&curve[..4], None), (1, None));
        // Led from the start.
        let flat = vec![
            v(&[0.1, 0.0, -0.2]),
            v(&[0.3, 0.2, 0.1]),
            v(&[1.0, -1.0, -1.0]),
        ];
        assert_eq!(lead_statistics(&flat, Some(0)), (0, Some(0)));
    }

    #[test]
    fn turns_are_runs_of_one_seat_or_rounds_of_choices() {
        let one = |s| ToMove::One(s);
        let sim = |s: &[usize]| ToMove::Simultaneous(s.iter().copied().collect::<SeatSet>());
        let decisions = [
            one(0),
            one(0),
            one(1),
            sim(&[0, 1]),
            sim(&[1]),
            sim(&[0, 1]),
            one(1),
            one(0),
        ];
        let mut turns = 0;
        let mut before = None;
        for d in &decisions {
            if count_turn(before, d) {
                turns += 1;
            }
            before = Some(d);
        }
        assert_eq!(turns, 6);
    }
}
