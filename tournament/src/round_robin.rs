//! Round robin by the Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! Every pair of players meets exactly once. With an odd number of players a
//! phantom player is added and whoever meets it has the round off (a bye). The
//! tables are the ones arbiters print, so a schedule can be checked by hand: in
//! round 1 player 1 meets player n, 2 meets n-1, and so on; player n alternates
//! colours round by round, and the other pairs rotate by n/2 places.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::words::phrase;
use cubist_words::{Args, Lang, Phrase};

/// The most players one round robin takes; a larger field is a Swiss or an arena.
pub const MAX_PLAYERS: usize = 1000;

/// One game: `first` moves first (plays white). Players are numbered from 0, in
/// the order of their starting ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub first: usize,
    pub second: usize,
}

/// One round: its games, in board order, and who has the round off, if anyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub games: Vec<Game>,
    pub bye: Option<usize>,
}

/// Why a schedule cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RoundRobinError {
    #[error("{}", self.say(Lang::En))]
    TooFewPlayers(usize),
    #[error("{}", self.say(Lang::En))]
    TooManyPlayers(usize),
}

impl RoundRobinError {
    /// The refusal as a message of the crate's catalogue.
    pub fn phrase(&self) -> Phrase {
        match *self {
            RoundRobinError::TooFewPlayers(n) => phrase(
                "tournament-round-robin-too-few",
                Args::new().number("players", n as f64),
            ),
            RoundRobinError::TooManyPlayers(n) => phrase(
                "tournament-round-robin-too-many",
                Args::new()
                    .number("most", MAX_PLAYERS as f64)
                    .number("players", n as f64),
            ),
        }
    }
    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        self.phrase().say(lang)
    }
}

/// The rounds of a single round robin of `players` players (Berger tables).
pub fn berger(players: usize) -> Result<Vec<Round>, RoundRobinError> {
    if players < 2 {
        return Err(RoundRobinError::TooFewPlayers(players));
    }
    if players > MAX_PLAYERS {
        return Err(RoundRobinError::TooManyPlayers(players));
    }
    let n = players + players % 2;
    Ok((0..n - 1).map(|r| berger_round(n, r, players)).collect())
}

/// The rounds of a double round robin: the Berger tables twice, colours reversed
/// in the second cycle, so every pair meets twice, once with each first move.
pub fn double_berger(players: usize) -> Result<Vec<Round>, RoundRobinError> {
    let first = berger(players)?;
    let second = first.iter().map(|round| Round {
        games: round
            .games
            .iter()
            .map(|g| Game {
                first: g.second,
                second: g.first,
            })
            .collect(),
        bye: round.bye,
    });
    Ok(first.clone().into_iter().chain(second).collect())
}

/// Round `r` (from 0) of the table for an even `n`; numbers `>= real` are the
/// phantom, whose opponent has the bye.
fn berger_round(n: usize, r: usize, real: usize) -> Round {
    let m = n - 1;
    let half = n / 2;
    let base = r * half % m;
    let last = n - 1;
    let mut games = Vec::with_capacity(half);
    let mut bye = None;
    let fixed = if r.is_multiple_of(2) {
        (base, last)
    } else {
        (last, base)
    };
    push_game(&mut games, &mut bye, fixed, real);
    for k in 1..half {
        let white = (base + k) % m;
        let black = (base + m - k) % m;
        push_game(&mut games, &mut bye, (white, black), real);
    }
    Round { games, bye }
}

fn push_game(games: &mut Vec<Game>, bye: &mut Option<usize>, (a, b): (usize, usize), real: usize) {
    if a >= real {
        *bye = Some(b);
    } else if b >= real {
        *bye = Some(a);
    } else {
        games.push(Game {
            first: a,
            second: b,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Who met whom how often, and how often each moved first.
    fn tally(players: usize, rounds: &[Round]) -> (Vec<Vec<u32>>, Vec<u32>, Vec<u32>) {
        let mut met = vec![vec![0; players]; players];
        let mut firsts = vec![0; players];
        let mut games = vec![0; players];
        for round in rounds {
            for g in &round.games {
                met[g.first][g.second] += 1;
                met[g.second][g.first] += 1;
                firsts[g.first] += 1;
                games[g.first] += 1;
                games[g.second] += 1;
            }
        }
        (met, firsts, games)
    }

    #[test]
    fn six_players_follow_the_printed_berger_table() {
        // FIDE Handbook C.05 Annex 1, six players (numbers from 1 there).
        let printed = [
            [(1, 6), (2, 5), (3, 4)],
            [(6, 4), (5, 3), (1, 2)],
            [(2, 6), (3, 1), (4, 5)],
            [(6, 5), (1, 4), (2, 3)],
            [(3, 6), (4, 2), (5, 1)],
        ];
        let rounds = berger(6).unwrap();
        assert_eq!(rounds.len(), 5);
        for (round, table) in rounds.iter().zip(printed) {
            let got: Vec<(usize, usize)> = round
                .games
                .iter()
                .map(|g| (g.first + 1, g.second + 1))
                .collect();
            assert_eq!(got, table.to_vec());
            assert_eq!(round.bye, None);
        }
    }

    #[test]
    fn every_pair_meets_once_and_first_moves_are_balanced() {
        for players in 2..=21 {
            let rounds = berger(players).unwrap();
            let (met, firsts, games) = tally(players, &rounds);
            assert_eq!(rounds.len(), players - 1 + players % 2);
            for (a, row) in met.iter().enumerate() {
                for (b, &count) in row.iter().enumerate() {
                    assert_eq!(count, u32::from(a != b), "{players} players: {a}-{b}");
                }
            }
            for p in 0..players {
                assert_eq!(games[p] as usize, players - 1);
                let twice_gap = (2 * firsts[p]).abs_diff(games[p]);
                assert!(
                    twice_gap <= 2,
                    "{players} players: player {p} first {} of {}",
                    firsts[p],
                    games[p]
                );
            }
        }
    }

    #[test]
    fn odd_fields_give_each_player_one_bye() {
        for players in [3, 5, 9, 15] {
            let rounds = berger(players).unwrap();
            let mut byes = vec![0; players];
            for round in &rounds {
                let bye = round.bye.expect("an odd field has a bye every round");
                byes[bye] += 1;
                assert!(round
                    .games
                    .iter()
                    .all(|g| g.first != bye && g.second != bye));
                assert_eq!(round.games.len(), players / 2);
            }
            assert!(byes.iter().all(|&b| b == 1), "{players}: {byes:?}");
        }
    }

    #[test]
    fn the_schedule_is_deterministic() {
        assert_eq!(berger(10).unwrap(), berger(10).unwrap());
    }

    #[test]
    fn double_round_robin_meets_twice_with_each_first_move() {
        let rounds = double_berger(5).unwrap();
        assert_eq!(rounds.len(), 10);
        let mut first_of = std::collections::HashMap::new();
        for g in rounds.iter().flat_map(|r| &r.games) {
            *first_of.entry((g.first, g.second)).or_insert(0) += 1;
        }
        for a in 0..5 {
            for b in 0..5 {
                assert_eq!(
                    first_of.get(&(a, b)).copied().unwrap_or(0),
                    u32::from(a != b)
                );
            }
        }
    }

    #[test]
    fn impossible_sizes_are_refused() {
        assert_eq!(berger(1), Err(RoundRobinError::TooFewPlayers(1)));
        assert_eq!(berger(0), Err(RoundRobinError::TooFewPlayers(0)));
        assert_eq!(
            berger(MAX_PLAYERS + 1),
            Err(RoundRobinError::TooManyPlayers(MAX_PLAYERS + 1))
        );
    }
}
