//! Searches that recurse once per action of a line run on a thread of their own, with
//! a stack large enough for the longest lines.

/// Run `f` on a new thread with a stack of `bytes`, waiting for it; a panic in `f`
/// goes on in the caller. `Err` when the thread could not be started.
pub(crate) fn on_deep_stack<T: Send>(
    name: &str,
    bytes: usize,
    f: impl FnOnce() -> T + Send,
) -> std::io::Result<T> {
    std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .name(name.into())
            .stack_size(bytes)
            .spawn_scoped(scope, f)?;
        Ok(handle
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    })
}
