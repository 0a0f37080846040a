//! The terminal's input, read on a thread of its own, so that a player's clock can
//! run out while they think: a line is awaited until a deadline at most.

use std::io::BufRead;
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::Duration;

use cubist_session::{Clock, SystemClock};

/// What came of waiting for a line.
pub enum Line {
    Text(String),
    /// The input ended.
    End,
    /// The deadline passed first.
    TimeUp,
}

/// Lines of standard input, as they come.
pub struct Input {
    lines: Receiver<std::io::Result<String>>,
}

impl Input {
    /// Start reading standard input; the reader stops at its end (or with the program).
    pub fn stdin() -> Input {
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in std::io::stdin().lock().lines() {
                let failed = line.is_err();
                if send.send(line).is_err() || failed {
                    break;
                }
            }
        });
        Input { lines }
    }

    /// The next line, waiting until `deadline_ms` (ms since the Unix epoch, on the
    /// system clock) at most, or for as long as it takes without one.
    pub fn next(&self, deadline_ms: Option<u64>) -> std::io::Result<Line> {
        let received = match deadline_ms {
            None => self
                .lines
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
            Some(deadline) => {
                let wait = deadline.saturating_sub(SystemClock.now_ms());
                self.lines.recv_timeout(Duration::from_millis(wait))
            }
        };
        match received {
            Ok(line) => Ok(Line::Text(line?)),
            Err(RecvTimeoutError::Disconnected) => Ok(Line::End),
            Err(RecvTimeoutError::Timeout) => Ok(Line::TimeUp),
        }
    }
}
