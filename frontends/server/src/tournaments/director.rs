//! The director: a task on every instance that runs the tournaments whose lease it
//! holds. Each tick it takes or renews the lease of every tournament with work,
//! then starts the due ones, scores the games that ended, and pairs the next round
//! (Swiss, round robin) or the next wave (arena). Pairing is one transaction that
//! moves the round counter on from the round read (`rounds_store.rs`), so a killed
//! instance or a lost lease pairs nobody twice. Time is the server's clock.

use std::sync::Arc;

use cubist_core::Outcome;

use super::games::{make, Planned};
use super::record::points_of;
use super::rounds_store::Start;
use super::schedule::Schedule;
use super::settings::TournamentSettings;
use super::store::{Entrant, StoredTournament};
use super::wire::{Kind, Status};
use super::{arena_wave, rounds};
use crate::error::ApiError;
use crate::hub::Hub;
use crate::site::Site;

/// This instance's director.
pub struct Director {
    hub: Arc<Hub>,
    site: Site,
    settings: TournamentSettings,
    schedule: Schedule,
}

impl Director {
    pub fn new(
        hub: Arc<Hub>,
        site: Site,
        settings: TournamentSettings,
        schedule: Schedule,
    ) -> Arc<Director> {
        Arc::new(Director {
            hub,
            site,
            settings,
            schedule,
        })
    }

    /// Tick until the runtime ends.
    pub async fn direct_forever(self: Arc<Self>) {
        loop {
            if let Err(e) = self.tick().await {
                tracing::warn!(error = %e.message, "a tournament tick failed");
            }
            tokio::time::sleep(self.settings.tick).await;
        }
    }

    /// One pass over the tournaments with work, after creating the site's
    /// scheduled ones that are due.
    pub async fn tick(&self) -> Result<(), ApiError> {
        let now = self.site.now_ms();
        let store = &self.site.store;
        self.schedule.create_due(store, now).await?;
        for id in store.due_tournaments(now).await? {
            let until = now + self.settings.lease.as_millis() as u64;
            if !store
                .lease_tournament(&id, self.hub.instance(), now, until)
                .await?
            {
                continue;
            }
            if let Err(e) = self.direct(&id, now).await {
                tracing::warn!(tournament = %id, error = %e.message, "a tournament step failed");
            }
        }
        Ok(())
    }

    async fn direct(&self, id: &str, now: u64) -> Result<(), ApiError> {
        let store = &self.site.store;
        let Some(t) = store.tournament(id).await? else {
            return Ok(());
        };
        match t.status {
            Status::Upcoming => self.begin(&t, now).await,
            Status::Running => {
                self.score_games(id, now).await?;
                let entrants = store.entrants(id).await?;
                self.advance(&t, &entrants, now).await
            }
            Status::Finished => Ok(()),
        }
    }

    /// Start: the store numbers the players by rating; a round robin learns its
    /// rounds from their number.
    async fn begin(&self, t: &StoredTournament, now: u64) -> Result<(), ApiError> {
        let start = Start {
            ends_at: t
                .t
                .minutes
                .filter(|_| t.t.kind == Kind::Arena)
                .map(|m| now + u64::from(m) * 60_000),
            rounds_for: if t.t.kind == Kind::RoundRobin {
                berger_rounds
            } else {
                no_rounds
            },
            white_first: rand::random(),
        };
        if let Some(players) = self.site.store.begin_tournament(&t.t.id, &start).await? {
            tracing::info!(tournament = %t.t.id, players, "tournament started");
        }
        Ok(())
    }

    /// Score every table whose game has ended.
    async fn score_games(&self, id: &str, now: u64) -> Result<(), ApiError> {
        let store = &self.site.store;
        let games = store.unscored_games(id).await?;
        if !games.iter().any(|g| g.over) {
            return Ok(());
        }
        let tables = store.tournament_tables(id).await?;
        for g in games {
            if !g.over {
                continue;
            }
            let outcome: Option<Outcome> = match g.result.as_deref() {
                Some(text) => serde_json::from_str(text).ok(),
                None => None,
            };
            let seats = tables
                .iter()
                .find(|t| t.round == g.round && t.board == g.board)
                .map_or(2, |t| t.players.len());
            let points = points_of(outcome.as_ref(), seats);
            store
                .score_table(id, g.round, g.board, &points, now)
                .await?;
        }
        Ok(())
    }

    /// The next round, the next wave, or the end.
    async fn advance(
        &self,
        t: &StoredTournament,
        entrants: &[Entrant],
        now: u64,
    ) -> Result<(), ApiError> {
        let store = &self.site.store;
        let tables = store.tournament_tables(&t.t.id).await?;
        let open = tables.iter().any(|x| x.result.is_none());
        let planned = match t.t.kind {
            Kind::Arena => {
                if t.ends_at.is_some_and(|end| now >= end) {
                    if !open {
                        self.finish(t, now).await?;
                    }
                    return Ok(());
                }
                arena_wave::plan(entrants, &tables)
            }
            Kind::Swiss | Kind::RoundRobin => {
                if open {
                    return Ok(());
                }
                match rounds::plan(t, entrants, &tables) {
                    Some(planned) => planned,
                    None => return self.finish(t, now).await,
                }
            }
        };
        if planned.is_empty() {
            return Ok(());
        }
        self.pair(t, entrants, planned, now).await
    }

    /// Store a round's tables and games in one transaction, then put its games in
    /// play here.
    async fn pair(
        &self,
        t: &StoredTournament,
        entrants: &[Entrant],
        planned: Vec<Planned>,
        now: u64,
    ) -> Result<(), ApiError> {
        let made = make(&self.hub, t, entrants, planned).await?;
        let stored = self
            .site
            .store
            .pair_tournament_round(&t.t.id, t.round, &made.tables, now)
            .await?;
        if !stored {
            tracing::info!(tournament = %t.t.id, round = t.round + 1, "paired elsewhere first");
            return Ok(());
        }
        tracing::info!(tournament = %t.t.id, round = t.round + 1, tables = made.tables.len(), "paired");
        for (new, m, names) in made.matches {
            let seats = new.players.len();
            self.hub.start(&new, m, vec![true; seats], &names);
        }
        Ok(())
    }

    async fn finish(&self, t: &StoredTournament, now: u64) -> Result<(), ApiError> {
        if self.site.store.finish_tournament(&t.t.id, now).await? {
            tracing::info!(tournament = %t.t.id, "tournament finished");
        }
        Ok(())
    }
}

/// A round robin's rounds for `players` (Berger tables); none below two players.
fn berger_rounds(players: usize) -> Option<u32> {
    cubist_tournament::round_robin::berger(players)
        .ok()
        .map(|r| r.len() as u32)
}

/// Rounds fixed at creation (Swiss) or none (arena).
fn no_rounds(_: usize) -> Option<u32> {
    None
}
