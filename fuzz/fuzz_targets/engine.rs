//! Any lines sent to `cubist engine`: every command gets exactly one final `ok` or
//! `error` line and no reply line breaks the one-line-per-reply framing.
//!
//! The engine is the CLI's own module, compiled in here unchanged. The computer
//! player for `go` is kept to `random` (an `agent` command is still parsed and
//! checked, then set back), and a `new` without a seed gets `seed=1`, so that a run
//! depends only on its input.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// What the CLI's functions return; the engine module names it `crate::CliResult`.
pub type CliResult<T = ()> = Result<T, Box<dyn std::error::Error + Send + Sync>>;

#[allow(dead_code)]
#[path = "../../frontends/cli/src/engine.rs"]
mod engine;

/// Most lines read from one input.
const MAX_LINES: usize = 64;

fn send(engine: &mut engine::Engine, line: &str) -> Vec<String> {
    let replies = engine.handle(line);
    let (last, data) = replies.split_last().expect("every command is answered");
    assert!(
        last == "ok" || last.starts_with("ok ") || last.starts_with("error "),
        "{line:?} ended with {last:?}"
    );
    assert!(
        !last.starts_with("error internal error"),
        "{line:?} failed inside: {last:?}"
    );
    for reply in &replies {
        assert!(
            !reply.contains('\n'),
            "{line:?}: reply {reply:?} spans lines"
        );
    }
    for reply in data {
        assert!(
            !(reply == "ok" || reply.starts_with("ok ") || reply.starts_with("error ")),
            "{line:?}: data line {reply:?} reads as the end of the reply"
        );
    }
    replies
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut engine = engine::Engine::default();
    send(&mut engine, "agent random");
    for line in text.lines().take(MAX_LINES) {
        let command = line
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if command == "new" && !line.contains("seed=") {
            send(&mut engine, &format!("{line} seed=1"));
        } else {
            send(&mut engine, line);
        }
        if command == "agent" {
            send(&mut engine, "agent random");
        }
        if engine.quit {
            break;
        }
    }
});
