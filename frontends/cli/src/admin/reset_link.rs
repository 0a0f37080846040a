//! `cubist admin reset-link NAME`: a password-reset link for a player who lost their
//! password, for the operator to hand over by their own means (the site sends no
//! e-mail). The link is printed once; the database keeps only its hash.

use clap::Args;
use cubist_server::accounts::make_reset_link;
use cubist_server::store::audit::Actor;
use cubist_server::store::SqlStore;

use crate::CliResult;

/// Where the site is served unless `--base` says otherwise.
const DEFAULT_BASE: &str = "http://127.0.0.1:8080";

#[derive(Args)]
pub struct ResetLinkArgs {
    /// The account's name (any case).
    name: String,
    /// The site's address as its players open it, to print the whole link.
    #[arg(long, default_value = DEFAULT_BASE, value_name = "URL")]
    base: String,
    /// Why, for the audit log.
    #[arg(long)]
    why: Option<String>,
}

pub async fn run(store: &SqlStore, args: ResetLinkArgs) -> CliResult {
    let base = args.base.trim_end_matches('/');
    if !(base.starts_with("http://") || base.starts_with("https://")) {
        return Err(format!(
            "--base must be an http:// or https:// address, not {:?}",
            args.base
        )
        .into());
    }
    let why = super::why_of(args.why.as_deref(), false)?;
    let acting = super::acting(&Actor::Cli, &why);
    let link = make_reset_link(store, &args.name, &acting).await?;
    println!(
        "Reset link for {} (works once, until {} UTC):",
        link.name,
        super::dates::format_ms(link.expires_ms)
    );
    println!("{base}{}", link.path());
    Ok(())
}
