//! The action numbering and observation tensor keep the `NumericGame` contract on
//! random games of 2 to 6 players.

use cubist_core::{testing, Game, NumericGame};
use cubist_cube_attack::{Action, CubeAttack, CubeAttackOptions, UnitId};

#[test]
fn random_games_keep_the_numeric_contract() {
    for players in 2..=6 {
        let options = CubeAttackOptions {
            rounds: 30,
            ..CubeAttackOptions::with_players(players)
        };
        testing::random_games::<CubeAttack>(
            &options,
            6,
            players as u64,
            100_000,
            7,
            testing::check_numeric,
        );
    }
}

#[test]
fn ids_name_the_acting_seats_units() {
    let options = CubeAttackOptions::with_players(3);
    let g = CubeAttack::new(&options, 1);
    let planets = options.map.map().planets().len();
    let n = CubeAttack::num_distinct_actions(&options);
    assert_eq!(n, 20 * planets + 20 + 20 * 20 * 3 + 1);
    assert_eq!(g.action_from_id(2, n - 1), Some(Action::Pass));
    let attack = Action::Attack {
        unit: UnitId::new(2, 1),
        target: UnitId::new(0, 4),
    };
    let id = g.action_id(2, attack);
    assert_eq!(g.action_from_id(2, id), Some(attack));
}
