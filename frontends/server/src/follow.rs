//! Following the changes other instances store (PostgreSQL `LISTEN`).
//!
//! Every stored action, take-back, seat event, presence change, rematch offer and chat
//! message is announced on [`CHANGES`] from its own transaction, so an announcement
//! never arrives before the change can be read. Each instance reloads the games it
//! holds when another one changes them (reads their new chat messages), and tells
//! their watchers. When the connection drops, announcements may be lost in between:
//! once it is back, every game held is reloaded.

use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;

use crate::chat::Chat;
use crate::hub::{Announced, Hub};
use crate::store::CHANGES;

/// Follow the database at `url` until the process ends.
pub async fn follow(url: String, hub: Arc<Hub>, chat: Arc<Chat>) {
    loop {
        match listen(&url).await {
            Ok(listener) => {
                // Anything may have changed while no one listened.
                catch_up_all(&hub, &chat).await;
                if let Err(e) = receive(listener, &hub, &chat).await {
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
async fn receive(
    mut listener: PgListener,
    hub: &Arc<Hub>,
    chat: &Arc<Chat>,
) -> Result<(), sqlx::Error> {
    loop {
        match listener.try_recv().await? {
            Some(note) => {
                if let Some(change) = Change::parse(note.payload()) {
                    follow_change(hub, chat, change);
                }
            }
            // The connection dropped and was made again: some may be lost.
            None => catch_up_all(hub, chat).await,
        }
    }
}

/// Hand one announced change to whoever keeps what it changed on this instance.
fn follow_change(hub: &Arc<Hub>, chat: &Arc<Chat>, change: Change<'_>) {
    if change.what == Announced::Chat {
        let (chat, id) = (chat.clone(), change.id.to_string());
        tokio::spawn(async move { chat.deliver(&id).await });
    } else if let Some(live) = hub.cached(change.id) {
        let hub = hub.clone();
        let what = change.what;
        tokio::spawn(async move { hub.catch_up(live, what).await });
    }
}

/// Every game held reloaded, and every chat followed here read again.
async fn catch_up_all(hub: &Arc<Hub>, chat: &Chat) {
    chat.deliver_all().await;
    hub.catch_up_all().await;
}

/// One announcement: `ID EVENTS PLY`, then `undo`, `seats`, `presence`, `rematch`
/// or `chat` for a change other than stored actions.
#[derive(Debug, PartialEq)]
struct Change<'a> {
    id: &'a str,
    what: Announced,
}

impl<'a> Change<'a> {
    fn parse(payload: &'a str) -> Option<Change<'a>> {
        let mut words = payload.split(' ');
        let id = words.next()?;
        let events: u64 = words.next()?.parse().ok()?;
        let _ply: usize = words.next()?.parse().ok()?;
        let what = match words.next() {
            None => Announced::Actions { events },
            Some("undo" | "seats") => Announced::Other,
            Some("presence") => Announced::Presence,
            Some("rematch") => Announced::Rematch,
            Some("chat") => Announced::Chat,
            Some(_) => return None,
        };
        words.next().is_none().then_some(Change { id, what })
    }
}

#[cfg(test)]
mod tests {
    use super::Change;
    use crate::hub::Announced;

    #[test]
    fn announcements_are_read_and_anything_else_is_ignored() {
        let read = |p| Change::parse(p).map(|c| (c.id, c.what));
        assert_eq!(
            read("abc 14 12"),
            Some(("abc", Announced::Actions { events: 14 }))
        );
        assert_eq!(read("abc 5 3 undo"), Some(("abc", Announced::Other)));
        assert_eq!(read("abc 7 3 seats"), Some(("abc", Announced::Other)));
        assert_eq!(read("abc 0 0 presence"), Some(("abc", Announced::Presence)));
        assert_eq!(read("abc 9 8 rematch"), Some(("abc", Announced::Rematch)));
        assert_eq!(read("abc 9 8 chat"), Some(("abc", Announced::Chat)));
        for bad in [
            "",
            "abc",
            "abc 12",
            "abc x 1",
            "abc 3 3 redo",
            "abc 3 3 undo more",
            "abc 3 3 chat 7",
            "abc 3 3 Chat",
            "abc x 3 chat",
            "abc -1 2",
        ] {
            assert_eq!(read(bad), None, "{bad:?}");
        }
    }
}
