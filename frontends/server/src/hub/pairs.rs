//! Rated games between the same two accounts are capped (`ratings/pairs.rs`): a
//! seat of a rated game taken by link or from the lobby, and a rated rematch, are
//! refused once two of its accounts played the most allowed together lately.

use super::base::Hub;
use super::live::Live;
use crate::error::ApiError;
use crate::ratings::pairs::{refusal, PAIR_GAMES, PAIR_WINDOW_MS};

impl Hub {
    /// Refuse (403) a rated game between `accounts` if two of them reached the cap.
    pub(super) async fn check_rated_pairs(&self, accounts: &[&str]) -> Result<(), ApiError> {
        let since = self.now().saturating_sub(PAIR_WINDOW_MS);
        let at_cap = self
            .store
            .rated_pairs_at_cap(accounts, since, PAIR_GAMES)
            .await?;
        if at_cap.is_empty() {
            return Ok(());
        }
        Err(ApiError::forbidden(refusal()))
    }

    /// As [`Hub::check_rated_pairs`] for `account` joining the accounts that hold a
    /// seat of the rated game `live` (nothing to check in an unrated one).
    pub(super) async fn check_rated_join(
        &self,
        live: &Live,
        account: &str,
    ) -> Result<(), ApiError> {
        if !live.rated {
            return Ok(());
        }
        let held = live.lock().await.holders().stored().accounts;
        let mut accounts: Vec<&str> = held.iter().flatten().map(String::as_str).collect();
        accounts.push(account);
        self.check_rated_pairs(&accounts).await
    }
}
