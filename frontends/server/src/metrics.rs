//! Prometheus metrics for operators: what the server counts, where it happens.
//!
//! One recorder for the process ([`handle`]), installed on first use: what is counted
//! where it happens (requests, actions, timeouts, sign-ins, refusals, store writes)
//! goes to it through the `metrics` macros. What is a state rather than an event
//! (games in memory, WebSockets open, the thinking queue) is read from the server
//! answering the scrape, just before the text is rendered.
//!
//! `GET /metrics` itself is served by `scrape.rs`. The metric names and their labels
//! are listed in docs/operate.md.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use axum::extract::{MatchedPath, Request};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::Response;
use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Bucket bounds of every latency histogram, in seconds.
const BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// Bucket bounds of the seek pairing time, in seconds: a seek may wait minutes.
const PAIRING_BUCKETS: &[f64] = &[
    0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 600.0, 1800.0, 3600.0,
];

/// The route label of a request that matched no route: never the raw path.
const UNMATCHED: &str = "unmatched";

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The process's recorder, installed as the global one on first use. Servers started
/// in one process (tests) share it.
pub fn handle() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets(BUCKETS)
            .expect("bucket bounds")
            .set_buckets_for_metric(Matcher::Full(SEEK_PAIRING.into()), PAIRING_BUCKETS)
            .expect("bucket bounds")
            .build_recorder();
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_err() {
            tracing::warn!("a metrics recorder was already installed: /metrics stays empty");
        }
        describe();
        export_from_start();
        handle
    })
}

/// The `reason` labels of `cubist_rate_limited_total`.
const RATE_LIMIT_REASONS: &[&str] = &[
    "requests",
    "websockets",
    "sign_in",
    "reset",
    "sign_up",
    "chat",
    "analysis",
];
/// The `outcome` labels of `cubist_sign_ins_total`.
const SIGN_IN_OUTCOMES: &[&str] = &["ok", "failed", "throttled"];
/// The `op` labels of `cubist_store_write_duration_seconds`.
const STORE_OPS: &[&str] = &["append", "seat_events", "truncate", "retime"];
/// The `op` labels of `cubist_store_conflicts_total` (a retime is never refused).
const CONFLICT_OPS: &[&str] = &["append", "seat_events", "truncate"];
/// The `level` label of a round of decisions made without a level.
const NO_LEVEL: &str = "other";

/// Every family counted by events, at zero for each of its label values known before
/// anything happens: a fresh server's `/metrics` shows them all, so that a dashboard
/// reads 0 rather than "No data" (the exporter prints nothing for a metric that is
/// only described). Only `cubist_http_requests_total` and its latency wait for the
/// first request, whose route and status they name.
fn export_from_start() {
    counter!("cubist_clock_timeouts_total").increment(0);
    for game in cubist_games::all() {
        counter!("cubist_actions_total", "game" => game.name).increment(0);
    }
    for &reason in RATE_LIMIT_REASONS {
        counter!("cubist_rate_limited_total", "reason" => reason).increment(0);
    }
    for &outcome in SIGN_IN_OUTCOMES {
        counter!("cubist_sign_ins_total", "outcome" => outcome).increment(0);
    }
    for &op in STORE_OPS {
        let _ = histogram!("cubist_store_write_duration_seconds", "op" => op);
    }
    for &op in CONFLICT_OPS {
        counter!("cubist_store_conflicts_total", "op" => op).increment(0);
    }
    let levels = cubist_ai::Level::ALL.map(|l| l.name());
    for &level in levels.iter().chain([&NO_LEVEL]) {
        let _ = histogram!("cubist_thinking_seconds", "level" => level);
        let _ = histogram!("cubist_thinking_wait_seconds", "level" => level);
    }
    let _ = histogram!(SEEK_PAIRING);
}

/// What a metric is, for its description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Counter,
    Gauge,
    Histogram,
}

/// A metric this server exports: the names docs/operate.md and the dashboard use.
#[derive(Clone, Copy, Debug)]
pub struct Metric {
    pub name: &'static str,
    pub kind: Kind,
    /// Measured in seconds.
    pub seconds: bool,
    pub help: &'static str,
}

/// The seek pairing time's name (it has buckets of its own).
const SEEK_PAIRING: &str = "cubist_seek_pairing_seconds";

/// Every metric, described once when the recorder is installed.
pub const METRICS: &[Metric] = &[
    Metric {
        name: "cubist_http_requests_total",
        kind: Kind::Counter,
        seconds: false,
        help: "HTTP requests answered, by route template, method and status.",
    },
    Metric {
        name: "cubist_http_request_duration_seconds",
        kind: Kind::Histogram,
        seconds: true,
        help: "Time to answer an HTTP request, by route template and method.",
    },
    Metric {
        name: "cubist_websockets_open",
        kind: Kind::Gauge,
        seconds: false,
        help: "WebSockets open on this instance.",
    },
    Metric {
        name: "cubist_games_in_memory",
        kind: Kind::Gauge,
        seconds: false,
        help: "Games held in memory by this instance.",
    },
    Metric {
        name: "cubist_games_running",
        kind: Kind::Gauge,
        seconds: false,
        help: "Games held in memory by this instance that are not over.",
    },
    Metric {
        name: "cubist_actions_total",
        kind: Kind::Counter,
        seconds: false,
        help: "Actions (moves) stored, by game kind.",
    },
    Metric {
        name: "cubist_clock_timeouts_total",
        kind: Kind::Counter,
        seconds: false,
        help: "Clock timeouts stored.",
    },
    Metric {
        name: "cubist_thinking_queue",
        kind: Kind::Gauge,
        seconds: false,
        help: "Computer search threads waiting for a turn on the thinking pool.",
    },
    Metric {
        name: "cubist_thinking_threads",
        kind: Kind::Gauge,
        seconds: false,
        help: "Search threads that may run at once (the thinking pool's size).",
    },
    Metric {
        name: "cubist_thinking_waited_seconds",
        kind: Kind::Gauge,
        seconds: true,
        help: "Time search threads have waited for a turn on the thinking pool, added up over threads (it only grows: its rate() is the number of threads waiting on average).",
    },
    Metric {
        name: "cubist_thinking_seconds",
        kind: Kind::Histogram,
        seconds: true,
        help: "Wall time of a round of computer decisions in one game, waiting for the pool included, by level.",
    },
    Metric {
        name: "cubist_thinking_wait_seconds",
        kind: Kind::Histogram,
        seconds: true,
        help: "Time one computer decision's search threads waited for a turn on the thinking pool, added up over its threads, by level.",
    },
    Metric {
        name: "cubist_seeks_open",
        kind: Kind::Gauge,
        seconds: false,
        help: "Seeks open on the site (all instances), counted up to 1000.",
    },
    Metric {
        name: SEEK_PAIRING,
        kind: Kind::Histogram,
        seconds: true,
        help: "Time from a seek being posted to its being paired into a game, one per seek paired.",
    },
    Metric {
        name: "cubist_sign_ins_total",
        kind: Kind::Counter,
        seconds: false,
        help: "Sign-in attempts, by outcome (ok, failed, throttled).",
    },
    Metric {
        name: "cubist_rate_limited_total",
        kind: Kind::Counter,
        seconds: false,
        help: "Requests refused with 429, by reason.",
    },
    Metric {
        name: "cubist_store_write_duration_seconds",
        kind: Kind::Histogram,
        seconds: true,
        help: "Time to store a change of a game, by operation.",
    },
    Metric {
        name: "cubist_store_conflicts_total",
        kind: Kind::Counter,
        seconds: false,
        help: "Game writes refused by the version check (another writer was first), by operation.",
    },
    Metric {
        name: "cubist_instance_alive_seconds",
        kind: Kind::Gauge,
        seconds: true,
        help: "The last alive stamp this instance stored, in seconds since the Unix epoch.",
    },
];

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    for m in METRICS {
        match (m.kind, m.seconds) {
            (Kind::Counter, _) => describe_counter!(m.name, m.help),
            (Kind::Gauge, true) => describe_gauge!(m.name, Unit::Seconds, m.help),
            (Kind::Gauge, false) => describe_gauge!(m.name, m.help),
            (Kind::Histogram, true) => describe_histogram!(m.name, Unit::Seconds, m.help),
            (Kind::Histogram, false) => describe_histogram!(m.name, m.help),
        }
    }
}

/// Count each request by route template and status, and time it.
pub async fn track(request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_string())
        .unwrap_or_else(|| UNMATCHED.to_string());
    let method = method_label(request.method());
    let start = Instant::now();
    let response = next.run(request).await;
    let status = response.status();
    counter!(
        "cubist_http_requests_total",
        "route" => route.clone(),
        "method" => method,
        "status" => status_label(status),
    )
    .increment(1);
    histogram!(
        "cubist_http_request_duration_seconds",
        "route" => route,
        "method" => method,
    )
    .record(start.elapsed().as_secs_f64());
    response
}

/// The method, from a fixed set: anything else is "other".
fn method_label(method: &axum::http::Method) -> &'static str {
    use axum::http::Method;
    match *method {
        Method::GET => "GET",
        Method::POST => "POST",
        Method::DELETE => "DELETE",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::HEAD => "HEAD",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

fn status_label(status: StatusCode) -> String {
    status.as_u16().to_string()
}

/// One request refused with 429, for `reason`.
pub fn rate_limited(reason: &'static str) {
    debug_assert!(
        RATE_LIMIT_REASONS.contains(&reason),
        "{reason}: not exported at start"
    );
    counter!("cubist_rate_limited_total", "reason" => reason).increment(1);
}

/// One sign-in attempt, by `outcome`.
pub fn sign_in(outcome: &'static str) {
    debug_assert!(
        SIGN_IN_OUTCOMES.contains(&outcome),
        "{outcome}: not exported at start"
    );
    counter!("cubist_sign_ins_total", "outcome" => outcome).increment(1);
}

/// One action stored in a game of kind `game`.
pub fn action_stored(game: &str) {
    counter!("cubist_actions_total", "game" => game.to_string()).increment(1);
}

/// One clock timeout stored.
pub fn timeout_stored() {
    counter!("cubist_clock_timeouts_total").increment(1);
}

/// One round of computer decisions at `level` took `seconds`.
pub fn thought(level: &'static str, seconds: f64) {
    debug_assert!(
        level == NO_LEVEL || cubist_ai::Level::ALL.iter().any(|l| l.name() == level),
        "{level}: not exported at start"
    );
    histogram!("cubist_thinking_seconds", "level" => level).record(seconds);
}

/// One computer decision at `level` waited `waited` for turns on the thinking pool.
pub fn thinking_waited(level: &'static str, waited: Duration) {
    histogram!("cubist_thinking_wait_seconds", "level" => level).record(waited.as_secs_f64());
}

/// A seek posted at `posted_ms` was paired at `now_ms` (the server's clock).
pub fn seek_paired(posted_ms: u64, now_ms: u64) {
    let waited = now_ms.saturating_sub(posted_ms) as f64 / 1000.0;
    histogram!(SEEK_PAIRING).record(waited);
}

/// A store write `op` took `seconds`; `conflict` if the version check refused it.
pub fn store_write(op: &'static str, seconds: f64, conflict: bool) {
    debug_assert!(STORE_OPS.contains(&op), "{op}: not exported at start");
    debug_assert!(
        !conflict || CONFLICT_OPS.contains(&op),
        "{op}: not exported at start"
    );
    histogram!("cubist_store_write_duration_seconds", "op" => op).record(seconds);
    if conflict {
        counter!("cubist_store_conflicts_total", "op" => op).increment(1);
    }
}

/// This instance stored its alive stamp at `now_ms`.
pub fn alive(now_ms: u64) {
    gauge!("cubist_instance_alive_seconds").set(now_ms as f64 / 1000.0);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The metric names in `text`: every word starting `cubist_`, a histogram's
    /// `_bucket`, `_count` and `_sum` series named by the histogram.
    fn names_in(text: &str) -> Vec<String> {
        text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| w.starts_with("cubist_"))
            .map(|w| {
                ["_bucket", "_count", "_sum"]
                    .iter()
                    .find_map(|s| w.strip_suffix(s))
                    .filter(|base| METRICS.iter().any(|m| m.name == *base))
                    .unwrap_or(w)
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn the_label_values_exported_at_start_are_the_documented_ones() {
        let operate = include_str!("../../../docs/operate.md");
        for (family, values) in [
            ("cubist_rate_limited_total", RATE_LIMIT_REASONS),
            ("cubist_sign_ins_total", SIGN_IN_OUTCOMES),
            ("cubist_store_write_duration_seconds", STORE_OPS),
            ("cubist_store_conflicts_total", CONFLICT_OPS),
        ] {
            let row = operate
                .lines()
                .find(|l| l.starts_with(&format!("| `{family}`")))
                .unwrap_or_else(|| panic!("operate.md has no row for {family}"));
            for value in values {
                assert!(
                    row.contains(&format!("`{value}`")),
                    "{family}: operate.md leaves out {value}"
                );
            }
        }
    }

    #[test]
    fn the_dashboard_and_the_docs_show_every_metric_and_no_other() {
        let dashboard: serde_json::Value =
            serde_json::from_str(include_str!("../../../docs/grafana-dashboard.json"))
                .expect("the dashboard is JSON");
        let mut exprs = String::new();
        for panel in dashboard["panels"].as_array().expect("panels") {
            for target in panel["targets"].as_array().into_iter().flatten() {
                exprs.push_str(target["expr"].as_str().expect("an expr"));
                exprs.push('\n');
            }
        }
        let operate = include_str!("../../../docs/operate.md");
        let section = operate
            .split("\n## Metrics")
            .nth(1)
            .expect("a Metrics section");
        let docs = section.split("\n## ").next().unwrap_or(section);
        for (what, text) in [("the dashboard", exprs.as_str()), ("operate.md", docs)] {
            let named = names_in(text);
            for name in &named {
                assert!(
                    METRICS.iter().any(|m| m.name == name),
                    "{what} names {name}, which the server does not export"
                );
            }
            for m in METRICS {
                assert!(
                    named.iter().any(|n| n == m.name),
                    "{what} leaves out {}",
                    m.name
                );
            }
        }
    }
}
