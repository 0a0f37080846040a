//! The picture for browsers: known positions give known clicks, every planet and unit
//! is drawn on the map with its id and words, and the panels say whose turn it is,
//! who is out and who won.

mod common;

use common::*;
use cubist_core::picture::view_box_size;
use cubist_core::{legal_actions_vec, Game, Lang, Observer, Picture, Side};
use cubist_cube_attack::picture::{clicks, layout, planet_id};
use cubist_cube_attack::CubeAttack;

const RED: usize = 0;
const BLUE: usize = 1;

fn picture(g: &CubeAttack) -> Picture {
    CubeAttack::picture(
        &g.view(Observer::Seat(RED)),
        Side(RED),
        cubist_core::Lang::En,
    )
}

/// The panel of this name (it must be there).
fn panel<'a>(p: &'a Picture, name: &str) -> &'a str {
    p.panels
        .iter()
        .find(|q| q.name == name)
        .map(|q| q.svg.as_str())
        .unwrap_or_else(|| panic!("no panel {name}"))
}

/// Every id in an SVG.
fn ids(svg: &str) -> Vec<String> {
    svg.split(" id=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].to_string())
        .collect()
}

/// Every `font-size` in an SVG.
fn font_sizes(svg: &str) -> Vec<f64> {
    svg.split(" font-size=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].parse().unwrap())
        .collect()
}

/// The aria-label of the element with this id (`Svg::open_target` writes the label
/// right after the id).
fn label_of(svg: &str, id: &str) -> String {
    let at = svg
        .find(&format!(" id=\"{id}\" aria-label=\""))
        .unwrap_or_else(|| panic!("no element {id}"));
    let rest = &svg[at + id.len() + 19..];
    rest[..rest.find('"').unwrap()].replace("&#39;", "'")
}

/// Every text drawn.
fn texts(svg: &str) -> Vec<String> {
    svg.split("</text>")
        .filter_map(|part| part.rfind('>').map(|i| part[i + 1..].to_string()))
        .collect()
}

fn clicks_of(g: &CubeAttack, text: &str) -> Vec<String> {
    let a = g.parse_action(RED, text).unwrap();
    assert!(legal_actions_vec(g, RED).contains(&a), "{text} is legal");
    g.clicks(RED, a)
}

#[test]
fn a_unit_then_a_planet_or_an_enemy_makes_each_action() {
    let g = Pos::new(2, "R1@W0:1s,R2@C0:1-,B1@W0:1-").build();
    assert_eq!(clicks_of(&g, "W0>L0"), ["unit-r1", "planet-l0"]);
    assert_eq!(clicks_of(&g, "W0xW0"), ["unit-r1", "unit-b1"]);
    assert_eq!(clicks_of(&g, "C0!"), ["unit-r2", "planet-c0"]);
    assert_eq!(clicks_of(&g, "C0>H0"), ["unit-r2", "planet-h0"]);
    assert_eq!(clicks_of(&g, "pass"), ["btn-pass"]);
    let pic = picture(&g);
    let svg = &pic.board;
    assert!(label_of(svg, "unit-r1").contains("R1 (1 life, short range)"));
    assert!(label_of(svg, "unit-b1").starts_with("Blue unit B1"));
    assert!(label_of(svg, "planet-c0").contains("Planet Cube"));
    assert!(label_of(svg, "planet-f").contains("Full Moon (4 points)"));
    assert!(label_of(svg, "planet-s3").contains("Starting planet of Blue"));
    assert!(label_of(svg, "planet-s1").contains("unused"));
    assert!(label_of(panel(&pic, "status"), "btn-pass").contains("Pass"));
    for p in 0..g.map().len() {
        assert!(svg.contains(&format!(" id=\"{}\"", planet_id(g.map(), p as u8))));
    }
}

#[test]
fn every_legal_action_has_its_own_clicks_on_the_picture() {
    let g = Pos::new(3, "R1@H0:2l,R2@C0:1-,B1@F:1s,G1@H0:1-").build();
    let pic = picture(&g);
    let mut seen = std::collections::HashSet::new();
    for a in legal_actions_vec(&g, RED) {
        let path = g.clicks(RED, a);
        assert!(seen.insert(path.clone()), "two actions click {path:?}");
        for id in &path {
            let svg = pic.svgs().find(|svg| ids(svg).contains(id)).unwrap();
            assert!(!label_of(svg, id).is_empty(), "{id}");
        }
    }
    assert_eq!(
        clicks(&g, g.parse_action(RED, "H0xF").unwrap()),
        ["unit-r1", "unit-b1"]
    );
}

#[test]
fn the_picture_shows_the_turn_the_scores_and_the_units() {
    let mut p = Pos::new(2, "R1@W0:2l,R2@W0:1-a,B1@F:1st").mover("blue", 1);
    p.scores = vec![12, 30];
    p.round = 7;
    let pic = picture(&p.build());
    let t = texts(panel(&pic, "status"));
    assert!(t.contains(&"Round 7 · 64 points win".to_string()), "{t:?}");
    assert!(
        t.contains(&"Blue to act: 1 action left".to_string()),
        "{t:?}"
    );
    let t = texts(panel(&pic, "scores"));
    assert!(
        t.contains(&"30".to_string()) && t.contains(&"+4".to_string()),
        "{t:?}"
    );
    let svg = &pic.board;
    assert!(label_of(svg, "unit-r2").contains("activated this round"));
    assert!(label_of(svg, "unit-b1").contains("attacked this round"));
    assert!(label_of(svg, "unit-r1").contains("2 lives, long range"));
    for svg in pic.svgs() {
        let root = &svg[..svg.find('>').unwrap()];
        assert!(
            root.starts_with("<svg") && root.contains(" viewBox=") && !root.contains(" width=")
        );
        assert!(!svg.contains("class=") && !svg.contains("<script"));
    }
}

/// Every aria-label in an SVG (titles and targets).
fn labels(svg: &str) -> Vec<String> {
    svg.split(" aria-label=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].replace("&#39;", "'"))
        .collect()
}

#[test]
fn the_picture_in_french_has_no_english_words() {
    let mut p = Pos::new(3, "R1@W0:2l,R2@W0:1-a,B1@F:1st").mover("blue", 1);
    p.round = 7;
    let g = p.build();
    let french = CubeAttack::picture(&g.view(Observer::Seat(RED)), Side(RED), Lang::Fr);
    let t = texts(panel(&french, "status"));
    assert!(
        t.contains(&"Tour 7 · 64 points pour gagner".to_string()),
        "{t:?}"
    );
    assert!(
        t.contains(&"à Bleu de jouer : 1 action restante".to_string()),
        "{t:?}"
    );
    assert!(texts(panel(&french, "scores")).contains(&"Vert éliminé".to_string()));
    assert!(label_of(&french.board, "unit-r1").contains("2 vies, longue portée"));
    let english = [
        "Round",
        "points win",
        "to act",
        "action left",
        "Pass",
        "end your turn",
        "team",
        "turn order",
        "supply",
        "moons",
        "units",
        "lost",
        "out",
        "Map",
        "rounds",
        "Click",
        "Key",
        "start",
        "new unit",
        "life",
        "lives",
        "weapon",
        "half moon",
        "full moon",
        "range",
        "activated",
        "attacked",
        "Starting",
        "Planet",
        "unit",
        "Red",
        "Blue",
        "Green",
        "Game over",
    ];
    let words_of = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect()
    };
    for svg in french.svgs() {
        for said in texts(svg).iter().chain(&labels(svg)) {
            let words = words_of(said);
            for phrase in english {
                let wanted = words_of(phrase);
                let found = words.windows(wanted.len()).any(|w| w == &wanted[..]);
                assert!(!found, "English '{phrase}' in the French picture: {said}");
            }
        }
    }
}

#[test]
fn a_team_without_units_is_marked_out() {
    let g = Pos::new(3, "R1@W0:1-,B1@F:1-").build();
    let t = texts(panel(&picture(&g), "scores"));
    assert!(t.contains(&"Green out".to_string()), "{t:?}");
    assert!(t.contains(&"Blue".to_string()), "{t:?}");
}

#[test]
fn a_finished_game_says_who_won_and_offers_no_pass() {
    let mut p = Pos::new(2, "R1@F:1-,B1@S3:1-").mover("blue", 1);
    p.scores = vec![60, 10];
    let mut g = p.build();
    act(&mut g, BLUE, "pass");
    assert!(g.outcome().is_some());
    let pic = picture(&g);
    let t = texts(panel(&pic, "status"));
    assert!(
        t.iter().any(|l| l.starts_with("Game over: Red wins")),
        "{t:?}"
    );
    let t = texts(panel(&pic, "scores"));
    assert!(t.contains(&"Red wins".to_string()), "{t:?}");
    assert!(!pic.has_id("btn-pass"));
}

#[test]
fn any_valid_map_draws_with_its_planets_apart() {
    let json = r#"{"name": "Line", "planets": [
        {"name": "S_a", "kind": "start"}, {"name": "L", "kind": "life-up"},
        {"name": "W", "kind": "weaponry"}, {"name": "C", "kind": "cube"},
        {"name": "H", "kind": "half-moon"}, {"name": "F", "kind": "full-moon"},
        {"name": "S_b", "kind": "start"}],
      "links": [["S_a","L"],["L","W"],["W","C"],["C","H"],["H","F"],["F","S_b"]],
      "seats": {"2": ["S_a", "S_b"]}}"#;
    let g = Pos::new(2, "R1@S_a:1-,B1@S_b:1-").on_map(json).build();
    let at = layout(g.map(), None);
    for (i, a) in at.iter().enumerate() {
        for b in &at[i + 1..] {
            assert!((a.x - b.x).hypot(a.y - b.y) > 0.5, "{at:?}");
        }
    }
    // Names with '_' cannot be ids: planets are numbered instead.
    assert_eq!(planet_id(g.map(), 0), "planet-0");
    let pic = picture(&g);
    assert!(label_of(&pic.board, "planet-0").starts_with("S_a, Starting planet of Red"));
    let (w, h) = view_box_size(&pic.board).unwrap();
    assert!(h <= w, "a long map is drawn no taller than wide: {w}×{h}");
    assert_eq!(clicks_of(&g, "S_a>L"), ["unit-r1", "planet-1"]);
}

/// The map takes a screen's height: about square, its lettering large (a token's
/// lettering is scaled with it, and only a crowded planet shrinks its tokens); the
/// panels beside it are narrower, each its own SVG; no id is drawn twice.
#[test]
fn the_map_is_square_and_lettered_large_and_its_panels_stand_apart() {
    for (players, map, units) in [
        (2, "six-rings", "R1@W0:2l,R2@C0:1-,B1@F:1s"),
        (
            6,
            "six-rings",
            "R1@W0:1-,B1@F:1s,G1@H0:1-,Y1@L0:1l,P1@C3:1-,T1@W4:1-",
        ),
        (2, "duel", "R1@S0:2l,R2@W0:1-,B1@F:1s"),
    ] {
        let mut pos = Pos::new(players, units);
        pos.map = format!("map={map}");
        let pic = picture(&pos.build());
        let (w, h) = view_box_size(&pic.board).unwrap();
        assert!(h <= w && h >= 0.9 * w, "map {w}×{h}");
        let (map, tokens) = pic.board.split_at(pic.board.find("<g data-piece").unwrap());
        let least = font_sizes(map).into_iter().fold(f64::MAX, f64::min);
        assert!(least >= 0.022 * h, "map lettering {least} on {w}×{h}");
        for token in tokens.split("<g data-piece").skip(1) {
            let at = token.find("scale(").unwrap() + "scale(".len();
            let scale: f64 = token[at..at + token[at..].find(')').unwrap()]
                .parse()
                .unwrap();
            let size = font_sizes(token)[0] * scale;
            assert!(size >= 0.022 * h, "token lettering {size}");
        }
        let names: Vec<&str> = pic.panels.iter().map(|q| q.name.as_str()).collect();
        assert_eq!(names, ["status", "scores", "legend"]);
        for q in &pic.panels {
            let (pw, ph) = view_box_size(&q.svg).unwrap();
            assert!(pw < w && ph > 0.0, "panel {} {pw}×{ph}", q.name);
        }
        let mut all: Vec<String> = pic.svgs().flat_map(ids).collect();
        let n = all.len();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), n, "an id is drawn twice");
    }
}

/// A unit's token carries its label as `data-piece` wherever it goes, so the page
/// can move it from its old planet to its new one.
#[test]
fn a_unit_keeps_its_piece_name_as_it_moves() {
    let mut g = Pos::new(2, "R1@W0:1s,R2@C0:1-,B1@F:1-").build();
    let token = |g: &CubeAttack| {
        let board = picture(g).board;
        let at = board.find("<g data-piece=\"r1\">").expect("R1 is drawn");
        let rest = &board[at..];
        assert!(rest.contains("<g id=\"unit-r1\""));
        let t = rest.find("transform=\"").unwrap();
        rest[t..t + rest[t..].find(')').unwrap()].to_string()
    };
    let before = token(&g);
    act(&mut g, RED, "W0>L0");
    let after = token(&g);
    assert_ne!(before, after, "R1 is drawn at its new planet");
    let board = picture(&g).board;
    assert_eq!(board.matches("data-piece=").count(), 3, "one per unit");
    assert_eq!(board.matches("data-piece=\"r1\"").count(), 1);
}

/// The first `name="…"` number after the element with this id.
fn number_in(svg: &str, id: &str, name: &str) -> f64 {
    let at = svg.find(&format!(" id=\"{id}\"")).expect("the element");
    let rest = &svg[at..];
    let start = rest.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
    rest[start..start + rest[start..].find('"').unwrap()]
        .parse()
        .unwrap()
}

#[test]
fn every_team_sees_its_starting_planet_at_the_bottom() {
    let g = Pos::new(3, "R1@H0:2l,B1@F:1s,G1@H0:1-").build();
    for seat in 0..3 {
        let svg = CubeAttack::picture(
            &g.view(Observer::Seat(seat)),
            Side(seat),
            cubist_core::Lang::En,
        )
        .board;
        let home = planet_id(g.map(), g.start_planet(seat));
        let lowest = (0..g.map().len())
            .map(|p| number_in(&svg, &planet_id(g.map(), p as u8), "cy"))
            .fold(f64::MIN, f64::max);
        assert_eq!(number_in(&svg, &home, "cy"), lowest, "{seat}: {home}");
    }
}
