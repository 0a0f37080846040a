//! A tournament as asked for, checked: every refusal a phrase with a stable code,
//! before anything is stored.

use axum::http::StatusCode;
use cubist_core::TimeControl;

use super::entry::check_entry_settings;
use super::settings::{DAYS_AHEAD, LATE_START_MS, MINUTES, ROUNDS};
use super::wire::{ClockText, CreateTournament, Kind};
use crate::error::ApiError;
use crate::requests::{control_of, option_pairs};
use crate::wire::ClockRequest;
use crate::words::phrase;

/// What a valid request settles: the options as the game writes them (JSON), the
/// time control (JSON) and the table's seats.
pub struct Checked {
    pub options: String,
    pub clock: Option<String>,
    pub table: usize,
}

/// Check `req` at `now_ms`.
pub fn check(req: &CreateTournament, now_ms: u64) -> Result<Checked, ApiError> {
    let pairs = option_pairs(&req.options)?;
    let game = cubist_games::create(&req.game, &pairs, 0).map_err(crate::error::bad_game)?;
    let seats = game.num_players();
    let clock = req.clock.clone().map(|c| match c {
        ClockText::Preset(text) => ClockRequest::Preset(text),
        ClockText::Control(control) => ClockRequest::Control(control),
    });
    let control: Option<TimeControl> = control_of(clock.as_ref())?;
    let table = req.table.unwrap_or(seats);
    if table != seats {
        return Err(ApiError::bad_request(phrase!(
            "tournament-table-size",
            seats = seats
        )));
    }
    if table != 2 {
        return Err(ApiError::bad_request(phrase!("tournament-table-not-yet")));
    }
    check_length(req)?;
    check_entry_settings(req)?;
    let latest = now_ms + DAYS_AHEAD * 24 * 3_600_000;
    if req.starts_at + LATE_START_MS < now_ms || req.starts_at > latest {
        return Err(ApiError::bad_request(phrase!(
            "tournament-starts-at-range",
            days = DAYS_AHEAD
        )));
    }
    Ok(Checked {
        options: serde_json::to_string(&game.options()).expect("options serialise"),
        clock: control.map(|c| serde_json::to_string(&c).expect("controls serialise")),
        table,
    })
}

/// An arena's minutes and a Swiss's rounds: each required where it applies, within
/// its bounds, and refused elsewhere.
fn check_length(req: &CreateTournament) -> Result<(), ApiError> {
    let bad = |p| Err(ApiError::bad_request(p));
    match (req.kind, req.minutes) {
        (Kind::Arena, None) => return bad(phrase!("tournament-minutes-needed")),
        (Kind::Arena, Some(m)) if !(MINUTES.0..=MINUTES.1).contains(&m) => {
            return bad(phrase!(
                "tournament-minutes-range",
                lo = MINUTES.0,
                hi = MINUTES.1
            ))
        }
        (Kind::Swiss | Kind::RoundRobin, Some(_)) => {
            return bad(phrase!("tournament-minutes-not-arena"))
        }
        _ => {}
    }
    match (req.kind, req.rounds) {
        (Kind::Swiss, None) => bad(phrase!("tournament-rounds-needed")),
        (Kind::Swiss, Some(r)) if !(ROUNDS.0..=ROUNDS.1).contains(&r) => bad(phrase!(
            "tournament-rounds-range",
            lo = ROUNDS.0,
            hi = ROUNDS.1
        )),
        (Kind::Arena | Kind::RoundRobin, Some(_)) => bad(phrase!("tournament-rounds-not-swiss")),
        _ => Ok(()),
    }
}

/// 401 for a guest.
pub fn signed_in<T>(me: Option<T>) -> Result<T, ApiError> {
    me.ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, phrase!("tournament-sign-in")))
}
