//! `cubist admin reset-link NAME`: a password-reset link for a player who lost their
//! password, for the operator to hand over by their own means (the site sends no
//! e-mail). The link is printed once; the database keeps only its hash.

use clap::Args;
use cubist_server::accounts::{make_reset_link, ResetLink};
use cubist_server::store::{now_ms, SqlStore};

use crate::serve::DEFAULT_DB;
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
    /// The site's database, as `cubist serve --db` names it.
    #[arg(long, default_value = DEFAULT_DB, value_name = "URL")]
    db: String,
}

pub fn run(args: ResetLinkArgs) -> CliResult {
    let base = args.base.trim_end_matches('/');
    if !(base.starts_with("http://") || base.starts_with("https://")) {
        return Err(format!(
            "--base must be an http:// or https:// address, not {:?}",
            args.base
        )
        .into());
    }
    if let Some(path) = args.db.strip_prefix("sqlite:") {
        // Connecting would make an empty database where none is.
        let file = path.split('?').next().unwrap_or(path);
        if !std::path::Path::new(file).exists() {
            return Err(format!("there is no database at {file}").into());
        }
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let link = runtime.block_on(async {
        let store = SqlStore::connect(&args.db).await?;
        CliResult::<ResetLink>::Ok(
            make_reset_link(&store, &args.name, now_ms().max(0) as u64).await?,
        )
    })?;
    println!(
        "Reset link for {} (works once, until {}):",
        link.name,
        utc(link.expires_ms)
    );
    println!("{base}{}", link.path());
    Ok(())
}

/// A time (ms since the epoch) as `2026-11-26 21:30 UTC`.
fn utc(ms: u64) -> String {
    let secs = ms / 1000;
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60
    )
}

/// The calendar date of a day counted from 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::utc;

    #[test]
    fn times_read_as_utc_dates() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(951_782_400_000), "2000-02-29 00:00 UTC");
        assert_eq!(utc(1_764_192_600_000), "2025-11-26 21:30 UTC");
    }
}
