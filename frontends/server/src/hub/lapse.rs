//! Instances that stopped without a word (killed, or cut off): each instance says
//! every [`ALIVE_BEAT`] that it is alive; one whose stamp has not moved for the
//! lapse, as seen by another, has stopped, and the sockets it held are dropped and
//! announced, so that every instance shows those seats offline. An instance that was
//! itself silent that long stores its sockets again (see `clocks.rs`).

use std::collections::HashMap;
use std::sync::Arc;

use tokio::time::Instant;

use super::base::Hub;
use super::clocks::ALIVE_BEAT;

/// Each instance holding sockets: its last alive stamp, and when this instance saw
/// that stamp first.
#[derive(Default)]
struct Stamps(HashMap<String, (u64, Instant)>);

impl Stamps {
    /// The instances whose stamp has not moved for `lapse` up to `now`, among
    /// `holding` (each with its stamp); the others are noted.
    fn lapsed(
        &mut self,
        holding: Vec<(String, u64)>,
        now: Instant,
        lapse: std::time::Duration,
    ) -> Vec<String> {
        self.0.retain(|id, _| holding.iter().any(|(h, _)| h == id));
        let mut lapsed = Vec::new();
        for (id, alive) in holding {
            let seen = self.0.entry(id.clone()).or_insert((alive, now));
            if seen.0 != alive {
                *seen = (alive, now);
            } else if now.duration_since(seen.1) >= lapse {
                self.0.remove(&id);
                lapsed.push(id);
            }
        }
        lapsed
    }
}

impl Hub {
    /// Every [`ALIVE_BEAT`]: drop the sockets of the instances that stopped. Runs
    /// until the process ends.
    pub async fn drop_stopped_instances_forever(self: Arc<Self>) {
        let mut tick = tokio::time::interval(ALIVE_BEAT);
        let mut stamps = Stamps::default();
        loop {
            tick.tick().await;
            let holding = match self.store.instances_holding_sockets().await {
                Ok(h) => h,
                Err(e) => {
                    tracing::warn!(error = %e, "instances holding sockets not read");
                    continue;
                }
            };
            let others = holding
                .into_iter()
                .filter(|(id, _)| *id != self.instance)
                .collect();
            for id in stamps.lapsed(others, Instant::now(), self.lapse) {
                match self.store.drop_presence_of(&id).await {
                    Ok(games) => {
                        tracing::info!(instance = %id, games = games.len(), "a stopped instance's sockets dropped");
                    }
                    Err(e) => tracing::warn!(instance = %id, error = %e, "sockets not dropped"),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn an_instance_lapses_when_its_stamp_stands_still_for_the_lapse() {
        let lapse = Duration::from_secs(5);
        let t0 = Instant::now();
        let at = |s: u64| t0 + Duration::from_secs(s);
        let mut stamps = Stamps::default();
        let held = |a: u64, b: u64| vec![("a".to_string(), a), ("b".to_string(), b)];
        assert!(stamps.lapsed(held(10, 10), at(0), lapse).is_empty());
        // `a` goes on beating, `b` stands still.
        assert!(stamps.lapsed(held(14, 10), at(4), lapse).is_empty());
        assert_eq!(stamps.lapsed(held(15, 10), at(5), lapse), ["b"]);
        // `a`'s stamp moved at 5 s: it lapses only 5 s after that.
        assert!(stamps.lapsed(held(15, 10), at(9), lapse).is_empty());
        assert_eq!(stamps.lapsed(held(15, 10), at(10), lapse), ["a"]);
    }
}
