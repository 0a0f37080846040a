//! `cubist admin revoke NAME`.

use clap::Args;
use cubist_server::store::audit::Actor;
use cubist_server::store::SqlStore;

use crate::CliResult;

#[derive(Args)]
pub struct RevokeArgs {
    /// The account's name (any case).
    name: String,
    /// Why, for the audit log.
    #[arg(long)]
    why: Option<String>,
}

pub async fn run(store: &SqlStore, args: RevokeArgs) -> CliResult {
    let why = super::why_of(args.why.as_deref(), false)?;
    let acting = super::acting(&Actor::Cli, &why);
    let key = args.name.to_ascii_lowercase();
    let outcome = store.set_role(&key, None, &acting).await?;
    let account = super::done(outcome, &args.name, "has no role")?;
    println!("{} has no role now.", account.name);
    Ok(())
}
