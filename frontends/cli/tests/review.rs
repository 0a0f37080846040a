//! `cubist review` end to end: a small game's record reviewed as text and as JSON,
//! and records it refuses (missing, corrupt, unfinished) with a message and a
//! failing exit code; `analyse` after a game of `cubist play`, stepping through the
//! same review.

use std::path::PathBuf;
use std::process::{Command, Output};

/// `cubist` in English, whatever the locale of the tests' runner.
fn cubist(args: &[&str]) -> Output {
    cubist_in("en", args)
}

fn cubist_in(lang: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cubist"))
        .args(["--color", "never", "--lang", lang])
        .args(args)
        .env("CUBIST_DATA_DIR", temp("data"))
        .env("CUBIST_TABLES", no_tables())
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
fn a_review_is_written_in_the_language_asked_for() {
    let p = record("deutsch.json");
    let o = cubist_in("de", &["review", p.to_str().unwrap(), "--level", "easy"]);
    assert!(o.status.success(), "{}", err(&o));
    let t = out(&o);
    assert!(
        t.starts_with("Analyse einer Partie zhen auf Stufe easy"),
        "{t}"
    );
    assert!(t.contains("grobe Fehler in"), "{t}");
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

/// An empty directory to look for endgame tables in.
fn no_tables() -> PathBuf {
    let tables = temp("no-tables");
    std::fs::create_dir_all(&tables).unwrap();
    tables
}

/// `cubist play` with `input` typed on standard input.
fn play(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_cubist"))
        .args(["--color", "never", "--lang", "en", "play"])
        .args(args)
        .env("CUBIST_DATA_DIR", temp("data"))
        .env("CUBIST_TABLES", no_tables())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("cubist runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

#[test]
fn a_game_just_played_is_analysed_step_by_step_as_review_judges_it() {
    let path = temp("analysed.json");
    let p = path.to_str().unwrap();
    // Four actions, then Light resigns; an unknown level is refused and asked again.
    let o = play(
        &[
            "squadro", "--ai", "easy", "--seed", "4", "--option", "first=light", "--record", p,
        ],
        "help\n1\n2\nresign\nanalyse wizard\nanalyse easy\nnext\nprev\ngoto 4\nnext\ngoto 9\nfirst\nstart\nlast\nquit\n",
    );
    assert!(o.status.success(), "{}", err(&o));
    let t = out(&o);
    assert!(
        t.contains("  analyse [LEVEL]"),
        "the help lists analyse: {t}"
    );
    assert!(t.contains("Type `analyse`"), "{t}");
    assert!(t.contains("Level wizard: "), "{t}");
    let (_, stepped) = t
        .split_once("Analysis at level easy")
        .expect("the stepper opened");
    assert!(stepped.contains("That was the last action"), "{stepped}");
    assert!(
        stepped.contains("`goto 9`: the game has actions 1 to 4"),
        "{stepped}"
    );
    assert!(
        stepped.contains("The start, before any action."),
        "{stepped}"
    );

    // Each step's line is `cubist review`'s line for that action, in the order asked.
    let review = cubist(&["review", p, "--level", "easy"]);
    assert!(review.status.success(), "{}", err(&review));
    let reviewed = out(&review);
    let line = |ply: usize| {
        reviewed
            .lines()
            .find(|l| l.starts_with(&format!("{ply:>3}. P")))
            .unwrap_or_else(|| panic!("no action {ply} in\n{reviewed}"))
            .to_string()
    };
    let shown: Vec<usize> = stepped
        .lines()
        .filter_map(|l| (1..=4).find(|&ply| l == line(ply)))
        .collect();
    // The first action, next, prev, goto 4, first, last.
    assert_eq!(shown, [1, 2, 1, 4, 1, 4], "{stepped}");
    assert!(stepped.contains("     best "), "{stepped}");
}
