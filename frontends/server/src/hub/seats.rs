//! Who holds a seat: the seat a token or a signed-in account opens, the seats a new
//! game is created with, and joining an open seat.

use axum::http::StatusCode;
use cubist_core::Seat;
use cubist_session::Player;

use super::base::Hub;
use super::clocks::timing_of;
use super::live::Live;
use crate::accounts::{level_account, Account};
use crate::error::ApiError;
use crate::requests::player_of;
use crate::store::{listed_seat, SeatTake, Take};
use crate::tokens;
use crate::wire::CreateGameRequest;
use crate::words::phrase;

impl Hub {
    /// The seat of `token` in this game (reloaded from the database first on a shared
    /// one, where the seat may have been joined on another instance); 403 if none.
    pub(crate) async fn token_seat(&self, live: &Live, token: &str) -> Result<Seat, ApiError> {
        let hash = tokens::hash(token);
        let mut g = live.lock().await;
        let mut seat = g.holders().seat_of_token(&hash);
        if seat.is_none() && self.store.shared() {
            self.reload_into(live, &mut g).await?;
            seat = g.holders().seat_of_token(&hash);
        }
        seat.ok_or_else(|| ApiError::forbidden(phrase!("token-not-a-seat")))
    }

    /// Enter a game as a request asks: the seat of its token, or without a token the
    /// seat the signed-in account `me` holds; `None` for a spectator. A token that is
    /// not one of this game's is refused. Entering with a token takes its seat (the
    /// database first: see `take_seat`).
    pub async fn enter(
        &self,
        live: &Live,
        token: Option<&str>,
        me: Option<&Account>,
    ) -> Result<Option<Seat>, ApiError> {
        let Some(token) = token else {
            return self.seat_of_account(live, me).await;
        };
        let hash = tokens::hash(token);
        let seat = self.token_seat(live, token).await?;
        if live.rated {
            let held = live.lock().await.holders().account_of(seat);
            match held {
                // Not held yet: a signed-in player takes it with the link.
                None => {
                    self.take_rated_seat(live, seat, &hash, me).await?;
                    return Ok(Some(seat));
                }
                // Held: the token is its account's, and no other account's nor a
                // guest's (whose moves would count for nobody's rating).
                Some(id) => match me {
                    Some(a) if a.id == id => {}
                    Some(_) => return Err(ApiError::forbidden(phrase!("rated-seat-held"))),
                    None => return Err(ApiError::forbidden(phrase!("rated-seat-sign-in"))),
                },
            }
        }
        let taken = live.lock().await.holders().is_taken(seat);
        if !taken && !self.take(live, seat, Take::Open, None).await? {
            // Another request stored it first, here or on another instance (with the
            // first move's limit, if it started one): memory follows the database.
            let mut g = live.lock().await;
            g.taken_elsewhere(seat);
            live.announce(&g);
        }
        Ok(Some(seat))
    }

    /// Take `seat` as `how` says, by `me` where it names an account: in the database
    /// first, in one transaction with the first move's limit if taking it leaves no
    /// seat open in a timed game; then in memory, the limit running from the same
    /// moment. False if the database refused it (taken already): nothing changed.
    pub(super) async fn take(
        &self,
        live: &Live,
        seat: Seat,
        how: Take<'_>,
        me: Option<&Account>,
    ) -> Result<bool, ApiError> {
        let mut m = live.lock().await;
        let mut next = m.tentative();
        // Whether seats are still open is the holders' to say, as they will be.
        next.set_awaiting_players(m.holders().open_besides(seat));
        let timing = timing_of(&next);
        let starts = m.awaiting_players() && !next.awaiting_players() && m.time_control().is_some();
        let take = SeatTake {
            id: &live.id,
            seat,
            how,
            retime: starts.then_some((m.event_number(), &timing)),
        };
        if !self.store.take_seat(&take).await? {
            return Ok(false);
        }
        let hash = match how {
            Take::NewToken { hash, .. } => Some(hash.to_string()),
            Take::Open | Take::Hold { .. } => None,
        };
        m.adopt_taken(next, seat, hash, me);
        live.announce(&m);
        Ok(true)
    }

    /// A rated seat counts for its account, so a seat no account holds yet (a
    /// friend's link) is opened only by a signed-in player, who then holds it: never
    /// played by a guest and silently left out of the ratings.
    async fn take_rated_seat(
        &self,
        live: &Live,
        seat: Seat,
        hash: &str,
        me: Option<&Account>,
    ) -> Result<(), ApiError> {
        let refused = || ApiError::forbidden(phrase!("rated-seat-take-sign-in"));
        let me = me.ok_or_else(refused)?;
        let held = {
            let g = live.lock().await;
            g.holders().is_taken(seat) || g.holders().seat_of_account(&me.id).is_some()
        };
        if held {
            return Err(refused());
        }
        self.check_rated_join(live, &me.id).await?;
        let how = Take::NewToken {
            hash,
            account: Some(&me.id),
        };
        if !self.take(live, seat, how, Some(me)).await? {
            return Err(refused());
        }
        tracing::info!(game = %live.id, seat = seat + 1, account = %me.name, "rated seat taken by link");
        Ok(())
    }

    /// The seat `me` holds in this game, if any.
    async fn seat_of_account(
        &self,
        live: &Live,
        me: Option<&Account>,
    ) -> Result<Option<Seat>, ApiError> {
        let Some(me) = me else {
            return Ok(None);
        };
        let mut g = live.lock().await;
        let mut seat = g.holders().seat_of_account(&me.id);
        if seat.is_none() && self.store.shared() {
            self.reload_into(live, &mut g).await?;
            seat = g.holders().seat_of_account(&me.id);
        }
        Ok(seat)
    }

    /// As [`Hub::enter`], for a request that needs a seat to `what`: the seat of its
    /// token, or of the signed-in account `me` without one; a request with neither,
    /// or a spectator's, is refused.
    pub async fn enter_seat(
        &self,
        live: &Live,
        token: Option<&str>,
        me: Option<&Account>,
        what: &'static str,
    ) -> Result<Seat, ApiError> {
        if token.is_none() && me.is_none() {
            return Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                phrase!("seat-needed", what = what),
            ));
        }
        self.enter(live, token, me)
            .await?
            .ok_or_else(|| ApiError::forbidden(phrase!("no-seat-held", what = what)))
    }

    /// Take an open human seat (the first one if `seat` is `None`): a new token for
    /// it, and the seat is `me`'s if signed in. Only the seats a game lists may be
    /// joined so (never the creator's own; a private game's seats are taken through
    /// their links), only accounts may join a rated game, an account holds at most
    /// one seat of a game, and never joins one where a player it blocks, or who blocks
    /// it, holds a seat (a link sent directly still opens its seat: the creator chose).
    pub async fn join(
        &self,
        live: &Live,
        seat: Option<Seat>,
        me: Option<&Account>,
    ) -> Result<(Seat, String), ApiError> {
        if !live.listed {
            return Err(ApiError::forbidden(phrase!("game-private")));
        }
        if live.rated && me.is_none() {
            return Err(ApiError::forbidden(phrase!("rated-join-sign-in")));
        }
        if let Some(held) = self.seat_of_account(live, me).await? {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                phrase!("seat-held-already", seat = held + 1),
            ));
        }
        if let Some(me) = me {
            // Read from the database now: a block made on another instance holds too.
            if self.store.blocked_in_game(&live.id, &me.id).await? {
                return Err(ApiError::forbidden(phrase!("blocked-in-game")));
            }
            self.check_rated_join(live, &me.id).await?;
        }
        let listed = |s: Seat| listed_seat(live.listed, live.creator_seat, s);
        let seat = live.lock().await.holders().open_seat(seat, listed)?;
        let token = tokens::new_token();
        let hash = tokens::hash(&token);
        let how = Take::NewToken {
            hash: &hash,
            account: me.map(|a| a.id.as_str()),
        };
        if !self.take(live, seat, how, me).await? {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                phrase!("seat-just-taken"),
            ));
        }
        tracing::info!(game = %live.id, seat = seat + 1, account = me.map(|a| a.name.as_str()), "seat taken");
        Ok((seat, token))
    }
}

/// The players of a new game, and the seat written `me` (the creator's own).
/// A rated game needs a signed-in creator and only `me`, `human` and computer
/// levels.
pub(super) fn planned(
    req: &CreateGameRequest,
    me: Option<&Account>,
) -> Result<(Vec<Player>, Option<Seat>), ApiError> {
    if req.rated && me.is_none() {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            phrase!("sign-in-to-create-rated"),
        ));
    }
    let mut mine = None;
    let mut players = Vec::with_capacity(req.seats.len());
    for (s, text) in req.seats.iter().enumerate() {
        if text == "me" {
            if mine.replace(s).is_some() {
                return Err(ApiError::bad_request(phrase!("me-one-seat")));
            }
            players.push(Player::Human);
            continue;
        }
        if req.rated && text != "human" && level_account(text).is_none() {
            return Err(ApiError::bad_request(phrase!(
                "rated-seat-kind",
                seat = s + 1,
                text = text
            )));
        }
        players.push(player_of(text)?);
    }
    Ok((players, mine))
}
