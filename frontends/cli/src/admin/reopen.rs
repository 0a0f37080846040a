//! `cubist admin reopen NAME --why TEXT`.

use clap::Args;
use cubist_server::store::audit::Actor;
use cubist_server::store::SqlStore;

use crate::CliResult;

#[derive(Args)]
pub struct ReopenArgs {
    /// The account's name (any case).
    name: String,
    /// Why, for the audit log (required).
    #[arg(long)]
    why: Option<String>,
}

pub async fn run(store: &SqlStore, args: ReopenArgs) -> CliResult {
    let why = super::why_of(args.why.as_deref(), true)?;
    let acting = super::acting(&Actor::Cli, &why);
    let key = args.name.to_ascii_lowercase();
    let outcome = store.reopen_account(&key, &acting).await?;
    let account = super::done(outcome, &args.name, "is open already")?;
    println!("Reopened {}: it may sign in again.", account.name);
    Ok(())
}
