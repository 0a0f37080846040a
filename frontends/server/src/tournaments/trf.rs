//! A Swiss or round robin as a FIDE TRF16 file (`trf::write`), for checking its
//! pairings with an endorsed program. Written from the record: each completed
//! round's opponent, colour and result per player.

use cubist_tournament::swiss::Colour;
use cubist_tournament::trf::{self, Entry, Outcome, RoundEntry, Tournament};

use super::record::{numbers, swiss_standings};
use super::rounds_store::StoredTable;
use super::store::{Entrant, StoredTournament};
use super::wire::Status;

/// Why no file: standings or the writer refused the record.
pub type TrfFailure = String;

/// The rounds every table of which is scored.
fn complete_rounds(t: &StoredTournament, tables: &[StoredTable]) -> u32 {
    (1..=t.round)
        .take_while(|k| {
            tables
                .iter()
                .filter(|x| x.round == *k)
                .all(|x| x.result.is_some())
        })
        .last()
        .unwrap_or(0)
}

/// The file's text.
pub fn write(
    t: &StoredTournament,
    entrants: &[Entrant],
    tables: &[StoredTable],
) -> Result<String, TrfFailure> {
    let last = complete_rounds(t, tables);
    let standings = swiss_standings(entrants, tables, last).map_err(|e| e.to_string())?;
    let numbers = numbers(entrants);
    let mut players: Vec<Entry> = entrants
        .iter()
        .filter(|e| e.number > 0)
        .map(|e| {
            let line = standings.iter().find(|s| s.id == e.number);
            Entry {
                start_rank: e.number,
                name: e.name.clone(),
                rating: u32::try_from(e.rating.clamp(0, 9999)).ok(),
                points_tenths: line.map_or(0, |s| s.score * 5),
                rank: line.map_or(0, |s| s.rank),
                rounds: (1..=last)
                    .map(|k| round_entry(tables, k, &e.account_id, &numbers))
                    .collect(),
                ..Entry::default()
            }
        })
        .collect();
    players.sort_by_key(|p| p.start_rank);
    let file = Tournament {
        name: format!("Cubist {} {}", t.t.game, t.t.id),
        rounds: t
            .t
            .rounds
            .or((t.status != Status::Upcoming).then_some(t.round)),
        initial_colour: Some(if t.white_first {
            Colour::White
        } else {
            Colour::Black
        }),
        players,
        ..Tournament::default()
    };
    trf::write(&file).map_err(|e| e.to_string())
}

fn round_entry(
    tables: &[StoredTable],
    round: u32,
    account: &str,
    numbers: &std::collections::BTreeMap<&str, u32>,
) -> RoundEntry {
    let absent = RoundEntry {
        opponent: None,
        colour: None,
        result: Outcome::ZeroPointBye,
    };
    let Some(table) = tables
        .iter()
        .find(|t| t.round == round && t.players.iter().any(|p| p == account))
    else {
        return absent;
    };
    let seat = table.players.iter().position(|p| p == account).unwrap_or(0);
    let points = table
        .result
        .as_ref()
        .and_then(|r| r.get(seat))
        .copied()
        .unwrap_or(0);
    if table.players.len() == 1 {
        let result = if points > 0 {
            Outcome::PairingBye
        } else {
            Outcome::ZeroPointBye
        };
        return RoundEntry { result, ..absent };
    }
    let opponent = table
        .players
        .get(1 - seat.min(1))
        .and_then(|o| numbers.get(o.as_str()))
        .copied();
    let colour = Some(if seat == 0 {
        Colour::White
    } else {
        Colour::Black
    });
    let played = table.game_id.is_some();
    let result = match (played, points) {
        (true, 2) => Outcome::Win,
        (true, 1) => Outcome::Draw,
        (true, _) => Outcome::Loss,
        (false, 2) => Outcome::ForfeitWin,
        (false, _) => Outcome::ForfeitLoss,
    };
    RoundEntry {
        opponent,
        colour,
        result,
    }
}
