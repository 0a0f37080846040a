//! Each seat's board drawn from its own side, a spectator's from seat 1's, and any
//! board flipped on asking (`flip=true`), over `GET /api/games/{id}` and the
//! WebSocket, with the same clicks from every side.

use crate::support;

use cubist_core::{Observer, Side};
use cubist_session::WireBoard;
use serde_json::json;
use support::*;

/// The board of a view asked for with `query` (after `?`, or after `&token=…`).
async fn board(c: &Client, id: &str, token: Option<&str>, query: &str) -> WireBoard {
    let path = match token {
        Some(t) => format!("/api/games/{id}?token={t}&{query}"),
        None => format!("/api/games/{id}?{query}"),
    };
    let r = c.get(&path).await;
    assert_eq!(r.status, 200, "{path}: {}", r.text);
    r.view().board.expect("the board was asked for")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_seat_sees_its_own_side_and_may_flip_the_board() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let game = c.create("squadro", json!({}), &["human", "human"]).await;
    let record = c.game_record(&game.id).await;
    let g = cubist_games::create(&record.game, &record.options, record.seed).unwrap();
    let drawn = |seat: usize, side: usize| {
        g.picture_from(Observer::Seat(seat), Side(side), cubist_core::Lang::En)
            .board
    };
    // Light (seat 1) and Dark (seat 2) from their own sides, then flipped.
    for (seat, own, other) in [(1, 1, 2), (2, 2, 1)] {
        let token = Some(game.token(seat));
        let b = board(&c, &game.id, token, "board=true").await;
        assert_eq!(b.side, own, "seat {seat}");
        assert_eq!(b.svg, drawn(seat - 1, own - 1), "seat {seat}");
        let flipped = board(&c, &game.id, token, "board=true&flip=true").await;
        assert_eq!(flipped.side, other, "seat {seat} flipped");
        assert_eq!(
            flipped.svg,
            drawn(seat - 1, other - 1),
            "seat {seat} flipped"
        );
        assert_ne!(flipped.svg, b.svg);
        // The same actions, clicked the same way, from either side.
        assert_eq!(flipped.choices, b.choices);
    }
    // A spectator sees seat 1's side, and Dark's when flipped.
    let b = board(&c, &game.id, None, "board=true").await;
    assert_eq!(b.side, 1);
    let b = board(&c, &game.id, None, "board=true&flip=true").await;
    assert_eq!(b.side, 2);
    // Over the WebSocket too.
    let base = c.url("").replacen("http://", "ws://", 1);
    let url = format!(
        "{base}/api/games/{}/ws?token={}&board=true&flip=true",
        game.id,
        game.token(2)
    );
    let (stream, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .unwrap();
    let mut ws = Ws { stream };
    let view = ws.next_view().await;
    assert_eq!(view.board.expect("the board").side, 1);
    server.stop();
}
