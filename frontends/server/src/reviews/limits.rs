//! What reviews may take of an instance, and their defaults.

use std::time::Duration;

/// Reviews of finished games (`POST /api/games/{id}/review`, docs/analysis.md): run in
/// the background on the thinking pool at low priority, one per game at a time
/// across instances.
#[derive(Clone, Debug)]
pub struct ReviewLimits {
    /// The level that searches where nothing exact is known.
    pub level: cubist_ai::AgentSpec,
    /// Where the endgame tables are read.
    pub tables: cubist_session::review::TableSource,
    /// Reviews this instance holds at once, queued or running; one more is refused
    /// (503) until one ends.
    pub queue: usize,
    /// Reviews this instance runs at once (the rest of its queue waits).
    pub running: usize,
    /// Reviews an account, or the guests of one address, may have queued or running at
    /// once, across instances.
    pub per_account: usize,
    /// How long a review's claim lasts without renewal: another instance may take a
    /// review over this long after the one running it stopped.
    pub lease: Duration,
}

impl Default for ReviewLimits {
    fn default() -> Self {
        ReviewLimits {
            level: DEFAULT_REVIEW_LEVEL.parse().expect("a level"),
            tables: cubist_session::review::TableSource::Default,
            queue: DEFAULT_REVIEW_QUEUE,
            running: DEFAULT_REVIEWS_RUNNING,
            per_account: DEFAULT_REVIEWS_PER_ACCOUNT,
            lease: DEFAULT_REVIEW_LEASE,
        }
    }
}

/// The review level unless told otherwise.
pub const DEFAULT_REVIEW_LEVEL: &str = "hard";
/// Reviews an instance holds at once unless told otherwise.
pub const DEFAULT_REVIEW_QUEUE: usize = 32;
/// Reviews an instance runs at once unless told otherwise.
pub const DEFAULT_REVIEWS_RUNNING: usize = 2;
/// Reviews an account may have under way unless told otherwise.
pub const DEFAULT_REVIEWS_PER_ACCOUNT: usize = 2;
/// How long a review's claim lasts without renewal unless told otherwise.
pub const DEFAULT_REVIEW_LEASE: Duration = Duration::from_secs(30);
