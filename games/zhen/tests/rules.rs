//! Every rule of the seed and the rulings, each on a hand-built position.

use cubist_core::{legal_actions_vec, Game, GameOptions, RenderStyle, RuleError, ToMove};
use cubist_zhen::{Action, Status, Zhen, ZhenOptions, BLUE, RED};
use Action::{Move, Place};

/// A position from its places (Red's goal, the tiles, Blue's goal), `cubes` per player.
fn pos(cubes: u8, places: &str, mover: usize) -> Zhen {
    let g = Zhen::setup(&ZhenOptions::sized(10, cubes), places, mover).unwrap();
    assert_eq!(
        Zhen::decode(&g.encode()),
        Ok(g.clone()),
        "set-up positions round-trip"
    );
    g
}

fn places(g: &Zhen) -> String {
    g.board().places_text(" ")
}

/// The reason `action` is illegal, checking it is also missing from the legal list.
fn refusal(g: &Zhen, action: Action) -> String {
    let seat = g.mover();
    assert!(!legal_actions_vec(g, seat).contains(&action), "{action:?}");
    let mut copy = g.clone();
    let err = copy.try_play(seat, action).unwrap_err();
    assert_eq!(&copy, g, "a refused action changes nothing");
    err.to_string()
}

fn play(g: &mut Zhen, text: &str) {
    let seat = g.mover();
    let a = g.parse_action(seat, text).unwrap();
    g.try_play(seat, a)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{}", Zhen::render(g, RenderStyle::PLAIN)));
}

#[test]
fn a_move_carries_the_whole_stack_as_many_steps_as_the_mover_has_cubes() {
    // Tile 5 holds 2 red and 3 blue cubes.
    let start = pos(5, ". . . . . 2r3b . . . . . .", RED);
    let mut red = start.clone();
    play(&mut red, "m5");
    assert_eq!(places(&red), ". . . 2r3b . . . . . . . .");
    let start = pos(5, ". . . . . 2r3b . . . . . .", BLUE);
    let mut blue = start.clone();
    play(&mut blue, "m5");
    assert_eq!(places(&blue), ". . . . . . . . 2r3b . . .");
}

#[test]
fn a_stack_landing_on_a_stack_merges_with_it() {
    let mut g = pos(5, ". . 1b . 2r . . . . . . .", RED);
    play(&mut g, "m4");
    assert_eq!(places(&g), ". . 2r1b . . . . . . . . .");
    // The merged stack moves as one: Blue now carries all three cubes one step.
    play(&mut g, "m2");
    assert_eq!(places(&g), ". . . 2r1b . . . . . . . .");
}

#[test]
fn landing_exactly_on_the_own_goal_with_an_opponent_cube_captures() {
    let mut g = pos(5, ". . 2r1b . . . . . . 1b . .", RED);
    play(&mut g, "m2");
    assert_eq!(places(&g), "2r1b . . . . . . . . 1b . .");
    assert_eq!(g.board().score(RED), 1);
    assert_eq!(g.board().score(BLUE), 0);
    // Blue captures the other way: tile 8 with 1 red and 3 blue goes 3 steps to place 11.
    let mut g = pos(5, ". 1r . . . . . . 1r3b . . .", BLUE);
    play(&mut g, "m8");
    assert_eq!(g.board().stack(11), [1, 3]);
    assert_eq!(g.board().score(BLUE), 1);
}

#[test]
fn cubes_in_a_goal_stay_there() {
    let mut g = pos(5, "1r2b 1r . . . . . . . . . 1r1b", BLUE);
    // Nothing can take cubes out of a goal: no action names a goal, and "m0" is refused.
    assert!(g.parse_action(BLUE, "m0").is_err());
    assert!(g.parse_action(BLUE, "m11").is_err());
    play(&mut g, "p5");
    play(&mut g, "p3");
    assert_eq!(g.board().stack(0), [1, 2]);
}

#[test]
fn entering_the_goal_without_a_capture_is_illegal() {
    let g = pos(5, ". . 2r . . . . . . 1b . .", RED);
    let why = refusal(&g, Move(2));
    assert!(why.contains("only to capture"), "{why}");
    let g = pos(5, ". 1r . . . . . . . . 1b .", BLUE);
    let why = refusal(&g, Move(10));
    assert!(why.contains("only to capture"), "{why}");
}

#[test]
fn overshooting_the_goal_is_illegal() {
    // Three red cubes two steps from Red's goal (the seed's example).
    let g = pos(5, ". . 3r1b . . . . . . . . .", RED);
    let why = refusal(&g, Move(2));
    assert!(why.contains("pass your goal"), "{why}");
    // Blue: two blue cubes on tile 10, one step from Blue's goal.
    let g = pos(5, ". 1r . . . . . . . . 1r2b .", BLUE);
    let why = refusal(&g, Move(10));
    assert!(why.contains("pass your goal"), "{why}");
}

#[test]
fn placing_is_allowed_only_on_an_empty_tile() {
    let g = pos(5, ". . . 1b . 1r . . . . . .", RED);
    for occupied in [3, 5] {
        let why = refusal(&g, Place(occupied));
        assert!(why.contains("not empty"), "{why}");
    }
    let mut g = g;
    play(&mut g, "p4");
    assert_eq!(g.board().stack(4), [1, 0]);
    assert_eq!(g.board().reserve(RED), 3);
}

#[test]
fn placing_needs_a_cube_in_reserve() {
    let g = pos(2, ". 1r . . 1r . . . . . 1b .", RED);
    assert_eq!(g.board().reserve(RED), 0);
    let why = refusal(&g, Place(3));
    assert!(why.contains("reserve is empty"), "{why}");
}

#[test]
fn only_a_stack_with_an_own_cube_may_be_moved() {
    let g = pos(5, ". . . 2b . . . . . . 1r .", RED);
    let why = refusal(&g, Move(3));
    assert!(why.contains("none of your cubes"), "{why}");
    let why = refusal(&g, Move(4));
    assert!(why.contains("empty"), "{why}");
}

#[test]
fn acting_out_of_turn_or_off_the_line_is_refused() {
    let g = pos(5, ". . . 1b . . . . . . 1r .", RED);
    assert_eq!(g.check(BLUE, Move(3)), Err(RuleError::NotYourTurn(BLUE)));
    assert_eq!(g.check(2, Move(3)), Err(RuleError::NoSuchSeat(2)));
    assert!(legal_actions_vec(&g, 2).is_empty());
    assert_eq!(g.evaluate(2), 0.0);
    assert_eq!(g.board().after(2, Place(1)), None);
    let why = refusal(&g, Place(11));
    assert!(why.contains("no tile 11"), "{why}");
    let why = refusal(&g, Move(0));
    assert!(why.contains("no tile 0"), "{why}");
}

#[test]
fn a_move_may_not_undo_the_opponents_last_move() {
    // 1 red + 1 blue on tile 5: Red carries it one step to tile 4; Blue carrying it one
    // step back would restore the position before Red's move.
    let mut g = pos(5, ". . . . . 1r1b . . . 1b . .", RED);
    play(&mut g, "m5");
    assert_eq!(g.undo_tile(), Some(4));
    let why = refusal(&g, Move(4));
    assert!(why.contains("undo"), "{why}");
    // Blue does something else; then the stack may go back.
    play(&mut g, "m9");
    play(&mut g, "p1");
    play(&mut g, "m4");
    assert_eq!(g.board().stack(5), [1, 1]);
}

#[test]
fn a_move_that_does_not_restore_the_position_is_not_an_undo() {
    // 1 red + 2 blue: Red carries it 1 step, Blue 2 steps: not back where it was.
    let mut g = pos(5, ". . . . . 1r2b . . . . . .", RED);
    play(&mut g, "m5");
    assert_eq!(g.undo_tile(), None);
    play(&mut g, "m4");
    assert_eq!(g.board().stack(6), [1, 2]);
    // A merge cannot be undone either: stacks never split.
    let mut g = pos(5, ". . . . 1b 1r1b . . . . . .", RED);
    play(&mut g, "m5");
    assert_eq!(g.board().stack(4), [1, 2]);
    assert_eq!(g.undo_tile(), None);
    play(&mut g, "m4");
}

#[test]
fn a_player_who_cannot_act_hands_every_cube_on_the_tiles_to_the_opponent() {
    // One cube each on a 3-tile line. Red places, Blue places, and Red is stuck: its cube
    // cannot enter its goal without a capture and there is nothing left to place.
    let mut g = Zhen::new(
        &ZhenOptions {
            first: cubist_core::FirstPlayer::Seat(RED),
            ..ZhenOptions::sized(3, 1)
        },
        0,
    );
    play(&mut g, "p1");
    play(&mut g, "p3");
    assert_eq!(g.status(), Status::Swept { stuck: RED });
    assert_eq!(g.to_move(), ToMove::Over);
    assert_eq!(g.board().places_text(" "), ". . . . 1r1b");
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![0, 1]);
    assert_eq!(o.winner(), Some(BLUE));
}

#[test]
fn the_sweep_goes_to_the_opponents_own_goal_and_reserves_stay() {
    // Blue to move: its only stack (tile 9, 2 blue) would overshoot and its reserve is
    // empty, so Red takes everything on the tiles, both colours, into Red's goal.
    let g = pos(3, "1r1b . 2r . . . . . . 2b . .", BLUE);
    assert_eq!(g.status(), Status::Swept { stuck: BLUE });
    assert_eq!(g.board().stack(0), [3, 3]);
    assert_eq!(g.board().reserve(RED), 0);
    assert_eq!(g.board().cubes_on_tiles(), 0);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![3, 0]);
    assert_eq!(o.winner(), Some(RED));
}

#[test]
fn the_score_counts_only_opponent_cubes_and_equal_scores_draw() {
    // Red's goal: 3 red + 1 blue; Blue's goal: 1 red + 2 blue. Red is stuck (no reserve,
    // nothing on the tiles) and nothing is left to sweep: 1 against 1 is a draw.
    let g = Zhen::setup(&ZhenOptions::sized(3, 4), "3r1b . . . 1r2b", RED).unwrap();
    assert_eq!(Zhen::decode(&g.encode()), Ok(g.clone()));
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![1, 1]);
    assert!(o.is_draw());
}

/// Three stacks of one red and one blue cube that can circle without an undo:
/// Red m2, Blue m5, Red m8, Blue m1, Red m6, Blue m7 restores the position.
const CYCLE: [&str; 6] = ["m2", "m5", "m8", "m1", "m6", "m7"];

fn circling(options: ZhenOptions) -> Zhen {
    Zhen::setup(&options, "1r1b . 1r1b . . 1r1b . . 1r1b . .", RED).unwrap()
}

#[test]
fn a_third_repetition_ends_the_game_as_it_stands() {
    let mut g = circling(ZhenOptions::sized(9, 4));
    let start = places(&g);
    for round in 0..2 {
        for m in CYCLE {
            assert_eq!(g.status(), Status::Playing, "round {round} {m}");
            play(&mut g, m);
        }
        assert_eq!(places(&g), start);
    }
    assert_eq!(g.status(), Status::Repetition);
    let o = g.outcome().unwrap();
    // Scored as it stands: Red's earlier capture wins; the tiles were not swept.
    assert_eq!(o.scores, vec![1, 0]);
    assert_eq!(o.winner(), Some(RED));
    assert_eq!(g.board().cubes_on_tiles(), 6);
}

#[test]
fn the_repetition_count_is_an_option() {
    let mut options = ZhenOptions::sized(9, 4);
    options.set("repetition", "2").unwrap();
    let mut g = circling(options);
    for m in CYCLE {
        play(&mut g, m);
    }
    assert_eq!(g.status(), Status::Repetition);
}

#[test]
fn the_action_cap_ends_the_game_as_it_stands() {
    let mut options = ZhenOptions::sized(9, 4);
    options.set("cap", "10").unwrap();
    let mut g = circling(options);
    for m in CYCLE.iter().chain(CYCLE.iter()).take(10) {
        play(&mut g, m);
    }
    assert_eq!(g.status(), Status::Cap);
    assert_eq!(g.outcome().unwrap().scores, vec![1, 0]);
    assert_eq!(g.board().cubes_on_tiles(), 6);
}

#[test]
fn red_is_seat_zero_and_the_first_player_is_drawn_or_fixed() {
    let g = Zhen::new(&ZhenOptions::default(), 3);
    assert_eq!(g.seat_name(RED), "Red");
    assert_eq!(g.seat_name(BLUE), "Blue");
    assert_eq!(g.board().tiles(), 10);
    assert_eq!(g.board().reserve(RED), 10);
    assert_eq!(g.board().reserve(BLUE), 10);
    let firsts: std::collections::BTreeSet<usize> = (0..32)
        .map(|seed| Zhen::new(&ZhenOptions::default(), seed).mover())
        .collect();
    assert_eq!(firsts.len(), 2, "random first player takes both seats");
    for (text, seat) in [("red", RED), ("2", BLUE), ("blue", BLUE), ("1", RED)] {
        let mut o = ZhenOptions::default();
        o.set("first", text).unwrap();
        for seed in 0..8 {
            assert_eq!(Zhen::new(&o, seed).mover(), seat);
        }
    }
}

#[test]
fn options_are_checked_and_documented() {
    let specs = ZhenOptions::specs();
    let keys: Vec<&str> = specs.iter().map(|s| s.key).collect();
    assert_eq!(keys, ["tiles", "cubes", "first", "repetition", "cap"]);
    let d = ZhenOptions::default();
    assert_eq!((d.tiles, d.cubes, d.repetition, d.cap), (10, 10, 3, 1000));
    for (k, v) in [
        ("tiles", "1"),
        ("tiles", "21"),
        ("cubes", "0"),
        ("cubes", "x"),
        ("first", "green"),
        ("repetition", "1"),
        ("cap", "5"),
        ("colour", "red"),
    ] {
        assert!(ZhenOptions::default().set(k, v).is_err(), "{k}={v}");
    }
    let pairs = cubist_core::parse_pairs(["tiles=5", "cubes=3", "first=blue"]).unwrap();
    let o = ZhenOptions::from_pairs(&pairs).unwrap();
    assert_eq!(ZhenOptions::from_pairs(&o.to_pairs()).unwrap(), o);
    let g = Zhen::new(&o, 1);
    assert_eq!(legal_actions_vec(&g, BLUE).len(), 5);
}

#[test]
fn the_board_reads_with_and_without_colour() {
    let g = pos(5, "1r1b . 2r1b . . . . . . 1b . .", BLUE);
    let plain = Zhen::render(&g, RenderStyle::PLAIN);
    assert!(plain.contains("2r1b"), "{plain}");
    assert!(
        plain.contains("Red goal") && plain.contains("Blue goal"),
        "{plain}"
    );
    assert!(plain.contains("Blue to move"), "{plain}");
    assert!(!plain.contains('\x1b'));
    let colour = Zhen::render(&g, RenderStyle::COLOR);
    assert!(colour.contains("\x1b[1;31m2r"), "{colour}");
    let mut over = Zhen::new(&ZhenOptions::sized(3, 1), 0);
    while let ToMove::One(s) = over.to_move() {
        let a = legal_actions_vec(&over, s)[0];
        over.play(s, a);
    }
    let text = Zhen::render(&over, RenderStyle::PLAIN);
    assert!(text.contains("Game over"), "{text}");
    println!("{plain}\n{text}");
}
