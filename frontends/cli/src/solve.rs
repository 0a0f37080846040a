//! `cubist solve`: build a game's endgame tables (every position of its numbered
//! families, solved by retrograde analysis) and say what they hold.

use std::path::PathBuf;

use clap::Args;
use cubist_ai::tables::{self, FamilyReport, Phase, Progress, SolveReport, SolveSettings};
use cubist_core::{parse_pairs, Game, GameOptions, GameVisitor, OptionPairs};

use crate::solve_estimate::{short, Estimate};
use crate::{exact, CliResult};
use cubist_ai::exact::ExactSettings;

#[derive(Args)]
pub struct SolveArgs {
    /// The game.
    game: String,
    /// A game option, key=value (repeatable).
    #[arg(long = "option", short = 'o')]
    options: Vec<String>,
    /// Refuse a family that needs more memory than this (bytes, or with K, M, G, T).
    #[arg(long, default_value = "8G")]
    max_memory: String,
    /// Threads for the passes over positions.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Where the tables go (default: $CUBIST_TABLES, else ~/.cache/cubist/tables).
    #[arg(long)]
    tables: Option<PathBuf>,
    /// Build only the first N families of the game's list.
    #[arg(long)]
    families: Option<usize>,
    /// Number the families without holes, where the game can (less memory and disk;
    /// players read tables in either numbering).
    #[arg(long)]
    dense: bool,
    /// For a game with no families (its start is valued instead): first look for
    /// forced wins of either side within this many actions after each first action
    /// (0: don't); exact where found, and fast when a game has many cycles.
    #[arg(long, default_value_t = 0)]
    prove_plies: u16,
    /// For a game with no families: leave the first actions no proof settled unknown
    /// instead of searching them out.
    #[arg(long)]
    no_search: bool,
}

/// A byte count such as `8G`, `512M` or `1000000` (powers of 1024).
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (digits, shift) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => {
            let shift = match c.to_ascii_uppercase() {
                'K' => 10,
                'M' => 20,
                'G' => 30,
                'T' => 40,
                _ => return Err(format!("'{text}': the unit must be K, M, G or T")),
            };
            (&t[..i], shift)
        }
        _ => (t, 0),
    };
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("'{text}' is not a size such as 8G or 512M"))?;
    n.checked_mul(1 << shift)
        .filter(|&b| b > 0)
        .ok_or_else(|| format!("'{text}' is not a usable size"))
}

struct SolveGame<'a> {
    options: &'a OptionPairs,
    dir: PathBuf,
    settings: SolveSettings,
    dense: bool,
}

impl GameVisitor for SolveGame<'_> {
    /// `false` when the game numbers no families under these options.
    type Output = CliResult<bool>;
    fn visit<G: Game>(self) -> CliResult<bool> {
        let options = G::Options::from_pairs_local(self.options)?;
        let families = G::position_families(&options);
        if families.is_empty() {
            return Ok(false);
        }
        let families = if self.dense {
            let dense = G::position_families_dense(&options);
            if dense.len() != families.len() {
                return Err(format!(
                    "{} has no numbering without holes: leave out --dense",
                    G::NAME
                )
                .into());
            }
            dense
        } else {
            families
        };
        let upto = self
            .settings
            .upto
            .map_or(families.len(), |n| n.min(families.len()));
        let mut estimate = Estimate::new(families[..upto].iter().map(|f| f.size()).collect());
        let bar = indicatif::ProgressBar::new(1);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{spinner} {msg:32} {bar:30} {pos}/{len}  {elapsed_precise}  {prefix}",
            )
            .expect("valid template"),
        );
        let mut last: Option<(usize, Phase)> = None;
        let report = tables::solve_families::<G>(
            &options,
            families,
            &self.dir,
            &self.settings,
            |p: &Progress| {
                if last != Some((p.family, p.phase)) {
                    last = Some((p.family, p.phase));
                    bar.set_length(p.total);
                    bar.set_message(format!(
                        "{}/{} {} {}",
                        p.family + 1,
                        p.families,
                        p.name,
                        p.phase.name()
                    ));
                }
                bar.set_position(p.done);
                if let Some((share, left)) = estimate.at(p) {
                    bar.set_prefix(format!("all {:.1}%, {} left", share * 100.0, short(left)));
                }
            },
        );
        bar.finish_and_clear();
        print_report(&report?);
        Ok(true)
    }
}

pub fn run(args: SolveArgs) -> CliResult {
    let max_memory = parse_bytes(&args.max_memory).map_err(|e| format!("--max-memory: {e}"))?;
    if args.threads == 0 {
        return Err("--threads must be at least 1".into());
    }
    let dir = match args.tables {
        Some(dir) => dir,
        None => tables::default_dir()
            .ok_or("no place for tables: set CUBIST_TABLES or HOME, or give --tables DIR")?,
    };
    let options = parse_pairs(args.options.iter().map(String::as_str))?;
    let settings = SolveSettings {
        threads: args.threads,
        max_memory,
        upto: args.families,
        ..SolveSettings::default()
    };
    let tabled = cubist_games::visit(
        &args.game,
        SolveGame {
            options: &options,
            dir,
            settings,
            dense: args.dense,
        },
    )??;
    if !tabled {
        println!(
            "{} numbers no families of positions under these options: valuing its start instead",
            args.game
        );
        let exact = ExactSettings {
            threads: args.threads,
            max_memory,
            prove_plies: args.prove_plies,
            search: !args.no_search,
            ..ExactSettings::default()
        };
        exact::run_with(&args.game, &options, &exact)?;
    }
    Ok(())
}

fn print_report(r: &SolveReport) {
    println!(
        "{}: {} of {} families in {}",
        r.game,
        r.families.len(),
        r.offered,
        r.dir.join(&r.game).display()
    );
    println!(
        "{:<24} {:>12} {:>12} {:>12} {:>12} {:>10} {:>9} {:>9} {:>9} {:>9}",
        "family",
        "positions",
        "wins",
        "losses",
        "draws",
        "holes",
        "win max",
        "loss max",
        "seconds",
        "peak MB"
    );
    let mut total = FamilyReport {
        name: "total".into(),
        ..FamilyReport::default()
    };
    for f in &r.families {
        print_family(f);
        total.size += f.size;
        total.wins += f.wins;
        total.losses += f.losses;
        total.draws += f.draws;
        total.holes += f.holes + f.finished;
        total.longest_win = total.longest_win.max(f.longest_win);
        total.longest_loss = total.longest_loss.max(f.longest_loss);
        total.seconds += f.seconds;
        total.peak_bytes = total.peak_bytes.max(f.peak_bytes);
    }
    print_family(&total);
    let reused = r.families.iter().filter(|f| f.reused).count();
    if reused > 0 {
        println!("({reused} families were already built and were checked, not solved again)");
    }
}

fn print_family(f: &FamilyReport) {
    let plies = |p: Option<u16>| p.map_or("-".to_string(), |p| p.to_string());
    let seconds = if f.reused {
        "on disk".to_string()
    } else {
        format!("{:.2}", f.seconds)
    };
    println!(
        "{:<24} {:>12} {:>12} {:>12} {:>12} {:>10} {:>9} {:>9} {:>9} {:>9.1}",
        f.name,
        f.size,
        f.wins,
        f.losses,
        f.draws,
        f.holes + f.finished,
        plies(f.longest_win),
        plies(f.longest_loss),
        seconds,
        f.peak_bytes as f64 / (1 << 20) as f64
    );
}

#[cfg(test)]
mod tests {
    use super::parse_bytes;

    #[test]
    fn sizes_read_with_their_units() {
        assert_eq!(parse_bytes("8G"), Ok(8 << 30));
        assert_eq!(parse_bytes("512m"), Ok(512 << 20));
        assert_eq!(parse_bytes("1000"), Ok(1000));
        assert!(parse_bytes("8X").is_err());
        assert!(parse_bytes("G").is_err());
        assert!(parse_bytes("0").is_err());
        assert!(parse_bytes("99999999T").is_err());
    }
}
