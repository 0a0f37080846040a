//! Moderation in the database: roles, closing and reopening accounts, players'
//! reports, the addresses accounts sign in from, and the audit log that every
//! moderator action writes in its own transaction (`store/audit.rs`).
//!
//! Each file has one job: [`roles`] granting and revoking,
//! [`closing`] closed accounts, [`reports`] players' reports, [`listing`] the list
//! of accounts for operators and the sign-in addresses it counts.

mod closing;
mod listing;
mod reports;
mod roles;

use std::fmt;
use std::str::FromStr;

use crate::store::{Account, SqlStore, StoreError};

use crate::store::audit::{Acting, AuditRow, LogPlace};
pub use closing::{ClosedAccount, RunningSeat};
pub use listing::{AccountSummary, ADDRESSES_KEPT_MS};
pub use reports::{NewReport, ReportLimits, ReportRow, ReportedGame, TooMany};

/// What an account may do beyond playing. An admin may do all a moderator may.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Role {
    Moderator,
    Admin,
}

impl Role {
    /// As stored and written on the wire.
    pub fn word(self) -> &'static str {
        match self {
            Role::Moderator => "moderator",
            Role::Admin => "admin",
        }
    }

    /// A stored role; `None` for anything else.
    pub fn from_word(word: &str) -> Option<Role> {
        match word {
            "moderator" => Some(Role::Moderator),
            "admin" => Some(Role::Admin),
            _ => None,
        }
    }

    /// Whether this role may use the moderators' tools (every role may).
    pub fn moderates(self) -> bool {
        self >= Role::Moderator
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for Role {
    type Err = String;

    fn from_str(s: &str) -> Result<Role, String> {
        Role::from_word(s).ok_or_else(|| format!("'{s}' is not a role: moderator or admin"))
    }
}

/// What a moderator action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome<T> {
    /// Done, and written in the log.
    Done(T),
    /// No such account or report.
    Unknown,
    /// It was so already: closed twice, reopened while open, a report done twice, a
    /// role revoked from an account without one.
    Already,
    /// Not on this target; the phrase says why. Nothing changed.
    Refused(cubist_words::Phrase),
}

impl SqlStore {
    /// The role of account `id`, if it has one.
    pub async fn role_of(&self, id: &str) -> Result<Option<Role>, StoreError> {
        roles::role_of(&self.pool, id).await
    }

    /// Give the account named `name_key` (lower case) `role`, or take its role away
    /// (`None`); written in the log.
    pub async fn set_role(
        &self,
        name_key: &str,
        role: Option<Role>,
        acting: &Acting<'_>,
    ) -> Result<Outcome<Account>, StoreError> {
        roles::set_role(&self.pool, name_key, role, acting).await
    }

    /// Close the account named `name_key`: its sessions end and its open seeks are
    /// cancelled, all in one transaction with its log entry; its running games are
    /// left to [`SqlStore::closes_pending`]. With `spare_staff`, an account
    /// with a role is refused (only the command line closes those).
    pub async fn close_account(
        &self,
        name_key: &str,
        spare_staff: bool,
        acting: &Acting<'_>,
    ) -> Result<Outcome<ClosedAccount>, StoreError> {
        closing::close(&self.pool, name_key, spare_staff, acting).await
    }

    /// Open a closed account again.
    pub async fn reopen_account(
        &self,
        name_key: &str,
        acting: &Acting<'_>,
    ) -> Result<Outcome<Account>, StoreError> {
        closing::reopen(&self.pool, name_key, acting).await
    }

    /// Whether account `id` is closed.
    pub async fn is_closed(&self, id: &str) -> Result<bool, StoreError> {
        closing::is_closed(&self.pool, id).await
    }

    /// Closed accounts whose running games are still to be resigned.
    pub async fn closes_pending(&self, limit: usize) -> Result<Vec<String>, StoreError> {
        closing::pending(&self.pool, limit).await
    }

    /// Every running game's seat account `id` holds.
    pub async fn running_seats_of(&self, id: &str) -> Result<Vec<RunningSeat>, StoreError> {
        closing::running_seats_of(&self.pool, id).await
    }

    /// The closed account `id`'s games are all resigned.
    pub async fn close_settled(&self, id: &str) -> Result<(), StoreError> {
        closing::settled(&self.pool, id).await
    }

    /// Store a report, unless its reporter is at a limit.
    pub async fn file_report(
        &self,
        report: &NewReport<'_>,
        limits: &ReportLimits,
    ) -> Result<Result<String, TooMany>, StoreError> {
        reports::file(&self.pool, report, limits).await
    }

    /// Open reports, oldest first.
    pub async fn open_reports(&self, limit: usize) -> Result<Vec<ReportRow>, StoreError> {
        reports::open(&self.pool, limit).await
    }

    /// Mark report `id` done.
    pub async fn report_done(
        &self,
        id: &str,
        acting: &Acting<'_>,
    ) -> Result<Outcome<()>, StoreError> {
        reports::done(&self.pool, id, acting).await
    }

    /// Whether game `id` exists.
    pub async fn game_exists(&self, id: &str) -> Result<bool, StoreError> {
        reports::game_exists(&self.pool, id).await
    }

    /// The log, newest first: up to `limit` entries after `from` (see [`LogPlace`]).
    pub async fn audit_log(
        &self,
        from: Option<&LogPlace>,
        limit: usize,
    ) -> Result<Vec<AuditRow>, StoreError> {
        crate::store::audit::read(&self.pool, from, limit).await
    }

    /// Note that account `id` signed in from the address with this hash (and forget
    /// addresses older than [`ADDRESSES_KEPT_MS`]).
    pub async fn note_sign_in(
        &self,
        id: &str,
        address_hash: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        listing::note_sign_in(&self.pool, id, address_hash, now_ms).await
    }

    /// People's accounts whose name starts with `prefix` (any case) created at or
    /// after `since_ms`, oldest first.
    pub async fn accounts(
        &self,
        prefix: &str,
        since_ms: u64,
        limit: usize,
    ) -> Result<Vec<AccountSummary>, StoreError> {
        listing::accounts(&self.pool, prefix, since_ms, limit).await
    }
}

/// A time as stored.
fn ms(ms: u64) -> i64 {
    ms.min(i64::MAX as u64) as i64
}

/// A stored time.
fn from_ms(ms: i64) -> u64 {
    ms.max(0) as u64
}
