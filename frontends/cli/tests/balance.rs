//! `cubist analyze` end to end: the files it writes, a re-run that plays nothing new,
//! and the page opened in headless Chromium.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn cubist(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cubist"))
        .args(["--color", "never"])
        .args(args)
        .output()
        .expect("cubist runs")
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cubist-analyze-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn analyze(out: &Path) -> Output {
    cubist(&[
        "analyze",
        "zhen",
        "-o",
        "cubes=3",
        "--sweep",
        "tiles=4,5",
        "--agents",
        "random,greedy",
        "--games",
        "6",
        "--ladder-games",
        "2",
        "--jobs",
        "2",
        "--seed",
        "3",
        "--out",
        out.to_str().unwrap(),
    ])
}

#[test]
fn analyze_writes_a_report_and_a_rerun_resumes() {
    let out = temp("zhen");
    let first = analyze(&out);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert!(String::from_utf8_lossy(&first.stdout).contains("16 of 16 games"));
    for f in ["report.html", "report.json", "games.csv", "games.jsonl"] {
        assert!(out.join(f).exists(), "{f}");
    }
    let csv = std::fs::read_to_string(out.join("games.csv")).unwrap();
    assert_eq!(csv.lines().count(), 17);
    let html = std::fs::read_to_string(out.join("report.html")).unwrap();
    assert!(html.contains("cubist --color never analyze zhen"));
    assert!(
        html.contains("win for the first player") || html.contains("loss for the first player")
    );
    let again = analyze(&out);
    assert!(again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("16 already in"));
    let log = std::fs::read_to_string(out.join("games.jsonl")).unwrap();
    assert_eq!(log.lines().count(), 16, "a re-run plays nothing twice");
    assert_eq!(std::fs::read_to_string(out.join("games.csv")).unwrap(), csv);
}

#[test]
fn bad_sweeps_and_agents_are_refused() {
    let out = temp("bad");
    let o = cubist(&[
        "analyze",
        "zhen",
        "--sweep",
        "tiles",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let o = cubist(&[
        "analyze",
        "zhen",
        "--sweep",
        "tiles=1",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    let o = cubist(&[
        "analyze",
        "zhen",
        "--agents",
        "nobody",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
}

/// The page renders in headless Chromium: every plot is in the DOM it builds, and the
/// console reports no error. Skipped (with a note) where Chromium is not installed.
#[test]
fn the_report_opens_in_headless_chromium() {
    let chromium = Path::new("/usr/bin/chromium");
    if !chromium.exists() {
        eprintln!("no /usr/bin/chromium: skipped");
        return;
    }
    let out = temp("chromium");
    assert!(analyze(&out).status.success());
    let page = out.join("report.html");
    let html = std::fs::read_to_string(&page).unwrap();
    let plots = html.matches("<svg").count();
    assert!(plots > 10);
    let o = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--enable-logging=stderr",
            "--v=0",
            "--dump-dom",
        ])
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let dom = String::from_utf8_lossy(&o.stdout);
    assert_eq!(dom.matches("<svg").count(), plots, "every plot parsed");
    assert!(dom.contains("Zhen: balance report"));
    let log = String::from_utf8_lossy(&o.stderr);
    assert!(
        !log.contains("CONSOLE") && !log.contains("Uncaught"),
        "console messages: {log}"
    );
}
