//! New games: checked, stored, then put in play on this instance.

use std::net::IpAddr;
use std::sync::Arc;

use cubist_core::{OptionPairs, TimeControl};
use cubist_session::{Clock, Departure, Match, Player};

use super::base::Hub;
use super::clocks::timing_of;
use super::created::Creator;
use super::holders::StoredHolders;
use super::live::Live;
use super::seats::planned;
use crate::accounts::Account;
use crate::error::ApiError;
use crate::requests::{departure_of, options_of, seat_url, time_control_of};
use crate::store::{NewGame, StoredDeparture};
use crate::tokens;
use crate::wire::{CreateGameRequest, Created, CreatedSeat};
use crate::words::phrase;

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

impl Hub {
    /// A new game as `req` asks, stored, then put in play here. A signed-in `me`
    /// holds the seat written `me` (a guest's `me` seat is theirs by its link).
    pub async fn create(
        self: &Arc<Self>,
        req: CreateGameRequest,
        me: Option<&Account>,
        client: IpAddr,
    ) -> Result<Created, ApiError> {
        let (players, mine) = planned(&req, me)?;
        let creator = Creator::of(me.map(|a| a.id.as_str()), client);
        let _place = self
            .check_allowance(&req.game, &players, me, &creator)
            .await?;
        let Prepared { mut new, mut m } = self
            .prepare(GameSpec {
                game: req.game.clone(),
                options: options_of(&req)?,
                players: players.clone(),
                departure: departure_of(&req, self.away)?,
                control: time_control_of(&req)?,
                rated: req.rated,
            })
            .await?;
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
        new.timing = timing_of(&m);
        self.store.create(&new).await?;
        if players.iter().any(|p| !p.is_human()) {
            self.created.add(&creator, &id);
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

    /// A new game's match and creation row, not yet stored. The match is made on a
    /// blocking thread: a computer seat looks at the game as it is built (the
    /// perfect player solves it then), which must not hold a request thread. Seeks
    /// and rematches store theirs in transactions of their own.
    pub(crate) async fn prepare(&self, spec: GameSpec) -> Result<Prepared, ApiError> {
        let clock = self.clock.clone();
        tokio::task::spawn_blocking(move || prepare_now(clock, spec))
            .await
            .map_err(|_| {
                tracing::error!("a new game could not be prepared");
                ApiError::new(
                    axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                    phrase!("game-setup-failed"),
                )
            })?
    }

    /// Put a stored game in play on this instance: held in memory, its clocks
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
}

/// [`Hub::prepare`]'s work, on its blocking thread.
fn prepare_now(clock: Arc<dyn Clock>, spec: GameSpec) -> Result<Prepared, ApiError> {
    let seed = tokens::new_seed();
    let game =
        cubist_games::create(&spec.game, &spec.options, seed).map_err(crate::error::bad_game)?;
    let name = game.name().to_string();
    let mut m = Match::new(game, seed, spec.players.clone())?;
    m.set_clock(clock);
    m.set_departure(spec.departure.clone())
        .map_err(|e| ApiError::bad_request(phrase!("bad-stand-in", reason = e)))?;
    m.set_time_control(spec.control)
        .map_err(|e| ApiError::bad_request(phrase!("bad-clock", reason = e)))?;
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
        timing: timing_of(&m),
    };
    Ok(Prepared { new, m })
}
