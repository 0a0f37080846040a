//! The action numbering and observation tensor keep the `NumericGame` contract on
//! random games of every board size.

use cubist_core::{testing, Game, NumericGame};
use cubist_tilt::{Action, Square, Tilt, TiltOptions};

#[test]
fn random_games_keep_the_numeric_contract() {
    for size in 4..=10 {
        let options = TiltOptions {
            size,
            ..TiltOptions::default()
        };
        testing::random_games::<Tilt>(&options, 12, size as u64, 1000, 9, testing::check_numeric);
    }
}

#[test]
fn slides_are_numbered_by_square_direction_and_distance() {
    let g = Tilt::new(&TiltOptions::default(), 1);
    let n = 6;
    assert_eq!(
        Tilt::num_distinct_actions(g.options()),
        3 * 36 + 1 + 4 * 36 * 5
    );
    let a1 = Square::new(0, 0);
    let a3 = Square::new(0, 2);
    // From a1 (square 0) north (direction 0) by 2.
    let id = g.action_id(0, Action::Slide(a1, a3));
    assert_eq!(id, 3 * n * n + 1 + 1);
    assert_eq!(g.action_from_id(0, id), Some(Action::Slide(a1, a3)));
    // From a1 south leaves the board: no action.
    assert_eq!(g.action_from_id(0, 3 * n * n + 1 + 2 * 5), None);
    assert_eq!(Tilt::observation_shape(g.options()), vec![12, 6, 6]);
}
