//! Tilt's actions in words: exact sentences of typical actions.

use cubist_core::{Game, GameOptions, Observer, OptionPairs};
use cubist_tilt::{Square, Tilt, TiltOptions, LIGHT};

fn sq(text: &str) -> Square {
    Square::parse(text, 6).unwrap()
}

/// The sentence of `action` (in notation) by the seat to act, the same for everyone.
fn said(g: &Tilt, action: &str) -> String {
    let seat = g.to_move().actor().unwrap();
    let a = g.parse_action(seat, action).unwrap();
    g.check(seat, a).expect("a legal action");
    let text = g.describe(seat, a, Observer::Spectator, cubist_core::Lang::En);
    assert_eq!(
        g.describe(seat, a, Observer::Seat(1 - seat), cubist_core::Lang::En),
        text
    );
    text
}

fn light_first() -> Tilt {
    let pairs: OptionPairs = [("first".to_string(), "light".to_string())].into();
    Tilt::new(&TiltOptions::from_pairs(&pairs).unwrap(), 0)
}

#[test]
fn a_placement_says_whether_the_cube_stands_active() {
    assert_eq!(
        said(&light_first(), "@c3"),
        "Light places a cube on c3, where it stands active, with no cube beside it"
    );
    let g = Tilt::from_diagram(".....D/....../..d.../....../....../......", LIGHT, None).unwrap();
    assert_eq!(
        said(&g, "@c3"),
        "Light places a cube on c3, where it lies inactive, as a cube is beside it"
    );
}

#[test]
fn a_slide_names_the_cubes_it_knocks_over_and_how_it_lands() {
    // Light on b1, Dark on c3 and f3, all active.
    let g = Tilt::from_diagram("....../....../....../..D..D/....../.L....", LIGHT, None).unwrap();
    assert_eq!(
        said(&g, "b1-b2"),
        "Light slides its cube from b1 to b2 and it stands active again"
    );
    assert_eq!(
        said(&g, "b1-b3"),
        "Light slides its cube from b1 to b3, knocking over Dark's cube on c3, \
         and it lies inactive beside a cube, earning a bonus move"
    );
    // With Dark's last active cube knocked over, Dark cannot move.
    let g = Tilt::from_diagram("....../....../....../..D.../....../.L....", LIGHT, None).unwrap();
    assert_eq!(
        said(&g, "b1-b4"),
        "Light slides its cube from b1 to b4, knocking over Dark's cube on c3, \
         and it stands active again: Light wins (Dark could neither place nor slide)"
    );
}

#[test]
fn bonus_moves_are_told_as_such() {
    // Light's cube on b3 just slid there, beside Dark's knocked-over cube on c3.
    let g = Tilt::from_diagram(
        "....../.L..../....../.ld.D./....../......",
        LIGHT,
        Some(sq("b3")),
    )
    .unwrap();
    assert_eq!(
        said(&g, "^b5"),
        "Light picks up its cube on b5 into its pool as its bonus move"
    );
    assert_eq!(
        said(&g, "end"),
        "Light ends its turn without using its bonus move"
    );
    assert_eq!(
        said(&g, "@f6"),
        "Light places a cube on f6 as its bonus move, where it stands active, with no cube beside it"
    );
}
