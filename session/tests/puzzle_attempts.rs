//! A puzzle attempt's verdicts, on a shipped puzzle whose solution is several moves
//! long: a wrong move later in the line is explained by the move that was due there.

use cubist_session::puzzle::{parse_puzzles, Puzzle};
use cubist_session::{attempt_puzzle, AttemptResult};

/// A shipped Zhen puzzle whose solution is nine actions long.
fn long_puzzle() -> Puzzle {
    let set = parse_puzzles(include_str!("../../data/puzzles/zhen.jsonl")).expect("shipped set");
    let p = set
        .into_iter()
        .find(|p| p.id == "zhen-00001")
        .expect("zhen-00001 is shipped");
    assert!(
        p.solution.len() >= 3,
        "a line with a second move of the solver's"
    );
    p
}

#[test]
fn a_wrong_second_move_names_the_move_due_there() {
    let p = long_puzzle();
    let solver = p.solver_seat().unwrap();
    let mut game = p.start().unwrap();
    let other = 1 - solver;
    game.play(solver, &p.solution[0]).unwrap();
    game.play(other, &p.solution[1]).unwrap();
    let due = &p.solution[2];
    let mut explained = 0;
    for wrong in game.legal_actions(solver) {
        if &wrong == due {
            continue;
        }
        let moves = vec![p.solution[0].clone(), wrong.clone()];
        let attempt = attempt_puzzle(&p, &moves).unwrap();
        if attempt.result != AttemptResult::Wrong {
            continue;
        }
        let why = attempt.why.expect("a wrong move says why");
        assert!(
            !why.starts_with(&format!("{wrong} lets the win go: only {wrong} ")),
            "{why}"
        );
        if why.contains(" lets the win go: ") {
            assert!(
                why.contains(&format!("only {due} keeps it")),
                "{wrong}: {why}"
            );
            explained += 1;
        }
    }
    assert!(
        explained > 0,
        "some wrong second move is answered by the only move"
    );
}

#[test]
fn a_wrong_first_move_names_the_first_solution_move() {
    let p = long_puzzle();
    let solver = p.solver_seat().unwrap();
    let game = p.start().unwrap();
    let first = &p.solution[0];
    let wrong = game
        .legal_actions(solver)
        .into_iter()
        .filter(|a| a != first)
        .find_map(|a| {
            let attempt = attempt_puzzle(&p, std::slice::from_ref(&a)).ok()?;
            let why = attempt.why?;
            why.contains(" lets the win go: ").then_some(why)
        })
        .expect("some wrong first move is answered by the only move");
    assert!(wrong.contains(&format!("only {first} keeps it")), "{wrong}");
}
