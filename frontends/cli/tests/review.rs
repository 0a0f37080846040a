//! `cubist review` end to end: a small game's record reviewed as text and as JSON,
//! and records it refuses (missing, corrupt, unfinished) with a message and a
//! failing exit code.

use std::path::PathBuf;
use std::process::{Command, Output};

fn cubist(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cubist"))
        .args(["--color", "never"])
        .args(args)
        .env("CUBIST_DATA_DIR", temp("data"))
        .output()
        .expect("cubist runs")
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cubist-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A finished game of small Zhen between two `easy` players, written by `selfplay`.
fn record(name: &str) -> PathBuf {
    let path = temp(name);
    let o = cubist(&[
        "selfplay",
        "zhen",
        "-o",
        "tiles=4",
        "-o",
        "cubes=2",
        "--agents",
        "easy,easy",
        "--games",
        "1",
        "--records",
        path.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", err(&o));
    path
}

#[test]
fn a_record_is_reviewed_as_text_and_as_json() {
    let path = record("reviewed.json");
    let file = path.to_str().unwrap();
    let text = cubist(&["review", file, "--level", "easy", "--seed", "2"]);
    assert!(text.status.success(), "{}", err(&text));
    let t = out(&text);
    assert!(
        t.contains("each move judged from what its seat knew"),
        "{t}"
    );
    assert!(t.contains("1 Red") && t.contains("2 Blue"), "{t}");
    assert!(t.contains("  1. P1 "), "{t}");

    let json = cubist(&["review", file, "--level", "easy", "--seed", "2", "--json"]);
    assert!(json.status.success(), "{}", err(&json));
    let review: serde_json::Value = serde_json::from_str(&out(&json)).unwrap();
    assert_eq!(
        review["format"],
        cubist_session::review::REVIEW_FORMAT,
        "{review}"
    );
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let actions = review["actions"].as_array().unwrap();
    assert_eq!(actions.len(), record["actions"].as_array().unwrap().len());
    assert_eq!(review["seats"].as_array().unwrap().len(), 2);
    // The text lists the same actions: one line each.
    for a in actions {
        let line = format!(
            "{:>3}. P{} {}",
            a["ply"].as_u64().unwrap(),
            a["seat"].as_u64().unwrap(),
            a["action"].as_str().unwrap()
        );
        assert!(t.contains(&line), "{line} is missing from\n{t}");
    }
}

#[test]
fn missing_corrupt_and_unfinished_records_are_refused() {
    let o = cubist(&["review", temp("nothing-here.json").to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(err(&o).contains("nothing-here.json"), "{}", err(&o));

    let corrupt = temp("corrupt.json");
    std::fs::write(&corrupt, "{ \"format\": 1, \"game\": ").unwrap();
    let o = cubist(&["review", corrupt.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(err(&o).contains("corrupt.json"), "{}", err(&o));
    assert!(out(&o).is_empty());

    let mut record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(record("to-cut.json")).unwrap()).unwrap();
    record["result"] = serde_json::Value::Null;
    record["actions"].as_array_mut().unwrap().pop();
    let unfinished = temp("unfinished.json");
    std::fs::write(&unfinished, record.to_string()).unwrap();
    let o = cubist(&["review", unfinished.to_str().unwrap(), "--level", "easy"]);
    assert!(!o.status.success());
    assert!(err(&o).contains("not finished"), "{}", err(&o));

    let o = cubist(&["review", unfinished.to_str().unwrap(), "--level", "wizard"]);
    assert!(!o.status.success());
    assert!(err(&o).contains("--level wizard"), "{}", err(&o));
}
