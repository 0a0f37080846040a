//! The picture for browsers: the clicks of every kind of action, and what the picture
//! shows of known positions (see docs/pictures.md).

mod common;

use common::*;
use cubist_core::{legal_actions_vec, picture::has_id, Game, Observer, Picture, Side};
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

fn whole(g: &Tilt, seat: usize) -> Picture {
    Tilt::picture(
        &g.view(Observer::Seat(seat)),
        Side(seat),
        cubist_core::Lang::En,
    )
}

/// The board alone, as `seat` sees it.
fn picture(g: &Tilt, seat: usize) -> String {
    whole(g, seat).board
}

/// The side panel named `name`, as `seat` sees it.
fn panel(g: &Tilt, seat: usize, name: &str) -> String {
    let found = whole(g, seat).panels.into_iter().find(|p| p.name == name);
    found.unwrap_or_else(|| panic!("no panel {name}")).svg
}

/// The names of the side panels, in order.
fn panel_names(g: &Tilt, seat: usize) -> Vec<String> {
    whole(g, seat).panels.into_iter().map(|p| p.name).collect()
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
    let all = whole(&g, LIGHT);
    for (text, expected) in cases {
        let clicks = clicks_of(&g, text);
        assert_eq!(clicks, expected, "{text}");
        for id in clicks {
            assert!(all.has_id(&id), "{text}: {id}");
        }
    }
    // Squares are on the board; the pool and the buttons beside it.
    assert!(has_id(&all.board, "sq-a5") && !has_id(&all.board, "pool-light"));
    assert!(has_id(&panel(&g, LIGHT, "pool-1"), "pool-light"));
    assert!(has_id(&panel(&g, LIGHT, "bonus"), "btn-end"));
    // Dark's placements start at Dark's own pool.
    let g = setup(".....l/L...../....../....../..ld../.....D", DARK);
    assert_eq!(clicks_of(&g, "@c4"), ["pool-dark", "sq-c4"]);
}

#[test]
fn a_pending_bonus_draws_its_buttons_and_rings_the_cube_that_stays() {
    let g = setup_bonus(BONUS, LIGHT, "c2");
    let buttons = panel(&g, LIGHT, "bonus");
    assert!(group(&buttons, "btn-end").contains(">End turn</text>"));
    assert!(group(&buttons, "btn-activate").contains(">Activate</text>"));
    assert_eq!(
        panel_names(&g, LIGHT),
        ["status", "pool-1", "pool-2", "bonus"]
    );
    let svg = picture(&g, LIGHT);
    let moved = group(&svg, "sq-c2");
    assert!(moved.contains("may not be picked up"), "{moved}");
    assert!(moved.contains("<circle"), "the ring: {moved}");
    assert!(!group(&svg, "sq-d2").contains("<circle"));
    assert!(panel(&g, LIGHT, "status").contains("ringed cube c2"));
    // Without a cube to activate there is no Activate button.
    let g = setup_bonus(".....D/L...../....../....../..ld../......", LIGHT, "c2");
    let all = whole(&g, LIGHT);
    assert!(all.has_id("btn-end"));
    assert!(!all.has_id("btn-activate"));
}

#[test]
fn without_a_bonus_there_are_no_buttons() {
    let g = setup(BONUS, LIGHT);
    let all = whole(&g, LIGHT);
    assert!(!all.has_id("btn-end") && !all.has_id("btn-activate"));
    assert_eq!(
        panel_names(&g, LIGHT),
        ["status", "pool-1", "pool-2", "legend"]
    );
    assert!(panel(&g, LIGHT, "status").contains(">Light to move</text>"));
    assert!(panel(&g, LIGHT, "legend").contains(">inactive</text>"));
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
        assert!(has_id(&panel(&g, LIGHT, "pool-1"), "pool-light"));
        assert!(has_id(&panel(&g, LIGHT, "pool-2"), "pool-dark"));
        assert!(panel(&g, LIGHT, "pool-1").contains(">Light: 8 in pool</text>"));
    }
}

#[test]
fn pools_count_cubes_and_the_last_action_is_shown() {
    let mut g = setup(BONUS, LIGHT);
    play(&mut g, "a5-a4");
    let status = panel(&g, DARK, "status");
    // The last move in words, as the move list says it, never in notation.
    assert!(!status.contains("a5-a4"), "{status}");
    assert!(
        status.contains("Light slides its cube from a5 to a4"),
        "{status}"
    );
    assert!(status.contains(">Dark to move</text>"));
    assert!(panel(&g, DARK, "pool-1").contains(">Light: 5 in pool</text>"));
    assert!(panel(&g, DARK, "pool-2").contains(">Dark: 6 in pool</text>"));
}

#[test]
fn a_finished_game_says_who_won_and_why() {
    // Light's only cube is inactive: Light can neither place nor slide.
    let g = setup("......\n......\n......\n......\n......\nld...D", LIGHT);
    assert_eq!(g.status(), Status::Won(DARK));
    for seat in [LIGHT, DARK] {
        let svg = panel(&g, seat, "status");
        assert!(svg.contains(">Game over: Dark wins</text>"), "{svg}");
        // The reason, wrapped to the panel's width.
        assert!(svg.contains(">Light could neither place</text>"), "{svg}");
        assert!(svg.contains(">nor slide</text>"));
        assert!(!whole(&g, seat).has_id("btn-end"));
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

/// The `data-piece` name of the cube drawn on a square, if any.
fn piece_on(svg: &str, square: &str) -> Option<String> {
    let markup = group(svg, &format!("sq-{square}"));
    let start = markup.find("data-piece=\"")? + "data-piece=\"".len();
    let len = markup[start..].find('"').expect("the name ends");
    Some(markup[start..start + len].to_string())
}

#[test]
fn a_cube_keeps_its_data_piece_name_as_it_slides() {
    // Cubes of a set-up position are named by the square they started on.
    let mut g = setup("....../....../....../....../....../L....D", LIGHT);
    assert_eq!(
        piece_on(&picture(&g, LIGHT), "a1").as_deref(),
        Some("cube-a1")
    );
    let slide = legal_actions_vec(&g, LIGHT)
        .into_iter()
        .find(|a| matches!(a, Action::Slide(..)))
        .expect("a1 slides");
    let Action::Slide(_, to) = slide else {
        unreachable!()
    };
    g.try_play(LIGHT, slide).unwrap();
    let after = picture(&g, DARK);
    assert_eq!(
        piece_on(&after, &to.to_string()).as_deref(),
        Some("cube-a1")
    );
    assert_eq!(piece_on(&after, "a1"), None);
    assert_eq!(piece_on(&after, "f1").as_deref(), Some("cube-f1"));
    // A placed cube is named by the action that placed it (the second here).
    let seat = mover(&g);
    let place = legal_actions_vec(&g, seat)
        .into_iter()
        .find(|a| matches!(a, Action::Place(..)))
        .expect("a placement");
    let Action::Place(at) = place else {
        unreachable!()
    };
    g.try_play(seat, place).unwrap();
    let svg = picture(&g, LIGHT);
    assert_eq!(piece_on(&svg, &at.to_string()).as_deref(), Some("cube-2"));
}

/// The first `name="…"` number of `markup`.
fn number(markup: &str, name: &str) -> f64 {
    let start = markup.find(&format!(" {name}=\"")).expect("the attribute") + name.len() + 3;
    let len = markup[start..].find('"').unwrap();
    markup[start..start + len].parse().unwrap()
}

#[test]
fn light_sees_rank_1_at_the_bottom_and_dark_the_board_turned() {
    let g = Tilt::new(&TiltOptions::default(), 1);
    let light = picture(&g, LIGHT);
    let dark = picture(&g, DARK);
    let (a1, h8) = ("sq-a1", "sq-f6");
    // From Light's side a1 is at the bottom left; from Dark's, at the top right.
    assert!(number(group(&light, a1), "y") > number(group(&light, h8), "y"));
    assert!(number(group(&light, a1), "x") < number(group(&light, h8), "x"));
    assert!(number(group(&dark, a1), "y") < number(group(&dark, h8), "y"));
    assert!(number(group(&dark, a1), "x") > number(group(&dark, h8), "x"));
    // The same square takes the same place seen from across the board.
    assert_eq!(
        number(group(&dark, a1), "x"),
        number(group(&light, h8), "x")
    );
    assert_eq!(
        number(group(&dark, a1), "y"),
        number(group(&light, h8), "y")
    );
}

/// The panel's height, from its `viewBox`.
fn height(svg: &str) -> String {
    let start = svg.find("viewBox=\"").expect("a viewBox") + 9;
    let end = start + svg[start..].find('"').unwrap();
    svg[start..end].rsplit(' ').next().unwrap().to_string()
}

#[test]
fn a_seat_with_one_cube_that_can_slide_is_warned_in_its_pool() {
    // After a first cube, Light has one cube that can slide: knocked over or shut in,
    // it would leave Light unable to place or slide, a loss on move 3.
    let mut g = setup("....../....../....../....../....../......", LIGHT);
    let before = panel(&g, LIGHT, "pool-1");
    assert!(!before.contains("can slide"), "{before}");
    play(&mut g, "@c3");
    for seat in [LIGHT, DARK] {
        let light = panel(&g, seat, "pool-1");
        assert!(
            light.contains(">Only one cube can slide!</text>"),
            "{light}"
        );
        assert!(light.contains("Light has only one"), "{light}");
        assert!(!panel(&g, seat, "pool-2").contains("can slide"));
        assert_eq!(height(&light), height(&before), "the pool keeps its size");
    }
    // The terminal says it too.
    let text = Tilt::render(&g, cubist_core::RenderStyle::PLAIN);
    assert!(text.contains("Light has only one"), "{text}");
    // Two cubes able to slide: no warning.
    let g = setup("L...../....../....../....../....../.....L", DARK);
    assert!(!panel(&g, DARK, "pool-1").contains("can slide"));
    assert!(!Tilt::render(&g, cubist_core::RenderStyle::PLAIN).contains("Careful"));
}
