//! The computer seats: played on threads off the async runtime, one round at a time,
//! by the instance holding the game's lease.

use std::sync::Arc;

use cubist_session::{Player, Thinking};

use super::base::Hub;
use super::commands::thread_failed;
use super::live::Live;
use crate::error::ApiError;
use crate::store::{now_ms, Lease};

/// What one turn of a game's computer driver did.
enum Turn {
    /// Computer seats moved.
    Played,
    /// No computer seat has to act.
    Idle,
    /// Nobody attends the game: its computers wait for a person (see `pause.rs`).
    Paused,
    /// Another instance holds the game's lease.
    Elsewhere,
}

impl Hub {
    /// Play the game's computer seats until a person must act or the game ends, while
    /// this instance holds the game's lease. At most one such task runs per game in
    /// an instance.
    pub fn drive(self: &Arc<Self>, live: Arc<Live>) {
        let hub = self.clone();
        tokio::spawn(async move {
            if std::mem::replace(&mut live.lock().await.driving, true) {
                return;
            }
            loop {
                let turn = hub.computer_turn(&live).await;
                // Whether to go on is decided under the lock that a person's move or
                // visit takes too: none is missed between the check and the release.
                let mut g = live.lock().await;
                let again = match turn {
                    Ok(Turn::Played) => true,
                    Ok(Turn::Idle) => !g.computers_to_act().is_empty(),
                    Ok(Turn::Paused) => !g.paused,
                    Ok(Turn::Elsewhere) => false,
                    Err(e) => {
                        tracing::error!(game = %live.id, error = %e.message, "computer move failed");
                        false
                    }
                };
                if !again {
                    g.driving = false;
                    break;
                }
            }
        });
    }

    /// One turn of the driver: nothing to do, another instance's game, or a round of
    /// computer decisions played.
    async fn computer_turn(&self, live: &Arc<Live>) -> Result<Turn, ApiError> {
        {
            let mut g = live.lock().await;
            if g.computers_to_act().is_empty() {
                return Ok(Turn::Idle);
            }
            if self.unattended(live, &mut g) {
                return Ok(Turn::Paused);
            }
        }
        if !self.hold(live).await {
            return Ok(Turn::Elsewhere);
        }
        self.computer_round(live).await?;
        Ok(Turn::Played)
    }

    /// A lease for this instance, from now.
    pub(super) fn lease_from_now(&self) -> Lease {
        Lease {
            owner: self.instance.clone(),
            until_ms: now_ms() + self.lease.as_millis() as i64,
        }
    }

    /// Take or renew the game's lease: whether this instance holds it now.
    async fn hold(&self, live: &Live) -> bool {
        match self
            .store
            .claim(&live.id, &self.lease_from_now(), now_ms())
            .await
        {
            Ok(held) => held,
            Err(e) => {
                tracing::warn!(game = %live.id, error = %e, "lease not renewed");
                false
            }
        }
    }

    /// One round of computer decisions: all decide from the same position, off the
    /// runtime, taking turns with other games' searches, then each is played and
    /// stored. The lease is renewed while they think.
    async fn computer_round(&self, live: &Arc<Live>) -> Result<(), ApiError> {
        let (thinking, level, waits) = {
            let mut m = live.lock().await;
            let seats = m.computers_to_act();
            let level = round_level(m.players(), &seats);
            let mut thinking = Vec::with_capacity(seats.len());
            let mut waits = Vec::with_capacity(seats.len());
            for s in seats {
                let pacing = self.pacing(live);
                waits.push((round_level(m.players(), &[s]), pacing.clone()));
                thinking.push(m.think_paced(s, Some(pacing))?);
            }
            (thinking, level, waits)
        };
        if thinking.is_empty() {
            return Ok(());
        }
        let began = std::time::Instant::now();
        let think = tokio::task::spawn_blocking(move || {
            thinking.into_iter().map(Thinking::wait).collect::<Vec<_>>()
        });
        tokio::pin!(think);
        let mut renew = tokio::time::interval(self.lease / 3);
        renew.tick().await;
        let thoughts = loop {
            tokio::select! {
                done = &mut think => {
                    crate::metrics::thought(level, began.elapsed().as_secs_f64());
                    for (level, pacing) in &waits {
                        crate::metrics::thinking_waited(level, pacing.waited());
                    }
                    break done.map_err(|_| thread_failed())?
                }
                _ = renew.tick() => {
                    self.hold(live).await;
                }
            }
        };
        let mut m = live.lock().await;
        for thought in thoughts {
            let mut next = m.tentative();
            match next.commit(thought?)? {
                Some(played) => {
                    self.persist(live, &mut m, next, &played).await?;
                    live.announce(&m);
                }
                // Nothing to store: the match takes its player back.
                None => m.adopt(next),
            }
        }
        Ok(())
    }
}

/// The level a round of decisions is counted under: the strongest of its seats'
/// levels, or `other` for searches given no level (a budget of their own, `random`).
fn round_level(players: &[Player], seats: &[usize]) -> &'static str {
    seats
        .iter()
        .filter_map(|&s| match players.get(s) {
            Some(Player::Computer(spec)) => spec.level,
            _ => None,
        })
        .max()
        .map_or("other", |level| level.name())
}
