//! The id-driven engine and the batch, checked against the typed games.

use cubist_core::OptionPairs;
use cubist_python::batch::{self, Buffers};
use cubist_python::engine::{self, Engine};
use rand::{Rng, SeedableRng};

fn pool() -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap()
}

/// Play a random game by ids; returns the final state.
fn random_game(name: &str, seed: u64) -> (Box<dyn Engine>, Vec<(usize, usize)>) {
    let mut e = engine::create(name, &OptionPairs::new(), seed).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut ids = Vec::new();
    let mut played = Vec::new();
    while let Some(seat) = e.to_move().actor() {
        e.legal_ids(seat, &mut ids);
        let id = ids[rng.random_range(0..ids.len())];
        e.apply_id(seat, id).unwrap();
        played.push((seat, id));
        assert!(played.len() < 200_000);
    }
    (e, played)
}

#[test]
fn ids_replay_to_the_same_game_as_notation() {
    for name in cubist_games::NAMES {
        let (end, played) = random_game(name, 5);
        // The same seed and actions in notation, through the type-erased level every
        // front end uses.
        let mut text = cubist_games::create(name, &OptionPairs::new(), 5).unwrap();
        let mut replay = engine::create(name, &OptionPairs::new(), 5).unwrap();
        for &(seat, id) in &played {
            let action = replay.action_to_string(seat, id).unwrap();
            text.play(seat, &action).unwrap();
            assert_eq!(
                replay.string_to_action(seat, &action),
                Ok(id),
                "{name}: {action}"
            );
            replay.apply_id(seat, id).unwrap();
        }
        assert_eq!(text.encode(), end.encode(), "{name}");
        assert_eq!(text.outcome(), end.outcome(), "{name}");
    }
}

#[test]
fn illegal_ids_are_refused_without_change() {
    for name in cubist_games::NAMES {
        let e = engine::create(name, &OptionPairs::new(), 1).unwrap();
        let seat = e.to_move().actor().unwrap();
        let mut legal = Vec::new();
        e.legal_ids(seat, &mut legal);
        let n = e.num_distinct_actions();
        let illegal = (0..n).find(|id| !legal.contains(id));
        for id in illegal.into_iter().chain([n, n + 7]) {
            let mut copy = e.clone();
            assert!(copy.apply_id(seat, id).is_err(), "{name}: {id}");
            assert_eq!(copy.encode(), e.encode());
        }
    }
}

#[test]
fn a_batch_plays_the_games_a_single_engine_plays() {
    let pool = pool();
    for name in cubist_games::NAMES {
        let n = 5;
        let mut batch = batch::create(name, &OptionPairs::new(), n, 3).unwrap();
        let mut buf = Buffers::for_batch(batch.as_ref());
        batch.reset(11, &pool, buf.outputs());
        // Single copies of each game, stepped alongside.
        let mut singles: Vec<Box<dyn Engine>> = (0..n).map(|i| batch.engine(i)).collect();
        let obs_len = buf.obs.len() / n;
        let actions_n = batch.num_actions();
        let mut actions = vec![0i64; n];
        let mut finished = 0;
        for _ in 0..300 {
            batch.sample(&pool, &mut actions);
            for (i, single) in singles.iter_mut().enumerate() {
                let seat = single.to_move().actor().unwrap();
                assert_eq!(buf.players[i], seat as i64);
                assert_eq!(
                    &buf.obs[i * obs_len..][..obs_len],
                    &engine::observation(single.as_ref(), seat)[..],
                    "{name}"
                );
                let mut ids = Vec::new();
                single.legal_ids(seat, &mut ids);
                let mask: Vec<usize> = (0..actions_n)
                    .filter(|&a| buf.masks[i * actions_n + a] == 1)
                    .collect();
                assert_eq!(mask, ids, "{name}");
                single.apply_id(seat, actions[i] as usize).unwrap();
            }
            batch.step(&actions, &pool, buf.outputs()).unwrap();
            for (i, single) in singles.iter_mut().enumerate() {
                if buf.dones[i] == 1 {
                    let r = engine::returns(single.outcome().as_ref(), single.num_players());
                    let got: Vec<f64> = buf.rewards[i * r.len()..][..r.len()]
                        .iter()
                        .map(|&x| x as f64)
                        .collect();
                    assert_eq!(got, r, "{name}");
                    finished += 1;
                    *single = batch.engine(i);
                } else {
                    assert!(!single.to_move().is_over());
                    assert_eq!(single.encode(), batch.engine(i).encode(), "{name}");
                }
            }
        }
        assert_eq!(batch.episodes(), finished);
        // An illegal action anywhere is refused before anything is played.
        let before: Vec<String> = (0..n).map(|i| batch.engine(i).encode()).collect();
        batch.sample(&pool, &mut actions);
        actions[n - 1] = batch.num_actions() as i64;
        assert!(batch.step(&actions, &pool, buf.outputs()).is_err());
        let after: Vec<String> = (0..n).map(|i| batch.engine(i).encode()).collect();
        assert_eq!(before, after);
    }
}

#[test]
fn squadro_batches_finish_games() {
    let pool = pool();
    let mut batch = batch::create("squadro", &OptionPairs::new(), 64, 0).unwrap();
    let mut buf = Buffers::for_batch(batch.as_ref());
    batch.reset(0, &pool, buf.outputs());
    let mut actions = vec![0; 64];
    for _ in 0..2000 {
        batch.sample(&pool, &mut actions);
        batch.step(&actions, &pool, buf.outputs()).unwrap();
    }
    assert!(batch.episodes() > 64, "{}", batch.episodes());
}

#[test]
fn waiting_games_stay_and_abandoned_games_start_again() {
    let pool = pool();
    let n = 4;
    let mut batch = batch::create("tilt", &OptionPairs::new(), n, 5).unwrap();
    let mut buf = Buffers::for_batch(batch.as_ref());
    batch.reset(5, &pool, buf.outputs());
    let mut actions = vec![0i64; n];
    for _ in 0..3 {
        batch.sample(&pool, &mut actions);
        batch.step(&actions, &pool, buf.outputs()).unwrap();
    }
    let before: Vec<String> = (0..n).map(|i| batch.engine(i).encode()).collect();
    let obs_before = buf.obs.clone();
    batch.sample(&pool, &mut actions);
    actions[0] = batch::WAIT;
    actions[1] = batch::ABANDON;
    batch.step(&actions, &pool, buf.outputs()).unwrap();
    // The waiting game is untouched and reported as it was.
    let obs_len = buf.obs.len() / n;
    assert_eq!(batch.engine(0).encode(), before[0]);
    assert_eq!(buf.obs[..obs_len], obs_before[..obs_len]);
    assert_eq!(buf.dones[0], 0);
    // The abandoned one is done, with no rewards, and a new game has begun.
    assert_eq!(buf.dones[1], 1);
    assert!(buf.rewards[2..4].iter().all(|&r| r == 0.0));
    assert_ne!(batch.engine(1).encode(), before[1]);
    assert_ne!(batch.engine(2).encode(), before[2]);
    assert_eq!(batch.episodes(), 0);
    // Other negative ids are refused, and nothing is played.
    let now: Vec<String> = (0..n).map(|i| batch.engine(i).encode()).collect();
    actions = vec![batch::WAIT, -3, batch::WAIT, batch::WAIT];
    assert!(batch.step(&actions, &pool, buf.outputs()).is_err());
    let after: Vec<String> = (0..n).map(|i| batch.engine(i).encode()).collect();
    assert_eq!(now, after);
}

fn pairs(list: &[(&str, &str)]) -> OptionPairs {
    list.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn solving_gives_each_seat_the_value_of_best_play() {
    for first in ["1", "2"] {
        let opts = pairs(&[("tiles", "3"), ("cubes", "2"), ("first", first)]);
        let e = engine::create("zhen", &opts, 0).unwrap();
        let s = e.solve(1_000_000).unwrap();
        assert_eq!(s.values.len(), 2);
        assert_eq!(s.values[0], -s.values[1], "zero-sum: {s:?}");
        assert!([-1.0, 0.0, 1.0].contains(&s.values[0]), "{s:?}");
        assert!(s.states > 0 && s.nodes >= s.states as u64, "{s:?}");
        // Best play from the start: the value of the best next position for the mover.
        let mover = e.to_move().actor().unwrap();
        let mut ids = Vec::new();
        e.legal_ids(mover, &mut ids);
        let best = ids
            .iter()
            .map(|&id| {
                let mut child = e.clone();
                child.apply_id(mover, id).unwrap();
                child.solve(1_000_000).unwrap().values[mover]
            })
            .fold(f64::NEG_INFINITY, f64::max);
        assert_eq!(best, s.values[mover], "first={first}");
    }
}

#[test]
fn solving_refuses_what_it_cannot_solve() {
    let conquest = engine::create("cube-conquest", &OptionPairs::new(), 0).unwrap();
    assert!(conquest.solve(1000).is_err(), "hidden information");
    let three = engine::create("cube-attack", &pairs(&[("players", "3")]), 0).unwrap();
    assert!(three.solve(1000).is_err(), "three players");
    let big = engine::create("squadro", &OptionPairs::new(), 0).unwrap();
    let err = big.solve(1000).unwrap_err();
    assert!(err.contains("perfect"), "{err}");
}

/// The board as text and an action in words follow the language asked; English is
/// what the typed game draws and says, and an illegal action is refused, not told.
#[test]
fn human_text_is_in_the_language_asked() {
    use cubist_core::{Game, GameOptions, Lang, Observer, RenderStyle};
    use cubist_games::Tilt;
    let pairs: OptionPairs = [("first".to_string(), "light".to_string())].into();
    let e = engine::create("tilt", &pairs, 1).unwrap();
    let typed = Tilt::new(&<Tilt as Game>::Options::from_pairs(&pairs).unwrap(), 1);
    let english = e.observation_string(Observer::Spectator, Lang::En);
    assert_eq!(english, Tilt::render(&typed, RenderStyle::PLAIN));
    let german = e.observation_string(Observer::Spectator, Lang::De);
    assert!(german.contains("Hell ist am Zug"), "{german}");
    let id = e.string_to_action(0, "@c3").unwrap();
    let said = e.describe_action(0, id, Lang::Fr).unwrap();
    assert!(said.starts_with("Clair pose un cube sur c3"), "{said}");
    let c3 = typed.parse_action(0, "@c3").unwrap();
    assert_eq!(
        e.describe_action(0, id, Lang::En).unwrap(),
        typed.describe(0, c3, Observer::Spectator, Lang::En)
    );
    assert!(
        e.describe_action(1, id, Lang::En).is_err(),
        "not Dark's turn"
    );
}
