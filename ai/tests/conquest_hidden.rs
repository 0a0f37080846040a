//! The computer decides from what it may know: hidden facts it cannot see do not
//! change its choice.

use cubist_ai::mcts::{MctsAgent, MctsSettings, SecretRule};
use cubist_ai::{Agent, Budget};
use cubist_core::{legal_actions_vec, Game, Observer, Seat};
use cubist_cube_conquest::{Action, Builder, ConquestOptions, CubeConquest};

fn opts() -> ConquestOptions {
    ConquestOptions::default()
}

/// A fixed 5×5 layout: the tile on file f, rank r (0-based) is ((f - r) mod 6) + 1.
fn grid() -> Vec<u8> {
    (0..5i32)
        .flat_map(|r| (0..5i32).map(move |f| ((f - r).rem_euclid(6) + 1) as u8))
        .collect()
}

/// A builder on the fixed layout, player 1 to act.
fn base() -> Builder {
    CubeConquest::builder(&opts(), 7).tiles(&grid())
}

/// Play a text action that must be legal.
fn play(g: &mut CubeConquest, seat: Seat, text: &str) {
    let a = g
        .parse_action(seat, text)
        .unwrap_or_else(|e| panic!("cannot parse '{text}': {e}"));
    g.try_play(seat, a)
        .unwrap_or_else(|e| panic!("'{text}' by player {} refused: {e}", seat + 1));
}

fn agent() -> MctsAgent<CubeConquest> {
    MctsAgent::new(
        MctsSettings {
            budget: Budget::Iterations(150),
            rollout: 12,
            ..MctsSettings::default()
        },
        11,
    )
}

fn choice(g: &CubeConquest, seat: Seat) -> Action {
    let a = agent().choose(&g.view(Observer::Seat(seat)), seat);
    assert!(legal_actions_vec(g, seat).contains(&a));
    a
}

fn position(seed: u64, tiles: &[u8], hand1: &[u8]) -> CubeConquest {
    CubeConquest::builder(&opts(), seed)
        .tiles(tiles)
        .cube("b2", 0, 1)
        .cube("c2", 0, 1)
        .cube("b3", 1, 1)
        .cube("d4", 1, 2)
        .hand(0, &[1, 3, 5, 6])
        .hand(1, hand1)
        .discard(0, &[2, 4])
        .build()
        .unwrap()
}

#[test]
fn mcts_ignores_the_opponents_hand_the_face_down_tiles_and_the_rng() {
    let mut tiles = grid();
    tiles.swap(20, 24);
    let a = position(7, &grid(), &[1, 2, 3, 4]);
    let b = position(9, &tiles, &[6, 6, 5, 5]);
    assert_ne!(a, b);
    assert_eq!(a.view(Observer::Seat(0)), b.view(Observer::Seat(0)));
    assert_eq!(choice(&a, 0), choice(&b, 0));
}

#[test]
fn mcts_defends_without_knowing_the_attackers_card() {
    let committed = |card: u8| {
        let mut g = position(7, &grid(), &[1, 2, 3, 4]);
        play(&mut g, 0, "attack b2 b3");
        play(&mut g, 0, &format!("play {card}"));
        g
    };
    let (a, b) = (committed(6), committed(1));
    assert_eq!(a.view(Observer::Seat(1)), b.view(Observer::Seat(1)));
    let x = choice(&a, 1);
    assert!(matches!(x, Action::Commit(_)));
    assert_eq!(x, choice(&b, 1));
}

/// Player 1's single cube on c2 faces player 2's unit on c3 (a drop tile: a defending
/// 1 counts 2, so no defender's card counts more than 6), and attacks it. Both have a
/// cube elsewhere, so that no fight ends the game.
fn fight(attacker: &[u8], known: &[u8], defender: &[u8], outpost: bool) -> CubeConquest {
    let mut g = base()
        .cube("a1", 0, 1)
        .cube("c2", 0, 1)
        .cube("c3", 1, if outpost { 2 } else { 1 })
        .cube("e5", 1, 1)
        .hand(0, attacker)
        .known(0, known)
        .hand(1, defender)
        .build()
        .unwrap();
    play(&mut g, 0, "attack c2 c3");
    g
}

fn maximin_choice(g: &CubeConquest, seat: Seat) -> Action {
    let mut agent = MctsAgent::<CubeConquest>::new(
        MctsSettings {
            budget: Budget::Iterations(100),
            secret: SecretRule::Maximin,
            ..MctsSettings::default()
        },
        3,
    );
    let a = agent.choose(&g.view(Observer::Seat(seat)), seat);
    assert_eq!(agent.stats().unwrap().work, 100, "one sample an iteration");
    a
}

#[test]
fn maximin_attacks_with_the_card_no_defence_can_beat() {
    let g = fight(&[1, 6], &[], &[5, 6, 6], false);
    assert_eq!(maximin_choice(&g, 0), Action::Commit(6));
}

#[test]
fn maximin_defends_with_a_card_that_wins_and_gives_up_its_lowest_when_none_can() {
    // The attacker is known to hold only 3s: the 4 wins the fight.
    let g = fight(&[3, 3, 3], &[3, 3, 3], &[1, 4], false);
    assert_eq!(maximin_choice(&g, 1), Action::Commit(4));
    // Only 6s: the fight is lost whatever the card, so the 4 is kept
    // ("always my highest card" would throw it away).
    let g = fight(&[6, 6, 6], &[6, 6, 6], &[1, 4], false);
    assert_eq!(maximin_choice(&g, 1), Action::Commit(1));
}

#[test]
fn maximin_commits_an_outposts_winning_card_and_values_the_choice_after_the_reveal() {
    // A 5 against the Outpost: its 6 counts 7 and wins; its 1 and 2 count 3 and lose.
    let g = fight(&[5, 5, 5], &[5, 5, 5], &[1, 2, 6], true);
    let choice = maximin_choice(&g, 1);
    assert!(
        matches!(choice, Action::CommitTwo(_, 6)),
        "{choice:?} gives up the Outpost"
    );
}

#[test]
fn a_revealed_outpost_fight_is_valued_as_its_owner_will_settle_it() {
    let mut g = fight(&[5, 5, 5], &[5, 5, 5], &[1, 2, 6], true);
    play(&mut g, 0, "play 5");
    play(&mut g, 1, "play 1 6");
    assert!(g.attack().is_some_and(|a| a.revealed));
    let settled = |card: u8| {
        let mut after = g.clone();
        after.play(1, Action::Use(card));
        after
    };
    let (won, lost) = (settled(6), settled(1));
    assert_eq!(won.vp(1), 1);
    assert_eq!(lost.vp(0), 1);
    for seat in [0, 1] {
        assert!((g.evaluate(seat) - won.evaluate(seat)).abs() < 1e-12);
    }
    assert!(g.evaluate(1) > lost.evaluate(1));
}
