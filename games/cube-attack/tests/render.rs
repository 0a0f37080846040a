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
