#!/usr/bin/env bash
# Builds calgrid-fuzz with libFuzzer and AddressSanitizer and runs it on Fuzz/corpus.
#
#   Scripts/fuzz.sh                  # 60 s (CI)
#   Scripts/fuzz.sh -max_total_time=3600 -jobs=2   # a long run; any libFuzzer flags
#   Scripts/fuzz.sh crash-<hash>     # reproduce a finding
#
# The build lives in its own scratch path (.build-fuzz), so the normal build is untouched; lld
# links it (ld.gold fails on the sanitizer runtime here). New inputs libFuzzer finds go to
# .build-fuzz/corpus (not the checked-in seeds in Fuzz/corpus); findings are written to
# .build-fuzz/artifacts/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."

# The Swift runtime's crash backtracer would race ASan on a finding; libFuzzer reports it.
export SWIFT_BACKTRACE=enable=no

swift build --product calgrid-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DCALGRID_FUZZ -Xswiftc -use-ld=lld

mkdir -p .build-fuzz/corpus .build-fuzz/artifacts
flags=("$@")
if [ ${#flags[@]} -eq 0 ]; then flags=(-max_total_time=60); fi
if [ -f "${flags[0]}" ]; then
  exec .build-fuzz/debug/calgrid-fuzz "${flags[@]}"
fi
exec .build-fuzz/debug/calgrid-fuzz -max_len=512 -timeout=20 -rss_limit_mb=4096 \
  -print_final_stats=1 -artifact_prefix=.build-fuzz/artifacts/ "${flags[@]}" .build-fuzz/corpus Fuzz/corpus
