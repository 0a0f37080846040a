#!/usr/bin/env bash
# Every test: the Rust workspace (unit, rules, simulation, search, session, CLI and
# server end to end), the server suites again on PostgreSQL with several instances
# (when CUBIST_TEST_POSTGRES names a server), the Python package (built from this
# checkout into a fresh virtual environment), then the browser tests (installing
# Chromium and the npm packages if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace
if [ -n "${CUBIST_TEST_POSTGRES:-}" ]; then
  # Each test makes and drops a database of its own on that server.
  CUBIST_SERVE_SUITE_DB=postgres cargo test -p cubist --test serve --test serve_web
else
  echo "*** SKIPPED: the server suites on PostgreSQL and with several instances."
  echo "*** Set CUBIST_TEST_POSTGRES=postgres://USER@HOST:PORT/DB to run them."
fi
bash bindings/python/ci.sh
scripts/browser-tests.sh
