//! The action numbering and observation tensor keep the `NumericGame` contract on
//! random games of several sizes.

use cubist_core::{testing, Game, NumericGame};
use cubist_zhen::{Action, Zhen, ZhenOptions};

#[test]
fn random_games_keep_the_numeric_contract() {
    for (tiles, cubes) in [(10, 10), (4, 3), (20, 20)] {
        let options = ZhenOptions::sized(tiles, cubes);
        testing::random_games::<Zhen>(&options, 40, 7, 1000, 5, testing::check_numeric);
    }
}

#[test]
fn ids_follow_the_tiles() {
    let g = Zhen::new(&ZhenOptions::sized(6, 6), 1);
    assert_eq!(Zhen::num_distinct_actions(g.options()), 12);
    assert_eq!(g.action_id(0, Action::Place(1)), 0);
    assert_eq!(g.action_id(0, Action::Move(6)), 11);
    assert_eq!(Zhen::observation_shape(g.options()), vec![29]);
}
