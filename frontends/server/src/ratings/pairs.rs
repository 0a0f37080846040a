//! Rated games between the same two accounts: at most [`PAIR_GAMES`] in
//! [`PAIR_WINDOW_MS`]. Two accounts trading wins would otherwise lift one of them up
//! the leaderboard at will. Checked where a pair first meets in a rated game: a seat
//! taken by link or joined from the lobby (`hub/pairs.rs`), a rematch, and seek
//! pairing (the pair is kept apart there, as accounts that block each other are).
//! Moderators read the pairs with many rated games (`GET /api/mod/pairs`).

use crate::words::phrase;
use std::collections::HashSet;

/// The rated games two accounts may have together in [`PAIR_WINDOW_MS`].
pub const PAIR_GAMES: usize = 10;
/// The period [`PAIR_GAMES`] counts over, in milliseconds: a day.
pub const PAIR_WINDOW_MS: u64 = 24 * 60 * 60 * 1000;

/// Pairs of accounts, each as (lower id, higher id).
pub type Pairs = HashSet<(String, String)>;

/// The pair of `a` and `b` as [`Pairs`] holds it.
pub fn pair(a: &str, b: &str) -> (String, String) {
    if a < b {
        (a.to_string(), b.to_string())
    } else {
        (b.to_string(), a.to_string())
    }
}

/// Why a rated game between a pair that played [`PAIR_GAMES`] is refused.
pub fn refusal() -> cubist_words::Phrase {
    phrase!("pair-played-out"; n = PAIR_GAMES as u32)
}
