//! Solving a game's families in order, each into its table file.

use std::path::Path;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};
use std::time::Instant;

use cubist_core::{Game, PositionIndex};
use rayon::prelude::*;

use super::file::{self, Header};
use super::graph::{Counts, Family, CHUNK, MAX_FAMILY};
use super::packed::{code, plies, Packed, DRAW, LOSS, WIN};
use super::probe::options_text;
use super::retro::propagate;
use super::shared::Loaded;
use super::sources::{Asked, Stored};
use super::{FamilyReport, Phase, Progress, SolveReport, SolveSettings, TableError, Tables};

/// Bytes per position while solving, before the links: value (2), moves left (2),
/// link cursor (8).
const BYTES_PER_POSITION: u64 = 12;
/// The same when the index offers predecessors: no links, so no cursor.
const BYTES_PER_POSITION_ASKED: u64 = 4;
/// Bytes per link, and a bound on the buckets of settled positions per position.
const BYTES_PER_LINK: u64 = 4;
const BYTES_PER_SETTLED: u64 = 4;

/// Solve `G`'s families under `options` in order (`0..upto`), writing each to
/// `dir/<game>/<family>.tbl`. A family whose file is already there and valid is not
/// solved again (a damaged one is solved again and replaced); a solve that is stopped
/// loses only the family it was working on. `progress` hears of each step.
pub fn solve<G: Game>(
    options: &G::Options,
    dir: &Path,
    settings: &SolveSettings,
    progress: impl FnMut(&Progress),
) -> Result<SolveReport, TableError> {
    let families = G::position_families(options);
    solve_families(options, families, dir, settings, progress)
}

/// As [`solve`], with the game's families numbered by `families` instead: the same
/// families in the same order (a position's place in the list is still
/// [`Game::position_family`]), numbered another way, for example without holes. Table
/// files are named after these indexes, so each numbering keeps its own files; open
/// them with [`Tables::open_families`] and the same list.
pub fn solve_families<G: Game>(
    options: &G::Options,
    families: Vec<Box<dyn PositionIndex<G>>>,
    dir: &Path,
    settings: &SolveSettings,
    mut progress: impl FnMut(&Progress),
) -> Result<SolveReport, TableError> {
    let started = Instant::now();
    check_suitable::<G>(options)?;
    if settings.threads == 0 {
        return Err(TableError::Settings("threads must be at least 1".into()));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(settings.threads)
        .build()
        .map_err(|e| {
            TableError::Settings(format!("cannot start {} threads: {e}", settings.threads))
        })?;
    let mut tables = Tables::<G>::with_families(families);
    let offered = tables.indexes().len();
    if offered == 0 {
        return Err(TableError::NoFamilies {
            game: G::NAME.into(),
        });
    }
    let upto = settings.upto.unwrap_or(offered).min(offered);
    let mut report = SolveReport {
        game: G::NAME.into(),
        dir: dir.to_path_buf(),
        families: Vec::new(),
        offered,
        seconds: 0.0,
    };
    for k in 0..upto {
        let index = &tables.indexes()[k];
        let (name, size) = (index.name(), index.size());
        let path = file::table_path(dir, G::NAME, &name);
        if settings
            .only
            .as_ref()
            .is_some_and(|only| !only.contains(&k))
        {
            if path.exists() {
                tables.insert_on_disk(k, path);
            }
            continue;
        }
        if path.exists() {
            match file::read(&path, G::NAME, &name, size) {
                Ok((header, _)) => {
                    report.families.push(header.report());
                    tables.insert_on_disk(k, path);
                    continue;
                }
                Err(TableError::Io {
                    action,
                    path,
                    source,
                }) => {
                    return Err(TableError::Io {
                        action,
                        path,
                        source,
                    })
                }
                Err(_) => {} // damaged or stale: solved again and replaced below
            }
        }
        let family = Family {
            k,
            name: name.clone(),
            index: index.as_ref(),
            tables: &tables,
        };
        let mut tell = |phase, done, total| {
            progress(&Progress {
                family: k,
                families: upto,
                name: name.clone(),
                phase,
                done,
                total,
            })
        };
        let (loaded, fam_report) = solve_family(&family, options, settings, &pool, &mut tell)?;
        tell(Phase::Write, 0, 1);
        file::write(&path, &loaded.header, &loaded.values)?;
        tell(Phase::Write, 1, 1);
        report.families.push(fam_report);
        tables.insert_on_disk(k, path);
    }
    report.seconds = started.elapsed().as_secs_f64();
    Ok(report)
}

fn check_suitable<G: Game>(options: &G::Options) -> Result<(), TableError> {
    let players = G::new(options, 0).num_players();
    let why =
        crate::decision::needs_two_players_in_plain_sight::<G>("retrograde analysis", players)
            .or_else(|| {
                G::CHANCE.then(|| "retrograde analysis needs a game without chance".to_string())
            });
    match why {
        Some(why) => Err(TableError::Unsuitable {
            game: G::NAME.into(),
            why,
        }),
        None => Ok(()),
    }
}

/// Refuse to go on if `needed` bytes exceed the cap.
fn within(family: &str, needed: u64, cap: u64, why: &str) -> Result<(), TableError> {
    if needed > cap {
        return Err(TableError::TooLarge {
            family: family.into(),
            needed,
            cap,
            why: why.into(),
        });
    }
    Ok(())
}

/// Positions per progress report: about a hundred reports a pass.
fn batch_len(size: usize) -> usize {
    (size / 100).next_multiple_of(CHUNK).max(CHUNK)
}

/// Solve one family whose earlier families are in `family.tables`: Expand, then
/// Link unless the index offers predecessors (or `settings` asks for stored links),
/// then Propagate.
fn solve_family<G: Game>(
    family: &Family<'_, G>,
    options: &G::Options,
    settings: &SolveSettings,
    pool: &rayon::ThreadPool,
    tell: &mut impl FnMut(Phase, u64, u64),
) -> Result<(Loaded, FamilyReport), TableError> {
    let started = Instant::now();
    let size64 = family.index.size();
    let name = &family.name;
    let cap = settings.max_memory;
    if size64 > MAX_FAMILY {
        return Err(TableError::TooLarge {
            family: name.clone(),
            needed: size64.saturating_mul(BYTES_PER_POSITION),
            cap,
            why: format!("a family may hold at most {MAX_FAMILY} numbers"),
        });
    }
    let asked =
        !settings.stored_links && size64 > 0 && family.index.predecessors(0, &mut Vec::new());
    let per_position = if asked {
        BYTES_PER_POSITION_ASKED
    } else {
        BYTES_PER_POSITION
    };
    let mut peak = family.tables.heap_bytes() + size64 * per_position;
    within(
        name,
        peak,
        cap,
        "its values and the earlier tables it probes",
    )?;
    let size = size64 as usize;
    let mut vals = vec![0u16; size];
    let mut count = vec![0u16; size];
    let slots: Vec<AtomicU64> = match asked {
        true => Vec::new(),
        false => (0..size).map(|_| AtomicU64::new(0)).collect(),
    };
    let indegree = (!asked).then_some(&slots[..]);
    let counts = expand_all(family, &mut vals, &mut count, indegree, pool, tell)?;
    let propagated = if asked {
        peak += size64 * BYTES_PER_SETTLED;
        within(name, peak, cap, "its values and the earlier tables")?;
        let sources = Asked {
            index: family.index,
        };
        propagate(&mut vals, &mut count, &sources, pool, |_, settled| {
            tell(Phase::Propagate, settled, size64)
        })
    } else {
        let preds = link_all(family, &count, &slots, &mut peak, cap, pool, tell)?;
        let sources = Stored {
            slots: &slots,
            preds: &preds,
        };
        propagate(&mut vals, &mut count, &sources, pool, |_, settled| {
            tell(Phase::Propagate, settled, size64)
        })
    };
    propagated.map_err(|why| TableError::BadIndex {
        family: name.clone(),
        why,
    })?;
    drop((slots, count));
    let report = family_report(name, size64, &vals, counts, started, peak);
    Ok((loaded::<G>(&report, options, vals), report))
}

/// The Expand pass over every position, in batches for progress reports.
fn expand_all<G: Game>(
    family: &Family<'_, G>,
    vals: &mut [u16],
    count: &mut [u16],
    indegree: Option<&[AtomicU64]>,
    pool: &rayon::ThreadPool,
    tell: &mut impl FnMut(Phase, u64, u64),
) -> Result<Counts, TableError> {
    let size = vals.len();
    let batch = batch_len(size);
    let mut counts = Counts::default();
    for (b, (vb, cb)) in vals
        .chunks_mut(batch)
        .zip(count.chunks_mut(batch))
        .enumerate()
    {
        let start = b * batch;
        counts = counts
            + pool.install(|| {
                vb.par_chunks_mut(CHUNK)
                    .zip(cb.par_chunks_mut(CHUNK))
                    .enumerate()
                    .map(|(c, (v, n))| family.expand((start + c * CHUNK) as u64, v, n, indegree))
                    .try_reduce(Counts::default, |a, b| Ok(a + b))
            })?;
        tell(Phase::Expand, (start + vb.len()) as u64, size as u64);
    }
    Ok(counts)
}

/// The Link pass: turns the in-degrees in `slots` into list ends and stores every
/// move within the family, after checking the memory they take.
fn link_all<G: Game>(
    family: &Family<'_, G>,
    count: &[u16],
    slots: &[AtomicU64],
    peak: &mut u64,
    cap: u64,
    pool: &rayon::ThreadPool,
    tell: &mut impl FnMut(Phase, u64, u64),
) -> Result<Vec<AtomicU32>, TableError> {
    let size64 = count.len() as u64;
    let name = &family.name;
    // Each position's list of links starts where the lists before it end.
    let mut links = 0u64;
    for s in slots {
        let n = s.load(Relaxed);
        s.store(links, Relaxed);
        links += n;
    }
    *peak += links * BYTES_PER_LINK + size64 * BYTES_PER_SETTLED;
    within(
        name,
        *peak,
        cap,
        "its values, the links between its positions and the earlier tables",
    )?;
    let preds: Vec<AtomicU32> = (0..links).map(|_| AtomicU32::new(0)).collect();
    let batch = batch_len(count.len());
    let mut placed = 0u64;
    for (b, cb) in count.chunks(batch).enumerate() {
        let start = b * batch;
        placed += pool.install(|| {
            cb.par_chunks(CHUNK)
                .enumerate()
                .map(|(c, n)| family.link((start + c * CHUNK) as u64, n, slots, &preds))
                .try_reduce(|| 0, |a, b| Ok(a + b))
        })?;
        tell(Phase::Link, (start + cb.len()) as u64, size64);
    }
    if placed != links {
        return Err(TableError::BadIndex {
            family: name.clone(),
            why: format!("{links} moves within the family in one pass, {placed} in the next"),
        });
    }
    Ok(preds)
}

/// The solved values as a table with its header.
fn loaded<G: Game>(report: &FamilyReport, options: &G::Options, vals: Vec<u16>) -> Loaded {
    let values = Packed::from_values(vals);
    let header = Header {
        game: G::NAME.into(),
        options: options_text(options),
        family: report.name.clone(),
        size: report.size,
        width: values.width(),
        wins: report.wins,
        losses: report.losses,
        draws: report.draws,
        holes: report.holes,
        finished: report.finished,
        longest_win: report.longest_win,
        longest_loss: report.longest_loss,
    };
    Loaded { header, values }
}

/// Count what the solved values say.
fn family_report(
    name: &str,
    size: u64,
    vals: &[u16],
    counts: Counts,
    started: Instant,
    peak: u64,
) -> FamilyReport {
    let mut r = FamilyReport {
        name: name.into(),
        size,
        holes: counts.holes,
        finished: counts.finished,
        peak_bytes: peak,
        ..FamilyReport::default()
    };
    for &v in vals {
        match code(v) {
            WIN => {
                r.wins += 1;
                r.longest_win = r.longest_win.max(Some(plies(v)));
            }
            LOSS => {
                r.losses += 1;
                r.longest_loss = r.longest_loss.max(Some(plies(v)));
            }
            DRAW => r.draws += 1,
            _ => {}
        }
    }
    r.seconds = started.elapsed().as_secs_f64();
    r
}
