//! What thinking a new game's creator may ask of its computer seats. A guest (no
//! account) may pick the catalogue's one-thread levels and specs that think at most
//! `--guest-think-ms` a move on one thread; more takes an account, and an account
//! keeps at most `--account-thinking` computer seats in running games it created.
//! Checked at creation, where a refusal costs nothing: a game once created plays as
//! it was created.
//!
//! The account's count is this instance's: the games with computer seats it
//! created here that are still running and in memory (a game unloaded after its idle
//! period, or finished, no longer counts).

use cubist_ai::demand::{demand, Demand};
use cubist_ai::{AgentError, AgentSpec, Budget};
use cubist_core::{Game, GameVisitor};
use cubist_session::Player;

use super::base::Hub;
use crate::accounts::Account;
use crate::error::ApiError;

impl Hub {
    /// Refuse (403, naming the limit) a new game of `game` whose computer seats ask
    /// for more than its creator `me` (or a guest) may have.
    pub(super) async fn check_allowance(
        &self,
        game: &str,
        players: &[Player],
        me: Option<&Account>,
    ) -> Result<(), ApiError> {
        let specs: Vec<&AgentSpec> = players.iter().filter_map(Player::spec).collect();
        if specs.is_empty() {
            return Ok(());
        }
        let Some(me) = me else {
            for spec in specs {
                self.check_guest(game, spec, players.len())?;
            }
            return Ok(());
        };
        let cap = self.thinking.account_seats;
        let thinking = self.computers_thinking(&me.id).await;
        if thinking + specs.len() > cap {
            return Err(ApiError::forbidden(format!(
                "an account may have at most {cap} computer seats thinking in running games \
                 it created: {thinking} are, and this game has {}",
                specs.len()
            )));
        }
        Ok(())
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
            ApiError::forbidden(format!(
                "a guest's computer may think at most {limit_ms} ms a move on one thread: \
                 sign in for more ({spec} asks for more)"
            ))
        };
        if threads > 1 {
            return Err(refused());
        }
        match (budget, hard) {
            (Some(Budget::Time(d)), _) if d > self.thinking.guest => Err(refused()),
            (Some(Budget::Iterations(n)), Some(Budget::Iterations(most))) if n > most => {
                Err(ApiError::forbidden(format!(
                    "a guest's computer may search at most {most} iterations a move in this \
                     game (the hard level's) or think at most {limit_ms} ms a move: sign in \
                     for more"
                )))
            }
            _ => Ok(()),
        }
    }

    /// Computer seats in running games in memory that `account` created here.
    async fn computers_thinking(&self, account: &str) -> usize {
        let mut running = Vec::new();
        for (id, seats) in self.created.games_of(account) {
            if let Some(live) = self.cached(&id) {
                if !live.lock().await.is_over() {
                    running.push((id, seats));
                }
            }
        }
        let count = running.iter().map(|(_, n)| n).sum();
        self.created.keep(account, running);
        count
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
        .map_err(|e| ApiError::bad_request(e.to_string()))?
        .map_err(|e| ApiError::bad_request(e.to_string()))
}
