#!/usr/bin/env bash
# Build every fuzz target and run each for a few seconds, starting from its committed
# seeds and regression inputs (fuzz/corpus/<target>/seed-*, fuzz/regressions/<target>/).
# A quick check that the targets still build and that no known input fails again;
# long runs are described in docs/fuzzing.md.
#
#   scripts/fuzz-smoke.sh            # 5 seconds a target
#   FUZZ_SECONDS=60 scripts/fuzz-smoke.sh
#   scripts/fuzz-smoke.sh decode map # only these targets
set -euo pipefail

cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-5}"

# cargo-fuzz needs nightly features: a nightly toolchain if there is one, else the
# stable compiler with its unstable features unlocked.
if command -v rustup >/dev/null && rustup toolchain list | grep -q '^nightly'; then
    fuzz=(cargo +nightly fuzz)
else
    export RUSTC_BOOTSTRAP=1
    fuzz=(cargo fuzz)
fi
if ! cargo fuzz --help >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi

# The fuzzed crates hold no `unsafe` code, so they are built without a sanitizer,
# which only slows builds and runs. Keep these flags in step with docs/fuzzing.md.
# The build is kept outside the checkout, so that a fresh clone (CI's) reuses the
# dependencies an earlier run compiled; CUBIST_FUZZ_TARGET_DIR puts it elsewhere.
target_dir="${CUBIST_FUZZ_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cubist/fuzz-target}"
build=(--sanitizer none --target-dir "$target_dir")

if [ "$#" -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <("${fuzz[@]}" list)
fi

"${fuzz[@]}" build "${build[@]}"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for target in "${targets[@]}"; do
    # New inputs go to a scratch directory: the committed ones stay as they are.
    mkdir -p "$scratch/$target"
    inputs=("$scratch/$target")
    for dir in "fuzz/corpus/$target" "fuzz/regressions/$target"; do
        [ -d "$dir" ] && inputs+=("$dir")
    done
    echo "== $target: ${seconds}s"
    # A failing input is kept in fuzz/artifacts/<target>/ (see docs/fuzzing.md).
    if ! "${fuzz[@]}" run "${build[@]}" "$target" "${inputs[@]}" -- \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 >"$scratch/$target.log" 2>&1; then
        tail -n 40 "$scratch/$target.log" >&2
        echo "fuzz target $target failed" >&2
        exit 1
    fi
    grep -E '^stat::number_of_executed_units' "$scratch/$target.log" || true
done
echo "all ${#targets[@]} fuzz targets ran ${seconds}s each without a failure"
