//! Pairing one wave of an arena: the players waiting when the pairing runs.
//!
//! Players are taken in standings order and each meets the nearest waiting player
//! below them, so leaders meet leaders. A player does not meet the opponent of their
//! previous game again if another partner within a few places can be found, and a
//! rematch left at the bottom is undone by swapping with the pair above. With an odd
//! number waiting, the lowest-placed unpaired player waits for the next wave. The
//! player who has moved first less often moves first. The result depends on the
//! input alone.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use thiserror::Error;

use crate::words::phrase;
use cubist_words::{Args, Lang, Phrase};

/// How far below a player the pairing looks for a partner who is not a rematch.
const LOOK_AHEAD: usize = 3;

/// A player waiting for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Waiting {
    pub id: u64,
    /// Place in the standings, 1 for the leader (ties broken by the caller).
    pub rank: u32,
    /// The opponent of the player's previous game, if any.
    pub last_opponent: Option<u64>,
    /// Games moving first minus games moving second.
    pub first_balance: i32,
}

/// A game of the wave: `first` moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pair {
    pub first: u64,
    pub second: u64,
}

/// The wave's games and who waits for the next wave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wave {
    pub pairs: Vec<Pair>,
    pub waiting: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ArenaError {
    #[error("{}", self.say(Lang::En))]
    DuplicatePlayer(u64),
}

impl ArenaError {
    /// The refusal as a message of the crate's catalogue.
    pub fn phrase(&self) -> Phrase {
        match *self {
            ArenaError::DuplicatePlayer(id) => phrase(
                "tournament-arena-waiting-twice",
                Args::new().number("player", id as f64),
            ),
        }
    }
    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        self.phrase().say(lang)
    }
}

/// Pairs the waiting players.
pub fn pair_wave(waiting: &[Waiting]) -> Result<Wave, ArenaError> {
    let mut seen = BTreeSet::new();
    if let Some(dup) = waiting.iter().find(|w| !seen.insert(w.id)) {
        return Err(ArenaError::DuplicatePlayer(dup.id));
    }
    let mut order: Vec<Waiting> = waiting.to_vec();
    order.sort_by_key(|w| (w.rank, w.id));
    let (mut pairs, left) = greedy(&order);
    undo_bottom_rematch(&mut pairs);
    Ok(Wave {
        pairs: pairs.into_iter().map(|(a, b)| orient(a, b)).collect(),
        waiting: left.map(|w| w.id),
    })
}

fn rematch(a: &Waiting, b: &Waiting) -> bool {
    a.last_opponent == Some(b.id) || b.last_opponent == Some(a.id)
}

/// Each unpaired player in turn meets the nearest one below who is not a rematch,
/// or the nearest one if all within reach are.
fn greedy(order: &[Waiting]) -> (Vec<(Waiting, Waiting)>, Option<Waiting>) {
    let mut free: Vec<Waiting> = order.to_vec();
    let mut pairs = Vec::new();
    while free.len() >= 2 {
        let a = free.remove(0);
        let reach = free.len().min(LOOK_AHEAD);
        let pick = (0..reach).find(|&i| !rematch(&a, &free[i])).unwrap_or(0);
        pairs.push((a, free.remove(pick)));
    }
    (pairs, free.pop())
}

/// If the last pair is a rematch, swap partners with the pair above when that
/// makes both games new.
fn undo_bottom_rematch(pairs: &mut [(Waiting, Waiting)]) {
    let n = pairs.len();
    if n < 2 || !rematch(&pairs[n - 1].0, &pairs[n - 1].1) {
        return;
    }
    let (a, b) = pairs[n - 2];
    let (c, d) = pairs[n - 1];
    for (x, y) in [((a, c), (b, d)), ((a, d), (b, c))] {
        if !rematch(&x.0, &x.1) && !rematch(&y.0, &y.1) {
            pairs[n - 2] = x;
            pairs[n - 1] = y;
            return;
        }
    }
}

/// The player who has moved first less often moves first; on a tie, the higher
/// placed one.
fn orient(a: Waiting, b: Waiting) -> Pair {
    let (first, second) = if b.first_balance < a.first_balance {
        (b, a)
    } else {
        (a, b)
    };
    Pair {
        first: first.id,
        second: second.id,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(id: u64, rank: u32, last_opponent: Option<u64>) -> Waiting {
        Waiting {
            id,
            rank,
            last_opponent,
            first_balance: 0,
        }
    }

    fn ids(wave: &Wave) -> Vec<(u64, u64)> {
        wave.pairs.iter().map(|p| (p.first, p.second)).collect()
    }

    #[test]
    fn neighbours_in_the_standings_meet() {
        // Given out of order; ranks decide.
        let wave = pair_wave(&[
            player(4, 4, None),
            player(1, 1, None),
            player(3, 3, None),
            player(2, 2, None),
        ])
        .unwrap();
        assert_eq!(ids(&wave), [(1, 2), (3, 4)]);
        assert_eq!(wave.waiting, None);
    }

    #[test]
    fn the_previous_opponent_is_skipped_when_another_is_near() {
        // 1 and 2 just played each other: 1 meets 3, 2 meets 4.
        let wave = pair_wave(&[
            player(1, 1, Some(2)),
            player(2, 2, Some(1)),
            player(3, 3, None),
            player(4, 4, None),
        ])
        .unwrap();
        assert_eq!(ids(&wave), [(1, 3), (2, 4)]);
    }

    #[test]
    fn a_rematch_at_the_bottom_swaps_with_the_pair_above() {
        // Greedy gives 1-2 and 3-4, but 3 and 4 just met: 1-3 and 2-4 instead.
        let wave = pair_wave(&[
            player(1, 1, None),
            player(2, 2, None),
            player(3, 3, Some(4)),
            player(4, 4, Some(3)),
        ])
        .unwrap();
        assert_eq!(ids(&wave), [(1, 3), (2, 4)]);
    }

    #[test]
    fn a_rematch_is_accepted_when_there_is_no_one_else() {
        let wave = pair_wave(&[player(1, 1, Some(2)), player(2, 2, Some(1))]).unwrap();
        assert_eq!(ids(&wave), [(1, 2)]);
    }

    #[test]
    fn with_an_odd_number_the_lowest_unpaired_waits() {
        let wave =
            pair_wave(&[player(1, 1, None), player(2, 2, None), player(3, 3, None)]).unwrap();
        assert_eq!(ids(&wave), [(1, 2)]);
        assert_eq!(wave.waiting, Some(3));
    }

    #[test]
    fn the_player_who_moved_first_less_moves_first() {
        let mut top = player(1, 1, None);
        top.first_balance = 2;
        let low = player(2, 2, None);
        let wave = pair_wave(&[top, low]).unwrap();
        assert_eq!(ids(&wave), [(2, 1)]);
    }

    #[test]
    fn a_player_listed_twice_is_refused() {
        let err = pair_wave(&[player(7, 1, None), player(7, 2, None)]).unwrap_err();
        assert_eq!(err, ArenaError::DuplicatePlayer(7));
    }
}
