//! `cubist admin`: an operator's moderation and account recovery from the command
//! line, against the site's database (see docs/operate.md, "Moderators"). Each subcommand is a file of
//! its own; the work is in the server's store (`cubist_server::moderation::store`),
//! which logs every change in the audit log as done by `cli`.

mod accounts;
mod close;
mod dates;
mod grant;
mod log;
mod reopen;
mod reset_link;
mod revoke;

use clap::{Args, Subcommand};
use cubist_server::moderation::store::Outcome;
use cubist_server::store::audit::{Acting, Actor};
use cubist_server::store::SqlStore;

use crate::serve::DEFAULT_DB;
use crate::CliResult;

#[derive(Args)]
pub struct AdminArgs {
    /// The site's database, as `cubist serve --db` names it.
    #[arg(long, default_value = DEFAULT_DB, global = true)]
    db: String,
    #[command(subcommand)]
    command: AdminCommand,
}

/// One subcommand per tool; a new tool is one more variant and one more file.
#[derive(Subcommand)]
pub enum AdminCommand {
    /// Give an account a role: moderator or admin.
    Grant(grant::GrantArgs),
    /// Take an account's role away.
    Revoke(revoke::RevokeArgs),
    /// Close an account: its sessions end, its seeks go, a running server resigns its
    /// games; its name stays taken.
    Close(close::CloseArgs),
    /// Open a closed account again.
    Reopen(reopen::ReopenArgs),
    /// List accounts: name, creation, role, closed, addresses signed in from.
    Accounts(accounts::AccountsArgs),
    /// Show the audit log of moderator actions, newest first.
    Log(log::LogArgs),
    /// Make a one-time link that sets a new password for an account, working for an
    /// hour; the account's earlier unused links stop working.
    ResetLink(reset_link::ResetLinkArgs),
}

pub fn run(args: AdminArgs) -> CliResult {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let store = open(&args.db).await?;
        match args.command {
            AdminCommand::Grant(a) => grant::run(&store, a).await,
            AdminCommand::Revoke(a) => revoke::run(&store, a).await,
            AdminCommand::Close(a) => close::run(&store, a).await,
            AdminCommand::Reopen(a) => reopen::run(&store, a).await,
            AdminCommand::Accounts(a) => accounts::run(&store, a).await,
            AdminCommand::Log(a) => log::run(&store, a).await,
            AdminCommand::ResetLink(a) => reset_link::run(&store, a).await,
        }
    })
}

/// The site's database, which must exist already: a mistyped SQLite path is an error,
/// not a new empty site.
async fn open(db: &str) -> CliResult<SqlStore> {
    if let Some(path) = db.strip_prefix("sqlite:") {
        let file = path.split('?').next().unwrap_or(path);
        if !std::path::Path::new(file).exists() {
            return Err(format!("no database at {file}").into());
        }
    }
    Ok(SqlStore::connect(db).await?)
}

/// The command line acting now, for `why`.
fn acting<'a>(actor: &'a Actor, why: &'a str) -> Acting<'a> {
    Acting {
        actor,
        why,
        now_ms: cubist_server::store::now_ms().max(0) as u64,
    }
}

/// A reason given with `--why`: trimmed, and not empty when required.
fn why_of(why: Option<&str>, required: bool) -> CliResult<String> {
    let why = why.unwrap_or("").trim();
    if required && why.is_empty() {
        return Err("say why with --why: every action is logged with its reason".into());
    }
    if why.chars().count() > cubist_server::moderation::MAX_WHY {
        return Err(format!(
            "a reason has at most {} characters",
            cubist_server::moderation::MAX_WHY
        )
        .into());
    }
    Ok(why.to_string())
}

/// An action's outcome as a result: what was done, or why nothing was.
fn done<T>(outcome: Outcome<T>, name: &str, already: &str) -> CliResult<T> {
    match outcome {
        Outcome::Done(t) => Ok(t),
        Outcome::Unknown => Err(format!("no account named {name}").into()),
        Outcome::Already => Err(format!("{name} {already}").into()),
        Outcome::Refused(why) => Err(why.to_string().into()),
    }
}
