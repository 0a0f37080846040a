//! `GET /api/puzzles`, `GET /api/puzzles/daily`, `GET /api/puzzles/{game}/next`, `GET
//! /api/puzzles/{id}`, `POST /api/puzzles/{id}/attempt` and `GET /api/me/puzzles`.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use cubist_core::Lang;
use cubist_session::puzzle::Puzzle;
use cubist_session::{AttemptError, AttemptResult, PuzzleAttempt};
use serde::Deserialize;

use super::wire::{
    AttemptLine, AttemptReply, AttemptRequest, DailyPuzzle, PuzzleDaily, PuzzleGame, PuzzleGames,
    PuzzleHistory, PuzzleNext, PuzzleRating, RatingChange, PUZZLES_FORMAT,
};
use crate::accounts::{Account, SignedIn};
use crate::error::ApiError;
use crate::extract::body;
use crate::lang::ReaderLang;
use crate::puzzles::daily::{date_of, day_of};
use crate::puzzles::near::pick_near;
use crate::puzzles::rating::{rate_attempt, PLAYER_START};
use crate::puzzles::store::{RatedAttempt, Rating, StoredPuzzle};
use crate::ratings::PROVISIONAL_DEVIATION;
use crate::site::Site;
use crate::words::phrase;

/// Puzzles near the player's rating the next one is drawn from.
const NEAREST: usize = 8;
/// The most moves an attempt may send, and the longest a move may be.
const MAX_MOVES: usize = 64;
const MAX_MOVE_LEN: usize = 64;
/// Attempts at rating before a busy player and puzzle are given up (each retry
/// follows a change another request made).
const RATING_TRIES: usize = 8;
/// Attempts per page of the history.
const PER_PAGE: usize = 20;
const MAX_PAGE: usize = 100_000;

/// `GET /api/puzzles`: every game and how many puzzles it has.
pub async fn games(State(site): State<Site>) -> Result<Response, ApiError> {
    let counts = site.store.puzzle_counts().await?;
    let games = cubist_games::all()
        .into_iter()
        .map(|info| PuzzleGame {
            game: info.name.to_string(),
            title: info.title.to_string(),
            puzzles: counts
                .iter()
                .find(|(g, _)| g == info.name)
                .map_or(0, |(_, n)| *n),
        })
        .collect();
    Ok(Json(PuzzleGames {
        format: PUZZLES_FORMAT,
        games,
    })
    .into_response())
}

/// `GET /api/puzzles/daily`: the puzzle of the day of each game that has puzzles,
/// the same for everyone until the day on the server's clock changes (UTC).
pub async fn daily(
    State(site): State<Site>,
    ReaderLang(lang): ReaderLang,
) -> Result<Response, ApiError> {
    let day = day_of(site.now_ms());
    let stored = site.store.daily_puzzles(day).await?;
    let mut puzzles = Vec::with_capacity(stored.len());
    for info in cubist_games::all() {
        let Some(p) = stored.iter().find(|p| p.game == info.name) else {
            continue;
        };
        let puzzle = parse(p)?;
        let start = puzzle.clone();
        let board = blocking(move || cubist_session::puzzle_board_in(&start, lang)).await?;
        puzzles.push(DailyPuzzle {
            seat_name: seat_name(&puzzle, lang),
            themes_said: themes_said(&puzzle, lang),
            id: puzzle.id,
            game: puzzle.game,
            title: info.title.to_string(),
            goal: puzzle.goal,
            themes: puzzle.themes,
            rating: p.skill.rating.round() as i64,
            svg: board.svg,
        });
    }
    Ok(in_lang(
        Json(PuzzleDaily {
            format: PUZZLES_FORMAT,
            date: date_of(day),
            puzzles,
        })
        .into_response(),
    ))
}

/// A reply whose words follow the reader's language, marked so that caches keep one
/// per language.
fn in_lang(mut reply: Response) -> Response {
    reply.headers_mut().append(
        axum::http::header::VARY,
        axum::http::HeaderValue::from_static(crate::lang::VARY_BY),
    );
    reply
}

/// The name in `lang` of the seat that solves `puzzle` (`Light`).
fn seat_name(puzzle: &Puzzle, lang: Lang) -> String {
    cubist_games::decode(&puzzle.game, &puzzle.position)
        .map(|g| g.seat_name_in(puzzle.solver - 1, lang))
        .unwrap_or_default()
}

/// `puzzle`'s themes said in `lang`, in the same order; a theme its game has no
/// words for (or a game no longer known) as it is stored.
fn themes_said(puzzle: &Puzzle, lang: Lang) -> Vec<String> {
    let info = cubist_games::info(&puzzle.game).ok();
    puzzle
        .themes
        .iter()
        .map(|t| {
            info.as_ref()
                .map_or_else(|| t.clone(), |i| i.theme_in(t, lang))
        })
        .collect()
}

/// `GET /api/puzzles/{game}/next`: a puzzle for the player, without its solution.
pub async fn next(
    State(site): State<Site>,
    Path(game): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
) -> Result<Response, ApiError> {
    let info = cubist_games::info(&game)
        .ok()
        .filter(|i| i.name == game)
        .ok_or_else(|| {
            ApiError::new(StatusCode::NOT_FOUND, phrase!("no-game-named", game = game))
        })?;
    let account = me.as_ref().map(|a| a.id.as_str());
    let near = match account {
        Some(id) => site.store.puzzle_skill(id, info.name).await?,
        None => None,
    }
    .map_or(PLAYER_START.rating, |s| s.skill.rating);
    let candidates = site
        .store
        .next_puzzles(info.name, account, near, NEAREST)
        .await?;
    let stored = pick_near(&candidates, near, &mut rand::rng()).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            phrase!("no-puzzles", game = info.title),
        )
    })?;
    Ok(in_lang(
        Json(shown(&site, stored, account, lang).await?).into_response(),
    ))
}

/// `GET /api/puzzles/{id}`: that puzzle, without its solution, to try again (the
/// player's history links to it).
pub async fn one(
    State(site): State<Site>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
) -> Result<Response, ApiError> {
    let stored = served(&site, &id).await?;
    let account = me.as_ref().map(|a| a.id.as_str());
    Ok(in_lang(
        Json(shown(&site, &stored, account, lang).await?).into_response(),
    ))
}

/// Puzzle `id`, if it is served: `404` for an unknown id, `410` for a retired one (no
/// set holds it any more; the attempts on it stay in the players' histories).
async fn served(site: &Site, id: &str) -> Result<StoredPuzzle, ApiError> {
    let stored =
        site.store.puzzle(id).await?.ok_or_else(|| {
            ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-puzzle", id = id))
        })?;
    if stored.retired {
        return Err(ApiError::new(StatusCode::GONE, phrase!("puzzle-retired")));
    }
    Ok(stored)
}

/// A stored puzzle as the solver is shown it, its words in `lang`: rated for
/// `account` unless it has a rated attempt on it already.
async fn shown(
    site: &Site,
    stored: &StoredPuzzle,
    account: Option<&str>,
    lang: Lang,
) -> Result<PuzzleNext, ApiError> {
    let puzzle = parse(stored)?;
    let title =
        cubist_games::info(&puzzle.game).map_or_else(|_| puzzle.game.clone(), |i| i.title.into());
    let rated = match account {
        Some(id) => !site.store.rated_attempt(id, &stored.id).await?,
        None => false,
    };
    let start = puzzle.clone();
    let board = blocking(move || cubist_session::puzzle_board_in(&start, lang)).await?;
    let seat = puzzle.solver;
    let seat_name = seat_name(&puzzle, lang);
    let themes_said = themes_said(&puzzle, lang);
    Ok(PuzzleNext {
        format: PUZZLES_FORMAT,
        id: puzzle.id,
        game: puzzle.game,
        title,
        seat,
        seat_name,
        goal: puzzle.goal,
        themes: puzzle.themes,
        themes_said,
        rating: stored.skill.rating.round() as i64,
        board,
        rated,
    })
}

/// `POST /api/puzzles/{id}/attempt` `{"moves": [...]}`: the verdict on the solver's
/// moves so far; a finished attempt of a signed-in player is stored and, the first
/// time on this puzzle, rated.
pub async fn attempt(
    State(site): State<Site>,
    Path(id): Path<String>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
    json: Result<Json<AttemptRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let moves = body(json)?.moves;
    check_moves(&moves)?;
    let stored = served(&site, &id).await?;
    let puzzle = parse(&stored)?;
    let attempt: PuzzleAttempt =
        blocking(move || cubist_session::attempt_puzzle_in(&puzzle, &moves, lang)).await?;
    let solved = attempt.result == AttemptResult::Solved;
    let over = attempt.result != AttemptResult::Right;
    let (mut rating, mut player) = (None, None);
    if over {
        rating = Some(stored.skill.rating.round() as i64);
        if let Some(me) = &me {
            let (change, puzzle_rating) = finish(&site, me, &stored, solved).await?;
            player = change;
            rating = puzzle_rating.or(rating);
        }
    }
    Ok(Json(AttemptReply {
        format: PUZZLES_FORMAT,
        id: stored.id,
        solved,
        attempt,
        rating,
        player,
    })
    .into_response())
}

/// Store a signed-in player's finished attempt: rated the first time (the player's
/// change and the puzzle's new rating), unrated after.
async fn finish(
    site: &Site,
    me: &Account,
    stored: &StoredPuzzle,
    solved: bool,
) -> Result<(Option<RatingChange>, Option<i64>), ApiError> {
    let mut puzzle = stored.clone();
    for _ in 0..RATING_TRIES {
        let now_ms = site.now_ms();
        let attempt_id = crate::tokens::new_id();
        if site.store.rated_attempt(&me.id, &puzzle.id).await? {
            site.store
                .unrated_attempt(&attempt_id, &me.id, &puzzle, solved, now_ms)
                .await?;
            return Ok((None, None));
        }
        let player = site.store.puzzle_skill(&me.id, &puzzle.game).await?;
        let before = player.map_or(PLAYER_START, |p| p.skill);
        let (player_after, puzzle_after) = rate_attempt(before, puzzle.skill, solved);
        let rated = RatedAttempt {
            id: &attempt_id,
            account_id: &me.id,
            puzzle: &puzzle,
            player,
            player_after,
            puzzle_after,
            solved,
            now_ms,
        };
        match site.store.rate_attempt(rated).await? {
            Rating::Rated => {
                let change = RatingChange {
                    before: before.rating,
                    after: player_after.rating,
                    change: player_after.rating - before.rating,
                };
                return Ok((Some(change), Some(puzzle_after.rating.round() as i64)));
            }
            Rating::AlreadyRated => continue,
            Rating::Moved => {
                puzzle = site.store.puzzle(&puzzle.id).await?.unwrap_or(puzzle);
            }
        }
    }
    Err(ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        phrase!("ratings-busy"),
    ))
}

#[derive(Deserialize)]
pub struct HistoryQuery {
    pub page: Option<usize>,
}

/// `GET /api/me/puzzles?page=N`: the player's puzzle ratings and attempts.
pub async fn history(
    State(site): State<Site>,
    SignedIn(me): SignedIn,
    query: Result<Query<HistoryQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    let q = crate::extract::query(query)?;
    let me =
        me.ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, phrase!("sign-in-for-puzzles")))?;
    let page = q.page.unwrap_or(1);
    if !(1..=MAX_PAGE).contains(&page) {
        return Err(ApiError::bad_request(phrase!(
            "page-out-of-range",
            max = MAX_PAGE
        )));
    }
    let skills = site.store.puzzle_skills(&me.id).await?;
    let (rows, total) = site
        .store
        .attempts_of(&me.id, (page - 1) * PER_PAGE, PER_PAGE)
        .await?;
    let ratings = skills
        .into_iter()
        .map(|(game, s)| PuzzleRating {
            title: cubist_games::info(&game).map_or_else(|_| game.clone(), |i| i.title.into()),
            game,
            rating: s.skill.rating,
            deviation: s.skill.deviation,
            provisional: s.skill.deviation > PROVISIONAL_DEVIATION,
            attempts: s.attempts,
        })
        .collect();
    let items = rows
        .into_iter()
        .map(|r| AttemptLine {
            puzzle: r.puzzle_id,
            game: r.game,
            solved: r.solved,
            rated: r.rated,
            rating: r.rating_after,
            rating_change: r.rating_after.zip(r.rating_before).map(|(a, b)| a - b),
            at_ms: r.at_ms,
        })
        .collect();
    Ok(Json(PuzzleHistory {
        format: PUZZLES_FORMAT,
        ratings,
        page,
        per_page: PER_PAGE,
        total,
        items,
    })
    .into_response())
}

/// Moves a client may send: a few, each short.
fn check_moves(moves: &[String]) -> Result<(), ApiError> {
    if moves.is_empty() {
        return Err(ApiError::bad_request(phrase!("moves-empty")));
    }
    if moves.len() > MAX_MOVES {
        return Err(ApiError::bad_request(
            phrase!("too-many-moves"; n = MAX_MOVES as u32),
        ));
    }
    if let Some(m) = moves.iter().find(|m| m.len() > MAX_MOVE_LEN) {
        return Err(ApiError::bad_request(phrase!(
            "move-too-long",
            start = m.chars().take(16).collect::<String>()
        )));
    }
    Ok(())
}

/// A stored puzzle's JSON, read back (it was checked when loaded).
fn parse(stored: &StoredPuzzle) -> Result<Puzzle, ApiError> {
    serde_json::from_str(&stored.body).map_err(|e| {
        tracing::error!(puzzle = %stored.id, error = %e, "a stored puzzle does not read");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, phrase!("puzzle-broken"))
    })
}

/// Run `work` (it draws pictures) away from the threads that serve requests.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, AttemptError> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|_| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, phrase!("puzzle-failed")))?
        .map_err(|e| match e {
            AttemptError::Move { .. } | AttemptError::TooMany(_) => {
                let why = cubist_words::Args::new().said("reason", move |lang| e.say(lang));
                ApiError::bad_request(crate::words::make("puzzle-attempt-refused", why))
            }
            AttemptError::Broken(_) => {
                tracing::error!(error = %e, "a puzzle cannot be set up");
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, phrase!("puzzle-broken"))
            }
        })
}
