//! The figures of a set of games: outcome per seat, length, decisiveness, branching,
//! and the skill ladder. Every function takes plain [`GameResult`]s, so each can be
//! checked on hand-made results.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::stats::{equal_shares_p, two_proportion_p, wilson, Interval, Spread};
use crate::trace::GameResult;

/// Who won, per seat, and the Ludii-style figures.
#[derive(Clone, Debug, Serialize)]
pub struct Outcomes {
    pub games: usize,
    /// Games won alone, per seat.
    pub wins: Vec<usize>,
    /// Each seat's share of games won alone, with its Wilson interval.
    pub win_rate: Vec<Interval>,
    /// 1 − the largest gap between two seats' win rates (1: every seat wins as often).
    pub balance: f64,
    /// The first mover's score (a win 1, a win shared by k seats 1/k), with its Wilson
    /// interval.
    pub first_player_score: Interval,
    /// The first mover's score minus a fair share (1/players): above 0 favours moving
    /// first.
    pub first_player_advantage: f64,
    /// The first mover's share of games won alone.
    pub first_player_wins: Interval,
    /// Share of games with a sole winner.
    pub completion: Interval,
    /// Share of games that ended without a sole winner other than by a limit.
    pub drawishness: Interval,
    /// Share of games stopped by the action cap or the round limit (whatever their
    /// result).
    pub timeouts: Interval,
    /// p-value of the χ² test that wins (among games won alone) are spread evenly over
    /// the seats.
    pub fairness_p: f64,
    /// How the games ended, by the game's reason with every number written `N` (so
    /// "66 points at the end of round 20" and "64 points at the end of round 46" are
    /// one kind of ending; `games.csv` keeps each reason whole).
    pub reasons: BTreeMap<String, usize>,
}

/// A reason with each run of digits replaced by `N`.
pub fn reason_kind(reason: &str) -> String {
    let mut out = String::with_capacity(reason.len());
    let mut in_number = false;
    for c in reason.chars() {
        if c.is_ascii_digit() {
            if !in_number {
                out.push('N');
            }
            in_number = true;
        } else {
            in_number = false;
            out.push(c);
        }
    }
    out
}

/// Outcome figures of `games` (all with `players` seats).
pub fn outcomes(games: &[GameResult], players: usize) -> Outcomes {
    let n = games.len();
    let mut wins = vec![0usize; players];
    let (mut first_score, mut first_wins) = (0.0, 0usize);
    let (mut decided, mut drawn, mut limited) = (0usize, 0usize, 0usize);
    let mut reasons = BTreeMap::new();
    for g in games {
        if let Some(w) = g.winner() {
            if w < players {
                wins[w] += 1;
            }
            decided += 1;
            if w == g.trace.first {
                first_wins += 1;
            }
        } else if !g.trace.limit {
            drawn += 1;
        }
        if g.trace.limit {
            limited += 1;
        }
        first_score += g.reward(g.trace.first);
        *reasons.entry(reason_kind(&g.trace.reason)).or_insert(0) += 1;
    }
    let win_rate: Vec<Interval> = wins.iter().map(|&w| wilson(w as f64, n)).collect();
    let rates: Vec<f64> = win_rate.iter().map(|i| i.estimate).collect();
    let gap = rates.iter().copied().fold(f64::NEG_INFINITY, f64::max)
        - rates.iter().copied().fold(f64::INFINITY, f64::min);
    let first_player_score = wilson(first_score, n);
    Outcomes {
        games: n,
        balance: if players > 0 && n > 0 { 1.0 - gap } else { 0.0 },
        first_player_advantage: first_player_score.estimate - 1.0 / players.max(1) as f64,
        first_player_score,
        first_player_wins: wilson(first_wins as f64, n),
        completion: wilson(decided as f64, n),
        drawishness: wilson(drawn as f64, n),
        timeouts: wilson(limited as f64, n),
        fairness_p: equal_shares_p(&wins),
        wins,
        win_rate,
        reasons,
    }
}

/// How long games last.
#[derive(Clone, Debug, Serialize)]
pub struct Lengths {
    pub actions: Spread,
    pub turns: Spread,
}

pub fn lengths(games: &[GameResult]) -> Lengths {
    let actions: Vec<f64> = games.iter().map(|g| g.trace.actions as f64).collect();
    let turns: Vec<f64> = games.iter().map(|g| g.trace.turns as f64).collect();
    Lengths {
        actions: Spread::of(&actions),
        turns: Spread::of(&turns),
    }
}

/// When games are decided and how often the lead changes, from the evaluation curves.
#[derive(Clone, Debug, Serialize)]
pub struct Decisiveness {
    /// Games with a sole winner, whose decisive moment is defined.
    pub decided_games: usize,
    /// When the eventual winner took the lead for good, as a share of the game's actions
    /// (0: from the start; 1: only with the last action).
    pub decided_at: Spread,
    /// The same in actions from the end: how many actions the game went on once decided.
    pub actions_after_decided: Spread,
    /// Lead changes per game (all games).
    pub lead_changes: Spread,
    /// Share of games won alone whose winner was not leading at some point after the
    /// first quarter of the game (a comeback).
    pub comebacks: Interval,
    /// Among games won alone, the winner's score minus the best other score: how many
    /// games ended by each margin.
    pub margins: BTreeMap<i32, usize>,
}

pub fn decisiveness(games: &[GameResult]) -> Decisiveness {
    let won: Vec<&GameResult> = games.iter().filter(|g| g.winner().is_some()).collect();
    let mut at = Vec::new();
    let mut after = Vec::new();
    let mut comebacks = 0usize;
    let mut margins = BTreeMap::new();
    for g in &won {
        let w = g.winner().expect("filtered");
        if let Some(d) = g.trace.decided_at {
            let len = g.trace.actions.max(1) as f64;
            at.push(d as f64 / len);
            after.push((g.trace.actions.saturating_sub(d)) as f64);
            if d as f64 > 0.25 * len {
                comebacks += 1;
            }
        }
        let best_other = (0..g.trace.scores.len())
            .filter(|&s| s != w)
            .map(|s| g.trace.scores[s])
            .max();
        if let (Some(mine), Some(other)) = (g.trace.scores.get(w), best_other) {
            *margins.entry(mine - other).or_insert(0) += 1;
        }
    }
    let changes: Vec<f64> = games.iter().map(|g| g.trace.lead_changes as f64).collect();
    Decisiveness {
        decided_games: at.len(),
        decided_at: Spread::of(&at),
        actions_after_decided: Spread::of(&after),
        lead_changes: Spread::of(&changes),
        comebacks: wilson(comebacks as f64, at.len()),
        margins,
    }
}

/// How many legal actions a player has, over the course of a game.
#[derive(Clone, Debug, Serialize)]
pub struct Branching {
    /// Over every decision of every game.
    pub per_decision: Spread,
    /// Mean per action number (0-based), while at least a tenth of the games last.
    pub by_action: Vec<f64>,
    /// Mean per tenth of the game (each game cut into ten equal parts by its actions).
    pub by_progress: Vec<f64>,
}

pub fn branching(games: &[GameResult]) -> Branching {
    let all: Vec<f64> = games
        .iter()
        .flat_map(|g| g.trace.branching.iter().map(|&b| b as f64))
        .collect();
    let quorum = games.len().div_ceil(10).max(1);
    let mut by_action = Vec::new();
    for k in 0.. {
        let here: Vec<f64> = games
            .iter()
            .filter_map(|g| g.trace.branching.get(k).map(|&b| b as f64))
            .collect();
        if here.len() < quorum {
            break;
        }
        by_action.push(here.iter().sum::<f64>() / here.len() as f64);
    }
    let mut sums = [0.0f64; 10];
    let mut counts = [0usize; 10];
    for g in games {
        let len = g.trace.branching.len();
        for (k, &b) in g.trace.branching.iter().enumerate() {
            let part = (k * 10 / len.max(1)).min(9);
            sums[part] += b as f64;
            counts[part] += 1;
        }
    }
    Branching {
        per_decision: Spread::of(&all),
        by_action,
        by_progress: (0..10)
            .map(|i| {
                if counts[i] > 0 {
                    sums[i] / counts[i] as f64
                } else {
                    0.0
                }
            })
            .collect(),
    }
}

/// One rung of the ladder: the stronger agent against the weaker.
#[derive(Clone, Debug, Serialize)]
pub struct Rung {
    pub weaker: String,
    pub stronger: String,
    pub games: usize,
    pub stronger_wins: usize,
    pub weaker_wins: usize,
    /// Games neither agent won outright.
    pub draws: usize,
    /// The stronger agent's score: per game, its seats' share of the points the two
    /// agents took (1 a win, ½ a draw), with the Wilson interval of the mean.
    pub stronger_score: Interval,
    /// p-value of the z-test that the stronger agent's score is ½ (skill does not help).
    pub p_value: f64,
}

/// The rung between `weaker` and `stronger` from games where each seat held one of them.
pub fn rung(games: &[GameResult], weaker: &str, stronger: &str) -> Rung {
    let (mut sw, mut ww, mut draws) = (0usize, 0usize, 0usize);
    let mut total = 0.0;
    for g in games {
        let points = |agent: &str| -> f64 {
            (0..g.seats.len())
                .filter(|&s| g.seats[s] == agent)
                .map(|s| g.reward(s))
                .sum()
        };
        let (s, w) = (points(stronger), points(weaker));
        let score = if s + w > 0.0 { s / (s + w) } else { 0.5 };
        total += score;
        if score > 0.5 {
            sw += 1;
        } else if score < 0.5 {
            ww += 1;
        } else {
            draws += 1;
        }
    }
    let n = games.len();
    Rung {
        weaker: weaker.into(),
        stronger: stronger.into(),
        games: n,
        stronger_wins: sw,
        weaker_wins: ww,
        draws,
        stronger_score: wilson(total, n),
        p_value: two_proportion_p(total, n, n as f64 / 2.0, n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::Trace;

    /// A two-seat game of `actions` actions won by `winners`.
    fn game(winners: &[usize], actions: usize, limit: bool) -> GameResult {
        GameResult {
            variant: "default".into(),
            group: "easy".into(),
            index: 0,
            seed: 0,
            seats: vec!["easy".into(), "easy".into()],
            trace: Trace {
                first: 0,
                winners: winners.to_vec(),
                scores: vec![0, 0],
                reason: if limit { "cap" } else { "won" }.into(),
                limit,
                actions,
                turns: actions,
                ..Trace::default()
            },
        }
    }

    #[test]
    fn outcome_figures_of_a_known_set() {
        // 6 wins for seat 0, 2 for seat 1, 1 draw, 1 draw by the cap.
        let mut games = vec![];
        games.extend((0..6).map(|_| game(&[0], 10, false)));
        games.extend((0..2).map(|_| game(&[1], 10, false)));
        games.push(game(&[0, 1], 10, false));
        games.push(game(&[0, 1], 10, true));
        let o = outcomes(&games, 2);
        assert_eq!(o.wins, vec![6, 2]);
        assert!((o.win_rate[0].estimate - 0.6).abs() < 1e-12);
        assert!((o.balance - 0.6).abs() < 1e-12);
        assert!((o.first_player_score.estimate - 0.7).abs() < 1e-12);
        assert!((o.first_player_advantage - 0.2).abs() < 1e-12);
        assert!((o.first_player_wins.estimate - 0.6).abs() < 1e-12);
        assert!((o.completion.estimate - 0.8).abs() < 1e-12);
        assert!((o.drawishness.estimate - 0.1).abs() < 1e-12);
        assert!((o.timeouts.estimate - 0.1).abs() < 1e-12);
        assert_eq!(o.reasons["cap"], 1);
        assert_eq!(
            reason_kind("66 points at the end of round 20"),
            "N points at the end of round N"
        );
        // 6 against 2 is not enough evidence of an unfair seat at 5%.
        assert!(
            o.fairness_p > 0.05 && o.fairness_p < 0.2,
            "{}",
            o.fairness_p
        );
    }

    #[test]
    fn lengths_and_margins() {
        let mut a = game(&[0], 10, false);
        a.trace.scores = vec![4, 3];
        a.trace.decided_at = Some(5);
        let mut b = game(&[1], 30, false);
        b.trace.scores = vec![1, 4];
        b.trace.decided_at = Some(3);
        b.trace.lead_changes = 2;
        let c = game(&[0, 1], 20, false);
        let games = vec![a, b, c];
        let l = lengths(&games);
        assert_eq!(
            (l.actions.mean, l.actions.min, l.actions.max),
            (20.0, 10.0, 30.0)
        );
        assert_eq!(l.actions.median, 20.0);
        let d = decisiveness(&games);
        assert_eq!(d.decided_games, 2);
        assert!((d.decided_at.mean - (0.5 + 0.1) / 2.0).abs() < 1e-12);
        assert_eq!(d.actions_after_decided.mean, (5.0 + 27.0) / 2.0);
        assert_eq!(d.margins, BTreeMap::from([(1, 1), (3, 1)]));
        assert!((d.comebacks.estimate - 0.5).abs() < 1e-12);
        assert!((d.lead_changes.mean - 2.0 / 3.0).abs() < 1e-12);
    }

    #[test]
    fn branching_by_action_and_progress() {
        let mut a = game(&[0], 4, false);
        a.trace.branching = vec![2, 4, 6, 8];
        let mut b = game(&[0], 2, false);
        b.trace.branching = vec![4, 4];
        let br = branching(&[a, b]);
        assert_eq!(br.by_action, vec![3.0, 4.0, 6.0, 8.0]);
        assert_eq!(br.per_decision.mean, 28.0 / 6.0);
        assert_eq!(br.by_progress[0], 3.0);
        assert_eq!(br.by_progress[5], 5.0);
        assert_eq!(br.by_progress[1], 0.0);
    }

    #[test]
    fn ladder_rung_counts_the_stronger_side() {
        let mut games = vec![];
        for i in 0..10 {
            let mut g = game(
                if i < 7 {
                    &[1]
                } else if i < 9 {
                    &[0]
                } else {
                    &[0, 1]
                },
                5,
                false,
            );
            g.seats = if i % 2 == 0 {
                vec!["random".into(), "easy".into()]
            } else {
                vec!["easy".into(), "random".into()]
            };
            games.push(g);
        }
        let r = rung(&games, "random", "easy");
        // Seat 1 won games 0..7: easy sat there in the even ones (0, 2, 4, 6).
        assert_eq!((r.stronger_wins, r.weaker_wins, r.draws), (5, 4, 1));
        assert!((r.stronger_score.estimate - 0.55).abs() < 1e-12);
        assert!(r.p_value > 0.5);
    }
}
