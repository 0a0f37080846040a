//! Seat tokens: which seat a token opens, and joining an open seat.

use axum::http::StatusCode;
use cubist_core::Seat;

use super::live::Live;
use super::Hub;
use crate::error::ApiError;
use crate::tokens;

impl Hub {
    /// The seat a token is for: `None` without a token (a spectator). A token that is
    /// not one of this game's is refused. Using a token takes its seat.
    pub async fn seat_of(
        &self,
        live: &Live,
        token: Option<&str>,
    ) -> Result<Option<Seat>, ApiError> {
        let Some(token) = token else {
            return Ok(None);
        };
        let hash = tokens::hash(token);
        let find = || {
            live.tokens
                .lock()
                .expect("token lock")
                .iter()
                .position(|t| t.as_deref() == Some(hash.as_str()))
        };
        let mut seat = find();
        if seat.is_none() && self.store.shared() {
            // The seat may have been joined on another instance.
            let mut m = live.lock().await;
            self.reload_into(live, &mut m).await?;
            seat = find();
        }
        let seat =
            seat.ok_or_else(|| ApiError::forbidden("this token is not a seat of this game"))?;
        let newly = !std::mem::replace(&mut live.taken.lock().expect("seat lock")[seat], true);
        if newly {
            self.store.take_seat(&live.id, seat, None).await?;
        }
        Ok(Some(seat))
    }

    /// The seat of a request's token; a request without one is refused.
    pub async fn seat_of_token(
        &self,
        live: &Live,
        token: Option<&str>,
        what: &str,
    ) -> Result<Seat, ApiError> {
        let token = token.ok_or_else(|| {
            ApiError::new(
                StatusCode::UNAUTHORIZED,
                format!("a seat token is needed to {what}"),
            )
        })?;
        Ok(self
            .seat_of(live, Some(token))
            .await?
            .expect("a token gives a seat"))
    }

    /// Take an open human seat (the first one if `seat` is `None`): a new token for it.
    pub async fn join(&self, live: &Live, seat: Option<Seat>) -> Result<(Seat, String), ApiError> {
        let seat = {
            let taken = live.taken.lock().expect("seat lock");
            let tokens = live.tokens.lock().expect("token lock");
            let open = |s: usize| tokens.get(s).is_some_and(Option::is_some) && !taken[s];
            match seat {
                Some(s) if open(s) => s,
                Some(_) => {
                    return Err(ApiError::new(StatusCode::CONFLICT, "that seat is not open"))
                }
                None => (0..taken.len())
                    .find(|&s| open(s))
                    .ok_or_else(|| ApiError::new(StatusCode::CONFLICT, "no seat is open"))?,
            }
        };
        let token = tokens::new_token();
        let hash = tokens::hash(&token);
        if !self.store.take_seat(&live.id, seat, Some(&hash)).await? {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "that seat was just taken",
            ));
        }
        live.taken.lock().expect("seat lock")[seat] = true;
        live.tokens.lock().expect("token lock")[seat] = Some(hash);
        tracing::info!(game = %live.id, seat = seat + 1, "seat taken");
        Ok((seat, token))
    }
}
