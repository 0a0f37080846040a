//! Puzzles in the database (`puzzles`, `puzzle_ratings`, `puzzle_attempts`): the sets
//! loaded at start, the next puzzle for a player, the puzzles of the day, and attempts with their ratings.
//!
//! Nothing of it is kept in memory: every instance reads the rows it answers from.
//! A rated attempt is one transaction that inserts the attempt (one rated attempt per
//! player and puzzle, by a unique index) and moves the puzzle's and the player's
//! ratings only if their counts are still the ones the caller read, so two instances
//! rating at once never lose a change: the loser is told and reads again.

use std::collections::{HashMap, HashSet};

use sqlx::any::AnyRow;
use sqlx::Row;

use crate::puzzles::daily;
use crate::ratings::Skill;
use crate::store::rows::to_i64;
use crate::store::{SqlStore, StoreError};

/// What loading the sets changed: puzzles stored anew, and stored ones retired
/// because no set holds them any more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Loaded {
    pub new: usize,
    pub retired: usize,
}

/// A puzzle as stored.
#[derive(Clone, Debug)]
pub struct StoredPuzzle {
    pub id: String,
    pub game: String,
    /// The puzzle as JSON (a `cubist_session::puzzle::Puzzle`).
    pub body: String,
    pub skill: Skill,
    /// Rated attempts counted.
    pub plays: u64,
    /// In none of the sets served: kept for the attempts on it, served no more.
    pub retired: bool,
}

/// A player's puzzle rating in one game, as stored.
#[derive(Clone, Copy, Debug)]
pub struct PuzzleSkill {
    pub skill: Skill,
    /// Rated attempts counted.
    pub attempts: u64,
}

/// A finished attempt to rate: the ratings read before it and after, and the counts
/// read with them (the version each change checks).
#[derive(Clone, Debug)]
pub struct RatedAttempt<'a> {
    pub id: &'a str,
    pub account_id: &'a str,
    pub puzzle: &'a StoredPuzzle,
    /// The player's rating as read: none if the player had none in this game.
    pub player: Option<PuzzleSkill>,
    pub player_after: Skill,
    pub puzzle_after: Skill,
    pub solved: bool,
    pub now_ms: u64,
}

/// What became of an attempt to rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rating {
    /// Stored, ratings moved.
    Rated,
    /// The player had a rated attempt on this puzzle already: nothing was stored.
    AlreadyRated,
    /// A rating changed since it was read: nothing was stored; read again.
    Moved,
}

/// One line of a player's history.
#[derive(Clone, Debug)]
pub struct AttemptRow {
    pub puzzle_id: String,
    pub game: String,
    pub solved: bool,
    pub rated: bool,
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
    pub at_ms: u64,
}

const PUZZLE_COLUMNS: &str = "id, game, body, rating, deviation, volatility, plays, retired";

impl SqlStore {
    /// Make the puzzles (id, game, JSON) the ones served: insert those whose ids are
    /// new, with `start` as their rating; an id already stored keeps its rating and
    /// counts and takes the JSON given. A stored puzzle not among them is retired
    /// (kept for the attempts on it, served no more); a retired one among them is
    /// served again.
    pub async fn load_puzzles(
        &self,
        puzzles: &[(String, String, String)],
        start: Skill,
    ) -> Result<Loaded, StoreError> {
        let mut tx = self.pool.begin().await?;
        let stored: HashMap<String, (String, bool)> =
            sqlx::query("SELECT id, body, retired FROM puzzles")
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|r| {
                    let retired = r.try_get::<i64, _>("retired")? != 0;
                    Ok((r.try_get("id")?, (r.try_get("body")?, retired)))
                })
                .collect::<Result<_, StoreError>>()?;
        let mut new = Vec::new();
        for p in puzzles {
            match stored.get(&p.0) {
                None => new.push(p),
                Some((body, retired)) if *body != p.2 || *retired => {
                    sqlx::query("UPDATE puzzles SET body = $2, retired = 0 WHERE id = $1")
                        .bind(&p.0)
                        .bind(&p.2)
                        .execute(&mut *tx)
                        .await?;
                }
                Some(_) => {}
            }
        }
        let served: HashSet<&str> = puzzles.iter().map(|p| p.0.as_str()).collect();
        let mut retired = 0;
        for (id, _) in stored
            .iter()
            .filter(|(id, (_, r))| !r && !served.contains(id.as_str()))
        {
            sqlx::query("UPDATE puzzles SET retired = 1 WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            retired += 1;
        }
        for chunk in new.chunks(LOAD_BATCH) {
            insert_puzzles(&mut tx, chunk, start).await?;
        }
        tx.commit().await?;
        Ok(Loaded {
            new: new.len(),
            retired,
        })
    }

    pub async fn puzzle(&self, id: &str) -> Result<Option<StoredPuzzle>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| puzzle_of(&r)).transpose()
    }

    /// How many puzzles each game serves (games with none are left out).
    pub async fn puzzle_counts(&self) -> Result<Vec<(String, u64)>, StoreError> {
        let rows =
            sqlx::query("SELECT game, COUNT(*) AS n FROM puzzles WHERE retired = 0 GROUP BY game")
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("game")?, r.try_get::<i64, _>("n")?.max(0) as u64)))
            .collect()
    }

    /// The puzzle of `day` (days since the epoch) in each game that has puzzles: the
    /// one [`daily::pick`] names among the game's puzzles in the order of their ids.
    pub async fn daily_puzzles(&self, day: u64) -> Result<Vec<StoredPuzzle>, StoreError> {
        let mut daily = Vec::new();
        for (game, count) in self.puzzle_counts().await? {
            let Some(at) = daily::pick(day, &game, count) else {
                continue;
            };
            let row = sqlx::query(&format!(
                "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE game = $1 AND retired = 0 \
                 ORDER BY id LIMIT 1 OFFSET $2"
            ))
            .bind(&game)
            .bind(at as i64)
            .fetch_optional(&self.pool)
            .await?;
            if let Some(r) = row {
                daily.push(puzzle_of(&r)?);
            }
        }
        Ok(daily)
    }

    /// Served puzzles of `game` nearest `near` in rating, at most `limit`: for an account,
    /// ones it has not tried, or if it has tried them all, ones it has not solved; for
    /// a guest (none), any, in random order.
    pub async fn next_puzzles(
        &self,
        game: &str,
        account_id: Option<&str>,
        near: f64,
        limit: usize,
    ) -> Result<Vec<StoredPuzzle>, StoreError> {
        let Some(account) = account_id else {
            let rows = sqlx::query(&format!(
                "SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE game = $1 AND retired = 0 \
                 ORDER BY RANDOM() LIMIT $2"
            ))
            .bind(game)
            .bind(to_i64(limit))
            .fetch_all(&self.pool)
            .await?;
            return rows.iter().map(puzzle_of).collect();
        };
        for only in ["", " AND a.solved = 1"] {
            let rows = sqlx::query(&format!(
                "SELECT {PUZZLE_COLUMNS} FROM puzzles p WHERE game = $1 AND retired = 0 AND NOT EXISTS \
                 (SELECT 1 FROM puzzle_attempts a WHERE a.account_id = $2 \
                 AND a.puzzle_id = p.id{only}) ORDER BY ABS(rating - $3), id LIMIT $4"
            ))
            .bind(game)
            .bind(account)
            .bind(near)
            .bind(to_i64(limit))
            .fetch_all(&self.pool)
            .await?;
            if !rows.is_empty() {
                return rows.iter().map(puzzle_of).collect();
            }
        }
        Ok(Vec::new())
    }

    pub async fn puzzle_skill(
        &self,
        account_id: &str,
        game: &str,
    ) -> Result<Option<PuzzleSkill>, StoreError> {
        let row = sqlx::query(
            "SELECT rating, deviation, volatility, attempts FROM puzzle_ratings \
             WHERE account_id = $1 AND game = $2",
        )
        .bind(account_id)
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| skill_of(&r)).transpose()
    }

    /// Every game's puzzle rating of an account, by game.
    pub async fn puzzle_skills(
        &self,
        account_id: &str,
    ) -> Result<Vec<(String, PuzzleSkill)>, StoreError> {
        let rows = sqlx::query(
            "SELECT game, rating, deviation, volatility, attempts FROM puzzle_ratings \
             WHERE account_id = $1 ORDER BY game",
        )
        .bind(account_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("game")?, skill_of(r)?)))
            .collect()
    }

    /// Whether the account has a rated attempt on the puzzle.
    pub async fn rated_attempt(
        &self,
        account_id: &str,
        puzzle_id: &str,
    ) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT 1 AS one FROM puzzle_attempts WHERE account_id = $1 AND puzzle_id = $2 \
             AND rated = 1",
        )
        .bind(account_id)
        .bind(puzzle_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    pub async fn rate_attempt(&self, a: RatedAttempt<'_>) -> Result<Rating, StoreError> {
        let mut tx = self.pool.begin().await?;
        let before = a.player.map(|p| p.skill.rating);
        let inserted = sqlx::query(
            "INSERT INTO puzzle_attempts (id, account_id, puzzle_id, game, solved, rated, \
             rating_before, rating_after, at_ms) VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8) \
             ON CONFLICT (account_id, puzzle_id) WHERE rated = 1 DO NOTHING",
        )
        .bind(a.id)
        .bind(a.account_id)
        .bind(&a.puzzle.id)
        .bind(&a.puzzle.game)
        .bind(i64::from(a.solved))
        .bind(before.unwrap_or(crate::puzzles::rating::PLAYER_START.rating))
        .bind(a.player_after.rating)
        .bind(a.now_ms as i64)
        .execute(&mut *tx)
        .await?;
        if inserted.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(Rating::AlreadyRated);
        }
        let moved = sqlx::query(
            "UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4, plays = plays + 1 \
             WHERE id = $1 AND plays = $5",
        )
        .bind(&a.puzzle.id)
        .bind(a.puzzle_after.rating)
        .bind(a.puzzle_after.deviation)
        .bind(a.puzzle_after.volatility)
        .bind(a.puzzle.plays as i64)
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 || !write_player(&mut tx, &a).await? {
            tx.rollback().await?;
            return Ok(Rating::Moved);
        }
        tx.commit().await?;
        Ok(Rating::Rated)
    }

    /// Store an attempt that moves no rating.
    pub async fn unrated_attempt(
        &self,
        id: &str,
        account_id: &str,
        puzzle: &StoredPuzzle,
        solved: bool,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO puzzle_attempts (id, account_id, puzzle_id, game, solved, rated, at_ms) \
             VALUES ($1, $2, $3, $4, $5, 0, $6)",
        )
        .bind(id)
        .bind(account_id)
        .bind(&puzzle.id)
        .bind(&puzzle.game)
        .bind(i64::from(solved))
        .bind(now_ms as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// An account's attempts, newest first, from `offset`; and how many in all.
    pub async fn attempts_of(
        &self,
        account_id: &str,
        offset: usize,
        limit: usize,
    ) -> Result<(Vec<AttemptRow>, u64), StoreError> {
        let rows = sqlx::query(
            "SELECT puzzle_id, game, solved, rated, rating_before, rating_after, at_ms \
             FROM puzzle_attempts WHERE account_id = $1 ORDER BY at_ms DESC, id DESC \
             LIMIT $2 OFFSET $3",
        )
        .bind(account_id)
        .bind(to_i64(limit))
        .bind(to_i64(offset))
        .fetch_all(&self.pool)
        .await?;
        let total = sqlx::query("SELECT COUNT(*) AS n FROM puzzle_attempts WHERE account_id = $1")
            .bind(account_id)
            .fetch_one(&self.pool)
            .await?
            .try_get::<i64, _>("n")?;
        let rows = rows
            .iter()
            .map(|r| {
                Ok(AttemptRow {
                    puzzle_id: r.try_get("puzzle_id")?,
                    game: r.try_get("game")?,
                    solved: r.try_get::<i64, _>("solved")? != 0,
                    rated: r.try_get::<i64, _>("rated")? != 0,
                    rating_before: r.try_get("rating_before")?,
                    rating_after: r.try_get("rating_after")?,
                    at_ms: r.try_get::<i64, _>("at_ms")?.max(0) as u64,
                })
            })
            .collect::<Result<_, StoreError>>()?;
        Ok((rows, total.max(0) as u64))
    }
}

/// Puzzles inserted by one statement at start.
const LOAD_BATCH: usize = 100;

/// Insert new puzzles with the starting rating (an id another instance inserted
/// meanwhile is left as it is).
async fn insert_puzzles(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    puzzles: &[&(String, String, String)],
    start: Skill,
) -> Result<(), StoreError> {
    let values: Vec<String> = (0..puzzles.len())
        .map(|i| {
            let n = i * 3;
            format!("(${}, ${}, ${}, $1, $2, $3, 0)", n + 4, n + 5, n + 6)
        })
        .collect();
    let sql = format!(
        "INSERT INTO puzzles (id, game, body, rating, deviation, volatility, plays) VALUES {} \
         ON CONFLICT (id) DO NOTHING",
        values.join(", ")
    );
    let mut query = sqlx::query(&sql)
        .bind(start.rating)
        .bind(start.deviation)
        .bind(start.volatility);
    for (id, game, body) in puzzles {
        query = query.bind(id).bind(game).bind(body);
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// The player's new rating, if the row is still as read (none read: none there yet).
async fn write_player(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    a: &RatedAttempt<'_>,
) -> Result<bool, StoreError> {
    let s = a.player_after;
    let done = match a.player {
        Some(seen) => {
            sqlx::query(
                "UPDATE puzzle_ratings SET rating = $3, deviation = $4, volatility = $5, \
                 attempts = attempts + 1, updated_ms = $6 \
                 WHERE account_id = $1 AND game = $2 AND attempts = $7",
            )
            .bind(a.account_id)
            .bind(&a.puzzle.game)
            .bind(s.rating)
            .bind(s.deviation)
            .bind(s.volatility)
            .bind(a.now_ms as i64)
            .bind(seen.attempts as i64)
            .execute(&mut **tx)
            .await?
        }
        None => {
            sqlx::query(
                "INSERT INTO puzzle_ratings (account_id, game, rating, deviation, volatility, \
                 attempts, updated_ms) VALUES ($1, $2, $3, $4, $5, 1, $6) \
                 ON CONFLICT (account_id, game) DO NOTHING",
            )
            .bind(a.account_id)
            .bind(&a.puzzle.game)
            .bind(s.rating)
            .bind(s.deviation)
            .bind(s.volatility)
            .bind(a.now_ms as i64)
            .execute(&mut **tx)
            .await?
        }
    };
    Ok(done.rows_affected() == 1)
}

fn puzzle_of(r: &AnyRow) -> Result<StoredPuzzle, StoreError> {
    Ok(StoredPuzzle {
        id: r.try_get("id")?,
        game: r.try_get("game")?,
        body: r.try_get("body")?,
        skill: Skill {
            rating: r.try_get("rating")?,
            deviation: r.try_get("deviation")?,
            volatility: r.try_get("volatility")?,
        },
        plays: r.try_get::<i64, _>("plays")?.max(0) as u64,
        retired: r.try_get::<i64, _>("retired")? != 0,
    })
}

fn skill_of(r: &AnyRow) -> Result<PuzzleSkill, StoreError> {
    Ok(PuzzleSkill {
        skill: Skill {
            rating: r.try_get("rating")?,
            deviation: r.try_get("deviation")?,
            volatility: r.try_get("volatility")?,
        },
        attempts: r.try_get::<i64, _>("attempts")?.max(0) as u64,
    })
}
