//! The API's request and reply bodies (views are `cubist_session::MatchView`).
//! Version 1, as documented in docs/server-api.md.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// `POST /api/games`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateGameRequest {
    pub game: String,
    /// Option values as text (numbers and booleans are taken as their text).
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// `human`, `me` (the signed-in creator) or an agent, per seat.
    pub seats: Vec<String>,
    /// The game counts for its players' ratings: only for a signed-in creator, with
    /// every seat `me`, `human` or a computer level (`easy`, `medium`, `hard`, `max`).
    #[serde(default)]
    pub rated: bool,
    /// Milliseconds a seat may be away before another player may claim it (the
    /// server's `--away-ms` if absent).
    #[serde(default)]
    pub away_ms: Option<u64>,
    /// Who plays the seat of a player who resigns, leaves or is claimed, in games of
    /// three or more: an agent (`medium` if absent), or `out` where the game lets a
    /// seat be out of it.
    #[serde(default)]
    pub stand_in: Option<String>,
    /// Whether a claimed seat goes back to its player when they return (yes if
    /// absent).
    #[serde(default)]
    pub hand_back: Option<bool>,
    /// The time control: `{"initial_ms", "increment_ms"}` (real time),
    /// `{"per_move_ms"}` (correspondence), or a preset such as `"5+3"` or `"1d"`;
    /// untimed if absent (or `"untimed"`).
    #[serde(default)]
    pub clock: Option<ClockRequest>,
    /// List the game's open seats in the lobby (`GET /api/games?status=open`) for
    /// anyone to join, but the creator's own seat (`me`, or else the first human
    /// seat). Without it the game is private: its seats are taken only through their
    /// links.
    #[serde(default)]
    pub listed: bool,
}

/// A time control as a client writes it.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum ClockRequest {
    Preset(String),
    Control(cubist_core::TimeControl),
}

/// `GET /api/catalog`'s `clock`: the time controls a client offers as presets, as
/// [`CreateGameRequest::clock`] takes them, and the limits every control keeps
/// (docs/clocks.md).
#[derive(Debug, Serialize, Deserialize)]
pub struct ClockChoices {
    /// Real-time presets, minutes + seconds (`"5+3"`).
    pub real_time: Vec<String>,
    /// Correspondence presets, days per move (`"1d"`).
    pub correspondence: Vec<String>,
    /// The least a control may give, in ms: the starting time, or the time per move.
    pub min_ms: u64,
    /// The most a control may give, in ms (the starting time, the increment or the
    /// time per move).
    pub max_ms: u64,
}

impl ClockChoices {
    /// The presets and limits of `cubist_core::TimeControl`.
    pub fn offered() -> ClockChoices {
        use cubist_core::{TimeControl, MAX_CONTROL_MS, MIN_CONTROL_MS};
        let names = |presets: &[&str]| presets.iter().map(|p| p.to_string()).collect();
        ClockChoices {
            real_time: names(&TimeControl::PRESETS),
            correspondence: names(&TimeControl::CORRESPONDENCE_PRESETS),
            min_ms: MIN_CONTROL_MS,
            max_ms: MAX_CONTROL_MS,
        }
    }
}

/// The reply to [`CreateGameRequest`].
#[derive(Debug, Serialize, Deserialize)]
pub struct Created {
    pub id: String,
    pub seats: Vec<CreatedSeat>,
}

/// One seat of a created game: a person's token and link, or the computer's agent.
#[derive(Debug, Serialize, Deserialize)]
pub struct CreatedSeat {
    /// From 1.
    pub seat: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub agent: Option<String>,
}

/// `POST /api/games/{id}/actions`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    pub token: Option<String>,
    pub action: String,
    /// The number of actions the client saw.
    pub ply: Option<usize>,
    /// Reply with the board drawn (see docs/pictures.md).
    #[serde(default)]
    pub board: bool,
    /// In a timed game: the thinking time the client measured for this action, so
    /// that the network's delay is not charged to the player (within an allowance).
    #[serde(default)]
    pub think_ms: Option<u64>,
}

/// `POST /api/setup`: options being chosen for a new game.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupRequest {
    pub game: String,
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
}

/// The reply to [`SetupRequest`].
#[derive(Debug, Serialize, Deserialize)]
pub struct Setup {
    pub seats: Vec<SetupSeat>,
    /// A starting position as a spectator sees it (docs/pictures.md).
    pub svg: String,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct SetupSeat {
    /// From 1.
    pub seat: usize,
    pub name: String,
    /// The colour the game draws the seat in (`#rrggbb`), agreeing with its name.
    pub colour: String,
}

/// `POST /api/games/{id}/hint`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HintRequest {
    pub token: Option<String>,
}

/// `POST /api/games/{id}/resign`, `/draw` and `/leave`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatCommandRequest {
    pub token: Option<String>,
    /// The number of actions the client saw.
    pub ply: Option<usize>,
    #[serde(default)]
    pub board: bool,
}

/// `POST /api/games/{id}/claim`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimRequest {
    pub token: Option<String>,
    /// The number of actions the client saw.
    pub ply: Option<usize>,
    #[serde(default)]
    pub board: bool,
    /// With two seats: end the game drawn rather than won.
    #[serde(default)]
    pub draw: bool,
}

/// `POST /api/games/{id}/undo`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UndoRequest {
    pub token: Option<String>,
    /// The number of actions the client saw.
    pub ply: Option<usize>,
    #[serde(default)]
    pub board: bool,
}

/// `POST /api/replay`: a record (as `cubist play` and `selfplay` write them) and
/// the number of its actions to show played.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayRequest {
    pub record: cubist_core::GameRecord,
    pub ply: usize,
}

/// `POST /api/games/{id}/join`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    /// From 1; the first open seat if absent.
    pub seat: Option<usize>,
}

/// The reply to [`JoinRequest`].
#[derive(Debug, Serialize, Deserialize)]
pub struct Joined {
    pub seat: usize,
    pub token: String,
    pub url: String,
}

/// `GET /api/games?status=…`.
#[derive(Debug, Serialize, Deserialize)]
pub struct GameList {
    pub games: Vec<ListedGame>,
    /// The platform's rules of a game that sets none: each game's differing from
    /// them is shown with it.
    pub defaults: SeatRules,
}

/// What happens to a seat whose player is away, leaves or resigns
/// (docs/leaving.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRules {
    /// Milliseconds a seat may be away before another player may claim it.
    pub away_ms: u64,
    /// Who plays a seat its player left, in games of three or more: an agent, or
    /// `out`.
    pub stand_in: String,
    /// A claimed seat goes back to its player when they return.
    pub hand_back: bool,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct ListedGame {
    pub id: String,
    pub game: String,
    pub title: String,
    /// Human seats (from 1) nobody has taken that anyone may join
    /// (`POST /api/games/{id}/join`): none in a private game, and never the
    /// creator's own seat.
    pub open_seats: Vec<usize>,
    pub seats: Vec<ListedSeat>,
    pub ply: usize,
    /// The time control of a timed game; absent when untimed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<cubist_core::TimeControl>,
    /// The game counts for its players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// Its open seats are listed for anyone to join (`listed` at creation); a
    /// private game's seats are taken only through their links.
    #[serde(default)]
    pub listed: bool,
    /// Its away time, stand-in and hand-back (compare with [`GameList::defaults`]).
    #[serde(flatten)]
    pub rules: SeatRules,
}

#[derive(Debug, Serialize, Deserialize)]
pub struct ListedSeat {
    pub seat: usize,
    pub player: cubist_session::PlayerKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub agent: Option<String>,
    /// The name of the account holding the seat (`computer-<level>` for a computer
    /// level in a rated game); absent for guests and open seats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// `GET /api/health`: this instance is up and its database answers.
#[derive(Debug, Serialize, Deserialize)]
pub struct Health {
    /// The format of this reply.
    pub version: u32,
    /// This instance's name (new at every start, as in its logs).
    pub instance: String,
    /// Games held in memory now (idle ones are unloaded; see `--idle-ms`).
    pub games_in_memory: usize,
    /// Games in memory whose computer seats wait for a person to come back (see
    /// `--idle-pause`).
    #[serde(default)]
    pub games_paused: usize,
}

/// The version of [`Health`].
pub const HEALTH_VERSION: u32 = 1;

/// `POST /api/games/{id}/rematch`: offer a rematch of a finished game, or accept it.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RematchRequest {
    /// The seat's token (or the cookie of the account holding a seat).
    pub token: Option<String>,
}

/// The reply to [`RematchRequest`].
#[derive(Debug, Serialize, Deserialize)]
pub struct RematchReply {
    /// The seats (from 1) that have offered.
    pub offered: Vec<usize>,
    /// The new game, once every human seat has offered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    /// The asker's seat in the new game (from 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
    /// The asker's link to the new game (their token opens it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// A JSON option value as the text options are read from.
pub fn option_text(value: &serde_json::Value) -> Option<String> {
    match value {
        serde_json::Value::String(s) => Some(s.clone()),
        serde_json::Value::Number(n) => Some(n.to_string()),
        serde_json::Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// How a page asks for its views: with the board drawn or not, and the board
/// flipped (drawn from the next seat's side: for two players, the opponent's) or
/// from the observer's own side (a spectator's: seat 1's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ViewOptions {
    pub board: bool,
    pub flip: bool,
    /// The language of the view's words (moves, events, result, the board's lettering).
    pub lang: cubist_words::Lang,
}

/// `?token=…&board=…&flip=…`: a seat's token, and how its views are drawn.
#[derive(Deserialize)]
pub struct TokenQuery {
    pub token: Option<String>,
    /// Views with the board drawn (see docs/pictures.md).
    #[serde(default)]
    pub board: bool,
    /// The board drawn flipped: from the next seat's side rather than the viewer's
    /// own (see docs/pictures.md).
    #[serde(default)]
    pub flip: bool,
}

impl TokenQuery {
    /// How the views are asked for.
    pub fn view_options(&self) -> ViewOptions {
        ViewOptions {
            board: self.board,
            flip: self.flip,
            lang: cubist_words::Lang::En,
        }
    }
}
