//! MCTS: reproducibility, budgets, and each feature of the game API.

mod toys;

use cubist_ai::{Agent, Budget, MctsAgent, MctsSettings, SecretRule};
use cubist_core::{Game, Observer};
use cubist_squadro::{Squadro, SquadroOptions};
use toys::{Biased, Guess, NoOptions, ThreeWay, TwoStep};

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

/// A Squadro position some way into a game, reached by fixed moves.
fn midgame() -> Squadro {
    let mut g = Squadro::from_progress([[0; 5]; 2], 0).unwrap();
    for lane in [0, 2, 1, 3, 4, 0, 2, 2] {
        let seat = g.to_move().actor().unwrap();
        g.try_play(seat, cubist_squadro::Action(lane)).unwrap();
    }
    g
}

#[test]
fn same_seed_and_view_give_the_same_action() {
    let g = midgame();
    let seat = g.to_move().actor().unwrap();
    let view = g.view(Observer::Seat(seat));
    for threads in [1, 2] {
        let settings = MctsSettings {
            budget: Budget::Iterations(400),
            threads,
            ..MctsSettings::default()
        };
        let runs: Vec<_> = (0..3)
            .map(|_| MctsAgent::<Squadro>::new(settings, 42).choose(&view, seat))
            .collect();
        assert!(runs.windows(2).all(|w| w[0] == w[1]), "{runs:?}");
    }
}

#[test]
fn iteration_budget_is_spent_exactly() {
    let g = midgame();
    let seat = g.to_move().actor().unwrap();
    let view = g.view(Observer::Seat(seat));
    for (iterations, threads) in [(1, 1), (257, 1), (257, 2), (1000, 3)] {
        let mut agent = MctsAgent::<Squadro>::new(
            MctsSettings {
                budget: Budget::Iterations(iterations),
                threads,
                ..MctsSettings::default()
            },
            7,
        );
        agent.choose(&view, seat);
        let stats = agent.stats().expect("MCTS reports its work");
        assert_eq!(stats.work, iterations, "threads={threads}");
        let value = stats.value.expect("a value after a search");
        assert!((-1.0..=1.0).contains(&value));
    }
}

#[test]
fn a_turn_of_two_actions_is_searched_from_one_point_of_view() {
    for seed in 0..5 {
        let mut g = TwoStep::new(&NoOptions, 0);
        let first = mcts::<TwoStep>(500, seed).choose(&g.view(Observer::Seat(0)), 0);
        assert_eq!(first, 0, "a = 0 wins if followed by b = 0");
        g.play(0, first);
        let second = mcts::<TwoStep>(500, seed).choose(&g.view(Observer::Seat(0)), 0);
        assert_eq!(second, 0);
    }
}

#[test]
fn each_of_three_players_maximises_its_own_reward() {
    for seed in 0..5 {
        let g = ThreeWay::new(&NoOptions, 0);
        let mut agent = mcts::<ThreeWay>(3000, seed);
        let a = agent.choose(&g.view(Observer::Seat(0)), 0);
        assert_eq!(a, 2, "sharing the win beats handing seat 1 the choice");
    }
}

/// Frequency with which fresh agents, seeded 0..n, pick 0 for `seat` at the start.
fn frequency_of_zero(seat: usize, n: u64) -> f64 {
    let g = Biased::new(&NoOptions, 0);
    let view = g.view(Observer::Seat(seat));
    let zeros = (0..n)
        .filter(|&seed| {
            mcts_secret::<Biased>(1500, seed, SecretRule::Search).choose(&view, seat) == 0
        })
        .count();
    zeros as f64 / n as f64
}

#[test]
fn simultaneous_choices_are_mixed_near_the_equilibrium() {
    // The equilibrium plays 0 one time in three, for both seats. A pure choice (what an
    // argmax would give) would be 0% or 100%.
    for seat in [0, 1] {
        let f = frequency_of_zero(seat, 150);
        assert!(
            (0.2..=0.47).contains(&f),
            "seat {seat} picks 0 with frequency {f}"
        );
    }
}

#[test]
fn hidden_information_is_decided_from_the_view_only() {
    // Two deals that differ only in seat 0's secret card look the same to seat 1.
    let one = Guess::new(&NoOptions, 1);
    let two = Guess::new(&NoOptions, 2);
    assert_ne!(one, two);
    let (v1, v2) = (one.view(Observer::Seat(1)), two.view(Observer::Seat(1)));
    assert_eq!(v1, v2);
    let mut hits = 0;
    for seed in 0..40 {
        let a1 = mcts::<Guess>(300, seed).choose(&v1, 1);
        let a2 = mcts::<Guess>(300, seed).choose(&v2, 1);
        assert_eq!(a1, a2, "seed {seed}");
        hits += u32::from(a1 == one.card);
    }
    // A search that peeked would always be right; one that cannot guesses 1 in 4.
    assert!(hits < 24, "right {hits} times of 40");
}

#[test]
fn without_playouts_the_expansion_order_varies_with_the_seed() {
    // Scoring leaves by the evaluation alone leaves nothing random in a
    // perfect-information search; the order in which actions are first tried is drawn
    // instead, so that two seeds do not always play the same game.
    let g = Squadro::new(&SquadroOptions::default(), 0);
    let seat = g.to_move().actor().unwrap();
    let view = g.view(Observer::Seat(seat));
    let agent = |seed| {
        MctsAgent::<Squadro>::new(
            MctsSettings {
                budget: Budget::Iterations(2),
                rollout: 0,
                ..MctsSettings::default()
            },
            seed,
        )
    };
    let picks: std::collections::BTreeSet<_> = (0..20)
        .map(|seed| agent(seed).choose(&view, seat))
        .collect();
    assert!(picks.len() >= 2, "always {picks:?}");
    for seed in 0..5 {
        assert_eq!(
            agent(seed).choose(&view, seat),
            agent(seed).choose(&view, seat)
        );
    }
}
