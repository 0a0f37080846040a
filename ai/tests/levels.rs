//! Naming agents: levels, routing of `auto`, and settings.

mod toys;

use cubist_ai::levels::{alphabeta_level, auto_kind, level_iterations, mcts_level, mcts_settings};
use cubist_ai::mcts::PLAY_TO_END;
use cubist_ai::{make_agent, AgentError, AgentKind, AgentSpec, Budget, Level};
use cubist_core::{Game, Observer};
use cubist_squadro::Squadro;
use toys::{Guess, NoOptions, ThreeWay};

fn spec(text: &str) -> AgentSpec {
    text.parse().unwrap()
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

#[test]
fn levels_grow_in_budget_in_every_game() {
    let work = |b: Budget| match b {
        Budget::Iterations(n) => n,
        Budget::Time(_) => panic!("levels are iteration budgets, for reproducible games"),
    };
    for game in [
        "squadro",
        "zhen",
        "tilt",
        "cube-attack",
        "cube-conquest",
        "other",
    ] {
        for pair in Level::ALL.windows(2) {
            assert!(
                work(mcts_level(pair[0], game).budget) < work(mcts_level(pair[1], game).budget),
                "{game}"
            );
        }
        let max = mcts_level(Level::Max, game);
        assert_eq!(
            max.threads,
            cubist_ai::levels::all_cores(),
            "{game}: max uses every core"
        );
        assert_eq!(
            work(max.budget),
            level_iterations(game)[3] * max.threads as u64,
            "{game}: max's budget is per core"
        );
    }
    for game in ["zhen", "tilt", "cube-attack", "squadro"] {
        for pair in Level::ALL.windows(2) {
            assert!(
                work(alphabeta_level(pair[0], game).budget)
                    < work(alphabeta_level(pair[1], game).budget),
                "{game}"
            );
        }
        let max = alphabeta_level(Level::Max, game);
        assert_eq!(
            max.threads,
            cubist_ai::levels::all_cores(),
            "{game}: max uses every core"
        );
    }
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
        alphabeta_level(Level::Hard, G::NAME).budget,
        Budget::Iterations(hard_nodes)
    );
}

#[test]
fn tilt_levels_are_alpha_beta_and_mcts_stays_a_spec_away() {
    two_player_levels_are_alpha_beta::<cubist_tilt::Tilt>(10_000);
}

#[test]
fn two_player_cube_attack_is_alpha_beta_and_larger_tables_stay_mcts() {
    use cubist_cube_attack::CubeAttack;
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
    use cubist_zhen::Zhen;
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
    let s =
        cubist_ai::levels::alphabeta_settings(&spec("alphabeta:max,threads=3"), "zhen").unwrap();
    assert_eq!(s.threads, 3);
    assert_eq!(
        s.budget,
        Budget::Iterations(3 * cubist_ai::levels::alphabeta_nodes("zhen")[3])
    );
}

#[test]
fn max_on_fewer_threads_keeps_its_budget_per_thread() {
    let s = mcts_settings(&spec("mcts:max,threads=3"), "squadro").unwrap();
    assert_eq!(s.threads, 3);
    assert_eq!(
        s.budget,
        Budget::Iterations(3 * level_iterations("squadro")[3])
    );
    let s = mcts_settings(&spec("mcts:max,threads=3,iterations=99"), "squadro").unwrap();
    assert_eq!(s.budget, Budget::Iterations(99));
}

#[test]
fn secret_rules_are_named_settings() {
    use cubist_ai::SecretRule;
    for (text, game, rule) in [
        ("mcts:hard", "cube-conquest", SecretRule::Maximin),
        ("mcts", "cube-conquest", SecretRule::Maximin),
        ("mcts:hard", "squadro", SecretRule::Best),
        ("mcts:secret=search", "cube-conquest", SecretRule::Search),
        ("mcts:secret=best", "cube-conquest", SecretRule::Best),
        ("mcts:secret=maximin", "squadro", SecretRule::Maximin),
        ("hard:secret=first", "cube-conquest", SecretRule::First),
        ("mcts:easy,secret=last", "cube-conquest", SecretRule::Last),
    ] {
        assert_eq!(
            mcts_settings(&spec(text), game).unwrap().secret,
            rule,
            "{text} in {game}"
        );
    }
    match make_agent::<Squadro>(&spec("mcts:secret=highest"), 2, 0) {
        Err(AgentError::BadParam { key, .. }) => assert_eq!(key, "secret"),
        other => panic!("secret=highest accepted: {:?}", other.map(|a| a.name())),
    }
}

#[test]
fn settings_override_the_level() {
    let s = mcts_settings(
        &spec("mcts:hard,iterations=77,c=0.5,rollout=12,threads=2"),
        "squadro",
    )
    .unwrap();
    assert_eq!(s.budget, Budget::Iterations(77));
    assert_eq!((s.exploration, s.rollout, s.threads), (0.5, 12, 2));
    let s = mcts_settings(&spec("mcts:threads=max"), "squadro").unwrap();
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
    let rollout = |text: &str, game: &str| mcts_settings(&spec(text), game).unwrap().rollout;
    assert_eq!(rollout("hard", "cube-attack"), 8);
    assert_eq!(rollout("mcts:easy", "cube-conquest"), 3);
    assert_eq!(rollout("mcts:hard", "squadro"), PLAY_TO_END);
    assert_eq!(rollout("mcts:rollout=end", "cube-attack"), PLAY_TO_END);
    assert_eq!(
        rollout("mcts:rollout=0", "squadro"),
        0,
        "0: score the leaf at once"
    );
    assert_eq!(rollout("hard", "tilt"), 0);
    let a = make_agent::<Squadro>(&spec("mcts:rollout=end"), 2, 0).unwrap();
    assert!(a.name().contains("rollout=end"), "{}", a.name());
}
