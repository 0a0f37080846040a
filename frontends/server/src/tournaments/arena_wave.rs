//! An arena's next wave: the players neither paused, withdrawn nor playing, paired
//! by `arena::pair_wave` in standings order.

use cubist_tournament::arena::{pair_wave, Waiting};

use super::games::Planned;
use super::record::arena_standings;
use super::rounds_store::StoredTable;
use super::store::Entrant;

/// The wave's tables; empty when fewer than two players wait.
pub fn plan(entrants: &[Entrant], tables: &[StoredTable]) -> Vec<Planned> {
    let busy = |account: &str| {
        tables
            .iter()
            .any(|t| t.result.is_none() && t.players.iter().any(|p| p == account))
    };
    let standings = arena_standings(entrants, tables);
    let waiting: Vec<Waiting> = standings
        .iter()
        .enumerate()
        .filter_map(|(place, line)| {
            let e = &entrants[line.entrant];
            if e.paused || e.withdrawn || busy(&e.account_id) {
                return None;
            }
            Some(Waiting {
                id: line.entrant as u64,
                rank: place as u32 + 1,
                last_opponent: last_opponent(entrants, tables, &e.account_id),
                first_balance: first_balance(tables, &e.account_id),
            })
        })
        .collect();
    if waiting.len() < 2 {
        return Vec::new();
    }
    let Ok(wave) = pair_wave(&waiting) else {
        return Vec::new();
    };
    wave.pairs
        .iter()
        .map(|p| Planned {
            players: vec![
                entrants[p.first as usize].account_id.clone(),
                entrants[p.second as usize].account_id.clone(),
            ],
            result: None,
        })
        .collect()
}

/// The entrant index of the opponent in the player's latest game.
fn last_opponent(entrants: &[Entrant], tables: &[StoredTable], account: &str) -> Option<u64> {
    let latest = tables
        .iter()
        .filter(|t| t.players.iter().any(|p| p == account))
        .max_by_key(|t| (t.round, t.board))?;
    let other = latest.players.iter().find(|p| *p != account)?;
    entrants
        .iter()
        .position(|e| &e.account_id == other)
        .map(|i| i as u64)
}

/// Games moving first minus games moving second.
fn first_balance(tables: &[StoredTable], account: &str) -> i32 {
    tables
        .iter()
        .map(|t| match t.players.iter().position(|p| p == account) {
            Some(0) => 1,
            Some(_) => -1,
            None => 0,
        })
        .sum()
}
