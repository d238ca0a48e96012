#!/usr/bin/env python3
"""Checks the public API of every library module against the committed baseline.

The baseline (`api/baseline/<Module>.json`) is `swift-api-digester -dump-sdk` of each module at
the commit named in `api/baseline/COMMIT`. This script dumps the modules as they are now (from a
debug build that already exists, `swift build` first) and asks `swift-api-digester
-diagnose-sdk` for the differences. Every reported break must be listed, word for word, in
`api/allowed-breaks.txt`, and each allowed break must also appear in CHANGELOG.md's
"Unreleased" section (so a user reads it); any other break fails.

SwiftPM's own `swift package diagnose-api-breaking-changes` does the same, but on Linux it
rebuilds the baseline checkout and then fails on the package's C modules, which its host-tool
build defines twice (swiftlang/swift-package-manager#9254); the digester itself is fine.

  python3 Scripts/check/check_api.py            # check, exit 1 on an undeclared break
  python3 Scripts/check/check_api.py --update   # record the baseline (at a release)
  python3 Scripts/check/check_api.py --build-dir .build-foo/x86_64-unknown-linux-gnu/debug
"""

import argparse
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
BASELINE = ROOT / "api" / "baseline"
ALLOWED = ROOT / "api" / "allowed-breaks.txt"


def library_modules():
    """The targets behind the manifest's library products, read from `swift package describe`."""
    import json

    described = json.loads(
        subprocess.run(
            ["swift", "package", "describe", "--type", "json"],
            cwd=ROOT, check=True, capture_output=True, text=True,
        ).stdout
    )
    modules = []
    for product in described["products"]:
        if "library" in product["type"]:
            for target in product["targets"]:
                if target not in modules:
                    modules.append(target)
    return modules


def digester():
    found = shutil.which("swift-api-digester")
    if found:
        return found
    swift = shutil.which("swift")
    candidate = pathlib.Path(os.path.realpath(swift)).parent / "swift-api-digester"
    if candidate.exists():
        return str(candidate)
    sys.exit("check_api: swift-api-digester is not next to swift")


def dump(module, build_dir, output):
    arguments = [
        digester(), "-dump-sdk", "-module", module, "-o", str(output),
        "-I", str(build_dir / "Modules"), "-abort-on-module-fail",
        # Keep the dump free of this machine's paths and of doc comments.
        "-avoid-location", "-avoid-tool-args",
    ]
    for modulemap in sorted(build_dir.glob("*.build/module.modulemap")):
        if modulemap.parent.name.endswith("-tool.build"):
            continue
        arguments += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    for include in sorted((ROOT / "Sources").glob("*/include")):
        arguments += ["-Xcc", "-I", "-Xcc", str(include)]
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode != 0 or not output.exists():
        sys.exit(f"check_api: could not dump {module}:\n{result.stderr}")
    # The dump also lists `package` and `@usableFromInline` declarations (`isInternal`): no
    # client can name them, so they are not API a release promises.
    import json

    def public_only(node):
        node["children"] = [
            public_only(child) for child in node.get("children", [])
            if not child.get("isInternal")
        ]
        return node

    tree = json.loads(output.read_text())
    public_only(tree["ABIRoot"])
    if not tree["ABIRoot"]["children"]:
        sys.exit(f"check_api: the dump of {module} has no public declarations")
    output.write_text(json.dumps(tree, indent=1, sort_keys=True) + "\n")


def breaks(module, baseline, current, workdir):
    report = workdir / f"{module}.diag.txt"
    result = subprocess.run(
        [
            digester(), "-diagnose-sdk", "-input-paths", str(baseline),
            "-input-paths", str(current), "-o", str(report), "-v",
        ],
        capture_output=True, text=True,
    )
    if result.returncode != 0:
        sys.exit(f"check_api: could not compare {module}:\n{result.stderr}")
    lines = []
    for line in report.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("/*"):
            lines.append(f"{module}: {line}")
    return lines


def thrown_type_changes(module, baseline, current):
    """Throwing declarations whose mangled name changed while their name did not.

    `-diagnose-sdk` compares names and types but not the error type of typed throws, which the
    mangled name carries (`throws(NavigationError)` mangles differently from
    `throws(CalendarGridError)`); a caller's `catch` of the old type no longer compiles.
    """
    import json

    def throwing(path):
        found = {}

        def walk(node, names):
            names = names + [node.get("printedName", "")]
            if node.get("throwing") and node.get("usr"):
                found[(node.get("declKind"), ".".join(names[1:]))] = node["usr"]
            for child in node.get("children", []):
                if child.get("kind") not in ("TypeNominal", "TypeFunc", "TypeNameAlias"):
                    walk(child, names)

        walk(json.loads(path.read_text())["ABIRoot"], [])
        return found

    old, new = throwing(baseline), throwing(current)
    return [
        f"{module}: {kind} {name} has changed its thrown error type"
        for (kind, name), usr in sorted(old.items())
        if (kind, name) in new and new[(kind, name)] != usr
    ]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--update", action="store_true")
    parser.add_argument(
        "--build-dir", default=".build/x86_64-unknown-linux-gnu/debug",
        help="the debug build holding Modules/ (relative to the package)",
    )
    arguments = parser.parse_args()
    build_dir = (ROOT / arguments.build_dir).resolve()
    if not (build_dir / "Modules").is_dir():
        sys.exit(f"check_api: no build at {build_dir}: run `swift build` first")
    modules = library_modules()
    if not modules:
        sys.exit("check_api: the manifest lists no library product")

    with tempfile.TemporaryDirectory() as temporary:
        workdir = pathlib.Path(temporary)
        if arguments.update:
            BASELINE.mkdir(parents=True, exist_ok=True)
            for old in BASELINE.glob("*.json"):
                old.unlink()
            for module in modules:
                dump(module, build_dir, BASELINE / f"{module}.json")
            commit = subprocess.run(
                ["git", "rev-parse", "HEAD"], cwd=ROOT, check=True, capture_output=True,
                text=True,
            ).stdout.strip()
            (BASELINE / "COMMIT").write_text(commit + "\n")
            print(f"check_api: recorded the API of {len(modules)} modules at {commit}")
            return 0

        allowed = set()
        if ALLOWED.exists():
            allowed = {
                line.strip() for line in ALLOWED.read_text().splitlines()
                if line.strip() and not line.startswith("#")
            }
        found = []
        for module in modules:
            baseline = BASELINE / f"{module}.json"
            current = workdir / f"{module}.json"
            dump(module, build_dir, current)
            if not baseline.exists():
                print(f"check_api: {module} is new since the baseline (additions only)")
                continue
            found += breaks(module, baseline, current, workdir)
            found += thrown_type_changes(module, baseline, current)

        changelog = (ROOT / "CHANGELOG.md").read_text()
        unreleased = changelog.split("\n## ", 2)[1] if "\n## " in changelog else ""
        undeclared = [line for line in found if line not in allowed]
        unlisted = [
            line for line in sorted(allowed & set(found))
            if not re_symbol(line) or re_symbol(line) not in unreleased
        ]
        stale = sorted(allowed - set(found))
        commit = (BASELINE / "COMMIT").read_text().strip() if (BASELINE / "COMMIT").exists() else "?"
        print(
            f"check_api: {len(modules)} modules against {commit[:12]}: {len(found)} breaks, "
            f"{len(found) - len(undeclared)} declared"
        )
        for line in undeclared:
            print(f"  undeclared break: {line}")
        for line in unlisted:
            print(f"  declared break missing from CHANGELOG.md (Unreleased): {line}")
        for line in stale:
            print(f"  note: allowed break no longer reported: {line}")
        return 1 if undeclared or unlisted else 0


def re_symbol(line):
    """The name a CHANGELOG entry must mention for a break: the member's (or type's) own name."""
    match = re.search(r"(?:Func|Var|Constructor|Struct|Enum|EnumElement|Class|Protocol|Subscript|"
                      r"TypeAlias|AssociatedType|Accessor)\s+([A-Za-z_][A-Za-z0-9_.]*)", line)
    if not match:
        return None
    return match.group(1).split(".")[-1]


if __name__ == "__main__":
    sys.exit(main())
