//! Alpha-beta: forced wins, signs across multi-action turns, legality, suitability.

mod toys;

use cubist_ai::{
    make_agent, Agent, AgentError, AgentSpec, AlphaBetaAgent, AlphaBetaSettings, Budget,
};
use cubist_core::{legal_actions_vec, Game, Observer, Seat, ToMove};
use cubist_squadro::{Action, Squadro, SquadroOptions, DARK, LIGHT};
use toys::{Biased, Guess, NoOptions, ThreeWay, TwoStep};

fn ab<G: Game>(budget: Budget, seed: u64) -> AlphaBetaAgent<G> {
    ab_threads(budget, 1, seed)
}

fn ab_threads<G: Game>(budget: Budget, threads: usize, seed: u64) -> AlphaBetaAgent<G> {
    AlphaBetaAgent::new(
        AlphaBetaSettings {
            budget,
            threads,
            ..AlphaBetaSettings::default()
        },
        2,
        seed,
    )
    .expect("a two-player perfect-information game")
}

/// Can `seat` force a win within `plies` actions (counting everyone's)?
fn forced_win(g: &Squadro, seat: Seat, plies: u32) -> bool {
    match g.to_move() {
        ToMove::Over => g.outcome().unwrap().winner() == Some(seat),
        _ if plies == 0 => false,
        ToMove::One(mover) => {
            let mut results = legal_actions_vec(g, mover).into_iter().map(|a| {
                let mut c = g.clone();
                c.play(mover, a);
                forced_win(&c, seat, plies - 1)
            });
            if mover == seat {
                results.any(|w| w)
            } else {
                results.all(|w| w)
            }
        }
        ToMove::Simultaneous(_) => unreachable!(),
    }
}

#[test]
fn finds_forced_wins_that_need_the_opponent_replies() {
    // Light has three pieces home and two more on their way back; Dark, also with
    // three home, must not get the chance to finish a fourth.
    for (light, dark, plies) in [
        ([12, 12, 12, 9, 6], [12, 12, 12, 0, 0], 3),
        ([12, 12, 12, 9, 0], [12, 12, 0, 0, 0], 5),
    ] {
        let g = Squadro::from_progress([light, dark], LIGHT).unwrap();
        assert!(forced_win(&g, LIGHT, plies), "a win in {plies} plies");
        assert!(!forced_win(&g, LIGHT, plies - 2), "but not sooner");
        for (seed, threads) in (0..4).zip([1, 2, 1, 3]) {
            // On several threads every thread searches the whole tree through one
            // shared table; the answer must still be a forced win.
            let mut agent = ab_threads::<Squadro>(Budget::Iterations(50_000), threads, seed);
            let a = agent.choose(&g.view(Observer::Seat(LIGHT)), LIGHT);
            let mut after = g.clone();
            after.play(LIGHT, a);
            assert!(
                forced_win(&after, LIGHT, plies - 1),
                "{a:?} lets the win slip"
            );
            let stats = agent.stats().unwrap();
            assert_eq!(stats.value, Some(1.0), "a forced win is valued as sure");
        }
    }
}

#[test]
fn prefers_the_fastest_win() {
    // Lane 4 finishes now; lane 5 (turned, return speed 3) would finish in two moves.
    let g = Squadro::from_progress([[12, 12, 12, 11, 6], [0, 0, 0, 0, 0]], LIGHT).unwrap();
    for seed in 0..6 {
        let a = ab::<Squadro>(Budget::Iterations(20_000), seed)
            .choose(&g.view(Observer::Seat(LIGHT)), LIGHT);
        assert_eq!(a, Action(3), "seed {seed}");
    }
}

#[test]
fn sees_the_loss_coming_and_defends_when_it_can() {
    // Dark to move; Light threatens to finish its fourth piece next move. Whatever Dark
    // does, the chosen action is legal and the value is well formed.
    let g = Squadro::from_progress([[12, 12, 12, 11, 0], [0, 0, 0, 0, 0]], DARK).unwrap();
    let mut agent = ab::<Squadro>(Budget::Iterations(20_000), 0);
    let a = agent.choose(&g.view(Observer::Seat(DARK)), DARK);
    assert!(g.check(DARK, a).is_ok());
    let value = agent.stats().unwrap().value.unwrap();
    assert!((-1.0..=1.0).contains(&value));
}

#[test]
fn same_seed_and_view_give_the_same_action_and_node_count() {
    let g = Squadro::new(&SquadroOptions::default(), 3);
    let seat = g.to_move().actor().unwrap();
    let view = g.view(Observer::Seat(seat));
    let mut results = Vec::new();
    for _ in 0..3 {
        let mut agent = ab::<Squadro>(Budget::Iterations(30_000), 9);
        let a = agent.choose(&view, seat);
        results.push((a, agent.stats().unwrap().work, agent.stats().unwrap().depth));
    }
    assert!(results.windows(2).all(|w| w[0] == w[1]), "{results:?}");
    // The node budget stops the search: it may overshoot by nothing.
    assert!(results[0].1 <= 30_000);
}

#[test]
fn depth_limit_is_obeyed() {
    let g = Squadro::new(&SquadroOptions::default(), 3);
    let seat = g.to_move().actor().unwrap();
    let mut agent = AlphaBetaAgent::<Squadro>::new(
        AlphaBetaSettings {
            budget: Budget::Iterations(1_000_000),
            max_depth: 3,
            ..AlphaBetaSettings::default()
        },
        2,
        0,
    )
    .unwrap();
    agent.choose(&g.view(Observer::Seat(seat)), seat);
    assert_eq!(agent.stats().unwrap().depth, Some(3));
}

#[test]
fn the_sign_is_kept_while_the_same_seat_moves_again() {
    for seed in 0..4 {
        let mut g = TwoStep::new(&NoOptions, 0);
        let mut agent = ab::<TwoStep>(Budget::Iterations(1_000), seed);
        let first = agent.choose(&g.view(Observer::Seat(0)), 0);
        assert_eq!(
            first, 0,
            "a = 0 then b = 0 wins; a wrong sign would settle for a draw"
        );
        assert_eq!(agent.stats().unwrap().value, Some(1.0));
        g.play(0, first);
        assert_eq!(agent.choose(&g.view(Observer::Seat(0)), 0), 0);
    }
}

fn unsuitable<G: Game>(players: usize) -> String {
    let spec: AgentSpec = "alphabeta".parse().unwrap();
    match make_agent::<G>(&spec, players, 0) {
        Err(AgentError::Unsuitable { why, .. }) => why,
        Err(e) => panic!("wrong error: {e}"),
        Ok(a) => panic!("{} accepted {}", a.name(), G::NAME),
    }
}

#[test]
fn refuses_games_it_cannot_play_in_plain_words() {
    assert!(unsuitable::<ThreeWay>(3).contains("two players"));
    assert!(unsuitable::<Guess>(2).contains("hidden information"));
    assert!(unsuitable::<Biased>(2).contains("hidden information"));
    let spec: AgentSpec = "alphabeta".parse().unwrap();
    assert!(make_agent::<TwoStep>(&spec, 2, 0).is_ok());
}
