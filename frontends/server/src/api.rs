//! The HTTP endpoints (docs/server-api.md).

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use cubist_core::{Observer, Trust};
use cubist_session::replay_view;
use cubist_words::Lang;
use serde::Deserialize;

use crate::accounts::{seat_names, Account, SignedIn};
use crate::chat::whole_chat;
use crate::chat::wire::{ChatLine, RecordChat, RecordWithChat, CHAT_RECORD_FORMAT};
use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::extract::body;
use crate::hub::{Hub, SeatRequest};
use crate::lang::ReaderLang;
use crate::requests::seat_url;
use crate::site::Site;
use crate::store::{listed_seat, Status};
use crate::wire::{
    ActionRequest, ClaimRequest, ClockChoices, CreateGameRequest, GameList, Health, HintRequest,
    JoinRequest, Joined, ListedGame, ListedSeat, RematchRequest, ReplayRequest, SeatCommandRequest,
    SeatRules, Setup, SetupRequest, SetupSeat, TokenQuery, UndoRequest, ViewOptions,
    HEALTH_VERSION,
};
use crate::words::phrase;

/// How many games a list returns at most.
const LIST_LIMIT: usize = 100;

#[derive(Deserialize)]
pub struct PlyQuery {
    pub ply: Option<usize>,
}

#[derive(Deserialize)]
pub struct StatusQuery {
    pub status: Option<String>,
}

pub async fn create(
    State(hub): State<Arc<Hub>>,
    SignedIn(me): SignedIn,
    ClientIp(client): ClientIp,
    json: Result<Json<CreateGameRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let created = hub.create(body(json)?, me.as_ref(), client).await?;
    Ok((StatusCode::CREATED, Json(created)).into_response())
}

pub async fn view(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    Query(q): Query<TokenQuery>,
    crate::lang::ReaderLang(lang): crate::lang::ReaderLang,
) -> Result<Response, ApiError> {
    let live = hub.visit(&id).await?;
    let seat = hub.enter(&live, q.token.as_deref(), me.as_ref()).await?;
    let observer = seat.map_or(Observer::Spectator, Observer::Seat);
    let asked = ViewOptions {
        lang,
        ..q.view_options()
    };
    Ok(Json(hub.view(&live, observer, asked).await).into_response())
}

pub async fn act(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<ActionRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let live = hub.visit(&id).await?;
    let seat = hub
        .enter_seat(&live, req.token.as_deref(), me.as_ref(), "play")
        .await?;
    let asked = reply_view(req.board, lang);
    let view = hub
        .submit(&live, seat, &req.action, req.ply, req.think_ms, asked)
        .await?;
    Ok(Json(view).into_response())
}

pub async fn hint(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    json: Result<Json<HintRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let live = hub.visit(&id).await?;
    let seat = hub
        .enter_seat(&live, req.token.as_deref(), me.as_ref(), "hint")
        .await?;
    Ok(Json(hub.hint(&live, seat).await?).into_response())
}

pub async fn undo(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<UndoRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let live = hub.visit(&id).await?;
    let seat = hub
        .enter_seat(&live, req.token.as_deref(), me.as_ref(), "undo")
        .await?;
    let asked = reply_view(req.board, lang);
    let view = hub.undo(&live, seat, req.ply, asked).await?;
    Ok(Json(view).into_response())
}

/// `POST /api/games/{id}/abort`: end the game unrated, before every seat has made its
/// first move.
pub async fn abort(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<SeatCommandRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    seat_request(hub, id, me, lang, body(json)?, SeatRequest::Abort, "abort").await
}

/// `POST /api/games/{id}/resign`.
pub async fn resign(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<SeatCommandRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    seat_request(
        hub,
        id,
        me,
        lang,
        body(json)?,
        SeatRequest::Resign,
        "resign",
    )
    .await
}

/// `POST /api/games/{id}/draw`: offer a draw, or accept the standing offer.
pub async fn draw(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<SeatCommandRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    seat_request(hub, id, me, lang, body(json)?, SeatRequest::Draw, "draw").await
}

/// `POST /api/games/{id}/decline-draw`: decline the other person's standing offer.
pub async fn decline_draw(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<SeatCommandRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    seat_request(
        hub,
        id,
        me,
        lang,
        req,
        SeatRequest::DeclineDraw,
        "decline-draw",
    )
    .await
}

/// `POST /api/games/{id}/leave`.
pub async fn leave(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<SeatCommandRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    seat_request(hub, id, me, lang, body(json)?, SeatRequest::Leave, "leave").await
}

/// `POST /api/games/{id}/claim`.
pub async fn claim(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<ClaimRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let asked = SeatCommandRequest {
        token: req.token,
        ply: req.ply,
        board: req.board,
    };
    seat_request(
        hub,
        id,
        me,
        lang,
        asked,
        SeatRequest::Claim { draw: req.draw },
        "claim",
    )
    .await
}

async fn seat_request(
    hub: Arc<Hub>,
    id: String,
    me: Option<Account>,
    lang: Lang,
    req: SeatCommandRequest,
    request: SeatRequest,
    what: &'static str,
) -> Result<Response, ApiError> {
    let live = hub.visit(&id).await?;
    let seat = hub
        .enter_seat(&live, req.token.as_deref(), me.as_ref(), what)
        .await?;
    let asked = reply_view(req.board, lang);
    let view = hub.request(&live, seat, request, req.ply, asked).await?;
    Ok(Json(view).into_response())
}

/// How a change's reply draws the seat's view: in the reader's language, the board
/// drawn from the seat's own side if asked.
fn reply_view(board: bool, lang: Lang) -> ViewOptions {
    ViewOptions {
        board,
        flip: false,
        lang,
    }
}

/// `POST /api/games/{id}/rematch`: offer a rematch of a finished game, or accept it.
pub async fn rematch(
    State(hub): State<Arc<Hub>>,
    SignedIn(me): SignedIn,
    ClientIp(client): ClientIp,
    Path(id): Path<String>,
    json: Result<Json<RematchRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let live = hub.visit(&id).await?;
    let token = req.token.as_deref();
    let seat = hub.enter_seat(&live, token, me.as_ref(), "rematch").await?;
    Ok(Json(hub.rematch(&live, seat, token, client).await?).into_response())
}

/// `POST /api/games/{id}/rematch/decline`: decline the others' rematch offers.
pub async fn decline_rematch(
    State(hub): State<Arc<Hub>>,
    SignedIn(me): SignedIn,
    Path(id): Path<String>,
    json: Result<Json<RematchRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let live = hub.visit(&id).await?;
    let token = req.token.as_deref();
    let seat = hub
        .enter_seat(&live, token, me.as_ref(), "decline-rematch")
        .await?;
    Ok(Json(hub.decline_rematch(&live, seat).await?).into_response())
}

/// A game of this server, after `ply` of its actions (all by default), as a
/// spectator sees it with the board: where its record may be shown.
pub async fn replay(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    Query(q): Query<PlyQuery>,
) -> Result<Response, ApiError> {
    let live = hub.visit(&id).await?;
    let record = live.shareable_record().await?;
    let ply = q.ply.unwrap_or(record.actions.len());
    Ok(Json(replay_view(&record, ply, Trust::Remote)?).into_response())
}

/// Any record sent by a client (a file from `cubist play` or `selfplay`), after `ply`
/// of its actions, as a spectator sees it with the board.
pub async fn replay_record(
    json: Result<Json<ReplayRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let view =
        tokio::task::spawn_blocking(move || replay_view(&req.record, req.ply, Trust::Remote))
            .await
            .map_err(|_| {
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, phrase!("replay-failed"))
            })??;
    Ok(Json(view).into_response())
}

/// A game's record where it may be shared; once the game is over, with its chat
/// (never while it runs: the players' room is theirs until the end).
pub async fn record(
    State(hub): State<Arc<Hub>>,
    State(site): State<Site>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let live = hub.visit(&id).await?;
    let record = live.shareable_record().await?;
    let chat = match record.result {
        Some(_) => whole_chat(&site.store, &id).await?,
        None => Vec::new(),
    };
    let chat = (!chat.is_empty()).then(|| RecordChat {
        format: CHAT_RECORD_FORMAT,
        messages: chat.iter().map(ChatLine::from).collect(),
    });
    Ok(Json(RecordWithChat {
        record: &record,
        chat,
    })
    .into_response())
}

pub async fn list(
    State(hub): State<Arc<Hub>>,
    Query(q): Query<StatusQuery>,
) -> Result<Response, ApiError> {
    let (status, open_only) = match q.status.as_deref().unwrap_or("open") {
        "open" => (Status::Running, true),
        "running" => (Status::Running, false),
        "over" => (Status::Over, false),
        other => {
            return Err(ApiError::bad_request(phrase!(
                "bad-games-status",
                status = other
            )))
        }
    };
    let watching = q.status.as_deref() == Some("running");
    // Room for the unstarted guest games left out of the running list.
    let fetch = if watching { LIST_LIMIT * 4 } else { LIST_LIMIT };
    let games = hub
        .store
        .list(status, open_only, fetch)
        .await?
        .into_iter()
        .filter(|g| !watching || !unstarted_guest_game(g))
        .take(LIST_LIMIT)
        .map(|mut g| {
            // Only the seats anyone may join: none of a private game, and never the
            // creator's own.
            g.open_seats
                .retain(|&s| listed_seat(g.listed, g.creator_seat, s));
            g
        })
        .filter(|g| !open_only || !g.open_seats.is_empty())
        .map(|g| {
            let names = seat_names(&g.players, &g.holders, g.rated);
            ListedGame {
                title: cubist_games::info(&g.game).map_or(g.game.clone(), |i| i.title.to_string()),
                open_seats: g.open_seats.iter().map(|s| s + 1).collect(),
                seats: g
                    .players
                    .iter()
                    .enumerate()
                    .map(|(s, p)| ListedSeat {
                        seat: s + 1,
                        player: listed_kind(p),
                        agent: (p != "human").then(|| p.clone()),
                        name: names[s].clone(),
                    })
                    .collect(),
                time_control: g
                    .clock
                    .as_deref()
                    .and_then(|c| serde_json::from_str(c).ok()),
                rated: g.rated,
                listed: g.listed,
                rules: SeatRules {
                    away_ms: g.departure.away_ms,
                    stand_in: g.departure.stand_in,
                    hand_back: g.departure.hand_back,
                },
                id: g.id,
                game: g.game,
                ply: g.ply,
            }
        })
        .collect();
    Ok(Json(GameList {
        games,
        defaults: hub.default_rules(),
    })
    .into_response())
}

pub async fn join(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    json: Result<Json<JoinRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let live = hub.visit(&id).await?;
    let wanted = match req.seat {
        Some(0) => return Err(ApiError::bad_request(phrase!("seats-from-one"))),
        s => s.map(|s| s - 1),
    };
    let (seat, token) = hub.join(&live, wanted, me.as_ref()).await?;
    Ok(Json(Joined {
        seat: seat + 1,
        url: seat_url(&live.id, seat, &token),
        token,
    })
    .into_response())
}

/// A game's seats and starting position for options a client is choosing, or the
/// reason the options are refused: for forms that check as the player types.
pub async fn setup(
    crate::lang::ReaderLang(lang): crate::lang::ReaderLang,
    json: Result<Json<SetupRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let options = crate::requests::option_pairs(&req.options)?;
    let game = cubist_games::create(&req.game, &options, 0).map_err(crate::error::bad_game)?;
    let seats = (0..game.num_players())
        .map(|s| SetupSeat {
            seat: s + 1,
            name: game.seat_name_in(s, lang),
            colour: game.seat_colour(s).fill.to_string(),
        })
        .collect();
    Ok(Json(Setup {
        seats,
        svg: preview(&*game, &req.game, lang),
    })
    .into_response())
}

/// The starting position for a form's preview. Where who moves first is drawn when
/// the game starts (the `first` option left `random`), the board alone, saying no
/// side to move: the seed of the preview is not the game's.
fn preview(game: &dyn cubist_core::DynGame, name: &str, lang: cubist_core::Lang) -> String {
    let options = game.options();
    let undrawn = cubist_games::info(name).is_ok_and(|info| {
        info.options.iter().any(|spec| {
            matches!(spec.domain, cubist_core::OptionDomain::First { .. })
                && options.get(spec.key).is_some_and(|v| v == "random")
        })
    });
    if !undrawn {
        return game.draw(Observer::Spectator, lang);
    }
    let board = game.picture(Observer::Spectator, lang).board;
    let label = phrase!("page-setup-undrawn", game = game.title()).say(lang);
    cubist_core::picture::relabelled(&board, &label)
}

/// Every game, its rules (in the reader's language) and its options, and the time
/// controls offered, for a client's menus.
pub async fn catalog(crate::lang::ReaderLang(lang): crate::lang::ReaderLang) -> Response {
    let games: Vec<serde_json::Value> = cubist_games::all()
        .into_iter()
        .map(|info| {
            let rules = info.rules_in(lang);
            let options = serde_json::to_value(info.options_in(lang)).expect("specs serialise");
            let mut json = serde_json::to_value(&info).expect("game info serialises");
            json["rules"] = rules.into();
            json["summary"] = info.summary_in(lang).into();
            json["options"] = options;
            json
        })
        .collect();
    Json(serde_json::json!({ "games": games, "clock": ClockChoices::offered() })).into_response()
}

/// What the server is and where its API starts, for programs and their authors, in
/// the reader's language.
pub async fn api_home(ReaderLang(lang): ReaderLang) -> Response {
    let games: Vec<String> = cubist_games::all()
        .iter()
        .map(|g| format!("<li><b>{}</b> — {}</li>", g.title, g.summary_in(lang)))
        .collect();
    let link = |path: &str| format!("<a href=\"{path}\">{path}</a>");
    let api = phrase!(
        "page-api-links",
        catalog = link("/api/catalog"),
        open = link("/api/games?status=open"),
        create = "<code>POST /api/games</code>",
        doc = "docs/server-api.md"
    );
    let page = format!(
        "<!doctype html><html lang=\"{}\"><meta charset=\"utf-8\"><title>Cubist</title>\
         <h1>Cubist</h1><p>{}</p><ul>{}</ul><p>{}</p></html>",
        lang.code(),
        phrase!("page-api-intro").say(lang),
        games.join(""),
        api.say(lang)
    );
    let mut reply = axum::response::Html(page).into_response();
    reply.headers_mut().insert(
        axum::http::header::VARY,
        axum::http::HeaderValue::from_static(crate::lang::VARY_BY),
    );
    reply
}

/// `GET /api/health`: 200 while the database answers, 503 when it does not (for load
/// balancers and supervisors).
pub async fn health(
    State(site): State<Site>,
    State(hub): State<Arc<Hub>>,
) -> Result<Json<Health>, ApiError> {
    site.store.ping().await.map_err(|e| {
        tracing::warn!(error = %e, "health check: the database does not answer");
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, phrase!("database-down"))
    })?;
    Ok(Json(Health {
        version: HEALTH_VERSION,
        instance: hub.instance().to_string(),
        games_in_memory: hub.held_count(),
        games_paused: hub.paused_count().await,
    }))
}

/// A stored seat's player, `human` or an agent spec, as a kind.
/// A guest's game against the computer in which nobody has moved: most are a guest
/// who opened a game and left, so the list of games being played leaves them out.
fn unstarted_guest_game(g: &crate::store::Listed) -> bool {
    g.ply == 0
        && g.holders.iter().all(Option::is_none)
        && g.players.iter().any(|p| p == "human")
        && g.players.iter().any(|p| p != "human")
}

fn listed_kind(player: &str) -> cubist_session::PlayerKind {
    if player == "human" {
        cubist_session::PlayerKind::Human
    } else {
        cubist_session::PlayerKind::Computer
    }
}
