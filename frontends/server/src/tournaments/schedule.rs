//! Tournaments the site itself holds on a schedule (docs/tournaments.md, "Scheduled
//! by the site"): the operator's file (`cubist serve --tournament-schedule FILE`)
//! lists series such as "a Squadro blitz arena every hour", and each director
//! creates each series' next tournaments some time before they start. A scheduled
//! tournament's id follows from its series and its start, so that instances
//! creating the same one store it once.

use std::collections::BTreeMap;
use std::sync::Mutex;

use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::checks::check;
use super::entry::conditions_of;
use super::store::NewTournament;
use super::wire::CreateTournament;
use crate::store::{SqlStore, StoreError};

/// The creator of every scheduled tournament: not an account (account ids are
/// longer), so nobody may start one early.
pub const SITE_CREATOR_ID: &str = "site";
/// The creator's name a scheduled tournament shows.
pub const SITE_CREATOR_NAME: &str = "Cubist";

/// One series of the schedule file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Series {
    /// The series' name, unique in the file (`squadro-hourly`): part of each of its
    /// tournaments' ids, so renaming a series starts a new one.
    pub name: String,
    /// Minutes between starts: each start falls on a multiple of this from midnight
    /// UTC, shifted by `offset_minutes`.
    pub every_minutes: u32,
    #[serde(default)]
    pub offset_minutes: u32,
    /// How long before its start each tournament is created, listed and open.
    #[serde(default = "default_ahead")]
    pub ahead_minutes: u32,
    /// The tournament as `POST /api/tournaments` takes it, without `starts_at`
    /// (an entry code is refused: a scheduled tournament is for everyone).
    pub tournament: serde_json::Map<String, serde_json::Value>,
}

fn default_ahead() -> u32 {
    60
}

/// The longest interval between a series' starts: a week.
const MAX_EVERY_MINUTES: u32 = 7 * 24 * 60;

/// The schedule file's text, read and checked: every series' tournament must be one
/// a player could create.
pub fn parse(text: &str, now_ms: u64) -> Result<Vec<Series>, String> {
    let all: Vec<Series> = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let mut names = std::collections::BTreeSet::new();
    for s in &all {
        if s.name.is_empty() || s.name.len() > 64 || !names.insert(s.name.clone()) {
            return Err(format!(
                "series {:?}: a name of 1 to 64 bytes, once in the file",
                s.name
            ));
        }
        if !(1..=MAX_EVERY_MINUTES).contains(&s.every_minutes) {
            return Err(format!(
                "series {}: every_minutes is from 1 to {MAX_EVERY_MINUTES}",
                s.name
            ));
        }
        if s.offset_minutes >= s.every_minutes || s.ahead_minutes > 30 * 24 * 60 {
            return Err(format!(
                "series {}: offset_minutes is below every_minutes, ahead_minutes at most 30 days",
                s.name
            ));
        }
        if s.tournament.contains_key("starts_at") {
            return Err(format!(
                "series {}: starts_at follows from the schedule",
                s.name
            ));
        }
        let first = s.starts(now_ms).next().unwrap_or(now_ms);
        let made = s.made(first, now_ms)?;
        if made.code_hash.is_some() {
            return Err(format!(
                "series {}: a scheduled tournament has no entry code",
                s.name
            ));
        }
    }
    Ok(all)
}

impl Series {
    /// The starts from `now_ms` on, soonest first.
    pub fn starts(&self, now_ms: u64) -> impl Iterator<Item = u64> {
        let every = u64::from(self.every_minutes) * 60_000;
        let offset = u64::from(self.offset_minutes) * 60_000;
        let first = (now_ms.saturating_sub(offset)).div_ceil(every) * every + offset;
        (0..).map(move |k| first + k * every)
    }

    /// The starts of tournaments to have created by `now_ms`: those within
    /// `ahead_minutes`.
    pub fn due(&self, now_ms: u64) -> Vec<u64> {
        let until = now_ms + u64::from(self.ahead_minutes) * 60_000;
        self.starts(now_ms)
            .take_while(|&s| s <= until)
            .take(24)
            .collect()
    }

    /// The tournament of this series starting at `starts_at`, checked as a
    /// player's would be at `now_ms`.
    pub fn made(&self, starts_at: u64, now_ms: u64) -> Result<NewTournament, String> {
        let mut body = self.tournament.clone();
        body.insert("starts_at".into(), starts_at.into());
        let req: CreateTournament = serde_json::from_value(body.into())
            .map_err(|e| format!("series {}: {e}", self.name))?;
        let checked =
            check(&req, now_ms).map_err(|e| format!("series {}: {}", self.name, e.message))?;
        Ok(NewTournament {
            id: id_of(&self.name, starts_at),
            kind: req.kind,
            game: req.game.clone(),
            options: checked.options,
            clock: checked.clock,
            rated: req.rated,
            starts_at,
            minutes: req.minutes,
            rounds: req.rounds,
            table: checked.table,
            creator_id: SITE_CREATOR_ID.into(),
            creator_name: SITE_CREATOR_NAME.into(),
            created_at: now_ms,
            conditions: conditions_of(&req),
            code_hash: req.entry_code.as_deref().map(crate::tokens::hash),
        })
    }
}

/// The schedule as a director runs it: the series, and the tournaments of theirs
/// known to be stored (by id, with their start), so that each is written once per
/// instance; the database settles which instance stores it.
#[derive(Debug, Default)]
pub struct Schedule {
    series: Vec<Series>,
    stored: Mutex<BTreeMap<String, u64>>,
}

impl Schedule {
    pub fn new(series: Vec<Series>) -> Schedule {
        Schedule {
            series,
            stored: Mutex::default(),
        }
    }

    /// Store every series' tournaments due by `now_ms` that are not stored yet:
    /// how many this call stored.
    pub async fn create_due(&self, store: &SqlStore, now_ms: u64) -> Result<usize, StoreError> {
        let mut created = 0;
        for series in &self.series {
            for start in series.due(now_ms) {
                let Ok(t) = series.made(start, now_ms) else {
                    continue;
                };
                if self.known(&t.id) {
                    continue;
                }
                if store.schedule_tournament(&t).await? {
                    tracing::info!(tournament = %t.id, series = %series.name, "scheduled tournament created");
                    created += 1;
                }
                self.remember(t.id, start, now_ms);
            }
        }
        Ok(created)
    }

    fn known(&self, id: &str) -> bool {
        self.stored.lock().is_ok_and(|s| s.contains_key(id))
    }

    /// Remember `id`, forgetting the tournaments that have started.
    fn remember(&self, id: String, start: u64, now_ms: u64) {
        if let Ok(mut s) = self.stored.lock() {
            s.retain(|_, &mut at| at >= now_ms);
            s.insert(id, start);
        }
    }
}

/// A scheduled tournament's id: 12 characters of the alphabet of every id, from a
/// hash of its series and start.
fn id_of(series: &str, starts_at: u64) -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let digest = Sha256::digest(format!("{series}\n{starts_at}").as_bytes());
    digest
        .iter()
        .take(12)
        .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: u64 = 3_600_000;

    fn hourly(ahead: u32) -> Vec<Series> {
        let text = format!(
            r#"[{{"name": "squadro-hourly", "every_minutes": 60, "offset_minutes": 30,
                "ahead_minutes": {ahead},
                "tournament": {{"kind": "arena", "game": "squadro", "clock": "3+2",
                                "minutes": 27, "rated": true}}}}]"#
        );
        parse(&text, 1_800_000_000_000).expect("a schedule")
    }

    #[test]
    fn starts_fall_on_the_interval_shifted_by_the_offset() {
        let s = &hourly(60)[0];
        let now = 1_800_000_000_000; // 08:00 UTC
        assert_eq!(now % HOUR, 0);
        let starts: Vec<u64> = s.starts(now).take(2).collect();
        assert_eq!(starts, [now + HOUR / 2, now + 3 * HOUR / 2]);
        assert_eq!(s.due(now), [now + HOUR / 2]);
        assert_eq!(hourly(150)[0].due(now).len(), 3);
        // A start at this very moment is still due.
        assert_eq!(s.starts(now + HOUR / 2).next(), Some(now + HOUR / 2));
    }

    #[test]
    fn a_series_makes_the_same_tournament_on_every_instance() {
        let s = &hourly(60)[0];
        let at = 1_800_000_000_000 + HOUR / 2;
        let a = s.made(at, at - 1000).unwrap();
        let b = s.made(at, at - 5000).unwrap();
        assert_eq!(a.id, b.id);
        assert_eq!(a.id.len(), 12);
        assert_ne!(a.id, s.made(at + HOUR, at).unwrap().id);
        assert_eq!(a.creator_id, SITE_CREATOR_ID);
        assert_eq!(a.minutes, Some(27));
        assert!(a.rated);
    }

    #[test]
    fn the_example_schedule_reads() {
        let text = include_str!("../../../../data/tournament-schedule.example.json");
        let all = parse(text, 1_800_000_000_000).expect("the example reads");
        assert_eq!(all.len(), 2);
        let evening = all[1].starts(1_800_000_000_000).next().unwrap();
        assert_eq!(evening % 86_400_000, 19 * 3_600_000, "19:00 UTC");
    }

    #[test]
    fn a_bad_schedule_is_refused_with_the_series_named() {
        let now = 1_800_000_000_000;
        for (text, says) in [
            ("{}", "invalid type"),
            (
                r#"[{"name": "x", "every_minutes": 0, "tournament": {}}]"#,
                "every_minutes",
            ),
            (
                r#"[{"name": "x", "every_minutes": 60, "offset_minutes": 60, "tournament": {}}]"#,
                "offset_minutes",
            ),
            (
                r#"[{"name": "x", "every_minutes": 60, "tournament": {"kind": "arena", "game": "chess", "minutes": 30}}]"#,
                "series x",
            ),
            (
                r#"[{"name": "x", "every_minutes": 60, "tournament": {"kind": "arena", "game": "squadro"}}]"#,
                "series x",
            ),
            (
                r#"[{"name": "x", "every_minutes": 60, "tournament": {"kind": "swiss", "game": "squadro", "rounds": 3, "starts_at": 5}}]"#,
                "starts_at follows",
            ),
            (
                r#"[{"name": "x", "every_minutes": 60, "tournament": {"kind": "swiss", "game": "squadro", "rounds": 3, "entry_code": "secret"}}]"#,
                "entry code",
            ),
            (
                r#"[{"name": "x", "every_minutes": 60, "tournament": {"kind": "swiss", "game": "squadro", "rounds": 3}},
                   {"name": "x", "every_minutes": 30, "tournament": {"kind": "swiss", "game": "squadro", "rounds": 3}}]"#,
                "once in the file",
            ),
            (
                r#"[{"name": "x", "every_minutes": 60, "tournament": {}, "colour": 1}]"#,
                "unknown field",
            ),
        ] {
            let e = parse(text, now).expect_err(text);
            assert!(e.contains(says), "{text}: {e}");
        }
    }
}
