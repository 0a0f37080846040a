//! Reading what clients ask for into the session's terms: options, players, what
//! happens to seats whose players leave, time controls, and the links of seats.

use std::collections::BTreeMap;
use std::time::Duration;

use cubist_ai::levels::perfect_state_limit;
use cubist_ai::{AgentKind, AgentSpec, Budget};
use cubist_core::{parse_time_control, OptionPairs, Seat, TimeControl};
use cubist_session::{Departure, Player, StandIn};

use crate::error::ApiError;
use crate::wire::{option_text, ClockRequest, CreateGameRequest};
use crate::words::phrase;

/// A seat's away time unless the server or the game says otherwise.
pub const DEFAULT_AWAY: Duration = Duration::from_secs(60);
/// The shortest away time a server or a game may set (tests use short ones).
pub const MIN_AWAY: Duration = Duration::from_millis(100);
/// The longest away time a game may set: a week.
pub const MAX_AWAY: Duration = Duration::from_secs(7 * 24 * 3600);

/// The longest a network client may ask a computer player to think per move.
const MAX_AGENT_TIME_MS: u128 = 10_000;
/// The largest work budget a network client may ask for.
const MAX_AGENT_WORK: u64 = 10_000_000;
/// The most states the perfect player may memoise for a game of this server: it
/// solves the game when the game is created (off the request threads, holding no
/// database connection), and a larger option set is refused there in plain words.
/// docs/server.md gives the time and memory this takes.
pub const PERFECT_STATES: usize = 250_000;

pub fn options_of(req: &CreateGameRequest) -> Result<OptionPairs, ApiError> {
    option_pairs(&req.options)
}

/// Options as a client sends them (text or numbers), as the games read them.
pub fn option_pairs(
    options: &BTreeMap<String, serde_json::Value>,
) -> Result<OptionPairs, ApiError> {
    options
        .iter()
        .map(|(k, v)| {
            option_text(v)
                .map(|t| (k.clone(), t))
                .ok_or_else(|| ApiError::bad_request(phrase!("bad-option", option = k)))
        })
        .collect()
}

/// A seat from a client: `human`, or an agent within the server's limits.
pub fn player_of(text: &str) -> Result<Player, ApiError> {
    let player: Player = text.parse().map_err(|e: cubist_ai::AgentError| {
        ApiError::bad_request(phrase!("bad-agent", reason = e))
    })?;
    Ok(match player {
        Player::Computer(spec) => Player::Computer(remote_agent(spec)?),
        human => human,
    })
}

/// What happens to seats whose players leave or stay away, as a new game asks; the
/// server's `away` unless the game sets its own.
pub fn departure_of(req: &CreateGameRequest, away: Duration) -> Result<Departure, ApiError> {
    if req.rated && req.away_ms.is_some() {
        // A creator's short away time would let them win by claim at once.
        return Err(ApiError::bad_request(phrase!("rated-away")));
    }
    let away_ms = req.away_ms.unwrap_or(away.as_millis() as u64);
    if !(MIN_AWAY.as_millis()..=MAX_AWAY.as_millis()).contains(&u128::from(away_ms)) {
        return Err(ApiError::bad_request(phrase!(
            "bad-away",
            min = MIN_AWAY.as_millis(),
            max = MAX_AWAY.as_millis()
        )));
    }
    let defaults = Departure::default();
    let stand_in = match req.stand_in.as_deref() {
        None => defaults.stand_in,
        Some(text) => {
            let stand_in: StandIn = text.parse().map_err(|e: cubist_ai::AgentError| {
                ApiError::bad_request(phrase!("bad-stand-in-agent", reason = e))
            })?;
            match stand_in {
                StandIn::Computer(spec) => StandIn::Computer(remote_agent(spec)?),
                other => other,
            }
        }
    };
    Ok(Departure {
        away_ms,
        stand_in,
        hand_back: req.hand_back.unwrap_or(defaults.hand_back),
    })
}

/// A network client's computer player, checked: no search that would hold the
/// machine, and the perfect player within [`PERFECT_STATES`] (written into its spec,
/// so the stored game says how it was played).
fn remote_agent(mut spec: AgentSpec) -> Result<AgentSpec, ApiError> {
    check_remote_agent(&spec)?;
    if spec.kind == AgentKind::Perfect {
        let asked = perfect_state_limit(&spec)
            .map_err(|e| ApiError::bad_request(phrase!("bad-agent", reason = e)))?;
        if spec.params.contains_key("states") && asked > PERFECT_STATES {
            return Err(ApiError::bad_request(phrase!(
                "perfect-states",
                agent = spec,
                n = PERFECT_STATES
            )));
        }
        spec.params
            .insert("states".into(), asked.min(PERFECT_STATES).to_string());
    }
    Ok(spec)
}

/// A network client may not ask for searches that would hold the machine.
fn check_remote_agent(spec: &AgentSpec) -> Result<(), ApiError> {
    let too_much = match spec.budget {
        Some(Budget::Time(d)) => d.as_millis() > MAX_AGENT_TIME_MS,
        Some(Budget::Iterations(n)) => n > MAX_AGENT_WORK,
        None => false,
    };
    let threads = spec.params.get("threads").map(String::as_str);
    let cores = cubist_ai::levels::all_cores();
    let too_many_threads =
        threads.is_some_and(|t| t != "max" && t.parse::<usize>().map_or(true, |n| n > cores));
    if too_much || too_many_threads {
        return Err(ApiError::bad_request(phrase!(
            "agent-too-strong",
            agent = spec,
            seconds = MAX_AGENT_TIME_MS / 1000,
            work = MAX_AGENT_WORK,
            threads = cores
        )));
    }
    Ok(())
}

/// The link a seat's player opens.
pub fn seat_url(id: &str, seat: Seat, token: &str) -> String {
    format!("/play/{id}?seat={}&token={token}", seat + 1)
}

/// The time control a client asked for: none if untimed.
pub fn time_control_of(req: &CreateGameRequest) -> Result<Option<TimeControl>, ApiError> {
    control_of(req.clock.as_ref())
}

/// A time control as a client writes it, checked: none if untimed.
pub fn control_of(clock: Option<&ClockRequest>) -> Result<Option<TimeControl>, ApiError> {
    let control = match clock {
        None => None,
        Some(ClockRequest::Preset(text)) => parse_time_control(text).map_err(bad_clock)?,
        Some(ClockRequest::Control(control)) => Some(*control),
    };
    control
        .map(TimeControl::checked)
        .transpose()
        .map_err(bad_clock)
}

/// A time control refused, said in the reader's language.
fn bad_clock(e: cubist_core::TimeControlError) -> ApiError {
    ApiError::bad_request(crate::error::said("bad-clock", move |lang| e.say(lang)))
}
