//! Thousands of seeded random games: invariants, round trips, the Game contract.

mod common;

use common::*;
use cubist_core::{game_rng, legal_actions_vec, Game, GameOptions, Observer, ToMove};
use cubist_cube_conquest::{
    Action, ConquestOptions, CubeConquest, End, Path, Phase, DIRS_FOR_TESTS,
};

fn variants() -> Vec<ConquestOptions> {
    let pairs: &[&[(&str, &str)]] = &[
        &[],
        &[("players", "3")],
        &[("players", "4")],
        &[("players", "4"), ("size", "6"), ("decks", "own")],
        &[("size", "3"), ("cubes", "2")],
        &[("decks", "shared"), ("copies", "1")],
        &[("players", "4"), ("copies", "1"), ("size", "4")],
        &[("destroyed", "removed"), ("cubes", "4")],
        &[("size", "6"), ("copies", "6")],
    ];
    pairs
        .iter()
        .map(|p| {
            let pairs = p
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            ConquestOptions::from_pairs(&pairs).unwrap()
        })
        .collect()
}

/// Play a seeded game to its end, calling `each` on every state reached.
fn run(options: &ConquestOptions, seed: u64, mut each: impl FnMut(&CubeConquest)) -> CubeConquest {
    let mut g = CubeConquest::new(options, seed);
    let mut rng = game_rng(seed, 99);
    let mut buf = Vec::new();
    each(&g);
    let mut steps = 0;
    while let Some(seat) = g.to_move().actor() {
        g.legal_actions(seat, &mut buf);
        // One game in eight plays uniformly at random (and usually meets the cap).
        let a = if seed % 8 == 3 {
            *rand::seq::IndexedRandom::choose(buf.as_slice(), &mut rng).unwrap()
        } else {
            pick(&buf, &mut rng)
        };
        g.play(seat, a);
        steps += 1;
        assert!(steps <= options.cap, "the cap ends every game");
        each(&g);
    }
    g
}

#[test]
fn thousands_of_games_end_and_conserve_cards_and_cubes() {
    let vs = variants();
    let mut ends = std::collections::BTreeMap::<String, u32>::new();
    for seed in 0..1800u64 {
        let o = &vs[seed as usize % vs.len()];
        let mut n = 0u32;
        let g = run(o, seed, |g| {
            assert_conserved(g);
            n += 1;
            if n.is_multiple_of(64) {
                assert_turn_contract(g);
            }
        });
        assert!(g.outcome().is_some(), "every game ends");
        let kind = match g.phase() {
            Phase::Over(End::Points(_)) => "10 VP",
            Phase::Over(End::NoCubes(_)) => "no cubes",
            Phase::Over(End::Cap) => "cap",
            p => panic!("not over: {p:?}"),
        };
        *ends.entry(kind.to_string()).or_default() += 1;
        assert_eq!(CubeConquest::decode(&g.encode()).unwrap(), g);
    }
    // Every way to end occurs.
    assert!(ends.len() >= 3, "{ends:?}");
}

#[test]
fn uniformly_random_games_end_by_the_cap_at_the_latest() {
    let mut buf = Vec::new();
    let mut rng = game_rng(5, 5);
    for seed in 0..12 {
        let mut g = CubeConquest::new(&ConquestOptions::default(), seed);
        while let Some(seat) = g.to_move().actor() {
            g.legal_actions(seat, &mut buf);
            let a = *rand::seq::IndexedRandom::choose(buf.as_slice(), &mut rng).unwrap();
            g.play(seat, a);
        }
        assert!(g.actions_played() <= 500);
        assert_conserved(&g);
    }
}

#[test]
fn states_round_trip_and_notation_round_trips() {
    let vs = variants();
    for seed in 0..90u64 {
        let o = &vs[seed as usize % vs.len()];
        run(o, seed, |g| {
            assert_turn_contract(g);
            let back = CubeConquest::decode(&g.encode()).expect("decodes");
            assert_eq!(&back, g);
            assert_eq!(back.state_hash(), g.state_hash());
            for seat in g.to_move().seats().iter() {
                for a in legal_actions_vec(g, seat) {
                    let text = g.format_action(seat, a);
                    assert_eq!(g.parse_action(seat, &text), Ok(a), "{text}");
                    assert_eq!(g.check(seat, a), Ok(()), "{text}");
                }
            }
            let v = serde_json::to_string(&g.view(Observer::Spectator)).unwrap();
            let _: cubist_cube_conquest::ConquestView = serde_json::from_str(&v).unwrap();
        });
    }
}

/// Actions of every kind, legal or not, to compare `check` with `legal_actions`.
fn candidates(g: &CubeConquest, seat: usize) -> Vec<Action> {
    let mut v = vec![Action::Pass];
    let cells = g.cells();
    for c in 0..cells + 2 {
        v.push(Action::Place(c));
        for card in 1..=6 {
            v.push(Action::Reinforce { card, cell: c });
        }
        for to in 0..cells {
            if c.abs_diff(to) == 1 || c.abs_diff(to) == g.size() {
                v.push(Action::Attack { from: c, to });
            }
        }
    }
    for x in 0..=7 {
        v.push(Action::Commit(x));
        v.push(Action::Use(x));
        for y in 1..=6 {
            v.push(Action::CommitTwo(x, y));
            for take in 1..=6 {
                v.push(Action::Prepare {
                    discard: [x, y],
                    take,
                });
            }
        }
    }
    // Moves: every walk of up to 3 steps from every cube, with every card.
    for from in 0..cells {
        if g.unit(from).is_empty() {
            continue;
        }
        let mut paths = vec![Path::EMPTY];
        let mut all = Vec::new();
        for _ in 0..3 {
            paths = paths
                .iter()
                .flat_map(|p| DIRS_FOR_TESTS.iter().map(move |&d| p.push(d)))
                .collect();
            all.extend(paths.iter().copied());
        }
        for path in all {
            for card in 1..=6 {
                v.push(Action::Move { card, from, path });
            }
        }
    }
    for a in legal_actions_vec(g, seat) {
        if let Action::Move { from, path, .. } = a {
            for card in 0..=7 {
                v.push(Action::Move { card, from, path });
            }
        }
    }
    v
}

#[test]
fn check_agrees_with_legal_actions_and_refusals_change_nothing() {
    let vs = variants();
    for seed in 0..12u64 {
        let o = &vs[seed as usize % vs.len()];
        let mut step = 0;
        run(o, seed, |g| {
            step += 1;
            if step % 7 != 0 {
                return;
            }
            for seat in 0..g.num_players() {
                let legal = legal_actions_vec(g, seat);
                for a in candidates(g, seat) {
                    let ok = g.check(seat, a).is_ok();
                    assert_eq!(
                        ok,
                        legal.contains(&a),
                        "{a:?} by {seat}: {:?}",
                        g.check(seat, a)
                    );
                    if !ok && a == Action::Pass {
                        let mut h = g.clone();
                        assert!(h.try_play(seat, a).is_err());
                        assert_eq!(&h, g);
                    }
                }
            }
        });
    }
}

/// Sampling counts each cube's moves instead of listing them; at every state of these
/// games, every index it is given yields the action listed at that index.
#[test]
fn sampled_actions_are_the_listed_ones() {
    let vs = variants();
    let mut turns = 0;
    for seed in 0..36u64 {
        run(&vs[seed as usize % vs.len()], seed, |g| {
            let Some(seat) = g.to_move().actor() else {
                return;
            };
            let legal = legal_actions_vec(g, seat);
            let mut scratch = Vec::new();
            for (i, &listed) in legal.iter().enumerate() {
                let mut told = 0;
                let sampled = g.sample_action(
                    seat,
                    |n| {
                        told = n;
                        i
                    },
                    &mut scratch,
                );
                assert_eq!(told, legal.len(), "{}", g.encode());
                assert_eq!(sampled, listed, "index {i}: {}", g.encode());
            }
            turns += usize::from(matches!(g.phase(), Phase::Turn));
        });
    }
    assert!(turns > 1000, "the games reach many turns ({turns})");
}

#[test]
fn replays_are_exact() {
    for seed in 0..20u64 {
        let mut played = Vec::new();
        let o = ConquestOptions::default();
        let end = run(&o, seed, |_| {});
        let mut g = CubeConquest::new(&o, seed);
        let mut rng = game_rng(seed, 99);
        let mut buf = Vec::new();
        while let Some(seat) = g.to_move().actor() {
            g.legal_actions(seat, &mut buf);
            let a = if seed % 8 == 3 {
                *rand::seq::IndexedRandom::choose(buf.as_slice(), &mut rng).unwrap()
            } else {
                pick(&buf, &mut rng)
            };
            played.push((seat, g.format_action(seat, a)));
            g.play(seat, a);
        }
        assert_eq!(g, end);
        // The same game from its text record.
        let mut r = CubeConquest::new(&o, seed);
        for (seat, text) in &played {
            let a = r.parse_action(*seat, text).unwrap();
            r.try_play(*seat, a).unwrap();
        }
        assert_eq!(r, end);
        assert_eq!(r.to_move(), ToMove::Over);
        assert!(!matches!(r.phase(), Phase::Turn));
    }
}
