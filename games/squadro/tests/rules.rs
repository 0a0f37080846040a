//! One test (at least) per rule sentence of the Squadro rulebook and rulings.

use cubist_core::{legal_actions_vec, Game, GameOptions, OptionPairs, RuleError, ToMove};
use cubist_squadro::{
    square, Action, Squadro, SquadroOptions, Status, DARK, FINISHED, LIGHT, TURNED,
};

const HOME: [u8; 5] = [0; 5];

fn pos(light: [u8; 5], dark: [u8; 5], mover: usize) -> Squadro {
    Squadro::from_progress([light, dark], mover).expect("valid test position")
}

fn after(mut g: Squadro, lane: u8) -> Squadro {
    let seat = g.to_move().actor().unwrap();
    g.try_play(seat, Action(lane - 1)).expect("legal move");
    g
}

#[test]
fn light_moves_up_columns_b_to_f_and_dark_left_along_ranks_2_to_6() {
    // Canonical encoding: Light in column x at cell c is on (x, c); Dark on rank y at
    // cell c is on (6 - c, y).
    assert_eq!(square(LIGHT, 0, 0), (1, 0)); // b1
    assert_eq!(square(LIGHT, 4, 6), (5, 6)); // f7
    assert_eq!(square(DARK, 0, 0), (6, 1)); // g2
    assert_eq!(square(DARK, 4, 6), (0, 5)); // a6
}

#[test]
fn outbound_speeds_are_1_3_2_3_1_for_light_and_3_1_2_1_3_for_dark() {
    for (lane, speed) in [1, 3, 2, 3, 1].into_iter().enumerate() {
        let g = after(pos(HOME, HOME, LIGHT), lane as u8 + 1);
        assert_eq!(g.progress()[LIGHT][lane], speed, "light lane {}", lane + 1);
    }
    for (lane, speed) in [3, 1, 2, 1, 3].into_iter().enumerate() {
        let g = after(pos(HOME, HOME, DARK), lane as u8 + 1);
        assert_eq!(g.progress()[DARK][lane], speed, "dark lane {}", lane + 1);
    }
}

#[test]
fn return_speed_is_four_minus_outbound() {
    // Light lane 1 (speed 1 out, 3 back) from the far trough.
    let g = after(pos([6, 0, 0, 0, 0], HOME, LIGHT), 1);
    assert_eq!(g.progress()[LIGHT][0], 9);
    // Dark lane 1 (speed 3 out, 1 back).
    let g = after(pos(HOME, [6, 0, 0, 0, 0], DARK), 1);
    assert_eq!(g.progress()[DARK][0], 7);
}

#[test]
fn reaching_the_far_trough_turns_and_stops_with_steps_left() {
    // Light lane 2 (speed 3) at cell 4: one step to cell 5, one to the trough, stop.
    let g = after(pos([0, 4, 0, 0, 0], HOME, LIGHT), 2);
    assert_eq!(g.progress()[LIGHT][1], TURNED);
    // It now moves at the return speed, 1.
    let g = after(after(g, 1), 2); // Dark moves lane 1 in between
    assert_eq!(g.progress()[LIGHT][1], 7);
}

#[test]
fn a_returning_piece_reaching_home_is_finished_and_leaves_the_board() {
    // Light lane 1 returns at speed 3; from progress 10 it needs 2 steps.
    let g = after(pos([10, 0, 0, 0, 0], HOME, LIGHT), 1);
    assert_eq!(g.progress()[LIGHT][0], FINISHED);
    assert_eq!(g.finished(LIGHT), 1);
    // A finished piece cannot be moved again.
    let mut g = pos([FINISHED, 0, 0, 0, 0], HOME, LIGHT);
    assert!(!legal_actions_vec(&g, LIGHT).contains(&Action(0)));
    let before = g.clone();
    let err = g.try_play(LIGHT, Action(0)).unwrap_err();
    assert!(err.to_string().contains("already back home"), "{err}");
    assert_eq!(g, before);
}

#[test]
fn jumping_an_opponent_lands_behind_it_and_stops_sending_it_home() {
    // Light lane 2 (column c, speed 3) steps onto c2, where Dark lane 1 (rank 2)
    // stands at its cell 4. Light jumps to c3 and stops with a step left.
    let g = after(pos(HOME, [4, 0, 0, 0, 0], LIGHT), 2);
    assert_eq!(g.progress()[LIGHT][1], 2);
    assert_eq!(g.progress()[DARK][0], 0, "jumped outbound piece goes home");
}

#[test]
fn a_row_of_opponents_is_jumped_together_and_all_go_back() {
    // Dark lanes 1 and 2 both stand in column c (their cell 4): c2 and c3.
    let g = after(pos(HOME, [4, 4, 0, 0, 0], LIGHT), 2);
    assert_eq!(
        g.progress()[LIGHT][1],
        3,
        "lands on c4, the first empty cell"
    );
    assert_eq!(g.progress()[DARK][0], 0);
    assert_eq!(g.progress()[DARK][1], 0);
}

#[test]
fn a_jumped_piece_that_had_turned_goes_back_to_its_far_trough() {
    // Dark lane 1 returning, on its cell 4 again (progress 8), in column c.
    let g = after(pos(HOME, [8, 0, 0, 0, 0], LIGHT), 2);
    assert_eq!(g.progress()[DARK][0], TURNED);
}

#[test]
fn a_jump_stops_the_mover_even_on_its_first_step_of_three() {
    let g = after(pos(HOME, [4, 0, 0, 0, 0], LIGHT), 2);
    // Without the piece it would have gone 3 cells.
    assert!(g.progress()[LIGHT][1] < 3);
}

#[test]
fn a_jump_onto_the_far_trough_turns_the_piece() {
    // Light lane 2 at cell 4; Dark lane 5 (rank 6) on c6 (its cell 4) blocks cell 5.
    let g = after(pos([0, 4, 0, 0, 0], [0, 0, 0, 0, 4], LIGHT), 2);
    assert_eq!(g.progress()[LIGHT][1], TURNED);
    assert_eq!(g.progress()[DARK][4], 0);
}

#[test]
fn a_jump_onto_home_finishes_a_returning_piece() {
    // Light lane 1 returning on b2 (progress 11); Dark lane 1 on b2? No: Dark lane 1
    // crosses column b at its cell 5, which is b2. Put Light on b3 (progress 10) and
    // Dark lane 1 on b2: Light jumps it straight into home.
    let g = after(pos([10, 0, 0, 0, 0], [5, 0, 0, 0, 0], LIGHT), 1);
    assert_eq!(g.progress()[LIGHT][0], FINISHED);
    assert_eq!(g.progress()[DARK][0], 0);
}

#[test]
fn dark_jumps_light_the_same_way() {
    // Dark lane 1 (rank 2, speed 3) steps onto f2, where Light lane 5 (column f)
    // stands at cell 1.
    let g = after(pos([0, 0, 0, 0, 1], HOME, DARK), 1);
    assert_eq!(g.progress()[DARK][0], 2);
    assert_eq!(g.progress()[LIGHT][4], 0);
}

#[test]
fn returning_pieces_jump_too() {
    // Light lane 1 returning from b6 (progress 7, speed 3); Dark lane 4 (rank 5) on b5
    // (its cell 5) is jumped and, being outbound, goes home.
    let g = after(pos([7, 0, 0, 0, 0], [0, 0, 0, 5, 0], LIGHT), 1);
    assert_eq!(g.progress()[LIGHT][0], 9);
    assert_eq!(g.progress()[DARK][3], 0);
}

#[test]
fn four_pieces_home_wins() {
    let g = after(pos([10, 12, 12, 12, 0], HOME, LIGHT), 1);
    assert_eq!(g.status(), Status::Won(LIGHT));
    assert_eq!(g.to_move(), ToMove::Over);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner(), Some(LIGHT));
    assert_eq!(o.scores, vec![4, 0]);
    // Three is not enough.
    let g = after(pos([10, 12, 12, 0, 0], HOME, LIGHT), 1);
    assert_eq!(g.status(), Status::Playing);
}

#[test]
fn nothing_may_be_played_after_the_end() {
    let mut g = after(pos([10, 12, 12, 12, 0], HOME, LIGHT), 1);
    assert!(legal_actions_vec(&g, DARK).is_empty());
    assert_eq!(g.try_play(DARK, Action(0)), Err(RuleError::GameOver));
}

#[test]
fn only_the_player_to_move_may_move() {
    let mut g = pos(HOME, HOME, LIGHT);
    assert_eq!(
        g.try_play(DARK, Action(0)),
        Err(RuleError::NotYourTurn(DARK))
    );
    assert_eq!(g, pos(HOME, HOME, LIGHT));
    assert_eq!(g.try_play(7, Action(0)), Err(RuleError::NoSuchSeat(7)));
}

#[test]
fn players_alternate() {
    let g = after(pos(HOME, HOME, LIGHT), 1);
    assert_eq!(g.to_move(), ToMove::One(DARK));
}

#[test]
fn the_first_player_is_random_unless_fixed() {
    let firsts: std::collections::HashSet<_> = (0..40)
        .map(|seed| Squadro::new(&SquadroOptions::default(), seed).to_move())
        .collect();
    assert_eq!(firsts.len(), 2, "both players start some games");
    for (value, seat) in [("light", LIGHT), ("2", DARK)] {
        let opts = SquadroOptions::from_pairs(&OptionPairs::from([("first".into(), value.into())]))
            .unwrap();
        for seed in 0..10 {
            assert_eq!(Squadro::new(&opts, seed).to_move(), ToMove::One(seat));
        }
    }
}

#[test]
fn the_cap_ends_the_game_in_a_draw() {
    let opts =
        SquadroOptions::from_pairs(&OptionPairs::from([("cap".into(), "10".into())])).unwrap();
    let mut g = Squadro::new(&opts, 3);
    // Lanes 1 and 5 are the slow ones: nobody finishes in 10 actions.
    for _ in 0..10 {
        let seat = g.to_move().actor().unwrap();
        g.try_play(seat, Action(0)).unwrap();
    }
    assert_eq!(g.status(), Status::Cap);
    assert!(g.outcome().unwrap().is_draw());
}

#[test]
fn move_notation_is_the_lane_number() {
    let g = pos(HOME, HOME, LIGHT);
    for lane in 0..5u8 {
        assert_eq!(g.format_action(LIGHT, Action(lane)), (lane + 1).to_string());
        assert_eq!(
            g.parse_action(LIGHT, &(lane + 1).to_string()),
            Ok(Action(lane))
        );
    }
    for bad in ["0", "6", "", "a", "1 2", "-1", "११", "3x"] {
        let e = g.parse_action(LIGHT, bad).unwrap_err();
        assert!(
            e.to_string().contains("lane number from 1 to 5"),
            "{bad}: {e}"
        );
    }
}

#[test]
fn positions_with_two_pieces_on_a_square_are_rejected() {
    // Light lane 2 on c2 and Dark lane 1 (rank 2) on c2 (its cell 4).
    assert!(Squadro::from_progress([[0, 1, 0, 0, 0], [4, 0, 0, 0, 0]], LIGHT).is_err());
    assert!(Squadro::from_progress([[13, 0, 0, 0, 0], HOME], LIGHT).is_err());
    assert!(Squadro::from_progress([[12, 12, 12, 12, 0], [12, 12, 12, 12, 0]], LIGHT).is_err());
}
