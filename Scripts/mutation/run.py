#!/usr/bin/env python3
"""Mutation run: plant small bugs from mutants.json one at a time and see the suite fail.

For each mutant: replace its exact original snippet in its file, rebuild incrementally
(`swift build --build-tests`; the callers of a file with inlinable code are recompiled too), run
the tests (its `filter` suites first, then the whole suite when they pass), and restore the file.
Each mutant ends as one of

  killed    the suite failed (or timed out: a planted bug must fail, never hang)
  survived  the whole suite passed with the bug planted
  stale     its snippet is not in the file exactly once (the code changed: update the set)
  invalid   the mutated code does not compile (fix the mutant)

The score is killed / (killed + survived). A survivor whose entry has an `equivalent` reason is
listed as such: it cannot change what users see (the reason says why).

The original file is restored after every mutant, also on Ctrl-C or SIGTERM; a copy is kept in
.build/mutation-backup while a mutant is planted, and a later run restores it first should this
process have been killed outright.

Usage (from the repository root):
  python3 Scripts/mutation/run.py                      # the full set
  python3 Scripts/mutation/run.py --sample 3 --seed 7  # a seeded sample (CI)
  python3 Scripts/mutation/run.py --only day-leap-feb,weekday-floor-mod
  python3 Scripts/mutation/run.py --check              # stale mutants only, builds nothing
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SET = Path(__file__).resolve().parent / "mutants.json"
BACKUP = ROOT / ".build" / "mutation-backup"
OPERATORS = {
    "flipped-comparison",
    "off-by-one",
    "dropped-term",
    "swapped-arguments",
    "negated-condition",
}


class Interrupted(Exception):
    pass


def on_signal(signum, _frame):
    raise Interrupted(f"signal {signum}")


def load_set(path: Path) -> list[dict]:
    mutants = json.loads(path.read_text())
    seen = set()
    for m in mutants:
        for key in ("id", "file", "operator", "original", "replacement"):
            if key not in m:
                sys.exit(f"mutant {m.get('id', '?')}: missing {key}")
        if m["id"] in seen:
            sys.exit(f"mutant {m['id']}: duplicate id")
        seen.add(m["id"])
        if m["operator"] not in OPERATORS:
            sys.exit(f"mutant {m['id']}: unknown operator {m['operator']}")
        if m["original"] == m["replacement"]:
            sys.exit(f"mutant {m['id']}: replacement equals original")
    return mutants


def restore_leftover_backup() -> None:
    """Restores a file left mutated by a run that was killed outright."""
    if not BACKUP.exists():
        return
    record = json.loads(BACKUP.read_text())
    target = ROOT / record["file"]
    target.write_text(record["text"])
    BACKUP.unlink()
    print(f"restored {record['file']} from a run that was interrupted", flush=True)


def run(command: list[str], limit: float, log) -> tuple[str, float]:
    """Runs a command in its own process group; returns ("ok"|"failed"|"timeout", seconds).

    On timeout the whole group is killed, so no test process is left running.
    """
    start = time.monotonic()
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        code = process.wait(timeout=limit)
        outcome = "ok" if code == 0 else "failed"
    except subprocess.TimeoutExpired:
        outcome = "timeout"
    except BaseException:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        raise
    if outcome == "timeout":
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    else:
        # Stray children of a finished run (a test's subprocess) go with it.
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    return outcome, time.monotonic() - start


# Code another module may copy into its own objects: a debug build inlines `@inline(always)`
# and `@_transparent` bodies into their callers, and an incremental build does not recompile
# those callers when only such a body changes (it saw a mutant in the grid's subscript survive,
# and the tests kept the mutated copy after the file was restored).
INLINED_MARKERS = ("@inlinable", "@inline(always)", "@inline(__always)", "@_transparent")


def package_targets() -> dict[str, dict]:
    """The package's targets by name: their folder and the targets they depend on."""
    described = subprocess.run(
        ["swift", "package", "describe", "--type", "json"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout
    return {t["name"]: t for t in json.loads(described)["targets"]}


def dependent_sources(file: str, targets: dict[str, dict]) -> list[Path]:
    """The Swift files of `file`'s target and of every target that depends on it, directly or
    not (files of the same module inline each other's bodies too)."""
    owner = next((name for name, t in targets.items()
                  if Path(file).is_relative_to(t["path"])), None)
    if owner is None:
        return []
    dependents = {owner}
    frontier = {owner}
    while frontier:
        frontier = {name for name, t in targets.items()
                    if set(t.get("target_dependencies") or []) & frontier} - dependents
        dependents |= frontier
    return sorted(path for name in dependents
                  for path in (ROOT / targets[name]["path"]).rglob("*.swift"))


def copy_holders(m: dict, text: str, targets: dict[str, dict]) -> list[Path]:
    """The files that may hold a copy of `m`'s code: none unless `text` has inlinable code."""
    if not any(marker in text for marker in INLINED_MARKERS):
        return []
    return dependent_sources(m["file"], targets)


def recompile(paths: list[Path]) -> None:
    """Makes the next build recompile `paths`."""
    now = time.time()
    for path in paths:
        os.utime(path, (now, now))


def build(args, log) -> tuple[str, float]:
    return run(["swift", "build", "--build-tests"], args.build_timeout, log)


def test(args, log, test_filter: str | None) -> tuple[str, float]:
    command = ["swift", "test", "--skip-build"]
    if args.no_parallel:
        command.append("--no-parallel")
    if test_filter:
        command += ["--filter", test_filter]
    return run(command, args.test_timeout, log)


def try_mutant(m: dict, args, log, targets: dict[str, dict]) -> dict:
    path = ROOT / m["file"]
    result = {"id": m["id"], "file": m["file"], "operator": m["operator"]}
    if not path.exists():
        return result | {"status": "stale", "why": "file no longer exists"}
    text = path.read_text()
    count = text.count(m["original"])
    if count != 1:
        why = "snippet not found" if count == 0 else f"snippet found {count} times"
        return result | {"status": "stale", "why": why}
    if args.check:
        return result | {"status": "applies"}
    started = time.monotonic()
    holders = copy_holders(m, text, targets)
    BACKUP.parent.mkdir(parents=True, exist_ok=True)
    BACKUP.write_text(json.dumps({"file": m["file"], "text": text}))
    try:
        path.write_text(text.replace(m["original"], m["replacement"], 1))
        recompile(holders)
        log.write(f"\n===== mutant {m['id']} ({m['file']})\n")
        log.flush()
        outcome, _ = build(args, log)
        if outcome != "ok":
            status = "invalid" if outcome == "failed" else "killed"
            why = "does not compile" if outcome == "failed" else "build timed out"
            return result | {"status": status, "why": why, "seconds": elapsed(started)}
        if m.get("filter"):
            outcome, _ = test(args, log, m["filter"])
            if outcome != "ok":
                return result | {
                    "status": "killed",
                    "why": f"{m['filter']} {'timed out' if outcome == 'timeout' else 'failed'}",
                    "seconds": elapsed(started),
                }
        outcome, _ = test(args, log, None)
        if outcome != "ok":
            return result | {
                "status": "killed",
                "why": "suite " + ("timed out" if outcome == "timeout" else "failed"),
                "seconds": elapsed(started),
            }
        survived = result | {"status": "survived", "seconds": elapsed(started)}
        if m.get("equivalent"):
            survived["why"] = "listed: " + m["equivalent"]
        return survived
    finally:
        path.write_text(text)
        # The next build recompiles the callers again, so no copy of the mutant outlives it.
        recompile(holders)
        BACKUP.unlink(missing_ok=True)


def elapsed(started: float) -> int:
    return round(time.monotonic() - started)


def summary(results: list[dict]) -> str:
    lines = ["", f"{'id':34} {'operator':19} {'status':9} {'s':>5}  why", "-" * 100]
    for r in results:
        lines.append(
            f"{r['id']:34} {r['operator']:19} {r['status']:9} {r.get('seconds', ''):>5}  "
            f"{r.get('why', '')}"
        )
    counts = {s: sum(r["status"] == s for r in results) for s in
              ("killed", "survived", "stale", "invalid", "applies")}
    scored = counts["killed"] + counts["survived"]
    unexplained = [r["id"] for r in results
                   if r["status"] == "survived" and not r.get("why", "").startswith("listed")]
    lines.append("-" * 100)
    lines.append(
        f"killed {counts['killed']}, survived {counts['survived']}, stale {counts['stale']}, "
        f"invalid {counts['invalid']}"
        + (f", score {100 * counts['killed'] / scored:.1f}%" if scored else "")
    )
    if unexplained:
        lines.append("survivors with no listed reason: " + ", ".join(unexplained))
    stale = [r["id"] for r in results if r["status"] in ("stale", "invalid")]
    if stale:
        lines.append("update or remove in mutants.json: " + ", ".join(stale))
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", type=Path, default=SET, help="the mutant set (JSON)")
    parser.add_argument("--sample", type=int, help="run this many mutants, drawn with --seed")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", help="comma-separated mutant ids")
    parser.add_argument("--check", action="store_true", help="only report stale mutants")
    parser.add_argument("--build-timeout", type=float, default=900)
    parser.add_argument("--test-timeout", type=float, default=420,
                        help="seconds for one test run; a mutant that exceeds it is killed")
    parser.add_argument("--baseline", action="store_true",
                        help="first run the whole suite unmutated; stop if it fails")
    parser.add_argument("--no-parallel", action="store_true", help="pass --no-parallel")
    parser.add_argument("--max-stale", type=float, metavar="FRACTION",
                        help="exit 1 when more than this fraction of the mutants run are stale "
                             "or invalid (CI: --check --max-stale 0.1 over the whole set)")
    parser.add_argument("--log", type=Path, default=ROOT / ".build" / "mutation.log")
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument("--fail-on-survivor", action="store_true",
                        help="exit 1 when a mutant survives without a listed reason or does "
                             "not compile")
    args = parser.parse_args()

    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, on_signal)
    restore_leftover_backup()
    mutants = load_set(args.set)
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - {m["id"] for m in mutants}
        if unknown:
            sys.exit("unknown mutant ids: " + ", ".join(sorted(unknown)))
        mutants = [m for m in mutants if m["id"] in wanted]
    if args.sample is not None:
        mutants = random.Random(args.seed).sample(mutants, min(args.sample, len(mutants)))
    print(f"{len(mutants)} mutants from {args.set.relative_to(ROOT)}", flush=True)

    targets = {} if args.check else package_targets()
    results = []
    args.log.parent.mkdir(parents=True, exist_ok=True)
    with open(args.log, "w") as log:
        try:
            if not args.check:
                outcome, seconds = build(args, log)
                if outcome != "ok":
                    print(f"the unmutated package does not build ({outcome}); see {args.log}")
                    return 2
                print(f"baseline build {seconds:.0f}s", flush=True)
                if args.baseline:
                    outcome, seconds = test(args, log, None)
                    if outcome != "ok":
                        print(f"the unmutated suite does not pass ({outcome}); see {args.log}")
                        return 2
                    print(f"baseline suite {seconds:.0f}s", flush=True)
            for index, m in enumerate(mutants, 1):
                r = try_mutant(m, args, log, targets)
                results.append(r)
                print(f"[{index}/{len(mutants)}] {r['id']}: {r['status']}"
                      f"{' (' + r['why'] + ')' if r.get('why') else ''}"
                      f"{' ' + str(r['seconds']) + 's' if 'seconds' in r else ''}", flush=True)
        except Interrupted as stop:
            print(f"interrupted ({stop}); the file was restored", flush=True)
        finally:
            if not args.check and results:
                # Leave the build matching the restored sources.
                build(args, log)
    print(summary(results))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")
    # A stale mutant is reported, not failed: another change moved its code, and the summary
    # names it so the set is brought up to date.
    bad = [r for r in results
           if r["status"] == "invalid"
           or (r["status"] == "survived" and not r.get("why", "").startswith("listed"))]
    if args.max_stale is not None and results:
        stale = [r for r in results if r["status"] in ("stale", "invalid")]
        if len(stale) > args.max_stale * len(results):
            print(f"{len(stale)} of {len(results)} mutants are stale or invalid, more than "
                  f"{args.max_stale:.0%}: re-target them to the code they were written for")
            return 1
    return 1 if args.fail_on_survivor and bad else 0


if __name__ == "__main__":
    sys.exit(main())
