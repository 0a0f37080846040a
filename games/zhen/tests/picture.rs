//! The picture for browsers: the clicks of placements, moves and captures, and what the
//! picture shows of known positions (see docs/pictures.md).

use cubist_core::{legal_actions_vec, picture::has_id, Game, Observer, Picture, Side};
use cubist_zhen::{Action, Status, Zhen, ZhenOptions, BLUE, RED};
use Action::{Move, Place};

/// A position from its places (Red's goal, the tiles, Blue's goal), `cubes` per player.
fn pos(cubes: u8, places: &str, mover: usize) -> Zhen {
    Zhen::setup(&ZhenOptions::sized(10, cubes), places, mover).unwrap()
}

fn whole(g: &Zhen, seat: usize) -> Picture {
    Zhen::picture(
        &g.view(Observer::Seat(seat)),
        Side(seat),
        cubist_core::Lang::En,
    )
}

/// The line of tiles alone, as `seat` sees it.
fn picture(g: &Zhen, seat: usize) -> String {
    whole(g, seat).board
}

/// The side panel named `name`, as `seat` sees it.
fn panel(g: &Zhen, seat: usize, name: &str) -> String {
    let found = whole(g, seat).panels.into_iter().find(|p| p.name == name);
    found.unwrap_or_else(|| panic!("no panel {name}")).svg
}

/// The markup of the clickable group with this id, up to its end.
fn group<'a>(svg: &'a str, id: &str) -> &'a str {
    let start = svg
        .find(&format!("<g id=\"{id}\""))
        .unwrap_or_else(|| panic!("no group {id}"));
    let len = svg[start..].find("</g>").expect("the group ends");
    &svg[start..start + len]
}

fn strings(ids: &[&str]) -> Vec<String> {
    ids.iter().map(|s| s.to_string()).collect()
}

#[test]
fn placements_moves_and_captures_have_their_clicks() {
    // Tiles 1..5: 1r1b, 1r1b, empty, 2r, 1b.
    let g = pos(5, ". 1r1b 1r1b . 2r 1b .", RED);
    let expected = [
        (Move(1), strings(&["tile-1", "goal-red"])),
        (Move(2), strings(&["tile-2", "tile-1"])),
        (Place(3), strings(&["reserve-red", "tile-3"])),
        (Move(4), strings(&["tile-4", "tile-2"])),
    ];
    let legal = legal_actions_vec(&g, RED);
    assert_eq!(legal.len(), expected.len(), "{legal:?}");
    let all = whole(&g, RED);
    for (action, clicks) in expected {
        assert!(legal.contains(&action), "{action:?}");
        assert_eq!(g.clicks(RED, action), clicks, "{action:?}");
        for id in &clicks {
            assert!(all.has_id(id), "{id}");
        }
    }
    // Tiles and goals are on the board, the reserves beside it.
    assert!(has_id(&all.board, "tile-3") && has_id(&all.board, "goal-red"));
    assert!(!has_id(&all.board, "reserve-red"));
    assert!(has_id(&panel(&g, RED, "reserve-1"), "reserve-red"));
    assert!(has_id(&panel(&g, RED, "reserve-2"), "reserve-blue"));
    // Blue carries toward its own goal, at the other end.
    let g = pos(4, ". 1r1b . . 1r 1r1b .", BLUE);
    assert_eq!(g.clicks(BLUE, Move(1)), strings(&["tile-1", "tile-2"]));
    assert_eq!(g.clicks(BLUE, Move(5)), strings(&["tile-5", "goal-blue"]));
    assert_eq!(
        g.clicks(BLUE, Place(3)),
        strings(&["reserve-blue", "tile-3"])
    );
}

#[test]
fn stacks_are_piles_with_blue_cubes_dotted() {
    let g = pos(4, ". 2r1b . 1b . . .", RED);
    let svg = picture(&g, BLUE);
    let tile = group(&svg, "tile-1");
    assert!(
        tile.contains("aria-label=\"Tile 1: 2 red, 1 blue\""),
        "{tile}"
    );
    // The tile itself, then three cubes; one dot.
    assert_eq!(tile.matches("<rect").count(), 4);
    assert_eq!(tile.matches("<circle").count(), 1);
    let tile = group(&svg, "tile-3");
    assert_eq!(tile.matches("<rect").count(), 2);
    assert_eq!(tile.matches("<circle").count(), 1);
    assert!(group(&svg, "tile-2").contains("Tile 2: empty"));
    for t in 1..=5 {
        assert!(
            svg.contains(&format!(">{t}</text>")),
            "tile number {t} is printed"
        );
    }
}

#[test]
fn tall_stacks_are_blocks_with_their_counts() {
    let g = pos(10, ". . 6r5b . 1r 1b .", BLUE);
    let svg = picture(&g, BLUE);
    let tile = group(&svg, "tile-2");
    for words in [">6</text>", ">r</text>", ">5</text>", ">b</text>"] {
        assert!(tile.contains(words), "{words}: {tile}");
    }
    // Two blocks on the tile, no single cubes.
    assert_eq!(tile.matches("<rect").count(), 3);
}

#[test]
fn reserves_goals_scores_and_the_turn_are_shown() {
    let g = pos(5, "1r2b 1r . . 1b 1b 2r1b", RED);
    let status = panel(&g, RED, "status");
    assert!(status.contains(">Red to move</text>"));
    assert!(status.contains(">Score: Red 2, Blue 2</text>"), "{status}");
    let reserve = panel(&g, RED, "reserve-1");
    assert!(reserve.contains(">Red reserve: 1</text>"));
    assert!(group(&reserve, "reserve-red").contains("reserve: 1 cube\""));
    assert!(panel(&g, RED, "reserve-2").contains(">Blue reserve: 0</text>"));
    assert!(panel(&g, RED, "legend").contains(">◀ Red moves this way</text>"));
    let svg = picture(&g, RED);
    let goal = group(&svg, "goal-red");
    assert!(
        goal.contains("goal: 1 red, 2 blue; Red scores 2\""),
        "{goal}"
    );
    assert!(goal.contains(">score 2</text>"));
}

#[test]
fn the_tile_that_may_not_move_back_is_marked() {
    let mut g = pos(2, ". . 1r1b . . .", BLUE);
    g.try_play(BLUE, Move(2)).unwrap();
    assert_eq!(g.undo_tile(), Some(3));
    assert!(!legal_actions_vec(&g, RED).contains(&Move(3)));
    let svg = picture(&g, RED);
    assert!(group(&svg, "tile-3").contains("may not be moved now (no undo)"));
    assert!(
        group(&svg, "tile-3").contains("<line"),
        "the struck-through circle"
    );
    assert!(!group(&svg, "tile-2").contains("no undo"));
    assert!(panel(&g, RED, "status").contains(">tile 3: no undo</text>"));
}

#[test]
fn a_finished_game_says_who_won_and_why() {
    // Red's only cube cannot move (it would enter Red's goal without a capture) and
    // Red's reserve is empty: Blue takes the tiles.
    let g = pos(1, ". 1r 1b .", RED);
    assert_eq!(g.status(), Status::Swept { stuck: RED });
    for seat in [RED, BLUE] {
        let svg = panel(&g, seat, "status");
        assert!(svg.contains(">Game over: Blue wins 1–0</text>"), "{svg}");
        // The reason, wrapped to the panel's width, and whole in its label.
        assert!(svg.contains("Red could not act; Blue took the cubes left on the tiles"));
        assert!(svg.contains(">Red could not act; Blue</text>"), "{svg}");
        assert!(!svg.contains("to move"));
    }
}

/// The first `name="…"` number of `markup`.
fn number(markup: &str, name: &str) -> f64 {
    let start = markup.find(&format!(" {name}=\"")).expect("the attribute") + name.len() + 3;
    let len = markup[start..].find('"').unwrap();
    markup[start..start + len].parse().unwrap()
}

#[test]
fn each_seat_sees_its_own_goal_at_the_left() {
    let g = pos(4, ". 1r . . . . . . . . 1b .", RED);
    for (seat, own, other) in [
        (RED, "goal-red", "goal-blue"),
        (BLUE, "goal-blue", "goal-red"),
    ] {
        let svg = picture(&g, seat);
        let x = |id| number(group(&svg, id), "x");
        assert!(x(own) < x("tile-5") && x("tile-5") < x(other), "{seat}");
        let tiles = if seat == RED {
            x("tile-1") < x("tile-2")
        } else {
            x("tile-1") > x("tile-2")
        };
        assert!(tiles, "{seat}: tile 1 beside {own}");
    }
    let legend = panel(&g, BLUE, "legend");
    assert!(legend.contains(">◀ Blue moves this way</text>"), "{legend}");
    assert!(legend.contains(">Red moves this way ▶</text>"), "{legend}");
}
