//! Endgame tables on Maze, a toy game made for them (tests/maze): the tables agree
//! with the exact search of `solver/search.rs` on every position, their distances are
//! those of best play, and damaged, truncated or foreign files are refused.

mod maze;

use std::path::Path;

use cubist_ai::solver::Solver;
use cubist_ai::tables::{
    self, Phase, Progress, SolveReport, SolveSettings, TableError, TableValue, Tables, Value,
};
use cubist_core::{Game, ToMove};
use maze::{Maze, MazeOptions};

fn settings(threads: usize) -> SolveSettings {
    SolveSettings {
        threads,
        max_memory: 1 << 30,
        upto: None,
        ..SolveSettings::default()
    }
}

fn solve_all(options: &MazeOptions, dir: &Path, threads: usize) -> SolveReport {
    tables::solve::<Maze>(options, dir, &settings(threads), |_| {}).expect("the maze solves")
}

/// Every position of every family of `options`.
fn positions(options: &MazeOptions) -> Vec<Maze> {
    Maze::position_families(options)
        .iter()
        .flat_map(|f| {
            (0..f.size())
                .filter_map(|i| f.position(i))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn table_file(dir: &Path, family: &str) -> std::path::PathBuf {
    dir.join("maze").join(format!("{family}.tbl"))
}

/// What a move to `child` is worth to `seat`, from the tables.
fn child_value(t: &Tables<Maze>, child: &Maze, seat: usize) -> TableValue {
    match child.to_move() {
        ToMove::Over => {
            let o = child.outcome().unwrap();
            match o.winner() {
                Some(w) if w == seat => TableValue::win(0),
                Some(_) => TableValue::loss(0),
                None => TableValue::DRAW,
            }
        }
        ToMove::One(next) => {
            let v = t.probe(child).expect("every move stays in the tables");
            if next == seat {
                v
            } else {
                v.flipped()
            }
        }
        _ => unreachable!(),
    }
}

/// The value of a position is what its best move gives it: the quickest win, else a
/// draw, else the slowest loss, one ply further. As every distance is counted down
/// to a finished game, values that pass this check at every position are exact.
fn check_best_play(t: &Tables<Maze>, pos: &Maze) {
    let ToMove::One(seat) = pos.to_move() else {
        assert_eq!(t.probe(pos), None, "a finished game has no table value");
        return;
    };
    let mut children = Vec::new();
    for a in cubist_core::legal_actions_vec(pos, seat) {
        let mut child = pos.clone();
        child.play(seat, a);
        children.push(child_value(t, &child, seat));
    }
    let key = |v: &TableValue| match (v.value, v.plies) {
        (Value::Win, Some(p)) => (2, -(p as i32)),
        (Value::Draw, _) => (1, 0),
        (Value::Loss, Some(p)) => (0, p as i32),
        _ => panic!("a win or loss without a distance: {v:?}"),
    };
    let best = children.iter().copied().max_by_key(key).unwrap();
    let expected = match best.value {
        Value::Draw => TableValue::DRAW,
        _ => best.one_more(),
    };
    assert_eq!(t.probe(pos), Some(expected), "at {pos:?}");
}

#[test]
fn tables_agree_with_the_exact_search_on_every_position() {
    let dir = tempfile::tempdir().unwrap();
    let mut totals = [0u64; 5];
    for seed in 1..=6 {
        let options = MazeOptions {
            seed,
            ..MazeOptions::default()
        };
        let sub = dir.path().join(seed.to_string());
        let report = solve_all(&options, &sub, 1);
        assert_eq!(report.families.len(), 3);
        for f in &report.families {
            assert!(!f.reused);
            assert_eq!(f.wins + f.losses + f.draws + f.holes + f.finished, f.size);
            totals[0] += f.wins;
            totals[1] += f.losses;
            totals[2] += f.draws;
            totals[3] += f.holes;
            totals[4] += f.finished;
        }
        let t = Tables::<Maze>::open(&options, &sub).unwrap();
        assert_eq!(t.families(), vec!["layer0", "layer1", "layer2"]);
        let mut solver = Solver::<Maze>::new(1_000_000);
        for pos in positions(&options) {
            if pos.to_move().is_over() {
                assert_eq!(t.probe(&pos), None);
                continue;
            }
            let exact = solver.solve(&pos).unwrap();
            let table = t.probe(&pos).unwrap();
            assert_eq!(table.value, exact.value, "at {pos:?}");
            assert_eq!(table.plies.is_some(), table.value != Value::Draw);
            check_best_play(&t, &pos);
        }
    }
    // The mazes hold every kind of position, so each case above was met.
    assert!(
        totals.iter().all(|&n| n > 0),
        "wins, losses, draws, holes, finished: {totals:?}"
    );
}

#[test]
fn history_does_not_change_a_probe() {
    let dir = tempfile::tempdir().unwrap();
    let options = MazeOptions::default();
    solve_all(&options, dir.path(), 1);
    let t = Tables::<Maze>::open(&options, dir.path()).unwrap();
    for pos in positions(&options) {
        let mut later = pos.clone();
        later.plies = 77;
        assert_eq!(t.probe(&later), t.probe(&pos));
    }
}

#[test]
fn best_actions_keep_the_value() {
    let dir = tempfile::tempdir().unwrap();
    let options = MazeOptions {
        seed: 4,
        ..MazeOptions::default()
    };
    solve_all(&options, dir.path(), 1);
    let t = Tables::<Maze>::open(&options, dir.path()).unwrap();
    let mut checked = 0;
    for pos in positions(&options) {
        let Some(v) = t.probe(&pos) else { continue };
        let actions = t.best_actions(&pos).unwrap();
        let seat = pos.to_move().actor().unwrap();
        assert_eq!(
            actions.len(),
            cubist_core::legal_actions_vec(&pos, seat).len()
        );
        // The best action's value is the position's own.
        let rank = |v: &TableValue| match v.value {
            Value::Win => 2_000_000 - v.plies.unwrap() as i64,
            Value::Draw => 1_000_000,
            Value::Loss => v.plies.unwrap() as i64,
        };
        let best = actions.iter().map(|(_, v)| *v).max_by_key(rank).unwrap();
        assert_eq!(best, v, "at {pos:?}");
        checked += 1;
    }
    assert!(checked > 100);
}

#[test]
fn long_distances_are_kept_in_two_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let options = MazeOptions {
        ladder: true,
        width: 100,
        layers: 2,
        ..MazeOptions::default()
    };
    let report = solve_all(&options, dir.path(), 2);
    assert_eq!(report.families[0].longest_loss, Some(98));
    assert_eq!(report.families[0].longest_win, Some(99));
    let t = Tables::<Maze>::open(&options, dir.path()).unwrap();
    assert_eq!(
        t.probe(&Maze::at(options, 99, 0)),
        Some(TableValue::win(99))
    );
    assert_eq!(
        t.probe(&Maze::at(options, 64, 1)),
        Some(TableValue::loss(64))
    );
    for pos in positions(&options) {
        check_best_play(&t, &pos);
    }
}

#[test]
fn threads_do_not_change_the_tables() {
    let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let options = MazeOptions {
        width: 3000,
        seed: 9,
        ..MazeOptions::default()
    };
    solve_all(&options, one.path(), 1);
    solve_all(&options, two.path(), 2);
    for layer in ["layer0", "layer1", "layer2"] {
        let a = std::fs::read(table_file(one.path(), layer)).unwrap();
        let b = std::fs::read(table_file(two.path(), layer)).unwrap();
        assert!(a == b, "{layer} differs between one and two threads");
    }
}

#[test]
fn a_solve_goes_on_from_the_families_already_written() {
    let (partial, whole) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let options = MazeOptions::default();
    let first = tables::solve::<Maze>(
        &options,
        partial.path(),
        &SolveSettings {
            upto: Some(2),
            ..settings(1)
        },
        |_| {},
    )
    .unwrap();
    assert_eq!(first.families.len(), 2);
    assert!(!table_file(partial.path(), "layer2").exists());
    let rest = solve_all(&options, partial.path(), 1);
    let reused: Vec<bool> = rest.families.iter().map(|f| f.reused).collect();
    assert_eq!(reused, vec![true, true, false]);
    assert_eq!(rest.families[0].wins, first.families[0].wins);
    solve_all(&options, whole.path(), 1);
    for layer in ["layer0", "layer1", "layer2"] {
        let a = std::fs::read(table_file(partial.path(), layer)).unwrap();
        let b = std::fs::read(table_file(whole.path(), layer)).unwrap();
        assert!(a == b, "{layer} differs after resuming");
    }
}

#[test]
fn a_solve_of_chosen_families_probes_the_others_on_disk_or_stops() {
    let (partial, whole) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let options = MazeOptions::default();
    let only = |places: Vec<usize>| SolveSettings {
        only: Some(places),
        ..settings(1)
    };
    // Layer 2's moves reach layers 0 and 1: without their tables it cannot be solved.
    let e = tables::solve::<Maze>(&options, partial.path(), &only(vec![2]), |_| {}).unwrap_err();
    assert!(matches!(e, TableError::MissingFamily { .. }), "{e}");
    assert!(e.to_string().contains("layer"), "{e}");
    assert!(!table_file(partial.path(), "layer2").exists());
    // Layers 0 and 1 alone, then layer 2 alone over them: the whole solve's tables.
    let lower = tables::solve::<Maze>(&options, partial.path(), &only(vec![0, 1]), |_| {}).unwrap();
    assert_eq!(lower.families.len(), 2);
    assert!(!table_file(partial.path(), "layer2").exists());
    let top = tables::solve::<Maze>(&options, partial.path(), &only(vec![2]), |_| {}).unwrap();
    let names: Vec<&str> = top.families.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, vec!["layer2"]);
    assert!(!top.families[0].reused);
    solve_all(&options, whole.path(), 1);
    for layer in ["layer0", "layer1", "layer2"] {
        let a = std::fs::read(table_file(partial.path(), layer)).unwrap();
        let b = std::fs::read(table_file(whole.path(), layer)).unwrap();
        assert!(a == b, "{layer} differs when solved by parts");
    }
}

/// Solve the default maze into a fresh directory and return it.
fn solved() -> (tempfile::TempDir, MazeOptions) {
    let dir = tempfile::tempdir().unwrap();
    let options = MazeOptions::default();
    solve_all(&options, dir.path(), 1);
    (dir, options)
}

/// Why a damaged table is refused when every file is read whole; opened on demand
/// (headers and lengths only) it is refused too, naming the same file.
fn open_error(options: &MazeOptions, dir: &Path) -> TableError {
    let eager = Tables::<Maze>::open(options, dir).expect_err("a damaged table is refused");
    let lazy =
        Tables::<Maze>::open_on_demand(options, dir).expect_err("a damaged table is refused");
    let file = |e: &TableError| match e {
        TableError::Corrupt { path, .. } | TableError::Mismatch { path, .. } => path.clone(),
        other => panic!("not a refusal of a file: {other}"),
    };
    assert_eq!(file(&eager), file(&lazy), "{eager} / {lazy}");
    eager
}

#[test]
fn a_changed_byte_is_refused() {
    let (dir, options) = solved();
    let path = table_file(dir.path(), "layer1");
    let clean = std::fs::read(&path).unwrap();
    // A byte of the header (in the game's name): refused on opening.
    let mut bytes = clean.clone();
    bytes[14] ^= 0x40;
    std::fs::write(&path, &bytes).unwrap();
    let e = open_error(&options, dir.path());
    assert!(matches!(e, TableError::Corrupt { .. }), "{e}");
    assert!(e.to_string().contains("layer1.tbl"), "{e}");
    // A byte of the values: refused on opening when every file is read whole.
    let mut bytes = clean.clone();
    bytes[clean.len() - 5] ^= 0x40;
    std::fs::write(&path, &bytes).unwrap();
    let e = Tables::<Maze>::open(&options, dir.path()).expect_err("refused");
    assert!(matches!(e, TableError::Corrupt { .. }), "{e}");
    assert!(e.to_string().contains("checksum"), "{e}");
    std::fs::write(&path, b"not a table at all").unwrap();
    let e = open_error(&options, dir.path());
    assert!(e.to_string().contains("wrong magic"), "{e}");
}

#[test]
fn tables_opened_on_demand_read_a_family_at_its_first_probe_and_refuse_a_bad_checksum_then() {
    let (dir, options) = solved();
    let all = positions(&options);
    let eager = Tables::<Maze>::open(&options, dir.path()).unwrap();
    let lazy = Tables::<Maze>::open_on_demand(&options, dir.path()).unwrap();
    assert_eq!(lazy.families(), eager.families());
    // A search's probe does not read a table; the player's probe does.
    let valued = all.iter().find(|p| eager.probe(p).is_some()).unwrap();
    assert_eq!(lazy.probe_in_memory(valued), None);
    assert_eq!(lazy.probe(valued), eager.probe(valued));
    assert_eq!(lazy.probe_in_memory(valued), eager.probe(valued));
    for pos in &all {
        assert_eq!(lazy.probe(pos), eager.probe(pos), "at {pos:?}");
    }
    assert!(lazy.refused().is_empty());
    let first_of = |k: usize| {
        all.iter()
            .find(|p| p.position_family() == Some(k) && eager.probe(p).is_some())
            .map(|p| (p.clone(), eager.probe(p)))
            .expect("a position of the family")
    };
    let (in_layer0, value0) = first_of(0);
    let (in_layer1, _) = first_of(1);
    // Nothing of the clean file stays in memory to be shared.
    drop((eager, lazy));

    // A changed value byte passes the opening checks and is found at the first read.
    let path = table_file(dir.path(), "layer1");
    let mut bytes = std::fs::read(&path).unwrap();
    let at = bytes.len() - 5;
    bytes[at] ^= 0x40;
    std::fs::write(&path, &bytes).unwrap();
    let lazy = Tables::<Maze>::open_on_demand(&options, dir.path()).unwrap();
    assert_eq!(
        lazy.probe(&in_layer1),
        None,
        "a refused table is never used"
    );
    let refused = lazy.refused();
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert!(
        refused[0].contains("layer1.tbl") && refused[0].contains("checksum"),
        "{refused:?}"
    );
    // The other families still answer.
    assert_eq!(lazy.probe(&in_layer0), value0);
}

#[test]
fn a_truncated_or_lengthened_file_is_refused() {
    let (dir, options) = solved();
    let path = table_file(dir.path(), "layer2");
    let clean = std::fs::read(&path).unwrap();
    for len in [clean.len() - 1, 40, 9, 0] {
        std::fs::write(&path, &clean[..len]).unwrap();
        let e = open_error(&options, dir.path());
        assert!(matches!(e, TableError::Corrupt { .. }), "{len}: {e}");
    }
    let mut longer = clean.clone();
    longer.push(0);
    std::fs::write(&path, &longer).unwrap();
    let e = open_error(&options, dir.path());
    assert!(e.to_string().contains("longer than its header says"), "{e}");
}

#[test]
fn a_table_of_another_family_or_size_is_refused() {
    let (dir, options) = solved();
    std::fs::copy(
        table_file(dir.path(), "layer0"),
        table_file(dir.path(), "layer1"),
    )
    .unwrap();
    let e = open_error(&options, dir.path());
    assert!(matches!(e, TableError::Mismatch { .. }), "{e}");
    assert!(
        e.to_string().contains("holds family layer0, not layer1"),
        "{e}"
    );

    let wider = MazeOptions {
        width: 41,
        ..options
    };
    std::fs::remove_file(table_file(dir.path(), "layer1")).unwrap();
    let e = open_error(&wider, dir.path());
    assert!(e.to_string().contains("has 80 positions"), "{e}");
}

#[test]
fn a_damaged_table_is_solved_again() {
    let (dir, options) = solved();
    let path = table_file(dir.path(), "layer1");
    let clean = std::fs::read(&path).unwrap();
    std::fs::write(&path, &clean[..clean.len() / 2]).unwrap();
    let report = solve_all(&options, dir.path(), 1);
    let reused: Vec<bool> = report.families.iter().map(|f| f.reused).collect();
    assert_eq!(reused, vec![true, false, true]);
    assert!(std::fs::read(&path).unwrap() == clean);
    assert_eq!(
        Tables::<Maze>::open(&options, dir.path())
            .unwrap()
            .families()
            .len(),
        3
    );
}

#[test]
fn absent_families_are_simply_not_there() {
    let (dir, options) = solved();
    std::fs::remove_file(table_file(dir.path(), "layer2")).unwrap();
    let t = Tables::<Maze>::open(&options, dir.path()).unwrap();
    assert_eq!(t.families(), vec!["layer0", "layer1"]);
    assert!(!t.is_empty());
    let top = Maze::new(&options, 0);
    assert_eq!(top.position_family(), Some(2));
    assert_eq!(t.probe(&top), None);
    assert_eq!(t.best_actions(&top), None);
    let empty = Tables::<Maze>::open(&options, &dir.path().join("nowhere")).unwrap();
    assert!(empty.is_empty());
    assert!(empty.families().is_empty());
}

#[test]
fn memory_cap_refuses_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    let options = MazeOptions::default();
    let tight = SolveSettings {
        max_memory: 500,
        ..settings(1)
    };
    let e = tables::solve::<Maze>(&options, dir.path(), &tight, |_| {}).unwrap_err();
    assert!(matches!(e, TableError::TooLarge { .. }), "{e}");
    assert!(e.to_string().contains("--max-memory"), "{e}");
    assert!(!dir.path().join("maze").exists());
}

#[test]
fn bad_settings_and_games_without_families_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let none = MazeOptions {
        layers: 0,
        ..MazeOptions::default()
    };
    let e = tables::solve::<Maze>(&none, dir.path(), &settings(1), |_| {}).unwrap_err();
    assert!(matches!(e, TableError::NoFamilies { .. }), "{e}");
    let e = tables::solve::<Maze>(&MazeOptions::default(), dir.path(), &settings(0), |_| {})
        .unwrap_err();
    assert!(matches!(e, TableError::Settings(_)), "{e}");
}

#[test]
fn progress_reports_each_phase_of_each_family() {
    let dir = tempfile::tempdir().unwrap();
    let mut seen: Vec<Progress> = Vec::new();
    tables::solve::<Maze>(&MazeOptions::default(), dir.path(), &settings(1), |p| {
        seen.push(p.clone())
    })
    .unwrap();
    for family in 0..3 {
        let phases: Vec<Phase> = seen
            .iter()
            .filter(|p| p.family == family && p.done == p.total)
            .map(|p| p.phase)
            .collect();
        for phase in [Phase::Expand, Phase::Link, Phase::Write] {
            assert!(phases.contains(&phase), "family {family}: {phases:?}");
        }
        assert!(seen.iter().all(|p| p.families == 3 && p.done <= p.total));
    }
}
