//! The bodies of the tournament endpoints (docs/server-api.md, "Tournaments"):
//! versioned, as a client keeps them. Field names written in issue 65 are a
//! contract.

use std::collections::BTreeMap;

use cubist_core::TimeControl;
use cubist_session::schema_files::schema_text;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The version of every body here; a change a client could misread bumps it.
pub const TOURNAMENTS_FORMAT: u32 = 1;

/// Each body's JSON Schema at [`TOURNAMENTS_FORMAT`], with the name of its file in
/// `docs/wire/server/`, as committed.
pub fn tournaments_schema_texts() -> Vec<(String, String)> {
    let v = TOURNAMENTS_FORMAT;
    vec![
        (
            format!("tournament-create.v{v}.schema.json"),
            schema_text::<CreateTournament>(),
        ),
        (
            format!("tournament-join.v{v}.schema.json"),
            schema_text::<JoinRequest>(),
        ),
        (
            format!("tournament-berserk.v{v}.schema.json"),
            schema_text::<BerserkRequest>(),
        ),
        (
            format!("tournament-list.v{v}.schema.json"),
            schema_text::<TournamentList>(),
        ),
        (
            format!("tournament.v{v}.schema.json"),
            schema_text::<TournamentView>(),
        ),
        (
            format!("tournament-player.v{v}.schema.json"),
            schema_text::<PlayerTournaments>(),
        ),
        (
            format!("tournament-chat-request.v{v}.schema.json"),
            schema_text::<TournamentChatRequest>(),
        ),
        (
            format!("tournament-chat.v{v}.schema.json"),
            schema_text::<TournamentChat>(),
        ),
    ]
}

/// How a tournament pairs its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A fixed time; a player who finishes a game is paired again at once.
    Arena,
    /// A set number of rounds, paired by the FIDE Dutch system (tables by score for
    /// games of more than two).
    Swiss,
    /// Everyone meets everyone, by the Berger tables.
    RoundRobin,
}

impl Kind {
    pub fn word(self) -> &'static str {
        match self {
            Kind::Arena => "arena",
            Kind::Swiss => "swiss",
            Kind::RoundRobin => "round-robin",
        }
    }

    pub fn from_word(word: &str) -> Option<Kind> {
        [Kind::Arena, Kind::Swiss, Kind::RoundRobin]
            .into_iter()
            .find(|k| k.word() == word)
    }
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Taking entries; not started.
    Upcoming,
    /// Its games are being played.
    Running,
    /// Over: the standings are final and the podium is set.
    Finished,
}

impl Status {
    pub fn word(self) -> &'static str {
        match self {
            Status::Upcoming => "upcoming",
            Status::Running => "running",
            Status::Finished => "finished",
        }
    }

    pub fn from_word(word: &str) -> Option<Status> {
        [Status::Upcoming, Status::Running, Status::Finished]
            .into_iter()
            .find(|s| s.word() == word)
    }
}

/// A time control as a client writes it: a preset (`"5+3"`, `"1d"`) or a control.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum ClockText {
    Preset(String),
    Control(TimeControl),
}

/// `POST /api/tournaments`: a signed-in player creates a tournament.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateTournament {
    pub kind: Kind,
    /// The game's name (`squadro`), as in `GET /api/catalog`.
    pub game: String,
    /// Option values as text (numbers and booleans are taken as their text).
    #[serde(default)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// Every game's time control, as in `POST /api/games`; untimed if absent.
    #[serde(default)]
    pub clock: Option<ClockText>,
    /// The games count for their players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// When the tournament starts, in milliseconds since the epoch.
    pub starts_at: u64,
    /// An arena's length in minutes (required for an arena, refused otherwise).
    #[serde(default)]
    pub minutes: Option<u32>,
    /// A Swiss's number of rounds (required for a Swiss, refused otherwise).
    #[serde(default)]
    pub rounds: Option<u32>,
    /// Seats at a table; the game's own number of seats if absent.
    #[serde(default)]
    pub table: Option<usize>,
    /// Entry condition: a rating of at least this in the game's pool.
    #[serde(default)]
    pub min_rating: Option<u32>,
    /// Entry condition: at least this many rated games in the game's pool.
    #[serde(default)]
    pub min_rated_games: Option<u32>,
    /// A private tournament: players enter with this code, and it is not listed.
    #[serde(default)]
    pub entry_code: Option<String>,
}

/// `POST /api/tournaments/{id}/join`: the body is optional; a private tournament
/// needs its code.
#[derive(Clone, Debug, Default, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    #[serde(default)]
    pub code: Option<String>,
}

/// Who may enter, besides a signed-in account.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Conditions {
    /// A rating of at least this in the tournament's pool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_rating: Option<u32>,
    /// At least this many rated games in the tournament's pool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_rated_games: Option<u32>,
}

/// `POST /api/tournaments/{id}/berserk`: halve the player's own clock in one of
/// their arena games, before their first move.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BerserkRequest {
    /// The game's id.
    pub game: String,
}

/// `GET /api/tournaments`: the tournaments by status.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TournamentList {
    /// [`TOURNAMENTS_FORMAT`].
    pub format: u32,
    /// Soonest first.
    pub upcoming: Vec<TournamentSummary>,
    /// Latest started first.
    pub running: Vec<TournamentSummary>,
    /// Latest finished first, the most recent only.
    pub finished: Vec<TournamentSummary>,
}

/// A tournament as listed.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TournamentSummary {
    pub id: String,
    pub kind: Kind,
    pub game: String,
    /// The game's title (`Squadro`).
    pub title: String,
    pub options: BTreeMap<String, String>,
    /// Untimed if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<TimeControl>,
    pub rated: bool,
    pub status: Status,
    /// Milliseconds since the epoch.
    pub starts_at: u64,
    /// An arena's end, in milliseconds since the epoch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends_at: Option<u64>,
    /// A Swiss's or a round robin's number of rounds (a round robin's is known once
    /// it starts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// Seats at a table.
    pub table: usize,
    /// The creator's name.
    pub creator: String,
    /// Players entered, withdrawn ones excluded.
    pub entrants: usize,
    /// Who may enter.
    pub conditions: Conditions,
}

/// `GET /api/tournaments/{id}`, and the reply to every action on a tournament.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TournamentView {
    /// [`TOURNAMENTS_FORMAT`].
    pub format: u32,
    pub id: String,
    pub kind: Kind,
    pub game: String,
    /// The game's title (`Squadro`).
    pub title: String,
    pub options: BTreeMap<String, String>,
    /// Untimed if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<TimeControl>,
    pub rated: bool,
    pub status: Status,
    /// Milliseconds since the epoch.
    pub starts_at: u64,
    /// An arena's end, in milliseconds since the epoch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends_at: Option<u64>,
    /// An arena's length in minutes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    /// A Swiss's or a round robin's number of rounds (a round robin's is known once
    /// it starts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// The current round, from 1; 0 before the first.
    pub round: u32,
    /// Seats at a table.
    pub table: usize,
    /// The creator's name.
    pub creator: String,
    /// Who may enter.
    pub conditions: Conditions,
    /// Players enter with a code (`POST …/join` with `{"code"}`); not listed.
    pub private: bool,
    /// The standings, best first.
    pub players: Vec<Standing>,
    /// Swiss and round robin: every round's pairings, first round first. Empty for
    /// an arena.
    pub pairings: Vec<RoundPairings>,
    /// Every game of the tournament, earliest first.
    pub games: Vec<TournamentGame>,
    /// The first three places once finished; empty before.
    pub podium: Vec<Standing>,
}

/// One player's line in the standings.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Standing {
    pub name: String,
    /// The player's rating in the tournament's game and table size, rounded, as it
    /// was on entry.
    pub rating: i64,
    /// Points: Swiss and round robin in whole and half points (1 a win, ½ a draw, 1
    /// a bye; placing points at tables of three to six); arena points with streaks
    /// and berserk.
    pub score: f64,
    /// Swiss and round robin: Buchholz and Sonneborn–Berger; absent for an arena.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tie_breaks: Option<TieBreaks>,
    /// The place, from 1; players equal on score and tie-breaks share one.
    pub rank: u32,
    /// Games finished.
    pub played: u32,
    /// Arena: the player paused and is not paired until they join again.
    pub paused: bool,
    /// The player left the tournament; their games stay in the record.
    pub withdrawn: bool,
    /// Arena: the next game counts double.
    pub on_fire: bool,
}

/// Tie-breaks of a Swiss or round robin (docs/tournaments.md, "Standings").
#[derive(Clone, Copy, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TieBreaks {
    pub buchholz: f64,
    pub sonneborn_berger: f64,
}

/// One round's pairings.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundPairings {
    /// From 1.
    pub round: u32,
    pub pairings: Vec<Pairing>,
}

/// One table of a round, or a bye.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Pairing {
    /// The players' names in seat order (the first moves first); one name for a
    /// bye.
    pub players: Vec<String>,
    /// The game's id; absent for a bye.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// Each player's points from this pairing, in the order of `players`; absent
    /// while the game runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Vec<f64>>,
}

/// One game of the tournament.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TournamentGame {
    /// The game's id: `/play/{id}` watches it.
    pub id: String,
    /// The players' names in seat order.
    pub players: Vec<String>,
    /// The round it belongs to (Swiss and round robin).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// Each player's points from this game, in the order of `players`; absent while
    /// it runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Vec<f64>>,
    /// Still being played.
    pub running: bool,
    /// Arena: the players who berserked in it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub berserk: Vec<String>,
}

/// `GET /api/players/{name}/tournaments`: the listed tournaments a player entered,
/// running or finished, latest first, with their place in each.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerTournaments {
    /// [`TOURNAMENTS_FORMAT`].
    pub format: u32,
    /// The player's name as the account writes it.
    pub name: String,
    pub tournaments: Vec<PlayerResult>,
}

/// One tournament on a player's page.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerResult {
    pub tournament: TournamentSummary,
    /// The player's place, from 1 (shared with whoever is equal); the current one
    /// while the tournament runs.
    pub rank: u32,
    /// The player's points, as in the standings.
    pub score: f64,
    /// Games the player finished in it.
    pub played: u32,
    /// The player withdrew.
    pub withdrawn: bool,
}

/// `POST /api/tournaments/{id}/chat`.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TournamentChatRequest {
    /// One line of at most 300 characters.
    pub text: String,
}

/// `GET /api/tournaments/{id}/chat`, the reply to a message posted (`messages` holds
/// it alone), and the socket's `{"type": "chat"}` message.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TournamentChat {
    /// [`TOURNAMENTS_FORMAT`].
    pub format: u32,
    /// Oldest first.
    pub messages: Vec<TournamentChatLine>,
}

/// One message of a tournament's chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TournamentChatLine {
    /// From 1, in the order stored: the same on every instance.
    pub id: u64,
    /// The writer's name.
    pub name: String,
    pub text: String,
    /// When it was stored, ms since the epoch.
    pub at_ms: u64,
}
