#!/usr/bin/env bash
# Every test: the Rust workspace (unit, rules, simulation, search, session, CLI and
# server end to end), the Python package (built from this checkout into a fresh
# virtual environment), then the browser tests (installing Chromium and the npm
# packages if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace
bash bindings/python/ci.sh
scripts/browser-tests.sh
