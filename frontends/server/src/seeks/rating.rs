//! The rating a seeker is paired by.
//!
//! Ratings per game live in their own part of the server; until a player has one (and
//! for guests, who have none), a seeker counts as the starting rating.

/// The rating everybody starts from (Glicko-2's and Weng-Lin's scale).
pub const START_RATING: i64 = 1500;

/// The rating pool of a game with `seats` seats: one per game for two seats, one for
/// its games of three to six.
pub fn rating_pool(game: &str, seats: usize) -> String {
    if seats > 2 {
        format!("{game}/multi")
    } else {
        game.to_string()
    }
}

/// The rating of `account` (none for a guest) in `pool`.
pub async fn seeker_rating(
    _store: &dyn crate::store::Storage,
    _account: Option<&str>,
    _pool: &str,
) -> i64 {
    START_RATING
}
