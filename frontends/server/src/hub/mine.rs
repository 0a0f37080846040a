//! A player's own games: the seat of a link an account takes (`POST
//! /api/games/{id}/seat`), its running games with whose move it is, and whether a
//! finished game's rematch may still be offered. The list endpoint is in
//! `my_games/`.

use std::sync::Arc;

use axum::http::StatusCode;
use cubist_core::Seat;

use super::base::Hub;
use super::live::{Live, LiveGame};
use super::presence::FRESH_MS;
use crate::accounts::Account;
use crate::error::ApiError;
use crate::store::Take;
use crate::words::phrase;

/// The most running games of one account the list reads: each is read from memory
/// (loaded if need be) to know whose move it is.
pub const MAX_RUNNING: usize = 200;

/// A running game as its player's list shows it.
#[derive(Clone, Debug)]
pub struct Running {
    pub id: String,
    pub game: String,
    /// The player's seat, from 0.
    pub seat: Seat,
    /// The name shown on each seat (see `accounts::seat_names`).
    pub names: Vec<Option<String>>,
    /// Each seat's player: `human` or a computer's agent.
    pub players: Vec<String>,
    pub rated: bool,
    pub ply: usize,
    /// The seat may act now.
    pub your_move: bool,
}

/// Whether a finished game may still be played again: the offers so far, the
/// rematch once made, and whether the other people are still on the game's pages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RematchChance {
    /// Seats (from 0) that offered.
    pub offered: Vec<Seat>,
    pub game_id: Option<String>,
    /// No rematch made yet, and every other human seat has a page open on the game
    /// (on any instance) or has offered: an offer now can still be accepted.
    pub open: bool,
}

impl Hub {
    /// The signed-in `me` takes the seat of `token` with the account: its cookie then
    /// opens the seat, and its games list finds it; the token still works. Refused if
    /// another account holds the seat or `me` holds another seat of the game.
    pub async fn hold_seat(
        &self,
        live: &Live,
        token: &str,
        me: &Account,
    ) -> Result<Seat, ApiError> {
        let seat = self.token_seat(live, token).await?;
        if self.held_by(&*live.lock().await, seat, me)? {
            return Ok(seat);
        }
        let how = Take::Hold { account: &me.id };
        if !self.take(live, seat, how, Some(me)).await? {
            // Another request was stored first, here or on another instance: say what
            // the database holds now.
            let mut g = live.lock().await;
            self.reload_into(live, &mut g).await?;
            if self.held_by(&g, seat, me)? {
                return Ok(seat);
            }
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                phrase!("seat-not-taken"),
            ));
        }
        tracing::info!(game = %live.id, seat = seat + 1, account = %me.name, "seat held by its account");
        Ok(seat)
    }

    /// Whether `me` holds `seat` already; an error if another account holds it or
    /// `me` holds another seat.
    fn held_by(&self, g: &LiveGame, seat: Seat, me: &Account) -> Result<bool, ApiError> {
        match g.holders().account_of(seat) {
            Some(id) if id == me.id => return Ok(true),
            Some(_) => {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    phrase!("seat-held-by-other"),
                ))
            }
            None => {}
        }
        if let Some(other) = g.holders().seat_of_account(&me.id) {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                phrase!("seat-held-already", seat = other + 1),
            ));
        }
        Ok(false)
    }

    /// The running games the account `id` holds a seat of (at most [`MAX_RUNNING`]),
    /// the newest first. Read from each game in memory (loaded if need be), without
    /// counting as a person's visit: listing does not wake a paused computer.
    pub async fn running_of(self: &Arc<Self>, id: &str) -> Result<Vec<Running>, ApiError> {
        let held = self.store.running_of(id, MAX_RUNNING).await?;
        let mut games = Vec::with_capacity(held.len());
        for h in held {
            let live = match self.get(&h.id).await {
                Ok(live) => live,
                // A damaged game is left out of the list rather than hiding the rest.
                Err(e) if e.status.is_server_error() => {
                    tracing::warn!(game = %h.id, error = %e.message, "not listed");
                    continue;
                }
                Err(e) => return Err(e),
            };
            let m = live.lock().await;
            // Ended a moment ago, its row not yet stored as finished.
            if m.is_over() {
                continue;
            }
            let human = m.players().get(h.seat).is_some_and(|p| p.is_human());
            games.push(Running {
                game: m.game().name().to_string(),
                names: m.seat_names(),
                players: m.players().iter().map(ToString::to_string).collect(),
                rated: live.rated,
                ply: m.ply(),
                your_move: human && m.to_move().includes(h.seat),
                seat: h.seat,
                id: h.id,
            });
        }
        Ok(games)
    }

    /// Where the rematch of the finished game `id` of `players` (each seat's player,
    /// `human` or an agent) stands for `seat`.
    pub async fn rematch_chance(
        &self,
        id: &str,
        seat: Seat,
        players: &[String],
    ) -> Result<RematchChance, ApiError> {
        let state = self.store.rematch_state(id).await?;
        let presence = self
            .store
            .presence(id, players.len(), self.now(), FRESH_MS)
            .await?;
        let others_here = (0..players.len())
            .filter(|&s| s != seat && players[s] == "human")
            .all(|s| presence[s].online || state.offered.contains(&s));
        Ok(RematchChance {
            open: state.game_id.is_none() && others_here,
            offered: state.offered,
            game_id: state.game_id,
        })
    }
}
