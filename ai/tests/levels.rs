//! Naming agents: levels, routing of `auto`, and settings, all read from each game's
//! declared search hints.

mod toys;

use cubist_ai::levels::{
    all_cores, alphabeta_level, alphabeta_settings, auto_kind, mcts_level, mcts_settings,
};
use cubist_ai::mcts::PLAY_TO_END;
use cubist_ai::{
    make_agent, AgentError, AgentKind, AgentSpec, AlphaBetaSettings, Budget, Level, MctsSettings,
    SecretRule,
};
use cubist_core::{Game, LevelSearch, Observer, Playout, SearchHints, SecretChoice};
use cubist_cube_attack::CubeAttack;
use cubist_cube_conquest::CubeConquest;
use cubist_squadro::Squadro;
use cubist_tilt::Tilt;
use cubist_zhen::Zhen;
use toys::{Guess, NoOptions, ThreeWay, TwoStep, TWO_STEP_HINTS};

fn spec(text: &str) -> AgentSpec {
    text.parse().unwrap()
}

/// The MCTS settings `text` names in `G` with two players.
fn mcts<G: Game>(text: &str) -> MctsSettings {
    mcts_settings(&spec(text), &G::search_hints(2)).unwrap()
}

#[test]
fn a_games_declared_hints_are_what_its_levels_use() {
    let hints = TwoStep::search_hints(2);
    assert_eq!(hints, TWO_STEP_HINTS);
    assert_eq!(auto_kind::<TwoStep>(2), AgentKind::AlphaBeta);
    let cores = all_cores() as u64;
    for (level, i) in Level::ALL.into_iter().zip(0..) {
        let per_core = if level == Level::Max { cores } else { 1 };
        let threads = per_core as usize;
        let m = mcts_level(level, &hints);
        assert_eq!(
            m,
            MctsSettings {
                budget: Budget::Iterations(TWO_STEP_HINTS.mcts_iterations[i] * per_core),
                exploration: cubist_ai::mcts::DEFAULT_EXPLORATION,
                rollout: 4,
                threads,
                secret: SecretRule::Maximin,
            },
            "{level:?}"
        );
        let a = alphabeta_level(level, &hints);
        assert_eq!(
            (a.budget, a.threads),
            (
                Budget::Iterations(TWO_STEP_HINTS.alphabeta_nodes[i] * per_core),
                threads
            ),
            "{level:?}"
        );
        // A bare level builds the declared search with the declared budget.
        let agent = make_agent::<TwoStep>(&spec(level.name()), 2, 0).unwrap();
        let expected = cubist_ai::AlphaBetaAgent::<TwoStep>::new(
            AlphaBetaSettings {
                budget: Budget::Iterations(TWO_STEP_HINTS.alphabeta_nodes[i] * per_core),
                threads,
                ..a
            },
            2,
            0,
        )
        .unwrap();
        assert_eq!(agent.name(), cubist_ai::Agent::name(&expected), "{level:?}");
        let agent = make_agent::<TwoStep>(&spec(&format!("mcts:{}", level.name())), 2, 0).unwrap();
        assert_eq!(
            agent.name(),
            format!(
                "mcts(budget={},c={},rollout=4,threads={threads},secret=maximin)",
                m.budget,
                cubist_ai::mcts::DEFAULT_EXPLORATION
            ),
            "{level:?}"
        );
    }
}

#[test]
fn untuned_games_get_the_untuned_levels_and_alpha_beta_falls_back_where_unsuitable() {
    let untuned = SearchHints::untuned();
    assert_eq!(untuned.search, LevelSearch::Mcts);
    assert_eq!(untuned.playout, Playout::ToEnd);
    assert_eq!(untuned.secret, SecretChoice::BestMean);
    // ThreeWay and Guess ask for alpha-beta, which cannot play three seats or hidden
    // information: their levels are MCTS with their declared budgets.
    for (players, hints, kind) in [
        (3, ThreeWay::search_hints(3), auto_kind::<ThreeWay>(3)),
        (2, Guess::search_hints(2), auto_kind::<Guess>(2)),
    ] {
        assert_eq!(hints.search, LevelSearch::AlphaBeta, "{players}");
        assert_eq!(hints.mcts_iterations, untuned.mcts_iterations);
        assert_eq!(kind, AgentKind::Mcts, "{players}");
    }
    let a = make_agent::<ThreeWay>(&spec("hard"), 3, 0).unwrap();
    assert_eq!(
        a.name(),
        format!(
            "mcts(budget=3000,c={},rollout=end,threads=1)",
            cubist_ai::mcts::DEFAULT_EXPLORATION
        )
    );
}

#[test]
fn auto_plays_every_game_with_mcts() {
    assert_eq!(auto_kind::<Squadro>(2), AgentKind::Mcts);
    assert_eq!(auto_kind::<ThreeWay>(3), AgentKind::Mcts);
    assert_eq!(auto_kind::<Guess>(2), AgentKind::Mcts);
    for game in ["easy", "hard", "max"] {
        let a = make_agent::<Squadro>(&spec(game), 2, 0).unwrap();
        assert!(a.name().starts_with("mcts"), "{}", a.name());
    }
    let a = make_agent::<ThreeWay>(&spec("hard"), 3, 0).unwrap();
    assert!(a.name().starts_with("mcts"), "{}", a.name());
    let a = make_agent::<Squadro>(&spec("alphabeta:hard"), 2, 0).unwrap();
    assert!(a.name().starts_with("alphabeta"), "{}", a.name());
}

#[test]
fn every_level_builds_for_every_search_and_plays() {
    let g = ThreeWay::new(&NoOptions, 0);
    for level in [Level::Easy, Level::Medium] {
        for kind in ["mcts", "alphabeta", ""] {
            let text = if kind.is_empty() {
                level.name().to_string()
            } else {
                format!("{kind}:{}", level.name())
            };
            let s = spec(&text);
            let sq = make_agent::<Squadro>(&s, 2, 0).unwrap();
            assert!(!sq.name().is_empty());
            if kind != "alphabeta" {
                let mut three = make_agent::<ThreeWay>(&s, 3, 0).unwrap();
                let a = three.choose(&g.view(Observer::Seat(0)), 0);
                assert!(g.check(0, a).is_ok());
            }
        }
    }
}

/// Each level spends more than the one below, and `max` runs every core with the
/// per-core budget of the hints.
fn levels_grow<G: Game>(players: usize) {
    let work = |b: Budget| match b {
        Budget::Iterations(n) => n,
        Budget::Time(_) => panic!("levels are iteration budgets, for reproducible games"),
    };
    let hints = G::search_hints(players);
    let game = G::NAME;
    for pair in Level::ALL.windows(2) {
        assert!(
            work(mcts_level(pair[0], &hints).budget) < work(mcts_level(pair[1], &hints).budget),
            "{game}"
        );
        assert!(
            work(alphabeta_level(pair[0], &hints).budget)
                < work(alphabeta_level(pair[1], &hints).budget),
            "{game}"
        );
    }
    let max = mcts_level(Level::Max, &hints);
    assert_eq!(max.threads, all_cores(), "{game}: max uses every core");
    assert_eq!(
        work(max.budget),
        hints.mcts_iterations[3] * max.threads as u64,
        "{game}: max's budget is per core"
    );
    let max = alphabeta_level(Level::Max, &hints);
    assert_eq!(max.threads, all_cores(), "{game}: max uses every core");
}

#[test]
fn levels_grow_in_budget_in_every_game() {
    levels_grow::<Squadro>(2);
    levels_grow::<Zhen>(2);
    levels_grow::<Tilt>(2);
    levels_grow::<CubeAttack>(2);
    levels_grow::<CubeAttack>(4);
    levels_grow::<CubeConquest>(2);
    levels_grow::<ThreeWay>(3);
    levels_grow::<TwoStep>(2);
}

/// Every game's declared budgets, as calibrated in `docs/ai-strength.md`.
#[test]
fn the_games_declare_their_calibrated_budgets() {
    for (name, hints, mcts, alphabeta) in [
        (
            "squadro",
            Squadro::search_hints(2),
            [20, 200, 2_000, 10_000],
            [300, 10_000, 400_000, 2_000_000],
        ),
        (
            "zhen",
            Zhen::search_hints(2),
            [20, 200, 2_000, 10_000],
            [300, 3_000, 30_000, 500_000],
        ),
        (
            "tilt",
            Tilt::search_hints(2),
            [5, 300, 3_000, 15_000],
            [100, 3_000, 10_000, 100_000],
        ),
        (
            "cube-attack",
            CubeAttack::search_hints(2),
            [10, 100, 2_000, 10_000],
            [300, 5_000, 50_000, 500_000],
        ),
        (
            "cube-attack, 4 players",
            CubeAttack::search_hints(4),
            [10, 100, 2_000, 10_000],
            [300, 5_000, 50_000, 500_000],
        ),
        (
            "cube-conquest",
            CubeConquest::search_hints(2),
            [2, 20, 500, 10_000],
            [300, 10_000, 400_000, 2_000_000],
        ),
    ] {
        assert_eq!(hints.mcts_iterations, mcts, "{name}");
        assert_eq!(hints.alphabeta_nodes, alphabeta, "{name}");
    }
    assert_eq!(auto_kind::<Squadro>(2), AgentKind::Mcts);
    assert_eq!(auto_kind::<CubeConquest>(2), AgentKind::Mcts);
    assert_eq!(auto_kind::<CubeConquest>(4), AgentKind::Mcts);
}

/// At two players a bare level of `G` is alpha-beta with `hard_nodes` at `hard`, and
/// an `mcts:` spec still gets MCTS.
fn two_player_levels_are_alpha_beta<G: Game>(hard_nodes: u64) {
    assert_eq!(auto_kind::<G>(2), AgentKind::AlphaBeta);
    for (text, kind) in [
        ("easy", "alphabeta"),
        ("max", "alphabeta"),
        ("mcts:hard", "mcts"),
    ] {
        let a = make_agent::<G>(&spec(text), 2, 0).unwrap();
        assert!(a.name().starts_with(kind), "{text}: {}", a.name());
    }
    assert_eq!(
        alphabeta_level(Level::Hard, &G::search_hints(2)).budget,
        Budget::Iterations(hard_nodes)
    );
}

#[test]
fn tilt_levels_are_alpha_beta_and_mcts_stays_a_spec_away() {
    two_player_levels_are_alpha_beta::<Tilt>(10_000);
}

#[test]
fn two_player_cube_attack_is_alpha_beta_and_larger_tables_stay_mcts() {
    two_player_levels_are_alpha_beta::<CubeAttack>(50_000);
    for players in [3, 4, 6] {
        assert_eq!(
            auto_kind::<CubeAttack>(players),
            AgentKind::Mcts,
            "{players}"
        );
        let a = make_agent::<CubeAttack>(&spec("hard"), players, 0).unwrap();
        assert!(a.name().starts_with("mcts"), "{players}: {}", a.name());
    }
}

#[test]
fn zhen_is_played_by_alpha_beta_on_every_thread_at_max() {
    assert_eq!(auto_kind::<Zhen>(2), AgentKind::AlphaBeta);
    let g = Zhen::new(&Default::default(), 1);
    let seat = g.to_move().actor().unwrap();
    let view = g.view(Observer::Seat(seat));
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    for text in ["hard", "alphabeta:iterations=20000,threads=2"] {
        let mut a = make_agent::<Zhen>(&spec(text), 2, 3).unwrap();
        assert!(a.name().starts_with("alphabeta"), "{}", a.name());
        let action = a.choose(&view, seat);
        assert!(legal.contains(&action), "{text}");
        let stats = a.stats().unwrap();
        assert!(stats.depth.unwrap() >= 1);
        // Each thread stops at the end of the iteration that crossed its share.
        assert!(stats.work > 0, "{text}");
        if text == "hard" {
            // Threads sharing a table race, so only one thread replays exactly.
            let b = make_agent::<Zhen>(&spec(text), 2, 3)
                .unwrap()
                .choose(&view, seat);
            assert_eq!(
                action, b,
                "{text}: the same seed and view give the same move"
            );
        }
    }
    let hints = Zhen::search_hints(2);
    let s = alphabeta_settings(&spec("alphabeta:max,threads=3"), &hints).unwrap();
    assert_eq!(s.threads, 3);
    assert_eq!(s.budget, Budget::Iterations(3 * hints.alphabeta_nodes[3]));
}

#[test]
fn max_on_fewer_threads_keeps_its_budget_per_thread() {
    let s = mcts::<Squadro>("mcts:max,threads=3");
    assert_eq!(s.threads, 3);
    assert_eq!(
        s.budget,
        Budget::Iterations(3 * Squadro::search_hints(2).mcts_iterations[3])
    );
    let s = mcts::<Squadro>("mcts:max,threads=3,iterations=99");
    assert_eq!(s.budget, Budget::Iterations(99));
}

#[test]
fn secret_rules_are_named_settings() {
    for (text, rule) in [
        ("mcts:hard", SecretRule::Maximin),
        ("mcts", SecretRule::Maximin),
        ("mcts:secret=search", SecretRule::Search),
        ("mcts:secret=best", SecretRule::Best),
        ("hard:secret=first", SecretRule::First),
        ("mcts:easy,secret=last", SecretRule::Last),
    ] {
        assert_eq!(
            mcts::<CubeConquest>(text).secret,
            rule,
            "{text} in cube-conquest"
        );
    }
    for (text, rule) in [
        ("mcts:hard", SecretRule::Best),
        ("mcts:secret=maximin", SecretRule::Maximin),
    ] {
        assert_eq!(mcts::<Squadro>(text).secret, rule, "{text} in squadro");
    }
    match make_agent::<Squadro>(&spec("mcts:secret=highest"), 2, 0) {
        Err(AgentError::BadParam { key, .. }) => assert_eq!(key, "secret"),
        other => panic!("secret=highest accepted: {:?}", other.map(|a| a.name())),
    }
}

#[test]
fn settings_override_the_level() {
    let s = mcts::<Squadro>("mcts:hard,iterations=77,c=0.5,rollout=12,threads=2");
    assert_eq!(s.budget, Budget::Iterations(77));
    assert_eq!((s.exploration, s.rollout, s.threads), (0.5, 12, 2));
    let s = mcts::<Squadro>("mcts:threads=max");
    assert!(s.threads >= 1);
}

#[test]
fn bad_settings_are_refused_with_the_reason() {
    for (text, key) in [
        ("mcts:c=-1", "c"),
        ("mcts:c=abc", "c"),
        ("mcts:threads=0", "threads"),
        ("mcts:rollout=-2", "rollout"),
        ("mcts:depth=3", "depth"),
        ("alphabeta:depth=0", "depth"),
        ("alphabeta:c=1", "c"),
        ("alphabeta:threads=0", "threads"),
    ] {
        match make_agent::<Squadro>(&spec(text), 2, 0) {
            Err(AgentError::BadParam { key: k, why, .. }) => {
                assert_eq!(k, key, "{text}");
                assert!(!why.is_empty());
            }
            Err(e) => panic!("{text}: wrong error {e}"),
            Ok(a) => panic!("{text} accepted as {}", a.name()),
        }
    }
}

#[test]
fn type_erased_agents_report_their_search() {
    use cubist_ai::AgentVisitor;
    use cubist_core::{DynGame, Erased, GameVisitor};
    let spec = spec("mcts:iterations=50");
    let mut agent = AgentVisitor {
        spec: &spec,
        players: 2,
        seed: 0,
    }
    .visit::<Squadro>()
    .unwrap();
    assert!(agent.stats().is_none(), "no decision yet");
    let game = Erased(Squadro::new(&Default::default(), 0));
    let seat = game.to_move().actor().unwrap();
    agent.choose(&game as &dyn DynGame, seat).unwrap();
    assert_eq!(agent.stats().map(|s| s.work), Some(50));
}

#[test]
fn long_games_get_short_playouts_unless_the_spec_says_otherwise() {
    assert_eq!(mcts::<CubeAttack>("hard").rollout, 8);
    assert_eq!(mcts::<CubeConquest>("mcts:easy").rollout, 3);
    assert_eq!(mcts::<Squadro>("mcts:hard").rollout, PLAY_TO_END);
    assert_eq!(mcts::<Zhen>("mcts:hard").rollout, PLAY_TO_END);
    assert_eq!(mcts::<CubeAttack>("mcts:rollout=end").rollout, PLAY_TO_END);
    assert_eq!(
        mcts::<Squadro>("mcts:rollout=0").rollout,
        0,
        "0: score the leaf at once"
    );
    assert_eq!(mcts::<Tilt>("hard").rollout, 0);
    let a = make_agent::<Squadro>(&spec("mcts:rollout=end"), 2, 0).unwrap();
    assert!(a.name().contains("rollout=end"), "{}", a.name());
}
