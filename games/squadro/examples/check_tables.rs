//! Checks Squadro's endgame tables independently of the solver (see
//! `cubist_squadro::table_check`) and prints a report.
//!
//! ```sh
//! cargo run --release -p cubist-squadro --example check_tables -- \
//!     --tables DIR [--families A..B] [--sample N] [--seed S] [--threads T]
//! ```

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use cubist_squadro::table_check::{check_tables, CheckOptions};

fn main() -> ExitCode {
    let (dir, options) = match parse(std::env::args().skip(1).collect()) {
        Ok(parsed) => parsed,
        Err(e) => {
            eprintln!("{e}\nusage: check_tables --tables DIR [--families A..B] [--sample N] [--seed S] [--threads T]");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    match check_tables(&dir, &options) {
        Ok(report) => {
            let seconds = start.elapsed().as_secs_f64();
            print!("{report}");
            let rate = report.total.checked as f64 / seconds;
            println!("{seconds:.1} s, {rate:.0} positions a second");
            if report.is_clean() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// The tables' directory and what to check, from the command line.
fn parse(args: Vec<String>) -> Result<(PathBuf, CheckOptions), String> {
    let mut dir = None;
    let mut options = CheckOptions::default();
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| format!("{flag}: not a number: {v}"))
        };
        match flag.as_str() {
            "--tables" => dir = Some(PathBuf::from(value)),
            "--families" => {
                let (a, b) = value.split_once("..").ok_or("--families wants A..B")?;
                options.families = number(a)? as usize..number(b)? as usize;
            }
            "--sample" => options.sample = Some(number(&value)?),
            "--seed" => options.seed = number(&value)?,
            "--threads" => options.threads = number(&value)? as usize,
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    Ok((dir.ok_or("--tables DIR is required")?, options))
}
