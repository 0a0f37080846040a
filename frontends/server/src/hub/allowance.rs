//! What thinking a new game's creator may ask of its computer seats. A guest (no
//! account) may pick the catalogue's one-thread levels and specs that think at most
//! `--guest-think-ms` a move on one thread; more takes an account. An account keeps
//! at most `--account-computer-games` running games with computer seats that it
//! created, and the guests of one address at most `--address-computer-games`: many
//! small games thinking at once starve everybody's replies as surely as one large
//! one. Checked at creation (and at a rematch), where a refusal costs nothing: a
//! game once created plays as it was created.
//!
//! The count is this instance's: the games with computer seats the creator started
//! here that are still running and in memory (a game unloaded after its idle period,
//! or finished, no longer counts).

use cubist_ai::demand::{demand, Demand};
use cubist_ai::{AgentError, AgentSpec, Budget};
use cubist_core::{Game, GameVisitor};
use cubist_session::Player;

use axum::http::StatusCode;

use super::base::Hub;
use super::created::{Creator, Place};
use crate::accounts::Account;
use crate::error::ApiError;
use crate::words::phrase;

impl Hub {
    /// Refuse (403, naming the limit) a new game of `game` whose computer seats ask
    /// for more than its creator `me` (or a guest) may have, and (429) one more game
    /// with computer seats than `creator` may keep running. A game with computer
    /// seats gets its place, held until the game is added (or dropped).
    pub(super) async fn check_allowance(
        &self,
        game: &str,
        players: &[Player],
        me: Option<&Account>,
        creator: &Creator,
    ) -> Result<Option<Place<'_>>, ApiError> {
        let specs: Vec<&AgentSpec> = players.iter().filter_map(Player::spec).collect();
        if specs.is_empty() {
            return Ok(None);
        }
        if me.is_none() {
            for spec in specs {
                self.check_guest(game, spec, players.len())?;
            }
        }
        self.check_computer_games(creator).await.map(Some)
    }

    /// Refuse (429, naming the limit) a new game with computer seats that `creator`
    /// would start beyond the running ones it may keep.
    pub(super) async fn check_computer_games(
        &self,
        creator: &Creator,
    ) -> Result<Place<'_>, ApiError> {
        let (cap, who) = match creator {
            Creator::Account(_) => (self.thinking.account_games, "account"),
            Creator::Address(_) => (self.thinking.address_games, "address"),
        };
        let running = self.computer_games_running(creator).await;
        self.created.reserve(creator, running, cap).map_err(|has| {
            ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                phrase!("computer-games-cap", who = who; cap = cap as u32, has = has as u32),
            )
        })
    }

    /// A guest's computer: one thread, and at most the guest's time a move, or at
    /// most the `hard` level's iterations for an iteration budget.
    pub(crate) fn check_guest(
        &self,
        game: &str,
        spec: &AgentSpec,
        players: usize,
    ) -> Result<(), ApiError> {
        let Demand {
            budget,
            threads,
            hard,
        } = demand_of(game, spec, players)?;
        let limit_ms = self.thinking.guest.as_millis();
        let refused = || {
            ApiError::forbidden(phrase!(
                "guest-think-limit",
                limit_ms = limit_ms,
                agent = spec
            ))
        };
        if threads > 1 {
            return Err(refused());
        }
        match (budget, hard) {
            (Some(Budget::Time(d)), _) if d > self.thinking.guest => Err(refused()),
            (Some(Budget::Iterations(n)), Some(Budget::Iterations(most))) if n > most => {
                Err(ApiError::forbidden(phrase!(
                    "guest-search-limit",
                    most = most,
                    limit_ms = limit_ms
                )))
            }
            _ => Ok(()),
        }
    }

    /// Running games in memory with computer seats that `creator` started here.
    async fn computer_games_running(&self, creator: &Creator) -> usize {
        let mut running = 0;
        let mut ended = Vec::new();
        for id in self.created.games_of(creator) {
            match self.cached(&id) {
                Some(live) if !live.lock().await.is_over() => running += 1,
                _ => ended.push(id),
            }
        }
        self.created.forget(creator, &ended);
        running
    }
}

/// The demand of `spec` in the catalogue's game `game` with `players` seats.
fn demand_of(game: &str, spec: &AgentSpec, players: usize) -> Result<Demand, ApiError> {
    struct Weigh<'a>(&'a AgentSpec, usize);
    impl GameVisitor for Weigh<'_> {
        type Output = Result<Demand, AgentError>;
        fn visit<G: Game>(self) -> Self::Output {
            demand::<G>(self.0, self.1)
        }
    }
    cubist_games::visit(game, Weigh(spec, players))
        .map_err(|e| ApiError::bad_request(phrase!("unknown-game", reason = e)))?
        .map_err(|e| ApiError::bad_request(phrase!("bad-agent", reason = e)))
}
