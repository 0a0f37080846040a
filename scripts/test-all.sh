#!/usr/bin/env bash
# Every test: the Rust workspace (unit, rules, simulation, search, session, CLI and
# server end to end, with several server instances when CUBIST_TEST_POSTGRES names a
# PostgreSQL server), the server suites again on that PostgreSQL server, the Python
# package (built from this checkout into a fresh virtual environment), then the browser
# tests (installing Chromium and the npm packages if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
# Libraries, binaries and test files, then the documentation's examples; the example
# programs are not built here (clippy's --all-targets in .ci/run checks they compile).
cargo test --workspace --lib --bins --tests
cargo test --workspace --doc
if [ -n "${CUBIST_TEST_POSTGRES:-}" ]; then
  # Each test makes and drops a database of its own on that server: the server's
  # suites, run in the test process, then the `cubist serve` process tests (a server
  # killed and restarted, Ctrl-C).
  # --workspace, not -p: the same features as above, so nothing is compiled again.
  CUBIST_SERVE_SUITE_DB=postgres cargo test --workspace --test server -- \
    api:: web:: leaving:: clocks:: ratings:: seeks:: rematch:: chat:: puzzles:: analysis_board:: review::
  CUBIST_SERVE_SUITE_DB=postgres cargo test --workspace --test logged -- accounts::
  CUBIST_SERVE_SUITE_DB=postgres cargo test --workspace --test serve
else
  echo "*** SKIPPED: the server suites on PostgreSQL and with several instances."
  echo "*** Set CUBIST_TEST_POSTGRES=postgres://USER@HOST:PORT/DB to run them."
fi
bash bindings/python/ci.sh
scripts/browser-tests.sh
