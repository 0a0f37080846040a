//! Every rule of Cube Conquest, each with a position where breaking it would show.

mod common;

use common::*;
use cubist_core::{legal_actions_vec, Game, Observer, Seat, SeatSet, ToMove};
use cubist_cube_conquest::{
    Action, ConquestOptions, CountsExt, CubeConquest, Destroyed, End, Phase, TILES_PER_SYMBOL,
};

fn count(g: &CubeConquest, s: Seat) -> u32 {
    g.hand(s).total()
}

// ---------------------------------------------------------------- set-up

#[test]
fn the_board_is_25_of_the_36_tiles_face_down() {
    for seed in 0..50 {
        let g = CubeConquest::new(&opts(), seed);
        let mut per = [0u8; 6];
        for c in 0..25 {
            assert!(!g.is_face_up(c));
            per[g.tile(c) as usize - 1] += 1;
        }
        assert!(per.iter().all(|&k| k <= TILES_PER_SYMBOL), "{per:?}");
        assert_eq!(per.iter().map(|&k| k as u32).sum::<u32>(), 25);
    }
    // The draw varies with the seed.
    let a: Vec<u8> = (0..25)
        .map(|c| CubeConquest::new(&opts(), 1).tile(c))
        .collect();
    let b: Vec<u8> = (0..25)
        .map(|c| CubeConquest::new(&opts(), 2).tile(c))
        .collect();
    assert_ne!(a, b);
}

#[test]
fn the_start_player_is_random_or_chosen() {
    let starts: std::collections::BTreeSet<usize> = (0..40)
        .map(|seed| CubeConquest::new(&opts(), seed).start_player())
        .collect();
    assert_eq!(starts.len(), 2);
    let o = ConquestOptions {
        first: cubist_core::FirstPlayer::Seat(1),
        ..opts()
    };
    let g = CubeConquest::new(&o, 3);
    assert_eq!(g.to_move(), ToMove::One(1));
}

#[test]
fn setup_places_two_cubes_each_on_the_home_edge_start_player_first() {
    let o = ConquestOptions {
        first: cubist_core::FirstPlayer::Seat(1),
        ..opts()
    };
    let mut g = CubeConquest::new(&o, 3);
    assert!(illegal(&g, 1, "place a1").contains("rank 5"));
    assert_eq!(legal_actions_vec(&g, 1).len(), 5);
    play(&mut g, 1, "place b5");
    assert!(
        g.is_face_up(cell("b5")),
        "a tile turns up when a cube stands on it"
    );
    assert!(illegal(&g, 1, "place b5").contains("separate"));
    assert_eq!(
        g.to_move(),
        ToMove::One(1),
        "the start player places both cubes"
    );
    play(&mut g, 1, "place e5");
    assert_eq!(g.to_move(), ToMove::One(0));
    assert!(illegal(&g, 0, "place a2").contains("rank 1"));
    assert!(illegal(&g, 0, "move 1 a1-a2").contains("set-up"));
    play(&mut g, 0, "place a1");
    play(&mut g, 0, "place c1");
    // Set-up done: the start player draws 4 and acts; the other has not drawn yet.
    assert_eq!(g.phase(), Phase::Turn);
    assert_eq!(g.to_move(), ToMove::One(1));
    assert_eq!(count(&g, 1), 4);
    assert_eq!(count(&g, 0), 0);
    assert_eq!(g.supply(0), 18);
    assert_eq!(g.cubes_on_board(1), 2);
}

#[test]
fn with_four_players_home_edges_are_the_four_sides_without_corners() {
    let o = ConquestOptions {
        players: 4,
        first: cubist_core::FirstPlayer::Seat(0),
        ..opts()
    };
    let mut g = CubeConquest::new(&o, 5);
    let places = |g: &CubeConquest, s| -> Vec<String> {
        legal_actions_vec(g, s)
            .into_iter()
            .map(|a| g.format_action(s, a))
            .collect()
    };
    assert_eq!(places(&g, 0), ["place b1", "place c1", "place d1"]);
    play(&mut g, 0, "place b1");
    play(&mut g, 0, "place c1");
    assert_eq!(places(&g, 1), ["place b5", "place c5", "place d5"]);
    play(&mut g, 1, "place b5");
    play(&mut g, 1, "place d5");
    assert_eq!(places(&g, 2), ["place a2", "place a3", "place a4"]);
    play(&mut g, 2, "place a2");
    play(&mut g, 2, "place a3");
    assert_eq!(places(&g, 3), ["place e2", "place e3", "place e4"]);
    assert!(illegal(&g, 3, "place e5").contains("corners excluded"));
}

// ---------------------------------------------------------------- drawing

#[test]
fn a_turn_starts_by_drawing_up_to_four() {
    let mut g = base()
        .cube("a1", 0, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[6])
        .build()
        .unwrap();
    play(&mut g, 0, "move 1 a1-b1");
    assert_eq!(count(&g, 0), 3, "no draw until the next own turn");
    assert_eq!(count(&g, 1), 4);
    assert!(g.hand(1).has(6));
    assert_eq!(g.pile(1).deck.total(), 18 - 4);
}

#[test]
fn an_empty_deck_is_refilled_from_the_discard_pile() {
    // Player 2's deck holds a single 6; its discard pile the rest but its hand.
    let mut g = base()
        .cube("a1", 0, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[5])
        .deck(1, &[6])
        .build()
        .unwrap();
    assert_eq!(g.pile(1).discard.total(), 16);
    play(&mut g, 0, "move 1 a1-b1");
    assert_eq!(count(&g, 1), 4);
    assert!(g.hand(1).has(6), "the last deck card is drawn first");
    assert_eq!(
        g.pile(1).discard.total(),
        0,
        "the discard pile became the deck"
    );
    assert_eq!(g.pile(1).deck.total(), 14);
}

// ---------------------------------------------------------------- move

fn mover() -> CubeConquest {
    base()
        .cube("b2", 0, 1)
        .cube("c2", 0, 1)
        .cube("b4", 1, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 4, 6])
        .hand(1, &[1, 2, 3, 4])
        .build()
        .unwrap()
}

#[test]
fn a_move_walks_up_to_the_card_value_turning_freely() {
    let g = mover();
    assert!(is_legal(&g, 0, "move 2 b2-a2-a3"));
    assert!(is_legal(&g, 0, "move 4 b2-a2-a3-a4-a5"));
    assert!(illegal(&g, 0, "move 2 b2-a2-a3-a4").contains("at most 2 steps"));
    assert!(illegal(&g, 0, "move 3 b2-a2").contains("no 3"));
}

#[test]
fn a_diagonal_step_is_not_a_move() {
    let g = mover();
    let e = g.parse_action(0, "move 2 b2-c3").unwrap_err().to_string();
    assert!(e.contains("not orthogonally next"), "{e}");
}

#[test]
fn a_move_may_pass_own_cubes_but_not_enemies_and_ends_on_an_empty_cell() {
    let g = mover();
    assert!(
        is_legal(&g, 0, "move 2 b2-c2-d2"),
        "passing over the own cube on c2"
    );
    assert!(illegal(&g, 0, "move 1 b2-c2").contains("must end on an empty cell"));
    assert!(illegal(&g, 0, "move 2 b2-b3-b4").contains("enemy"));
    assert!(
        illegal(&g, 0, "move 4 b2-b3-b4-b5-c5").contains("enemy"),
        "not through"
    );
    assert!(illegal(&g, 0, "move 4 b2-b3-c3-b3-a3").contains("twice"));
}

#[test]
fn an_outpost_cannot_move() {
    let g = base()
        .cube("b2", 0, 2)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 4, 6])
        .build()
        .unwrap();
    assert!(illegal(&g, 0, "move 1 b2-b3").contains("Outpost"));
    assert!(legal_actions_vec(&g, 0)
        .iter()
        .all(|a| !matches!(a, Action::Move { .. })));
}

#[test]
fn moving_turns_up_exactly_the_tiles_entered_and_discards_the_card() {
    let mut g = mover();
    play(&mut g, 0, "move 4 b2-a2-a3-b3-c3");
    for c in ["a2", "a3", "b3", "c3"] {
        assert!(g.is_face_up(cell(c)), "{c} was entered");
    }
    for c in ["a4", "d3", "c4", "b1"] {
        assert!(!g.is_face_up(cell(c)), "{c} was not entered");
    }
    assert!(g.unit(cell("c3")).owned_by(0));
    assert!(g.unit(cell("b2")).is_empty());
    assert_eq!(g.pile(0).discard, [0, 0, 0, 1, 0, 0]);
    assert!(!g.hand(0).has(4));
}

#[test]
fn paths_with_the_same_effect_are_one_move_and_the_path_matters_otherwise() {
    // Every tile around is face up: b2-b3-c3 and b2-c2... c2 is own; use a1 and b1.
    let mut g = base()
        .cube("a1", 0, 1)
        .cube("e5", 1, 1)
        .tile("a2", 6, true)
        .tile("b2", 1, true)
        .tile("b1", 2, true)
        .hand(0, &[3, 3, 3, 2])
        .build()
        .unwrap();
    let a = act(&g, 0, "move 2 a1-b1-b2");
    let b = act(&g, 0, "move 2 a1-a2-b2");
    assert_eq!(a, b, "both paths enter only face-up tiles and end on b2");
    assert_eq!(
        g.format_action(0, a),
        "move 2 a1-a2-b2",
        "shortest, then north first"
    );
    let moves: Vec<_> = legal_actions_vec(&g, 0)
        .into_iter()
        .filter(|m| matches!(m, Action::Move { card: 2, .. }))
        .collect();
    let to_b2 = moves
        .iter()
        .filter(|m| g.format_action(0, **m).ends_with("b2"))
        .count();
    assert_eq!(to_b2, 1);
    // With a face-down tile on the way, the path is a different move.
    g = base()
        .cube("a1", 0, 1)
        .cube("e5", 1, 1)
        .tile("b1", 2, true)
        .tile("b2", 1, true)
        .hand(0, &[3, 3, 3, 2])
        .build()
        .unwrap();
    assert_ne!(act(&g, 0, "move 2 a1-b1-b2"), act(&g, 0, "move 2 a1-a2-b2"));
    play(&mut g, 0, "move 2 a1-b1-b2");
    assert!(!g.is_face_up(cell("a2")));
}

// ---------------------------------------------------------------- prepare

#[test]
fn prepare_needs_a_card_in_the_discard_pile_from_before() {
    let g = mover();
    assert!(illegal(&g, 0, "prep 1 2 take 4").contains("discard pile is empty"));
    let mut g = base()
        .cube("b2", 0, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 4, 4])
        .discard(0, &[5])
        .build()
        .unwrap();
    assert!(illegal(&g, 0, "prep 1 2 take 1").contains("no 1 in the discard pile"));
    assert!(illegal(&g, 0, "prep 1 3 take 5").contains("no 3"));
    assert!(illegal(&g, 0, "prep 1 1 take 5").contains("two 1s"));
    assert!(is_legal(&g, 0, "prep 4 4 take 5"));
    play(&mut g, 0, "prep 1 2 take 5");
    assert_eq!(g.hand(0), [0, 0, 0, 2, 1, 0]);
    assert_eq!(g.pile(0).discard, [1, 1, 0, 0, 0, 0]);
    assert_eq!(
        g.known(0),
        [0, 0, 0, 0, 1, 0],
        "everybody saw the 5 taken back"
    );
}

#[test]
fn prepare_needs_two_cards_in_hand() {
    let g = base()
        .cube("b2", 0, 1)
        .cube("e5", 1, 1)
        .hand(0, &[4])
        .discard(0, &[5])
        .build()
        .unwrap();
    let e = illegal(&g, 0, "prep 4 5 take 5");
    assert!(e.contains("fewer"), "{e}");
}

// ---------------------------------------------------------------- reinforce

fn reinforcer() -> CubeConquest {
    // b2 is a 1, b3 a 6 (face up), c2 a 2 (face down), a2 a 6 (face up, next to b2).
    base()
        .cube("b2", 0, 1)
        .cube("e5", 1, 1)
        .tile("b3", 6, true)
        .tile("a2", 6, true)
        .tile("d4", 1, true)
        .hand(0, &[1, 2, 6, 5])
        .build()
        .unwrap()
}

#[test]
fn reinforce_adds_a_cube_on_a_matching_empty_face_up_neighbour() {
    let mut g = reinforcer();
    assert!(illegal(&g, 0, "reinforce 2 c2").contains("face down"));
    assert!(illegal(&g, 0, "reinforce 5 b3").contains("must match"));
    assert!(illegal(&g, 0, "reinforce 1 d4").contains("not next to"));
    assert!(illegal(&g, 0, "reinforce 1 c3").contains("face down"));
    assert!(is_legal(&g, 0, "reinforce 6 a2"));
    play(&mut g, 0, "reinforce 6 b3");
    assert!(g.unit(cell("b3")).owned_by(0));
    assert_eq!(g.supply(0), 18);
    assert!(!g.hand(0).has(6));
    assert_eq!(g.pile(0).discard, [0, 0, 0, 0, 0, 1]);
}

#[test]
fn reinforce_stacks_an_outpost_on_a_matching_single_cube() {
    let mut g = reinforcer();
    assert!(illegal(&g, 0, "reinforce 2 b2").contains("must match"));
    play(&mut g, 0, "reinforce 1 b2");
    assert!(g.unit(cell("b2")).is_outpost());
    g = base()
        .cube("b2", 0, 2)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 6, 5])
        .build()
        .unwrap();
    assert!(illegal(&g, 0, "reinforce 1 b2").contains("already an Outpost"));
}

#[test]
fn reinforce_needs_a_cube_in_the_supply() {
    let g = base()
        .cube("b2", 0, 1)
        .cube("e5", 1, 1)
        .tile("b3", 6, true)
        .hand(0, &[1, 2, 6, 5])
        .supply(0, 0)
        .build();
    // Cubes not on the board nor in supply must have been removed from the game.
    assert!(g.is_err());
    let o = ConquestOptions {
        destroyed: Destroyed::Removed,
        ..opts()
    };
    let g = CubeConquest::builder(&o, 7)
        .tiles(&grid())
        .cube("b2", 0, 1)
        .cube("e5", 1, 1)
        .tile("b3", 6, true)
        .hand(0, &[1, 2, 6, 5])
        .supply(0, 0)
        .build()
        .unwrap();
    assert!(illegal(&g, 0, "reinforce 6 b3").contains("supply"));
    assert!(illegal(&g, 0, "reinforce 1 b2").contains("supply"));
}

// ---------------------------------------------------------------- attack

/// Player 1 on b2 (tile 1) faces player 2 on b3 (tile 6) and an Outpost on c2 (tile 2).
fn battle(hand0: &[u8], hand1: &[u8]) -> CubeConquest {
    base()
        .cube("b2", 0, 1)
        .cube("a1", 0, 1)
        .cube("b3", 1, 1)
        .cube("c2", 1, 2)
        .cube("e5", 1, 1)
        .hand(0, hand0)
        .hand(1, hand1)
        .build()
        .unwrap()
}

#[test]
fn attack_targets_an_adjacent_enemy_from_a_single_cube() {
    let g = battle(&[1, 2, 3, 4], &[1, 2, 3, 4]);
    assert!(is_legal(&g, 0, "attack b2 b3"));
    assert!(
        is_legal(&g, 0, "attack b2 c2"),
        "an Outpost may be attacked"
    );
    assert!(illegal(&g, 0, "attack a1 b3").contains("not orthogonally next"));
    assert!(illegal(&g, 0, "attack b2 a2").contains("no enemy"));
    assert!(illegal(&g, 0, "attack b3 b2").contains("no cube"));
    let g = base()
        .cube("b2", 0, 2)
        .cube("b3", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .build()
        .unwrap();
    assert!(illegal(&g, 0, "attack b2 b3").contains("Outpost"));
}

#[test]
fn attack_cards_are_chosen_in_secret_in_any_order() {
    let mut g = battle(&[1, 2, 3, 4], &[1, 2, 3, 4]);
    play(&mut g, 0, "attack b2 b3");
    let both: SeatSet = [0, 1].into_iter().collect();
    assert_eq!(g.to_move(), ToMove::Simultaneous(both));
    assert!(illegal(&g, 0, "move 1 b2-a2").contains("waiting"));
    // The defender commits first; the attacker's view shows that, not the card.
    let before = g.view(Observer::Seat(0));
    play(&mut g, 1, "play 2");
    assert_eq!(g.to_move(), ToMove::Simultaneous(SeatSet::single(0)));
    assert!(legal_actions_vec(&g, 1).is_empty());
    assert!(illegal(&g, 1, "play 3").contains("not player 2's turn"));
    let g3 = before_state_with(3);
    assert_eq!(
        g.view(Observer::Seat(0)),
        g3.view(Observer::Seat(0)),
        "the attacker cannot tell which card was committed"
    );
    assert_ne!(g.view(Observer::Seat(0)), before, "but sees that one was");
    play(&mut g, 0, "play 4");
    assert_eq!(g.to_move(), ToMove::One(1), "resolved: the defender's turn");
    assert_eq!(g.last_battle().unwrap().defender_value, 2);
}

/// The same attack, the defender having committed `card` instead.
fn before_state_with(card: u8) -> CubeConquest {
    let mut h = battle(&[1, 2, 3, 4], &[1, 2, 3, 4]);
    play(&mut h, 0, "attack b2 b3");
    play(&mut h, 1, &format!("play {card}"));
    h
}

fn fight(att: u8, def: u8, target: &str) -> CubeConquest {
    let mut g = battle(&[1, 2, 3, att], &[1, 2, 3, def]);
    play(&mut g, 0, &format!("attack b2 {target}"));
    play(&mut g, 0, &format!("play {att}"));
    play(&mut g, 1, &format!("play {def}"));
    g
}

#[test]
fn ties_go_to_the_attacker_who_scores_and_destroys() {
    let g = fight(4, 4, "b3");
    assert!(g.unit(cell("b3")).is_empty());
    assert!(g.unit(cell("b2")).owned_by(0));
    assert_eq!((g.vp(0), g.vp(1)), (1, 0));
    assert_eq!(
        g.supply(1),
        20 - 4 + 1,
        "the destroyed cube returns to the supply"
    );
    let b = g.last_battle().unwrap();
    assert!(b.attacker_won);
    assert_eq!(g.to_move(), ToMove::One(1));
}

#[test]
fn a_higher_defender_destroys_the_attacker_and_scores() {
    let g = fight(3, 5, "b3");
    assert!(g.unit(cell("b2")).is_empty());
    assert!(g.unit(cell("b3")).owned_by(1));
    assert_eq!((g.vp(0), g.vp(1)), (0, 1));
    // Played cards are discarded to their owners' piles.
    assert!(g.pile(0).discard.has(3));
    assert!(g.pile(1).discard.has(5));
}

#[test]
fn the_defender_gets_one_more_when_its_card_matches_the_tile() {
    // b3 is a 6: a defending 6 is worth 7 and beats an attacking 6.
    let g = fight(6, 6, "b3");
    assert_eq!(g.vp(1), 1);
    let b = g.last_battle().unwrap();
    assert_eq!((b.attacker_value, b.defender_value), (6, 7));
    // Without the match, 5 against 5 goes to the attacker.
    assert_eq!(fight(5, 5, "b3").vp(0), 1);
}

#[test]
fn destroyed_cubes_can_be_removed_from_the_game() {
    let o = ConquestOptions {
        destroyed: Destroyed::Removed,
        ..opts()
    };
    let mut g = CubeConquest::builder(&o, 7)
        .tiles(&grid())
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[1, 2, 3, 4])
        .build()
        .unwrap();
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 0, "play 4");
    play(&mut g, 1, "play 1");
    assert_eq!((g.supply(1), g.lost(1)), (18, 1));
}

fn outpost_fight(att: u8, hand1: &[u8], commit: &str) -> CubeConquest {
    let mut g = battle(&[1, 2, 3, att], hand1);
    play(&mut g, 0, "attack b2 c2");
    assert!(illegal(&g, 1, "play 2").contains("two cards"));
    play(&mut g, 1, commit);
    assert!(illegal(&g, 0, "play 2 3").contains("only an attacked Outpost"));
    play(&mut g, 0, &format!("play {att}"));
    g
}

#[test]
fn an_outpost_commits_two_cards_and_chooses_after_the_reveal() {
    // c2 is a 2. The Outpost commits 1 and 5; the attacker shows 6.
    let mut g = outpost_fight(6, &[1, 5, 3, 4], "play 5 1");
    assert_eq!(g.to_move(), ToMove::One(1));
    let v = g.view(Observer::Seat(0));
    let cubist_cube_conquest::PhaseView::Attack(a) = &v.phase else {
        panic!("still in the attack")
    };
    assert_eq!(a.revealed, Some((6, [1, 5])), "everything is face up now");
    assert!(illegal(&g, 1, "use 3").contains("use one of them"));
    play(&mut g, 1, "use 5");
    // 5 + 1 (Outpost) = 6: a tie, the attacker wins; both cubes are destroyed.
    assert!(g.unit(cell("c2")).is_empty());
    assert_eq!(g.vp(0), 1);
    assert_eq!(g.supply(1), 20 - 2, "b3 and e5 remain on the board");
    // The unused 1 is back in hand, and known to all.
    // (It is player 2's turn now, so it has drawn a fourth card.)
    assert!(g.hand(1).has(1) && g.hand(1).has(3) && g.hand(1).has(4));
    assert_eq!(g.hand(1).total(), 4);
    assert_eq!(g.known(1), [1, 0, 0, 0, 0, 0]);
    assert!(g.pile(1).discard.has(5) && !g.pile(1).discard.has(1));
}

#[test]
fn an_outpost_defends_with_plus_one_and_the_tile_bonus() {
    // c2 is a 2: a defending 2 is worth 2 + 1 (tile) + 1 (Outpost) = 4 > 3.
    let mut g = outpost_fight(3, &[2, 1, 3, 4], "play 1 2");
    play(&mut g, 1, "use 2");
    let b = g.last_battle().unwrap();
    assert_eq!((b.attacker_value, b.defender_value), (3, 4));
    assert!(!b.attacker_won);
    assert!(g.unit(cell("b2")).is_empty());
    assert_eq!(g.vp(1), 1);
}

#[test]
fn two_equal_outpost_cards_need_no_choice() {
    let g = outpost_fight(6, &[4, 4, 3, 1], "play 4 4");
    assert_eq!(g.to_move(), ToMove::One(1), "resolved: player 2's turn");
    assert_eq!(g.phase(), Phase::Turn);
    assert!(g.hand(1).has(4));
}

#[test]
fn a_defender_without_cards_defends_with_nothing() {
    let mut g = battle(&[1, 2, 3, 4], &[]);
    play(&mut g, 0, "attack b2 b3");
    assert_eq!(g.to_move(), ToMove::Simultaneous(SeatSet::single(0)));
    play(&mut g, 0, "play 1");
    assert_eq!(g.vp(0), 1);
    let b = g.last_battle().unwrap();
    assert_eq!((b.used, b.defender_value), (0, 0));
}

#[test]
fn attacking_needs_a_card() {
    let g = battle(&[], &[1]);
    assert!(illegal(&g, 0, "attack b2 b3").contains("card"));
}

// ---------------------------------------------------------------- end

#[test]
fn ten_vp_wins_at_once() {
    let mut g = base()
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[1, 2, 3, 4])
        .vp(0, 9)
        .vp(1, 9)
        .build()
        .unwrap();
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 0, "play 1");
    play(&mut g, 1, "play 2");
    assert_eq!(g.phase(), Phase::Over(End::Points(1)));
    assert_eq!(g.to_move(), ToMove::Over);
    assert_eq!(g.outcome().unwrap().winner(), Some(1));
}

#[test]
fn a_player_without_cubes_on_the_board_loses() {
    let mut g = base()
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[1, 2, 3, 4])
        .vp(1, 5)
        .build()
        .unwrap();
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 0, "play 4");
    play(&mut g, 1, "play 1");
    let o = g.outcome().expect("over");
    assert_eq!(o.winner(), Some(0), "even with fewer VP");
    assert!(o.reason.contains("no cubes"));
}

#[test]
fn with_three_players_the_cubeless_player_loses_and_most_vp_wins() {
    let o = ConquestOptions {
        players: 3,
        ..opts()
    };
    let mut g = CubeConquest::builder(&o, 7)
        .tiles(&grid())
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .cube("e5", 2, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[1, 2, 3, 4])
        .vp(2, 4)
        .build()
        .unwrap();
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 0, "play 4");
    play(&mut g, 1, "play 1");
    let out = g.outcome().expect("over");
    assert_eq!(out.winner(), Some(2));
    assert_eq!(g.phase(), Phase::Over(End::NoCubes(SeatSet::single(1))));
}

#[test]
fn the_action_cap_ends_the_game_with_more_vp_winning_or_a_draw() {
    let o = ConquestOptions { cap: 20, ..opts() };
    let build = |vp1| {
        CubeConquest::builder(&o, 7)
            .tiles(&grid())
            .cube("a1", 0, 1)
            .cube("e5", 1, 1)
            .hand(0, &[1, 1, 1, 2])
            .vp(1, vp1)
            .actions(19)
            .build()
            .unwrap()
    };
    let mut g = build(0);
    play(&mut g, 0, "move 1 a1-b1");
    assert_eq!(g.phase(), Phase::Over(End::Cap));
    assert!(g.outcome().unwrap().is_draw());
    let mut g = build(2);
    play(&mut g, 0, "move 1 a1-b1");
    assert_eq!(g.outcome().unwrap().winner(), Some(1));
}

#[test]
fn pass_only_when_nothing_else_is_possible() {
    // A lone Outpost cannot move or attack, no supply to reinforce, nothing to take back.
    let o = ConquestOptions { cubes: 2, ..opts() };
    let mut g = CubeConquest::builder(&o, 7)
        .tiles(&grid())
        .cube("a1", 0, 2)
        .cube("e5", 1, 1)
        .hand(0, &[2, 3, 4, 5])
        .build()
        .unwrap();
    assert_eq!(legal_actions_vec(&g, 0), [Action::Pass]);
    play(&mut g, 0, "pass");
    assert_eq!(g.to_move(), ToMove::One(1));
    let g = mover();
    assert!(illegal(&g, 0, "pass").contains("only when"));
}

#[test]
fn illegal_actions_change_nothing_and_say_why() {
    let g = mover();
    for (text, why) in [
        ("reinforce 4 a4", "face down"),
        ("attack c2 c3", "no enemy"),
        ("play 4", "no attack"),
        ("use 4", "choosing"),
        ("place a1", "set-up"),
    ] {
        let e = illegal(&g, 0, text);
        assert!(e.contains(why), "{text}: {e}");
    }
    let e = illegal(&g, 1, "move 1 b4-a4");
    assert!(e.contains("not player 2's turn"), "{e}");
}

#[test]
fn reaching_the_cap_during_an_attack_calls_it_off() {
    let o = ConquestOptions { cap: 20, ..opts() };
    let mut g = CubeConquest::builder(&o, 7)
        .tiles(&grid())
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[1, 2, 3, 4])
        .vp(0, 1)
        .actions(18)
        .build()
        .unwrap();
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 1, "play 4");
    assert_eq!(g.phase(), Phase::Over(End::Cap));
    assert_eq!(g.hand(1).total(), 4, "the committed card is back in hand");
    assert!(g.unit(cell("b3")).owned_by(1));
    assert_eq!(g.outcome().unwrap().winner(), Some(0));
}
