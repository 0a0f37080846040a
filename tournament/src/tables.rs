//! Tables of three to six for games of more than two players.
//!
//! * **Seating**: players in standings order sit with their neighbours: the
//!   first `size` at table 1, the next at table 2, and so on, so players meet
//!   others on about their score, as in a Swiss. When the number of players does
//!   not divide, the tables are balanced between `size` and `size - 1` players if
//!   the game allows the smaller table; otherwise, or when even that does not
//!   fit, the players who must sit out are the lowest placed among those who have
//!   sat out least.
//! * **First seat**: at each table the player who has had the first seat least
//!   often takes it (the higher placed on a tie); the others follow in standings
//!   order. Players who keep meeting each other (a small field, a top table)
//!   take the first seat in turn, so first seats even out over a tournament.
//! * **Scores by placing**: at a table of `n`, first place scores `n - 1`, second
//!   `n - 2`, down to 0 for last (3/2/1/0 at a table of four). Players who tie
//!   share the better place and its points (two tied for second at four both
//!   score 2, and the next is fourth with 0).

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::words::phrase;
use cubist_words::{Args, Lang, Phrase};

/// The smallest and largest tables.
pub const MIN_TABLE: usize = 3;
pub const MAX_TABLE: usize = 6;

/// A player to seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seated {
    pub id: u64,
    /// Times this player has had the first seat.
    pub first_seats: u32,
    /// Rounds this player has sat out.
    pub sat_out: u32,
}

/// The tables of a round, each in seat order (the first moves first), and who
/// sits out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    pub tables: Vec<Vec<u64>>,
    pub sitting_out: Vec<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TableError {
    #[error("{}", self.say(Lang::En))]
    BadSize(usize),
    #[error("{}", self.say(Lang::En))]
    DuplicatePlayer(u64),
    #[error("{}", self.say(Lang::En))]
    TooFewPlayers { players: usize, size: usize },
    #[error("{}", self.say(Lang::En))]
    BadPlaces(Vec<u32>),
}

impl TableError {
    /// The refusal as a message of the crate's catalogue.
    pub fn phrase(&self) -> Phrase {
        let n = |x: usize| x as f64;
        match self {
            TableError::BadSize(size) => phrase(
                "tournament-table-bad-size",
                Args::new()
                    .number("min", n(MIN_TABLE))
                    .number("max", n(MAX_TABLE))
                    .number("size", n(*size)),
            ),
            TableError::DuplicatePlayer(id) => phrase(
                "tournament-table-listed-twice",
                Args::new().number("player", *id as f64),
            ),
            TableError::TooFewPlayers { players, size } => phrase(
                "tournament-table-too-few",
                Args::new()
                    .number("players", n(*players))
                    .number("size", n(*size)),
            ),
            TableError::BadPlaces(places) => phrase(
                "tournament-table-bad-places",
                Args::new().text("places", format!("{places:?}")),
            ),
        }
    }
    /// The refusal in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        self.phrase().say(lang)
    }
}

/// Seats `standings` (best first) at tables of `size`; `smaller_allowed` when the
/// game can also be played one player short.
pub fn seat(
    standings: &[Seated],
    size: usize,
    smaller_allowed: bool,
) -> Result<Seating, TableError> {
    if !(MIN_TABLE..=MAX_TABLE).contains(&size) {
        return Err(TableError::BadSize(size));
    }
    let mut seen = std::collections::BTreeSet::new();
    if let Some(dup) = standings.iter().find(|p| !seen.insert(p.id)) {
        return Err(TableError::DuplicatePlayer(dup.id));
    }
    let sizes =
        table_sizes(standings.len(), size, smaller_allowed).ok_or(TableError::TooFewPlayers {
            players: standings.len(),
            size,
        })?;
    let seated: usize = sizes.iter().sum();
    let out = sitting_out(standings, standings.len() - seated);
    let playing: Vec<Seated> = standings
        .iter()
        .filter(|p| !out.contains(&p.id))
        .copied()
        .collect();
    let mut tables = Vec::with_capacity(sizes.len());
    let mut rest = playing.as_slice();
    for n in sizes {
        let (table, after) = rest.split_at(n);
        tables.push(first_seat(table));
        rest = after;
    }
    Ok(Seating {
        tables,
        sitting_out: out,
    })
}

/// The sizes of the tables, larger first; `None` if not even one table fills.
fn table_sizes(players: usize, size: usize, smaller_allowed: bool) -> Option<Vec<usize>> {
    let smallest = if smaller_allowed {
        (size - 1).max(MIN_TABLE)
    } else {
        size
    };
    let tables = players.div_ceil(size);
    if tables > 0 && players / tables >= smallest {
        let (base, extra) = (players / tables, players % tables);
        return Some((0..tables).map(|t| base + usize::from(t < extra)).collect());
    }
    let full = players / size;
    (full > 0).then(|| vec![size; full])
}

/// The `count` players who sit out: those who have sat out least, the lowest
/// placed of them first.
fn sitting_out(standings: &[Seated], count: usize) -> Vec<u64> {
    let mut order: Vec<(usize, &Seated)> = standings.iter().enumerate().collect();
    order.sort_by_key(|(place, p)| (p.sat_out, std::cmp::Reverse(*place)));
    order.iter().take(count).map(|(_, p)| p.id).collect()
}

/// The table in seat order: the fewest first seats first, then standings order.
fn first_seat(table: &[Seated]) -> Vec<u64> {
    let first = (0..table.len())
        .min_by_key(|&i| (table[i].first_seats, i))
        .unwrap_or(0);
    let mut seats = vec![table[first].id];
    seats.extend(
        table
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != first)
            .map(|(_, p)| p.id),
    );
    seats
}

/// The points of each seat at a table, from each seat's finishing place (1 for
/// the winner; tied players share a place, and the next place skips, as in
/// 1, 2, 2, 4).
pub fn placing_points(places: &[u32]) -> Result<Vec<u32>, TableError> {
    let n = places.len() as u32;
    let valid = places.iter().all(|&place| {
        let better = places.iter().filter(|&&other| other < place).count() as u32;
        place >= 1 && place <= n && better == place - 1
    });
    if !valid || places.is_empty() {
        return Err(TableError::BadPlaces(places.to_vec()));
    }
    Ok(places.iter().map(|&place| n - place).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(n: u64) -> Vec<Seated> {
        (1..=n)
            .map(|id| Seated {
                id,
                first_seats: 0,
                sat_out: 0,
            })
            .collect()
    }

    #[test]
    fn neighbours_in_the_standings_share_a_table() {
        let seating = seat(&players(8), 4, false).unwrap();
        assert_eq!(seating.tables, [vec![1, 2, 3, 4], vec![5, 6, 7, 8]]);
        assert!(seating.sitting_out.is_empty());
    }

    #[test]
    fn uneven_fields_balance_tables_when_the_game_allows() {
        // 10 at tables of four: 4 + 3 + 3.
        let seating = seat(&players(10), 4, true).unwrap();
        assert_eq!(
            seating.tables,
            [vec![1, 2, 3, 4], vec![5, 6, 7], vec![8, 9, 10]]
        );
        // Tables of three cannot shrink: 7 players give two tables and one out.
        let seating = seat(&players(7), 3, true).unwrap();
        assert_eq!(seating.tables.len(), 2);
        assert_eq!(seating.sitting_out, [7]);
    }

    #[test]
    fn who_sits_out_is_the_lowest_of_those_who_sat_out_least() {
        let mut field = players(6);
        field[5].sat_out = 1; // 6 sat out last time, so 5 sits out now.
        let seating = seat(&field, 5, false).unwrap();
        assert_eq!(seating.sitting_out, [5]);
        assert_eq!(seating.tables, [vec![1, 2, 3, 4, 6]]);
    }

    #[test]
    fn the_first_seat_rotates_evenly() {
        // Four players at one table for eight rounds: each first twice.
        let mut field = players(4);
        for _ in 0..8 {
            let seating = seat(&field, 4, false).unwrap();
            let first = seating.tables[0][0];
            field
                .iter_mut()
                .find(|p| p.id == first)
                .unwrap()
                .first_seats += 1;
        }
        assert!(field.iter().all(|p| p.first_seats == 2), "{field:?}");
    }

    #[test]
    fn seats_after_the_first_keep_standings_order() {
        let mut field = players(4);
        field[0].first_seats = 1;
        field[1].first_seats = 1;
        let seating = seat(&field, 4, false).unwrap();
        assert_eq!(seating.tables, [vec![3, 1, 2, 4]]);
    }

    #[test]
    fn placing_scores_count_down_and_ties_share_the_better_place() {
        assert_eq!(placing_points(&[1, 2, 3, 4]).unwrap(), [3, 2, 1, 0]);
        assert_eq!(placing_points(&[3, 1, 2]).unwrap(), [0, 2, 1]);
        assert_eq!(placing_points(&[1, 2, 2, 4]).unwrap(), [3, 2, 2, 0]);
        assert_eq!(placing_points(&[1, 1, 1, 1, 1]).unwrap(), [4, 4, 4, 4, 4]);
    }

    #[test]
    fn impossible_places_and_sizes_are_refused() {
        for bad in [
            &[1, 2, 3, 3, 4][..],
            &[0, 1, 2],
            &[1, 2, 4, 4],
            &[2, 3, 4],
            &[],
        ] {
            assert!(
                matches!(placing_points(bad), Err(TableError::BadPlaces(_))),
                "{bad:?}"
            );
        }
        assert_eq!(seat(&players(8), 2, false), Err(TableError::BadSize(2)));
        assert_eq!(seat(&players(8), 7, false), Err(TableError::BadSize(7)));
        assert_eq!(
            seat(&players(3), 4, false),
            Err(TableError::TooFewPlayers {
                players: 3,
                size: 4
            })
        );
        let mut twice = players(4);
        twice[3].id = 1;
        assert_eq!(seat(&twice, 4, false), Err(TableError::DuplicatePlayer(1)));
    }
}
