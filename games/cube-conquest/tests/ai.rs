//! The computer decides from what it may know: hidden facts it cannot see do not
//! change its choice.

mod common;

use common::*;
use cubist_ai::mcts::{MctsAgent, MctsSettings};
use cubist_ai::{Agent, Budget};
use cubist_core::{legal_actions_vec, Game, Observer, Seat};
use cubist_cube_conquest::{Action, CubeConquest};

fn agent() -> MctsAgent<CubeConquest> {
    MctsAgent::new(
        MctsSettings {
            budget: Budget::Iterations(150),
            rollout: 12,
            ..MctsSettings::default()
        },
        11,
    )
}

fn choice(g: &CubeConquest, seat: Seat) -> Action {
    let a = agent().choose(&g.view(Observer::Seat(seat)), seat);
    assert!(legal_actions_vec(g, seat).contains(&a));
    a
}

fn position(seed: u64, tiles: &[u8], hand1: &[u8]) -> CubeConquest {
    CubeConquest::builder(&opts(), seed)
        .tiles(tiles)
        .cube("b2", 0, 1)
        .cube("c2", 0, 1)
        .cube("b3", 1, 1)
        .cube("d4", 1, 2)
        .hand(0, &[1, 3, 5, 6])
        .hand(1, hand1)
        .discard(0, &[2, 4])
        .build()
        .unwrap()
}

#[test]
fn mcts_ignores_the_opponents_hand_the_face_down_tiles_and_the_rng() {
    let mut tiles = grid();
    tiles.swap(20, 24);
    let a = position(7, &grid(), &[1, 2, 3, 4]);
    let b = position(9, &tiles, &[6, 6, 5, 5]);
    assert_ne!(a, b);
    assert_eq!(a.view(Observer::Seat(0)), b.view(Observer::Seat(0)));
    assert_eq!(choice(&a, 0), choice(&b, 0));
}

#[test]
fn mcts_defends_without_knowing_the_attackers_card() {
    let committed = |card: u8| {
        let mut g = position(7, &grid(), &[1, 2, 3, 4]);
        play(&mut g, 0, "attack b2 b3");
        play(&mut g, 0, &format!("play {card}"));
        g
    };
    let (a, b) = (committed(6), committed(1));
    assert_eq!(a.view(Observer::Seat(1)), b.view(Observer::Seat(1)));
    let x = choice(&a, 1);
    assert!(matches!(x, Action::Commit(_)));
    assert_eq!(x, choice(&b, 1));
}

#[test]
fn a_game_ended_by_the_first_secret_card_ends_cleanly_in_the_arena() {
    use cubist_ai::arena::play_match;
    use cubist_ai::RandomAgent;
    use cubist_core::{game_rng, ToMove};
    use cubist_cube_conquest::ConquestOptions;

    // Find an attack in a random game, then replay the same actions in a game whose
    // action cap is reached by the first card committed to it.
    for seed in 0..100 {
        let mut g = CubeConquest::new(&opts(), seed);
        let mut rng = game_rng(seed, 5);
        let mut played = Vec::new();
        while let Some(seat) = g.to_move().actor() {
            if matches!(g.to_move(), ToMove::Simultaneous(s) if s.len() == 2) && played.len() >= 20
            {
                break;
            }
            let a = pick(&legal_actions_vec(&g, seat), &mut rng);
            g.play(seat, a);
            played.push((seat, a));
        }
        if g.to_move().actor().is_none() {
            continue;
        }
        let capped = ConquestOptions {
            cap: played.len() as u32 + 1,
            ..opts()
        };
        let mut g = CubeConquest::new(&capped, seed);
        for &(seat, a) in &played {
            g.play(seat, a);
        }
        let ToMove::Simultaneous(both) = g.to_move() else {
            panic!("the replay reaches the same attack");
        };
        assert_eq!(both.len(), 2);
        let mut a = RandomAgent::new(1);
        let mut b = RandomAgent::new(2);
        let result = play_match(g, &mut [&mut a, &mut b]);
        assert_eq!(result.actions.len(), 1, "only the first card is committed");
        assert!(result.final_state.to_move().is_over());
        return;
    }
    panic!("no attack after the set-up in 100 random games");
}
