#!/usr/bin/env bash
# Builds the libFuzzer targets (every module instrumented with -sanitize=fuzzer,address) and
# runs each for a bounded time. Crashes are saved under Fuzz/Crashes/<target>/; copy each one
# into Fuzz/Regressions/ so `swift test` replays it forever after.
#
#   Scripts/fuzz.sh                       # 30 s per target
#   Scripts/fuzz.sh --seconds 1800        # a long run: 30 minutes per target
#   Scripts/fuzz.sh --seconds 60 FuzzFrontEnd
#   Scripts/fuzz.sh --unoptimized --seconds 20   # CI's bounded pass: builds in 45 s, not 210 s
#
# --unoptimized builds with -Onone: a fifth of the build time, fewer executions per second.
# Right for a pass of seconds, which mostly replays the seeds; long runs want the default.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=30
optimization=-O
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --unoptimized) optimization=-Onone; shift ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) targets+=("$1"); shift ;;
  esac
done
if [ ${#targets[@]} -eq 0 ]; then
  targets=($(ls Fuzz/Sources | grep '^Fuzz' | grep -v FuzzSupport))
fi
# Release configuration either way: debug renames each executable's `main` for testability,
# so the linker takes libFuzzer's `main` instead of ours.
scratch=.build/fuzz$optimization
swift build --package-path Fuzz --scratch-path "$scratch" -c release -Xswiftc "$optimization" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xswiftc -g >/dev/null
bin="$scratch/release"
status=0
for target in "${targets[@]}"; do
  corpus=".build/fuzz-corpus/$target"
  crashes="Fuzz/Crashes/$target"
  mkdir -p "$corpus" "$crashes"
  # Seeds: the bundled specs, every test fixture, and the regressions.
  for dir in Specs Tests/Fixtures Fuzz/Regressions; do
    [ -d "$dir" ] || continue
    find "$dir" -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' -o -name '*.lsp' \) \
      | while read -r f; do cp "$f" "$corpus/seed-$(echo "$f" | tr '/' '_')"; done
  done
  echo "fuzzing $target for ${seconds}s"
  log=".build/fuzz-$target.log"
  if ! ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$bin/$target" "$corpus" -dict=Fuzz/yaml.dict -max_total_time="$seconds" -max_len=16384 \
        -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 -artifact_prefix="$crashes/" -print_final_stats=1 >"$log" 2>&1; then
    echo "$target found a problem; see $log and $crashes/"
    tail -40 "$log"
    status=1
  fi
  grep -E "stat::number_of_executed_units|cov:" "$log" | tail -2 || true
done
exit $status
