//! From the stored record (entrants and tables) to what `cubist_tournament` takes:
//! standings records, Swiss histories, arena games. Nothing here decides a pairing
//! or a score; it only reads the record.

use std::collections::BTreeMap;

use cubist_core::Outcome;
use cubist_tournament::arena::{self, ArenaGame};
use cubist_tournament::standings::{self, Record, Round, Standing};
use cubist_tournament::swiss::{self, Colour, Pairing, Player};

use super::rounds_store::StoredTable;
use super::store::Entrant;

/// Each seat's points in half points from a game's stored outcome: the winner 2 and
/// the others 0; several winners (a draw) 1 each; none (an aborted game) 0 for all.
pub fn points_of(outcome: Option<&Outcome>, seats: usize) -> Vec<u32> {
    let Some(outcome) = outcome else {
        return vec![0; seats];
    };
    let win = if outcome.winners.len() == 1 { 2 } else { 1 };
    (0..seats)
        .map(|s| if outcome.winners.contains(s) { win } else { 0 })
        .collect()
}

/// Pairing numbers by account, for the numbered entrants.
pub fn numbers(entrants: &[Entrant]) -> BTreeMap<&str, u32> {
    entrants
        .iter()
        .filter(|e| e.number > 0)
        .map(|e| (e.account_id.as_str(), e.number))
        .collect()
}

/// One player's part of a scored table: their seat and points.
fn part(table: &StoredTable, account: &str) -> Option<(usize, u32)> {
    let seat = table.players.iter().position(|p| p == account)?;
    let points = *table.result.as_ref()?.get(seat)?;
    Some((seat, points))
}

/// The standings records of a Swiss or round robin over rounds `1..=last`; a table
/// not yet scored is left out for both its players.
pub fn records(entrants: &[Entrant], tables: &[StoredTable], last: u32) -> Vec<Record> {
    let numbers = numbers(entrants);
    entrants
        .iter()
        .filter(|e| e.number > 0)
        .map(|e| {
            let mut rounds = Vec::new();
            for k in 1..=last {
                let mine = tables
                    .iter()
                    .find(|t| t.round == k && t.players.contains(&e.account_id));
                let Some(table) = mine else {
                    rounds.push(Round::Unplayed { points: 0 });
                    continue;
                };
                let Some((seat, points)) = part(table, &e.account_id) else {
                    continue;
                };
                let opponent = table
                    .players
                    .get(1 - seat.min(1))
                    .filter(|_| table.game_id.is_some() && table.players.len() == 2)
                    .and_then(|o| numbers.get(o.as_str()));
                rounds.push(match opponent {
                    Some(&opponent) => Round::Played { opponent, points },
                    None => Round::Unplayed { points },
                });
            }
            Record {
                id: e.number,
                rounds,
            }
        })
        .collect()
}

/// The standings of a Swiss or round robin, best first.
pub fn swiss_standings(
    entrants: &[Entrant],
    tables: &[StoredTable],
    last: u32,
) -> Result<Vec<Standing>, standings::StandingsError> {
    standings::standings(&records(entrants, tables, last))
}

/// The Swiss players to pair for round `last + 1`: the numbered entrants still in,
/// with their colours, floats, opponents and byes over rounds `1..=last`.
pub fn swiss_players(entrants: &[Entrant], tables: &[StoredTable], last: u32) -> Vec<Player> {
    let numbers = numbers(entrants);
    let mut all: BTreeMap<u32, Player> =
        numbers.values().map(|&n| (n, Player::new(n, 0))).collect();
    for k in 1..=last {
        let round: Vec<&StoredTable> = tables.iter().filter(|t| t.round == k).collect();
        let before: Vec<Player> = all.values().cloned().collect();
        let pairing = Pairing {
            games: round
                .iter()
                .filter(|t| t.game_id.is_some() && t.players.len() == 2)
                .filter_map(|t| {
                    Some(swiss::Game {
                        white: *numbers.get(t.players[0].as_str())?,
                        black: *numbers.get(t.players[1].as_str())?,
                    })
                })
                .collect(),
            bye: round
                .iter()
                .find(|t| t.players.len() == 1)
                .and_then(|t| numbers.get(t.players[0].as_str()).copied()),
        };
        let floats = swiss::floats(&before, &pairing);
        for p in all.values_mut() {
            let game = pairing
                .games
                .iter()
                .find(|g| g.white == p.id || g.black == p.id);
            let colour = game.map(|g| {
                if g.white == p.id {
                    Colour::White
                } else {
                    Colour::Black
                }
            });
            p.colours.push(colour);
            p.floats.push(floats.get(&p.id).copied().flatten());
            if let Some(g) = game {
                p.opponents
                    .push(if g.white == p.id { g.black } else { g.white });
            }
            if pairing.bye == Some(p.id) {
                p.had_bye = true;
            }
        }
        for t in &round {
            for (seat, account) in t.players.iter().enumerate() {
                let points = t.result.as_ref().and_then(|r| r.get(seat)).copied();
                if let (Some(n), Some(points)) = (numbers.get(account.as_str()), points) {
                    if let Some(p) = all.get_mut(n) {
                        p.score += points;
                    }
                }
            }
        }
    }
    let still_in: Vec<u32> = entrants
        .iter()
        .filter(|e| e.number > 0 && !e.withdrawn)
        .map(|e| e.number)
        .collect();
    all.into_values()
        .filter(|p| still_in.contains(&p.id))
        .collect()
}

/// One arena player's games in the order they ended.
pub fn arena_games(account: &str, tables: &[StoredTable]) -> Vec<ArenaGame> {
    let mut mine: Vec<&StoredTable> = tables
        .iter()
        .filter(|t| t.result.is_some() && t.players.iter().any(|p| p == account))
        .collect();
    mine.sort_by_key(|t| (t.finished_at, t.round, t.board));
    mine.iter()
        .filter_map(|t| {
            let (seat, points) = part(t, account)?;
            let best_other = t
                .result
                .as_ref()?
                .iter()
                .enumerate()
                .filter(|(s, _)| *s != seat)
                .map(|(_, p)| *p)
                .max()
                .unwrap_or(0);
            let outcome = if points > best_other {
                arena::Outcome::Win
            } else if points == best_other && points > 0 {
                arena::Outcome::Draw
            } else {
                arena::Outcome::Loss
            };
            Some(ArenaGame {
                outcome,
                berserk: t.berserk.contains(&seat),
                real_game: true,
            })
        })
        .collect()
}

/// An arena line: the entrant's index, points, games played and whether on fire.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaLine {
    pub entrant: usize,
    pub rank: u32,
    pub score: u32,
    pub played: u32,
    pub on_fire: bool,
}

/// The arena's standings, best first: points, then rating; equal points share a
/// rank.
pub fn arena_standings(entrants: &[Entrant], tables: &[StoredTable]) -> Vec<ArenaLine> {
    let mut lines: Vec<ArenaLine> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let games = arena_games(&e.account_id, tables);
            ArenaLine {
                entrant: i,
                rank: 0,
                score: arena::total(&games),
                played: games.len() as u32,
                on_fire: arena::on_fire(&games),
            }
        })
        .collect();
    lines.sort_by_key(|l| {
        let e = &entrants[l.entrant];
        (
            std::cmp::Reverse((l.score, e.rating)),
            e.joined_at,
            l.entrant,
        )
    });
    let mut previous: Option<(u32, u32)> = None;
    for (i, line) in lines.iter_mut().enumerate() {
        line.rank = match previous {
            Some((score, rank)) if score == line.score => rank,
            _ => i as u32 + 1,
        };
        previous = Some((line.score, line.rank));
    }
    lines
}
