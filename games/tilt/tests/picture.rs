//! The picture for browsers: the clicks of every kind of action, and what the picture
//! shows of known positions (see docs/pictures.md).

mod common;

use common::*;
use cubist_core::{legal_actions_vec, picture::has_id, Game, Observer};
use cubist_tilt::{Action, Status, Tilt, TiltOptions, DARK, LIGHT};

/// Light to act with a bonus earned by c2 (inactive beside d2); a5 can slide, f6 can
/// be activated.
const BONUS: &str = "
    .....l
    L.....
    ......
    ......
    ..ld..
    .....D";

fn picture(g: &Tilt, seat: usize) -> String {
    Tilt::picture(&g.view(Observer::Seat(seat))).combined()
}

/// The markup of the clickable group with this id, up to its end.
fn group<'a>(svg: &'a str, id: &str) -> &'a str {
    let start = svg
        .find(&format!("<g id=\"{id}\""))
        .unwrap_or_else(|| panic!("no group {id}"));
    let len = svg[start..].find("</g>").expect("the group ends");
    &svg[start..start + len]
}

fn clicks_of(g: &Tilt, text: &str) -> Vec<String> {
    let a = action(g, text);
    assert!(
        legal_actions_vec(g, mover(g)).contains(&a),
        "{text} is legal"
    );
    g.clicks(mover(g), a)
}

#[test]
fn every_kind_of_action_has_its_clicks() {
    let g = setup_bonus(BONUS, LIGHT, "c2");
    let cases: [(&str, &[&str]); 5] = [
        ("a5-a6", &["sq-a5", "sq-a6"]),
        ("@b4", &["pool-light", "sq-b4"]),
        ("*f6", &["sq-f6", "btn-activate"]),
        ("^a5", &["sq-a5", "pool-light"]),
        ("end", &["btn-end"]),
    ];
    let svg = picture(&g, LIGHT);
    for (text, expected) in cases {
        let clicks = clicks_of(&g, text);
        assert_eq!(clicks, expected, "{text}");
        for id in clicks {
            assert!(has_id(&svg, &id), "{text}: {id}");
        }
    }
    // Dark's placements start at Dark's own pool.
    let g = setup(".....l/L...../....../....../..ld../.....D", DARK);
    assert_eq!(clicks_of(&g, "@c4"), ["pool-dark", "sq-c4"]);
}

#[test]
fn a_pending_bonus_draws_its_buttons_and_rings_the_cube_that_stays() {
    let g = setup_bonus(BONUS, LIGHT, "c2");
    let svg = picture(&g, LIGHT);
    assert!(group(&svg, "btn-end").contains(">End turn</text>"));
    assert!(group(&svg, "btn-activate").contains(">Activate</text>"));
    let moved = group(&svg, "sq-c2");
    assert!(moved.contains("may not be picked up"), "{moved}");
    assert!(moved.contains("<circle"), "the ring: {moved}");
    assert!(!group(&svg, "sq-d2").contains("<circle"));
    assert!(svg.contains("ringed cube c2"));
    // Without a cube to activate there is no Activate button.
    let g = setup_bonus(".....D/L...../....../....../..ld../......", LIGHT, "c2");
    let svg = picture(&g, LIGHT);
    assert!(has_id(&svg, "btn-end"));
    assert!(!has_id(&svg, "btn-activate"));
}

#[test]
fn without_a_bonus_there_are_no_buttons() {
    let g = setup(BONUS, LIGHT);
    let svg = picture(&g, LIGHT);
    assert!(!has_id(&svg, "btn-end") && !has_id(&svg, "btn-activate"));
    assert!(svg.contains(">Light to move</text>"));
}

#[test]
fn active_and_inactive_cubes_differ_in_shape_and_owners_by_letter() {
    let g = setup_bonus(BONUS, LIGHT, "c2");
    let svg = picture(&g, DARK);
    // Active: a diamond; inactive: a square (the square's own rect comes first).
    for (id, active, letter) in [
        ("sq-a5", true, "L"),
        ("sq-f1", true, "D"),
        ("sq-c2", false, "L"),
        ("sq-d2", false, "D"),
        ("sq-f6", false, "L"),
    ] {
        let markup = group(&svg, id);
        assert_eq!(markup.contains("<polygon"), active, "{id}: {markup}");
        assert_eq!(markup.matches("<rect").count(), if active { 1 } else { 2 });
        assert!(markup.contains(&format!(">{letter}</text>")), "{id}");
        let state = if active { "active" } else { "inactive" };
        assert!(markup.contains(&format!(", {state}")), "{id}: {markup}");
    }
    let empty = group(&svg, "sq-b3");
    assert!(empty.contains("aria-label=\"b3, empty\""));
    assert!(!empty.contains("<polygon") && !empty.contains("</text>"));
}

#[test]
fn every_square_of_every_size_is_clickable() {
    for size in [4u8, 7, 10] {
        let options = TiltOptions {
            size,
            ..TiltOptions::default()
        };
        let g = Tilt::new(&options, 1);
        let svg = picture(&g, LIGHT);
        let last_file = (b'a' + size - 1) as char;
        for id in [
            "sq-a1".to_string(),
            format!("sq-{last_file}{size}"),
            format!("sq-a{size}"),
        ] {
            assert!(has_id(&svg, &id), "{size}: {id}");
        }
        assert!(!has_id(&svg, &format!("sq-a{}", size + 1)));
        assert_eq!(
            svg.matches(" id=\"sq-").count(),
            size as usize * size as usize
        );
        assert!(has_id(&svg, "pool-light") && has_id(&svg, "pool-dark"));
        assert!(svg.contains(">Light: 8 in pool</text>"));
    }
}

#[test]
fn pools_count_cubes_and_the_last_action_is_shown() {
    let mut g = setup(BONUS, LIGHT);
    play(&mut g, "a5-a4");
    let svg = picture(&g, DARK);
    assert!(svg.contains(">Last action: a5-a4</text>"), "{svg}");
    assert!(svg.contains(">Light: 5 in pool</text>"));
    assert!(svg.contains(">Dark: 6 in pool</text>"));
    assert!(svg.contains(">Dark to move</text>"));
}

#[test]
fn a_finished_game_says_who_won_and_why() {
    // Light's only cube is inactive: Light can neither place nor slide.
    let g = setup("......\n......\n......\n......\n......\nld...D", LIGHT);
    assert_eq!(g.status(), Status::Won(DARK));
    for seat in [LIGHT, DARK] {
        let svg = picture(&g, seat);
        assert!(svg.contains(">Game over: Dark wins</text>"), "{svg}");
        assert!(svg.contains(">Light could neither place nor slide</text>"));
        assert!(!has_id(&svg, "btn-end"));
        assert!(legal_actions_vec(&g, seat).is_empty());
    }
}

#[test]
fn clicks_name_the_square_the_slide_stops_on() {
    let g = setup(BONUS, LIGHT);
    let slides: Vec<Vec<String>> = legal_actions_vec(&g, LIGHT)
        .into_iter()
        .filter(|a| matches!(a, Action::Slide(..)))
        .map(|a| g.clicks(LIGHT, a))
        .collect();
    // a5 slides up to a6, down to a4..a1, right to b5..f5.
    assert!(slides.iter().all(|c| c[0] == "sq-a5"));
    let mut ends: Vec<&str> = slides.iter().map(|c| c[1].as_str()).collect();
    ends.sort();
    assert_eq!(
        ends,
        [
            "sq-a1", "sq-a2", "sq-a3", "sq-a4", "sq-a6", "sq-b5", "sq-c5", "sq-d5", "sq-e5",
            "sq-f5"
        ]
    );
}
