//! Requests on a game that has ended: every refusal says how it ended and carries the
//! game as it now is, over HTTP and on the WebSocket (docs/server-api.md, "Play",
//! "Resign, draw, leave, claim", "Hints and take-backs").

use cubist_session::MatchView;
use serde_json::json;

use crate::support::*;

/// A 422 that says how the game ended, with the seat's view of the finished game.
fn says_how_it_ended(r: &Reply, what: &str, result_text: &str) {
    let words = r.expect_error(422, what);
    assert_eq!(words, format!("the game ended: {result_text}"), "{what}");
    let view: MatchView = serde_json::from_value(r.json()["view"].clone())
        .unwrap_or_else(|e| panic!("{what}: no view ({e}): {}", r.text));
    assert!(view.result.is_some(), "{what}: the view shows the end");
    assert_eq!(view.result_text.as_deref(), Some(result_text), "{what}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_request_on_a_finished_game_says_how_it_ended_with_the_view() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    let style = Style {
        stop_at_ply: Some(2),
        ..Style::default()
    };
    play_to_end(&c, &g, &mut rng(4), style, &mut |_, _, _| {}).await;
    let before = c.view(&g.id, Some(g.token(1))).await;
    assert_eq!(before.ply, 2);
    let action = before.legal[0].clone();
    let r = c
        .post_json(
            &format!("/api/games/{}/resign", g.id),
            &json!({"token": g.token(1), "ply": 2}),
        )
        .await;
    let ended = r.view().result_text.expect("a resignation ends the game");

    for seat in [1, 2] {
        let r = c.act(&g.id, g.token(seat), &action, 2).await;
        says_how_it_ended(&r, &format!("seat {seat}'s action"), &ended);
        for request in ["resign", "draw", "leave", "claim", "abort"] {
            let r = c
                .post_json(
                    &format!("/api/games/{}/{request}", g.id),
                    &json!({"token": g.token(seat), "ply": 2}),
                )
                .await;
            says_how_it_ended(&r, &format!("seat {seat}'s {request}"), &ended);
        }
    }

    // On the WebSocket: the error, then the view.
    let mut ws = c.ws(&g.id, Some(g.token(2))).await;
    ws.next_view().await;
    ws.send_action(&action, 2).await;
    match ws.next_frame().await {
        Frame::Error { status, error, .. } => {
            assert_eq!(status, 422);
            assert_eq!(error, format!("the game ended: {ended}"));
        }
        Frame::View(_, text) => panic!("an error expected, got {text}"),
    }
    assert_eq!(ws.next_view().await.result_text.as_deref(), Some(&*ended));
    ws.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_or_a_take_back_in_a_finished_game_says_how_it_ended() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "easy"])
        .await;
    let r = c
        .post_json(
            &format!("/api/games/{}/resign", g.id),
            &json!({"token": g.token(1), "ply": 0}),
        )
        .await;
    let ended = r.view().result_text.expect("the game ended");
    let r = c
        .post_json(
            &format!("/api/games/{}/hint", g.id),
            &json!({"token": g.token(1)}),
        )
        .await;
    says_how_it_ended(&r, "a hint", &ended);
    let r = c
        .post_json(
            &format!("/api/games/{}/undo", g.id),
            &json!({"token": g.token(1), "ply": 0}),
        )
        .await;
    says_how_it_ended(&r, "a take-back", &ended);
}

#[test]
fn a_lost_race_names_the_move_as_players_count_it() {
    // The third action of a game is move 3.
    let e = cubist_server::store::StoreError::Conflict(2);
    assert_eq!(e.to_string(), "another action was stored for move 3 first");
}
