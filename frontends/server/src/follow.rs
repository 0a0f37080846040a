//! Following the changes other instances store (PostgreSQL `LISTEN`).
//!
//! Every stored action or take-back is announced on [`CHANGES`] from its own
//! transaction, so an announcement never arrives before the change can be read. Each
//! instance reloads the games it holds when another one changes them, and tells their
//! watchers. When the connection drops, announcements may be lost in between: once it
//! is back, every game held is reloaded.

use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;

use crate::hub::Hub;
use crate::store::CHANGES;

/// Follow the database at `url` until the process ends.
pub async fn follow(url: String, hub: Arc<Hub>) {
    loop {
        match listen(&url).await {
            Ok(listener) => {
                // Anything may have changed while no one listened.
                hub.catch_up_all().await;
                if let Err(e) = receive(listener, &hub).await {
                    tracing::warn!(error = %e, "lost the database's announcements");
                }
            }
            Err(e) => tracing::warn!(error = %e, "cannot listen to the database"),
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

async fn listen(url: &str) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect(url).await?;
    listener.listen(CHANGES).await?;
    Ok(listener)
}

/// Handle announcements until the connection fails for good.
async fn receive(mut listener: PgListener, hub: &Arc<Hub>) -> Result<(), sqlx::Error> {
    loop {
        match listener.try_recv().await? {
            Some(note) => {
                if let Some(change) = Change::parse(note.payload()) {
                    if let Some(live) = hub.cached(change.id) {
                        let hub = hub.clone();
                        let (ply, undo) = (change.ply, change.undo);
                        tokio::spawn(async move { hub.catch_up(live, ply, undo).await });
                    }
                }
            }
            // The connection dropped and was made again: some may be lost.
            None => hub.catch_up_all().await,
        }
    }
}

/// One announcement: `ID PLY` or `ID PLY undo`.
#[derive(Debug, PartialEq)]
struct Change<'a> {
    id: &'a str,
    ply: usize,
    undo: bool,
}

impl<'a> Change<'a> {
    fn parse(payload: &'a str) -> Option<Change<'a>> {
        let mut words = payload.split(' ');
        let id = words.next()?;
        let ply = words.next()?.parse().ok()?;
        let undo = match words.next() {
            None => false,
            Some("undo") => true,
            Some(_) => return None,
        };
        words.next().is_none().then_some(Change { id, ply, undo })
    }
}

#[cfg(test)]
mod tests {
    use super::Change;

    #[test]
    fn announcements_are_read_and_anything_else_is_ignored() {
        assert_eq!(
            Change::parse("abc 12"),
            Some(Change {
                id: "abc",
                ply: 12,
                undo: false
            })
        );
        assert_eq!(
            Change::parse("abc 3 undo"),
            Some(Change {
                id: "abc",
                ply: 3,
                undo: true
            })
        );
        for bad in [
            "",
            "abc",
            "abc x",
            "abc 3 redo",
            "abc 3 undo more",
            "abc -1",
        ] {
            assert_eq!(Change::parse(bad), None, "{bad:?}");
        }
    }
}
