//! The players of a TRF file as the Swiss pairing sees them, to pair the next
//! round of a tournament read from a file.

use super::{Outcome, Tournament, TrfError};
use crate::swiss::{Float, Player};
use std::collections::BTreeMap;

/// Every player of the file with their history: scores counted 2/1/0 from the
/// result codes (whatever points the file shows), colours and opponents of
/// games played over the board (a forfeit is not a game: the two may still
/// meet), floats from the scores before each round, and a bye marked for the
/// pairing-allocated bye or a forfeit win (C.04.3 C.2). Players keep their
/// start ranks as pairing numbers.
pub fn swiss_players(t: &Tournament) -> Result<Vec<Player>, TrfError> {
    let ranks: BTreeMap<u32, usize> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, e)| (e.start_rank, i))
        .collect();
    let rounds = t.players.iter().map(|e| e.rounds.len()).max().unwrap_or(0);
    let mut players: Vec<Player> = t
        .players
        .iter()
        .map(|e| Player::new(e.start_rank, 0))
        .collect();
    for r in 0..rounds {
        let before: Vec<u32> = players.iter().map(|p| p.score).collect();
        for (i, entry) in t.players.iter().enumerate() {
            let Some(round) = entry.rounds.get(r) else {
                players[i].colours.push(None);
                players[i].floats.push(None);
                continue;
            };
            let opponent = match round.opponent {
                Some(o) => Some(*ranks.get(&o).ok_or(TrfError::UnknownOpponent {
                    rank: entry.start_rank,
                    round: r + 1,
                    opponent: o,
                })?),
                None => None,
            };
            let p = &mut players[i];
            let played = matches!(
                round.result,
                Outcome::Win
                    | Outcome::Draw
                    | Outcome::Loss
                    | Outcome::UnratedWin
                    | Outcome::UnratedDraw
                    | Outcome::UnratedLoss
            );
            p.score += points(round.result);
            p.had_bye |= matches!(round.result, Outcome::PairingBye | Outcome::ForfeitWin);
            p.colours.push(round.colour.filter(|_| played));
            if let Some(o) = opponent.filter(|_| played) {
                p.opponents.push(t.players[o].start_rank);
            }
            p.floats
                .push(float(before[i], opponent.map(|o| before[o]), round.result));
        }
    }
    Ok(players)
}

fn points(result: Outcome) -> u32 {
    match result {
        Outcome::Win
        | Outcome::ForfeitWin
        | Outcome::UnratedWin
        | Outcome::FullPointBye
        | Outcome::PairingBye => 2,
        Outcome::Draw | Outcome::UnratedDraw | Outcome::HalfPointBye => 1,
        _ => 0,
    }
}

/// Down when paired below one's score or given the pairing bye, up when paired
/// above it.
fn float(own: u32, opponent: Option<u32>, result: Outcome) -> Option<Float> {
    match opponent {
        Some(other) if other < own => Some(Float::Down),
        Some(other) if other > own => Some(Float::Up),
        None if result == Outcome::PairingBye => Some(Float::Down),
        _ => None,
    }
}
