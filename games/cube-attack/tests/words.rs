//! Moves in words: exact sentences of typical actions, and the same sentence for every
//! observer (Cube Attack hides nothing).

mod common;

use common::*;
use cubist_core::{testing, testing::check_sentences, Game, Observer, Seat};
use cubist_cube_attack::{CubeAttack, CubeAttackOptions};

/// The sentence of `text` by `seat`, checked to be the same for every observer.
fn said(g: &CubeAttack, seat: Seat, text: &str) -> String {
    let a = g.parse_action(seat, text).unwrap_or_else(|e| panic!("{e}"));
    let public = g.describe(seat, a, Observer::Spectator, cubist_core::Lang::En);
    for o in 0..g.num_players() {
        assert_eq!(
            g.describe(seat, a, Observer::Seat(o), cubist_core::Lang::En),
            public
        );
    }
    public
}

#[test]
fn a_move_names_the_unit_and_both_planets() {
    let g = Pos::new(2, "R1@S0:1-,B1@S3:1-").build();
    assert_eq!(
        said(&g, RED, "S0>W0"),
        "Red moves R1 from S0 to W0 (Planet Weaponry)"
    );
}

#[test]
fn activations_say_what_they_gave() {
    let g = Pos::new(2, "R1@W0:1-,R2@L0:1s,R3@C0:2l,B1@S3:1-").build();
    assert_eq!(
        said(&g, RED, "W0!"),
        "Red activates W0 (Planet Weaponry) with R1: R1 now has a short-range weapon"
    );
    assert_eq!(
        said(&g, RED, "L0!"),
        "Red activates L0 (Planet Life-up) with R2: R2 now has 2 lives"
    );
    assert_eq!(
        said(&g, RED, "C0!"),
        "Red activates C0 (Planet Cube) with R3: a new unit R4 appears on S0"
    );
    let armed = Pos::new(2, "R1@W0:1s,B1@S3:1-").build();
    assert_eq!(
        said(&armed, RED, "W0!"),
        "Red activates W0 (Planet Weaponry) with R1: R1 now has a long-range weapon"
    );
}

#[test]
fn attacks_say_what_the_target_lost() {
    let g = Pos::new(2, "R1@F:1l,R2@H0:1s,B1@H0:2-,B2@H1:1-").build();
    assert_eq!(
        said(&g, RED, "H0xH0"),
        "Red's R2 attacks Blue's B1 on H0: B1 loses a life (1 left)"
    );
    assert_eq!(
        said(&g, RED, "FxH1"),
        "Red's R1 attacks Blue's B2 from F on H1: B2 is destroyed"
    );
}

#[test]
fn the_last_enemy_unit_and_the_end_of_the_game_are_told() {
    let g = Pos::new(2, "R1@F:1s,B1@F:1-").mover("red", 1).build();
    assert_eq!(
        said(&g, RED, "FxF"),
        "Red's R1 attacks Blue's B1 on F: B1 is destroyed, and Blue has no unit left; \
         the game is over: Red wins (the last team with units on the board, in round 1)"
    );
}

#[test]
fn a_pass_that_ends_the_round_tells_the_scoring() {
    let mut pos = Pos::new(2, "R1@F:1-,B1@H2:1-").mover("blue", 2);
    pos.scores = vec![10, 3];
    let g = pos.build();
    assert_eq!(
        said(&g, BLUE, "pass"),
        "Blue passes the whole turn; round 1 ends: Red scores 4, Blue scores 2"
    );
    let mut pos = Pos::new(2, "R1@F:1-,B1@H2:1-").mover("blue", 1);
    pos.scores = vec![60, 3];
    assert_eq!(
        said(&pos.build(), BLUE, "pass"),
        "Blue passes the rest of the turn; round 1 ends: Red scores 4, Blue scores 2; \
         the game is over: Red wins (64 points at the end of round 1)"
    );
    let quiet = Pos::new(2, "R1@W0:1-,B1@W3:1-").mover("blue", 1).build();
    assert_eq!(
        said(&quiet, BLUE, "pass"),
        "Blue passes the rest of the turn; round 1 ends with no moon held"
    );
}

/// Random games on every player count: every legal action has a sentence, and every
/// seat is told what a spectator is (`check_sentences`).
#[test]
fn every_action_of_random_positions_has_one_sentence_for_all() {
    for players in 2..=6 {
        let mut options = CubeAttackOptions::with_players(players);
        options.rounds = 12;
        let mut states = 0;
        testing::random_games::<CubeAttack>(&options, 4, 36 + players as u64, 10_000, 50, |g| {
            check_sentences(g);
            states += 1;
        });
        assert!(states > 100, "{players} players: {states} states checked");
    }
}
