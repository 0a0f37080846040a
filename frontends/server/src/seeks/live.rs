//! Quick play: posting a seek (paired at once if enough compatible seeks wait),
//! reading and cancelling it, and the lobby's list. Pairing itself is one database
//! transaction (`store.rs`); the instance that pairs starts the game on its hub.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use cubist_core::{OptionPairs, TimeControl};
use cubist_session::{Departure, Player};

use super::caps::OpenSeekLimits;
use super::pools::{pool_key, RATING_BOUNDS};
use super::ratings::seeker_rating;
use super::store::{NewSeek, Pairing, PostPairing, StoredSeek};
use super::wire::{
    ListedSeek, PairedSeat, PostSeekRequest, SeekList, SeekPosted, SeekState, SeekStatus,
};
use crate::error::ApiError;
use crate::hub::{GameSpec, Hub, Prepared};
use crate::requests::{control_of, option_pairs, seat_url};
use crate::site::Site;
use crate::store::StoreError;
use crate::tokens;
use crate::wire::SeatRules;
use crate::words::phrase;

/// The most seeks the lobby lists.
const LIST_LIMIT: usize = 200;
/// The most open seeks the metrics count.
const SEEKS_COUNTED: usize = 1000;

/// Who seeks: a signed-in player's account id and name, or a guest; and from where.
#[derive(Clone, Debug)]
pub struct Seeker {
    pub account: Option<String>,
    pub name: Option<String>,
    pub address: IpAddr,
}

impl Seeker {
    /// What a seek keeps of the seeker's address: a hash, to count by.
    fn address_hash(&self) -> String {
        tokens::hash(&format!("seek address {}", self.address.to_canonical()))
    }
}

/// A seek as asked for, read and checked.
struct Ask {
    game: String,
    options: OptionPairs,
    control: Option<TimeControl>,
    rated: bool,
    rating_min: Option<i64>,
    rating_max: Option<i64>,
}

/// Seeks on this instance: pairing starts games on its hub.
pub struct Seeks {
    hub: Arc<Hub>,
    site: Site,
    /// How long a seek waits unpolled before it expires.
    ttl: Duration,
    /// The open seeks one seeker may have.
    limits: OpenSeekLimits,
}

impl Seeks {
    pub fn new(hub: Arc<Hub>, site: Site, ttl: Duration, limits: OpenSeekLimits) -> Arc<Seeks> {
        Arc::new(Seeks {
            hub,
            site,
            ttl,
            limits,
        })
    }

    /// `POST /api/seeks`.
    pub async fn post_seek(
        &self,
        req: PostSeekRequest,
        seeker: &Seeker,
    ) -> Result<SeekPosted, ApiError> {
        let ask = Ask {
            options: option_pairs(&req.options)?,
            control: control_of(req.clock.as_ref())?,
            game: req.game,
            rated: req.rated,
            rating_min: req.rating_min,
            rating_max: req.rating_max,
        };
        self.seek_game(ask, seeker, None).await
    }

    /// `POST /api/seeks/{id}/accept`: a seek like seek `id`, paired with it first.
    pub async fn accept_seek(&self, id: &str, seeker: &Seeker) -> Result<SeekPosted, ApiError> {
        let target = self.find_seek(id).await?;
        if target.status != SeekStatus::Open {
            return Err(gone());
        }
        let s = &target.seek;
        let control = match s.clock.as_deref() {
            Some(text) => Some(serde_json::from_str(text).map_err(|_| damaged_seek())?),
            None => None,
        };
        let ask = Ask {
            game: s.game.clone(),
            options: serde_json::from_str(&s.options).map_err(|_| damaged_seek())?,
            control,
            rated: s.rated,
            rating_min: None,
            rating_max: None,
        };
        self.seek_game(ask, seeker, Some(id)).await
    }

    async fn seek_game(
        &self,
        ask: Ask,
        seeker: &Seeker,
        target: Option<&str>,
    ) -> Result<SeekPosted, ApiError> {
        check_ask(&ask, seeker)?;
        let seats = cubist_games::create(&ask.game, &ask.options, 0)
            .map_err(crate::error::bad_game)?
            .num_players();
        let Prepared { new, m } = self
            .hub
            .prepare(GameSpec {
                game: ask.game,
                options: ask.options,
                players: vec![Player::Human; seats],
                departure: Departure {
                    away_ms: self.hub.away_ms(),
                    ..Departure::default()
                },
                control: ask.control,
                rated: ask.rated,
            })
            .await?;
        let token = tokens::new_token();
        let seek = NewSeek {
            id: tokens::new_id(),
            pool: pool_key(&new.game, &new.options, new.clock.as_deref(), ask.rated),
            rating: seeker_rating(
                &self.site.store,
                seeker.account.as_deref(),
                &new.game,
                seats,
            )
            .await,
            game: new.game.clone(),
            options: new.options.clone(),
            clock: new.clock.clone(),
            rated: ask.rated,
            rating_min: ask.rating_min,
            rating_max: ask.rating_max,
            seats,
            account: seeker.account.clone(),
            seeker_name: seeker.name.clone(),
            token_hash: tokens::hash(&token),
            now_ms: self.site.now_ms(),
            address_hash: seeker.address_hash(),
        };
        let post = PostPairing {
            seek: &seek,
            target,
            stale_before_ms: self.stale_before(),
            game: &new,
            limits: self.limits,
        };
        let (status, paired) = match self.site.store.post_seek(post).await.map_err(raced)? {
            Pairing::Open => (SeekStatus::Open, None),
            Pairing::Paired {
                game,
                seat,
                names,
                posted_ms,
            } => {
                tracing::info!(game = %game.id, kind = %game.game, seats, "paired");
                for posted in posted_ms {
                    crate::metrics::seek_paired(posted, seek.now_ms);
                }
                self.hub.start(&game, m, vec![true; seats], &names);
                let url = seat_url(&game.id, seat, &token);
                (SeekStatus::Paired, Some(paired_seat(game.id, seat, url)))
            }
            Pairing::TargetGone => return Err(gone()),
            Pairing::TargetBlocked => return Err(ApiError::forbidden(phrase!("blocked-player"))),
            Pairing::TargetPlayedOut => {
                return Err(ApiError::forbidden(crate::ratings::pairs::refusal()))
            }
            Pairing::Full(full) => {
                return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, full.refusal()))
            }
            Pairing::TargetRefuses => {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    phrase!("seek-refuses-you"),
                ))
            }
        };
        Ok(SeekPosted {
            id: seek.id,
            token,
            status,
            paired,
        })
    }

    /// `GET /api/seeks/{id}`: the seeker polls (an open seek stays open while polled).
    pub async fn poll_seek(
        &self,
        id: &str,
        token: Option<&str>,
        seeker: &Seeker,
    ) -> Result<SeekState, ApiError> {
        let found = self.find_seek(id).await?;
        authorise(&found, token, seeker)?;
        self.site
            .store
            .poll_seek(id, self.site.now_ms(), self.stale_before())
            .await?;
        let found = self.find_seek(id).await?;
        Ok(state_of(&found, token))
    }

    /// `DELETE /api/seeks/{id}`: an open seek is cancelled; one already over stays as
    /// it is; a paired one cannot be.
    pub async fn cancel_seek(
        &self,
        id: &str,
        token: Option<&str>,
        seeker: &Seeker,
    ) -> Result<(), ApiError> {
        let found = self.find_seek(id).await?;
        authorise(&found, token, seeker)?;
        if self.site.store.cancel_seek(id).await? {
            return Ok(());
        }
        match self.find_seek(id).await?.status {
            SeekStatus::Paired => Err(ApiError::new(StatusCode::CONFLICT, phrase!("seek-paired"))),
            _ => Ok(()),
        }
    }

    /// `GET /api/seeks`: the open seeks, oldest first. For a signed-in `viewer`,
    /// without the seeks of players it blocks or who block it: neither may accept the
    /// other's, so listing them would only offer a refusal.
    pub async fn list_seeks(&self, viewer: Option<&str>) -> Result<SeekList, ApiError> {
        let mut open = self
            .site
            .store
            .open_seeks(self.stale_before(), LIST_LIMIT)
            .await?;
        if let Some(viewer) = viewer {
            let apart = self.site.store.kept_apart(viewer).await?;
            open.retain(|s| s.seek.account.as_ref().is_none_or(|a| !apart.contains(a)));
        }
        let seeks = open
            .iter()
            .map(|s| {
                let waiting = open.iter().filter(|o| o.seek.pool == s.seek.pool).count();
                listed(s, waiting, self.hub.default_rules())
            })
            .collect();
        Ok(SeekList {
            seeks,
            defaults: self.hub.default_rules(),
        })
    }

    async fn find_seek(&self, id: &str) -> Result<StoredSeek, ApiError> {
        if id.is_empty() || id.len() > 64 {
            return Err(no_seek());
        }
        self.site.store.seek(id).await?.ok_or_else(no_seek)
    }

    /// How many seeks are open on the site (counted up to [`SEEKS_COUNTED`]), for
    /// the metrics.
    pub async fn open_seek_count(&self) -> Result<usize, ApiError> {
        let open = self
            .site
            .store
            .open_seeks(self.stale_before(), SEEKS_COUNTED)
            .await?;
        Ok(open.len())
    }

    /// Open seeks last polled before this moment have expired.
    fn stale_before(&self) -> u64 {
        self.site
            .now_ms()
            .saturating_sub(self.ttl.as_millis() as u64)
    }
}

fn check_ask(ask: &Ask, seeker: &Seeker) -> Result<(), ApiError> {
    if ask.rated && seeker.account.is_none() {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            phrase!("sign-in-to-seek-rated"),
        ));
    }
    let (lo, hi) = RATING_BOUNDS;
    for r in [ask.rating_min, ask.rating_max].into_iter().flatten() {
        if !(lo..=hi).contains(&r) {
            return Err(ApiError::bad_request(phrase!(
                "rating-range",
                lo = lo,
                hi = hi
            )));
        }
    }
    if let (Some(min), Some(max)) = (ask.rating_min, ask.rating_max) {
        if min > max {
            return Err(ApiError::bad_request(phrase!("rating-range-reversed")));
        }
    }
    Ok(())
}

/// The seek's token, or the cookie of the account that posted it.
fn authorise(found: &StoredSeek, token: Option<&str>, seeker: &Seeker) -> Result<(), ApiError> {
    if let Some(token) = token {
        if tokens::hash(token) == found.seek.token_hash {
            return Ok(());
        }
        return Err(ApiError::forbidden(phrase!("seek-token-wrong")));
    }
    match (&seeker.account, &found.seek.account) {
        (Some(me), Some(owner)) if me == owner => Ok(()),
        (Some(_), _) => Err(ApiError::forbidden(phrase!("seek-not-yours"))),
        (None, _) => Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            phrase!("seek-token-needed"),
        )),
    }
}

fn state_of(found: &StoredSeek, token: Option<&str>) -> SeekState {
    let s = &found.seek;
    let paired = match (&found.game_id, found.seat) {
        (Some(game), Some(seat)) if found.status == SeekStatus::Paired => {
            let url = match token {
                Some(t) => seat_url(game, seat, t),
                None => format!("/play/{game}?seat={}", seat + 1),
            };
            Some(paired_seat(game.clone(), seat, url))
        }
        _ => None,
    };
    SeekState {
        id: s.id.clone(),
        title: title_of(&s.game),
        game: s.game.clone(),
        options: serde_json::from_str(&s.options).unwrap_or_default(),
        time_control: s
            .clock
            .as_deref()
            .and_then(|c| serde_json::from_str(c).ok()),
        rated: s.rated,
        rating_min: s.rating_min,
        rating_max: s.rating_max,
        seats_wanted: s.seats,
        status: found.status,
        paired,
    }
}

/// An open seek as listed; its game will have the platform's `rules`.
fn listed(found: &StoredSeek, waiting: usize, rules: SeatRules) -> ListedSeek {
    let s = &found.seek;
    ListedSeek {
        id: s.id.clone(),
        title: title_of(&s.game),
        game: s.game.clone(),
        options: serde_json::from_str(&s.options).unwrap_or_default(),
        time_control: s
            .clock
            .as_deref()
            .and_then(|c| serde_json::from_str(c).ok()),
        rated: s.rated,
        rating_min: s.rating_min,
        rating_max: s.rating_max,
        seeker: s.seeker_name.clone(),
        seeker_rating: s.rating,
        seats_wanted: s.seats,
        waiting,
        rules,
    }
}

fn paired_seat(game_id: String, seat: usize, url: String) -> PairedSeat {
    PairedSeat {
        game_id,
        seat: seat + 1,
        url,
    }
}

fn title_of(game: &str) -> String {
    cubist_games::info(game).map_or(game.to_string(), |i| i.title.to_string())
}

fn no_seek() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-seek"))
}

fn gone() -> ApiError {
    ApiError::new(StatusCode::CONFLICT, phrase!("seek-closed"))
}

fn damaged_seek() -> ApiError {
    tracing::error!("a stored seek does not read");
    ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, phrase!("seek-damaged"))
}

/// A pairing that lost to another (a seek it would pair with was paired or cancelled
/// at that moment, on another instance): nothing was stored.
fn raced(e: StoreError) -> ApiError {
    match e {
        StoreError::Conflict(_) => {
            ApiError::new(StatusCode::CONFLICT, phrase!("seek-pairing-lost"))
        }
        e => e.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pairing_lost_to_another_speaks_of_seeks_not_of_moves() {
        let e = raced(StoreError::Conflict(0));
        assert_eq!(e.status, StatusCode::CONFLICT);
        assert!(
            e.message.to_string().contains("seek") && !e.message.to_string().contains("move"),
            "{}",
            e.message
        );
    }
}
