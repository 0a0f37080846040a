//! Who may enter a tournament: its entry conditions (a rating and a number of rated
//! games in the game's pool) and a private tournament's entry code, checked when a
//! tournament is created and when a player joins.

use axum::http::StatusCode;

use super::settings::{CODE_LENGTH, MAX_MIN_RATED_GAMES, MAX_MIN_RATING};
use super::store::StoredTournament;
use super::wire::{Conditions, CreateTournament};
use crate::error::ApiError;
use crate::seeks::ratings::standing_in_pool;
use crate::store::SqlStore;
use crate::tokens;
use crate::words::phrase;

/// The conditions and code a creator asked for, within their bounds.
pub fn check_entry_settings(req: &CreateTournament) -> Result<(), ApiError> {
    if req.min_rating.is_some_and(|r| r > MAX_MIN_RATING) {
        return Err(ApiError::bad_request(phrase!(
            "tournament-min-rating-range",
            max = MAX_MIN_RATING
        )));
    }
    if req.min_rated_games.is_some_and(|g| g > MAX_MIN_RATED_GAMES) {
        return Err(ApiError::bad_request(phrase!(
            "tournament-min-games-range",
            max = MAX_MIN_RATED_GAMES
        )));
    }
    if let Some(code) = &req.entry_code {
        let n = code.chars().count();
        if !(CODE_LENGTH.0..=CODE_LENGTH.1).contains(&n) || code.chars().any(char::is_control) {
            return Err(ApiError::bad_request(phrase!(
                "tournament-code-length",
                lo = CODE_LENGTH.0,
                hi = CODE_LENGTH.1
            )));
        }
    }
    Ok(())
}

/// The conditions as stored: a zero is no condition.
pub fn conditions_of(req: &CreateTournament) -> Conditions {
    Conditions {
        min_rating: req.min_rating.filter(|&r| r > 0),
        min_rated_games: req.min_rated_games.filter(|&g| g > 0),
    }
}

/// The entry code as stored.
pub fn code_hash_of(req: &CreateTournament) -> Option<String> {
    req.entry_code.as_deref().map(tokens::hash)
}

/// Whether `account` may enter `t` with `code`: the code first (a wrong one says
/// nothing of the conditions), then each condition, in the player's pool.
pub async fn may_enter(
    store: &SqlStore,
    t: &StoredTournament,
    account: &str,
    code: Option<&str>,
) -> Result<(), ApiError> {
    if let Some(hash) = &t.t.code_hash {
        match code {
            None => return Err(forbidden(phrase!("tournament-code-needed"))),
            Some(c) if tokens::hash(c) != *hash => {
                return Err(forbidden(phrase!("tournament-code-wrong")))
            }
            Some(_) => {}
        }
    }
    let wanted = t.t.conditions;
    if wanted == Conditions::default() {
        return Ok(());
    }
    let (rating, games) = standing_in_pool(store, account, &t.t.game, t.t.table).await?;
    if let Some(min) = wanted.min_rating {
        if rating < i64::from(min) {
            return Err(forbidden(phrase!(
                "tournament-rating-below",
                min = min,
                rating = rating
            )));
        }
    }
    if let Some(min) = wanted.min_rated_games {
        if games < u64::from(min) {
            return Err(forbidden(phrase!(
                "tournament-games-below",
                min = min,
                games = games
            )));
        }
    }
    Ok(())
}

fn forbidden(p: cubist_words::Phrase) -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, p)
}
