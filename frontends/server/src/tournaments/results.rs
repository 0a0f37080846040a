//! A player's tournaments, for their page: each listed tournament they entered, with
//! their place in it, computed from the record like every view.

use super::service::{damaged, Tournaments};
use super::view::{summary, view};
use super::wire::{PlayerResult, PlayerTournaments, TOURNAMENTS_FORMAT};
use crate::error::ApiError;
use crate::players::no_player;

/// The most tournaments listed on a player's page.
const PLAYER_LISTED: usize = 20;

impl Tournaments {
    /// `GET /api/players/{name}/tournaments`.
    pub async fn of_player(&self, name: &str) -> Result<PlayerTournaments, ApiError> {
        let missing = || no_player(name);
        if name.is_empty() || name.len() > 64 {
            return Err(missing());
        }
        let account = self
            .site
            .store
            .account_named(name)
            .await?
            .ok_or_else(missing)?;
        let mut tournaments = Vec::new();
        for t in self
            .site
            .store
            .tournaments_entered(&account.id, PLAYER_LISTED)
            .await?
        {
            let entrants = self.site.store.entrants(&t.t.id).await?;
            let tables = self.site.store.tournament_tables(&t.t.id).await?;
            let v = view(&t, &entrants, &tables).map_err(|e| damaged(&e.to_string()))?;
            let Some(entered) = entrants.iter().find(|e| e.account_id == account.id) else {
                continue;
            };
            let Some(line) = v.players.iter().find(|p| p.name == entered.name) else {
                continue;
            };
            let count = entrants.iter().filter(|e| !e.withdrawn).count();
            tournaments.push(PlayerResult {
                tournament: summary(&t, count),
                rank: line.rank,
                score: line.score,
                played: line.played,
                withdrawn: line.withdrawn,
            });
        }
        Ok(PlayerTournaments {
            format: TOURNAMENTS_FORMAT,
            name: account.name,
            tournaments,
        })
    }
}
