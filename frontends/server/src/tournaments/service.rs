//! What each endpoint does: checks, one store call, and the view that follows.
//! Every refusal is a phrase with a stable code, and a refused request stores
//! nothing.

use std::sync::{Arc, Mutex};

use axum::http::StatusCode;

use super::checks::check;
use super::entry::{code_hash_of, conditions_of, may_enter};
use super::settings::TournamentSettings;
use super::store::{Creation, Entrant, Joining, Leaving, NewTournament, StoredTournament};
use super::view::{summary, view};
use super::wire::{
    BerserkRequest, CreateTournament, JoinRequest, Kind, Status, TournamentList, TournamentView,
    TOURNAMENTS_FORMAT,
};
use crate::accounts::Account;
use crate::chat::{CHAT_BURST, CHAT_EVERY};
use crate::error::ApiError;
use crate::limit::Bucket;
use crate::seeks::ratings::seeker_rating;
use crate::site::Site;
use crate::tokens;
use crate::words::phrase;

/// The most finished tournaments listed.
const FINISHED_LISTED: usize = 50;
/// The most upcoming or running tournaments listed.
const LISTED: usize = 200;

/// Tournaments as this instance serves them.
pub struct Tournaments {
    pub(super) site: Site,
    settings: TournamentSettings,
    /// Chat messages per account: a game chat's rate.
    pub(super) chat_limits: Mutex<Bucket<String>>,
}

impl Tournaments {
    pub fn new(site: Site, settings: TournamentSettings) -> Arc<Tournaments> {
        Arc::new(Tournaments {
            site,
            settings,
            chat_limits: Mutex::new(Bucket::new(CHAT_BURST, CHAT_EVERY)),
        })
    }

    /// `POST /api/tournaments`.
    pub async fn create(
        &self,
        req: CreateTournament,
        me: &Account,
    ) -> Result<TournamentView, ApiError> {
        let now = self.site.now_ms();
        let checked = check(&req, now)?;
        let new = NewTournament {
            id: tokens::new_id(),
            kind: req.kind,
            game: req.game.clone(),
            options: checked.options,
            clock: checked.clock,
            rated: req.rated,
            starts_at: req.starts_at,
            minutes: req.minutes,
            rounds: req.rounds,
            table: checked.table,
            creator_id: me.id.clone(),
            creator_name: me.name.clone(),
            created_at: now,
            conditions: conditions_of(&req),
            code_hash: code_hash_of(&req),
        };
        let limit = self.settings.per_account;
        match self.site.store.create_tournament(&new, limit).await? {
            Creation::Created => {
                tracing::info!(tournament = %new.id, kind = new.kind.word(), game = %new.game, "tournament created");
                self.view(&new.id).await
            }
            Creation::TooMany(_) => Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                phrase!("tournament-too-many", limit = limit),
            )),
        }
    }

    /// `GET /api/tournaments`.
    pub async fn list(&self) -> Result<TournamentList, ApiError> {
        let mut lists = Vec::new();
        for (status, limit) in [
            (Status::Upcoming, LISTED),
            (Status::Running, LISTED),
            (Status::Finished, FINISHED_LISTED),
        ] {
            let mut listed = Vec::new();
            for t in self.site.store.tournaments_in(status, limit).await? {
                let entrants = self.site.store.entrants(&t.t.id).await?;
                let count = entrants.iter().filter(|e| !e.withdrawn).count();
                listed.push(summary(&t, count));
            }
            lists.push(listed);
        }
        let finished = lists.pop().unwrap_or_default();
        let running = lists.pop().unwrap_or_default();
        let upcoming = lists.pop().unwrap_or_default();
        Ok(TournamentList {
            format: TOURNAMENTS_FORMAT,
            upcoming,
            running,
            finished,
        })
    }

    /// `GET /api/tournaments/{id}`.
    pub async fn view(&self, id: &str) -> Result<TournamentView, ApiError> {
        let t = self.find(id).await?;
        let entrants = self.site.store.entrants(id).await?;
        let tables = self.site.store.tournament_tables(id).await?;
        view(&t, &entrants, &tables).map_err(|e| damaged(&e.to_string()))
    }

    /// `GET /api/tournaments/{id}/trf`.
    pub async fn trf(&self, id: &str) -> Result<String, ApiError> {
        let t = self.find(id).await?;
        if t.t.kind == Kind::Arena || t.t.table != 2 {
            return Err(conflict(phrase!("tournament-no-trf")));
        }
        let entrants = self.site.store.entrants(id).await?;
        let tables = self.site.store.tournament_tables(id).await?;
        super::trf::write(&t, &entrants, &tables).map_err(|e| damaged(&e))
    }

    /// `POST /api/tournaments/{id}/join`. A player entered already is not asked
    /// again for the code or the conditions.
    pub async fn join(
        &self,
        id: &str,
        me: &Account,
        req: JoinRequest,
    ) -> Result<TournamentView, ApiError> {
        let t = self.find(id).await?;
        let entered = self.site.store.entrants(id).await?;
        if !entered.iter().any(|e| e.account_id == me.id) {
            may_enter(&self.site.store, &t, &me.id, req.code.as_deref()).await?;
        }
        let who = Entrant {
            account_id: me.id.clone(),
            name: me.name.clone(),
            rating: seeker_rating(&self.site.store, Some(&me.id), &t.t.game, t.t.table).await,
            number: 0,
            joined_at: self.site.now_ms(),
            paused: false,
            withdrawn: false,
        };
        let max = self.settings.max_players;
        match self.site.store.join_tournament(id, &who, max).await? {
            Joining::Joined | Joining::Back => self.view(id).await,
            Joining::Already => Err(conflict(phrase!("tournament-already-joined"))),
            Joining::Closed if t.status == Status::Finished => {
                Err(conflict(phrase!("tournament-finished")))
            }
            Joining::Closed => Err(conflict(phrase!("tournament-closed"))),
            Joining::Full => Err(conflict(phrase!("tournament-full", max = max))),
            Joining::Gone => Err(no_tournament()),
        }
    }

    /// `POST /api/tournaments/{id}/leave`.
    pub async fn leave(&self, id: &str, me: &Account) -> Result<TournamentView, ApiError> {
        self.find(id).await?;
        match self.site.store.leave_tournament(id, &me.id).await? {
            Leaving::Removed | Leaving::Withdrawn => self.view(id).await,
            Leaving::NotEntered => Err(conflict(phrase!("tournament-not-joined"))),
            Leaving::Finished => Err(conflict(phrase!("tournament-finished"))),
        }
    }

    /// `POST /api/tournaments/{id}/start`: the creator brings the start forward.
    pub async fn start(&self, id: &str, me: &Account) -> Result<TournamentView, ApiError> {
        let t = self.find(id).await?;
        if t.t.creator_id != me.id {
            return Err(ApiError::forbidden(phrase!("tournament-not-yours")));
        }
        if !self
            .site
            .store
            .start_tournament_now(id, self.site.now_ms())
            .await?
        {
            return Err(conflict(phrase!("tournament-started")));
        }
        self.view(id).await
    }

    /// `POST /api/tournaments/{id}/pause` (arena).
    pub async fn pause(&self, id: &str, me: &Account) -> Result<TournamentView, ApiError> {
        let t = self.find(id).await?;
        if t.t.kind != Kind::Arena {
            return Err(conflict(phrase!("tournament-not-arena")));
        }
        if t.status == Status::Finished {
            return Err(conflict(phrase!("tournament-finished")));
        }
        if !self.site.store.pause_in_tournament(id, &me.id).await? {
            return Err(conflict(phrase!("tournament-not-joined")));
        }
        self.view(id).await
    }

    /// `POST /api/tournaments/{id}/berserk`: refused until a game's clock can be
    /// halved for one seat (the session's clocks cannot yet).
    pub async fn berserk(
        &self,
        id: &str,
        _me: &Account,
        _req: BerserkRequest,
    ) -> Result<TournamentView, ApiError> {
        let t = self.find(id).await?;
        if t.t.kind != Kind::Arena {
            return Err(conflict(phrase!("tournament-not-arena")));
        }
        Err(conflict(phrase!("tournament-berserk-not-yet")))
    }

    pub(super) async fn find(&self, id: &str) -> Result<StoredTournament, ApiError> {
        if id.is_empty() || id.len() > 64 {
            return Err(no_tournament());
        }
        self.site
            .store
            .tournament(id)
            .await?
            .ok_or_else(no_tournament)
    }
}

fn conflict(p: cubist_words::Phrase) -> ApiError {
    ApiError::new(StatusCode::CONFLICT, p)
}

fn no_tournament() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-tournament"))
}

pub(super) fn damaged(why: &str) -> ApiError {
    tracing::error!(why, "a stored tournament does not read");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        phrase!("tournament-damaged"),
    )
}
