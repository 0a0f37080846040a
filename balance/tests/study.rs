//! Tiny studies of every game, played for real: the report builds, the files are
//! written, runs repeat exactly whatever the number of threads, a stopped run resumes,
//! and the games are those `cubist selfplay` would play.

use std::sync::atomic::AtomicBool;

use cubist_balance::{exact_values, output, GameResult, Report, Study};
use cubist_core::{OptionPairs, Trust};
use cubist_session::series::{Selfplay, Summary};

fn pairs(items: &[(&str, &str)]) -> OptionPairs {
    items
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn study(game: &str, options: OptionPairs, games: usize) -> Study {
    Study {
        game: game.into(),
        options,
        sweeps: Vec::new(),
        ladder: vec!["random".parse().unwrap(), "greedy".parse().unwrap()],
        levels: vec!["random".parse().unwrap()],
        games,
        ladder_games: 2,
        seed: 7,
        jobs: 1,
        trust: Trust::Local,
        solve_states: 0,
    }
}

/// Small options per game, so that random games end quickly.
fn small(game: &str) -> OptionPairs {
    match game {
        "zhen" => pairs(&[("tiles", "5"), ("cubes", "3")]),
        "tilt" => pairs(&[("size", "4")]),
        _ => OptionPairs::new(),
    }
}

fn run(s: &Study) -> Vec<GameResult> {
    let plan = s.plan().unwrap();
    plan.run(&[], &AtomicBool::new(false), |_| Ok(())).unwrap()
}

#[test]
fn every_game_reports_from_a_tiny_run() {
    for &game in cubist_games::NAMES {
        let mut s = study(game, small(game), 3);
        s.solve_states = 100_000;
        let plan = s.plan().unwrap();
        let results = run(&s);
        assert_eq!(results.len(), 3 + 2, "{game}");
        for r in &results {
            assert_eq!(r.trace.branching.len(), r.trace.actions, "{game}");
            assert!(
                r.trace.turns >= 1 && r.trace.turns <= r.trace.actions,
                "{game}"
            );
            assert!(r.trace.branching.iter().all(|&b| b >= 1), "{game}");
            assert!(!r.trace.winners.is_empty(), "{game}");
            if game == "cube-attack" {
                // Two actions a turn at most, even when a seat without units is skipped.
                assert!(r.trace.actions <= 2 * r.trace.turns, "{game}");
            }
            if let Some(w) = r.winner() {
                assert!(r.trace.decided_at.unwrap() <= r.trace.actions, "{game}");
                assert_eq!(r.trace.curve.as_ref().unwrap().last().unwrap()[w], 1.0);
            }
        }
        let exact = exact_values(&plan);
        let report = Report::build(&plan, &results, &exact, "cubist analyze test", game);
        assert_eq!((report.played, report.planned), (5, 5));
        let v = &report.variants[0];
        assert_eq!(v.levels[0].games, 3);
        assert_eq!(v.ladder[0].games, 2);
        let dir = tempfile::tempdir().unwrap();
        output::write_report(dir.path(), &report, &results).unwrap();
        let html = std::fs::read_to_string(dir.path().join("report.html")).unwrap();
        assert!(
            html.contains("<svg") && !html.contains("plot failed"),
            "{game}"
        );
        // Self-contained: nothing to fetch.
        assert!(!html.contains("src=") && !html.contains("href=\"http") && !html.contains("<link"));
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.path().join("report.json")).unwrap())
                .unwrap();
        assert_eq!(json["game"], game);
        let csv = std::fs::read_to_string(dir.path().join("games.csv")).unwrap();
        assert_eq!(csv.lines().count(), 1 + 5, "{game}");
    }
}

#[test]
fn the_solver_values_small_starts_and_declines_others() {
    let mut s = study("zhen", small("zhen"), 1);
    s.solve_states = 100_000;
    let exact = exact_values(&s.plan().unwrap());
    // 5 tiles, 3 cubes: a win for the first player (docs/zhen.md).
    assert_eq!(exact[0].as_ref().unwrap().value.as_deref(), Some("win"));
    let s = study("cube-attack", OptionPairs::new(), 1);
    let mut s = s;
    s.solve_states = 1000;
    let exact = exact_values(&s.plan().unwrap());
    assert!(exact[0].as_ref().unwrap().value.is_none());
}

#[test]
fn results_do_not_depend_on_threads() {
    let mut s = study("squadro", OptionPairs::new(), 4);
    let one = run(&s);
    s.jobs = 2;
    assert_eq!(one, run(&s));
}

#[test]
fn a_group_is_the_selfplay_series_of_the_same_seed() {
    let s = study("tilt", small("tilt"), 4);
    let results = run(&s);
    let plan = s.plan().unwrap();
    let specs = vec!["random".parse().unwrap()];
    let series = Selfplay {
        game: "tilt",
        options: &plan.variants[0].options,
        trust: Trust::Local,
        specs: &specs,
        players: 2,
        games: 4,
        seed: 7,
        jobs: 1,
    };
    let played = series.run(|_| Ok(())).unwrap();
    let mine: Vec<&GameResult> = results.iter().filter(|r| r.group == "random").collect();
    let summary = Summary::of(&series, &played);
    for (i, f) in played.iter().enumerate() {
        let r = mine.iter().find(|r| r.index == i).unwrap();
        assert_eq!(r.trace.actions, f.length);
        assert_eq!(
            r.trace.winners,
            f.outcome.winners.iter().collect::<Vec<_>>()
        );
        assert_eq!(r.trace.reason, f.outcome.reason);
    }
    assert_eq!(summary.games, 4);
}

#[test]
fn a_stopped_run_resumes_where_it_was() {
    let s = study("squadro", OptionPairs::new(), 4);
    let plan = s.plan().unwrap();
    let full = run(&s);
    let dir = tempfile::tempdir().unwrap();
    // A first run that keeps three games, then a line cut short by the stop.
    {
        let log = output::Log::open(dir.path()).unwrap();
        for r in &full[..3] {
            log.append(r).unwrap();
        }
    }
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(dir.path().join(output::LOG))
        .unwrap();
    f.write_all(b"{\"variant\":\"def").unwrap();
    drop(f);
    let done = output::read_log(dir.path()).unwrap();
    assert_eq!(done.len(), 3);
    assert_eq!(plan.pending(&done).len(), full.len() - 3);
    let log = output::Log::open(dir.path()).unwrap();
    let rest = plan
        .run(&done, &AtomicBool::new(false), |r| log.append(r))
        .unwrap();
    assert_eq!(rest.len(), full.len() - 3);
    let again = output::read_log(dir.path()).unwrap();
    assert_eq!(again.len(), full.len());
    assert_eq!(plan.select(&again), plan.select(&full));
    // A stop before the start plays nothing.
    assert!(plan
        .run(&[], &AtomicBool::new(true), |_| Ok(()))
        .unwrap()
        .is_empty());
}

#[test]
fn a_cap_counts_as_a_timeout_and_sweeps_make_variants() {
    let mut s = study("squadro", OptionPairs::new(), 6);
    s.sweeps = vec![("cap".into(), vec!["10".into(), "400".into()])];
    s.ladder_games = 0;
    let plan = s.plan().unwrap();
    assert_eq!(plan.variants.len(), 2);
    assert_eq!(plan.variants[0].key, "cap=10");
    let results = run(&s);
    let report = Report::build(&plan, &results, &[], "test", "Squadro");
    let capped = &report.variants[0].levels[0].outcomes;
    assert_eq!(capped.timeouts.estimate, 1.0);
    assert_eq!(capped.completion.estimate, 0.0);
    let free = &report.variants[1].levels[0].outcomes;
    assert!(free.timeouts.estimate < 1.0);
    // Every pair of variants is compared on each figure.
    assert!(report
        .comparisons
        .iter()
        .any(|c| c.metric == "timeouts" && c.a == "cap=10" && c.b == "cap=400"));
    let html = cubist_balance::html::page(&report, &results);
    assert!(html.contains("Variants compared"));
}
