//! The `cubist` binary end to end, driven as a user or a script would.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn cubist(args: &[&str], stdin: &str) -> Output {
    cubist_in(&[], args, stdin)
}

/// `cubist` run in a locale of its own: the variables `locale` sets, and no other
/// (English when it sets none), whatever the locale of the tests' runner.
fn cubist_in(locale: &[(&str, &str)], args: &[&str], stdin: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cubist"));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command.envs(locale.iter().copied());
    let mut child = command
        .args(["--color", "never"])
        .args(args)
        // Keys for sealed saves go to a test directory, not the user's.
        .env("CUBIST_DATA_DIR", temp("data"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cubist runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The engine's final line of each command: `ok …` or `error …`.
fn final_replies(t: &str) -> Vec<&str> {
    t.lines()
        .filter(|l| l.starts_with("ok") || l.starts_with("error"))
        .collect()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A path in this test run's own directory.
fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cubist-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn games_lists_every_game_with_its_options() {
    let o = cubist(&["games"], "");
    assert!(o.status.success());
    let t = text(&o);
    for name in cubist_games::NAMES {
        assert!(t.contains(name), "{name} listed");
    }
    assert!(t.contains("first") && t.contains("default"));
}

#[test]
fn rules_are_shown_and_unknown_games_are_errors() {
    let o = cubist(&["rules", "squadro"], "");
    assert!(o.status.success());
    assert!(text(&o).contains("JUMPING"));
    let o = cubist(&["rules", "chess"], "");
    assert!(!o.status.success());
    assert!(err(&o).contains("unknown game 'chess'"), "{}", err(&o));
}

#[test]
fn rules_and_prompts_are_in_the_language_asked_for() {
    let o = cubist(&["--lang", "fr", "rules", "squadro"], "");
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(t.starts_with("SQUADRO — les règles en bref"), "{t}");
    assert!(t.contains("SAUTS") && t.contains("(par défaut"), "{t}");
    assert!(!t.contains("JUMPING") && !t.contains("<!--"), "{t}");
    let o = cubist(&["rules", "squadro", "--lang", "es"], "");
    assert!(text(&o).contains("SALTOS"), "the flag is global");
    let o = cubist(&["--lang", "xx", "rules", "squadro"], "");
    assert!(!o.status.success());
    assert!(err(&o).contains("unknown language 'xx'"), "{}", err(&o));
    let o = cubist(
        &[
            "--lang",
            "it",
            "play",
            "squadro",
            "--ai",
            "random",
            "--seed",
            "3",
            "--option",
            "first=light",
            "--record",
            temp("italiano.json").to_str().unwrap(),
        ],
        "moves\nquit\n",
    );
    let t = text(&o);
    assert!(t.contains("seme 3. Scrivi `help` per i comandi."), "{t}");
    assert!(t.contains("Mosse legali (5): 1  2  3  4  5"), "{t}");
    assert!(t.contains("Partita salvata in"), "{t}");
}

#[test]
fn without_the_flag_the_locale_chooses_the_language() {
    let said = |locale: &[(&str, &str)]| text(&cubist_in(locale, &["rules", "squadro"], ""));
    assert!(said(&[("LANG", "de_DE.UTF-8")]).contains("SPRINGEN"));
    assert!(said(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "it_IT.UTF-8")]).contains("SALTI"));
    assert!(said(&[("LC_ALL", "es_ES"), ("LC_MESSAGES", "it_IT")]).contains("SALTOS"));
    assert!(said(&[("LANG", "C.UTF-8")]).contains("JUMPING"));
    assert!(said(&[]).contains("JUMPING"));
    let flagged = cubist_in(
        &[("LANG", "de_DE")],
        &["--lang", "en", "rules", "squadro"],
        "",
    );
    assert!(text(&flagged).contains("JUMPING"), "the flag wins");
}

#[test]
fn play_explains_bad_input_saves_on_quit_and_resumes() {
    let path = temp("resume.json");
    let p = path.to_str().unwrap();
    let o = cubist(
        &[
            "play",
            "squadro",
            "--ai",
            "random",
            "--seed",
            "3",
            "--option",
            "first=light",
            "--record",
            p,
        ],
        "7\nhello\nmoves\n1\nquit\n",
    );
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(
        t.contains("cannot read '7' as an action: a lane number from 1 to 5"),
        "{t}"
    );
    assert!(t.contains("Legal moves (5): 1  2  3  4  5"), "{t}");
    // Each move is announced in words, with its notation.
    assert!(
        t.contains("Light moves its lane-1 piece 1 square from b1 to b2. (1)"),
        "{t}"
    );
    assert!(t.contains("Dark moves its lane-"), "{t}");
    assert!(t.contains("Game saved to"), "{t}");
    // The replay of the unfinished game lists both moves in words beside their notation.
    let o = cubist(&["replay", p, "--last"], "");
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(
        t.contains("1. 1 — Light moves its lane-1 piece 1 square from b1 to b2\n2. "),
        "{t}"
    );
    assert!(t.contains("— Dark moves its lane-"), "{t}");
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        saved["actions"].as_array().unwrap().len(),
        2,
        "my move and the reply"
    );

    let o = cubist(&["play", "--resume", p], "undo\nquit\n");
    assert!(o.status.success(), "{}", err(&o));
    assert!(text(&o).contains("resumed from"), "{}", text(&o));
    assert!(text(&o).contains("Took back 2 action(s)"), "{}", text(&o));
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved["actions"].as_array().unwrap().len(), 0);
}

#[test]
fn a_whole_game_can_be_played_recorded_and_replayed() {
    let path = temp("whole.json");
    let p = path.to_str().unwrap();
    // Cycle through the lanes; moves of finished pieces are refused and we go on.
    let moves = "1\n2\n3\n4\n5\n".repeat(200);
    let o = cubist(
        &[
            "play", "squadro", "--ai", "random", "--seed", "8", "--record", p,
        ],
        &moves,
    );
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(
        t.contains("Game over:") && t.contains("Record saved to"),
        "{t}"
    );
    let o = cubist(&["replay", p, "--last"], "");
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(
        t.contains("1. ") && (t.contains("wins") || t.contains("draw")),
        "{t}"
    );
    // Every move of the list is its notation and its sentence.
    let listed: Vec<&str> = t
        .lines()
        .filter(|l| l.contains(". ") && l.contains(" — "))
        .collect();
    assert!(listed.len() > 10, "{t}");
    for line in listed {
        let (_, said) = line.split_once(" — ").unwrap();
        assert!(
            said.starts_with("Light moves its lane-") || said.starts_with("Dark moves its lane-"),
            "{line}"
        );
    }
    // Step by step, each position follows its move's sentence.
    let o = cubist(&["replay", p], "");
    assert!(o.status.success(), "{}", err(&o));
    assert!(text(&o).contains("\n1. "), "{}", text(&o));
    // A finished game cannot be resumed.
    let o = cubist(&["play", "--resume", p], "");
    assert!(!o.status.success());
    assert!(err(&o).contains("finished game"));
}

#[test]
fn corrupt_saves_are_refused_with_a_reason() {
    let path = temp("corrupt.json");
    std::fs::write(&path, "{ this is not a record").unwrap();
    let o = cubist(&["play", "--resume", path.to_str().unwrap()], "");
    assert!(!o.status.success());
    assert!(err(&o).contains("not a game record"), "{}", err(&o));
    let record = r#"{"format":1,"game":"squadro","options":{},"seed":1,"seats":["human","random"],"actions":[{"seat":0,"action":"9"}],"result":null}"#;
    std::fs::write(&path, record).unwrap();
    let o = cubist(&["replay", path.to_str().unwrap()], "");
    assert!(!o.status.success());
    assert!(
        err(&o).contains("action 1 ('9' by player 1) cannot be replayed"),
        "{}",
        err(&o)
    );
}

#[test]
fn bad_options_and_agents_are_errors() {
    let o = cubist(&["play", "squadro", "--option", "cap=5"], "");
    assert!(err(&o).contains("cap=5 is not valid"), "{}", err(&o));
    let o = cubist(&["play", "squadro", "--option", "colour=red"], "");
    assert!(err(&o).contains("unknown option 'colour'"), "{}", err(&o));
    let o = cubist(&["play", "squadro", "--ai", "grandmaster"], "");
    assert!(
        err(&o).contains("cannot read agent 'grandmaster'"),
        "{}",
        err(&o)
    );
    let o = cubist(&["play", "squadro", "--seat", "3"], "");
    assert!(err(&o).contains("seats 1 to 2"), "{}", err(&o));
}

#[test]
fn selfplay_reports_consistent_totals_and_writes_records() {
    let path = temp("selfplay.jsonl");
    let o = cubist(
        &[
            "selfplay",
            "squadro",
            "--agents",
            "random,random",
            "--games",
            "30",
            "--seed",
            "4",
            "--json",
            "--records",
            path.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err(&o));
    let s: serde_json::Value = serde_json::from_str(&text(&o)).unwrap();
    let wins: u64 = s["wins_by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(wins + s["draws"].as_u64().unwrap(), 30);
    let points: f64 = s["points_by_agent"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .sum();
    assert!((points - 30.0).abs() < 1e-9);
    let lines = std::fs::read_to_string(&path).unwrap();
    assert_eq!(lines.lines().count(), 30);
    // Every written record replays.
    let o = cubist(
        &["replay", path.to_str().unwrap(), "--game", "30", "--last"],
        "",
    );
    assert!(o.status.success(), "{}", err(&o));
    // The same seed gives the same results.
    let again = cubist(
        &[
            "selfplay",
            "squadro",
            "--agents",
            "random,random",
            "--games",
            "30",
            "--seed",
            "4",
            "--json",
        ],
        "",
    );
    let again: serde_json::Value = serde_json::from_str(&text(&again)).unwrap();
    assert_eq!(again, s);
}

#[test]
fn bench_prints_speeds() {
    let o = cubist(&["bench", "squadro", "--seconds", "0.2", "--no-search"], "");
    assert!(o.status.success(), "{}", err(&o));
    assert!(text(&o).contains("actions/s") && text(&o).contains("games/s"));
    // A count where the processor's counters can be read, else the reason there is none.
    let line = text(&o)
        .lines()
        .find(|l| l.trim_start().starts_with("instructions/action"))
        .map(str::to_owned)
        .unwrap_or_else(|| panic!("no instructions line: {}", text(&o)));
    let figure = line.trim_start()["instructions/action".len()..].trim();
    assert!(
        figure.parse::<f64>().is_ok_and(|n| n > 0.0) || figure.starts_with("n/a: "),
        "{line}"
    );
}

#[test]
fn bench_measures_search_levels_and_time_budgets() {
    let o = cubist(
        &[
            "bench",
            "tilt",
            "--seconds",
            "0.3",
            "--positions",
            "2",
            "--option",
            "size=5",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    for line in [
        "MCTS iterations/s",
        "alpha-beta nodes/s",
        "easy ",
        "medium ",
        "hard ",
        "max ",
        "work/s",
        "mcts:time=100ms",
        "alphabeta:time=100ms",
    ] {
        assert!(t.contains(line), "no '{line}' in {t}");
    }
    // Cube Conquest has secret choices: alpha-beta cannot play it and says so.
    let o = cubist(
        &[
            "bench",
            "cube-conquest",
            "--seconds",
            "0.1",
            "--positions",
            "1",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err(&o));
    assert!(text(&o).contains("n/a"), "{}", text(&o));
}

#[test]
fn a_map_file_is_read_from_the_command_line_and_a_record_but_not_the_engine() {
    let map = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../games/cube-attack/maps/duel.json"
    );
    let path = temp("map-file.json");
    let p = path.to_str().unwrap();
    let option = format!("map={map}");
    let o = cubist(
        &[
            "play",
            "cube-attack",
            "--ai",
            "random",
            "--seed",
            "4",
            "--option",
            &option,
            "--record",
            p,
        ],
        "quit\n",
    );
    assert!(o.status.success(), "{}", err(&o));
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved["options"]["map"], map);
    let o = cubist(&["play", "--resume", p], "quit\n");
    assert!(o.status.success(), "{}", err(&o));
    assert!(text(&o).contains("resumed from"), "{}", text(&o));

    let o = cubist(&["engine"], &format!("new cube-attack {option}\nquit\n"));
    assert!(
        text(&o).contains(
            "error map files can be given only on the command line; choose one of six-rings, duel"
        ),
        "{}",
        text(&o)
    );
}

#[test]
fn the_engine_protocol_answers_every_line() {
    let script = "games\nnew squadro seed=5 first=light\ntomove\nlegal\nplay 9\nplay 1\nshow\nagent random\ngo\nplayas 1 2\nrecord\nundo\nstate\nresult\nfrobnicate\nrecord\nquit\n";
    let o = cubist(&["engine"], script);
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    let replies = final_replies(&t);
    // One final line per command, plus the greeting.
    assert_eq!(replies.len(), script.lines().count() + 1, "{t}");
    assert!(t.contains("ok seed 5"));
    assert!(t.contains("action 5\nok 5"), "{t}");
    assert!(t.contains("error cannot read '9' as an action"), "{t}");
    assert!(
        t.contains("error illegal move: it is not player 1's turn"),
        "{t}"
    );
    assert!(t.contains("error the game is not over"));
    assert!(t.contains("error unknown command 'frobnicate'"));
    assert!(t.contains("info agent random time"), "{t}");
    assert!(
        t.contains("\"actions\":[{\"seat\":0,\"action\":\"1\"}]"),
        "{t}"
    );
    assert!(
        t.contains("\"actions\":[]"),
        "undo removed the action from the record: {t}"
    );
    assert!(t.contains("mover=light"), "undo restored the start: {t}");
    assert!(t.trim_end().ends_with("ok bye"));
}

#[test]
fn the_engine_result_and_record_say_draw() {
    // Ten actions of Squadro with a cap of 10 end in a draw.
    let script = format!(
        "new squadro seed=5 first=light cap=10\n{}result\nrecord\nquit\n",
        "play 1\n".repeat(10)
    );
    let o = cubist(&["engine"], &script);
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(
        t.contains("ok winners 1,2 draw scores 0,0 reason 10 actions played\n"),
        "{t}"
    );
    assert!(t.contains("\"draw\":true"), "the record says so too: {t}");
}

#[test]
fn the_engine_view_is_the_versioned_wire_view() {
    let script = "new squadro seed=5 first=light\nplay 2\nview 2\nview\nnew cube-conquest seed=3\nview 1\nview spectator\nquit\n";
    let o = cubist(&["engine"], script);
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    let views: Vec<serde_json::Value> = t
        .lines()
        .filter_map(|l| l.strip_prefix("ok {"))
        .map(|json| serde_json::from_str(&format!("{{{json}")).unwrap())
        .collect();
    assert_eq!(views.len(), 4, "{t}");
    for v in &views {
        assert_eq!(v["version"], 1, "{v}");
        assert!(v["view"]["turn"]["kind"].is_string(), "{v}");
    }
    assert_eq!(views[0]["game"], "squadro");
    assert_eq!(views[0]["observer"], 2);
    assert!(views[1]["observer"].is_null());
    let light = &views[0]["view"]["seats"][0];
    assert_eq!(light["name"], "Light");
    assert_eq!(
        light["pieces"][1]["square"], "c4",
        "lane 2 moved 3: {light}"
    );
    assert_eq!(
        views[0]["view"]["turn"],
        serde_json::json!({"kind": "one", "seat": 2})
    );
    assert_eq!(views[2]["game"], "cube-conquest");
    assert!(views[2]["view"]["seats"][0]["hand"].is_array());
    assert!(views[2]["view"]["seats"][1]["hand"].is_null());
    assert!(views[3]["view"]["seats"][0]["hand"].is_null());
}

#[test]
fn tournament_writes_a_cross_table_and_ratings() {
    let md = temp("t.md");
    let json = temp("t.json");
    let o = cubist(
        &[
            "tournament",
            "squadro",
            "--agents",
            "random,mcts:iterations=200",
            "--games",
            "6",
            "--seed",
            "2",
            "--markdown",
            md.to_str().unwrap(),
            "--json",
            json.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err(&o));
    let t = std::fs::read_to_string(&md).unwrap();
    assert!(t.contains("| rank | agent | Elo | 95% CI | score |"), "{t}");
    assert!(
        t.contains("--seed 2"),
        "the seed is written next to the table: {t}"
    );
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let a = r["score"][0][1].as_f64().unwrap();
    let b = r["score"][1][0].as_f64().unwrap();
    assert!(
        (a + b - 1.0).abs() < 1e-9,
        "scores of a pairing add up to 1"
    );
    assert!(b > a, "a searching agent outscores random");
    let ratings = r["ratings"].as_array().unwrap();
    assert_eq!(ratings.len(), 2);
    assert!(ratings[1]["elo"].as_f64().unwrap() > ratings[0]["elo"].as_f64().unwrap());
    let o = cubist(
        &[
            "tournament",
            "squadro",
            "--agents",
            "random",
            "--games",
            "2",
        ],
        "",
    );
    assert!(err(&o).contains("at least two agents"));
}

#[test]
fn a_ladder_pairs_only_neighbours() {
    let md = temp("ladder.md");
    let json = temp("ladder.json");
    let o = cubist(
        &[
            "tournament",
            "tilt",
            "--agents",
            "random,greedy,mcts:iterations=300",
            "--games",
            "4",
            "--ladder",
            "--jobs",
            "1",
            "--markdown",
            md.to_str().unwrap(),
            "--json",
            json.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err(&o));
    let t = std::fs::read_to_string(&md).unwrap();
    assert!(
        t.contains("--ladder"),
        "the command written is a ladder: {t}"
    );
    assert!(t.contains("| `random` – `greedy` | 4 |"), "{t}");
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(r["format"], "ladder");
    let pairings = r["pairings"].as_array().unwrap();
    assert_eq!(pairings.len(), 2, "random–greedy and greedy–mcts only");
    for p in pairings {
        let games = p["wins"].as_u64().unwrap()
            + p["losses"].as_u64().unwrap()
            + p["draws"].as_u64().unwrap();
        assert_eq!(games, 4);
        let (low, score, high) = (
            p["low"].as_f64().unwrap(),
            p["score"].as_f64().unwrap(),
            p["high"].as_f64().unwrap(),
        );
        assert!(low <= score && score <= high);
    }
    assert!(r["score"][0][2].is_null(), "random never met mcts");
    assert!(r["score"][0][1].is_number());
    assert_eq!(r["ratings"].as_array().unwrap().len(), 3);
}

#[test]
fn same_screen_hidden_information_asks_before_showing_each_view() {
    let input =
        "\nplace a1\nplace b1\n\nplace a5\nplace b5\n\nmoves reinforce\nreinforce 6 b1\n\nquit\n";
    let path = temp("hotseat.json");
    let o = cubist(
        &[
            "play",
            "cube-conquest",
            "--hotseat",
            "--seed",
            "2",
            "--option",
            "first=1",
            "--record",
            path.to_str().unwrap(),
        ],
        input,
    );
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(t.contains("Legal moves (1): reinforce 6 b1"), "{t}");
    // Every time the screen shows another player's view, that player was asked for first.
    let mut asked: Option<String> = None;
    let mut shown: Option<String> = None;
    let mut views = 0;
    for line in t.lines() {
        if let Some(rest) = line.strip_prefix("Pass the screen to ") {
            asked = Some(rest.split('.').next().unwrap().to_string());
        }
        if let Some(rest) = line.strip_prefix("Cube Conquest, seen by ") {
            let who = rest.split(' ').next().unwrap().to_string();
            if shown.as_ref() != Some(&who) {
                assert_eq!(
                    asked.as_ref(),
                    Some(&who),
                    "view of {who} shown without asking: {t}"
                );
                asked = None;
                views += 1;
            }
            shown = Some(who);
        }
        assert!(
            !line.contains("seen by a spectator"),
            "players get their own views"
        );
    }
    assert!(
        views >= 4,
        "the screen changed hands at least four times: {t}"
    );
    // Undo would reveal secrets on a shared screen.
    let o = cubist(
        &["play", "--resume", path.to_str().unwrap()],
        "\nundo\nquit\n",
    );
    assert!(text(&o).contains("Undo is off"), "{}", text(&o));
}

#[test]
fn undo_against_the_computer_is_off_when_cards_are_hidden() {
    // Replaying from the seed would deal the same cards: undoing would show the future.
    let path = temp("undo-hidden.json");
    let o = cubist(
        &[
            "play",
            "cube-conquest",
            "--ai",
            "random",
            "--seed",
            "3",
            "--option",
            "first=1",
            "--record",
            path.to_str().unwrap(),
        ],
        "place a1\nplace b1\nundo\nquit\n",
    );
    let t = text(&o);
    assert!(
        t.contains("Undo is off in a game with hidden information"),
        "{t}"
    );
    // The save holds neither the seed nor the actions in the clear while the game runs.
    let save: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert!(
        save.get("seed").is_none() && save.get("actions").is_none(),
        "{save}"
    );
    assert_eq!(save["game"], "cube-conquest");
    // Nothing was taken back: both placements (and the computer's) are still there.
    let o = cubist(&["play", "--resume", path.to_str().unwrap()], "quit\n");
    let t = text(&o);
    let played: usize = t
        .split("after ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no action count in {t}"));
    assert!(played >= 2, "{t}");
}

#[test]
fn a_hidden_information_game_keeps_its_seed_off_the_screen_until_the_end() {
    let path = temp("seed-secret.json");
    let p = path.to_str().unwrap();
    let o = cubist(
        &[
            "play",
            "cube-conquest",
            "--ai",
            "random",
            "--seed",
            "987654",
            "--record",
            p,
        ],
        "quit\n",
    );
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(!t.contains("987654"), "the seed was shown: {t}");
    assert!(t.contains("the seed stays secret"), "{t}");
    let saved = std::fs::read_to_string(&path).unwrap();
    assert!(
        !saved.contains("987654"),
        "the seed was saved readably: {saved}"
    );
    // A sealed save is not a record to watch yet.
    let o = cubist(&["replay", p], "");
    assert!(!o.status.success());
    assert!(err(&o).contains("still being played"), "{}", err(&o));
    // Without the key that sealed it, the save cannot be resumed.
    let other = temp("other-data");
    let o = Command::new(env!("CARGO_BIN_EXE_cubist"))
        .args(["play", "--resume", p])
        .env("CUBIST_DATA_DIR", &other)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!o.status.success());
    assert!(err(&o).contains("sealed"), "{}", err(&o));
}

#[test]
fn the_perfect_player_refuses_a_game_too_large_to_solve_before_play() {
    let o = cubist(
        &[
            "selfplay",
            "zhen",
            "--agents",
            "perfect:states=1000,random",
            "--games",
            "2",
        ],
        "",
    );
    assert!(!o.status.success());
    assert!(err(&o).contains("perfect cannot play zhen"), "{}", err(&o));
    let o = cubist(
        &[
            "selfplay",
            "zhen",
            "--agents",
            "perfect,random",
            "--games",
            "4",
            "--option",
            "tiles=4",
            "--option",
            "cubes=2",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err(&o));
}

/// `cubist` with the endgame tables looked for in `tables` (and keys in a test
/// directory).
fn cubist_with_tables(args: &[&str], tables: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cubist"))
        .args(["--color", "never"])
        .args(args)
        .env("CUBIST_DATA_DIR", temp("data"))
        .env("CUBIST_TABLES", tables)
        .stdin(Stdio::null())
        .output()
        .expect("cubist runs")
}

/// `play squadro --ai perfect`, Light first, its record written to `record`.
fn perfect_squadro(record: &std::path::Path) -> [&str; 8] {
    [
        "play",
        "squadro",
        "--ai",
        "perfect",
        "--option",
        "first=light",
        "--record",
        record.to_str().unwrap(),
    ]
}

#[test]
fn solve_builds_tables_that_perfect_play_uses_and_says_when_they_are_absent_or_refused() {
    let tables = temp("tables");
    let record = temp("perfect.json");
    let play = perfect_squadro(&record);
    let missing =
        "endgame tables are not built (`cubist solve` builds them): the computer plays as max";

    // No tables: the game starts at once and the player is told perfect play is max.
    std::fs::create_dir_all(&tables).unwrap();
    let o = cubist_with_tables(&play, &tables);
    assert!(o.status.success(), "{}", err(&o));
    assert!(text(&o).contains(missing), "{}", text(&o));

    let o = cubist_with_tables(
        &[
            "solve",
            "squadro",
            "--families",
            "2",
            "--tables",
            tables.to_str().unwrap(),
        ],
        &tables,
    );
    assert!(o.status.success(), "{}", err(&o));
    assert!(
        text(&o).contains("squadro: 2 of 665 families"),
        "{}",
        text(&o)
    );
    let files: Vec<PathBuf> = std::fs::read_dir(tables.join("squadro"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 2, "{files:?}");

    // With tables there is nothing to say.
    let o = cubist_with_tables(&play, &tables);
    assert!(o.status.success(), "{}", err(&o));
    assert!(!text(&o).contains("endgame tables"), "{}", text(&o));

    // A truncated table is refused, and the player told why.
    let bytes = std::fs::read(&files[0]).unwrap();
    std::fs::write(&files[0], &bytes[..bytes.len() / 2]).unwrap();
    let o = cubist_with_tables(&play, &tables);
    assert!(o.status.success(), "{}", err(&o));
    assert!(
        text(&o).contains("endgame tables were refused"),
        "{}",
        text(&o)
    );
}

#[test]
fn solve_dense_writes_tables_without_holes_that_perfect_play_finds() {
    let tables = temp("dense-tables");
    let record = temp("dense-perfect.json");
    let play = perfect_squadro(&record);
    let solve = [
        "solve",
        "squadro",
        "--families",
        "2",
        "--dense",
        "--tables",
        tables.to_str().unwrap(),
    ];
    std::fs::create_dir_all(&tables).unwrap();
    let o = cubist_with_tables(&solve, &tables);
    assert!(o.status.success(), "{}", err(&o));
    assert!(text(&o).contains("squadro-dense-l123-d123"), "{}", text(&o));
    let mut files: Vec<String> = std::fs::read_dir(tables.join("squadro"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(
        files,
        ["squadro-dense-l123-d123.tbl", "squadro-dense-l123-d124.tbl"]
    );
    // The player finds them: nothing is said about missing tables.
    let o = cubist_with_tables(&play, &tables);
    assert!(o.status.success(), "{}", err(&o));
    assert!(!text(&o).contains("endgame tables"), "{}", text(&o));
    // Solving again finds them on disk.
    let o = cubist_with_tables(&solve, &tables);
    assert!(o.status.success(), "{}", err(&o));
    assert!(text(&o).contains("already built"), "{}", text(&o));
}

#[test]
fn at_one_screen_a_draw_is_offered_and_accepted_and_a_player_may_resign() {
    let path = temp("draw.json");
    let args = [
        "play",
        "squadro",
        "--hotseat",
        "--option",
        "first=light",
        "--record",
        path.to_str().unwrap(),
    ];
    let o = cubist(&args, "draw\nno\n1\ndraw\nyes\n");
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(t.contains("Light offered a draw."), "{t}");
    assert!(t.contains("The offer stands until Light moves."), "{t}");
    assert!(t.contains("Dark offered a draw."), "{t}");
    assert!(t.contains("Light accepted the draw."), "{t}");
    assert!(
        t.contains("draw between Light and Dark (draw agreed)."),
        "{t}"
    );
    let record = std::fs::read_to_string(&path).unwrap();
    assert!(record.contains("\"accept_draw\""), "{record}");

    // Before both have moved, resigning aborts the game; after, it loses.
    let o = cubist(&args, "resign\n");
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(t.contains("Light aborted the game."), "{t}");
    assert!(t.contains("game aborted by Light."), "{t}");
    let o = cubist(&args, "1\n1\nresign\n");
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(t.contains("Light resigned."), "{t}");
    assert!(t.contains("Dark wins (Light resigned)."), "{t}");
    // The saved record replays to the same end.
    let o = cubist(&["replay", path.to_str().unwrap(), "--last"], "");
    assert!(o.status.success(), "{}", err(&o));
}

#[test]
fn play_refuses_a_bad_clock_with_the_reason() {
    let o = cubist(&["play", "squadro", "--clock", "5"], "");
    assert!(!o.status.success());
    assert!(
        err(&o).contains("--clock 5: '5' is not a time control: write minutes+seconds (5+3)"),
        "{}",
        err(&o)
    );
    let o = cubist(&["play", "squadro", "--clock", "0+5"], "");
    assert!(err(&o).contains("at least 1 second"), "{}", err(&o));
    let path = temp("untimed.json");
    let p = path.to_str().unwrap();
    let o = cubist(
        &["play", "squadro", "--clock", "untimed", "--record", p],
        "quit\n",
    );
    assert!(o.status.success(), "{}", err(&o));
    assert!(!text(&o).contains("Clock:"), "{}", text(&o));
}

#[test]
fn a_clocked_game_shows_the_clocks_and_keeps_them_in_its_save_and_replay() {
    let path = temp("clocked.json");
    let p = path.to_str().unwrap();
    let play = [
        "play",
        "squadro",
        "--ai",
        "random",
        "--seed",
        "3",
        "--option",
        "first=light",
        "--record",
        p,
        "--clock",
        "5+3",
    ];
    let o = cubist(&play, "1\nquit\n");
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(t.contains("Clock: 5+3 for each player"), "{t}");
    assert!(
        t.contains("Light 5:00  Dark 5:00\nLight> "),
        "no clock runs before the first move: {t}"
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        saved["clock"],
        serde_json::json!({"initial_ms": 300_000, "increment_ms": 3_000})
    );
    assert_eq!(saved["actions"][0]["left_ms"], 300_000);
    // Light's first move starts the clocks; the computer replies at once and gains 3 s.
    let dark = saved["actions"][1]["left_ms"].as_u64().unwrap();
    assert!((297_000..=303_000).contains(&dark), "{dark}");
    let dark = format!("Dark {}:{:02}", dark / 60_000, dark / 1_000 % 60);
    // Light's clock runs from there: it shows 5:00, or 4:59 once a millisecond passed.
    let shown = |light: &str| t.contains(&format!("Light {light} ▶  {dark}\nLight> "));
    assert!(shown("5:00") || shown("4:59"), "{t}");

    let o = cubist(&["play", "--resume", p], "quit\n");
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(
        t.contains(&format!(" ▶  {dark}\nLight> ")),
        "the clocks come back: {t}"
    );

    let o = cubist(&["replay", p, "--last"], "");
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    assert!(t.contains("Clock: 5+3 for each player."), "{t}");
    assert!(
        t.contains("1. 1 — Light moves its lane-1 piece 1 square from b1 to b2 (5:00 left)\n2. "),
        "{t}"
    );
    assert!(t.contains(" — Dark moves its lane-"), "{t}");
    assert!(t.contains(&format!("{} left)", &dark[5..])), "{t}");

    let o = cubist(&["play", "--resume", p, "--clock", "1+0"], "");
    assert!(!o.status.success(), "a resumed game keeps its clock");
}

/// The one test that waits for a clock: the player's 1.2 s (and the half second
/// allowed for a slow connection) run out while the prompt waits for a line that
/// never comes, and the game ends on its own.
#[test]
fn a_player_who_thinks_too_long_loses_on_time_while_the_prompt_waits() {
    let path = temp("flag.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cubist"))
        .args(["--color", "never", "play", "squadro", "--ai", "random"])
        .args(["--seed", "3", "--option", "first=light", "--seat", "2"])
        .args(["--clock", "0.02+0", "--record", path.to_str().unwrap()])
        .env("CUBIST_DATA_DIR", temp("data"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cubist runs");
    // Dark makes its first move at once (before every seat has moved, running out
    // would abort the game); then input stays open, nothing more is typed, and
    // nothing tells the game to stop.
    let mut held = child.stdin.take();
    std::io::Write::write_all(held.as_mut().unwrap(), b"1\n").unwrap();
    let stdout = child.stdout.take().unwrap();
    let (line, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for l in std::io::BufRead::lines(std::io::BufReader::new(stdout)) {
            if line.send(l.unwrap()).is_err() {
                break;
            }
        }
    });
    // The game ends on its own and offers its analysis, which the player declines by
    // closing the input.
    let mut t = String::new();
    while !t.contains("Type `analyse`") {
        let l = lines
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("the game ends on time");
        t += &l;
        t.push('\n');
    }
    drop(held);
    t.extend(lines.iter().map(|l| l + "\n"));
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", err(&o));
    assert!(t.contains("Dark ran out of time.\n"), "{t}");
    assert!(t.contains("Light wins (Dark ran out of time)."), "{t}");
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved["result"]["reason"], "Dark ran out of time");
    assert_eq!(saved["events"][0]["event"], "timeout", "{saved}");
}

#[test]
fn the_engine_plays_on_a_clock_and_reports_it() {
    let script = "new squadro seed=5 first=light\nclock 5\nclock 0+1\nclock\nclock untimed\nclock 5+3\nclock\nplay 1\ntomove\nclock 1+0\nquit\n";
    let o = cubist(&["engine"], script);
    assert!(o.status.success(), "{}", err(&o));
    let t = text(&o);
    let replies = final_replies(&t);
    assert_eq!(replies.len(), script.lines().count() + 1, "{t}");
    assert!(t.contains("error '5' is not a time control"), "{t}");
    assert!(t.contains("error a clock needs some time"), "{t}");
    assert!(t.contains("\nok untimed\nok untimed\n"), "{t}");
    assert!(
        t.contains("ok 5+3\nclock 1 300000 stopped\nclock 2 300000 stopped\nok 5+3\n"),
        "{t}"
    );
    assert!(t.contains("clock 1 300000 stopped\nclock 2 "), "{t}");
    assert!(t.contains(" running\nok 2\n"), "{t}");
    assert!(
        t.contains("error the time control is chosen before the first action"),
        "{t}"
    );
}

/// The subcommands `cubist --help` lists (without `help`), and those `cubist admin
/// --help` lists.
fn listed_commands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter(|l| !l.starts_with("   "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(String::from)
        .collect()
}

/// A word that starts a sentence inside a description's first paragraph: a capital
/// after a word with no stop before it ("…, by Measure random-play speed…"), names
/// aside. Such a paragraph is two items' descriptions run together.
fn run_together(line: &str) -> Option<String> {
    const NAMES: &[&str] = &[
        "Elo",
        "Markdown",
        "JSON",
        "HTML",
        "CSV",
        "HTTP",
        "WebSocket",
        "Cubist",
        "SQLite",
        "PostgreSQL",
        "Prometheus",
        "MCTS",
        "UTC",
        "Squadro",
        "Zhen",
        "Tilt",
        "Cube",
        "Conquest",
        "Attack",
        "TLS",
        "SMTP",
    ];
    let words: Vec<&str> = line.split_whitespace().collect();
    words.windows(2).find_map(|pair| {
        let (before, word) = (pair[0], pair[1]);
        let capital = word.chars().next().is_some_and(char::is_uppercase);
        let stop = before.ends_with(['.', ':', '!', '?']);
        let name = NAMES
            .iter()
            .any(|n| word.trim_start_matches('(').starts_with(n));
        (capital && !stop && !name).then(|| format!("{before} {word}"))
    })
}

#[test]
fn each_commands_help_begins_with_its_own_description() {
    // How each command's description begins: its own words, not another item's.
    let own = [
        ("games", "List the games"),
        ("rules", "Show the rules of a game"),
        ("play", "Play a game in the terminal"),
        ("selfplay", "Let computer players play many games"),
        ("tournament", "A round robin"),
        ("analyze", "A balance report for game designers"),
        ("bench", "Measure random-play speed"),
        ("engine", "Speak a line protocol"),
        ("replay", "Show a recorded game"),
        ("review", "Mark a finished game's"),
        ("serve", "Serve every game over HTTP"),
        ("puzzles", "Make puzzles"),
        ("solve", "Build a game's endgame tables"),
        ("backup", "Copy a site's database"),
        ("restore", "Put a backup in place"),
        ("admin", "Moderation from the command line"),
    ];
    let top = cubist(&["--help"], "");
    assert!(top.status.success(), "{}", err(&top));
    let listed = listed_commands(&text(&top));
    let mut named: Vec<&str> = own.iter().map(|(c, _)| *c).collect();
    named.sort_unstable();
    let mut sorted: Vec<&str> = listed.iter().map(String::as_str).collect();
    sorted.sort_unstable();
    assert_eq!(sorted, named, "this test names every command");

    let admin = cubist(&["admin", "--help"], "");
    assert!(admin.status.success(), "{}", err(&admin));
    let admin_commands = listed_commands(&text(&admin));
    assert!(!admin_commands.is_empty(), "{}", text(&admin));

    let mut faults = Vec::new();
    let mut check = |args: Vec<&str>, begins: Option<&str>| {
        let out = cubist(&args, "");
        let help = text(&out);
        let first = help.lines().next().unwrap_or("").to_string();
        if !out.status.success() {
            faults.push(format!("{args:?}: {}", err(&out)));
        }
        if let Some(begins) = begins {
            if !first.starts_with(begins) {
                faults.push(format!("{args:?} begins {first:?}, not {begins:?}"));
            }
        }
        if let Some(words) = run_together(&first) {
            faults.push(format!(
                "{args:?}: {first:?} runs two items together at {words:?}"
            ));
        }
    };
    for (command, begins) in own {
        check(vec![command, "--help"], Some(begins));
    }
    for command in &admin_commands {
        check(vec!["admin", command, "--help"], None);
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn puzzles_drawn_from_families_refuse_bad_family_lists_and_write_nothing() {
    let out = temp("drawn-puzzles.jsonl");
    std::fs::remove_file(&out).ok();
    let out_text = out.to_string_lossy().into_owned();
    for (game, families, says) in [
        ("squadro", "0", "family numbers from 1"),
        ("squadro", "5-3", "family numbers from 1"),
        ("squadro", "999", "there is no family 999"),
        ("zhen", "1", "numbers no families"),
    ] {
        let o = cubist(
            &[
                "puzzles",
                "make",
                game,
                "--draw",
                "5",
                "--families",
                families,
                "--out",
                &out_text,
            ],
            "",
        );
        assert!(!o.status.success(), "{game} {families}");
        assert!(err(&o).contains(says), "{game} {families}: {}", err(&o));
        assert!(!out.exists(), "nothing is written");
    }
}
