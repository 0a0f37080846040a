//! The engine's rounds against the session's: Cube Conquest's secret attack cards,
//! played by the same agents both ways, give the same games.

use cubist_ai::{make_agent, Agent, AgentSpec};
use cubist_core::{Game, GameOptions, OptionPairs, Seat};
use cubist_games::CubeConquest;
use cubist_python::{engine, round};
use cubist_session::arena::play_match;

/// Random agents play whole games through the arena (the session's rule) and through
/// [`round::play_round`] (what `State.apply_actions` calls), with low action caps so
/// that some rounds end at their first card and the second seat's choice is dropped:
/// the seats commit in the same order and the games end the same.
#[test]
fn rounds_play_as_in_the_session() {
    let spec: AgentSpec = "random".parse().unwrap();
    let (mut rounds, mut cut_short) = (0, 0);
    for seed in 0..40u64 {
        for cap in 20..50 {
            let mut pairs = OptionPairs::new();
            pairs.insert("cap".into(), cap.to_string());
            let options = <CubeConquest as Game>::Options::from_pairs(&pairs).unwrap();
            let players = 2;
            let seat_seed = |seat: Seat| seed * 10 + seat as u64;

            let mut owned: Vec<_> = (0..players)
                .map(|s| make_agent::<CubeConquest>(&spec, players, seat_seed(s)).unwrap())
                .collect();
            let mut agents: Vec<&mut dyn Agent<CubeConquest>> =
                owned.iter_mut().map(|a| a.as_mut() as _).collect();
            let arena = play_match(CubeConquest::new(&options, seed), &mut agents);

            let mut e = engine::create("cube-conquest", &pairs, seed).unwrap();
            let mut caches: Vec<_> = (0..players).map(|_| None).collect();
            let mut seats_played = Vec::new();
            while !e.to_move().is_over() {
                let asked: Vec<Seat> = e.to_move().seats().iter().collect();
                let choices: Vec<(Seat, i64)> = asked
                    .iter()
                    .map(|&s| {
                        let id = e.choose(&spec, seat_seed(s), &mut caches[s], s).unwrap();
                        (s, id as i64)
                    })
                    .collect();
                let played = round::play_round(&mut e, &choices).unwrap();
                if asked.len() > 1 {
                    rounds += 1;
                    cut_short += usize::from(played.len() < asked.len());
                }
                seats_played.extend(played.iter().map(|&(s, _)| s));
            }

            let arena_seats: Vec<Seat> = arena.actions.iter().map(|&(s, _)| s).collect();
            assert_eq!(seats_played, arena_seats, "seed {seed} cap {cap}");
            assert_eq!(
                e.encode(),
                arena.final_state.encode(),
                "seed {seed} cap {cap}"
            );
            assert_eq!(e.outcome(), Some(arena.outcome), "seed {seed} cap {cap}");
        }
    }
    assert!(
        rounds > 100,
        "{rounds} rounds of secret cards, {cut_short} cut short"
    );
    assert!(cut_short > 0, "no round was ended by its first card");
}

/// A round with an illegal choice plays nothing, even a legal choice before it.
#[test]
fn an_illegal_choice_plays_nothing() {
    for seed in 0..40u64 {
        let mut e = engine::create("cube-conquest", &OptionPairs::new(), seed).unwrap();
        let mut ids = Vec::new();
        let mut k = 0;
        while let Some(seat) = e.to_move().actor() {
            if e.to_move().seats().len() == 2 {
                break;
            }
            e.legal_ids(seat, &mut ids);
            e.apply_id(seat, ids[k % ids.len()]).unwrap();
            k += 7;
        }
        let asked: Vec<Seat> = e.to_move().seats().iter().collect();
        if asked.len() != 2 {
            continue;
        }
        e.legal_ids(asked[0], &mut ids);
        let before = e.encode();
        let bad = [(asked[0], ids[0] as i64), (asked[1], -1)];
        assert!(round::play_round(&mut e, &bad).is_err());
        assert_eq!(e.encode(), before);
        return;
    }
    panic!("no secret round in 40 games");
}
