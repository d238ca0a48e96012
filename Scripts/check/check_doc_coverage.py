#!/usr/bin/env python3
"""Fails when a public symbol declared in the package's sources has no doc comment.

Reads one module's symbol graph (swift-symbolgraph-extract -minimum-access-level public). Symbols
without a source location are synthesized or inherited (hashValue, ==, a protocol's default
implementation from the standard library) and carry the protocol's own documentation.
"""
import json
import sys


def main(path: str) -> int:
    graph = json.load(open(path, encoding="utf-8"))
    missing = []
    for symbol in graph["symbols"]:
        location = symbol.get("location")
        if not location or "/Sources/" not in location.get("uri", ""):
            continue
        lines = (symbol.get("docComment") or {}).get("lines") or []
        if not any(line.get("text", "").strip() for line in lines):
            uri = location["uri"]
            file = uri[uri.index("/Sources/") + 1 :]
            line = location["position"]["line"] + 1
            missing.append(f"{file}:{line}: {'.'.join(symbol['pathComponents'])}")
    if missing:
        print(f"check_doc_coverage: {len(missing)} public symbols have no doc comment:", file=sys.stderr)
        for entry in sorted(missing):
            print(f"  {entry}", file=sys.stderr)
        return 1
    count = sum(1 for s in graph["symbols"] if s.get("location"))
    print(f"check_doc_coverage: all {count} public symbols declared in the sources are documented")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
