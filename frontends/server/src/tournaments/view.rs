//! A tournament as the API shows it: standings, pairings and games, computed from
//! the record each time (never accumulated).

use std::collections::BTreeMap;

use cubist_tournament::standings::StandingsError;

use super::record::{arena_standings, swiss_standings};
use super::rounds_store::StoredTable;
use super::store::{Entrant, StoredTournament};
use super::wire::{
    Kind, Pairing, RoundPairings, Standing, Status, TieBreaks, TournamentGame, TournamentSummary,
    TournamentView, TOURNAMENTS_FORMAT,
};

/// Names by account.
fn names(entrants: &[Entrant]) -> BTreeMap<&str, &str> {
    entrants
        .iter()
        .map(|e| (e.account_id.as_str(), e.name.as_str()))
        .collect()
}

fn name_list(names: &BTreeMap<&str, &str>, accounts: &[String]) -> Vec<String> {
    accounts
        .iter()
        .map(|a| {
            names
                .get(a.as_str())
                .map_or_else(|| a.clone(), |n| n.to_string())
        })
        .collect()
}

fn halves(result: &Option<Vec<u32>>) -> Option<Vec<f64>> {
    result
        .as_ref()
        .map(|r| r.iter().map(|&p| f64::from(p) / 2.0).collect())
}

fn title_of(game: &str) -> String {
    cubist_games::info(game).map_or(game.to_string(), |i| i.title.to_string())
}

/// A tournament as listed.
pub fn summary(t: &StoredTournament, entrants: usize) -> TournamentSummary {
    TournamentSummary {
        id: t.t.id.clone(),
        kind: t.t.kind,
        title: title_of(&t.t.game),
        game: t.t.game.clone(),
        options: serde_json::from_str(&t.t.options).unwrap_or_default(),
        clock: t
            .t
            .clock
            .as_deref()
            .and_then(|c| serde_json::from_str(c).ok()),
        rated: t.t.rated,
        status: t.status,
        starts_at: t.t.starts_at,
        ends_at: t.ends_at,
        rounds: t.t.rounds,
        table: t.t.table,
        creator: t.t.creator_name.clone(),
        entrants,
        conditions: t.t.conditions,
    }
}

/// The whole view.
pub fn view(
    t: &StoredTournament,
    entrants: &[Entrant],
    tables: &[StoredTable],
) -> Result<TournamentView, StandingsError> {
    let s = summary(t, 0);
    let players = standings(t, entrants, tables)?;
    let podium = if t.status == Status::Finished {
        players
            .iter()
            .filter(|p| p.played > 0)
            .take(3)
            .cloned()
            .collect()
    } else {
        Vec::new()
    };
    Ok(TournamentView {
        format: TOURNAMENTS_FORMAT,
        id: s.id,
        kind: s.kind,
        game: s.game,
        title: s.title,
        options: s.options,
        clock: s.clock,
        rated: s.rated,
        status: s.status,
        starts_at: s.starts_at,
        ends_at: s.ends_at,
        minutes: t.t.minutes,
        rounds: s.rounds,
        round: t.round,
        table: s.table,
        creator: s.creator,
        conditions: s.conditions,
        private: t.t.code_hash.is_some(),
        players,
        pairings: pairings(t, entrants, tables),
        games: games(t, entrants, tables),
        podium,
    })
}

fn line(e: &Entrant) -> Standing {
    Standing {
        name: e.name.clone(),
        rating: e.rating,
        score: 0.0,
        tie_breaks: None,
        rank: 0,
        played: 0,
        paused: e.paused,
        withdrawn: e.withdrawn,
        on_fire: false,
    }
}

/// Games played by `account`: scored tables with a game.
fn played(tables: &[StoredTable], account: &str) -> u32 {
    tables
        .iter()
        .filter(|t| t.game_id.is_some() && t.result.is_some())
        .filter(|t| t.players.iter().any(|p| p == account))
        .count() as u32
}

fn standings(
    t: &StoredTournament,
    entrants: &[Entrant],
    tables: &[StoredTable],
) -> Result<Vec<Standing>, StandingsError> {
    if t.t.kind == Kind::Arena {
        return Ok(arena_standings(entrants, tables)
            .into_iter()
            .map(|l| Standing {
                score: f64::from(l.score),
                rank: l.rank,
                played: l.played,
                on_fire: l.on_fire,
                ..line(&entrants[l.entrant])
            })
            .collect());
    }
    if t.status == Status::Upcoming {
        let mut lines: Vec<&Entrant> = entrants.iter().collect();
        lines.sort_by_key(|e| (std::cmp::Reverse(e.rating), e.joined_at));
        return Ok(lines
            .iter()
            .enumerate()
            .map(|(i, e)| Standing {
                rank: i as u32 + 1,
                ..line(e)
            })
            .collect());
    }
    let by_number: BTreeMap<u32, &Entrant> = entrants.iter().map(|e| (e.number, e)).collect();
    Ok(swiss_standings(entrants, tables, t.round)?
        .iter()
        .filter_map(|s| {
            let e = by_number.get(&s.id)?;
            Some(Standing {
                score: f64::from(s.score) / 2.0,
                tie_breaks: Some(TieBreaks {
                    buchholz: f64::from(s.buchholz) / 2.0,
                    sonneborn_berger: f64::from(s.sonneborn_berger) / 4.0,
                }),
                rank: s.rank,
                played: played(tables, &e.account_id),
                ..line(e)
            })
        })
        .collect())
}

fn pairings(
    t: &StoredTournament,
    entrants: &[Entrant],
    tables: &[StoredTable],
) -> Vec<RoundPairings> {
    if t.t.kind == Kind::Arena {
        return Vec::new();
    }
    let names = names(entrants);
    let mut rounds: Vec<RoundPairings> = Vec::new();
    for table in tables {
        if rounds.last().is_none_or(|r| r.round != table.round) {
            rounds.push(RoundPairings {
                round: table.round,
                pairings: Vec::new(),
            });
        }
        if let Some(r) = rounds.last_mut() {
            r.pairings.push(Pairing {
                players: name_list(&names, &table.players),
                game: table.game_id.clone(),
                result: halves(&table.result),
            });
        }
    }
    rounds
}

fn games(
    t: &StoredTournament,
    entrants: &[Entrant],
    tables: &[StoredTable],
) -> Vec<TournamentGame> {
    let names = names(entrants);
    let mut listed: Vec<&StoredTable> = tables.iter().filter(|t| t.game_id.is_some()).collect();
    listed.sort_by_key(|t| (t.created_at, t.round, t.board));
    listed
        .iter()
        .filter_map(|table| {
            let berserk: Vec<String> = table
                .berserk
                .iter()
                .filter_map(|&s| table.players.get(s).cloned())
                .collect();
            Some(TournamentGame {
                id: table.game_id.clone()?,
                players: name_list(&names, &table.players),
                round: (t.t.kind != Kind::Arena).then_some(table.round),
                result: halves(&table.result),
                running: table.result.is_none(),
                berserk: name_list(&names, &berserk),
            })
        })
        .collect()
}
