//! The lesson: every step is sound (`check_lessons`), its goal does what its prompt
//! asks, and its prompt names no card the learner cannot see.

mod common;

use common::*;
use cubist_core::{testing::check_lessons, Game, Observer, ToMove};
use cubist_cube_conquest::{CountsExt, CubeConquest, PhaseView};

/// Each step's position with its (only) goal played by the learner.
fn answered() -> Vec<CubeConquest> {
    let steps = CubeConquest::lessons(cubist_words::Lang::En);
    check_lessons::<CubeConquest>()
        .into_iter()
        .zip(&steps)
        .map(|(mut g, step)| {
            assert_eq!(step.goal.len(), 1, "step '{}' has one answer", step.title);
            play(&mut g, step.seat, step.goal[0]);
            g
        })
        .collect()
}

#[test]
fn every_goal_does_what_its_step_asks() {
    let after = answered();
    assert_eq!(after.len(), 5);
    assert!(after[0].unit(cell("b1")).owned_by(0), "a cube on b1");
    assert!(after[0].is_face_up(cell("b1")), "its tile turned up");

    let moved = &after[1];
    assert!(moved.unit(cell("b3")).owned_by(0) && moved.unit(cell("b1")).is_empty());
    assert!(moved.is_face_up(cell("b2")) && moved.is_face_up(cell("b3")));
    assert!(moved.pile(0).discard.has(2), "the 2 is discarded");

    let outpost = after[2].unit(cell("d1"));
    assert!(
        outpost.owned_by(0) && outpost.is_outpost(),
        "an Outpost on d1"
    );

    let attack = after[3].attack().expect("an attack is on");
    assert_eq!((attack.from, attack.to), (cell("b3"), cell("b4")));
    assert_eq!(
        after[3].to_move(),
        ToMove::Simultaneous([0, 1].into_iter().collect())
    );

    let chosen = after[4].attack().expect("the attack waits for Blue");
    assert_eq!(chosen.attacker_card, 5, "Red chose its 5");
    assert!(!chosen.defender_done, "Blue has still to choose");
}

/// A prompt that names the learner's cards names the ones its view shows.
#[test]
fn prompts_name_only_cards_the_learner_holds() {
    let steps = CubeConquest::lessons(cubist_words::Lang::En);
    let positions = check_lessons::<CubeConquest>();
    let moving = positions[1].view(Observer::Seat(0));
    assert_eq!(moving.players[0].hand, Some([1, 1, 0, 0, 2, 0]));
    assert!(steps[1]
        .prompt
        .contains("a 1 (drop), a 2 (hammers) and two 5s"));
    let reinforcing = positions[2].view(Observer::Seat(0));
    assert!(reinforcing.players[0].hand.unwrap()[1] > 0, "Red holds a 2");
    assert_eq!(
        reinforcing.tiles[cell("d1") as usize],
        Some(2),
        "d1 shows hammers"
    );
    let choosing = positions[4].view(Observer::Seat(0));
    assert!(choosing.players[0].hand.unwrap()[4] > 0, "Red holds a 5");
    assert_eq!(
        choosing.tiles[cell("b4") as usize],
        Some(5),
        "b4 shows a wheel"
    );
    let PhaseView::Attack(a) = &choosing.phase else {
        panic!("an attack is on")
    };
    assert!(
        !a.defender_committed,
        "Blue has not chosen before the learner"
    );
}

/// Every cell the learner clicks to answer a step is named in its prompt, so the
/// prompt says what to click.
#[test]
fn prompts_name_every_cell_the_answer_clicks() {
    let steps = CubeConquest::lessons(cubist_words::Lang::En);
    for (g, step) in check_lessons::<CubeConquest>().iter().zip(&steps) {
        let action = g.parse_action(step.seat, step.goal[0]).unwrap();
        for id in g.clicks(step.seat, action) {
            if let Some(cell) = id.strip_prefix("cell-") {
                assert!(
                    step.prompt.contains(cell),
                    "step '{}' clicks {cell}, which its prompt never names",
                    step.title
                );
            }
        }
    }
}

#[test]
fn the_lesson_is_the_same_in_every_language_and_its_words_all_said() {
    cubist_core::testing::check_lesson_languages::<CubeConquest>();
}
