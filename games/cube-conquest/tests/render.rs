//! The terminal drawing: what a player reads off it.

mod common;

use common::*;
use cubist_core::{legal_actions_vec, Game, Observer, RenderStyle};
use cubist_cube_conquest::{Action, ConquestOptions, CubeConquest};

fn text(g: &CubeConquest, observer: Observer) -> String {
    CubeConquest::render(&g.view(observer), RenderStyle::PLAIN)
}

fn line<'a>(text: &'a str, start: &str) -> &'a str {
    text.lines()
        .find(|l| l.trim_start().starts_with(start))
        .unwrap_or_else(|| panic!("no line starting {start:?}:\n{text}"))
}

#[test]
fn cells_show_the_symbol_initial_and_the_owner_letters_with_a_legend() {
    // b2 is a drop (1), c2 hammers (2), e5 drop (1); rank 2 reads "d R" and "h BB".
    let o = ConquestOptions {
        players: 3,
        ..opts()
    };
    let g = CubeConquest::builder(&o, 7)
        .tiles(&grid())
        .cube("b2", 0, 1)
        .cube("c2", 1, 2)
        .cube("e5", 2, 1)
        .hand(0, &[1, 2, 3, 4])
        .build()
        .unwrap();
    let t = text(&g, Observer::Spectator);
    let rank2 = line(&t, "2 ");
    assert!(rank2.contains("d R "), "{rank2}");
    assert!(rank2.contains("h BB"), "{rank2}");
    assert!(line(&t, "5 ").contains("d G "), "{t}");
    for digits in ["1 1", "11", "2 22", "3 3"] {
        assert!(!rank2.contains(digits), "owners are letters: {rank2}");
    }
    let tiles = &t[t.find("tiles:").unwrap()..t.find("cubes:").unwrap()];
    assert!(
        tiles.lines().all(|l| l.chars().count() <= 80),
        "fits 80 columns: {tiles}"
    );
    for entry in [
        "d drop (1)",
        "h hammers (2)",
        "c circles (3)",
        "b bricks (4)",
        "w wheel (5)",
        "a arrow (6)",
        "? face down",
    ] {
        assert!(tiles.contains(entry), "{tiles}");
    }
    let cubes = line(&t, "cubes:");
    assert!(
        cubes.contains("R Red, B Blue, G Green;"),
        "only the seats in the game: {cubes}"
    );
    assert!(cubes.contains("RR = a Red Outpost (two cubes)"), "{cubes}");
    // The files line up with the tiles.
    let files = line(&t, "a ");
    let at = |l: &str, c: char| l.find(c).unwrap();
    assert_eq!(at(files, 'b'), at(rank2, 'd'), "\n{files}\n{rank2}");
}

#[test]
fn the_prompt_lists_only_the_kinds_of_action_that_are_legal() {
    // A lone Outpost with no supply and nothing to take back: only `pass`.
    let o = ConquestOptions { cubes: 2, ..opts() };
    let g = CubeConquest::builder(&o, 7)
        .tiles(&grid())
        .cube("a1", 0, 2)
        .cube("e5", 1, 1)
        .hand(0, &[2, 3, 4, 5])
        .build()
        .unwrap();
    assert_eq!(legal_actions_vec(&g, 0), [Action::Pass]);
    let t = text(&g, Observer::Seat(0));
    let prompt = line(&t, "Red (player 1) to act");
    assert!(
        prompt.starts_with("Red (player 1) to act: pass (nothing else is possible) ("),
        "{prompt}"
    );
    // A single cube next to an enemy, cards in hand, an empty discard pile: move,
    // reinforce and attack, not prep.
    let g = base()
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[1, 2, 3, 4])
        .build()
        .unwrap();
    let t = text(&g, Observer::Seat(0));
    let prompt = line(&t, "Red (player 1) to act");
    assert!(
        prompt.starts_with("Red (player 1) to act: move, reinforce or attack ("),
        "{prompt}"
    );
    // Who cannot see the hand is not told what it allows.
    let t = text(&g, Observer::Seat(1));
    assert!(
        line(&t, "Red (player 1) to act").starts_with("Red (player 1) to act (0 actions played"),
        "{t}"
    );
}

#[test]
fn the_last_attack_spells_out_card_tile_and_outpost_for_both_sides() {
    // c2 is a hammers (2) tile with a Blue Outpost; Red attacks it with a 3 and Blue,
    // having committed 1 and 2, uses the 2: 2 + 1 (tile) + 1 (Outpost) = 4 beats 3.
    let mut g = battle_on_outpost();
    play(&mut g, 0, "attack b2 c2");
    play(&mut g, 1, "play 1 2");
    play(&mut g, 0, "play 3");
    play(&mut g, 1, "use 2");
    let t = text(&g, Observer::Spectator);
    assert!(
        t.contains("Last attack: Red (player 1) from b2 on the Outpost at c2; Blue won\n"),
        "{t}"
    );
    assert!(
        t.contains("Red attacking: card 3 (circles) + tile 0 + Outpost 0 = 3\n"),
        "{t}"
    );
    assert!(
        t.contains(
            "Blue defending: card 2 (hammers), of 1 and 2 committed + tile 1 (hammers \
             matches the tile) + Outpost 1 = 4\n"
        ),
        "{t}"
    );
}

#[test]
fn a_tie_in_an_attack_says_it_goes_to_the_attacker() {
    // b3 is an arrow (6): the defender's 3 gets no tile bonus, 3 against 3 is a tie.
    let mut g = battle_on_outpost();
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 0, "play 3");
    play(&mut g, 1, "play 3");
    let t = text(&g, Observer::Spectator);
    assert!(t.contains("Red won, a tie goes to the attacker\n"), "{t}");
    assert!(
        t.contains("Blue defending: card 3 (circles) + tile 0 + Outpost 0 = 3\n"),
        "{t}"
    );
}

/// Red on b2 (drop), Blue on b3 (arrow) and an Outpost on c2 (hammers).
fn battle_on_outpost() -> CubeConquest {
    base()
        .cube("b2", 0, 1)
        .cube("a1", 0, 1)
        .cube("b3", 1, 1)
        .cube("c2", 1, 2)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[2, 1, 3, 4])
        .build()
        .unwrap()
}

#[test]
fn a_drawn_game_is_called_a_draw() {
    let o = ConquestOptions { cap: 20, ..opts() };
    let mut g = CubeConquest::builder(&o, 7)
        .tiles(&grid())
        .cube("a1", 0, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 1, 1, 2])
        .vp(0, 3)
        .vp(1, 3)
        .actions(19)
        .build()
        .unwrap();
    play(&mut g, 0, "move 1 a1-b1");
    let o = g.outcome().unwrap();
    assert!(o.is_draw());
    assert_eq!(o.reason, "20 actions played, tied for most VP");
    let t = text(&g, Observer::Spectator);
    assert!(
        t.contains(
            "Game over: draw between Red (player 1) and Blue (player 2) (20 actions played, \
             tied for most VP)"
        ),
        "{t}"
    );
}

#[test]
fn placing_after_set_up_says_only_what_is_wrong() {
    let g = base()
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .build()
        .unwrap();
    let why = illegal(&g, 0, "place b1");
    assert!(why.contains("cubes are placed only during set-up"), "{why}");
    assert!(!why.contains("attack"), "{why}");
}
