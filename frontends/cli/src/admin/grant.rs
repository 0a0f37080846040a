//! `cubist admin grant NAME ROLE`.

use clap::Args;
use cubist_server::moderation::store::Role;
use cubist_server::store::audit::Actor;
use cubist_server::store::SqlStore;

use crate::CliResult;

#[derive(Args)]
pub struct GrantArgs {
    /// The account's name (any case).
    name: String,
    /// moderator or admin (an admin may do all a moderator may).
    role: Role,
    /// Why, for the audit log.
    #[arg(long)]
    why: Option<String>,
}

pub async fn run(store: &SqlStore, args: GrantArgs) -> CliResult {
    let why = super::why_of(args.why.as_deref(), false)?;
    let acting = super::acting(&Actor::Cli, &why);
    let key = args.name.to_ascii_lowercase();
    let outcome = store.set_role(&key, Some(args.role), &acting).await?;
    let already = format!("is a {} already", args.role);
    let account = super::done(outcome, &args.name, &already)?;
    println!("{} is now a {}.", account.name, args.role);
    Ok(())
}
