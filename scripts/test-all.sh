#!/usr/bin/env bash
# Every test: the Rust workspace (unit, rules, simulation, search, session, CLI and
# server end to end, with several server instances when CUBIST_TEST_POSTGRES names a
# PostgreSQL server), the server suites again on that PostgreSQL server, the Python
# package (built from this checkout into a fresh virtual environment), then the browser
# tests (installing Chromium and the npm packages if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace
if [ -n "${CUBIST_TEST_POSTGRES:-}" ]; then
  # Each test makes and drops a database of its own on that server: the server's
  # suites, run in the test process, then the `cubist serve` process tests (a server
  # killed and restarted, Ctrl-C).
  CUBIST_SERVE_SUITE_DB=postgres cargo test -p cubist-server --test api --test web --test leaving --test clocks --test accounts --test ratings --test seeks --test rematch --test chat --test puzzles --test analysis --test review
  CUBIST_SERVE_SUITE_DB=postgres cargo test -p cubist --test serve
else
  echo "*** SKIPPED: the server suites on PostgreSQL and with several instances."
  echo "*** Set CUBIST_TEST_POSTGRES=postgres://USER@HOST:PORT/DB to run them."
fi
bash bindings/python/ci.sh
scripts/browser-tests.sh
