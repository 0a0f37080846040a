//! The action numbering and observation tensor keep the `NumericGame` contract on
//! random games.

use cubist_core::{observation, testing, Game, NumericGame};
use cubist_squadro::{Action, Squadro, SquadroOptions};

#[test]
fn random_games_keep_the_numeric_contract() {
    let stats = testing::random_games::<Squadro>(
        &SquadroOptions::default(),
        200,
        3,
        1000,
        50,
        testing::check_numeric,
    );
    assert_eq!(stats.games, 200);
}

#[test]
fn lanes_are_their_ids_and_the_tensor_shows_the_move() {
    let mut g = Squadro::new(&SquadroOptions::default(), 1);
    assert_eq!(Squadro::num_distinct_actions(g.options()), 5);
    let seat = g.to_move().actor().unwrap();
    assert_eq!(g.action_id(seat, Action(3)), 3);
    let before = observation(&g, seat);
    g.play(seat, Action(3));
    let after = observation(&g, seat);
    assert_ne!(before, after, "a move changes the observation");
    // Progress one-hot over 0..=12: lane 4 of the mover left 0.
    let at_start = (seat * 5 + 3) * 13;
    assert_eq!(before[at_start], 1.0);
    assert_eq!(after[at_start], 0.0);
    assert_eq!(before.len(), 2 * 5 * 13 + 5);
}
