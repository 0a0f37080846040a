//! The games in play: each one owned by one `Match` behind one lock ([`live`]),
//! written to the database before anyone hears of a change, and announced to its
//! watchers. A change is made on a tentative copy of the match and adopted only once
//! its write committed, so memory never holds what the database refused.
//!
//! Several instances may serve the same games from one PostgreSQL database. The
//! database is the truth: a write refused because another instance stored a change
//! first reloads the game ([`sync`]), every change another instance stores reloads it
//! (see `follow.rs`), and a game's computer seats are moved only by the instance
//! holding its lease ([`driver`]).
//!
//! Each file has one job: [`registry`] the games in memory, [`live`] one game,
//! [`holders`] who holds its seats, [`seats`] tokens and joining, [`commands`] the
//! changes people ask for, [`driver`] the computer seats, [`presence`] who is
//! there, [`lapse`] instances that stopped, [`sync`] other instances' changes,
//! [`clocks`] and [`alarm`] timed games, [`ratings`] counting rated games,
//! [`allowance`] what thinking a creator may ask for, [`pause`] games nobody attends,
//! [`closing`] the games of closed accounts, [`mine`] a player's own games. A game's
//! chat is the chat feature's (`chat/`).

mod alarm;
mod allowance;
mod clocks;
mod closing;
mod commands;
mod driver;
mod holders;
mod lapse;
mod live;
mod mine;
mod pause;
mod presence;
mod ratings;
mod registry;
mod rematch;
mod rematch_news;
mod seats;
mod sync;
mod thinking;
pub mod void;

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use cubist_ai::pace::{Pace, Pacing, Priority, DEFAULT_SLICE};
use cubist_core::{OptionPairs, TimeControl};
use cubist_session::{Clock, Departure, Match, Player};

pub use alarm::Alarm;
pub use closing::CLOSING_SWEEP;
pub use commands::{Hint, SeatRequest};
use holders::StoredHolders;
pub use live::{view_of, Live};
pub use mine::{RematchChance, Running, MAX_RUNNING};
pub use ratings::RATING_SWEEP;
pub use rematch::rotated;
pub use rematch_news::{RematchNews, RematchUpdate};
pub use sync::Announced;
pub use thinking::{
    ThinkingLimits, DEFAULT_ACCOUNT_THINKING, DEFAULT_GUEST_THINK, DEFAULT_IDLE_PAUSE,
    DEFAULT_SEARCH_NICE,
};

use crate::accounts::Account;
use crate::error::ApiError;
use crate::requests::{departure_of, options_of, seat_url, time_control_of};
use crate::store::{NewGame, SqlStore, StoredDeparture};
use crate::tokens;
use crate::wire::{CreateGameRequest, Created, CreatedSeat, SeatRules};

/// What a new game is: the game, its options, players, departure and time control.
pub(crate) struct GameSpec {
    pub game: String,
    pub options: OptionPairs,
    pub players: Vec<Player>,
    pub departure: Departure,
    pub control: Option<TimeControl>,
    pub rated: bool,
}

/// A new game ready to be stored: its creation row and its match.
pub(crate) struct Prepared {
    pub new: NewGame,
    pub m: Match,
}

/// Times the hub keeps.
#[derive(Clone)]
pub struct HubTimes {
    /// How long a lease lasts without renewal.
    pub lease: Duration,
    /// The away time of games created without one.
    pub away: Duration,
    /// Where away times are read.
    pub clock: Arc<dyn Clock>,
    /// How long another instance's alive stamp may stand still before its sockets
    /// are taken as gone.
    pub lapse: Duration,
}

/// Every game in play, loaded from the database on first use.
pub struct Hub {
    pub store: Arc<SqlStore>,
    games: registry::Registry,
    /// The run tokens every search of this instance takes turns for, game by game:
    /// one game's long search does not hold up another's short one.
    pace: Pace,
    /// What computers may think, and when an unattended game stops.
    thinking: ThinkingLimits,
    /// The games with computer seats each account created here (see `allowance.rs`).
    created: allowance::Created,
    /// This instance's name in leases, presence and logs: new at every start.
    instance: String,
    lease: Duration,
    away: Duration,
    clock: Arc<dyn Clock>,
    lapse: Duration,
    /// When this instance started: nobody is counted away from before then.
    started_ms: u64,
    /// When the site was last alive before this instance started (see `clocks.rs`).
    last_alive: OnceLock<Option<u64>>,
}

impl Hub {
    /// A hub on `store`, thinking as `cubist serve` does by default.
    pub fn new(store: Arc<SqlStore>, times: HubTimes) -> Arc<Hub> {
        Hub::with_thinking(store, times, ThinkingLimits::default())
    }

    /// A hub on `store` whose computers think within `thinking`.
    pub fn with_thinking(
        store: Arc<SqlStore>,
        times: HubTimes,
        thinking: ThinkingLimits,
    ) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            games: registry::Registry::default(),
            pace: Pace::niced(thinking.threads, DEFAULT_SLICE, thinking.nice),
            thinking,
            created: allowance::Created::default(),
            instance: tokens::new_id(),
            lease: times.lease,
            away: times.away,
            lapse: times.lapse,
            started_ms: times.clock.now_ms(),
            clock: times.clock,
            last_alive: OnceLock::new(),
        })
    }

    /// Search threads waiting for a turn on this instance's thinking pool now.
    pub fn thinking_waiting(&self) -> usize {
        self.pace.waiting()
    }

    /// The time search threads of this instance have waited for a turn, all told.
    pub fn thinking_waited(&self) -> std::time::Duration {
        self.pace.waited()
    }

    /// Search threads that may run at once on this instance.
    pub fn thinking_threads(&self) -> usize {
        self.pace.tokens()
    }

    /// A place in this instance's thinking pool for background work named `what` (a
    /// game's review): at low priority, so that it never holds up a game's own
    /// thinking, which is served first whenever it waits.
    pub fn background_pacing(&self, what: &str) -> Pacing {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        ("background", what).hash(&mut h);
        Pacing::with_priority(self.pace.clone(), h.finish(), Priority::Low)
    }

    /// Games held in memory, and how many of them are not over.
    pub async fn games_held_running(&self) -> (usize, usize) {
        let held = self.games.all();
        let mut running = 0;
        for live in &held {
            if !live.lock().await.is_over() {
                running += 1;
            }
        }
        (held.len(), running)
    }

    /// This instance's name in leases and logs.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// Create a game from a client's request; `me` is the signed-in creator, who
    /// holds the seat written `me` (a guest's `me` seat is theirs by its link).
    pub async fn create(
        self: &Arc<Self>,
        req: CreateGameRequest,
        me: Option<&Account>,
    ) -> Result<Created, ApiError> {
        let (players, mine) = seats::planned(&req, me)?;
        self.check_allowance(&req.game, &players, me).await?;
        let Prepared { mut new, mut m } = self.prepare(GameSpec {
            game: req.game.clone(),
            options: options_of(&req)?,
            players: players.clone(),
            departure: departure_of(&req, self.away)?,
            control: time_control_of(&req)?,
            rated: req.rated,
        })?;
        let id = new.id.clone();
        // The creator's own seat, never listed: "me", or else the first human seat
        // (the one a guest creator opens first).
        new.creator_seat = mine.or_else(|| players.iter().position(Player::is_human));
        new.listed = req.listed;
        let plain: Vec<Option<String>> = players
            .iter()
            .map(|p| p.is_human().then(tokens::new_token))
            .collect();
        // A signed-in creator's seat is held from the start; a guest's "me" seat is
        // only kept out of the lobby, and taken when its link is first opened.
        let holder = |s: usize| me.filter(|_| mine == Some(s));
        new.tokens = plain
            .iter()
            .map(|t| t.as_deref().map(tokens::hash))
            .collect();
        new.accounts = (0..players.len())
            .map(|s| holder(s).map(|a| a.id.clone()))
            .collect();
        let holders: Vec<Option<String>> = (0..players.len())
            .map(|s| holder(s).map(|a| a.name.clone()))
            .collect();
        // No first move is timed while a person's seat is open.
        m.set_awaiting_players(
            (0..players.len()).any(|s| players[s].is_human() && holder(s).is_none()),
        );
        new.timing = clocks::timing_of(&m);
        self.store.create(&new).await?;
        if let Some(me) = me {
            self.created.add(&me.id, &id, &players);
        }
        tracing::info!(game = %id, kind = %new.game, seats = ?new.players, rated = req.rated, listed = req.listed, "created");
        let taken = (0..players.len()).map(|s| holder(s).is_some()).collect();
        self.start(&new, m, taken, &holders);
        let seats = players
            .iter()
            .enumerate()
            .map(|(s, p)| CreatedSeat {
                seat: s + 1,
                url: plain[s].as_ref().map(|t| seat_url(&id, s, t)),
                token: plain[s].clone(),
                agent: p.spec().map(ToString::to_string),
            })
            .collect();
        Ok(Created { id, seats })
    }

    /// A new game's match and creation row (with a new id and seed, and no seat
    /// tokens yet), checked but not stored: [`Hub::create`] stores it alone, pairing
    /// and rematches in transactions of their own.
    pub(crate) fn prepare(&self, spec: GameSpec) -> Result<Prepared, ApiError> {
        let seed = tokens::new_seed();
        let game = cubist_games::create(&spec.game, &spec.options, seed)
            .map_err(|e| ApiError::bad_request(e.to_string()))?;
        let name = game.name().to_string();
        let mut m = Match::new(game, seed, spec.players.clone())?;
        m.set_clock(self.clock.clone());
        m.set_departure(spec.departure.clone())
            .map_err(|e| ApiError::bad_request(e.to_string()))?;
        m.set_time_control(spec.control)
            .map_err(|e| ApiError::bad_request(e.to_string()))?;
        m.set_rated(spec.rated);
        let new = NewGame {
            id: tokens::new_id(),
            game: name,
            options: serde_json::to_string(&m.game().options()).expect("options serialise"),
            seed,
            players: spec.players.iter().map(ToString::to_string).collect(),
            tokens: vec![None; spec.players.len()],
            departure: StoredDeparture {
                away_ms: spec.departure.away_ms,
                stand_in: spec.departure.stand_in.to_string(),
                hand_back: spec.departure.hand_back,
            },
            clock: spec
                .control
                .map(|c| serde_json::to_string(&c).expect("controls serialise")),
            accounts: vec![None; spec.players.len()],
            rated: spec.rated,
            listed: false,
            creator_seat: None,
            timing: clocks::timing_of(&m),
        };
        Ok(Prepared { new, m })
    }

    /// Put a stored new game in play on this instance: held in memory, its clocks
    /// kept, its computer seats moved. `names` are the seats' holders' names.
    pub(crate) fn start(
        self: &Arc<Self>,
        new: &NewGame,
        m: Match,
        taken: Vec<bool>,
        names: &[Option<String>],
    ) -> Arc<Live> {
        let holders = StoredHolders {
            token_hashes: new.tokens.clone(),
            taken,
            accounts: new.accounts.clone(),
            names: names.to_vec(),
        };
        let live = Arc::new(Live::new(new, m, holders, self.now()));
        self.games.insert(live.clone());
        self.keep_time(&live);
        self.drive(live.clone());
        live
    }

    /// The time on the hub's clock, in ms since the epoch.
    fn now(&self) -> u64 {
        self.clock.now_ms()
    }

    /// The platform's rules of a game that sets none of its own (and of every rated
    /// or seek-made game).
    pub fn default_rules(&self) -> SeatRules {
        let departure = Departure {
            away_ms: self.away.as_millis() as u64,
            ..Departure::default()
        };
        SeatRules {
            away_ms: departure.away_ms,
            stand_in: departure.stand_in.to_string(),
            hand_back: departure.hand_back,
        }
    }

    /// The away time of games that set none (every seek-made game's).
    pub fn away_ms(&self) -> u64 {
        self.away.as_millis() as u64
    }

    /// The time on the hub's clock, in ms since the epoch.
    pub fn now_ms(&self) -> u64 {
        self.now()
    }

    /// A place in this instance's thinking pool for one analysis asked by `client`:
    /// one address's analyses take turns as one game's searches do.
    pub fn analysis_pacing(&self, client: &impl std::hash::Hash) -> cubist_ai::pace::Pacing {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        ("analysis", client).hash(&mut h);
        cubist_ai::pace::Pacing::new(self.pace.clone(), h.finish())
    }
}
