#!/usr/bin/env bash
# Builds calgrid-fuzz with libFuzzer and AddressSanitizer and runs one of its targets:
#   command-line  calgrid's command line, in-process (Fuzz/Targets/CommandLineTarget.swift)
#   locale        GridLocale parsing with names (LocaleTarget.swift)
#   grid          grids of every calendar with plugins and selections (GridTarget.swift)
#   holiday-data  holiday data in Swift and as JSON, and its calendar's years (HolidayDataTarget.swift)
#
#   Scripts/fuzz.sh                                   # command-line, 60 s
#   Scripts/fuzz.sh --target grid -max_total_time=600 -jobs=2 -workers=2   # any libFuzzer flags
#   Scripts/fuzz.sh --all -max_total_time=50         # each target in turn (CI)
#   Scripts/fuzz.sh --target locale crash-<hash>     # reproduce a finding
#   Scripts/fuzz.sh --target locale --minimize       # rewrite Fuzz/locale/corpus, minimized
#
# Each target has seeds in Fuzz/<target>/corpus (kept minimized) and a dictionary in
# Fuzz/<target>.dict. The build lives in its own scratch path (.build-fuzz, or
# $CALGRID_FUZZ_SCRATCH; CALGRID_FUZZ_CONFIGURATION=release for speed), so the normal build is untouched; lld links it (ld.gold fails on the
# sanitizer runtime here). New inputs libFuzzer finds go to <scratch>/corpus/<target> (not the
# checked-in seeds); findings are written to <scratch>/artifacts/<target>/crash-*. A finding, once
# fixed, goes to Fuzz/regressions/<target>/ (the tests and CI replay it).
set -euo pipefail
cd "$(dirname "$0")/.."

# The Swift runtime's crash backtracer would race ASan on a finding; libFuzzer reports it.
export SWIFT_BACKTRACE=enable=no
scratch=${CALGRID_FUZZ_SCRATCH:-.build-fuzz}
# debug (the default, quicker to build) or release (optimized Swift, for long runs).
config=${CALGRID_FUZZ_CONFIGURATION:-debug}

target=command-line
all=0
minimize=0
while [ $# -gt 0 ]; do
  case "$1" in
    --target) target=$2; shift 2 ;;
    --target=*) target=${1#--target=}; shift ;;
    --all) all=1; shift ;;
    --minimize) minimize=1; shift ;;
    *) break ;;
  esac
done

swift build -c "$config" --product calgrid-fuzz --scratch-path "$scratch" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DCALGRID_FUZZ -Xswiftc -use-ld=lld
fuzzer="$scratch/$config/calgrid-fuzz"

max_len() {
  case "$1" in
    command-line) echo 512 ;;
    *) echo 256 ;;
  esac
}

run_target() {
  local name=$1
  shift
  [ -d "Fuzz/$name/corpus" ] || { echo "fuzz.sh: no target '$name' (Fuzz/$name/corpus)" >&2; exit 2; }
  mkdir -p "$scratch/corpus/$name" "$scratch/artifacts/$name"
  local flags=("$@")
  if [ ${#flags[@]} -eq 0 ]; then flags=(-max_total_time=60); fi
  if [ -f "${flags[0]}" ]; then
    CALGRID_FUZZ_TARGET=$name "$fuzzer" "${flags[@]}"
    return
  fi
  if [ "$minimize" = 1 ]; then
    # The smallest set of inputs with the coverage of the seeds and everything found so far.
    local fresh="$scratch/minimized/$name"
    rm -rf "$fresh" && mkdir -p "$fresh"
    CALGRID_FUZZ_TARGET=$name "$fuzzer" -merge=1 -max_len="$(max_len "$name")" -timeout=20 \
      -rss_limit_mb=4096 "$fresh" "Fuzz/$name/corpus" "$scratch/corpus/$name"
    rm -f "Fuzz/$name/corpus"/*
    cp "$fresh"/* "Fuzz/$name/corpus/"
    echo "fuzz.sh: Fuzz/$name/corpus now holds $(ls "Fuzz/$name/corpus" | wc -l) inputs"
    return
  fi
  CALGRID_FUZZ_TARGET=$name "$fuzzer" -max_len="$(max_len "$name")" -timeout=20 \
    -rss_limit_mb=4096 -print_final_stats=1 -dict="Fuzz/$name.dict" \
    -artifact_prefix="$scratch/artifacts/$name/" "${flags[@]}" \
    "$scratch/corpus/$name" "Fuzz/$name/corpus"
}

if [ "$all" = 1 ]; then
  for name in command-line locale grid holiday-data; do
    echo "fuzz.sh: target $name"
    run_target "$name" "$@"
  done
else
  run_target "$target" "$@"
fi
