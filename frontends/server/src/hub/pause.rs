//! Games nobody attends stop thinking: with no socket open on the game and no
//! person's request for `--idle-pause`, its computer seats start no new decision
//! (one under way ends as usual). A person's request or socket brings them back.
//! A game with no person's seat at all (computers playing each other) is kept going
//! only by its watchers, so it pauses after `--idle-pause-computers`, sooner.
//! Without this, computer-against-computer games a visitor started and left would
//! keep the machine busy for nobody; a restart takes such a game up only if a
//! person is there (`sync.rs`).

use std::sync::Arc;

use cubist_session::Player;

use super::base::Hub;
use super::live::{Live, LiveGame};
use crate::error::ApiError;

impl Hub {
    /// The game `id` for a person's request or socket: it counts as the person
    /// being there, so a paused game thinks again.
    pub async fn visit(self: &Arc<Self>, id: &str) -> Result<Arc<Live>, ApiError> {
        let live = self.get(id).await?;
        let mut g = live.lock().await;
        g.person_ms = self.now();
        let was_paused = std::mem::take(&mut g.paused);
        drop(g);
        if was_paused {
            tracing::info!(game = %live.id, "a person is back: computers think again");
            self.drive(live.clone());
        }
        Ok(live)
    }

    /// Whether the game's computers should wait for a person: nobody has a socket
    /// open on it and nobody asked for it for the idle pause. Marks it paused.
    pub(super) fn unattended(&self, live: &Live, g: &mut LiveGame) -> bool {
        if live.watched() {
            return false;
        }
        let idle = self.now().saturating_sub(g.person_ms);
        let pause = if g.players().iter().any(Player::is_human) {
            self.thinking.idle_pause
        } else {
            self.thinking.idle_pause_computers
        };
        if idle < pause.as_millis() as u64 {
            return false;
        }
        if !std::mem::replace(&mut g.paused, true) {
            tracing::info!(game = %live.id, idle_ms = idle, "nobody is here: computers wait");
        }
        true
    }

    /// Games in memory whose computers wait for a person.
    pub async fn paused_count(&self) -> usize {
        let mut paused = 0;
        for live in self.held() {
            paused += usize::from(live.lock().await.paused);
        }
        paused
    }
}
