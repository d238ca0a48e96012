#!/usr/bin/env bash
# Builds the DocC documentation of every library module from the package's symbol graphs, with the
# toolchain's own `docc` (no SwiftPM plugin is needed), and fails on any DocC warning: a broken
# symbol link, a missing parameter description, an article that does not resolve. It also fails
# when a public symbol declared in the package has no doc comment.
#
#   Scripts/build_docs.sh [OUT_DIR]      (default: .build/docs; one static site per module)
#
# Uses the debug build in .build (built here if needed).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-.build/docs}
modules=(CalendarGrid)

swift build --target CalendarGrid >/dev/null
bin=$(swift build --show-bin-path)
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT

module_maps=()
for map in "$bin"/*.build/module.modulemap; do
  # The -tool copies (built for plugins) define the same modules again.
  [[ -e "$map" && "$map" != *-tool.build/* ]] && module_maps+=(-Xcc "-fmodule-map-file=$map")
done

status=0
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" "${module_maps[@]}" \
    -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
    -output-dir "$graphs/$module"
  # Every public symbol the package declares has a doc comment (synthesized and inherited
  # members, which have no source location, carry the protocol's documentation).
  python3 Scripts/check_doc_coverage.py "$graphs/$module/$module.symbols.json" || status=1
  catalog=$(find Sources -maxdepth 3 -type d -name "$module.docc" | head -n 1)
  if [[ -z "$catalog" ]]; then
    echo "build_docs: no $module.docc catalog under Sources/" >&2
    exit 1
  fi
  rm -rf "$out/$module"
  mkdir -p "$out"
  docc convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.calendargrid.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors --output-path "$out/$module" >"$graphs/$module.log" 2>&1 || {
    cat "$graphs/$module.log" >&2
    echo "build_docs: docc failed for $module (warnings are errors)" >&2
    status=1
  }
done
[[ $status -eq 0 ]] && echo "build_docs: documentation in $out (${modules[*]})"
exit $status
