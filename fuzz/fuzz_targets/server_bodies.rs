//! Any bytes as a body a client sends the server, through what the server does with
//! it short of the network and the database: options and seats of a new game, the
//! setup screen, an action or a seat's request (resign, draw, leave, claim; HTTP or
//! WebSocket) on a game in progress, a record to replay, a seek, a sign-up or password change,
//! a report, a block, a reset link or recovery code used, a new recovery code, a
//! moderator's reason, a chat message (HTTP or WebSocket). Refusals are fine; panics are not; a game a client changed still replays
//! from its record, as the server replays stored games. Bodies that only reach the
//! database go through the checks the server makes before it.
//!
//! Input: `[body kind, game, plies, JSON...]`.
#![no_main]

use cubist_core::{Observer, OptionPairs, Trust};
use cubist_fuzz::{game_of, mover, Chooser};
use cubist_server::accounts::reset::well_formed;
use cubist_server::accounts::wire::{
    CredentialsRequest, PasswordChangeRequest, RecoverRequest, RecoveryCodeRequest, ResetRequest,
    SignUpRequest,
};
use cubist_server::accounts::{check_name, check_password_length, normalize_code};
use cubist_server::blocks::wire::BlockRequest;
use cubist_server::chat::check_text;
use cubist_server::chat::wire::ChatRequest;
use cubist_server::moderation::check_why;
use cubist_server::moderation::reports::check as check_report;
use cubist_server::moderation::wire::{ReportRequest, WhyRequest};
use cubist_server::requests::{option_pairs, player_of};
use cubist_server::seeks::wire::{AcceptSeekRequest, PostSeekRequest};
use cubist_server::wire::{
    option_text, ActionRequest, ClaimRequest, CreateGameRequest, HintRequest, JoinRequest,
    ReplayRequest, SeatCommandRequest, SetupRequest, UndoRequest,
};
use cubist_server::ws::wire::ClientMessage;
use cubist_session::{replay_view, Match, MatchView, Player};
use libfuzzer_sys::fuzz_target;

fn parse<'a, T: serde::Deserialize<'a>>(json: &'a str) -> Option<T> {
    serde_json::from_str(json).map_err(|e| e.to_string()).ok()
}

/// `POST /api/games`, without the database.
fn create(req: CreateGameRequest) {
    for value in req.options.values() {
        let _ = option_text(value);
    }
    let Ok(options) = option_pairs(&req.options) else {
        return;
    };
    let players: Result<Vec<Player>, _> = req.seats.iter().map(|s| player_of(s)).collect();
    let Ok(game) = cubist_games::create(&req.game, &options, 7) else {
        return;
    };
    let Ok(players) = players else {
        return;
    };
    if let Ok(m) = Match::new(game, 7, players) {
        for seat in 0..m.game().num_players() {
            let _ = view_of(&m, Observer::Seat(seat), false);
        }
    }
}

/// `POST /api/setup`.
fn setup(req: SetupRequest) {
    let Ok(options) = option_pairs(&req.options) else {
        return;
    };
    let Ok(game) = cubist_games::create(&req.game, &options, 0) else {
        return;
    };
    for seat in 0..game.num_players() {
        let _ = game.seat_name(seat);
    }
    let _ = game.draw(Observer::Spectator, cubist_core::Lang::En);
}

/// A game between people after `plies` random actions, and the seat to move (if any).
fn played(game: u8, plies: u8) -> (Match, Option<usize>) {
    let game = cubist_games::create(game_of(game), &OptionPairs::new(), 11).expect("defaults");
    let humans = vec![Player::Human; game.num_players()];
    let mut m = Match::new(game, 11, humans).expect("people only");
    let seed = [plies];
    let mut choose = Chooser::new(&seed);
    for _ in 0..plies % 40 {
        let Some(seat) = mover(m.game(), &mut choose) else {
            break;
        };
        let legal = m.game().legal_actions(seat);
        let a = legal[choose.below(legal.len())].clone();
        m.submit(seat, &a, Some(m.ply())).expect("a legal action");
    }
    let seat = mover(m.game(), &mut choose);
    (m, seat)
}

/// An action from a person (`seen`: the number of actions the client saw) on a game
/// between people, after `plies` random actions.
fn act(game: u8, plies: u8, action: &str, seen: Option<usize>, think_ms: Option<u64>) {
    let (mut m, Some(seat)) = played(game, plies) else {
        return;
    };
    let before = m.game().encode();
    let ply = m.ply();
    match m.submit_timed(seat, action, seen, think_ms) {
        Err(e) => {
            let _ = e.to_string();
            assert_eq!(
                m.game().encode(),
                before,
                "a refused action changed the game"
            );
            assert_eq!(m.ply(), ply);
        }
        Ok(_) => {
            assert_eq!(m.ply(), ply + 1);
            // The server stores the record's actions and replays them on restart.
            let again = Match::resume(m.record().clone(), Trust::Remote)
                .expect("a played game replays from its record");
            assert_eq!(again.game().encode(), m.game().encode());
        }
    }
    let _ = view_of(&m, Observer::Seat(seat), true);
}

/// A seat's request beyond an action: refused without a change, or recorded so that
/// the record replays to the same match.
fn request(game: u8, plies: u8, which: u8, seen: Option<usize>, draw: bool) {
    let (mut m, seat) = played(game, plies);
    let seat = seat.unwrap_or(usize::from(which) % m.players().len());
    let (before, events, ply) = (m.game().encode(), m.event_number(), m.ply());
    let done = match which % 6 {
        0 => m.resign(seat, seen),
        1 => m.draw(seat, seen),
        2 => m.leave(seat, seen),
        3 => m.claim(seat, draw, seen),
        4 => m.abort(seat, seen),
        _ => m.decline_draw(seat, seen),
    };
    match done {
        Err(e) => {
            let _ = e.to_string();
            assert_eq!(
                m.game().encode(),
                before,
                "a refused request changed the game"
            );
            assert_eq!((m.event_number(), m.ply()), (events, ply));
        }
        Ok(_) => {
            let again = Match::resume(m.record().clone(), Trust::Remote)
                .expect("a match replays from its record");
            assert_eq!(again.result(), m.result());
            assert_eq!(again.players(), m.players());
        }
    }
    let _ = view_of(&m, Observer::Seat(seat), true);
}

/// A chat message's text: refused, or stored as a trimmed line that checks as itself.
fn chat(text: &str) {
    if let Ok(stored) = check_text(text) {
        assert_eq!(
            check_text(&stored).ok(),
            Some(stored.clone()),
            "a message checks once"
        );
        assert!(stored.chars().count() <= cubist_server::chat::MAX_CHAT);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&[kind, game, plies], rest)) = data.split_first_chunk::<3>() else {
        return;
    };
    let Ok(json) = std::str::from_utf8(rest) else {
        return;
    };
    match kind % 17 {
        0 => {
            if let Some(req) = parse::<CreateGameRequest>(json) {
                create(req);
            }
        }
        1 => {
            if let Some(req) = parse::<SetupRequest>(json) {
                setup(req);
            }
        }
        2 => {
            if let Some(req) = parse::<ActionRequest>(json) {
                act(game, plies, &req.action, req.ply, req.think_ms);
            }
        }
        3 => match parse::<ClientMessage>(json) {
            Some(ClientMessage::Action {
                action,
                ply,
                think_ms,
            }) => act(game, plies, &action, ply, think_ms),
            Some(ClientMessage::Resign { ply }) => request(game, plies, 0, ply, false),
            Some(ClientMessage::Draw { ply }) => request(game, plies, 1, ply, false),
            Some(ClientMessage::Leave { ply }) => request(game, plies, 2, ply, false),
            Some(ClientMessage::Claim { ply, draw }) => request(game, plies, 3, ply, draw),
            Some(ClientMessage::Abort { ply }) => request(game, plies, 4, ply, false),
            Some(ClientMessage::DeclineDraw { ply }) => request(game, plies, 5, ply, false),
            Some(ClientMessage::Chat { text }) => chat(&text),
            Some(
                ClientMessage::Hint
                | ClientMessage::Undo { .. }
                | ClientMessage::Rematch
                | ClientMessage::DeclineRematch
                | ClientMessage::Sync,
            )
            | None => {}
        },
        4 => {
            if let Some(req) = parse::<ReplayRequest>(json) {
                let _ = replay_view(&req.record, req.ply, Trust::Remote).map_err(|e| e.to_string());
            }
        }
        5 => {
            let _ = parse::<HintRequest>(json);
        }
        6 => {
            let _ = parse::<UndoRequest>(json);
            if let Some(req) = parse::<SeatCommandRequest>(json) {
                request(game, plies, plies, req.ply, false);
            }
            if let Some(req) = parse::<ClaimRequest>(json) {
                request(game, plies, 3, req.ply, req.draw);
            }
        }
        7 => {
            if let Some(seek) = parse::<PostSeekRequest>(json) {
                let _ = option_pairs(&seek.options);
            }
            let _ = parse::<AcceptSeekRequest>(json);
        }
        8 => {
            if let Some(req) = parse::<CredentialsRequest>(json) {
                let _ = check_name(&req.name);
            }
            if let Some(req) = parse::<SignUpRequest>(json) {
                let _ = check_name(&req.name);
                let _ = check_password_length(&req.password);
            }
            if let Some(req) = parse::<PasswordChangeRequest>(json) {
                let _ = check_password_length(&req.new_password);
            }
        }
        9 => {
            let _ = parse::<JoinRequest>(json);
        }
        // `POST /api/reports`.
        10 => {
            if let Some(req) = parse::<ReportRequest>(json) {
                let _ = check_report(&req).map_err(|e| e.message);
            }
        }
        // `POST /api/me/blocks`.
        11 => {
            if let Some(req) = parse::<BlockRequest>(json) {
                let _ = check_name(&req.name);
            }
        }
        // `POST /api/reset`.
        12 => {
            if let Some(req) = parse::<ResetRequest>(json) {
                let _ = well_formed(&req.token);
                let _ = check_password_length(&req.password);
            }
        }
        // `POST /api/recover`.
        13 => {
            if let Some(req) = parse::<RecoverRequest>(json) {
                if let Some(code) = normalize_code(&req.code) {
                    assert_eq!(
                        normalize_code(&code),
                        Some(code.clone()),
                        "a code reads back as itself"
                    );
                }
                let _ = check_password_length(&req.password);
            }
        }
        // `POST /api/me/recovery-code`.
        14 => {
            let _ = parse::<RecoveryCodeRequest>(json);
        }
        // `POST /api/games/{id}/chat`.
        15 => {
            if let Some(req) = parse::<ChatRequest>(json) {
                chat(&req.text);
            }
        }
        // Every moderator action: `{"why"}`.
        _ => {
            if let Some(req) = parse::<WhyRequest>(json) {
                if let Ok(why) = check_why(&req.why) {
                    assert_eq!(
                        check_why(&why).ok(),
                        Some(why.clone()),
                        "a reason checks once"
                    );
                }
            }
        }
    }
});

/// A match as `observer` sees it, with the board drawn if asked, as the server builds it.
fn view_of(m: &Match, observer: Observer, board: bool) -> MatchView {
    if board {
        m.view_with_board(observer)
    } else {
        m.view(observer)
    }
}
