//! Swiss and round-robin standings: score, then the tie-breaks Buchholz and
//! Sonneborn–Berger, then the pairing number.
//!
//! Unplayed rounds (a bye, a forfeit, a round missed) count as games against a
//! dummy opponent whose final score is the player's own, as FIDE's tie-break
//! regulations do, so that a bye neither helps nor harms a player's tie-breaks
//! much compared with a game against an equal.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

use crate::words::phrase;
use cubist_words::{Args, Lang, Phrase};

/// One round of a player's tournament, in half points (a win is 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Round {
    /// A game over the board against `opponent`, scoring `points` (0, 1 or 2).
    Played { opponent: u32, points: u32 },
    /// No game: a bye, a forfeit or a round missed, scoring `points`.
    Unplayed { points: u32 },
}

impl Round {
    fn points(self) -> u32 {
        match self {
            Round::Played { points, .. } | Round::Unplayed { points } => points,
        }
    }
}

/// A player's rounds so far, by pairing number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub id: u32,
    pub rounds: Vec<Round>,
}

/// A line of the standings. Scores are in half points; Sonneborn–Berger, a sum of
/// products of half points, is in quarter points so that it stays exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// Place from 1; players equal on score and both tie-breaks share a place.
    pub rank: u32,
    pub id: u32,
    pub score: u32,
    /// The sum of the opponents' final scores, in half points.
    pub buchholz: u32,
    /// The sum of the final scores of the opponents beaten, and half of those
    /// drawn with, in quarter points.
    pub sonneborn_berger: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StandingsError {
    #[error("{}", self.say(Lang::En))]
    DuplicatePlayer(u32),
    #[error("{}", self.say(Lang::En))]
    UnknownOpponent { player: u32, opponent: u32 },
    #[error("{}", self.say(Lang::En))]
    BadPoints { player: u32, points: u32 },
}

impl StandingsError {
    /// The refusal as a message of the crate's catalogue.
    pub fn phrase(&self) -> Phrase {
        match *self {
            StandingsError::DuplicatePlayer(id) => phrase(
                "tournament-standings-listed-twice",
                Args::new().number("player", id),
            ),
            StandingsError::UnknownOpponent { player, opponent } => phrase(
                "tournament-standings-unknown-opponent",
                Args::new()
                    .number("player", player)
                    .number("opponent", opponent),
            ),
            StandingsError::BadPoints { player, points } => phrase(
                "tournament-standings-bad-points",
                Args::new()
                    .number("player", player)
                    .number("points", points),
            ),
        }
    }
    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        self.phrase().say(lang)
    }
}

/// The standings, best first: score, Buchholz, Sonneborn–Berger, then pairing
/// number for the order of equals (who still share a rank).
pub fn standings(records: &[Record]) -> Result<Vec<Standing>, StandingsError> {
    let scores = scores(records)?;
    let mut lines: Vec<Standing> = records
        .iter()
        .map(|r| tie_breaks(r, &scores))
        .collect::<Result<_, _>>()?;
    lines.sort_by_key(|s| {
        (
            std::cmp::Reverse((s.score, s.buchholz, s.sonneborn_berger)),
            s.id,
        )
    });
    let mut previous = None;
    for (i, line) in lines.iter_mut().enumerate() {
        let key = (line.score, line.buchholz, line.sonneborn_berger);
        line.rank = match previous {
            Some((k, rank)) if k == key => rank,
            _ => i as u32 + 1,
        };
        previous = Some((key, line.rank));
    }
    Ok(lines)
}

fn scores(records: &[Record]) -> Result<BTreeMap<u32, u32>, StandingsError> {
    let mut scores = BTreeMap::new();
    for r in records {
        let mut total = 0;
        for round in &r.rounds {
            let points = round.points();
            if points > 2 {
                return Err(StandingsError::BadPoints {
                    player: r.id,
                    points,
                });
            }
            total += points;
        }
        if scores.insert(r.id, total).is_some() {
            return Err(StandingsError::DuplicatePlayer(r.id));
        }
    }
    Ok(scores)
}

fn tie_breaks(r: &Record, scores: &BTreeMap<u32, u32>) -> Result<Standing, StandingsError> {
    let own = scores[&r.id];
    let (mut buchholz, mut sonneborn_berger) = (0, 0);
    for round in &r.rounds {
        let (opponent_score, points) = match *round {
            Round::Played { opponent, points } => {
                let score = scores
                    .get(&opponent)
                    .ok_or(StandingsError::UnknownOpponent {
                        player: r.id,
                        opponent,
                    })?;
                (*score, points)
            }
            Round::Unplayed { points } => (own, points),
        };
        buchholz += opponent_score;
        sonneborn_berger += opponent_score * points;
    }
    Ok(Standing {
        rank: 0,
        id: r.id,
        score: own,
        buchholz,
        sonneborn_berger,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(opponent: u32, points: u32) -> Round {
        Round::Played { opponent, points }
    }

    /// Four players, three rounds:
    /// R1 1–2 1-0, 3–4 ½-½; R2 1–3 ½-½, 2–4 1-0; R3 1–4 0-1, 2–3 1-0.
    /// Scores (half points): 1: 2+1+0 = 3, 2: 0+2+2 = 4, 3: 1+1+0 = 2, 4: 1+0+2 = 3.
    fn four() -> Vec<Record> {
        vec![
            Record {
                id: 1,
                rounds: vec![played(2, 2), played(3, 1), played(4, 0)],
            },
            Record {
                id: 2,
                rounds: vec![played(1, 0), played(4, 2), played(3, 2)],
            },
            Record {
                id: 3,
                rounds: vec![played(4, 1), played(1, 1), played(2, 0)],
            },
            Record {
                id: 4,
                rounds: vec![played(3, 1), played(2, 0), played(1, 2)],
            },
        ]
    }

    #[test]
    fn buchholz_and_sonneborn_berger_break_a_tie_on_score() {
        let s = standings(&four()).unwrap();
        // Player 1 met 2 (4), 3 (2), 4 (3): Buchholz 9. SB: beat 2 → 4×2, drew 3 →
        // 2×1, lost to 4 → 0: 10 quarter points.
        // Player 4 met 3 (2), 2 (4), 1 (3): Buchholz 9. SB: drew 3 → 2×1, lost to 2,
        // beat 1 → 3×2: 8. Equal on score and Buchholz, 1 is ahead on SB.
        let by_id: BTreeMap<u32, Standing> = s.iter().map(|l| (l.id, *l)).collect();
        assert_eq!((by_id[&1].buchholz, by_id[&1].sonneborn_berger), (9, 10));
        assert_eq!((by_id[&4].buchholz, by_id[&4].sonneborn_berger), (9, 8));
        let order: Vec<(u32, u32)> = s.iter().map(|l| (l.rank, l.id)).collect();
        assert_eq!(order, vec![(1, 2), (2, 1), (3, 4), (4, 3)]);
    }

    #[test]
    fn a_bye_counts_as_a_game_against_the_players_own_score() {
        let records = vec![
            Record {
                id: 1,
                rounds: vec![played(2, 2), Round::Unplayed { points: 2 }],
            },
            Record {
                id: 2,
                rounds: vec![played(1, 0), Round::Unplayed { points: 0 }],
            },
        ];
        let s = standings(&records).unwrap();
        // Player 1 scores 4: Buchholz 0 (player 2) + 4 (the dummy) = 4; SB 0×2 + 4×2.
        assert_eq!((s[0].id, s[0].buchholz, s[0].sonneborn_berger), (1, 4, 8));
        assert_eq!((s[1].id, s[1].buchholz, s[1].sonneborn_berger), (2, 4, 0));
    }

    #[test]
    fn players_equal_on_everything_share_a_rank_in_pairing_order() {
        let records = vec![
            Record {
                id: 2,
                rounds: vec![played(1, 1)],
            },
            Record {
                id: 1,
                rounds: vec![played(2, 1)],
            },
        ];
        let s = standings(&records).unwrap();
        let order: Vec<(u32, u32)> = s.iter().map(|l| (l.rank, l.id)).collect();
        assert_eq!(order, vec![(1, 1), (1, 2)]);
    }

    #[test]
    fn bad_records_are_refused() {
        let dup = vec![
            Record {
                id: 1,
                rounds: vec![],
            },
            Record {
                id: 1,
                rounds: vec![],
            },
        ];
        assert_eq!(standings(&dup), Err(StandingsError::DuplicatePlayer(1)));
        let unknown = vec![Record {
            id: 1,
            rounds: vec![played(9, 2)],
        }];
        assert_eq!(
            standings(&unknown),
            Err(StandingsError::UnknownOpponent {
                player: 1,
                opponent: 9
            })
        );
        let points = vec![Record {
            id: 1,
            rounds: vec![Round::Unplayed { points: 3 }],
        }];
        assert_eq!(
            standings(&points),
            Err(StandingsError::BadPoints {
                player: 1,
                points: 3
            })
        );
    }
}
