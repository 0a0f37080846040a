//! `cubist backup` and `cubist restore`: a site's database to a file and back (see
//! docs/operate.md).

use std::path::PathBuf;

use clap::Args;
use cubist_server::store::backup;

use crate::serve::DEFAULT_DB;
use crate::CliResult;

#[derive(Args)]
pub struct BackupArgs {
    /// The database to copy, as `cubist serve --db` names it: sqlite:PATH (copied while
    /// the server runs) or postgres://USER@HOST/DB (through pg_dump, custom format).
    #[arg(long, default_value = DEFAULT_DB)]
    db: String,
    /// Replace OUT if it exists.
    #[arg(long)]
    force: bool,
    /// The backup file to write.
    out: PathBuf,
}

#[derive(Args)]
pub struct RestoreArgs {
    /// The database to restore into (stop the server first): sqlite:PATH or
    /// postgres://USER@HOST/DB (through pg_restore).
    #[arg(long, default_value = DEFAULT_DB)]
    db: String,
    /// Replace a database that holds games or accounts.
    #[arg(long)]
    force: bool,
    /// A file `cubist backup` wrote.
    #[arg(value_name = "IN")]
    input: PathBuf,
}

fn runtime() -> std::io::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
}

pub fn run_backup(args: BackupArgs) -> CliResult {
    let summary = runtime()?.block_on(backup::backup(&args.db, &args.out, args.force))?;
    println!(
        "Backed up {} to {}: {}",
        summary.db,
        args.out.display(),
        summary.describe()
    );
    Ok(())
}

pub fn run_restore(args: RestoreArgs) -> CliResult {
    let summary = runtime()?.block_on(backup::restore(&args.db, &args.input, args.force))?;
    println!(
        "Restored {} into {}: {}",
        args.input.display(),
        summary.db,
        summary.describe()
    );
    Ok(())
}
