//! Proof-number search against the exhaustive solver on Squadro positions near the
//! end: the same values, with and without an oracle for the nearest families, every
//! proof's strategy checked on its own, and a broken strategy refused.

use std::sync::Mutex;

use cubist_ai::proof_number::{
    check_strategy, Oracle, ProofResult, ProofSearch, ProofSettings, Strategy,
};
use cubist_ai::solver::{Solver, Value};
use cubist_core::{legal_actions_vec, Game, Seat, ToMove};
use cubist_squadro::{Squadro, SquadroOptions};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Families 0..100 have three pieces home on each side, 100..200 three and two.
const THREE_THREE: std::ops::Range<usize> = 0..100;
const THREE_TWO: std::ops::Range<usize> = 100..200;

/// Far more than any search here needs, so that a broken search fails, not hangs.
fn settings() -> ProofSettings {
    ProofSettings {
        max_nodes: 2_000_000,
        ..ProofSettings::default()
    }
}

/// `n` positions drawn from the families `places`, holes skipped.
fn sample(n: usize, seed: u64, places: std::ops::Range<usize>) -> Vec<Squadro> {
    let families = Squadro::position_families(&SquadroOptions::default());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let family = &families[rng.random_range(places.clone())];
        if let Some(game) = family.position(rng.random_range(0..family.size())) {
            out.push(game);
        }
    }
    out
}

fn mover(g: &Squadro) -> Seat {
    let ToMove::One(seat) = g.to_move() else {
        panic!("nobody to move in {}", g.encode())
    };
    seat
}

/// The value for the side to move from one search for each side's win, each proof's
/// strategy checked; and the positions expanded.
fn prove_value(g: &Squadro, oracle: Option<&Oracle<Squadro>>, guide: u32) -> (Value, u64) {
    let me = mover(g);
    let mut expanded = 0;
    let mut value = Value::Draw;
    for (attacker, if_proven) in [(me, Value::Win), (1 - me, Value::Loss)] {
        let mut search = ProofSearch::new(
            attacker,
            ProofSettings {
                guide,
                ..settings()
            },
        );
        if let Some(o) = oracle {
            search = search.with_oracle(o);
        }
        let result = search.prove(g);
        expanded += search.stats().nodes;
        match result {
            ProofResult::Proven => {
                let strategy = search.strategy(g).expect("a proof has a strategy");
                let walked = check_strategy(g, &strategy, oracle)
                    .unwrap_or_else(|why| panic!("{}: {why}", g.encode()));
                assert!(walked.positions >= 1);
                assert!(value == Value::Draw, "both sides proven in {}", g.encode());
                value = if_proven;
            }
            ProofResult::NoWin => {}
            other => panic!("{other:?} within the default limits in {}", g.encode()),
        }
    }
    (value, expanded)
}

#[test]
fn proofs_agree_with_exhaustive_search_and_every_strategy_checks() {
    let mut solver = Solver::<Squadro>::new(20_000_000);
    let mut counts = [0usize; 3];
    let positions = [sample(200, 1, THREE_THREE), sample(60, 2, THREE_TWO)].concat();
    for g in &positions {
        let exact = solver.solve(g).expect("the search terminates here").value;
        let (proved, _) = prove_value(g, None, 0);
        assert_eq!(proved, exact, "{}", g.encode());
        // Guided by the evaluation, the search goes another way to the same value.
        let (guided, _) = prove_value(g, None, 20);
        assert_eq!(guided, exact, "guided: {}", g.encode());
        counts[exact as usize] += 1;
    }
    // Both kinds of proof (the side to move wins, the other side wins) were compared.
    assert!(counts[Value::Win as usize] > 20, "{counts:?}");
    assert!(counts[Value::Loss as usize] > 20, "{counts:?}");
}

#[test]
fn an_oracle_for_the_nearer_families_ends_the_search_there_with_the_same_values() {
    let solver = Mutex::new(Solver::<Squadro>::new(20_000_000));
    let asked = Mutex::new(0u64);
    let nearer = |g: &Squadro| {
        let place = g.position_family()?;
        THREE_THREE.contains(&place).then(|| {
            *asked.lock().unwrap() += 1;
            solver.lock().unwrap().solve(g).expect("small family").value
        })
    };
    let (mut with, mut without) = (0, 0);
    for g in sample(40, 3, THREE_TWO) {
        let (told, n_told) = prove_value(&g, Some(&nearer), 0);
        let (plain, n_plain) = prove_value(&g, None, 0);
        assert_eq!(told, plain, "{}", g.encode());
        with += n_told;
        without += n_plain;
    }
    assert!(*asked.lock().unwrap() > 0, "the oracle was never asked");
    assert!(
        with < without,
        "{with} expansions with the oracle, {without} without"
    );
}

/// A position the side to move wins, with a move that does not win.
fn won_with_a_bad_move(solver: &mut Solver<Squadro>) -> (Squadro, usize) {
    for g in sample(500, 4, THREE_THREE) {
        if solver.solve(&g).unwrap().value != Value::Win {
            continue;
        }
        let me = mover(&g);
        let bad = legal_actions_vec(&g, me).into_iter().position(|a| {
            let mut c = g.clone();
            c.play(me, a);
            c.outcome().is_none() && solver.solve(&c).unwrap().value != Value::Loss
        });
        if let Some(i) = bad {
            return (g, i);
        }
    }
    panic!("no won position with a move that throws the win away");
}

#[test]
fn a_broken_strategy_is_refused_where_it_breaks() {
    let mut solver = Solver::<Squadro>::new(20_000_000);
    let (g, bad) = won_with_a_bad_move(&mut solver);
    let me = mover(&g);
    let mut search = ProofSearch::new(me, settings());
    assert_eq!(search.prove(&g), ProofResult::Proven);
    let strategy = search.strategy(&g).unwrap();
    assert!(check_strategy(&g, &strategy, None).is_ok());

    let key = g.state_hash();
    let mut thrown = strategy.clone();
    thrown.moves.insert(key, bad as u16);
    let why = check_strategy(&g, &thrown, None).unwrap_err();
    assert!(
        why.contains("no move")
            || why.contains("without the attacker's win")
            || why.contains("cycle"),
        "{why}"
    );

    let mut gap = strategy.clone();
    gap.moves.remove(&key);
    let why = check_strategy(&g, &gap, None).unwrap_err();
    assert!(why.contains("no move"), "{why}");

    let mut illegal = strategy.clone();
    illegal.moves.insert(key, 9);
    let why = check_strategy(&g, &illegal, None).unwrap_err();
    assert!(why.contains("not legal"), "{why}");

    let other = Strategy {
        attacker: 1 - me,
        ..strategy
    };
    assert!(check_strategy(&g, &other, None).is_err());
}

#[test]
fn a_proof_that_leans_on_the_oracle_does_not_check_without_it() {
    let solver = Mutex::new(Solver::<Squadro>::new(20_000_000));
    let nearer = |g: &Squadro| {
        let place = g.position_family()?;
        THREE_THREE
            .contains(&place)
            .then(|| solver.lock().unwrap().solve(g).expect("small family").value)
    };
    let mut leaning = 0;
    for g in sample(40, 5, THREE_TWO) {
        let me = mover(&g);
        let mut search = ProofSearch::new(me, settings()).with_oracle(&nearer);
        if search.prove(&g) != ProofResult::Proven {
            continue;
        }
        let strategy = search.strategy(&g).unwrap();
        let walked = check_strategy(&g, &strategy, Some(&nearer)).unwrap();
        if walked.wins_by_oracle > 0 {
            assert!(
                check_strategy(&g, &strategy, None).is_err(),
                "{}",
                g.encode()
            );
            leaning += 1;
        }
    }
    assert!(leaning > 0, "no proof used the oracle");
}

#[test]
fn limits_stop_the_search_and_say_which() {
    // A position whose search takes more than a few expansions.
    let g = sample(50, 6, THREE_TWO)
        .into_iter()
        .find(|g| {
            let mut search = ProofSearch::<Squadro>::new(mover(g), settings());
            search.prove(g);
            search.stats().nodes > 20 && search.stats().entries > 10
        })
        .expect("a position that takes some search");
    let me = mover(&g);
    let few_nodes = ProofSettings {
        max_nodes: 3,
        ..settings()
    };
    let mut search = ProofSearch::<Squadro>::new(me, few_nodes);
    assert_eq!(search.prove(&g), ProofResult::NodeLimit);
    assert_eq!(search.stats().nodes, 3);
    let (pn, dn) = search
        .numbers(&g)
        .expect("the root is kept when the search stops");
    assert!(pn > 0 && dn > 0, "unsettled: {pn} {dn}");
    assert!(search.strategy(&g).is_none());
    let small_table = ProofSettings {
        max_entries: 2,
        ..settings()
    };
    let mut search = ProofSearch::<Squadro>::new(me, small_table);
    assert_eq!(search.prove(&g), ProofResult::TableFull);
}
