//! A tournament table's game: made as quick play makes its games, every seat held
//! by its player's account from the start.

use std::sync::Arc;

use cubist_core::{OptionPairs, TimeControl};
use cubist_session::{Departure, Match, Player};

use super::rounds_store::NewTable;
use super::store::{Entrant, StoredTournament};
use crate::error::ApiError;
use crate::hub::{GameSpec, Hub, Prepared};
use crate::store::NewGame;
use crate::tokens;

/// A table ready to store, with the matches to start once the round is stored.
pub struct Made {
    pub tables: Vec<NewTable>,
    pub matches: Vec<(NewGame, Match, Vec<Option<String>>)>,
}

/// What the tables of a round are: players in seat order, with a result already for
/// a bye or a forfeit (no game then).
pub struct Planned {
    pub players: Vec<String>,
    pub result: Option<Vec<u32>>,
}

/// Prepare the games of `planned` tables (not stored yet).
pub async fn make(
    hub: &Arc<Hub>,
    t: &StoredTournament,
    entrants: &[Entrant],
    planned: Vec<Planned>,
) -> Result<Made, ApiError> {
    let options: OptionPairs = serde_json::from_str(&t.t.options).map_err(|_| damaged())?;
    let control: Option<TimeControl> = match t.t.clock.as_deref() {
        Some(text) => Some(serde_json::from_str(text).map_err(|_| damaged())?),
        None => None,
    };
    let name_of = |account: &str| {
        entrants
            .iter()
            .find(|e| e.account_id == account)
            .map(|e| e.name.clone())
    };
    let mut made = Made {
        tables: Vec::new(),
        matches: Vec::new(),
    };
    for plan in planned {
        if plan.result.is_some() {
            made.tables.push(NewTable {
                players: plan.players,
                game: None,
                result: plan.result,
            });
            continue;
        }
        let Prepared { mut new, m } = hub
            .prepare(GameSpec {
                game: t.t.game.clone(),
                options: options.clone(),
                players: vec![Player::Human; plan.players.len()],
                departure: Departure {
                    away_ms: hub.away_ms(),
                    ..Departure::default()
                },
                control,
                rated: t.t.rated,
            })
            .await?;
        // Nobody holds these tokens: the accounts open their seats.
        new.tokens = plan
            .players
            .iter()
            .map(|_| Some(tokens::hash(&tokens::new_token())))
            .collect();
        new.accounts = plan.players.iter().cloned().map(Some).collect();
        let names = plan.players.iter().map(|p| name_of(p)).collect();
        made.tables.push(NewTable {
            players: plan.players,
            game: Some(new.clone()),
            result: None,
        });
        made.matches.push((new, m, names));
    }
    Ok(made)
}

fn damaged() -> ApiError {
    tracing::error!("a stored tournament does not read");
    ApiError::new(
        axum::http::StatusCode::INTERNAL_SERVER_ERROR,
        crate::words::phrase!("tournament-damaged"),
    )
}
