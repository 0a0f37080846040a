//! Seeded random games for every player count: invariants after every action, and the
//! `Game` contract (encoding, notation, check against legal actions) on sampled states.
//!
//! The suite plays [`GAMES`] games per property; the soak (`#[ignore]`d) plays the same
//! properties over ten times as many games, from the same seeds:
//! `cargo test --release -p cubist-cube-attack --test simulation -- --ignored`
//! (docs/testing.md).

mod common;

use cubist_core::{
    legal_actions_vec, testing, Game, GameOptions, Observer, OptionPairs, Outcome, RenderStyle,
    ToMove,
};
use cubist_cube_attack::{Action, CubeAttack, CubeAttackOptions, Status, UnitId, CUBES_PER_PLAYER};

/// Games per property in the suite; every game is checked cheaply after each action.
const GAMES: usize = 100;
/// Games per property in the soak.
const SOAK_GAMES: usize = 1000;
/// Games with seats taken out, per player count, in the suite and in the soak.
const TAKEN_OUT_GAMES: u64 = 30;
const SOAK_TAKEN_OUT_GAMES: u64 = 300;
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

/// Play `games` random games with `options` through the core contract checker, adding
/// the invariants after every action and the full check on sampled states; returns
/// (wins by seat, draws, total actions).
fn random_games(
    options: &CubeAttackOptions,
    seed_base: u64,
    games: usize,
) -> (Vec<usize>, usize, usize) {
    let mut states = 0usize;
    let stats = testing::random_games::<CubeAttack>(
        options,
        games,
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
        Status::Cap => {
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

fn run(players: usize, games: usize) {
    let options = CubeAttackOptions::with_players(players);
    let (wins, draws, actions) = random_games(&options, players as u64, games);
    println!(
        "{players} players: wins by seat {wins:?}, draws {draws}, mean length {:.0} actions",
        actions as f64 / games as f64
    );
    assert_eq!(wins.iter().sum::<usize>() + draws, games);
}

#[test]
fn random_games_two_players() {
    run(2, GAMES);
}

#[test]
fn random_games_three_players() {
    run(3, GAMES);
}

#[test]
fn random_games_four_players() {
    run(4, GAMES);
}

#[test]
fn random_games_five_players() {
    run(5, GAMES);
}

#[test]
fn random_games_six_players() {
    run(6, GAMES);
}

#[test]
fn random_games_with_cubes_back_to_supply_and_a_short_cap() {
    supply_and_short_cap(GAMES);
}

#[test]
fn random_games_on_the_duel_map() {
    duel_map(GAMES);
}

#[test]
fn random_games_with_seats_taken_out_three_players() {
    taken_out(3, TAKEN_OUT_GAMES);
}

#[test]
fn random_games_with_seats_taken_out_four_players() {
    taken_out(4, TAKEN_OUT_GAMES);
}

/// Every property of this file over ten times the suite's games: a long run, for
/// changes to the rules or the move generator (docs/testing.md).
#[test]
#[ignore = "the soak: cargo test --release -p cubist-cube-attack --test simulation -- --ignored"]
fn soak_every_property_over_ten_times_the_games() {
    for players in 2..=6 {
        run(players, SOAK_GAMES);
    }
    supply_and_short_cap(SOAK_GAMES);
    duel_map(SOAK_GAMES);
    taken_out(3, SOAK_TAKEN_OUT_GAMES);
    taken_out(4, SOAK_TAKEN_OUT_GAMES);
}

/// Four players, cubes taken off going back to the supply, 12 rounds, a target of 30.
fn supply_and_short_cap(games: usize) {
    let mut options = CubeAttackOptions::with_players(4);
    let pairs = OptionPairs::from([
        ("players".to_string(), "4".to_string()),
        ("removal".to_string(), "supply".to_string()),
        ("rounds".to_string(), "12".to_string()),
        ("target".to_string(), "30".to_string()),
    ]);
    options = CubeAttackOptions::from_pairs(&pairs).unwrap_or(options);
    assert_eq!(options.rounds, 12);
    let (wins, draws, _) = random_games(&options, 77, games);
    assert_eq!(wins.iter().sum::<usize>() + draws, games);
}

fn duel_map(games: usize) {
    let pairs = OptionPairs::from([("map".to_string(), "duel".to_string())]);
    let options = CubeAttackOptions::from_pairs(&pairs).unwrap();
    let (wins, draws, _) = random_games(&options, 99, games);
    assert_eq!(wins.iter().sum::<usize>() + draws, games);
}

/// Random games in which seats are taken out of the game at random moments (as when a
/// player leaves and no one plays for it), checked after every step: the contract, the
/// invariants, and that a seat taken out never acts again. Returns (games won by the
/// last team standing, seats taken out).
fn random_games_with_seats_taken_out(players: usize, games: u64, seed: u64) -> (usize, usize) {
    use rand::{Rng, SeedableRng};
    let options = CubeAttackOptions::with_players(players);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let (mut last_team_wins, mut taken_out) = (0, 0);
    let mut legal = Vec::new();
    for i in 0..games {
        let mut g = CubeAttack::new(&options, seed * 1_000 + i);
        let mut out = vec![false; players];
        let mut steps = 0usize;
        while let ToMove::One(mover) = g.to_move() {
            steps += 1;
            assert!(steps < 20_000, "game {i} does not end");
            // About one step in 80, an attempt to take a random seat out.
            if rng.random_ratio(1, 80) {
                let seat = rng.random_range(0..players);
                if g.may_retire(seat) {
                    let before = g.clone();
                    g.retire(seat);
                    out[seat] = true;
                    taken_out += 1;
                    check_taken_out(&before, &g, seat);
                } else {
                    // Refused only for a seat with no say left: no unit, or alone
                    // on the board (it wins when its turn ends).
                    assert!(
                        !g.has_units(seat) || g.last_team() == Some(seat),
                        "{seat} refused: {}",
                        g.encode()
                    );
                }
                testing::check_state(&g);
                check_invariants(&g);
                if g.to_move().is_over() {
                    break;
                }
                continue;
            }
            g.legal_actions(mover, &mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            g.try_play(mover, a).expect("legal actions can be played");
            check_invariants(&g);
            if steps.is_multiple_of(37) || g.to_move().is_over() {
                testing::check_state(&g);
            }
            if steps.is_multiple_of(FULL_CHECK_EVERY) {
                check_contract(&g);
            }
            for (seat, &gone) in out.iter().enumerate() {
                if gone {
                    assert!(!g.has_units(seat), "seat {seat} came back");
                    assert!(!g.to_move().includes(seat));
                    assert!(legal_actions_vec(&g, seat).is_empty());
                }
            }
        }
        let o = g.outcome().expect("over");
        check_ending(&g, &o);
        check_contract(&g);
        if let Status::LastTeam(w) = g.status() {
            assert!(!out[w], "a seat taken out cannot win as the last team");
            last_team_wins += 1;
        }
        if out.iter().filter(|&&gone| !gone).count() == 1 {
            let w = out.iter().position(|&gone| !gone).unwrap();
            assert_eq!(g.status(), Status::LastTeam(w), "all others taken out");
        }
    }
    (last_team_wins, taken_out)
}

/// What taking `seat` out of `before` must have done to give `after`.
fn check_taken_out(before: &CubeAttack, after: &CubeAttack, seat: usize) {
    assert!(!after.has_units(seat));
    assert_eq!(after.cubes_on_board(seat), 0);
    assert_eq!(after.score(seat), before.score(seat), "its score stays");
    // Other teams keep their units (their once-per-round marks are cleared if the
    // round ended).
    let new_round = after.round() != before.round();
    for other in (0..before.num_players()).filter(|&s| s != seat) {
        let units = |g: &CubeAttack| {
            g.units_of(other)
                .map(|(id, u)| {
                    let marks = (u.activated, u.attacked);
                    (
                        id,
                        u.planet,
                        u.lives,
                        u.weapon,
                        (!new_round).then_some(marks),
                    )
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(units(after), units(before), "other teams keep their units");
    }
    let lone = after.last_team();
    if let Some(w) = lone {
        assert_eq!(after.status(), Status::LastTeam(w), "{}", after.encode());
        assert!(after.outcome().unwrap().reason.contains("the last team"));
        return;
    }
    if before.mover() == seat && after.to_move().is_over() {
        // The turn passed on past the end of the round, which the score or the cap ended.
        assert!(matches!(after.status(), Status::Won(_) | Status::Cap));
        assert_eq!(after.round(), before.round());
        return;
    }
    assert_eq!(after.status(), Status::Playing);
    if before.mover() == seat {
        // The turn passes on, to the next seat in order that has units.
        let n = before.num_players();
        let next = (1..n).map(|d| (seat + d) % n).find(|&s| after.has_units(s));
        assert_eq!(Some(after.mover()), next);
        assert_eq!(after.actions_left(), 2);
        assert!(after.round() - before.round() <= 1);
    } else {
        assert_eq!(after.mover(), before.mover());
        assert_eq!(after.actions_left(), before.actions_left());
        assert_eq!(after.round(), before.round());
        assert_eq!(after.scores(), before.scores());
    }
}

/// `games` games of `players` with seats taken out: in the suite's and the soak's
/// seeded games alike, more than one seat in three games is taken out and more than
/// one game in six is won by the last team standing.
fn taken_out(players: usize, games: u64) {
    let (last_team_wins, seats_out) =
        random_games_with_seats_taken_out(players, games, players as u64);
    println!(
        "{players} players: {seats_out} seats taken out, {last_team_wins} games won by the last team"
    );
    assert!(seats_out as u64 > games / 3 && last_team_wins as u64 > games / 6);
}
