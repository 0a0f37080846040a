//! `cubist admin log [--limit N]`: the audit log, newest first.

use clap::Args;
use cubist_server::store::SqlStore;

use super::dates::format_ms;
use crate::CliResult;

#[derive(Args)]
pub struct LogArgs {
    /// The most entries shown.
    #[arg(long, default_value_t = 50)]
    limit: usize,
}

pub async fn run(store: &SqlStore, args: LogArgs) -> CliResult {
    for e in store.audit_log(None, args.limit).await? {
        let by = if e.cli {
            "cli".to_string()
        } else {
            format!("{} (web)", e.actor_name)
        };
        let detail = if e.detail.is_empty() {
            String::new()
        } else {
            format!(" [{}]", e.detail)
        };
        println!(
            "{}  {by}  {} {} {}{detail}  why: {}",
            format_ms(e.at_ms),
            e.action,
            e.target_kind,
            e.target,
            e.why
        );
    }
    Ok(())
}
