//! `cubist admin close NAME --why TEXT`: the database's part of closing (sessions,
//! seeks, the mark); the running server resigns the account's games within
//! `CLOSING_SWEEP`.

use clap::Args;
use cubist_server::hub::CLOSING_SWEEP;
use cubist_server::store::audit::Actor;
use cubist_server::store::SqlStore;

use crate::CliResult;

#[derive(Args)]
pub struct CloseArgs {
    /// The account's name (any case).
    name: String,
    /// Why, for the audit log (required).
    #[arg(long)]
    why: Option<String>,
}

pub async fn run(store: &SqlStore, args: CloseArgs) -> CliResult {
    let why = super::why_of(args.why.as_deref(), true)?;
    let acting = super::acting(&Actor::Cli, &why);
    let key = args.name.to_ascii_lowercase();
    let outcome = store.close_account(&key, false, &acting).await?;
    let closed = super::done(outcome, &args.name, "is closed already")?;
    println!(
        "Closed {}: {} session(s) ended, {} seek(s) cancelled; its running games are \
         resigned by the server within {} s.",
        closed.account.name,
        closed.sessions_ended,
        closed.seeks_cancelled,
        CLOSING_SWEEP.as_secs()
    );
    Ok(())
}
