//! Tournaments and their entrants in the database.
//!
//! Every change is one statement or one transaction whose conditions say what must
//! still hold (still upcoming, not yet entered), so two instances serving the same
//! tournament never both succeed where only one may. Rounds and the director's lease
//! are in `rounds_store.rs`.

use std::sync::LazyLock;

use sqlx::any::{AnyArguments, AnyRow};
use sqlx::Row;

use super::wire::{Conditions, Kind, Status};
use crate::store::rows::{corrupt, opt_i64, opt_ms, to_i64};
use crate::store::{SqlStore, StoreError};

pub(super) type Tx<'t> = sqlx::Transaction<'t, sqlx::Any>;

/// A tournament as created.
#[derive(Clone, Debug)]
pub struct NewTournament {
    pub id: String,
    pub kind: Kind,
    pub game: String,
    /// The options as the game writes them (JSON).
    pub options: String,
    /// The time control as JSON; none if untimed.
    pub clock: Option<String>,
    pub rated: bool,
    pub starts_at: u64,
    pub minutes: Option<u32>,
    pub rounds: Option<u32>,
    pub table: usize,
    pub creator_id: String,
    pub creator_name: String,
    pub created_at: u64,
    /// Who may enter.
    pub conditions: Conditions,
    /// A private tournament's entry code, hashed.
    pub code_hash: Option<String>,
}

/// A stored tournament.
#[derive(Clone, Debug)]
pub struct StoredTournament {
    pub t: NewTournament,
    pub status: Status,
    /// The last round (an arena's wave) paired; 0 before the first.
    pub round: u32,
    pub ends_at: Option<u64>,
    /// Swiss: pairing number 1 had white in round 1.
    pub white_first: bool,
}

/// One player entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub account_id: String,
    pub name: String,
    pub rating: i64,
    /// The pairing number from 1, set at the start; 0 before.
    pub number: u32,
    pub joined_at: u64,
    pub paused: bool,
    pub withdrawn: bool,
}

/// What creating a tournament did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Creation {
    Created,
    /// The creator has this many upcoming tournaments already: nothing stored.
    TooMany(usize),
}

/// What a join did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joining {
    Joined,
    /// A paused or withdrawn arena player is back in the pairing.
    Back,
    Already,
    /// Finished, or a Swiss or round robin already under way.
    Closed,
    Full,
    Gone,
}

/// What a leave did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// Before the start: the entry is removed.
    Removed,
    /// Under way: withdrawn, the games kept.
    Withdrawn,
    NotEntered,
    Finished,
}

const COLUMNS: &str = "id, kind, game, options, clock, rated, starts_at, minutes, rounds, \
     table_size, creator_id, creator_name, min_rating, min_rated_games, entry_code, status, \
     round, ends_at, white_first, created_at";

impl SqlStore {
    /// Store a new tournament unless its creator has `limit` upcoming ones already.
    pub async fn create_tournament(
        &self,
        t: &NewTournament,
        limit: usize,
    ) -> Result<Creation, StoreError> {
        let mut tx = self.pool.begin().await?;
        if self.postgres {
            let key = format!("tournaments of\n{}", t.creator_id);
            sqlx::query("SELECT pg_advisory_xact_lock($1)")
                .bind(crate::store::rows::lock_key(&key))
                .execute(&mut *tx)
                .await?;
        }
        let upcoming: i64 = sqlx::query(
            "SELECT COUNT(*) AS n FROM tournaments WHERE creator_id = $1 AND status = 'upcoming'",
        )
        .bind(&t.creator_id)
        .fetch_one(&mut *tx)
        .await?
        .try_get("n")?;
        let upcoming = upcoming.max(0) as usize;
        if upcoming >= limit {
            return Ok(Creation::TooMany(upcoming));
        }
        insert(t).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(Creation::Created)
    }

    /// Store a tournament of the site's schedule unless it is stored already (by
    /// this instance or another): whether this call stored it.
    pub async fn schedule_tournament(&self, t: &NewTournament) -> Result<bool, StoreError> {
        let done = insert(t).execute(&self.pool).await?;
        Ok(done.rows_affected() == 1)
    }

    pub async fn tournament(&self, id: &str) -> Result<Option<StoredTournament>, StoreError> {
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(tournament_of).transpose()
    }

    /// Tournaments in `status` without an entry code: upcoming soonest first, the
    /// others newest first.
    pub async fn tournaments_in(
        &self,
        status: Status,
        limit: usize,
    ) -> Result<Vec<StoredTournament>, StoreError> {
        let order = match status {
            Status::Upcoming => "starts_at, id",
            Status::Running => "starts_at DESC, id",
            Status::Finished => "finished_at DESC, id",
        };
        let rows = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM tournaments WHERE status = $1 AND entry_code IS NULL \
             ORDER BY {order} LIMIT $2"
        ))
        .bind(status.word())
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(tournament_of).collect()
    }

    /// The listed tournaments `account` entered and has not left before the start,
    /// running or finished, latest start first.
    pub async fn tournaments_entered(
        &self,
        account: &str,
        limit: usize,
    ) -> Result<Vec<StoredTournament>, StoreError> {
        let columns = COLUMNS
            .split(", ")
            .map(|c| format!("t.{}", c.trim()))
            .collect::<Vec<_>>()
            .join(", ");
        let rows = sqlx::query(&format!(
            "SELECT {columns} FROM tournaments t JOIN tournament_players p \
             ON p.tournament_id = t.id WHERE p.account_id = $1 AND t.status <> 'upcoming' \
             AND t.entry_code IS NULL ORDER BY t.starts_at DESC, t.id LIMIT $2"
        ))
        .bind(account)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(tournament_of).collect()
    }

    /// The players entered, in order of entry.
    pub async fn entrants(&self, id: &str) -> Result<Vec<Entrant>, StoreError> {
        let rows = sqlx::query(
            "SELECT account_id, name, rating, number, joined_at, paused, withdrawn \
             FROM tournament_players WHERE tournament_id = $1 ORDER BY joined_at, account_id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(entrant_of).collect()
    }

    /// Enter `who` (an upcoming tournament, or a running arena), at most `max`
    /// players.
    pub async fn join_tournament(
        &self,
        id: &str,
        who: &Entrant,
        max: usize,
    ) -> Result<Joining, StoreError> {
        let mut tx = self.pool.begin().await?;
        let Some(t) = locked(&mut tx, id).await? else {
            return Ok(Joining::Gone);
        };
        let open = match t.status {
            Status::Upcoming => true,
            Status::Running => t.t.kind == Kind::Arena,
            Status::Finished => false,
        };
        if !open {
            return Ok(Joining::Closed);
        }
        let back = sqlx::query(
            "UPDATE tournament_players SET paused = 0, withdrawn = 0 \
             WHERE tournament_id = $1 AND account_id = $2 AND (paused = 1 OR withdrawn = 1)",
        )
        .bind(id)
        .bind(&who.account_id)
        .execute(&mut *tx)
        .await?;
        if back.rows_affected() == 1 {
            tx.commit().await?;
            return Ok(Joining::Back);
        }
        let n: i64 =
            sqlx::query("SELECT COUNT(*) AS n FROM tournament_players WHERE tournament_id = $1")
                .bind(id)
                .fetch_one(&mut *tx)
                .await?
                .try_get("n")?;
        if n.max(0) as usize >= max {
            return Ok(Joining::Full);
        }
        let done = sqlx::query(
            "INSERT INTO tournament_players (tournament_id, account_id, name, rating, number, \
             joined_at, paused, withdrawn) VALUES ($1, $2, $3, $4, 0, $5, 0, 0) \
             ON CONFLICT (tournament_id, account_id) DO NOTHING",
        )
        .bind(id)
        .bind(&who.account_id)
        .bind(&who.name)
        .bind(who.rating)
        .bind(opt_i64(Some(who.joined_at)))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            return Ok(Joining::Already);
        }
        tx.commit().await?;
        Ok(Joining::Joined)
    }

    /// `account` leaves: removed before the start, withdrawn after it.
    pub async fn leave_tournament(&self, id: &str, account: &str) -> Result<Leaving, StoreError> {
        let mut tx = self.pool.begin().await?;
        let Some(t) = locked(&mut tx, id).await? else {
            return Ok(Leaving::NotEntered);
        };
        let (sql, outcome) = match t.status {
            Status::Finished => return Ok(Leaving::Finished),
            Status::Upcoming => (
                "DELETE FROM tournament_players WHERE tournament_id = $1 AND account_id = $2",
                Leaving::Removed,
            ),
            Status::Running => (
                "UPDATE tournament_players SET withdrawn = 1 \
                 WHERE tournament_id = $1 AND account_id = $2 AND withdrawn = 0",
                Leaving::Withdrawn,
            ),
        };
        let done = sqlx::query(sql)
            .bind(id)
            .bind(account)
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() == 0 {
            return Ok(Leaving::NotEntered);
        }
        tx.commit().await?;
        Ok(outcome)
    }

    /// Pause an entered, active player of a running or upcoming arena: whether a row
    /// changed.
    pub async fn pause_in_tournament(&self, id: &str, account: &str) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournament_players SET paused = 1 \
             WHERE tournament_id = $1 AND account_id = $2 AND paused = 0 AND withdrawn = 0 \
             AND EXISTS (SELECT 1 FROM tournaments t WHERE t.id = $1 AND t.status <> 'finished')",
        )
        .bind(id)
        .bind(account)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Bring an upcoming tournament's start forward to `now_ms`: whether it was
    /// still upcoming.
    pub async fn start_tournament_now(&self, id: &str, now_ms: u64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournaments SET starts_at = $2 WHERE id = $1 AND status = 'upcoming'",
        )
        .bind(id)
        .bind(opt_i64(Some(now_ms)))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}

/// The statement that stores `t`, upcoming; nothing if its id is taken.
fn insert(t: &NewTournament) -> sqlx::query::Query<'static, sqlx::Any, AnyArguments<'static>> {
    static SQL: LazyLock<String> = LazyLock::new(|| {
        format!(
            "INSERT INTO tournaments ({COLUMNS}, finished_at, owner, lease_expires) VALUES \
             ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'upcoming', 0, \
             NULL, 0, $16, NULL, NULL, 0) ON CONFLICT (id) DO NOTHING"
        )
    });
    sqlx::query(SQL.as_str())
        .bind(t.id.clone())
        .bind(t.kind.word())
        .bind(t.game.clone())
        .bind(t.options.clone())
        .bind(t.clock.clone())
        .bind(i64::from(t.rated))
        .bind(opt_i64(Some(t.starts_at)))
        .bind(t.minutes.map(i64::from))
        .bind(t.rounds.map(i64::from))
        .bind(to_i64(t.table))
        .bind(t.creator_id.clone())
        .bind(t.creator_name.clone())
        .bind(t.conditions.min_rating.map(i64::from))
        .bind(t.conditions.min_rated_games.map(i64::from))
        .bind(t.code_hash.clone())
        .bind(opt_i64(Some(t.created_at)))
}

/// The tournament, its row locked for the rest of `tx` on PostgreSQL (SQLite's one
/// writer serialises transactions already).
pub(super) async fn locked(
    tx: &mut Tx<'_>,
    id: &str,
) -> Result<Option<StoredTournament>, StoreError> {
    // A write first, so that SQLite takes its write lock at once and PostgreSQL
    // locks the row: a join and a start never interleave.
    sqlx::query("UPDATE tournaments SET round = round WHERE id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    let row = sqlx::query(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1"))
        .bind(id)
        .fetch_optional(&mut **tx)
        .await?;
    row.as_ref().map(tournament_of).transpose()
}

fn tournament_of(row: &AnyRow) -> Result<StoredTournament, StoreError> {
    let id: String = row.try_get("id")?;
    let kind: String = row.try_get("kind")?;
    let status: String = row.try_get("status")?;
    let small = |column: &str| -> Result<Option<u32>, StoreError> {
        Ok(row
            .try_get::<Option<i64>, _>(column)?
            .map(|n| n.clamp(0, i64::from(u32::MAX)) as u32))
    };
    Ok(StoredTournament {
        t: NewTournament {
            kind: Kind::from_word(&kind).ok_or_else(|| corrupt(&id, "kind"))?,
            game: row.try_get("game")?,
            options: row.try_get("options")?,
            clock: row.try_get("clock")?,
            rated: row.try_get::<i64, _>("rated")? != 0,
            starts_at: opt_ms(row, "starts_at")?.unwrap_or(0),
            minutes: small("minutes")?,
            rounds: small("rounds")?,
            table: row.try_get::<i64, _>("table_size")?.max(0) as usize,
            creator_id: row.try_get("creator_id")?,
            creator_name: row.try_get("creator_name")?,
            created_at: opt_ms(row, "created_at")?.unwrap_or(0),
            conditions: Conditions {
                min_rating: small("min_rating")?,
                min_rated_games: small("min_rated_games")?,
            },
            code_hash: row.try_get("entry_code")?,
            id: id.clone(),
        },
        status: Status::from_word(&status).ok_or_else(|| corrupt(&id, "status"))?,
        round: small("round")?.unwrap_or(0),
        ends_at: opt_ms(row, "ends_at")?,
        white_first: row.try_get::<i64, _>("white_first")? != 0,
    })
}

fn entrant_of(row: &AnyRow) -> Result<Entrant, StoreError> {
    Ok(Entrant {
        account_id: row.try_get("account_id")?,
        name: row.try_get("name")?,
        rating: row.try_get("rating")?,
        number: row
            .try_get::<i64, _>("number")?
            .clamp(0, i64::from(u32::MAX)) as u32,
        joined_at: opt_ms(row, "joined_at")?.unwrap_or(0),
        paused: row.try_get::<i64, _>("paused")? != 0,
        withdrawn: row.try_get::<i64, _>("withdrawn")? != 0,
    })
}
