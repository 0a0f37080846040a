//! The picture for browsers: which piece a click moves, what the picture shows of known
//! positions (see docs/pictures.md).

use cubist_core::{legal_actions_vec, picture::has_id, Game, Observer, Picture, Side};
use cubist_squadro::{Action, Squadro, SquadroOptions, Status, DARK, FINISHED, LIGHT, TURNED};

const HOME: [u8; 5] = [0; 5];

fn pos(light: [u8; 5], dark: [u8; 5], mover: usize) -> Squadro {
    Squadro::from_progress([light, dark], mover).expect("valid test position")
}

fn full_picture(g: &Squadro, seat: usize) -> Picture {
    Squadro::picture(
        &g.view(Observer::Seat(seat)),
        Side(seat),
        cubist_core::Lang::En,
    )
}

/// The board alone, as `seat` sees it.
fn picture(g: &Squadro, seat: usize) -> String {
    full_picture(g, seat).board
}

/// The side panel named `name`, as `seat` sees it.
fn panel(g: &Squadro, seat: usize, name: &str) -> String {
    let p = full_picture(g, seat);
    let found = p.panels.into_iter().find(|p| p.name == name);
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

/// The points of the first polygon in `markup`.
fn polygon_points(markup: &str) -> Vec<(f64, f64)> {
    let start = markup.find("points=\"").expect("a polygon") + 8;
    let len = markup[start..].find('"').unwrap();
    markup[start..start + len]
        .split(' ')
        .map(|p| {
            let (x, y) = p.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect()
}

/// Which way an arrow-shaped piece points: (dx, dy) of its tip from its middle, as
/// one of (0,-1) up, (0,1) down, (-1,0) left, (1,0) right.
fn pointing(markup: &str) -> (i32, i32) {
    let pts = polygon_points(markup);
    let (lo_x, hi_x) = pts
        .iter()
        .fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.0), b.max(p.0)));
    let (lo_y, hi_y) = pts
        .iter()
        .fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.1), b.max(p.1)));
    // The tip is the one point alone on its extreme side.
    let alone = |v: f64, f: fn(&(f64, f64)) -> f64| {
        pts.iter().filter(|p| (f(p) - v).abs() < 1e-9).count() == 1
    };
    match (
        alone(lo_y, |p| p.1),
        alone(hi_y, |p| p.1),
        alone(lo_x, |p| p.0),
        alone(hi_x, |p| p.0),
    ) {
        (true, false, false, false) => (0, -1),
        (false, true, false, false) => (0, 1),
        (false, false, true, false) => (-1, 0),
        (false, false, false, true) => (1, 0),
        other => panic!("not an arrow: {other:?} {pts:?}"),
    }
}

#[test]
fn a_move_is_one_click_on_the_piece_named_by_side_and_lane() {
    let g = pos(HOME, HOME, LIGHT);
    assert_eq!(
        g.clicks(LIGHT, Action(2)),
        vec!["piece-light-3".to_string()]
    );
    assert_eq!(
        g.clicks(LIGHT, Action(0)),
        vec!["piece-light-1".to_string()]
    );
    let g = pos(HOME, HOME, DARK);
    assert_eq!(g.clicks(DARK, Action(4)), vec!["piece-dark-5".to_string()]);
    for seat in [LIGHT, DARK] {
        let svg = picture(&g, seat);
        for side in ["light", "dark"] {
            for lane in 1..=5 {
                assert!(
                    has_id(&svg, &format!("piece-{side}-{lane}")),
                    "{side} {lane}"
                );
            }
        }
    }
}

#[test]
fn every_legal_move_clicks_a_labelled_piece_in_the_movers_picture() {
    let g = pos([3, 6, 12, 8, 0], [1, 12, 0, 7, 2], DARK);
    let svg = picture(&g, DARK);
    for lane in legal_actions_vec(&g, DARK) {
        let clicks = g.clicks(DARK, lane);
        assert_eq!(clicks.len(), 1);
        let markup = group(&svg, &clicks[0]);
        assert!(
            markup.contains(&format!("aria-label=\"Dark piece on lane {}", lane.0 + 1)),
            "{markup}"
        );
    }
}

#[test]
fn pieces_point_the_way_they_travel() {
    // Light lane 1 out, lane 2 turned, lane 3 coming back; Dark lane 1 out, lane 2
    // turned, lane 4 coming back.
    let g = pos([2, TURNED, 9, 0, 0], [4, TURNED, 0, 10, 0], LIGHT);
    let svg = picture(&g, LIGHT);
    let cases = [
        ("piece-light-1", (0, -1), "going out"),
        ("piece-light-2", (0, 1), "coming back"),
        ("piece-light-3", (0, 1), "coming back"),
        ("piece-light-4", (0, -1), "going out"),
        ("piece-dark-1", (-1, 0), "going out"),
        ("piece-dark-2", (1, 0), "coming back"),
        ("piece-dark-3", (-1, 0), "going out"),
        ("piece-dark-4", (1, 0), "coming back"),
    ];
    for (id, way, words) in cases {
        let markup = group(&svg, id);
        assert_eq!(pointing(markup), way, "{id}");
        assert!(markup.contains(words), "{id}: {markup}");
    }
    // The speed a piece moves at now is in its label: Light lane 2 comes back at 1.
    assert!(group(&svg, "piece-light-2").contains("speed 1"));
}

#[test]
fn every_trough_shows_its_speed_as_dots() {
    let svg = picture(&pos(HOME, HOME, LIGHT), LIGHT);
    // Out and back add up to 4 in every lane: 5 lanes × 4 × 2 sides.
    assert_eq!(svg.matches("<circle").count(), 40);
}

#[test]
fn lane_numbers_of_the_notation_are_printed() {
    let svg = picture(&pos(HOME, HOME, LIGHT), LIGHT);
    for lane in 1..=5 {
        // Once under the board, once at its right, once on each side's piece.
        assert!(
            svg.matches(&format!(">{lane}</text>")).count() >= 4,
            "lane {lane}"
        );
    }
    assert!(svg.contains(">lane</text>"));
}

#[test]
fn the_picture_says_whose_turn_it_is_and_pieces_home() {
    let g = pos([FINISHED, 3, 0, 0, 0], [FINISHED, FINISHED, 0, 0, 0], DARK);
    let status = panel(&g, LIGHT, "status");
    assert!(status.contains(">Dark to move</text>"));
    assert!(status.contains(">Light 1/4 home</text>"));
    assert!(status.contains(">Dark 2/4 home</text>"));
    let svg = picture(&g, LIGHT);
    assert!(
        !svg.contains(">Dark to move</text>"),
        "the status is beside the board"
    );
    // Finished pieces are no longer clickable, and are shown home.
    assert!(!has_id(&svg, "piece-light-1"));
    assert!(!has_id(&svg, "piece-dark-2"));
    assert!(svg.contains("aria-label=\"Dark piece of lane 2 is home\""));
    assert!(legal_actions_vec(&g, DARK)
        .iter()
        .all(|&a| has_id(&svg, &g.clicks(DARK, a)[0])));
}

#[test]
fn a_finished_game_says_who_won() {
    let g = pos([FINISHED, FINISHED, FINISHED, 0, FINISHED], HOME, DARK);
    assert_eq!(g.status(), Status::Won(LIGHT));
    for seat in [LIGHT, DARK] {
        let svg = panel(&g, seat, "status");
        assert!(
            svg.contains(">Game over: Light wins</text>")
                && svg.contains(">(4 pieces home)</text>"),
            "{svg}"
        );
        assert!(!svg.contains("to move"));
        assert!(legal_actions_vec(&g, seat).is_empty());
    }
}

#[test]
fn a_drawn_game_says_so_and_fits_the_picture() {
    let options = SquadroOptions {
        cap: 10,
        ..SquadroOptions::default()
    };
    let mut g = Squadro::new(&options, 1);
    while let Some(seat) = g.to_move().actor() {
        let lane = legal_actions_vec(&g, seat)[0];
        g.try_play(seat, lane).unwrap();
    }
    assert_eq!(g.status(), Status::Cap);
    let svg = panel(&g, LIGHT, "status");
    assert!(
        svg.contains(">Game over: draw</text>") && svg.contains(">(10 actions played)</text>"),
        "{svg}"
    );
}

#[test]
fn the_legend_says_what_shapes_and_dots_mean() {
    let svg = panel(&pos(HOME, HOME, LIGHT), LIGHT, "legend");
    assert!(svg.contains(">Light ▲ out ▼ back</text>"), "{svg}");
    assert!(svg.contains("dots: speed"));
}

#[test]
fn a_piece_keeps_its_data_piece_name_as_it_moves_and_once_home() {
    let g = pos([0, 3, 0, 0, 0], HOME, LIGHT);
    let before = picture(&g, LIGHT);
    assert!(group(&before, "piece-light-2").contains("data-piece=\"light-2\""));
    let mut g = g;
    g.try_play(LIGHT, Action(1)).unwrap();
    let after = picture(&g, LIGHT);
    assert!(group(&after, "piece-light-2").contains("data-piece=\"light-2\""));
    for side in ["light", "dark"] {
        for lane in 1..=5 {
            let name = format!("data-piece=\"{side}-{lane}\"");
            assert_eq!(after.matches(&name).count(), 1, "{name}");
        }
    }
    let home = pos([FINISHED, 0, 0, 0, 0], HOME, LIGHT);
    let svg = picture(&home, LIGHT);
    assert!(svg.contains("is home\" data-piece=\"light-1\""), "{svg}");
}

/// The middle of a piece's arrow in `svg`.
fn middle(svg: &str, id: &str) -> (f64, f64) {
    let pts = polygon_points(group(svg, id));
    let n = pts.len() as f64;
    let (x, y) = pts.iter().fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
    (x / n, y / n)
}

#[test]
fn each_seat_sees_its_own_pieces_start_at_the_bottom() {
    let g = pos(HOME, HOME, LIGHT);
    for (seat, own, other) in [(LIGHT, "light", "dark"), (DARK, "dark", "light")] {
        let svg = picture(&g, seat);
        let (w, h) = cubist_core::picture::view_box_size(&svg).unwrap();
        let mut xs = Vec::new();
        for lane in 1..=5 {
            let id = format!("piece-{own}-{lane}");
            let (x, y) = middle(&svg, &id);
            assert!(y > 0.75 * h, "{seat}: {id} at the bottom: {y} of {h}");
            assert_eq!(pointing(group(&svg, &id)), (0, -1), "{seat}: {id} goes up");
            xs.push(x);
            let other = format!("piece-{other}-{lane}");
            let (x, _) = middle(&svg, &other);
            let at_side = if seat == LIGHT {
                x > 0.75 * w
            } else {
                x < 0.25 * w
            };
            assert!(at_side, "{seat}: {other} at the side: {x} of {w}");
        }
        // Lane 1 at the left, as the lane numbers read.
        assert!(xs.windows(2).all(|p| p[0] < p[1]), "{seat}: {xs:?}");
    }
}

#[test]
fn the_legend_follows_the_turned_board() {
    let g = pos(HOME, HOME, DARK);
    let p = Squadro::picture(
        &g.view(Observer::Seat(DARK)),
        Side(DARK),
        cubist_core::Lang::En,
    );
    let legend = &p.panels.iter().find(|p| p.name == "legend").unwrap().svg;
    assert!(legend.contains(">Dark ▲ out ▼ back</text>"), "{legend}");
    assert!(legend.contains(">Light ▶ out ◀ back</text>"), "{legend}");
    // The board is as wide and as tall from either side.
    let light = Squadro::picture(
        &g.view(Observer::Seat(DARK)),
        Side(LIGHT),
        cubist_core::Lang::En,
    );
    let size = cubist_core::picture::view_box_size;
    assert_eq!(size(&p.board), size(&light.board));
    assert_ne!(p.board, light.board);
}
