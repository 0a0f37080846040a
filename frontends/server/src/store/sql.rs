//! The store on SQLite or PostgreSQL through sqlx.

use cubist_core::{RecordedAction, RecordedEvent};
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyPool, Row};
use tokio::sync::mpsc;

use super::account::Account;
use super::error::StoreError;
use super::game::{
    Action, Cut, Lease, Listed, NewGame, Next, Presence, SeatChange, SeatTake, Status,
    StoredDeparture, StoredGame, Take, Timing,
};
use super::rows::{
    action_of, claim_in, corrupt, drop_lease, insert_game, notify, opt_allowances, opt_i64, opt_ms,
    players_of, seat_events_in, to_i64,
};
use super::writer::{write_actions, Append};

/// SQLite or PostgreSQL through sqlx.
pub struct SqlStore {
    pub(crate) pool: AnyPool,
    /// To the writer task that stores actions.
    appends: mpsc::UnboundedSender<Append>,
    /// PostgreSQL: changes are announced, other instances may share the database.
    pub(crate) postgres: bool,
}

impl SqlStore {
    /// Connect to `url` (`sqlite:PATH` or `postgres://…`) and bring the schema up to
    /// date.
    pub async fn connect(url: &str) -> Result<SqlStore, StoreError> {
        sqlx::any::install_default_drivers();
        let url = match url.strip_prefix("sqlite:") {
            Some(path) if !path.contains('?') => format!("sqlite:{path}?mode=rwc"),
            _ => url.to_string(),
        };
        let sqlite = url.starts_with("sqlite:");
        let pool = AnyPoolOptions::new()
            .max_connections(if sqlite { 1 } else { 16 })
            .connect(&url)
            .await?;
        if sqlite {
            sqlx::query("PRAGMA journal_mode = WAL")
                .execute(&pool)
                .await?;
            sqlx::query("PRAGMA synchronous = NORMAL")
                .execute(&pool)
                .await?;
        }
        sqlx::migrate!("./migrations").run(&pool).await?;
        let (appends, queue) = mpsc::unbounded_channel();
        let postgres = !sqlite;
        tokio::spawn(write_actions(pool.clone(), queue, postgres));
        Ok(SqlStore {
            pool,
            appends,
            postgres,
        })
    }
}

impl SqlStore {
    pub async fn create(&self, g: &NewGame) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        insert_game(&mut tx, g, false).await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let Some(row) = sqlx::query(
            "SELECT game, options, seed, players, events, away_ms, stand_in, hand_back, \
             clock, turn_started_ms, deadline_ms, allowances, rated, listed, creator_seat \
             FROM games WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let players = players_of(id, &row)?;
        let mut tokens = vec![None; players.len()];
        let mut taken = vec![false; players.len()];
        let mut holders = vec![None; players.len()];
        for seat_row in sqlx::query(
            "SELECT s.seat, s.token_hash, s.taken, a.id AS account_id, a.name AS account_name \
             FROM seats s LEFT JOIN accounts a ON a.id = s.account_id WHERE s.game_id = $1",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?
        {
            let seat = seat_row.try_get::<i64, _>("seat")? as usize;
            if seat >= players.len() {
                return Err(corrupt(id, format!("seat {seat} out of range")));
            }
            tokens[seat] = Some(seat_row.try_get::<String, _>("token_hash")?);
            taken[seat] = seat_row.try_get::<i64, _>("taken")? != 0;
            holders[seat] = holder_of(&seat_row)?;
        }
        let actions = self.actions_since(id, 0).await?;
        Ok(Some(StoredGame {
            new: NewGame {
                id: id.to_string(),
                game: row.try_get("game")?,
                options: row.try_get("options")?,
                seed: row.try_get::<i64, _>("seed")? as u64,
                players,
                tokens,
                accounts: holders
                    .iter()
                    .map(|h| h.as_ref().map(|a: &Account| a.id.clone()))
                    .collect(),
                rated: row.try_get::<i64, _>("rated")? != 0,
                listed: row.try_get::<i64, _>("listed")? != 0,
                creator_seat: opt_seat(&row)?,
                departure: StoredDeparture {
                    away_ms: row.try_get::<i64, _>("away_ms")?.max(0) as u64,
                    stand_in: row.try_get("stand_in")?,
                    hand_back: row.try_get::<i64, _>("hand_back")? != 0,
                },
                clock: row.try_get("clock")?,
                timing: Timing::default(),
            },
            taken,
            holders,
            actions,
            events: self.seat_events(id).await?,
            event_number: row.try_get::<i64, _>("events")?.max(0) as u64,
            timing: Timing {
                turn_started_ms: opt_ms(&row, "turn_started_ms")?,
                deadline_ms: opt_ms(&row, "deadline_ms")?,
                allowances: opt_allowances(&row, id)?,
            },
        }))
    }

    /// Store action number `ply` (from 0) and, once the game is over, its result;
    /// [`StoreError::Conflict`] unless exactly `ply` actions were stored before.
    pub async fn append(&self, a: Action<'_>) -> Result<(), StoreError> {
        timed("append", super::writer::append(&self.appends, a)).await
    }

    /// A game's actions from number `from` (from 0) on, in order, with their seats.
    pub async fn actions_since(
        &self,
        id: &str,
        from: usize,
    ) -> Result<Vec<RecordedAction>, StoreError> {
        let rows = sqlx::query(
            "SELECT ply, seat, action, spent_ms, left_ms FROM actions \
             WHERE game_id = $1 AND ply >= $2 ORDER BY ply",
        )
        .bind(id)
        .bind(to_i64(from))
        .fetch_all(&self.pool)
        .await?;
        let mut actions = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            if row.try_get::<i64, _>("ply")? != to_i64(from + i) {
                return Err(corrupt(id, format!("move {} is missing", from + i + 1)));
            }
            actions.push(action_of(row)?);
        }
        Ok(actions)
    }

    /// Keep only the first `keep` of a game's `from` actions (a take-back); it is
    /// running again and waits for a person, its clocks as `timing` says.
    /// [`StoreError::Conflict`] unless exactly `from` actions were stored and the
    /// event number is still `seen`.
    pub async fn truncate(&self, cut: Cut<'_>) -> Result<(), StoreError> {
        timed("truncate", self.truncate_now(cut)).await
    }

    /// Take or extend a game's lease: true if `lease.owner` now holds it (it was free,
    /// expired at `now_ms`, or already this owner's).
    pub async fn claim(&self, id: &str, lease: &Lease, now_ms: i64) -> Result<bool, StoreError> {
        claim_in(&self.pool, id, lease, now_ms).await
    }

    /// Games whose lease expired before `now_ms`: their owner has stopped.
    pub async fn expired(&self, now_ms: i64, limit: usize) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT game_id FROM leases WHERE expires_at < $1 ORDER BY expires_at LIMIT $2",
        )
        .bind(now_ms)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>("game_id").map_err(StoreError::from))
            .collect()
    }

    /// Drop a game's lease if it expired before `now_ms`.
    pub async fn release_expired(&self, id: &str, now_ms: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM leases WHERE game_id = $1 AND expires_at < $2")
            .bind(id)
            .bind(now_ms)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Drop every lease: for a database only this process uses, at start.
    pub async fn clear_leases(&self) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM leases")
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Whether the database answers (for health checks).
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Whether other processes may share this database (PostgreSQL).
    pub fn shared(&self) -> bool {
        self.postgres
    }

    /// Take a seat as `take` says, and in the same transaction, if the game's event
    /// number is still the one seen, store its clocks as `take.retime` gives them (the
    /// first move's limit, once no seat is open). Returns whether this call took it;
    /// if not, nothing was written.
    pub async fn take_seat(&self, take: &SeatTake<'_>) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let (sql, binds): (&str, Vec<&str>) = match take.how {
            // An account holds at most one seat of a game.
            Take::NewToken {
                hash,
                account: Some(account),
            } => (
                "UPDATE seats SET taken = 1, token_hash = $3, account_id = $4 \
                 WHERE game_id = $1 AND seat = $2 AND taken = 0 AND NOT EXISTS \
                 (SELECT 1 FROM seats o WHERE o.game_id = $1 AND o.account_id = $4)",
                vec![hash, account],
            ),
            Take::NewToken {
                hash,
                account: None,
            } => (
                "UPDATE seats SET taken = 1, token_hash = $3 \
                 WHERE game_id = $1 AND seat = $2 AND taken = 0",
                vec![hash],
            ),
            Take::Open => (
                "UPDATE seats SET taken = 1 WHERE game_id = $1 AND seat = $2 AND taken = 0",
                vec![],
            ),
            // One statement: two requests at once (on one instance or several) cannot
            // both hold the seat, nor one account two seats.
            Take::Hold { account } => (
                "UPDATE seats SET taken = 1, account_id = $3 \
                 WHERE game_id = $1 AND seat = $2 AND account_id IS NULL AND NOT EXISTS \
                 (SELECT 1 FROM seats o WHERE o.game_id = $1 AND o.account_id = $3)",
                vec![account],
            ),
        };
        let mut query = sqlx::query(sql).bind(take.id).bind(to_i64(take.seat));
        for value in binds {
            query = query.bind(value);
        }
        if query.execute(&mut *tx).await?.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(false);
        }
        if let Some((seen, timing)) = take.retime {
            retime_in(&mut *tx, take.id, seen, timing).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// The newest games with `status`; with `listed_only`, only games whose open
    /// seats are listed.
    pub async fn list(
        &self,
        status: Status,
        listed_only: bool,
        limit: usize,
    ) -> Result<Vec<Listed>, StoreError> {
        let only = if listed_only { "AND listed = 1 " } else { "" };
        let sql = format!(
            "SELECT id, game, players, ply, clock, rated, listed, creator_seat, away_ms, \
             stand_in, hand_back, \
             EXISTS (SELECT 1 FROM seat_events e WHERE e.game_id = games.id) AS seat_events \
             FROM games WHERE status = $1 {only}ORDER BY created_at DESC LIMIT $2"
        );
        let rows = sqlx::query(&sql)
            .bind(status.word())
            .bind(to_i64(limit))
            .fetch_all(&self.pool)
            .await?;
        let mut listed = Vec::with_capacity(rows.len());
        for row in rows {
            let id: String = row.try_get("id")?;
            let players = players_of(&id, &row)?;
            let mut open_seats = Vec::new();
            let mut holders = vec![None; players.len()];
            for seat_row in sqlx::query(
                "SELECT s.seat, s.taken, a.name AS account_name FROM seats s \
                 LEFT JOIN accounts a ON a.id = s.account_id WHERE s.game_id = $1 ORDER BY s.seat",
            )
            .bind(&id)
            .fetch_all(&self.pool)
            .await?
            {
                let seat = seat_row.try_get::<i64, _>("seat")?.max(0) as usize;
                if seat_row.try_get::<i64, _>("taken")? == 0 {
                    open_seats.push(seat);
                }
                if let Some(h) = holders.get_mut(seat) {
                    *h = seat_row.try_get("account_name")?;
                }
            }
            listed.push(Listed {
                players,
                holders,
                rated: row.try_get::<i64, _>("rated")? != 0,
                listed: row.try_get::<i64, _>("listed")? != 0,
                creator_seat: opt_seat(&row)?,
                departure: StoredDeparture {
                    away_ms: row.try_get::<i64, _>("away_ms")?.max(0) as u64,
                    stand_in: row.try_get("stand_in")?,
                    hand_back: row.try_get::<i64, _>("hand_back")? != 0,
                },
                game: row.try_get("game")?,
                ply: row.try_get::<i64, _>("ply")? as usize,
                seat_events: seat_events_flag(&row)?,
                clock: row.try_get("clock")?,
                open_seats,
                id,
            });
        }
        Ok(listed)
    }

    /// Store seat events (in order) and the result if they ended the game, if the
    /// game's event number is still `seen`; [`StoreError::Conflict`] otherwise.
    pub async fn record_events(&self, c: SeatChange<'_>) -> Result<(), StoreError> {
        timed("seat_events", self.record_events_now(c)).await
    }

    /// This instance has `sockets` open for `seat` now.
    pub async fn set_presence(
        &self,
        id: &str,
        seat: usize,
        instance: &str,
        sockets: u32,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        super::presence::set(
            &self.pool,
            self.postgres,
            id,
            seat,
            instance,
            sockets,
            now_ms,
        )
        .await
    }

    /// This instance still has the sockets it said it has, in these games.
    pub async fn renew_presence(&self, instance: &str, now_ms: u64) -> Result<(), StoreError> {
        super::presence::renew(&self.pool, instance, now_ms).await
    }

    /// The instances that hold sockets now, with their last alive stamps.
    pub async fn instances_holding_sockets(&self) -> Result<Vec<(String, u64)>, StoreError> {
        super::presence::holding(&self.pool).await
    }

    /// Instance `instance` stopped: its sockets are gone (held until its last alive
    /// stamp), and each game they were in is announced. Returns those games.
    pub async fn drop_presence_of(&self, instance: &str) -> Result<Vec<String>, StoreError> {
        super::presence::drop_instance(&self.pool, self.postgres, instance).await
    }

    /// Each seat's presence: online while some instance said within `fresh_ms` that it
    /// has a socket for it.
    pub async fn presence(
        &self,
        id: &str,
        seats: usize,
        now_ms: u64,
        fresh_ms: u64,
    ) -> Result<Vec<Presence>, StoreError> {
        super::presence::read(&self.pool, id, seats, now_ms, fresh_ms).await
    }

    /// Running games whose first clock ran out at `now_ms` or before, soonest first.
    pub async fn due(&self, now_ms: u64, limit: usize) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE deadline_ms <= $1 AND status = 'running' \
             ORDER BY deadline_ms LIMIT $2",
        )
        .bind(now_ms.min(i64::MAX as u64) as i64)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>("id").map_err(StoreError::from))
            .collect()
    }

    /// Store a game's clocks as `timing` if its event number is still `seen` (after a
    /// restart moved its turn on by the time the site was down).
    pub async fn retime(&self, id: &str, seen: u64, timing: Timing) -> Result<(), StoreError> {
        timed("retime", self.retime_now(id, seen, timing)).await
    }

    /// This instance is alive at `now_ms`.
    pub async fn alive(&self, instance: &str, now_ms: u64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO instances (id, alive_at) VALUES ($1, $2) \
             ON CONFLICT (id) DO UPDATE SET alive_at = excluded.alive_at",
        )
        .bind(instance)
        .bind(now_ms as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// This instance stops cleanly at `now_ms`: its last alive stamp, and the mark
    /// that lets `cubist restore` go ahead at once (a later stamp leaves it).
    pub async fn stopped(&self, instance: &str, now_ms: u64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO instances (id, alive_at, stopped_at) VALUES ($1, $2, $2) \
             ON CONFLICT (id) DO UPDATE \
             SET alive_at = excluded.alive_at, stopped_at = excluded.stopped_at",
        )
        .bind(instance)
        .bind(now_ms as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The last moment any instance said it was alive.
    pub async fn last_alive(&self) -> Result<Option<u64>, StoreError> {
        let row = sqlx::query("SELECT MAX(alive_at) AS last FROM instances")
            .fetch_one(&self.pool)
            .await?;
        opt_ms(&row, "last")
    }

    /// Forget every instance's presence: for a database only this process uses, at
    /// start.
    pub async fn clear_presence(&self) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM presence")
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

impl SqlStore {
    /// A game's seat events, in order.
    pub(crate) async fn seat_events(&self, id: &str) -> Result<Vec<RecordedEvent>, StoreError> {
        seat_events_in(&self.pool, id).await
    }

    /// The sequence number of a game's next seat event.
    async fn next_seq(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        id: &str,
    ) -> Result<i64, StoreError> {
        let row = sqlx::query("SELECT COUNT(*) AS n FROM seat_events WHERE game_id = $1")
            .bind(id)
            .fetch_one(&mut **tx)
            .await?;
        Ok(row.try_get::<i64, _>("n")?)
    }
}

/// The account holding a seat, from a row with `account_id` and `account_name`.
fn holder_of(row: &sqlx::any::AnyRow) -> Result<Option<Account>, StoreError> {
    let id: Option<String> = row.try_get("account_id")?;
    let name: Option<String> = row.try_get("account_name")?;
    Ok(id.zip(name).map(|(id, name)| Account { id, name }))
}

/// `EXISTS (…)` reads as a boolean on PostgreSQL and a number on SQLite.
fn seat_events_flag(row: &sqlx::any::AnyRow) -> Result<bool, StoreError> {
    Ok(match row.try_get::<bool, _>("seat_events") {
        Ok(b) => b,
        Err(_) => row.try_get::<i64, _>("seat_events")? != 0,
    })
}

/// The creator's seat of a games row, if stored.
fn opt_seat(row: &sqlx::any::AnyRow) -> Result<Option<usize>, StoreError> {
    Ok(row
        .try_get::<Option<i64>, _>("creator_seat")?
        .and_then(|s| usize::try_from(s).ok()))
}

/// The writes of a game, timed by their trait methods (see [`timed`]).
impl SqlStore {
    async fn truncate_now(&self, cut: Cut<'_>) -> Result<(), StoreError> {
        let Cut {
            id,
            from,
            keep,
            seen,
            timing,
            position_key,
        } = cut;
        let mut tx = self.pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE games SET ply = $2, status = 'running', result = NULL, events = events + 1, \
             turn_started_ms = $5, deadline_ms = $6, allowances = $7, position_key = $8 \
             WHERE id = $1 AND ply = $3 AND events = $4",
        )
        .bind(id)
        .bind(to_i64(keep))
        .bind(to_i64(from))
        .bind(seen as i64)
        .bind(opt_i64(timing.turn_started_ms))
        .bind(opt_i64(timing.deadline_ms))
        .bind(timing.allowances_text())
        .bind(position_key.map(|k| k as i64))
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            return Err(StoreError::Conflict(from));
        }
        sqlx::query("DELETE FROM actions WHERE game_id = $1 AND ply >= $2")
            .bind(id)
            .bind(to_i64(keep))
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM seat_events WHERE game_id = $1 AND ply > $2")
            .bind(id)
            .bind(to_i64(keep))
            .execute(&mut *tx)
            .await?;
        drop_lease(&mut *tx, id).await?;
        if self.postgres {
            notify(&mut *tx, &format!("{id} {} {keep} undo", seen + 1)).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn record_events_now(&self, c: SeatChange<'_>) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let status = if c.result.is_some() {
            Status::Over
        } else {
            Status::Running
        };
        let k = c.events.len() as i64;
        let moved = sqlx::query(
            "UPDATE games SET events = events + $2, status = $3, result = $4, \
             turn_started_ms = $7, deadline_ms = $8, allowances = $9 \
             WHERE id = $1 AND events = $5 AND ply = $6 AND status = 'running'",
        )
        .bind(c.id)
        .bind(k)
        .bind(status.word())
        .bind(c.result)
        .bind(c.seen as i64)
        .bind(to_i64(c.ply))
        .bind(opt_i64(c.timing.turn_started_ms))
        .bind(opt_i64(c.timing.deadline_ms))
        .bind(c.timing.allowances_text())
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            return Err(StoreError::Conflict(c.ply));
        }
        let first = self.next_seq(&mut tx, c.id).await?;
        for (i, e) in c.events.iter().enumerate() {
            sqlx::query(
                "INSERT INTO seat_events (game_id, seq, ply, seat, body) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(c.id)
            .bind(first + i as i64)
            .bind(to_i64(e.ply))
            .bind(to_i64(e.seat))
            .bind(serde_json::to_string(&e.event).expect("events serialise"))
            .execute(&mut *tx)
            .await?;
        }
        match &c.next {
            Next::Computer(lease) => {
                claim_in(&mut *tx, c.id, lease, super::rows::now_ms()).await?;
            }
            Next::People => drop_lease(&mut *tx, c.id).await?,
        }
        if self.postgres {
            let events = c.seen + c.events.len() as u64;
            notify(&mut *tx, &format!("{} {events} {} seats", c.id, c.ply)).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn retime_now(&self, id: &str, seen: u64, timing: Timing) -> Result<(), StoreError> {
        retime_in(&self.pool, id, seen, &timing).await
    }
}

/// Store a game's clocks as `timing` if its event number is still `seen`, through
/// `db` (a pool or a transaction).
async fn retime_in<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    id: &str,
    seen: u64,
    timing: &Timing,
) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE games SET turn_started_ms = $3, deadline_ms = $4, allowances = $5 \
         WHERE id = $1 AND events = $2",
    )
    .bind(id)
    .bind(seen as i64)
    .bind(opt_i64(timing.turn_started_ms))
    .bind(opt_i64(timing.deadline_ms))
    .bind(timing.allowances_text())
    .execute(db)
    .await?;
    Ok(())
}

/// Run a write of a game, its time and any refusal by the version check counted as
/// `op` (see `metrics`).
async fn timed<T>(
    op: &'static str,
    write: impl std::future::Future<Output = Result<T, StoreError>>,
) -> Result<T, StoreError> {
    let start = std::time::Instant::now();
    let result = write.await;
    let conflict = matches!(result, Err(StoreError::Conflict(_)));
    crate::metrics::store_write(op, start.elapsed().as_secs_f64(), conflict);
    result
}
