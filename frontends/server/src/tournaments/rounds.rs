//! The next round of a Swiss (FIDE Dutch, `swiss::pair_round`) or a round robin
//! (Berger tables), from the record; the rules are `cubist_tournament`'s.

use cubist_tournament::round_robin;
use cubist_tournament::swiss::{self, Colour, RoundSpec};

use super::games::Planned;
use super::record::swiss_players;
use super::rounds_store::StoredTable;
use super::store::{Entrant, StoredTournament};
use super::wire::Kind;

/// The tables of round `t.round + 1`, or `None` when the tournament is over (every
/// round played, or too few players to pair).
pub fn plan(
    t: &StoredTournament,
    entrants: &[Entrant],
    tables: &[StoredTable],
) -> Option<Vec<Planned>> {
    match t.t.kind {
        Kind::RoundRobin => berger_round(t, entrants),
        Kind::Swiss => swiss_round(t, entrants, tables),
        Kind::Arena => None,
    }
}

/// The entrant of pairing number `n` (from 1).
fn numbered(entrants: &[Entrant], n: u32) -> Option<&Entrant> {
    entrants.iter().find(|e| e.number == n)
}

/// A round robin's next round. A withdrawn player's games are forfeits (the
/// opponent scores the win); the player with the round off scores nothing, as
/// everyone has the same number of rounds off.
fn berger_round(t: &StoredTournament, entrants: &[Entrant]) -> Option<Vec<Planned>> {
    let n = entrants.iter().filter(|e| e.number > 0).count();
    let schedule = round_robin::berger(n).ok()?;
    let round = schedule.get(t.round as usize)?;
    let mut planned = Vec::new();
    for g in &round.games {
        let a = numbered(entrants, g.first as u32 + 1)?;
        let b = numbered(entrants, g.second as u32 + 1)?;
        let result = (a.withdrawn || b.withdrawn)
            .then(|| vec![2 * u32::from(!a.withdrawn), 2 * u32::from(!b.withdrawn)]);
        planned.push(Planned {
            players: vec![a.account_id.clone(), b.account_id.clone()],
            result,
        });
    }
    if let Some(bye) = round.bye {
        let e = numbered(entrants, bye as u32 + 1)?;
        planned.push(Planned {
            players: vec![e.account_id.clone()],
            result: Some(vec![0]),
        });
    }
    Some(planned)
}

/// A Swiss's next round by the Dutch system; the bye scores a win (one point).
fn swiss_round(
    t: &StoredTournament,
    entrants: &[Entrant],
    tables: &[StoredTable],
) -> Option<Vec<Planned>> {
    let rounds = t.t.rounds?;
    if t.round >= rounds {
        return None;
    }
    let players = swiss_players(entrants, tables, t.round);
    if players.len() < 2 {
        return None;
    }
    let spec = RoundSpec {
        round: t.round + 1,
        rounds,
        initial_colour: if t.white_first {
            Colour::White
        } else {
            Colour::Black
        },
    };
    let pairing = match swiss::pair_round(&players, &spec) {
        Ok(p) => p,
        Err(e) => {
            tracing::warn!(tournament = %t.t.id, error = %e, "no Swiss pairing: the tournament ends");
            return None;
        }
    };
    let account = |n: u32| numbered(entrants, n).map(|e| e.account_id.clone());
    let mut planned = Vec::new();
    for g in &pairing.games {
        planned.push(Planned {
            players: vec![account(g.white)?, account(g.black)?],
            result: None,
        });
    }
    if let Some(bye) = pairing.bye {
        planned.push(Planned {
            players: vec![account(bye)?],
            result: Some(vec![2]),
        });
    }
    Some(planned)
}
