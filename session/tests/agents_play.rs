//! Whole games between agents through the arena: the searches beat random play, never
//! play an illegal action, cannot be exploited by a fixed rule at a secret choice, and
//! games of secret choices run to the end.

// The toy games are shared with the ai crate's tests.
#[path = "../../ai/tests/toys/mod.rs"]
mod toys;

// Cube Conquest's test helpers are shared with that game's tests.
#[path = "../../games/cube-conquest/tests/common/mod.rs"]
mod conquest;

use cubist_ai::{
    Agent, AlphaBetaAgent, AlphaBetaSettings, Budget, GreedyAgent, MctsAgent, MctsSettings,
    RandomAgent, SecretRule,
};
use cubist_core::{legal_actions_vec, FirstPlayer, Game};
use cubist_session::arena::play_match;
use cubist_squadro::{Squadro, SquadroOptions};
use toys::{Biased, NoOptions};

fn mcts<G: Game>(iterations: u64, seed: u64) -> MctsAgent<G> {
    mcts_secret(iterations, seed, SecretRule::Best)
}

fn mcts_secret<G: Game>(iterations: u64, seed: u64, secret: SecretRule) -> MctsAgent<G> {
    MctsAgent::new(
        MctsSettings {
            budget: Budget::Iterations(iterations),
            secret,
            ..MctsSettings::default()
        },
        seed,
    )
}

fn ab<G: Game>(budget: Budget, seed: u64) -> AlphaBetaAgent<G> {
    AlphaBetaAgent::new(
        AlphaBetaSettings {
            budget,
            threads: 1,
            ..AlphaBetaSettings::default()
        },
        2,
        seed,
    )
    .expect("a two-player perfect-information game")
}

#[test]
fn a_few_hundred_iterations_beat_random_at_squadro() {
    let mut wins = 0;
    for game in 0..20u64 {
        let options = SquadroOptions {
            first: FirstPlayer::Seat((game % 2) as usize),
            ..SquadroOptions::default()
        };
        let mut smart = mcts::<Squadro>(300, game);
        let mut random = RandomAgent::new(game);
        let result = play_match(Squadro::new(&options, game), &mut [&mut smart, &mut random]);
        if result.outcome.winner() == Some(0) {
            wins += 1;
        }
    }
    assert!(wins >= 18, "MCTS won only {wins} of 20");
}

#[test]
fn truncated_playouts_use_the_evaluation_and_still_play_well() {
    let mut wins = 0;
    for game in 0..6u64 {
        let mut smart = MctsAgent::<Squadro>::new(
            MctsSettings {
                budget: Budget::Iterations(200),
                rollout: 4,
                ..MctsSettings::default()
            },
            game,
        );
        let mut random = RandomAgent::new(game);
        let result = play_match(
            Squadro::new(&SquadroOptions::default(), game),
            &mut [&mut smart, &mut random],
        );
        wins += u32::from(result.outcome.winner() == Some(0));
    }
    assert!(wins >= 5, "won {wins} of 6");
}

#[test]
fn greedy_beats_random_at_squadro() {
    let mut wins = 0;
    for game in 0..20u64 {
        let options = SquadroOptions {
            first: FirstPlayer::Seat((game % 2) as usize),
            ..SquadroOptions::default()
        };
        let mut greedy = GreedyAgent::new(game);
        let mut random = RandomAgent::new(game);
        let result = play_match(
            Squadro::new(&options, game),
            &mut [&mut greedy, &mut random],
        );
        wins += u32::from(result.outcome.winner() == Some(0));
    }
    assert!(wins >= 16, "greedy won only {wins} of 20");
}

#[test]
fn never_plays_an_illegal_action_and_beats_random() {
    let mut wins = 0;
    for game in 0..10u64 {
        let options = SquadroOptions {
            first: FirstPlayer::Seat((game % 2) as usize),
            ..SquadroOptions::default()
        };
        let mut smart = ab::<Squadro>(Budget::Iterations(2_000), game);
        let mut random = RandomAgent::new(game);
        // play_match checks every action with try_play and panics on an illegal one.
        let result = play_match(Squadro::new(&options, game), &mut [&mut random, &mut smart]);
        wins += u32::from(result.outcome.winner() == Some(1));
    }
    assert!(wins >= 9, "alpha-beta won only {wins} of 10");
}

/// Always plays the same action: the simplest exploiter of a pure strategy.
struct Always(u8);

impl Agent<Biased> for Always {
    fn choose(&mut self, _view: &toys::BiasedView, _seat: usize) -> u8 {
        self.0
    }
    fn name(&self) -> String {
        format!("always {}", self.0)
    }
}

#[test]
fn a_fixed_rule_cannot_exploit_the_searched_choice() {
    // At the equilibrium seat 0 gets 1/3 of a point and seat 1 gets 2/3, whatever the
    // other does. One pure reply for every game would be held to 0 (seat 0) or 1/2
    // (seat 1) by one of the fixed rules. MCTS keeps close to its equilibrium share
    // against both, in either seat, whether it draws from its mixed strategy or
    // takes the best mean (which varies with the samples of each search).
    let n = 120;
    for (seat, fixed, secret) in [0, 1]
        .into_iter()
        .flat_map(|seat| [0u8, 1].map(|fixed| (seat, fixed)))
        .flat_map(|(seat, fixed)| [SecretRule::Search, SecretRule::Best].map(|r| (seat, fixed, r)))
    {
        {
            let mut points = 0.0;
            for seed in 0..n {
                let mut smart = mcts_secret::<Biased>(1500, seed, secret);
                let mut rule = Always(fixed);
                let agents: [&mut dyn Agent<Biased>; 2] = if seat == 0 {
                    [&mut smart, &mut rule]
                } else {
                    [&mut rule, &mut smart]
                };
                let mut agents = agents;
                let result = play_match(Biased::new(&NoOptions, seed), &mut agents);
                points += result.outcome.reward(seat);
            }
            let mean = points / n as f64;
            let floor = if seat == 0 { 0.22 } else { 0.58 };
            assert!(
                mean > floor,
                "seat {seat} ({secret:?}) held to {mean} by always {fixed}"
            );
        }
    }
}

#[test]
fn arena_games_of_secret_choices_run_to_the_end() {
    let mut a = mcts::<Biased>(200, 1);
    let mut b = mcts::<Biased>(200, 2);
    let result = play_match(Biased::new(&NoOptions, 0), &mut [&mut a, &mut b]);
    assert_eq!(result.actions.len(), 2);
}

#[test]
fn a_game_ended_by_the_first_secret_card_ends_cleanly_in_the_arena() {
    use conquest::{opts, pick};
    use cubist_core::{game_rng, ToMove};
    use cubist_cube_conquest::{ConquestOptions, CubeConquest};

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
