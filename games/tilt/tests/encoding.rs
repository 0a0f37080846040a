//! The state encoding, the diagram format and the terminal board.

mod common;

use common::*;
use cubist_core::{Game, Lang, Observer, RenderStyle};
use cubist_tilt::{Tilt, TiltOptions, LIGHT};

const POSITION: &str = ".....D
                        ..l...
                        .....D
                        d.....
                        ......
                        L...L.";

fn encoded_after(actions: &[&str]) -> (Tilt, String) {
    let mut g = setup(POSITION, LIGHT);
    play_all(&mut g, actions);
    let text = g.encode();
    (g, text)
}

#[test]
fn the_encoding_is_readable_and_round_trips() {
    let (g, text) = encoded_after(&["a1-a2", "e1-e4"]);
    assert!(text.starts_with("tilt size=6 first=random repetition=3 cap=1000 "));
    assert!(text.contains(" moves=a1-a2,e1-e4 "));
    assert!(text.contains(" board=.....D/..l.../....ld/d...../l...../...... mover=light bonus=e4"));
    assert_eq!(Tilt::decode(&text).unwrap(), g);
    assert_eq!(g.diagram(), ".....D/..l.../....ld/d...../l...../......");
    let fresh = Tilt::new(&TiltOptions::default(), 3);
    assert_eq!(Tilt::decode(&fresh.encode()).unwrap(), fresh);
}

#[test]
fn decoding_rejects_inconsistent_states_with_reasons() {
    let (_, text) = encoded_after(&["a1-a2", "e1-e4"]);
    let cases: Vec<(String, &str)> = vec![
        (text.replace("tilt ", "squadro "), "starts with 'tilt'"),
        (text.replace(" cap=1000", ""), "missing 'cap='"),
        (format!("{text} cap=1000"), "given twice"),
        (format!("{text} colour=red"), "unknown field 'colour'"),
        (text.replace("size=6", "size=7"), "is 6×6 but size=7"),
        (text.replace("size=6", "size=12"), "size=12"),
        (
            text.replace("bonus=e4", "bonus=a2"),
            "do not lead to the recorded board",
        ),
        (
            text.replace("bonus=e4", "bonus=-"),
            "do not lead to the recorded board",
        ),
        (
            text.replace("mover=light bonus=e4", "mover=dark bonus=e4"),
            "no cube of Dark",
        ),
        (
            text.replace("mover=light bonus", "mover=grey bonus"),
            "not light or dark",
        ),
        (text.replace("a1-a2,e1-e4", "a1-a2,e1-e5"), "do not lead"),
        (
            text.replace("a1-a2,e1-e4", "a1-a3,e1-e4"),
            "move 1 (a1-a3) is not legal",
        ),
        (
            text.replace("a1-a2,e1-e4", "a1-a2,x"),
            "move 2 'x' cannot be read",
        ),
        // Active cubes side by side break the invariant.
        (
            text.replace("start=.....D/..l...", "start=....DD/..l..."),
            "has a neighbour",
        ),
        // Nine Light cubes.
        (
            text.replace("start=.....D/..l.../", "start=lllll./llll../"),
            "more than the 8",
        ),
        (
            text.replace("start=.....D/", "start=.....D."),
            "in every rank",
        ),
        (
            text.replace("start=.....D/", "start=.....X/"),
            "'X' is not a square",
        ),
    ];
    for (bad, why) in cases {
        let e = Tilt::decode(&bad).expect_err(&bad).to_string();
        assert!(e.contains(why), "expected '{why}' in: {e}\n{bad}");
    }
}

#[test]
fn moves_after_the_end_are_rejected() {
    let mut g = setup(
        "......
         ......
         ......
         ......
         ..D...
         L.....",
        LIGHT,
    );
    play_all(&mut g, &["a1-c1", "end"]);
    assert!(g.outcome().is_some());
    let text = g.encode().replace("moves=a1-c1,end", "moves=a1-c1,end,end");
    assert!(Tilt::decode(&text)
        .unwrap_err()
        .to_string()
        .contains("game is over"));
}

#[test]
fn the_view_serialises_as_the_checked_encoding() {
    let (g, text) = encoded_after(&["a1-a2"]);
    let json = serde_json::to_string(&g.view(Observer::Spectator)).unwrap();
    assert_eq!(json, serde_json::to_string(&text).unwrap());
    let broken = json.replace("bonus=a2", "bonus=b2");
    assert!(serde_json::from_str::<Tilt>(&broken).is_err());
}

#[test]
fn the_board_shows_both_colours_both_states_the_pools_and_the_bonus() {
    let (g, _) = encoded_after(&["a1-a2"]);
    let text = Tilt::render(&g.view(Observer::Spectator), RenderStyle::PLAIN);
    println!("{text}");
    for needle in [
        "a  b  c  d  e  f",
        "◇", // Light active (e1)
        "□", // Light inactive (c5)
        "◆", // Dark active (f6)
        "■", // Dark inactive (a3)
        "[□]",
        "Light ◇ active □ inactive   on board 3 (1 active)   pool 5",
        "Dark  ◆ active ■ inactive   on board 3 (2 active)   pool 5",
        "Last action: a1-a2",
        "bonus move pending",
        "The cube on [a2] has just moved and cannot be picked up.",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in\n{text}");
    }
    let coloured = Tilt::render(&g, RenderStyle::COLOR);
    assert!(coloured.contains(&format!(
        "\x1b[{}m◇\x1b[0m",
        cubist_tilt::SEAT_COLOURS[0].sgr
    )));

    let mut over = g.clone();
    play(&mut over, "end");
    let text = Tilt::render(&over, RenderStyle::PLAIN);
    assert!(
        text.contains("Dark to move: place (@c3) or slide (c3-c6)"),
        "{text}"
    );
}

#[test]
fn a_finished_game_says_who_won_and_why() {
    let g = setup(
        "......
         ......
         ......
         ..l...
         ......
         D.....",
        LIGHT,
    );
    let text = Tilt::render(&g, RenderStyle::PLAIN);
    assert!(
        text.contains("Game over: Dark wins (Light could neither place nor slide)"),
        "{text}"
    );
}

#[test]
fn the_rules_text_covers_every_rule_and_the_notation() {
    for needle in [
        "eight cubes",
        "active",
        "inactive",
        "PLACE",
        "SLIDE",
        "in front of an active cube",
        "BONUS MOVES",
        "pick up",
        "neither place nor slide",
        "third time",
        "1000 actions",
        "@c3",
        "c3-c6",
        "*c3",
        "^c3",
        "end",
    ] {
        assert!(Tilt::RULES.contains(needle), "{needle}");
    }
}

#[test]
fn a_bad_state_is_refused_in_the_readers_language() {
    let (_, text) = encoded_after(&[]);
    let bad = text.replace("start=.....D/", "start=.....X/");
    let e = Tilt::decode(&bad).unwrap_err();
    assert_eq!(
        e.detail().say(Lang::Fr),
        "start : « X » n'est pas une case : utilisez . (vide), L l (cube Clair actif, inactif) ou D d (Foncé)"
    );
    assert_eq!(
        e.to_string(),
        "cannot decode game state: start: 'X' is not a square: use . (empty), L l (Light active, inactive) or D d (Dark)"
    );
}

#[test]
fn a_broken_position_is_refused_in_german_with_the_seat_in_german() {
    let (_, text) = encoded_after(&[]);
    let bad = text.replace("start=.....D/..l.../", "start=lllll./llll../");
    let e = Tilt::decode(&bad).unwrap_err();
    assert_eq!(
        e.detail().say(Lang::De),
        "start: Hell hat 11 Würfel auf dem Brett, mehr als die 8, die ein Spieler besitzt"
    );
    assert_eq!(
        e.to_string(),
        "cannot decode game state: start: Light has 11 cubes on the board, more than the 8 a player owns"
    );
}
