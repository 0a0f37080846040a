//! The terminal drawing shows what a player needs to follow the game.

mod common;

use common::*;
use cubist_core::{Game, Observer, RenderStyle};
use cubist_cube_attack::CubeAttack;

#[test]
fn the_board_shows_planets_links_units_scores_and_the_turn() {
    let mut p = Pos::new(4, "R1@W0:2l,R2@W0:1-a,B1@F:1st,Y1@S4:1-").mover("blue", 1);
    p.scores = vec![12, 30, 0, 5];
    p.round = 7;
    let g = p.build();
    let text = CubeAttack::render(&g.view(Observer::Spectator), RenderStyle::PLAIN);
    let line = |start: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with(start))
            .unwrap_or_else(|| panic!("no line for {start}:\n{text}"))
            .to_string()
    };
    assert!(text.contains("round 7 of at most 200"), "{text}");
    assert!(line("Blue").contains("30 points"), "{text}");
    assert!(line("Blue").contains("+4 from moons now"), "{text}");
    let w0 = line("W0 ");
    assert!(w0.contains("Weaponry"), "{w0}");
    assert!(w0.contains("S0 L0 C0 L1"), "links: {w0}");
    assert!(w0.contains("R1(2 lives, long range)"), "{w0}");
    assert!(w0.contains("R2(1 life, no weapon; activated)"), "{w0}");
    assert!(line("F ").contains("Full Moon (4)"));
    assert!(line("F ").contains("B1(1 life, short range; attacked)"));
    assert!(line("S1 ").contains("Start of Blue"));
    assert!(line("S2 ").contains("Start (unused)"));
    assert!(line("H0 ").contains("Half Moon (2)"));
    assert!(
        text.contains("Blue to act: 1 action left in this turn (or pass)"),
        "{text}"
    );
    let coloured = CubeAttack::render(&g, RenderStyle::COLOR);
    assert!(coloured.contains("\x1b["));
}

#[test]
fn a_finished_game_says_who_won() {
    let mut p = Pos::new(2, "R1@F:1-,B1@S3:1-");
    p.scores = vec![62, 0];
    let mut g = p.build();
    act(&mut g, RED, "pass");
    act(&mut g, BLUE, "pass");
    let text = CubeAttack::render(&g, RenderStyle::PLAIN);
    assert!(
        text.contains("Game over: Red wins (66 points at the end of round 1)"),
        "{text}"
    );
}

#[test]
fn a_wiped_out_team_is_marked_out_on_the_board_and_in_the_turn_order() {
    // Green has no unit left: it skips its turns for the rest of the game.
    let p = Pos::new(3, "R1@F:1-,B1@S2:1-");
    let g = p.build();
    let text = CubeAttack::render(&g, RenderStyle::PLAIN);
    let line = |start: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with(start))
            .unwrap_or_else(|| panic!("no line for {start}:\n{text}"))
            .to_string()
    };
    assert!(line("Green").contains("OUT: no unit left"), "{text}");
    assert!(!line("Red").contains("OUT"), "{text}");
    assert!(!line("Blue").contains("OUT"), "{text}");
    assert!(
        text.contains("Turn order each round: Red, Blue, Green (out)"),
        "{text}"
    );
}

#[test]
fn a_drawn_game_says_draw_and_counts_one_round_in_the_singular() {
    let mut p = Pos::new(2, "R1@S0:1-,B1@S3:1-");
    p.rounds = 1;
    p.scores = vec![5, 5];
    let mut g = p.build();
    act(&mut g, RED, "pass");
    act(&mut g, BLUE, "pass");
    let text = CubeAttack::render(&g, RenderStyle::PLAIN);
    assert!(
        text.contains("Game over: draw between Red and Blue (1 round played)"),
        "{text}"
    );
}

#[test]
fn colour_does_not_move_the_columns() {
    let g = Pos::new(6, "R1@F:1-,B1@S1:1-,G1@S2:1-,Y1@S3:1-,P1@S4:1-,T1@S5:1-").build();
    let plain = CubeAttack::render(&g, RenderStyle::PLAIN);
    let coloured = CubeAttack::render(&g, RenderStyle::COLOR);
    let mut stripped = String::new();
    let mut rest = coloured.as_str();
    while let Some(i) = rest.find('\x1b') {
        stripped.push_str(&rest[..i]);
        let end = rest[i..].find('m').expect("an escape ends with m");
        rest = &rest[i + end + 1..];
    }
    stripped.push_str(rest);
    assert_eq!(stripped, plain);
}
