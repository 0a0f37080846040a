#!/usr/bin/env bash
# The browser tests: Playwright driving Debian's Chromium against `cubist serve`
# (frontends/web/tests). Installs what they need on a fresh machine: Chromium and
# Node.js from Debian, the npm packages (which download no browser).
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v npm >/dev/null || missing+=(nodejs npm)
if [ ${#missing[@]} -gt 0 ]; then
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
fi

# Builds target/debug/cubist as scripts/test-all.sh does (same features), so
# after the Rust tests nothing is compiled again.
cargo test --workspace --lib --bins --tests --no-run
bin="${CARGO_TARGET_DIR:-$PWD/target}/debug/cubist"
cd frontends/web
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
npx tsc -p tsconfig.json
CUBIST_BIN="$bin" npx playwright test "$@"
echo "Board screenshots: frontends/web/test-results/screens/"
