//! Rematches: after a game, each human seat offers to play it again; the last offer
//! creates one new game (same game, options, time control and departure; seats
//! rotated, each person keeping their token and account) in the offer's transaction
//! (`store/rematch.rs`). The old game's sockets hear of every offer and of the new
//! game, on every instance (`rematch` announcements, see `follow.rs`). A rematch with
//! computer seats counts among the running games with computers of the player whose
//! offer makes it (`allowance.rs`); a rated one among the pair's rated games
//! (`ratings/pairs.rs`).

use std::net::IpAddr;
use std::sync::Arc;

use axum::http::StatusCode;
use cubist_core::Seat;

use super::base::Hub;
use super::create::{GameSpec, Prepared};
use super::created::Creator;
use super::live::{Live, LiveGame};
use super::rematch_news::RematchUpdate;
use crate::error::ApiError;
use crate::requests::seat_url;
use crate::store::{RematchOffer, RematchState};
use crate::wire::RematchReply;
use crate::words::phrase;

/// Where a seat of an `n`-seat game sits in its rematch: the next seat round the
/// table (two seats swap).
pub fn rotated(seat: Seat, n: usize) -> Seat {
    (seat + 1) % n
}

impl Hub {
    /// `seat` offers a rematch of the finished game `live` (or accepts the others'
    /// offers): the state of the rematch, with the new game once every human seat
    /// has offered. `client` is the offer's address, where a guest's rematch with
    /// computer seats is counted.
    pub async fn rematch(
        self: &Arc<Self>,
        live: &Arc<Live>,
        seat: Seat,
        token: Option<&str>,
        client: IpAddr,
    ) -> Result<RematchReply, ApiError> {
        let (spec, humans, (tokens, accounts, names), events, ply, offerer) = {
            let mut m = live.lock().await;
            if !m.is_over() && self.store.shared() {
                // It may have ended on another instance a moment ago.
                self.reload_into(live, &mut m).await?;
            }
            if !m.is_over() {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    phrase!("rematch-before-end"),
                ));
            }
            let n = m.players().len();
            let mut players = m.players().to_vec();
            players.rotate_right(1);
            // Each holder moves one seat round the table with their seat.
            let held = m.holders().stored();
            let offerer = held.accounts.get(seat).cloned().flatten();
            let mut tokens = held.token_hashes;
            tokens.rotate_right(1);
            let mut accounts = held.accounts;
            accounts.rotate_right(1);
            let mut names = held.names;
            names.rotate_right(1);
            let humans: Vec<Seat> = (0..n).filter(|&s| m.players()[s].is_human()).collect();
            let spec = GameSpec {
                game: m.game().name().to_string(),
                options: m.game().options(),
                players,
                departure: m.departure().clone(),
                control: m.time_control(),
                rated: m.rated(),
            };
            let holders = (tokens, accounts, names);
            (spec, humans, holders, m.event_number(), m.ply(), offerer)
        };
        self.refuse_if_blocked(&live.id, offerer.as_deref()).await?;
        if spec.rated {
            let held: Vec<&str> = accounts.iter().flatten().map(String::as_str).collect();
            self.check_rated_pairs(&held).await?;
        }
        let computers = spec.players.iter().any(|p| !p.is_human());
        let creator = Creator::of(offerer.as_deref(), client);
        let _place = if computers && self.offer_completes(&live.id, seat, &humans).await? {
            Some(self.check_computer_games(&creator).await?)
        } else {
            None
        };
        let n = spec.players.len();
        let Prepared { mut new, m } = self.prepare(spec).await?;
        new.tokens = tokens;
        new.accounts = accounts;
        let state = self
            .store
            .offer_rematch(RematchOffer {
                old: &live.id,
                seat,
                humans: &humans,
                next: &new,
                now_ms: self.now(),
                events,
                ply,
            })
            .await?;
        if state.game_id.as_deref() == Some(new.id.as_str()) {
            tracing::info!(game = %live.id, rematch = %new.id, "rematch");
            if computers {
                self.created.add(&creator, &new.id);
            }
            let taken = new.tokens.iter().map(Option::is_some).collect();
            self.start(&new, m, taken, &names);
        }
        let mut g = live.lock().await;
        let update = news(g.event_number(), &state, n);
        live.rematch.tell(&mut g.rematch_told, update);
        drop(g);
        let new_seat = rotated(seat, n);
        Ok(RematchReply {
            offered: state.offered.iter().map(|s| s + 1).collect(),
            seat: state.game_id.as_ref().map(|_| new_seat + 1),
            url: match (&state.game_id, token) {
                (Some(id), Some(t)) => Some(seat_url(id, new_seat, t)),
                (Some(id), None) => Some(format!("/play/{id}?seat={}", new_seat + 1)),
                _ => None,
            },
            game_id: state.game_id,
        })
    }

    /// `seat` declines the other seats' rematch offers of the finished game `live`:
    /// they are withdrawn (its own offer, if any, stays), and every socket hears of
    /// it. Refused while the game runs, once the rematch is made, and when nobody
    /// else offered.
    pub async fn decline_rematch(
        self: &Arc<Self>,
        live: &Arc<Live>,
        seat: Seat,
    ) -> Result<RematchReply, ApiError> {
        let (events, ply, n) = {
            let mut m = live.lock().await;
            if !m.is_over() && self.store.shared() {
                self.reload_into(live, &mut m).await?;
            }
            if !m.is_over() {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    phrase!("rematch-before-end"),
                ));
            }
            (m.event_number(), m.ply(), m.players().len())
        };
        let state = self
            .store
            .decline_rematch(&live.id, seat, events, ply)
            .await?
            .map_err(|e| {
                ApiError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    phrase!("rematch-refused", reason = e),
                )
            })?;
        let mut g = live.lock().await;
        let update = news(g.event_number(), &state, n);
        live.rematch.tell(&mut g.rematch_told, update);
        drop(g);
        Ok(RematchReply {
            offered: state.offered.iter().map(|s| s + 1).collect(),
            seat: None,
            url: None,
            game_id: None,
        })
    }

    /// Whether `seat`'s offer is the last one wanted: every other human seat offered.
    async fn offer_completes(
        &self,
        game: &str,
        seat: Seat,
        humans: &[Seat],
    ) -> Result<bool, ApiError> {
        let offered = self.store.rematch_state(game).await?.offered;
        Ok(humans.iter().all(|h| *h == seat || offered.contains(h)))
    }

    /// A block between the offering account and another player of the game, either
    /// way, stops the rematch: the same words whoever blocked whom, as for seeks.
    async fn refuse_if_blocked(&self, game: &str, offerer: Option<&str>) -> Result<(), ApiError> {
        let Some(account) = offerer else {
            return Ok(());
        };
        if self.store.blocked_in_game(game, account).await? {
            return Err(ApiError::forbidden(phrase!("blocked-player")));
        }
        Ok(())
    }

    /// Another instance stored a rematch offer: tell this game's sockets.
    pub(super) async fn tell_rematch(&self, live: &Live, g: &mut LiveGame) -> Result<(), ApiError> {
        let state = self.store.rematch_state(&live.id).await?;
        let update = news(g.event_number(), &state, g.holders().len());
        live.rematch.tell(&mut g.rematch_told, update);
        Ok(())
    }
}

/// The update for a game's sockets.
fn news(event: u64, state: &RematchState, n: usize) -> RematchUpdate {
    RematchUpdate {
        event,
        offered: state.offered.clone(),
        seats: state
            .game_id
            .as_ref()
            .map(|_| (0..n).map(|s| rotated(s, n)).collect()),
        game_id: state.game_id.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::rotated;

    #[test]
    fn seats_move_one_place_round_the_table() {
        assert_eq!((0..2).map(|s| rotated(s, 2)).collect::<Vec<_>>(), [1, 0]);
        assert_eq!((0..3).map(|s| rotated(s, 3)).collect::<Vec<_>>(), [1, 2, 0]);
        assert_eq!(
            (0..6).map(|s| rotated(s, 6)).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5, 0]
        );
    }
}
