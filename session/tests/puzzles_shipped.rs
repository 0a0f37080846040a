//! The puzzle sets shipped in `data/puzzles/`: every line passes the rules
//! (`parse_puzzles`), and each game's proofs are checked again here by code that
//! shares nothing with the maker: Tilt's, Zhen's and Cube Attack's by a plain
//! depth-bounded search of the rules written below.
//! Squadro's are checked against the endgame tables in `ai/tests/squadro_tables`.
//! Every set keeps the set's rules (`puzzle_make::keep_to_rules`: a choice of at
//! least three moves at every turn of the solver, no two puzzles a move apart).

use cubist_core::{Game, Seat, ToMove};
use cubist_session::puzzle::{parse_puzzles, Goal, Proof, Puzzle};

/// A shipped set, parsed and checked against the rules.
fn shipped(game: &str) -> Vec<Puzzle> {
    let path = format!(
        "{}/../data/puzzles/{game}.jsonl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    parse_puzzles(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What a bounded search shows of a position: bounds `(lo, hi)` on the result for a
/// seat (-1 loss, 0 draw, 1 win); `(-1, 1)` when nothing is shown.
type Bounds = (i8, i8);

/// `seat`'s result of a finished game: 1 alone among the winners, 0 shared, -1 lost.
fn result<G: Game>(g: &G, seat: Seat) -> i8 {
    let o = g.outcome().expect("finished");
    match (o.winners.contains(seat), o.winners.len()) {
        (true, 1) => 1,
        (true, _) => 0,
        (false, 0) => 0,
        (false, _) => -1,
    }
}

/// Plain minimax of the rules to `depth` actions, no memo, at most `budget` nodes:
/// bounds on the result for the seat to move.
fn search<G: Game>(g: &G, depth: u32, budget: &mut u64) -> Bounds {
    let ToMove::One(seat) = g.to_move() else {
        return (-1, 1);
    };
    if depth == 0 || *budget == 0 {
        return (-1, 1);
    }
    *budget -= 1;
    let mut actions = Vec::new();
    g.legal_actions(seat, &mut actions);
    let (mut lo, mut hi) = (-1i8, -1i8);
    for a in actions {
        let mut child = g.clone();
        child.play(seat, a);
        let (clo, chi) = value_for(&child, seat, depth - 1, budget);
        lo = lo.max(clo);
        hi = hi.max(chi);
        if lo == 1 {
            break;
        }
    }
    (lo, hi)
}

/// Bounds on `seat`'s result in `child`, `seat` having just moved.
fn value_for<G: Game>(child: &G, seat: Seat, depth: u32, budget: &mut u64) -> Bounds {
    if child.outcome().is_some() {
        let r = result(child, seat);
        return (r, r);
    }
    let (lo, hi) = search(child, depth, budget);
    match child.to_move() {
        ToMove::One(s) if s == seat => (lo, hi),
        _ => (-hi, -lo),
    }
}

/// Checks of one solver turn: the only move is shown to keep the goal or is not
/// contradicted; every other move is shown not to keep it, or is not contradicted.
/// Returns whether every move was decided by the search.
fn check_turn<G: Game>(id: &str, g: &G, seat: Seat, only: G::Action, goal: Goal) -> bool {
    let need: i8 = if goal == Goal::Win { 1 } else { 0 };
    let mut actions = Vec::new();
    g.legal_actions(seat, &mut actions);
    let mut decided = true;
    for a in actions {
        let mut child = g.clone();
        child.play(seat, a);
        let mut keeps = None;
        for depth in 1..=8 {
            let mut budget = 300;
            let (lo, hi) = value_for(&child, seat, depth, &mut budget);
            keeps = if lo >= need {
                Some(true)
            } else if hi < need {
                Some(false)
            } else {
                None
            };
            if keeps.is_some() || budget == 0 {
                break;
            }
        }
        if a == only {
            assert_ne!(
                keeps,
                Some(false),
                "{id}: the solution's move does not keep the {goal:?}"
            );
        } else {
            assert_ne!(
                keeps,
                Some(true),
                "{id}: another move keeps the {goal:?} too"
            );
        }
        decided &= keeps.is_some();
    }
    decided
}

/// Every solver turn of every puzzle checked by the bounded search; the count of
/// puzzles whose every turn it decided.
fn check_lines<G: Game>(puzzles: &[Puzzle]) -> usize {
    let mut decided = 0;
    for p in puzzles {
        let mut g = G::decode(&p.position).unwrap();
        let solver = p.solver - 1;
        let mut all = true;
        for text in &p.solution {
            let seat = g.to_move().actor().unwrap();
            let a = g.parse_action(seat, text).unwrap();
            if seat == solver {
                all &= check_turn(&p.id, &g, seat, a, p.goal);
            }
            g.play(seat, a);
        }
        decided += usize::from(all);
    }
    decided
}

/// [`check_lines`] for puzzles proved by the exact solver.
fn check_exact<G: Game>(puzzles: &[Puzzle]) -> usize {
    for p in puzzles {
        assert!(
            matches!(&p.proof, Proof::Exact { source, .. } if source == "solver"),
            "{}",
            p.id
        );
    }
    check_lines::<G>(puzzles)
}

/// A puzzle proved by a margin states one at least as wide as the maker's rule.
fn assert_margin(p: &Puzzle) {
    match &p.proof {
        Proof::Margin { best, others, .. } => {
            assert!(*best >= 0.9 && *others <= 0.5, "{}: {best} {others}", p.id)
        }
        other => panic!("{}: {other:?}", p.id),
    }
}

#[test]
fn the_tilt_puzzles_hold_and_a_plain_search_confirms_them() {
    let puzzles = shipped("tilt");
    assert!(puzzles.len() >= 140, "{} Tilt puzzles", puzzles.len());
    // 4×4 and 5×5 positions the exact solver decided; 6×6 ones beyond it, by a margin.
    for p in &puzzles {
        let size = p.position.split(' ').find_map(|w| w.strip_prefix("size="));
        match size {
            Some("6") => assert_margin(p),
            _ => assert!(
                matches!(&p.proof, Proof::Exact { source, .. } if source == "solver"),
                "{}",
                p.id
            ),
        }
    }
    let decided = check_lines::<cubist_tilt::Tilt>(&puzzles);
    println!(
        "the plain search decided every move of {decided} of {} Tilt puzzles",
        puzzles.len()
    );
    assert!(
        decided * 2 >= puzzles.len(),
        "decided {decided} of {}",
        puzzles.len()
    );
}

#[test]
fn the_zhen_puzzles_hold_and_a_plain_search_confirms_them() {
    let puzzles = shipped("zhen");
    assert!(puzzles.len() >= 300, "{} Zhen puzzles", puzzles.len());
    // With three moves or more at every turn of the solver, few lines are decided
    // within the bound (35 of the 334; a budget of 3,000 nodes decides no more).
    let decided = check_exact::<cubist_zhen::Zhen>(&puzzles);
    println!(
        "the plain search decided every move of {decided} of {} Zhen puzzles",
        puzzles.len()
    );
    assert!(
        decided * 10 >= puzzles.len(),
        "decided {decided} of {}",
        puzzles.len()
    );
}

#[test]
fn the_cube_attack_puzzles_hold_and_a_plain_search_confirms_them() {
    let puzzles = shipped("cube-attack");
    assert!(
        puzzles.len() >= 300,
        "{} Cube Attack puzzles",
        puzzles.len()
    );
    puzzles.iter().for_each(assert_margin);
    let decided = check_lines::<cubist_cube_attack::CubeAttack>(&puzzles);
    println!(
        "the plain search decided every move of {decided} of {} Cube Attack puzzles",
        puzzles.len()
    );
    assert!(
        decided * 2 >= puzzles.len(),
        "decided {decided} of {}",
        puzzles.len()
    );
}

#[test]
fn cube_conquest_gets_no_puzzles_and_says_why() {
    let why = cubist_session::puzzle_make::refusal("cube-conquest")
        .unwrap()
        .expect("refused");
    assert!(why.contains("hidden information"), "{why}");
    assert_eq!(cubist_session::puzzle_make::refusal("zhen").unwrap(), None);
    assert!(cubist_session::puzzle_make::refusal("chess").is_err());
}

#[test]
fn the_squadro_puzzles_pass_the_rules() {
    let puzzles = shipped("squadro");
    assert!(puzzles.len() >= 900, "{} Squadro puzzles", puzzles.len());
    assert!(puzzles.iter().all(|p| p.game == "squadro"));
}

/// Every set keeps the set's rules (`keep_to_rules`): a choice of at least three moves
/// at each turn of the solver, and no two puzzles a move or two apart.
#[test]
fn the_sets_kept_to_the_rules_keep_them() {
    use cubist_session::puzzle_make::keep_to_rules;
    for game in ["cube-attack", "squadro", "tilt", "zhen"] {
        let puzzles = shipped(game);
        let total = puzzles.len();
        let (kept, dropped) = keep_to_rules(puzzles);
        assert_eq!(kept.len(), total, "{game}: {dropped:?}");
    }
}
