//! Roles given as the command line gives them (`cubist admin grant NAME ROLE`): on
//! the database, by the operator.

use cubist_server::moderation::store::{Outcome, Role};
use cubist_server::store::audit::{Acting, Actor};
use cubist_server::store::SqlStore;

use super::Db;

/// Give `name` the role `role` on `db`.
pub async fn grant(db: &Db, name: &str, role: Role) {
    let store = SqlStore::connect(&db.url).await.expect("the database");
    let acting = Acting {
        actor: &Actor::Cli,
        why: "a test's moderator",
        now_ms: 1,
    };
    let done = store
        .set_role(&name.to_lowercase(), Some(role), &acting)
        .await
        .expect("stored");
    assert!(matches!(done, Outcome::Done(_)), "{done:?}");
}
