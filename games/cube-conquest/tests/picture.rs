//! The picture for browsers: known positions give known clicks, the board shows
//! the tiles and cubes, the panels the viewer's own cards, the attacks and the
//! scores, and nothing shows another seat's hidden cards.

mod common;

use common::*;
use cubist_core::picture::view_box_size;
use cubist_core::{game_rng, legal_actions_vec, Game, Observer, Picture, Seat, Side};
use cubist_cube_conquest::{CountsExt, CubeConquest};

fn picture(g: &CubeConquest, seat: Seat) -> Picture {
    CubeConquest::picture(
        &g.view(Observer::Seat(seat)),
        Side(seat),
        cubist_core::Lang::En,
    )
}

/// The panel of this name (it must be there).
fn panel<'a>(p: &'a Picture, name: &str) -> &'a str {
    let names: Vec<&str> = p.panels.iter().map(|q| q.name.as_str()).collect();
    p.panels
        .iter()
        .find(|q| q.name == name)
        .map(|q| q.svg.as_str())
        .unwrap_or_else(|| panic!("no panel {name} in {names:?}"))
}

fn names(p: &Picture) -> Vec<&str> {
    p.panels.iter().map(|q| q.name.as_str()).collect()
}

/// Every text drawn, on the board and in every panel.
fn all_texts(p: &Picture) -> Vec<String> {
    p.svgs().flat_map(texts).collect()
}

fn clicks_of(g: &CubeConquest, seat: Seat, text: &str) -> Vec<String> {
    let a = act(g, seat, text);
    assert!(legal_actions_vec(g, seat).contains(&a), "{text} is legal");
    g.clicks(seat, a)
}

/// The aria-label of the element with this id (written right after the id).
fn label_of(svg: &str, id: &str) -> String {
    let at = svg
        .find(&format!(" id=\"{id}\" aria-label=\""))
        .unwrap_or_else(|| panic!("no element {id}"));
    let rest = &svg[at + id.len() + 19..];
    rest[..rest.find('"').unwrap()].to_string()
}

/// Every text drawn.
fn texts(svg: &str) -> Vec<String> {
    svg.split("</text>")
        .filter_map(|part| part.rfind('>').map(|i| part[i + 1..].to_string()))
        .collect()
}

/// Every id in the picture.
fn ids(svg: &str) -> Vec<String> {
    svg.split(" id=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].to_string())
        .collect()
}

/// Player 1 on b2 (tile 1) faces player 2 on b3 (tile 6) and an Outpost on c2 (tile
/// 2); every other tile is face down.
fn battle(hand0: &[u8], hand1: &[u8]) -> CubeConquest {
    base()
        .cube("b2", 0, 1)
        .cube("a1", 0, 1)
        .cube("b3", 1, 1)
        .cube("c2", 1, 2)
        .cube("e5", 1, 1)
        .hand(0, hand0)
        .hand(1, hand1)
        .discard(0, &[6, 5])
        .build()
        .unwrap()
}

#[test]
fn moves_click_the_cube_the_destination_then_the_card() {
    let g = base()
        .cube("b2", 0, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 3])
        .build()
        .unwrap();
    // Several moves reach b3 and c3, turning up different tiles: the tiles turned up
    // on the way come between the destination and the card.
    assert_eq!(
        clicks_of(&g, 0, "move 1 b2-b3"),
        ["cell-b2", "cell-b3", "card-1"]
    );
    assert_eq!(
        clicks_of(&g, 0, "move 3 b2-a2-a3-b3"),
        ["cell-b2", "cell-b3", "cell-a2", "cell-a3", "card-3"]
    );
    assert_eq!(
        clicks_of(&g, 0, "move 2 b2-b3-c3"),
        ["cell-b2", "cell-c3", "cell-b3", "card-2"]
    );
    assert_eq!(
        clicks_of(&g, 0, "move 2 b2-c2-c3"),
        ["cell-b2", "cell-c3", "cell-c2", "card-2"]
    );
}

#[test]
fn a_move_with_a_single_way_clicks_no_tiles_on_the_way() {
    // Every tile b2 can reach with a 2 is face up: all paths to c3 turn up nothing.
    let mut b = base().cube("b2", 0, 1).cube("e5", 1, 1).hand(0, &[2]);
    for c in ["a1", "a2", "a3", "b1", "b3", "b4", "c1", "c2", "c3", "d2"] {
        b = b.tile(c, grid()[cell(c) as usize], true);
    }
    let g = b.build().unwrap();
    assert_eq!(
        clicks_of(&g, 0, "move 2 b2-b3-c3"),
        ["cell-b2", "cell-c3", "card-2"]
    );
}

#[test]
fn every_turn_action_has_its_clicks() {
    let g = battle(&[1, 3, 3, 4], &[1, 2, 3, 4]);
    assert_eq!(
        clicks_of(&g, 0, "prep 1 3 take 6"),
        ["card-1", "card-3", "discard-6"]
    );
    assert_eq!(
        clicks_of(&g, 0, "prep 3 3 take 5"),
        ["card-3", "card-3-2", "discard-5"]
    );
    assert_eq!(clicks_of(&g, 0, "reinforce 1 b2"), ["card-1", "cell-b2"]);
    assert_eq!(clicks_of(&g, 0, "attack b2 b3"), ["cell-b2", "cell-b3"]);
    assert_eq!(clicks_of(&g, 0, "attack b2 c2"), ["cell-b2", "cell-c2"]);
    let p = picture(&g, 0);
    assert_eq!(
        names(&p),
        ["status", "hand-1", "scores", "piles"],
        "the panels of a turn, in reading order"
    );
    assert_eq!(
        label_of(panel(&p, "hand-1"), "card-3-2"),
        "Your card 3 (circles)"
    );
    assert_eq!(label_of(&p.board, "cell-b3"), "b3: 6 arrow, Blue cube");
    assert_eq!(label_of(&p.board, "cell-c2"), "c2: 2 hammers, Blue Outpost");
    assert_eq!(label_of(&p.board, "cell-d4"), "d4: face down");
    assert!(label_of(panel(&p, "piles"), "discard-6").contains("Take back a 6 (arrow)"));
    assert!(label_of(panel(&p, "status"), "btn-pass").starts_with("Pass"));
    // Blue's pile is not Red's to take from.
    assert!(!picture(&g, 1).has_id("discard-6"));
    assert!(names(&picture(&g, 1)).contains(&"hand-2"));
}

#[test]
fn secret_cards_are_clicked_in_hand_and_an_outpost_chooses_after_the_reveal() {
    let mut g = battle(&[1, 2, 3, 6], &[1, 5, 3, 4]);
    play(&mut g, 0, "attack b2 c2");
    assert_eq!(clicks_of(&g, 0, "play 6"), ["card-6"]);
    assert_eq!(clicks_of(&g, 1, "play 1 5"), ["card-1", "card-5"]);
    let t = texts(panel(&picture(&g, 0), "attack"));
    assert!(t.contains(&"Attack: Red b2 → Blue c2".into()), "{t:?}");
    assert!(
        t.contains(&"Blue: choosing (Outpost: 2 cards, +1)".into()),
        "{t:?}"
    );
    play(&mut g, 1, "play 1 5");
    play(&mut g, 0, "play 6");
    assert_eq!(clicks_of(&g, 1, "use 5"), ["use-5"]);
    assert_eq!(clicks_of(&g, 1, "use 1"), ["use-1"]);
    let p = picture(&g, 0);
    assert!(label_of(panel(&p, "attack"), "use-5").contains("make it count"));
    play(&mut g, 1, "use 5");
    let p = picture(&g, 0);
    assert!(!names(&p).contains(&"attack"), "the attack is over");
    let t = texts(panel(&p, "last-attack"));
    assert!(t.contains(&"Last attack: Red b2 → Blue c2".into()), "{t:?}");
    assert!(t.contains(&"Red: card 6 = 6".into()), "{t:?}");
    assert!(
        t.contains(&"Blue: card 5 + tile 0 + Outpost 1 = 6".into()),
        "{t:?}"
    );
    assert!(t.contains(&"Blue also showed 1".into()), "{t:?}");
    assert!(t.contains(&"Red won and scored 1 VP".into()), "{t:?}");
}

#[test]
fn the_tile_bonus_is_shown_in_the_sum() {
    let mut g = battle(&[1, 2, 3, 4], &[6, 2, 3, 4]);
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 0, "play 4");
    play(&mut g, 1, "play 6");
    let t = texts(panel(&picture(&g, 1), "last-attack"));
    assert!(t.contains(&"Blue: card 6 + tile 1 = 7".into()), "{t:?}");
    assert!(t.contains(&"Blue won and scored 1 VP".into()), "{t:?}");
}

#[test]
fn a_finished_game_says_who_won() {
    let mut g = base()
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .cube("e5", 1, 1)
        .hand(0, &[6])
        .hand(1, &[1])
        .vp(0, 9)
        .build()
        .unwrap();
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 0, "play 6");
    play(&mut g, 1, "play 1");
    assert!(g.outcome().is_some());
    for seat in [Observer::Seat(0), Observer::Seat(1), Observer::Spectator] {
        let p = CubeConquest::picture(&g.view(seat), Side::of(seat), cubist_core::Lang::En);
        let t = texts(panel(&p, "status"));
        assert!(
            t.iter().any(|l| l.starts_with("Game over: Red reached")),
            "{t:?}"
        );
        assert!(!p.has_id("btn-pass"));
    }
}

#[test]
fn tiles_read_by_name_and_cubes_by_letter() {
    let g = battle(&[1, 2, 3, 4], &[1, 2, 3, 4]);
    let t = texts(&picture(&g, 0).board);
    for word in ["drop", "arrow", "hammers"] {
        assert!(t.contains(&word.to_string()), "{word}: {t:?}");
    }
    assert!(t.contains(&"R".into()) && t.contains(&"B".into()), "{t:?}");
}

/// Random positions at 2, 3 and 4 players.
fn positions() -> Vec<CubeConquest> {
    let mut out = Vec::new();
    for seed in 0..12u64 {
        let players = 2 + (seed % 3) as u8;
        let o = cubist_cube_conquest::ConquestOptions { players, ..opts() };
        let mut g = CubeConquest::new(&o, seed);
        let mut rng = game_rng(seed, 9);
        let mut legal = Vec::new();
        let mut step = 0;
        while let Some(seat) = g.to_move().actor() {
            g.legal_actions(seat, &mut legal);
            g.play(seat, pick(&legal, &mut rng));
            step += 1;
            if step % 7 == 0 {
                out.push(g.clone());
            }
        }
        out.push(g);
    }
    out
}

/// As an attacker would look: seat 1's picture must not change when the other
/// hands (and face-down tiles) are dealt differently, its only card ids are its own
/// hand's, and another hand shows only as its size.
#[test]
fn no_picture_shows_another_seats_hidden_cards() {
    let mut rng = game_rng(3, 3);
    let mut differed = 0;
    for g in positions() {
        let me = 0;
        let pic = picture(&g, me);
        let mut own: Vec<String> = Vec::new();
        let hand = g.hand(me);
        for v in 1..=6u8 {
            for n in 1..=hand.count(v) {
                own.push(if n == 1 {
                    format!("card-{v}")
                } else {
                    format!("card-{v}-{n}")
                });
            }
        }
        let mut cards: Vec<String> = pic
            .svgs()
            .flat_map(ids)
            .filter(|i| i.starts_with("card-"))
            .collect();
        cards.sort();
        own.sort();
        assert_eq!(cards, own, "seat {me}'s picture clicks only its own cards");
        for o in 1..g.num_players() {
            let size = g.hand(o).total();
            assert!(
                texts(panel(&pic, "scores")).contains(&size.to_string()),
                "seat {o}'s hand size shows"
            );
        }
        let other = CubeConquest::determinize(&g.view(Observer::Seat(me)), &mut rng);
        if (1..g.num_players()).any(|o| other.hand(o) != g.hand(o)) {
            differed += 1;
        }
        let again = picture(&other, me);
        assert_eq!(again.board, pic.board, "the board shows a hidden fact");
        assert_eq!(again.panels, pic.panels, "a panel shows a hidden fact");
        let hands: Vec<&str> = names(&pic)
            .into_iter()
            .filter(|n| n.starts_with("hand-"))
            .collect();
        assert!(hands.len() <= 1 && hands.iter().all(|n| *n == "hand-1"));
        let spectator =
            CubeConquest::picture(&g.view(Observer::Spectator), Side(0), cubist_core::Lang::En);
        assert!(!spectator
            .svgs()
            .flat_map(ids)
            .any(|i| i.starts_with("card-")));
        assert!(!names(&spectator).iter().any(|n| n.starts_with("hand-")));
        let other_spectator = CubeConquest::picture(
            &other.view(Observer::Spectator),
            Side(0),
            cubist_core::Lang::En,
        );
        assert_eq!(spectator.board, other_spectator.board);
        assert_eq!(spectator.panels, other_spectator.panels);
    }
    assert!(
        differed > 10,
        "the test saw other hands change ({differed})"
    );
}

/// Every `font-size` in an SVG.
fn font_sizes(svg: &str) -> Vec<f64> {
    svg.split(" font-size=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].parse().unwrap())
        .collect()
}

/// The board takes a screen's height: about square, lettered large; the panels
/// beside it are narrower, each its own SVG; no id is drawn twice.
#[test]
fn the_board_is_square_and_its_panels_stand_apart() {
    for g in positions() {
        for observer in [Observer::Seat(0), Observer::Spectator] {
            let p =
                CubeConquest::picture(&g.view(observer), Side::of(observer), cubist_core::Lang::En);
            let (w, h) = view_box_size(&p.board).expect("the board has a viewBox");
            assert!(h <= w && h >= 0.9 * w, "board {w}×{h}");
            let least = font_sizes(&p.board).into_iter().fold(f64::MAX, f64::min);
            assert!(least >= 0.022 * h, "board lettering {least} on {w}×{h}");
            for q in &p.panels {
                let (pw, ph) = view_box_size(&q.svg).expect("a panel has a viewBox");
                assert!(pw < w && ph > 0.0, "panel {} {pw}×{ph}", q.name);
                assert!(q.svg.starts_with("<svg") && q.svg.ends_with("</svg>"));
            }
            let mut all: Vec<String> = p.svgs().flat_map(ids).collect();
            let n = all.len();
            all.sort();
            all.dedup();
            assert_eq!(all.len(), n, "an id is drawn twice");
            let first = names(&p)[0];
            assert_eq!(first, "status", "the status leads the panels");
            assert!(!all_texts(&p).is_empty());
        }
    }
}

#[test]
fn every_seat_sees_its_home_edge_at_the_bottom() {
    let o = cubist_cube_conquest::ConquestOptions {
        players: 4,
        ..opts()
    };
    let g = CubeConquest::new(&o, 5);
    for seat in 0..4 {
        let svg = picture(&g, seat).board;
        let fill = format!(" fill=\"{}\"", cubist_core::picture::seat_fill(seat));
        let height = view_box_size(&svg).unwrap().1;
        // The home edge's bars: the seat's colour, lying along the bottom.
        let bars: Vec<&str> = svg
            .split("<rect")
            .skip(1)
            .filter(|r| r.split("/>").next().unwrap().contains(&fill))
            .collect();
        assert!(!bars.is_empty(), "{seat}");
        for bar in bars {
            let n = |name: &str| -> f64 {
                let start = bar.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
                bar[start..start + bar[start..].find('"').unwrap()]
                    .parse()
                    .unwrap()
            };
            assert!(n("width") > n("height"), "{seat}: {bar}");
            assert!(n("y") > 0.8 * height, "{seat}: {bar}");
        }
    }
}
