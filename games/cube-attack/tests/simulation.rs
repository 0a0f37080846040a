//! Seeded random games for every player count: invariants after every action, and the
//! `Game` contract (encoding, notation, check against legal actions) on sampled states.

mod common;

use cubist_core::{
    legal_actions_vec, testing, Game, GameOptions, Observer, OptionPairs, Outcome, RenderStyle,
    ToMove,
};
use cubist_cube_attack::{Action, CubeAttack, CubeAttackOptions, Status, UnitId, CUBES_PER_PLAYER};

/// Games per player count; every game is checked cheaply after each action.
const GAMES: u64 = 1000;
/// One state in this many gets the core contract check, and one in this many our
/// fuller one (every candidate action against `check`).
const CORE_CHECK_EVERY: usize = 401;
const FULL_CHECK_EVERY: usize = 1009;

/// Facts that hold after every action.
fn check_invariants(g: &CubeAttack) {
    let n = g.num_players();
    let map = g.map();
    for seat in 0..n {
        let total = g.supply(seat) as u32 + g.cubes_on_board(seat) as u32 + g.removed(seat) as u32;
        assert_eq!(
            total,
            CUBES_PER_PLAYER as u32,
            "cube count of seat {seat}: {}",
            g.encode()
        );
    }
    for (id, u) in g.units() {
        assert!((1..=2).contains(&u.lives), "lives of {id}");
        assert!((u.planet as usize) < map.len());
        if map.kind(u.planet) == cubist_cube_attack::Kind::Start {
            assert_eq!(
                u.planet,
                g.start_planet(id.owner as usize),
                "{id} on a foreign start"
            );
        }
    }
    assert_eq!(
        g.moon_points(),
        moon_points_planet_by_planet(g),
        "moon points of {}",
        g.encode()
    );
    match g.to_move() {
        ToMove::One(s) => {
            assert!(g.has_units(s), "a seat without units may not have the turn");
            assert!((1..=2).contains(&g.actions_left()));
            assert!(g.outcome().is_none());
            assert!(g.round() <= g.options().rounds);
        }
        ToMove::Over => assert!(g.outcome().is_some()),
        ToMove::Simultaneous(_) => panic!("Cube Attack has no simultaneous moves"),
    }
}

/// Moon points as the rules word them, one moon at a time: the full value to a seat
/// alone on it, half to each of two or more. The game works them out with masks.
fn moon_points_planet_by_planet(g: &CubeAttack) -> [u32; 6] {
    let mut points = [0; 6];
    for (p, planet) in g.map().planets().iter().enumerate() {
        let value = planet.kind.moon_points();
        let mut present: Vec<usize> = g
            .units_on(p as u8)
            .map(|(id, _)| id.owner as usize)
            .collect();
        present.dedup();
        let each = if present.len() > 1 { value / 2 } else { value };
        for seat in present {
            points[seat] += each;
        }
    }
    points
}

/// Every action any seat could name: all moves, activations and attacks of every unit.
fn all_candidates(g: &CubeAttack) -> Vec<Action> {
    let ids: Vec<UnitId> = g.units().map(|(id, _)| id).collect();
    let mut v = vec![Action::Pass];
    for &unit in &ids {
        v.push(Action::Activate { unit });
        for to in 0..g.map().len() as u8 {
            v.push(Action::Move { unit, to });
        }
        for &target in &ids {
            v.push(Action::Attack { unit, target });
        }
    }
    v
}

/// The full contract on one state.
fn check_contract(g: &CubeAttack) {
    let code = g.encode();
    let back = CubeAttack::decode(&code).unwrap_or_else(|e| panic!("{e}\n{code}"));
    assert_eq!(&back, g, "decode(encode) differs: {code}");
    assert_eq!(back.state_hash(), g.state_hash());
    assert_eq!(g.outcome().is_some(), g.to_move().is_over());
    let candidates = all_candidates(g);
    for seat in 0..g.num_players() {
        let legal = legal_actions_vec(g, seat);
        assert_eq!(
            !legal.is_empty(),
            g.to_move().includes(seat),
            "legal iff to move: {code}"
        );
        if g.to_move().includes(seat) {
            assert_eq!(
                legal.last(),
                Some(&Action::Pass),
                "pass is always available"
            );
        }
        for &a in &legal {
            let text = g.format_action(seat, a);
            assert_eq!(
                g.parse_action(seat, &text),
                Ok(a),
                "round-trip of '{text}': {code}"
            );
        }
        for &a in &candidates {
            let verdict = g.check(seat, a);
            assert_eq!(
                verdict.is_ok(),
                legal.contains(&a),
                "check and legal_actions disagree on {a:?} for seat {seat}: {verdict:?}\n{code}"
            );
            if let Err(e) = verdict {
                assert!(!e.to_string().is_empty());
            }
        }
        let e = g.evaluate(seat);
        assert!((-1.0..=1.0).contains(&e), "evaluation {e} out of range");
        serde_json::to_string(&g.view(Observer::Seat(seat))).expect("views serialise");
    }
    // Trying refused actions changes nothing (a sample: each try re-encodes the state).
    let sample: Vec<Action> = candidates.iter().step_by(29).copied().collect();
    testing::check_refusals(g, &sample);
    let json = serde_json::to_string(g).unwrap();
    let from_json: CubeAttack = serde_json::from_str(&json).unwrap();
    assert_eq!(&from_json, g, "the view survives JSON");
    assert!(!CubeAttack::render(g, RenderStyle::PLAIN).is_empty());
}

/// Play `GAMES` random games with `options` through the core contract checker, adding
/// the invariants after every action and the full check on sampled states; returns
/// (wins by seat, draws, total actions).
fn random_games(options: &CubeAttackOptions, seed_base: u64) -> (Vec<usize>, usize, usize) {
    let mut states = 0usize;
    let stats = testing::random_games::<CubeAttack>(
        options,
        GAMES as usize,
        seed_base * 1_000_000,
        options.rounds as usize * options.players * 2,
        CORE_CHECK_EVERY,
        |g| {
            check_invariants(g);
            states += 1;
            if states.is_multiple_of(FULL_CHECK_EVERY) {
                check_contract(g);
            }
            if let Some(o) = g.outcome() {
                check_ending(g, &o);
            }
        },
    );
    (stats.wins_by_seat, stats.draws, stats.actions)
}

/// How a finished game ended agrees with its scores.
fn check_ending(g: &CubeAttack, o: &Outcome) {
    let n = g.num_players();
    match g.status() {
        Status::Won(w) => {
            assert_eq!(o.winner(), Some(w));
            assert!(g.score(w) >= g.options().target);
            assert!(
                g.last_team().is_none(),
                "a win by points with one team left"
            );
        }
        Status::LastTeam(w) => {
            assert_eq!(o.winner(), Some(w));
            assert_eq!(g.last_team(), Some(w), "the last team standing is alone");
            assert!(o.reason.contains("the last team with units on the board"));
            assert!(!g.ended_by_limit());
        }
        Status::RoundsCap => {
            assert!(g.last_team().is_none(), "the cap with one team left");
            assert_eq!(g.round(), g.options().rounds);
            let best = *g.scores().iter().max().unwrap();
            for s in 0..n {
                assert_eq!(o.winners.contains(s), g.score(s) == best);
            }
        }
        Status::Playing => unreachable!(),
    }
}

fn run(players: usize) {
    let options = CubeAttackOptions::with_players(players);
    let (wins, draws, actions) = random_games(&options, players as u64);
    println!(
        "{players} players: wins by seat {wins:?}, draws {draws}, mean length {:.0} actions",
        actions as f64 / GAMES as f64
    );
    assert_eq!(wins.iter().sum::<usize>() + draws, GAMES as usize);
}

#[test]
fn random_games_two_players() {
    run(2);
}

#[test]
fn random_games_three_players() {
    run(3);
}

#[test]
fn random_games_four_players() {
    run(4);
}

#[test]
fn random_games_five_players() {
    run(5);
}

#[test]
fn random_games_six_players() {
    run(6);
}

#[test]
fn random_games_with_cubes_back_to_supply_and_a_short_cap() {
    let mut options = CubeAttackOptions::with_players(4);
    let pairs = OptionPairs::from([
        ("players".to_string(), "4".to_string()),
        ("removal".to_string(), "supply".to_string()),
        ("rounds".to_string(), "12".to_string()),
        ("target".to_string(), "30".to_string()),
    ]);
    options = CubeAttackOptions::from_pairs(&pairs).unwrap_or(options);
    assert_eq!(options.rounds, 12);
    let (wins, draws, _) = random_games(&options, 77);
    assert_eq!(wins.iter().sum::<usize>() + draws, GAMES as usize);
}

#[test]
fn random_games_on_the_duel_map() {
    let pairs = OptionPairs::from([("map".to_string(), "duel".to_string())]);
    let options = CubeAttackOptions::from_pairs(&pairs).unwrap();
    let (wins, draws, _) = random_games(&options, 99);
    assert_eq!(wins.iter().sum::<usize>() + draws, GAMES as usize);
}
