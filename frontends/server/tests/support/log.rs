//! The whole log of a test binary's servers, at every level of the server, kept to
//! be searched for what must never be in it (passwords, tokens, links).

use std::sync::{Mutex, Once};

static LOG: Mutex<Vec<u8>> = Mutex::new(Vec::new());

struct Capture;

impl std::io::Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        LOG.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// From now on, everything the servers of this test binary log is kept (call it
/// before the first server starts; later calls do nothing).
pub fn capture_log() {
    static INIT: Once = Once::new();
    INIT.call_once(|| {
        tracing_subscriber::fmt()
            .with_env_filter("debug,cubist_server=trace")
            .with_ansi(false)
            .with_writer(|| Capture)
            .init();
    });
}

/// What was logged so far.
pub fn captured_log() -> String {
    String::from_utf8_lossy(&LOG.lock().unwrap()).into_owned()
}
