//! Steps written here for real games, so the logic is tested whatever lessons the
//! games declare.

use super::*;

use cubist_words::Lang;

/// Squadro from its start, Light to move, asked for lane 3.
fn squadro() -> LessonStep {
    LessonStep {
        title: "Your first move".into(),
        options: &[("first", "1")],
        seed: 7,
        setup: &[],
        seat: 0,
        prompt: "Move the piece in lane 3.".into(),
        goal: &["3"],
        wrong: "That piece is not the one in lane 3.".into(),
        done: "Well done.".into(),
    }
}

/// Squadro after two moves, Light to move again.
fn squadro_later() -> LessonStep {
    LessonStep {
        setup: &["3", "2"],
        goal: &["3", "1"],
        ..squadro()
    }
}

/// Tilt from its start, the first seat to move.
fn tilt() -> LessonStep {
    LessonStep {
        title: "Tilt".into(),
        options: &[("first", "1")],
        seed: 1,
        setup: &[],
        seat: 0,
        prompt: "Make any move.".into(),
        goal: &[],
        wrong: "Not this one.".into(),
        done: "Done.".into(),
    }
}

#[test]
fn a_step_shows_the_learners_board_with_all_its_legal_actions() {
    let view = step_view("squadro", 4, &squadro()).unwrap();
    assert_eq!((view.index, view.seat), (4, 1));
    assert_eq!(view.title, squadro().title);
    assert_eq!(view.prompt, squadro().prompt);
    assert_eq!(view.legal, ["1", "2", "3", "4", "5"]);
    let chosen: Vec<&str> = view
        .board
        .choices
        .iter()
        .map(|c| c.action.as_str())
        .collect();
    assert_eq!(chosen, view.legal);
    assert!(view.board.choices.iter().all(|c| !c.clicks.is_empty()));
    assert!(view.board.svg.starts_with("<svg"), "{}", view.board.svg);
    assert!(view.board.marks.is_empty());
    let later = step_view("squadro", 0, &squadro_later()).unwrap();
    assert_ne!(later.board.text, view.board.text, "the setup is played");
}

#[test]
fn the_goal_move_is_correct_with_the_done_words_and_the_board_after() {
    let v = judge_step("squadro", &squadro(), "3", Lang::En).unwrap();
    assert_eq!(v.format, LESSON_FORMAT);
    assert_eq!(v.verdict, Verdict::Correct);
    assert_eq!(v.reason, squadro().done);
    let before = position("squadro", &squadro()).unwrap();
    let said = before
        .describe(0, "3", Observer::Seat(0), cubist_core::Lang::En)
        .unwrap();
    assert_eq!(v.text.as_deref(), Some(said.as_str()));
    let board = v.board.unwrap();
    assert!(board.choices.is_empty(), "the step is over");
    assert_eq!(board.marks, before.clicks(0, "3"));
    let mut after = before.clone_box();
    after.play(0, "3").unwrap();
    assert_eq!(
        board.svg,
        after
            .picture(Observer::Seat(0), cubist_core::Lang::En)
            .board
    );
}

#[test]
fn a_goal_written_another_way_the_notation_reads_is_correct() {
    let v = judge_step("squadro", &squadro(), " 3 ", Lang::En).unwrap();
    assert_eq!(v.verdict, Verdict::Correct);
    let v = judge_step("squadro", &squadro_later(), "1", Lang::En).unwrap();
    assert_eq!(v.verdict, Verdict::Correct, "any of several goals");
}

#[test]
fn a_legal_move_that_is_not_the_goal_is_wrong_with_the_steps_words() {
    let v = judge_step("squadro", &squadro(), "1", Lang::En).unwrap();
    assert_eq!(v.verdict, Verdict::Wrong);
    assert_eq!(v.reason, squadro().wrong);
    let said = position("squadro", &squadro())
        .unwrap()
        .describe(0, "1", Observer::Seat(0), cubist_core::Lang::En)
        .unwrap();
    assert_eq!(v.text, Some(said));
    assert!(v.board.is_some());
}

#[test]
fn an_illegal_move_is_refused_in_the_engines_own_words() {
    let before = position("tilt", &tilt()).unwrap();
    let refused = ["end", "^a1", "*a1", "a1-a2", "@a1"]
        .into_iter()
        .find_map(|a| match before.check(0, a) {
            Err(e @ PlayError::Rule(_)) => Some((a, e.to_string())),
            _ => None,
        })
        .expect("some readable move is illegal at Tilt's start");
    let v = judge_step("tilt", &tilt(), refused.0, Lang::En).unwrap();
    assert_eq!(v.verdict, Verdict::Illegal);
    assert_eq!(v.reason, refused.1);
    assert_eq!((v.text, v.board), (None, None));
}

#[test]
fn a_move_not_in_the_notation_is_malformed() {
    for text in ["9", "", "lane three"] {
        match judge_step("squadro", &squadro(), text, Lang::En) {
            Err(LessonError::Malformed(why)) => assert!(why.contains("cannot read"), "{why}"),
            other => panic!("{text:?}: {other:?}"),
        }
    }
}

#[test]
fn an_unknown_step_or_game_has_no_answer() {
    let steps = [squadro(), squadro_later()];
    assert_eq!(step_at("squadro", &steps, 1), Ok(&squadro_later()));
    let e = step_at("squadro", &steps, 2).unwrap_err();
    assert_eq!(
        e,
        LessonError::UnknownStep {
            game: "squadro".into(),
            index: 2,
            steps: 2
        }
    );
    assert!(e.to_string().contains("0 to 1"), "{e}");
    assert!(matches!(
        judge("chess", 0, "1", Lang::En),
        Err(LessonError::UnknownGame(_))
    ));
    assert!(matches!(
        lesson_view("chess", Lang::En),
        Err(LessonError::UnknownGame(_))
    ));
}

#[test]
fn steps_whose_data_makes_no_position_are_broken_not_panics() {
    let bad_setup = LessonStep {
        setup: &["3", "9"],
        ..squadro()
    };
    let not_its_turn = LessonStep {
        setup: &["3"],
        ..squadro()
    };
    let bad_option = LessonStep {
        options: &[("lanes", "7")],
        ..squadro()
    };
    for step in [bad_setup, not_its_turn, bad_option] {
        assert!(
            matches!(
                step_view("squadro", 0, &step),
                Err(LessonError::Broken { .. })
            ),
            "{step:?}"
        );
        assert!(matches!(
            judge_step("squadro", &step, "1", Lang::En),
            Err(LessonError::Broken { .. })
        ));
    }
}

#[test]
fn the_list_names_exactly_the_games_with_lessons_and_their_views_agree() {
    let list = lesson_list();
    for name in cubist_games::NAMES {
        let game = cubist_games::create(name, &OptionPairs::new(), 0).unwrap();
        let steps = game.lessons(Lang::En).len();
        let listed = list.games.iter().find(|g| g.game == *name);
        assert_eq!(listed.map(|g| g.steps), (steps > 0).then_some(steps));
        match lesson_view(name, Lang::En) {
            Ok(view) => {
                assert_eq!(view.steps.len(), steps);
                assert_eq!(view.title, game.title());
            }
            Err(e) => assert_eq!(e, LessonError::NoLesson(game.title().to_string())),
        }
    }
}

#[test]
fn verdicts_leave_out_what_an_illegal_move_has_not() {
    let v = LessonVerdict {
        format: LESSON_FORMAT,
        verdict: Verdict::Illegal,
        text: None,
        reason: "no".into(),
        board: None,
    };
    let json = serde_json::to_value(&v).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"format": LESSON_FORMAT, "verdict": "illegal", "reason": "no"})
    );
    assert_eq!(serde_json::from_value::<LessonVerdict>(json).unwrap(), v);
}

#[test]
fn a_lesson_is_said_in_the_learners_language_over_the_same_positions() {
    let en = lesson_view("squadro", Lang::En).unwrap();
    let fr = lesson_view("squadro", Lang::Fr).unwrap();
    assert_eq!(fr.steps[0].title, "Pièces rapides et pièces lentes");
    assert_eq!(en.steps.len(), fr.steps.len());
    for (e, f) in en.steps.iter().zip(&fr.steps) {
        assert_ne!(e.prompt, f.prompt);
        assert_eq!((&e.legal, &e.board), (&f.legal, &f.board));
    }
    let v = judge("squadro", 0, "2", Lang::De).unwrap();
    assert_eq!(
        v.reason,
        "Drei Felder in einem Zug: Geschwindigkeit gewinnt Rennen."
    );
}
