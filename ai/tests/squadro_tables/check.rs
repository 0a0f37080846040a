//! The independent table checker (`cubist_squadro::table_check`) on the small tables
//! built above: it finds nothing wrong with them, and it names exactly the position
//! whose value was changed in a copy whose checksum was rewritten to match.

use std::path::{Path, PathBuf};

use cubist_ai::solver::Value;
use cubist_core::Game;
use cubist_squadro::table_check::{check_tables, crc32, CheckOptions, Report};
use cubist_squadro::{unmoves, Squadro};

use super::{built, options, tables, DRAWN, SMALL};

/// The first family with three pieces finished against two (`squadro-l123-d12`).
const FIRST_THREE_TWO: usize = SMALL;

/// A directory holding the built files, under `what`'s name.
fn copy(what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cubist-check-{what}-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("squadro")).expect("a directory");
    for (name, bytes) in &built().files {
        std::fs::write(dir.join("squadro").join(name), bytes).expect("a copy");
    }
    dir
}

fn check(dir: &Path, families: std::ops::Range<usize>) -> Result<Report, String> {
    let options = CheckOptions {
        families,
        ..CheckOptions::default()
    };
    check_tables(dir, &options)
}

#[test]
fn every_position_of_the_small_families_satisfies_the_equations() {
    let dir = copy("clean");
    let report = check(&dir, 0..FIRST_THREE_TWO + 1).expect("the files read");
    std::fs::remove_dir_all(&dir).ok();
    assert!(report.is_clean(), "{report}");
    assert_eq!(report.families, SMALL + 1);
    assert_eq!(report.total.checked, SMALL as u64 * 41_472 + 497_664);
    assert!(report.total.wins > 0 && report.total.losses > 0, "{report}");
}

/// The file of family `family` in `dir`, its values' offset and bytes per value.
fn layout(dir: &Path, family: usize) -> (PathBuf, usize, usize) {
    let index = &Squadro::position_families(&options())[family];
    let path = dir.join("squadro").join(format!("{}.tbl", index.name()));
    let len = std::fs::metadata(&path).expect("the file").len() as usize;
    let size = index.size() as usize;
    let width = if len > 2 * size { 2 } else { 1 };
    (path, len - size * width, width)
}

/// Stores `code` and `distance` at `number` of `family` and rewrites the checksum.
fn corrupt(dir: &Path, family: usize, number: u64, code: u16, distance: u16) {
    let (path, values, width) = layout(dir, family);
    let mut bytes = std::fs::read(&path).expect("the file");
    let at = values + number as usize * width;
    if width == 1 {
        bytes[at] = (code << 6 | distance) as u8;
    } else {
        bytes[at..at + 2].copy_from_slice(&(code << 14 | distance).to_le_bytes());
    }
    let mut summed = bytes[..values - 4].to_vec();
    summed.extend_from_slice(&bytes[values..]);
    bytes[values - 4..values].copy_from_slice(&crc32(&summed).to_le_bytes());
    std::fs::write(&path, bytes).expect("the corrupt copy");
}

/// A number of `family` whose value `wanted` accepts and whose parents in the family
/// all pass `parents_ok` (their value and plies, then its own plies): a change to it
/// then leaves every other equation of the family true.
fn find(
    family: usize,
    wanted: impl Fn(Value, u16) -> bool,
    parents_ok: impl Fn(Value, u16, u16) -> bool,
) -> (u64, u16) {
    let index = &Squadro::position_families(&options())[family];
    let tables = tables();
    let value = |g: &Squadro| tables.probe(g).map(|v| (v.value, v.plies.unwrap_or(0)));
    (0..index.size())
        .filter_map(|n| index.position(n).map(|g| (n, g)))
        .find_map(|(n, g)| {
            let (_, d) = value(&g).filter(|&(v, d)| wanted(v, d))?;
            let mut fine = true;
            unmoves(&g.progress(), g.mover(), |q| {
                let parent = Squadro::from_progress(q, 1 - g.mover()).expect("a position");
                fine &= value(&parent).is_some_and(|(v, e)| parents_ok(v, e, d));
            });
            fine.then_some((n, d))
        })
        .expect("such a position")
}

/// Checks `family` alone in a copy where `number` holds `code` and `distance`, and
/// asserts that exactly that position is named.
fn caught(what: &str, family: usize, number: u64, code: u16, distance: u16) {
    let dir = copy(what);
    corrupt(&dir, family, number, code, distance);
    let report = check(&dir, family..family + 1).expect("the checksum was rewritten");
    std::fs::remove_dir_all(&dir).ok();
    let index = &Squadro::position_families(&options())[family];
    let game = index.position(number).expect("a position");
    assert_eq!(report.total.disagreements, 1, "{what}: {report}");
    let named = &report.total.first[0];
    assert_eq!(
        (named.family.as_str(), named.number),
        (index.name().as_str(), number)
    );
    assert_eq!(named.position, game.encode(), "{what}");
}

#[test]
fn a_changed_win_distance_is_named() {
    // A parent that wins elsewhere does not care how long this win takes.
    let (n, d) = find(
        0,
        |v, d| v == Value::Win && d > 1,
        |v, _, _| v == Value::Win,
    );
    caught("distance", 0, n, 1, d + 2);
}

#[test]
fn a_win_turned_loss_is_named() {
    // Its parents would now win through it in d + 1: those winning as quickly care not.
    let (n, d) = find(
        0,
        |v, _| v == Value::Win,
        |v, e, d| v == Value::Win && e <= d + 1,
    );
    caught("loss", 0, n, 2, d);
}

#[test]
fn a_draw_turned_win_is_named() {
    let (n, _) = find(DRAWN, |v, _| v == Value::Draw, |v, _, _| v == Value::Win);
    caught("draw", DRAWN, n, 1, 1);
}

#[test]
fn a_truncated_or_foreign_file_is_an_error() {
    let dir = copy("truncated");
    let (path, values, _) = layout(&dir, 0);
    let bytes = std::fs::read(&path).expect("the file");
    std::fs::write(&path, &bytes[..values + 100]).expect("a truncated copy");
    let truncated = check(&dir, 0..1).expect_err("a truncated file");
    std::fs::write(&path, &bytes[..20]).expect("a header cut short");
    let short = check(&dir, 0..1).expect_err("a header cut short");
    std::fs::write(&path, b"not a table at all, but long enough to read").expect("junk");
    let foreign = check(&dir, 0..1).expect_err("a foreign file");
    std::fs::remove_dir_all(&dir).ok();
    assert!(truncated.contains("truncated"), "{truncated}");
    assert!(short.contains("truncated"), "{short}");
    assert!(foreign.contains("magic"), "{foreign}");
}
