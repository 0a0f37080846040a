//! The pools seeks pair in, and the ratings a range may name.

/// Seeks pair only within one pool: same game, options, time control and rated.
/// `options` and `clock` are the canonical JSON the server stores. Its advisory lock
/// is `store::rows::lock_key` of it.
pub fn pool_key(game: &str, options: &str, clock: Option<&str>, rated: bool) -> String {
    let rated = if rated { "rated" } else { "casual" };
    format!("{game}\n{options}\n{}\n{rated}", clock.unwrap_or("untimed"))
}

/// The lowest and highest rating a range may name.
pub const RATING_BOUNDS: (i64, i64) = (0, 4000);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::rows::lock_key;

    #[test]
    fn pools_differ_by_every_part_and_keys_are_stable() {
        let a = pool_key("squadro", "[]", None, false);
        for other in [
            pool_key("zhen", "[]", None, false),
            pool_key("squadro", "[[\"x\",\"1\"]]", None, false),
            pool_key("squadro", "[]", Some("{\"per_move_ms\":1}"), false),
            pool_key("squadro", "[]", None, true),
        ] {
            assert_ne!(a, other);
            assert_ne!(lock_key(&a), lock_key(&other));
        }
        assert_eq!(
            lock_key(&a),
            lock_key(&pool_key("squadro", "[]", None, false))
        );
    }
}
