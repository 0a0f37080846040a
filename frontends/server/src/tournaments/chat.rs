//! A tournament's chat (docs/tournaments.md, "Chat"): signed-in players write, anyone
//! reads, and nobody is sent the messages of accounts they block. The text and the
//! rate are a game chat's rules (`crate::chat`); the tournament's socket sends each
//! new message (`socket.rs`).

use std::collections::HashSet;

use axum::http::StatusCode;

use super::chat_store::{Posted, TourChat, MAX_TOURNAMENT_CHAT};
use super::service::Tournaments;
use super::wire::{TournamentChat, TournamentChatLine, TOURNAMENTS_FORMAT};
use crate::accounts::Account;
use crate::chat::check_text;
use crate::error::ApiError;
use crate::words::phrase;

/// The most messages a reader is sent at once: the latest.
pub const CHAT_SHOWN: usize = 100;

impl Tournaments {
    /// `POST /api/tournaments/{id}/chat`: `me` says `text`.
    pub async fn say(
        &self,
        id: &str,
        me: &Account,
        text: &str,
    ) -> Result<TournamentChat, ApiError> {
        let text = check_text(text)?;
        self.find(id).await?;
        let now = self.site.now_ms();
        let taken = self
            .chat_limits
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take(&me.id, now);
        if let Err(wait) = taken {
            crate::metrics::rate_limited("chat");
            return Err(ApiError::too_many(phrase!("too-many-chat-messages"), wait));
        }
        let posted = self
            .site
            .store
            .post_tournament_chat(id, &me.id, &me.name, &text, now)
            .await?;
        let number = match posted {
            Posted::Stored(n) => n,
            Posted::Full => {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    phrase!("tournament-chat-full", n = MAX_TOURNAMENT_CHAT),
                ))
            }
            Posted::Gone => {
                return Err(ApiError::new(
                    StatusCode::NOT_FOUND,
                    phrase!("no-such-tournament"),
                ))
            }
        };
        Ok(TournamentChat {
            format: TOURNAMENTS_FORMAT,
            messages: vec![TournamentChatLine {
                id: number,
                name: me.name.clone(),
                text,
                at_ms: now,
            }],
        })
    }

    /// `GET /api/tournaments/{id}/chat`: the latest messages, less those of the
    /// accounts `reader` blocks.
    pub async fn chat(
        &self,
        id: &str,
        reader: Option<&Account>,
    ) -> Result<TournamentChat, ApiError> {
        self.find(id).await?;
        let hidden = self.hidden_from(reader).await?;
        let all = self.site.store.tournament_chat(id, CHAT_SHOWN).await?;
        Ok(TournamentChat {
            format: TOURNAMENTS_FORMAT,
            messages: shown(&all, &hidden, 0),
        })
    }

    /// The accounts `reader` blocks; none for a guest.
    pub async fn hidden_from(&self, reader: Option<&Account>) -> Result<HashSet<String>, ApiError> {
        Ok(match reader {
            Some(me) => self.site.store.hidden_from(&me.id).await?,
            None => HashSet::new(),
        })
    }

    /// A moderator's read: every message kept, with nothing hidden.
    pub async fn whole_chat(&self, id: &str) -> Result<TournamentChat, ApiError> {
        self.find(id).await?;
        let all = self
            .site
            .store
            .tournament_chat(id, MAX_TOURNAMENT_CHAT as usize)
            .await?;
        Ok(TournamentChat {
            format: TOURNAMENTS_FORMAT,
            messages: shown(&all, &HashSet::new(), 0),
        })
    }
}

/// The messages numbered above `after` as a reader who blocks `hidden` sees them.
pub fn shown(all: &[TourChat], hidden: &HashSet<String>, after: u64) -> Vec<TournamentChatLine> {
    all.iter()
        .filter(|m| m.number > after && !hidden.contains(&m.account_id))
        .map(|m| TournamentChatLine {
            id: m.number,
            name: m.name.clone(),
            text: m.text.clone(),
            at_ms: m.at_ms,
        })
        .collect()
}
