//! What the computers of one instance may think, and their defaults.

use std::time::Duration;

/// Computer players under a budget: one pool of threads for every game's searches,
/// what a guest's computer may think, how many games with computers an account or a
/// guest's address may keep running, and when a game nobody attends stops thinking.
#[derive(Clone, Copy, Debug)]
pub struct ComputerLimits {
    /// Search threads working at once, across all games (taking turns, game by game).
    pub threads: usize,
    /// The largest time a guest's computer may think a move (on one thread).
    pub guest: Duration,
    /// Running games with computer seats an account may have created at once.
    pub account_games: usize,
    /// Running games with computer seats the guests of one address may have created
    /// at once.
    pub address_games: usize,
    /// A game with no person connected and no person's request for this long stops
    /// thinking until a person comes back.
    pub idle_pause: Duration,
    /// The same for a game with no person's seat at all (computers playing each
    /// other): only watchers keep it going, so it stops sooner.
    pub idle_pause_computers: Duration,
    /// The nice value of search threads (Linux; 0: as the server's own threads): the
    /// server's own threads (requests, sockets, the database writer) come first when
    /// they need a core, so a page or a move does not wait behind searches.
    pub nice: i32,
}

impl Default for ComputerLimits {
    fn default() -> ComputerLimits {
        ComputerLimits {
            threads: cubist_ai::levels::all_cores(),
            guest: DEFAULT_GUEST_THINK,
            account_games: DEFAULT_ACCOUNT_COMPUTER_GAMES,
            address_games: DEFAULT_ADDRESS_COMPUTER_GAMES,
            idle_pause: DEFAULT_IDLE_PAUSE,
            idle_pause_computers: DEFAULT_IDLE_PAUSE_COMPUTERS,
            nice: DEFAULT_SEARCH_NICE,
        }
    }
}

/// What a guest's computer may think a move, unless told otherwise.
pub const DEFAULT_GUEST_THINK: Duration = Duration::from_millis(1000);
/// Running games with computer seats an account may keep, unless told otherwise.
pub const DEFAULT_ACCOUNT_COMPUTER_GAMES: usize = 6;
/// Running games with computer seats a guest's address may keep, unless told
/// otherwise.
pub const DEFAULT_ADDRESS_COMPUTER_GAMES: usize = 4;
/// The nice value of search threads, unless told otherwise.
pub const DEFAULT_SEARCH_NICE: i32 = 10;
/// How long a game nobody attends keeps thinking, unless told otherwise.
pub const DEFAULT_IDLE_PAUSE: Duration = Duration::from_secs(600);
/// How long a game of computers only, nobody watching, keeps thinking, unless told
/// otherwise.
pub const DEFAULT_IDLE_PAUSE_COMPUTERS: Duration = Duration::from_secs(60);
