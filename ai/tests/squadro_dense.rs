//! Squadro's tables solved in the dense numbering (no holes) against the same tables in
//! the game's numbering: the same value and distance for every position, in smaller
//! files. The files number positions differently, so they are compared position by
//! position through probes, not byte by byte.

use std::path::{Path, PathBuf};

use cubist_ai::tables::{solve_families, SolveSettings, Tables};
use cubist_core::{Game, PositionIndex};
use cubist_squadro::table_check::{check_tables, CheckOptions, Report};
use cubist_squadro::{families_dense, Squadro, SquadroOptions};

/// Every 3-against-3 family and the first 3-against-2 one.
const UPTO: usize = 101;

type Families = Vec<Box<dyn PositionIndex<Squadro>>>;

/// Solves families `0..UPTO` of `families` into `dir` and opens them with that list.
fn build(families: fn(&SquadroOptions) -> Families, dir: &Path) -> Tables<Squadro> {
    let options = SquadroOptions::default();
    let settings = SolveSettings {
        threads: 2,
        max_memory: 1 << 30,
        upto: Some(UPTO),
        ..SolveSettings::default()
    };
    let report = solve_families(&options, families(&options), dir, &settings, |_| {})
        .expect("the tables build");
    assert_eq!(report.families.len(), UPTO);
    Tables::open_families(families(&options), dir).expect("they open")
}

/// The total bytes of the table files in `dir`, and how many there are.
fn file_bytes(dir: &Path) -> (u64, usize) {
    let entries = std::fs::read_dir(dir.join("squadro")).expect("the tables' directory");
    entries.fold((0, 0), |(bytes, n), e| {
        let meta = e.expect("an entry").metadata().expect("its size");
        (bytes + meta.len(), n + 1)
    })
}

fn temp_dir(what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cubist-squadro-{what}-{}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    dir
}

/// The dense files by the checker that shares no code with the solver: a sample of
/// each family (a numbering fault would show nearly everywhere).
fn independently_checked(dir: &Path) -> Report {
    let options = CheckOptions {
        families: 0..UPTO,
        sample: Some(5_000),
        ..CheckOptions::default()
    };
    let report = check_tables(dir, &options).expect("the dense files read");
    assert_eq!(report.total.none, 0, "no holes in the dense numbering");
    report
}

#[test]
fn dense_tables_give_every_position_the_same_value_in_smaller_files() {
    let (holed_dir, dense_dir) = (temp_dir("holed"), temp_dir("dense"));
    let holed = build(Squadro::position_families, &holed_dir);
    let dense = build(families_dense, &dense_dir);
    let (holed_bytes, holed_files) = file_bytes(&holed_dir);
    let (dense_bytes, dense_files) = file_bytes(&dense_dir);
    assert_eq!((holed_files, dense_files), (UPTO, UPTO));
    assert!(
        dense_bytes < holed_bytes,
        "dense {dense_bytes} bytes, holed {holed_bytes}"
    );
    let checked = independently_checked(&dense_dir);
    // The game's own way of opening tables finds the dense files and reads them in
    // their numbering: what players get from `cubist solve --dense`.
    let found = Tables::<Squadro>::open(&SquadroOptions::default(), &dense_dir)
        .expect("the dense files open as the game's tables");
    let names = found.families();
    assert_eq!(names.len(), UPTO);
    assert!(
        names.iter().all(|n| n.starts_with("squadro-dense-")),
        "{names:?}"
    );
    std::fs::remove_dir_all(&holed_dir).ok();
    std::fs::remove_dir_all(&dense_dir).ok();
    assert!(checked.is_clean(), "{checked}");

    let options = SquadroOptions::default();
    let (families, numbered) = (
        Squadro::position_families(&options),
        families_dense(&options),
    );
    let mut probed = 0u64;
    for k in 0..UPTO {
        assert_ne!(families[k].name(), numbered[k].name());
        let mut positions = 0;
        for i in 0..families[k].size() {
            let Some(game) = families[k].position(i) else {
                continue; // a hole
            };
            positions += 1;
            assert_eq!(game.position_family(), Some(k));
            let value = holed.probe(&game);
            assert_eq!(dense.probe(&game), value, "{}", game.encode());
            assert_eq!(found.probe(&game), value, "{}", game.encode());
            probed += u64::from(value.is_some());
        }
        // Every number of the dense family is one of those positions.
        assert_eq!(numbered[k].size(), positions, "{}", numbered[k].name());
    }
    assert!(probed > 1_000_000, "{probed} positions with a value");
}
