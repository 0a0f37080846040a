//! Moves in words: exact sentences of typical actions; a secret card named only to
//! the seat that chose it; every legal action of random positions has a sentence.

mod common;

use common::*;
use cubist_core::{testing, Game, GameOptions, Observer, Seat, ToMove};
use cubist_cube_conquest::{ConquestOptions, CubeConquest, PhaseView};

/// The sentence of `text` by `seat` for a spectator, checked to be every seat's too
/// (but the chooser's, for a secret card).
fn said(g: &CubeConquest, seat: Seat, text: &str) -> String {
    let a = act(g, seat, text);
    let public = g.describe(seat, a, Observer::Spectator, cubist_core::Lang::En);
    let secret = matches!(g.to_move(), ToMove::Simultaneous(_));
    for o in (0..g.num_players()).filter(|&o| !(secret && o == seat)) {
        assert_eq!(
            g.describe(seat, a, Observer::Seat(o), cubist_core::Lang::En),
            public,
            "seat {o}"
        );
    }
    public
}

/// The sentence of `text` as `seat` itself is told it.
fn own(g: &CubeConquest, seat: Seat, text: &str) -> String {
    g.describe(
        seat,
        act(g, seat, text),
        Observer::Seat(seat),
        cubist_core::Lang::En,
    )
}

/// Red on b2 (a drop) and a1, Blue on b3 (an arrow) and an Outpost on c2 (hammers).
fn battle(hand0: &[u8], hand1: &[u8]) -> CubeConquest {
    base()
        .cube("b2", 0, 1)
        .cube("a1", 0, 1)
        .cube("b3", 1, 1)
        .cube("c2", 1, 2)
        .cube("e5", 1, 1)
        .tile("a2", 6, true)
        .hand(0, hand0)
        .hand(1, hand1)
        .discard(0, &[5])
        .build()
        .unwrap()
}

#[test]
fn a_placement_names_the_tile_it_turns_up() {
    let pairs = [("first".to_string(), "red".to_string())]
        .into_iter()
        .collect();
    let g = CubeConquest::new(&ConquestOptions::from_pairs(&pairs).unwrap(), 3);
    assert_eq!(
        said(&g, 0, "place b1"),
        "Red places a cube on b1, revealing hammers (2) on b1"
    );
}

#[test]
fn a_move_names_its_card_its_path_and_the_tiles_it_turns_up() {
    let g = battle(&[1, 2, 3, 4], &[1, 2, 3, 4]);
    assert_eq!(
        said(&g, 0, "move 3 a1-a2-a3"),
        "Red discards a 3 (circles) and moves a cube a1–a2–a3, revealing a wheel (5) on a3"
    );
    assert_eq!(
        said(&g, 0, "move 1 a1-a2"),
        "Red discards a 1 (drop) and moves a cube a1–a2"
    );
}

#[test]
fn prepare_and_reinforce_name_their_cards() {
    let g = battle(&[1, 2, 6, 4], &[1, 2, 3, 4]);
    assert_eq!(
        said(&g, 0, "prep 1 2 take 5"),
        "Red discards a 1 (drop) and a 2 (hammers) and takes a 5 (wheel) back from the \
         discard pile"
    );
    assert_eq!(
        said(&g, 0, "reinforce 6 a2"),
        "Red discards a 6 (arrow) and puts a new cube on a2"
    );
    assert_eq!(
        said(&g, 0, "reinforce 1 b2"),
        "Red discards a 1 (drop) and stacks a second cube on b2, making an Outpost"
    );
}

#[test]
fn an_attack_says_who_chooses_cards() {
    let g = battle(&[1, 2, 3, 4], &[1, 2, 3, 4]);
    assert_eq!(
        said(&g, 0, "attack b2 b3"),
        "Red's cube on b2 attacks Blue's cube on b3: each side chooses a card in secret"
    );
    assert_eq!(
        said(&g, 0, "attack b2 c2"),
        "Red's cube on b2 attacks Blue's Outpost on c2: Red chooses a card and Blue two, \
         in secret"
    );
    let empty = battle(&[1, 2, 3, 4], &[]);
    assert_eq!(
        said(&empty, 0, "attack b2 b3"),
        "Red's cube on b2 attacks Blue's cube on b3: Blue has no card, so Red alone \
         chooses a card in secret"
    );
}

#[test]
fn a_secret_card_is_named_only_to_its_chooser() {
    let mut g = battle(&[1, 2, 3, 4], &[1, 2, 3, 4]);
    play(&mut g, 0, "attack b2 b3");
    assert_eq!(own(&g, 0, "play 4"), "Red chooses a 4 (bricks) in secret");
    let told: Vec<String> = [1, 2, 3, 4]
        .iter()
        .flat_map(|card| {
            let a = act(&g, 0, &format!("play {card}"));
            [Observer::Seat(1), Observer::Spectator]
                .map(|o| g.describe(0, a, o, cubist_core::Lang::En))
        })
        .collect();
    assert!(
        told.iter().all(|t| t == "Red has chosen a card"),
        "{told:?}"
    );
    // What Blue's view shows after the choice: that Red chose, not which card.
    play(&mut g, 0, "play 4");
    let PhaseView::Attack(seen) = g.view(Observer::Seat(1)).phase else {
        panic!("the attack goes on")
    };
    assert!(seen.attacker_committed && seen.revealed.is_none());
    assert!(seen.own_cards.is_empty());
}

#[test]
fn the_last_card_chosen_reveals_both_and_settles_the_battle() {
    let mut g = battle(&[1, 2, 3, 4], &[1, 2, 3, 6]);
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 0, "play 4");
    let result = "the cards are revealed: Red's 4 (bricks) against Blue's 2 (hammers): \
                  Blue's cube on b3 is destroyed and Red scores 1 VP";
    assert_eq!(
        said(&g, 1, "play 2"),
        format!("Blue has chosen a card; {result}")
    );
    assert_eq!(
        own(&g, 1, "play 2"),
        format!("Blue chooses a 2 (hammers) in secret; {result}")
    );
    assert_eq!(
        said(&g, 1, "play 6"),
        "Blue has chosen a card; the cards are revealed: Red's 4 (bricks) against Blue's \
         6 (arrow) +1 for matching the tile = 7: Red's cube on b2 is destroyed and Blue \
         scores 1 VP"
    );
}

#[test]
fn an_outpost_shows_its_two_cards_then_picks_one() {
    let mut g = battle(&[1, 2, 3, 6], &[1, 5, 3, 4]);
    play(&mut g, 0, "attack b2 c2");
    play(&mut g, 0, "play 6");
    assert_eq!(
        said(&g, 1, "play 1 5"),
        "Blue has chosen two cards; the cards are revealed: Red plays a 6 (arrow), Blue \
         a 1 (drop) and a 5 (wheel); Blue picks which one counts"
    );
    play(&mut g, 1, "play 1 5");
    assert_eq!(
        said(&g, 1, "use 5"),
        "Blue makes its 5 (wheel) count; Red's 6 (arrow) against Blue's 5 (wheel) +1 for \
         the Outpost = 6: Blue's Outpost on c2 is destroyed and Red scores 1 VP; Blue \
         takes the other card, a 1 (drop), back into hand"
    );
}

#[test]
fn the_winning_battle_ends_the_game_in_words() {
    let mut g = base()
        .cube("b2", 0, 1)
        .cube("b3", 1, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .hand(1, &[1, 2, 3, 4])
        .vp(0, 9)
        .build()
        .unwrap();
    play(&mut g, 0, "attack b2 b3");
    play(&mut g, 0, "play 4");
    assert_eq!(
        said(&g, 1, "play 1"),
        "Blue has chosen a card; the cards are revealed: Red's 4 (bricks) against Blue's \
         1 (drop): Blue's cube on b3 is destroyed and Red scores 1 VP; the game is over: \
         Red wins (10 VP)"
    );
}

/// Every legal action of random positions, with 2 to 4 players, has a sentence, each
/// seat is told what a spectator is but for its own secret card, and a card chosen in
/// secret that does not settle the battle is told the same whichever card it is.
#[test]
fn random_positions_have_sentences_that_leak_nothing() {
    let mut secret_states = 0;
    for players in 2..=4u8 {
        let options = ConquestOptions {
            players,
            cap: 160,
            ..opts()
        };
        let mut states = 0usize;
        testing::random_games::<CubeConquest>(&options, 6, 360 + players as u64, 200, 1000, |g| {
            states += 1;
            if states.is_multiple_of(4) {
                testing::check_sentences(g);
            }
            if let ToMove::Simultaneous(waiting) = g.to_move() {
                secret_states += 1;
                if waiting.len() == 2 {
                    for seat in waiting.iter() {
                        same_sentence_for_every_card(g, seat);
                    }
                }
            }
        });
    }
    assert!(
        secret_states > 10,
        "only {secret_states} rounds of secret cards"
    );
}

fn same_sentence_for_every_card(g: &CubeConquest, seat: Seat) {
    let told: Vec<String> = cubist_core::legal_actions_vec(g, seat)
        .into_iter()
        .map(|a| g.describe(seat, a, Observer::Spectator, cubist_core::Lang::En))
        .collect();
    assert!(
        told.windows(2).all(|w| w[0] == w[1]),
        "{told:?}: {}",
        g.encode()
    );
}
