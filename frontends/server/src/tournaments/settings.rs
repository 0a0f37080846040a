//! The director's timing and the limits of tournaments (docs/tournaments.md, "On the
//! site").

use std::time::Duration;

/// An arena lasts from 5 minutes to 12 hours.
pub const MINUTES: (u32, u32) = (5, 720);
/// A Swiss has from 1 to 20 rounds.
pub const ROUNDS: (u32, u32) = (1, 20);
/// A tournament starts at most 30 days ahead…
pub const DAYS_AHEAD: u64 = 30;
/// …and at least a minute ago (a client's clock a little behind).
pub const LATE_START_MS: u64 = 60_000;

/// An entry code has from 4 to 64 characters.
pub const CODE_LENGTH: (usize, usize) = (4, 64);
/// The highest minimum rating a creator may ask for.
pub const MAX_MIN_RATING: u32 = 3_000;
/// The most rated games a creator may ask for.
pub const MAX_MIN_RATED_GAMES: u32 = 1_000;

/// How the director runs and how much one account may create.
#[derive(Clone, Copy, Debug)]
pub struct TournamentSettings {
    /// How often the director looks for work.
    pub tick: Duration,
    /// How long a director's lease on a tournament lasts without renewal: another
    /// instance takes the tournament over after it.
    pub lease: Duration,
    /// Upcoming tournaments one account may have created.
    pub per_account: usize,
    /// Players one tournament takes.
    pub max_players: usize,
}

impl Default for TournamentSettings {
    fn default() -> Self {
        TournamentSettings {
            tick: Duration::from_millis(1_000),
            lease: Duration::from_millis(10_000),
            per_account: 3,
            max_players: 500,
        }
    }
}
