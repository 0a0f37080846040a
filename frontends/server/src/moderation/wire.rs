//! The bodies of reports and of the moderators' endpoints (docs/server-api.md,
//! "Reports" and "Moderators").

use serde::{Deserialize, Serialize};

/// `POST /api/reports`: a player, a game, or both, with a reason and words.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportRequest {
    #[serde(default)]
    pub player: Option<String>,
    #[serde(default)]
    pub game: Option<String>,
    pub reason: String,
    #[serde(default)]
    pub text: String,
    /// A chat message of `game` (its `id`): quoted in the report, whose player is
    /// then its writer.
    #[serde(default)]
    pub chat: Option<u64>,
}

/// The reply to a report: its id.
#[derive(Debug, Serialize, Deserialize)]
pub struct Filed {
    pub id: String,
}

/// Every moderator action's body: why it is done.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WhyRequest {
    pub why: String,
}

/// `GET /api/mod/games/{id}/chat`: a game's whole chat, both rooms, for a moderator.
#[derive(Debug, Serialize, Deserialize)]
pub struct GameChat {
    pub id: String,
    /// The game is still being played.
    pub running: bool,
    /// Every message in the order stored, both rooms (`room` says which), whoever the
    /// moderator blocks.
    pub messages: Vec<crate::chat::wire::ChatLine>,
}

/// `GET /api/mod/reports`.
#[derive(Debug, Serialize, Deserialize)]
pub struct ReportList {
    pub reports: Vec<OpenReport>,
}

/// An open report.
#[derive(Debug, Serialize, Deserialize)]
pub struct OpenReport {
    pub id: String,
    /// When it was filed, ms since the epoch.
    pub at_ms: u64,
    /// The reporter's account name.
    pub reporter: String,
    pub reason: String,
    pub text: String,
    pub player: Option<ReportedPlayer>,
    pub game: Option<ReportedGame>,
}

/// The player a report names.
#[derive(Debug, Serialize, Deserialize)]
pub struct ReportedPlayer {
    pub name: String,
    /// The account is closed now.
    pub closed: bool,
}

/// The game a report names, with links to its replay and record.
#[derive(Debug, Serialize, Deserialize)]
pub struct ReportedGame {
    pub id: String,
    pub game: String,
    pub title: String,
    pub running: bool,
    pub rated: bool,
    pub seats: Vec<ReportedSeat>,
    /// The page that replays it: `/replay/{id}`.
    pub replay: String,
    /// Its record: `/api/games/{id}/record`.
    pub record: String,
}

/// A seat of a reported game: its account's name, if one holds it, or its agent.
#[derive(Debug, Serialize, Deserialize)]
pub struct ReportedSeat {
    /// From 1.
    pub seat: usize,
    pub name: Option<String>,
    pub agent: Option<String>,
}

/// `POST /api/mod/reports/{id}/done`.
#[derive(Debug, Serialize, Deserialize)]
pub struct ReportDone {
    pub id: String,
    pub status: String,
}

/// `POST /api/mod/accounts/{name}/close`.
#[derive(Debug, Serialize, Deserialize)]
pub struct AccountClosed {
    pub name: String,
    pub sessions_ended: u64,
    pub seeks_cancelled: u64,
    /// Running games in which its seat was resigned (or handed to the stand-in).
    pub games_resigned: usize,
}

/// `POST /api/mod/accounts/{name}/reset-link`: the link, shown to the moderator once
/// (the server keeps only its hash).
#[derive(Serialize, Deserialize)]
pub struct ResetLinkMade {
    pub name: String,
    /// `/reset/TOKEN`, relative to the site.
    pub link: String,
    pub expires_ms: u64,
}

/// `POST /api/mod/games/{id}/void`.
#[derive(Debug, Serialize, Deserialize)]
pub struct GameVoided {
    pub id: String,
    /// The rating pool the game was in, e.g. `squadro`.
    pub pool: String,
    /// Whether its ratings had been counted (a game voided before the count was never
    /// counted, and nothing is recounted).
    pub was_counted: bool,
    /// Later games of the pool counted again.
    pub recounted: usize,
}

/// `POST /api/mod/accounts/{name}/reopen`.
#[derive(Debug, Serialize, Deserialize)]
pub struct AccountReopened {
    pub name: String,
}

/// `GET /api/mod/log`.
#[derive(Debug, Serialize, Deserialize)]
pub struct AuditLog {
    pub entries: Vec<AuditEntry>,
}

/// One moderator action.
#[derive(Debug, Serialize, Deserialize)]
pub struct AuditEntry {
    /// With `at_ms`, where the next page begins (`before`, `before_id`).
    pub id: String,
    pub at_ms: u64,
    /// The moderator's name, or `cli`.
    pub by: String,
    /// `api` (a moderator's request) or `cli` (`cubist admin`).
    pub via: String,
    pub action: String,
    /// `account` or `report`.
    pub target_kind: String,
    pub target: String,
    pub detail: String,
    pub why: String,
}
