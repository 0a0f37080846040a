//! `cubist admin accounts [--prefix P] [--since DATE]`: people's accounts, oldest
//! first, with their role, whether closed, and how many addresses they signed in
//! from in the last 90 days.

use clap::Args;
use cubist_server::store::SqlStore;

use super::dates::{format_ms, parse_day};
use crate::CliResult;

#[derive(Args)]
pub struct AccountsArgs {
    /// Only names starting with this (any case).
    #[arg(long, default_value = "")]
    prefix: String,
    /// Only accounts created on this day (YYYY-MM-DD, UTC) or later.
    #[arg(long, value_parser = parse_day)]
    since: Option<u64>,
    /// The most accounts listed.
    #[arg(long, default_value_t = 1000)]
    limit: usize,
}

pub async fn run(store: &SqlStore, args: AccountsArgs) -> CliResult {
    let found = store
        .accounts(&args.prefix, args.since.unwrap_or(0), args.limit)
        .await?;
    println!(
        "{:<20}  {:<16}  {:<9}  {:<16}  ADDRESSES",
        "NAME", "CREATED (UTC)", "ROLE", "CLOSED (UTC)"
    );
    for a in &found {
        println!(
            "{:<20}  {:<16}  {:<9}  {:<16}  {}",
            a.name,
            format_ms(a.created_ms),
            a.role.map_or("-".to_string(), |r| r.to_string()),
            a.closed_ms.map_or("-".to_string(), format_ms),
            a.addresses
        );
    }
    println!("{} account(s)", found.len());
    Ok(())
}
