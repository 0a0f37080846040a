//! The shipped Squadro puzzles (`data/puzzles/squadro.jsonl`), checked again with the
//! tables this file builds and with a plain negamax of the rules, sharing nothing
//! with the code that made them: each line is read as plain JSON.

use cubist_ai::solver::Value;
use cubist_ai::tables::{TableValue, Tables};
use cubist_core::{Game, Seat, ToMove};
use cubist_squadro::{Action, Squadro};

use super::{kept, light_three, options, tables, DARK_THREE};

/// The set, one JSON value a line.
fn shipped() -> Vec<serde_json::Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/puzzles/squadro.jsonl");
    let text = std::fs::read_to_string(path).expect("the Squadro puzzles ship");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).expect("a puzzle is JSON"))
        .collect()
}

/// A puzzle's start and its solution as actions.
fn read(p: &serde_json::Value) -> (Squadro, Seat, Vec<Action>) {
    let game = Squadro::decode(p["position"].as_str().unwrap()).expect("the position decodes");
    let solver = p["solver"].as_u64().unwrap() as Seat - 1;
    let mut walk = game.clone();
    let mut line = Vec::new();
    for a in p["solution"].as_array().unwrap() {
        let seat = walk.to_move().actor().expect("someone is to move");
        let lane = walk.parse_action(seat, a.as_str().unwrap()).unwrap();
        walk.play(seat, lane);
        line.push(lane);
    }
    (game, solver, line)
}

/// The mover's order of table values: wins soonest first, losses latest first.
fn key(v: TableValue) -> (u8, i32) {
    let plies = i32::from(v.plies.unwrap_or(0));
    match v.value {
        Value::Win => (2, -plies),
        Value::Draw => (1, 0),
        Value::Loss => (0, plies),
    }
}

/// Every legal action of the mover with the value it keeps, from the tables.
fn values(tables: &Tables<Squadro>, game: &Squadro) -> Vec<(Action, TableValue)> {
    let seat = game.to_move().actor().unwrap();
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    actions
        .into_iter()
        .map(|a| (a, kept(tables, game, a)))
        .collect()
}

/// Plain negamax of the rules to `depth` plies: `Some(true)` if the mover forces a
/// win within it, `Some(false)` if the opponent does, `None` if neither is shown.
fn negamax(game: &Squadro, depth: u32) -> Option<bool> {
    let ToMove::One(seat) = game.to_move() else {
        return None;
    };
    if depth == 0 {
        return None;
    }
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    let mut all_lose = true;
    for a in actions {
        let mut child = game.clone();
        child.play(seat, a);
        let r = match child.outcome() {
            Some(o) => Some(o.winners.contains(seat)),
            None if child.to_move() == ToMove::One(seat) => negamax(&child, depth - 1),
            None => negamax(&child, depth - 1).map(|w| !w),
        };
        match r {
            Some(true) => return Some(true),
            Some(false) => {}
            None => all_lose = false,
        }
    }
    all_lose.then_some(false)
}

#[test]
fn every_shipped_squadro_puzzle_is_confirmed_by_the_tables_and_short_ones_by_negamax() {
    let tables = tables();
    let puzzles = shipped();
    assert!(puzzles.len() >= 900, "{} Squadro puzzles", puzzles.len());
    let families = Squadro::position_families(&options());
    for k in DARK_THREE {
        assert!(families[k].name().starts_with("squadro-l123-d"));
    }
    for k in light_three() {
        assert!(
            families[k].name().ends_with("-d123"),
            "{}",
            families[k].name()
        );
    }
    let (mut brute, mut others, mut refuted) = (0, 0, 0);
    let mut solvers = [0usize; 2];
    for p in &puzzles {
        let id = p["id"].as_str().unwrap();
        assert_eq!(p["goal"], "win", "{id}");
        assert_eq!(p["proof"]["kind"], "exact", "{id}");
        let (start, solver, line) = read(p);
        solvers[solver] += 1;
        // Three pieces of the solver to move: Dark's in the Light-123 families, Light's
        // in the Dark-123 ones.
        let family = start.position_family().expect("a family's position");
        let expected = if solver == 1 {
            DARK_THREE.contains(&family)
        } else {
            light_three().any(|k| k == family)
        };
        assert!(expected, "{id}: family {}", families[family].name());
        let value = tables.probe(&start).expect("the start is in the tables");
        assert_eq!(value.value, Value::Win, "{id}");
        let words = format!("win in {}", value.plies.unwrap());
        assert_eq!(p["proof"]["value"], words.as_str(), "{id}");
        let mut game = start.clone();
        let mut sends_back = false;
        for &lane in &line {
            let seat = game.to_move().actor().unwrap();
            let vs = values(&tables, &game);
            if seat == solver {
                assert!(vs.len() >= 3, "{id}: a turn of {} moves", vs.len());
                let wins: Vec<Action> = vs
                    .iter()
                    .filter(|(_, v)| v.value == Value::Win)
                    .map(|&(a, _)| a)
                    .collect();
                assert_eq!(wins, vec![lane], "{id}: the only winning move");
            } else {
                let best = vs.iter().map(|&(_, v)| key(v)).max().unwrap();
                let played = vs.iter().find(|(a, _)| *a == lane).unwrap().1;
                assert_eq!(key(played), best, "{id}: the reply is the best defence");
            }
            let before = game.progress()[1 - seat];
            game.play(seat, lane);
            let after = game.progress()[1 - seat];
            sends_back |= seat == solver && (0..5).any(|l| after[l] < before[l]);
        }
        let theme = if sends_back { "send back" } else { "race" };
        assert_eq!(p["themes"], serde_json::json!([theme]), "{id}");
        // Short wins: the only move forces the win by plain search, no other move
        // shows a win, and most show the loss within 15 plies.
        let plies = u32::from(value.plies.unwrap());
        if plies <= 9 {
            brute += 1;
            for (a, _) in values(&tables, &start) {
                let mut child = start.clone();
                child.play(solver, a);
                let won = match child.outcome() {
                    Some(o) => Some(o.winners.contains(solver)),
                    None => (1..=15).find_map(|d| negamax(&child, d)).map(|w| !w),
                };
                if a == line[0] {
                    assert_eq!(won, Some(true), "{id}: the only move wins");
                } else {
                    assert_ne!(won, Some(true), "{id}: move {} wins too", a.0 + 1);
                    others += 1;
                    refuted += usize::from(won == Some(false));
                }
            }
        }
    }
    println!(
        "{} puzzles (Light solves {}, Dark {}); negamax checked {brute} short ones and refuted {refuted} of their {others} other moves",
        puzzles.len(),
        solvers[0],
        solvers[1]
    );
    assert!(
        solvers.iter().all(|&n| n * 4 >= puzzles.len()),
        "puzzles by Light and by Dark: {solvers:?}"
    );
    assert!(
        brute >= 300,
        "only {brute} puzzles were short enough for negamax"
    );
    assert!(
        refuted * 2 >= others,
        "negamax refuted {refuted} of {others} other moves"
    );
}
