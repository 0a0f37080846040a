//! The generic searches play Zhen out of the box, guided by its evaluation, and beat
//! a random player.

use cubist_ai::{make_agent, RandomAgent};
use cubist_core::Game;
use cubist_session::arena::play_match;
use cubist_zhen::{Zhen, ZhenOptions};

fn wins_against_random(spec: &str, games: u64) -> u64 {
    let spec = spec.parse().unwrap();
    let mut wins = 0;
    for game in 0..games {
        let seat = (game % 2) as usize;
        let mut agent = make_agent::<Zhen>(&spec, 2, game).unwrap();
        let mut random = RandomAgent::new(game);
        let start = Zhen::new(&ZhenOptions::default(), game);
        let result = if seat == 0 {
            play_match(start, &mut [agent.as_mut(), &mut random])
        } else {
            play_match(start, &mut [&mut random, agent.as_mut()])
        };
        if result.outcome.winner() == Some(seat) {
            wins += 1;
        }
    }
    wins
}

#[test]
fn alphabeta_and_mcts_beat_random_play() {
    for spec in ["alphabeta:easy", "mcts:easy"] {
        let wins = wins_against_random(spec, 8);
        println!("{spec}: {wins}/8 against random");
        assert!(wins >= 6, "{spec} won only {wins} of 8 against random");
    }
}
