#!/usr/bin/env bash
# The Python package's CI: lint the bindings with the Python module on, make a fresh
# virtual environment, install the package from this checkout into it, run its tests.
# Called by .ci/run after `cargo test --workspace` (which builds what is shared).
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../.. && pwd)
venv=${CUBIST_VENV:-$root/target/python-ci}
python=${PYTHON:-python3}

cargo clippy -p cubist-python --features python --all-targets -- -D warnings

rm -rf "$venv"
"$python" -m venv "$venv"
export PATH="$venv/bin:$PATH"
"$venv/bin/pip" install -q --disable-pip-version-check "maturin>=1.9,<2" numpy pytest pettingzoo gymnasium \
    open_spiel
# The dev profile reuses what `cargo test --workspace` compiled (dependencies are
# optimised in it, see Cargo.toml); a release build would compile everything again.
MATURIN_PEP517_ARGS="--profile dev" \
    "$venv/bin/pip" install -q --disable-pip-version-check --no-build-isolation .

# The cubist command, which the tests replay games in: `cargo test --workspace` built
# it (building it alone would compile the front ends again, with other features).
bin="${CARGO_TARGET_DIR:-$root/target}/debug/cubist"
[ -x "$bin" ] || cargo build -q --workspace --bins
export CUBIST_BIN="$bin"
cd tests/python
"$venv/bin/python" -m pytest -q -p no:cacheprovider
