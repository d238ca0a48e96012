#!/usr/bin/env bash
# Builds the DocC documentation of the library's modules as one site, from the package's symbol
# graphs, with the toolchain's own `docc` (no SwiftPM plugin is needed), and fails on any DocC
# warning: a broken symbol link, a missing parameter description, an article that does not
# resolve. It also fails when a public symbol declared in the package has no doc comment.
#
#   Scripts/docs/build_docs.sh [OUT_DIR]      (default: .build/docs; the site is OUT_DIR/CalendarGrid)
#
# The catalog is the umbrella's (Sources/CalendarGrid/CalendarGrid.docc): its landing page and
# articles span the modules, and each module has a page of its own there. Links from one module's
# doc comments to another's symbols name the module (``CalendarGridCore/Day``).
#
# Uses the debug build in .build (built here if needed).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=${1:-.build/docs}
# The modules in the order data flows through them; the umbrella `CalendarGrid` declares nothing.
modules=(CalendarGridCore CalendarGridSources CalendarGridDayPlugins CalendarGridHolidays
  CalendarGridState CalendarGridRendering)

swift build --target CalendarGrid >/dev/null
swift build --target CalendarGridRendering >/dev/null
swift build --target CalendarGridHolidays >/dev/null
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
  swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" "${module_maps[@]}" \
    -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
    -output-dir "$graphs"
done
# Every public symbol the package declares has a doc comment (synthesized and inherited
# members, which have no source location, carry the protocol's documentation); extension
# graphs (`CalendarGridSources@CalendarGridCore`) hold a module's extensions of earlier ones.
for graph in "$graphs"/*.symbols.json; do
  python3 Scripts/check/check_doc_coverage.py "$graph" || status=1
done
rm -rf "$out/CalendarGrid"
mkdir -p "$out"
docc convert Sources/CalendarGrid/CalendarGrid.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name CalendarGrid --fallback-bundle-identifier org.calendargrid.CalendarGrid \
  --transform-for-static-hosting --hosting-base-path CalendarGrid \
  --warnings-as-errors --output-path "$out/CalendarGrid" >"$graphs/docc.log" 2>&1 || {
  cat "$graphs/docc.log" >&2
  echo "build_docs: docc failed (warnings are errors)" >&2
  status=1
}
[[ $status -eq 0 ]] && echo "build_docs: documentation in $out/CalendarGrid (${modules[*]})"
exit $status
