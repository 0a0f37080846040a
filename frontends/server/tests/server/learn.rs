//! The lessons over HTTP: the list, each step as its learner sees it, and the verdict
//! on a move (correct, wrong, illegal), with the refusals of bad requests. Every game
//! that declares a lesson is checked, step by step, against the game's own data.

use crate::support;

use cubist_core::{DynGame, LessonStep, Observer, OptionPairs, PlayError, RenderStyle};
use cubist_session::{LessonVerdict, LessonView, Verdict, LESSON_FORMAT};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use serde_json::{json, Value};
use support::*;

/// The games that declare a lesson, with their steps.
fn lessons() -> Vec<(&'static str, Vec<LessonStep>)> {
    cubist_games::NAMES
        .iter()
        .map(|name| {
            let game = cubist_games::create(name, &OptionPairs::new(), 0).unwrap();
            (*name, game.lessons(cubist_words::Lang::En))
        })
        .filter(|(_, steps)| !steps.is_empty())
        .collect()
}

/// A step's position, built here from its data as the rules text says.
fn position(game: &str, step: &LessonStep) -> Box<dyn DynGame> {
    let options = step
        .options
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut g = cubist_games::create(game, &options, step.seed).unwrap();
    for action in step.setup {
        let seat = g.to_move().actor().unwrap();
        g.play(seat, action).unwrap();
    }
    g
}

async fn verdict(c: &Client, game: &str, index: usize, action: &str) -> LessonVerdict {
    let r = c
        .post_json(
            &format!("/api/learn/{game}/{index}"),
            &json!({ "action": action }),
        )
        .await;
    assert_eq!(r.status, 200, "{game} step {index}, {action}: {}", r.text);
    serde_json::from_str(&r.text).unwrap_or_else(|e| panic!("{e}: {}", r.text))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_has_a_lesson_and_the_list_names_them() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let list = c.get("/api/learn").await.json();
    let listed: Vec<(String, u64)> = list["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            let info = cubist_games::info(g["game"].as_str().unwrap()).unwrap();
            assert_eq!(g["title"], info.title);
            (
                g["game"].as_str().unwrap().to_string(),
                g["steps"].as_u64().unwrap(),
            )
        })
        .collect();
    let declared: Vec<(String, u64)> = lessons()
        .into_iter()
        .map(|(g, steps)| (g.to_string(), steps.len() as u64))
        .collect();
    assert_eq!(listed, declared);
    let names: Vec<&str> = listed.iter().map(|(g, _)| g.as_str()).collect();
    assert_eq!(names, cubist_games::NAMES, "every game teaches itself");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_step_shows_the_learners_own_view_with_every_legal_action() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let all = lessons();
    assert!(!all.is_empty(), "some game declares a lesson");
    for (game, steps) in all {
        let r = c.get(&format!("/api/learn/{game}")).await;
        assert_eq!(r.status, 200, "{}", r.text);
        let view: LessonView = serde_json::from_str(&r.text).unwrap();
        assert_eq!((view.format, view.game.as_str()), (LESSON_FORMAT, game));
        assert_eq!(view.steps.len(), steps.len());
        for (i, (shown, step)) in view.steps.iter().zip(&steps).enumerate() {
            let g = position(game, step);
            let me = Observer::Seat(step.seat);
            assert_eq!(shown.index, i);
            assert_eq!(
                (shown.title.as_str(), shown.prompt.as_str()),
                (step.title.as_str(), step.prompt.as_str())
            );
            assert_eq!(shown.seat, step.seat + 1);
            assert_eq!(shown.legal, g.legal_actions(step.seat), "{game} {i}");
            let choices: Vec<&str> = shown
                .board
                .choices
                .iter()
                .map(|c| c.action.as_str())
                .collect();
            assert_eq!(
                choices, shown.legal,
                "{game} {i}: every legal action is a choice"
            );
            // The learner's view, and nothing beyond it.
            assert_eq!(
                shown.board.svg,
                g.picture(me, cubist_core::Lang::En).board,
                "{game} {i}"
            );
            assert_eq!(
                shown.board.text,
                g.render(me, RenderStyle::PLAIN),
                "{game} {i}"
            );
            for goal in step.goal {
                let clicks = &shown
                    .board
                    .choices
                    .iter()
                    .find(|c| c.action == *goal)
                    .unwrap()
                    .clicks;
                assert!(!clicks.is_empty(), "{game} {i}: goal {goal} can be clicked");
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_goal_is_correct_and_another_legal_move_is_wrong_in_every_step() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    for (game, steps) in lessons() {
        for (i, step) in steps.iter().enumerate() {
            let g = position(game, step);
            let me = Observer::Seat(step.seat);
            for goal in step.goal {
                let v = verdict(&c, game, i, goal).await;
                assert_eq!(
                    (v.format, v.verdict),
                    (LESSON_FORMAT, Verdict::Correct),
                    "{game} {i} {goal}"
                );
                assert_eq!(v.reason, step.done);
                let said = g
                    .describe(step.seat, goal, me, cubist_core::Lang::En)
                    .unwrap();
                assert_eq!(v.text.as_deref(), Some(said.as_str()));
                let board = v.board.expect("the board after");
                let mut after = g.clone_box();
                after.play(step.seat, goal).unwrap();
                assert_eq!(board.svg, after.picture(me, cubist_core::Lang::En).board);
                assert!(board.choices.is_empty(), "the step is over");
            }
            let wrong = g
                .legal_actions(step.seat)
                .into_iter()
                .find(|a| !step.goal.contains(&a.as_str()))
                .expect("some legal move is wrong");
            let v = verdict(&c, game, i, &wrong).await;
            assert_eq!(v.verdict, Verdict::Wrong, "{game} {i} {wrong}");
            assert_eq!(v.reason, step.wrong);
            assert_eq!(
                v.text,
                Some(
                    g.describe(step.seat, &wrong, me, cubist_core::Lang::En)
                        .unwrap()
                )
            );
            assert!(v.board.is_some());
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_illegal_move_is_refused_in_the_engines_own_words() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let mut refused = 0;
    for (game, steps) in lessons() {
        for (i, step) in steps.iter().enumerate() {
            let g = position(game, step);
            let Some((action, why)) = an_illegal_move(g.as_ref(), step) else {
                continue;
            };
            let v = verdict(&c, game, i, &action).await;
            assert_eq!(v.verdict, Verdict::Illegal, "{game} {i} {action}");
            assert_eq!(v.reason, why);
            assert_eq!((v.text, v.board), (None, None));
            let raw = c
                .post_json(
                    &format!("/api/learn/{game}/{i}"),
                    &json!({ "action": action }),
                )
                .await
                .json();
            assert!(
                raw.get("text").is_none() && raw.get("board").is_none(),
                "{raw}"
            );
            refused += 1;
        }
    }
    assert!(
        refused > 0,
        "some step has a readable move the rules refuse"
    );
}

/// A move the learner could make elsewhere in the game (a later position's legal
/// move) that the rules refuse in the step's position, with the engine's reason.
fn an_illegal_move(g: &dyn DynGame, step: &LessonStep) -> Option<(String, String)> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(step.seed);
    let mut later = g.clone_box();
    for _ in 0..40 {
        let seat = later.to_move().actor()?;
        let legal = later.legal_actions(seat);
        for a in legal.iter().filter(|_| seat == step.seat) {
            if let Err(e @ PlayError::Rule(_)) = g.check(step.seat, a) {
                return Some((a.clone(), e.to_string()));
            }
        }
        later.play(seat, legal.choose(&mut rng)?).ok()?;
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_are_refused_with_a_reason() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let e = c
        .get("/api/learn/chess")
        .await
        .expect_error(404, "an unknown game");
    assert!(e.contains("chess"), "{e}");
    c.post_json("/api/learn/chess/0", &json!({"action": "1"}))
        .await
        .expect_error(404, "an unknown game's step");
    let all = lessons();
    let (game, steps) = all.first().expect("some game declares a lesson");
    let n = steps.len();
    let e = c
        .post_json(&format!("/api/learn/{game}/{n}"), &json!({"action": "1"}))
        .await
        .expect_error(404, "a step past the last");
    assert!(e.contains(&format!("no step {n}")), "{e}");
    let url = format!("/api/learn/{game}/0");
    let refusals: [(Value, &str); 4] = [
        (json!({}), "no action"),
        (json!({"action": 3}), "an action that is not text"),
        (json!({"action": "1", "ply": 0}), "an unknown field"),
        (
            json!({"action": "this is no move @@"}),
            "a move not in the notation",
        ),
    ];
    for (body, what) in refusals {
        c.post_json(&url, &body).await.expect_error(400, what);
    }
    let e = c
        .post_json(&format!("/api/learn/{game}/first"), &json!({"action": "1"}))
        .await
        .expect_error(400, "a step that is not a number");
    assert!(e.contains("from 0"), "{e}");
    c.post_bytes(&url, b"{\"action\": ".to_vec())
        .await
        .expect_error(400, "a body that is not JSON");
    let big = json!({ "action": "x".repeat(20 * 1024) })
        .to_string()
        .into_bytes();
    c.post_bytes(&url, big)
        .await
        .expect_error(413, "a body over 16 KiB");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lesson_pages_are_the_client_page() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    for path in ["/learn", "/learn/squadro"] {
        let r = c.get(path).await;
        assert_eq!(r.status, 200, "{path}");
        assert!(r.text.contains("/assets/app.js"), "{path}");
    }
    for asset in ["learn.js", "learn.css"] {
        let r = c.get(&format!("/assets/{asset}")).await;
        assert_eq!(r.status, 200, "{asset}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lessons_and_rules_are_said_in_the_language_the_query_asks_for() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let it: LessonView = serde_json::from_str(&c.get("/api/learn/squadro?lang=it").await.text)
        .expect("a lesson view");
    assert_eq!(it.steps[0].title, "Pezzi veloci e pezzi lenti");
    let en: LessonView = serde_json::from_str(&c.get("/api/learn/squadro?lang=xx").await.text)
        .expect("a lesson view");
    assert_eq!(en.steps[0].title, "Fast and slow pieces");
    let r = c
        .post_json("/api/learn/squadro/0?lang=es", &json!({ "action": "2" }))
        .await;
    let v: LessonVerdict = serde_json::from_str(&r.text).expect("a verdict");
    assert_eq!(
        v.reason,
        "Tres casillas en una jugada: la velocidad es lo que gana las carreras."
    );
    let catalog = c.get("/api/catalog?lang=de").await.json();
    let rules = catalog["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["name"] == "squadro")
        .unwrap()["rules"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        rules.starts_with("SQUADRO — die Regeln in Kürze"),
        "{rules}"
    );
    let english = c.get("/api/catalog").await.json();
    assert!(english["games"][2]["rules"]
        .as_str()
        .unwrap()
        .starts_with("SQUADRO — rules in brief"));
}
