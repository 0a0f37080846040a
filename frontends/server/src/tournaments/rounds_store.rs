//! A tournament's rounds in the database, and the director's lease.
//!
//! Pairing a round is one transaction: the round counter moves on only from the
//! round the director saw (`UPDATE … WHERE round = $seen`), and the round's games and
//! tables are written with it. An instance that lost its lease, or was killed after
//! reading, pairs nothing: its update finds the counter moved and the transaction is
//! dropped. Results are written only where none is yet, so reading a game's result
//! twice records it once.

use sqlx::any::AnyRow;
use sqlx::Row;

use crate::store::rows::{corrupt, insert_game, opt_i64, opt_ms, to_i64};
use crate::store::{NewGame, SqlStore, StoreError};

/// One table of a round as stored.
#[derive(Clone, Debug)]
pub struct StoredTable {
    pub round: u32,
    pub board: u32,
    /// Account ids in seat order; one for a bye.
    pub players: Vec<String>,
    pub game_id: Option<String>,
    /// Each player's points in half points, once over.
    pub result: Option<Vec<u32>>,
    /// The seats that berserked.
    pub berserk: Vec<usize>,
    pub created_at: u64,
    pub finished_at: Option<u64>,
}

/// A table to store with its round: a game to create, or a bye or forfeit already
/// scored.
#[derive(Clone, Debug)]
pub struct NewTable {
    pub players: Vec<String>,
    pub game: Option<NewGame>,
    pub result: Option<Vec<u32>>,
}

/// A running table's game, as the games table holds it.
#[derive(Clone, Debug)]
pub struct TableGame {
    pub round: u32,
    pub board: u32,
    pub game_id: String,
    pub over: bool,
    /// The stored outcome (JSON), if the game has one.
    pub result: Option<String>,
}

/// How a tournament starts: its end (an arena), its rounds for a number of players
/// (a round robin), and the colour drawn for pairing number 1 (a Swiss).
#[derive(Clone, Copy, Debug)]
pub struct Start {
    pub ends_at: Option<u64>,
    pub rounds_for: fn(usize) -> Option<u32>,
    pub white_first: bool,
}

const TABLE_COLUMNS: &str =
    "round, board, players, game_id, result, berserk, created_at, finished_at";

impl SqlStore {
    /// Take or keep the director's lease on tournament `id` until `until_ms`:
    /// whether `owner` holds it now.
    pub async fn lease_tournament(
        &self,
        id: &str,
        owner: &str,
        now_ms: u64,
        until_ms: u64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournaments SET owner = $2, lease_expires = $4 \
             WHERE id = $1 AND (owner IS NULL OR owner = $2 OR lease_expires < $3)",
        )
        .bind(id)
        .bind(owner)
        .bind(opt_i64(Some(now_ms)))
        .bind(opt_i64(Some(until_ms)))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Give the lease up (an instance stopping): another takes over at once.
    pub async fn release_tournaments(&self, owner: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE tournaments SET owner = NULL, lease_expires = 0 WHERE owner = $1")
            .bind(owner)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Tournaments with work for a director: running, or upcoming and due.
    pub async fn due_tournaments(&self, now_ms: u64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT id FROM tournaments WHERE status = 'running' \
             OR (status = 'upcoming' AND starts_at <= $1) ORDER BY starts_at, id",
        )
        .bind(opt_i64(Some(now_ms)))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>("id").map_err(Into::into))
            .collect()
    }

    /// Start an upcoming tournament, numbering its players by rating in the same
    /// transaction (so a join just before the start is numbered too): whether it
    /// was still upcoming, and how many players it starts with.
    pub async fn begin_tournament(
        &self,
        id: &str,
        start: &Start,
    ) -> Result<Option<usize>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE tournaments SET status = 'running', ends_at = $2, white_first = $3 \
             WHERE id = $1 AND status = 'upcoming'",
        )
        .bind(id)
        .bind(opt_i64(start.ends_at))
        .bind(i64::from(start.white_first))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(None);
        }
        let rows = sqlx::query(
            "SELECT account_id FROM tournament_players \
             WHERE tournament_id = $1 AND withdrawn = 0 \
             ORDER BY rating DESC, joined_at, account_id",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        for (i, row) in rows.iter().enumerate() {
            sqlx::query(
                "UPDATE tournament_players SET number = $3 \
                 WHERE tournament_id = $1 AND account_id = $2",
            )
            .bind(id)
            .bind(row.try_get::<String, _>("account_id")?)
            .bind(to_i64(i + 1))
            .execute(&mut *tx)
            .await?;
        }
        if let Some(rounds) = (start.rounds_for)(rows.len()) {
            sqlx::query("UPDATE tournaments SET rounds = $2 WHERE id = $1")
                .bind(id)
                .bind(i64::from(rounds))
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(Some(rows.len()))
    }

    /// Finish a running tournament: whether it was running.
    pub async fn finish_tournament(&self, id: &str, now_ms: u64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournaments SET status = 'finished', finished_at = $2 \
             WHERE id = $1 AND status = 'running'",
        )
        .bind(id)
        .bind(opt_i64(Some(now_ms)))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Every table of the tournament, round by round, board by board.
    pub async fn tournament_tables(&self, id: &str) -> Result<Vec<StoredTable>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {TABLE_COLUMNS} FROM tournament_pairings WHERE tournament_id = $1 \
             ORDER BY round, board"
        ))
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| table_of(id, r)).collect()
    }

    /// The games of the tables not yet scored, with their games' state.
    pub async fn unscored_games(&self, id: &str) -> Result<Vec<TableGame>, StoreError> {
        let rows = sqlx::query(
            "SELECT p.round, p.board, p.game_id, g.status, g.result \
             FROM tournament_pairings p JOIN games g ON g.id = p.game_id \
             WHERE p.tournament_id = $1 AND p.finished_at IS NULL",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(TableGame {
                    round: small(r, "round")?,
                    board: small(r, "board")?,
                    game_id: r.try_get("game_id")?,
                    over: r.try_get::<String, _>("status")? == "over",
                    result: r.try_get("result")?,
                })
            })
            .collect()
    }

    /// Score a table once: whether it was still unscored.
    pub async fn score_table(
        &self,
        id: &str,
        round: u32,
        board: u32,
        points: &[u32],
        now_ms: u64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournament_pairings SET result = $4, finished_at = $5 \
             WHERE tournament_id = $1 AND round = $2 AND board = $3 AND finished_at IS NULL",
        )
        .bind(id)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .bind(serde_json::to_string(points).expect("numbers serialise"))
        .bind(opt_i64(Some(now_ms)))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Store round `seen + 1` with its tables and games, unless another instance
    /// paired it first (then nothing is stored and `false` comes back).
    pub async fn pair_tournament_round(
        &self,
        id: &str,
        seen: u32,
        tables: &[NewTable],
        now_ms: u64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE tournaments SET round = round + 1 \
             WHERE id = $1 AND round = $2 AND status = 'running'",
        )
        .bind(id)
        .bind(i64::from(seen))
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            return Ok(false);
        }
        for (board, table) in tables.iter().enumerate() {
            if let Some(game) = &table.game {
                insert_game(&mut tx, game, true).await?;
            }
            let finished = table.result.as_ref().map(|_| now_ms);
            sqlx::query(
                "INSERT INTO tournament_pairings (tournament_id, round, board, players, game_id, \
                 result, berserk, created_at, finished_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, '[]', $7, $8)",
            )
            .bind(id)
            .bind(i64::from(seen + 1))
            .bind(to_i64(board + 1))
            .bind(serde_json::to_string(&table.players).expect("strings serialise"))
            .bind(table.game.as_ref().map(|g| g.id.clone()))
            .bind(
                table
                    .result
                    .as_ref()
                    .map(|r| serde_json::to_string(r).expect("numbers serialise")),
            )
            .bind(opt_i64(Some(now_ms)))
            .bind(opt_i64(finished))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }
}

fn small(row: &AnyRow, column: &str) -> Result<u32, StoreError> {
    Ok(row.try_get::<i64, _>(column)?.clamp(0, i64::from(u32::MAX)) as u32)
}

fn table_of(id: &str, row: &AnyRow) -> Result<StoredTable, StoreError> {
    let json = |column: &str| -> Result<Option<String>, StoreError> {
        Ok(row.try_get::<Option<String>, _>(column)?)
    };
    let players: String = row.try_get("players")?;
    Ok(StoredTable {
        round: small(row, "round")?,
        board: small(row, "board")?,
        players: serde_json::from_str(&players).map_err(|e| corrupt(id, e))?,
        game_id: row.try_get("game_id")?,
        result: json("result")?
            .map(|t| serde_json::from_str(&t).map_err(|e| corrupt(id, e)))
            .transpose()?,
        berserk: json("berserk")?
            .map(|t| serde_json::from_str(&t).map_err(|e| corrupt(id, e)))
            .transpose()?
            .unwrap_or_default(),
        created_at: opt_ms(row, "created_at")?.unwrap_or(0),
        finished_at: opt_ms(row, "finished_at")?,
    })
}
