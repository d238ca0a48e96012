#!/usr/bin/env python3
"""Instruction-count gate: key benchmark scenarios against budgets checked into the repo.

Runs each scenario of Benchmarks/instruction-budgets.json in the release calgrid-bench under
valgrind's callgrind (`--count-passes`), counting only the instructions executed inside
`runPassesForCounting` (the untimed passes, not the setup), and divides by the grids made.
Instruction counts do not depend on the machine's load, so the gate is not a timing test.

Fails (exit 1) when a scenario needs more than its budget times (1 + tolerance) instructions
per grid; a scenario well under its budget is reported, so the budget can be lowered.

  Scripts/check/instruction_budgets.py            # check (builds calgrid-bench in release first)
  Scripts/check/instruction_budgets.py --record   # write the counts measured now as the budgets
  Scripts/check/instruction_budgets.py --no-build --bench .build/release/calgrid-bench
  Scripts/check/instruction_budgets.py --scenario user/screen-page/gregorian+chinese/ko_KR  # count only

Needs valgrind (Debian: apt-get install -y --no-install-recommends valgrind).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

# The repository root: this file is in Scripts/<role>/.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUDGETS = os.path.join(ROOT, "Benchmarks", "instruction-budgets.json")


def build(root):
    subprocess.run(
        ["swift", "build", "-c", "release", "--product", "calgrid-bench"], cwd=root, check=True
    )
    path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"],
        cwd=root, check=True, capture_output=True, text=True,
    ).stdout.strip()
    return os.path.join(path, "calgrid-bench")


def count(bench, scenario, months, passes):
    """Instructions per unit inside runPassesForCounting, and the units counted."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        command = [
            "valgrind", "--tool=callgrind", "--toggle-collect=*runPassesForCounting*",
            f"--callgrind-out-file={out}", bench, "--count-passes", str(passes),
            "--months", str(months), "--filter", scenario,
        ]
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"instruction_budgets: {scenario}: calgrid-bench failed:\n{run.stderr[-2000:]}")
        lines = [line for line in run.stdout.splitlines() if line.startswith(scenario + " ")]
        if len(lines) != 1:
            sys.exit(f"instruction_budgets: '{scenario}' matched {len(lines)} scenarios, not 1")
        units = int(re.search(r"units-per-pass=(\d+)", lines[0]).group(1)) * passes
        with open(out) as handle:
            text = handle.read()
        totals = re.search(r"^(?:summary|totals):\s*(\d+)", text, re.MULTILINE)
        if not totals or int(totals.group(1)) == 0:
            sys.exit(f"instruction_budgets: {scenario}: no instructions counted")
        return int(totals.group(1)) / units, units


def without_debug_info(bench, folder):
    """A copy of the binary without DWARF, keeping its symbols (which --toggle-collect needs).

    Valgrind 3.19's DWARF reader gives up on binaries that mix Swift's DWARF 4 with the DWARF 5
    of more than one C target ("Possibly corrupted debuginfo file"); instruction counts do not
    depend on debug information.
    """
    copy = os.path.join(folder, "calgrid-bench")
    objcopy = shutil.which("llvm-objcopy") or os.path.join(
        os.path.dirname(os.path.realpath(shutil.which("swift") or "swift")), "llvm-objcopy")
    if os.path.exists(objcopy):
        subprocess.run([objcopy, "--strip-debug", bench, copy], check=True)
    else:
        subprocess.run(["strip", "--strip-debug", "-o", copy, bench], check=True)
    return copy


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--record", action="store_true", help="write the counts as the budgets")
    parser.add_argument("--no-build", action="store_true", help="use --bench as it is")
    parser.add_argument("--bench", help="the calgrid-bench binary (a release build)")
    parser.add_argument("--budgets", default=BUDGETS)
    parser.add_argument(
        "--scenario", action="append", default=[], metavar="ID",
        help="count this scenario (repeatable) instead of the budgeted ones; no budget, no gate",
    )
    arguments = parser.parse_args()

    with open(arguments.budgets) as handle:
        config = json.load(handle)
    bench = arguments.bench
    if not arguments.no_build:
        bench = build(ROOT)
    elif not bench:
        bench = os.path.join(ROOT, ".build", "release", "calgrid-bench")

    tolerance = config["tolerance"]
    months, passes = config["months"], config["passes"]
    failures = []
    stripped_folder = tempfile.TemporaryDirectory()
    bench = without_debug_info(bench, stripped_folder.name)
    for scenario in arguments.scenario:
        measured, units = count(bench, scenario, months, passes)
        print(f"counted  {scenario}: {measured:,.0f} instructions per unit ({units} units)")
    if arguments.scenario:
        return 0
    for entry in config["scenarios"]:
        measured, units = count(bench, entry["id"], months, entry.get("passes", passes))
        budget = entry.get("instructionsPerUnit")
        if arguments.record:
            entry["instructionsPerUnit"] = round(measured)
            print(f"recorded {entry['id']}: {measured:,.0f} instructions per unit ({units} units)")
            continue
        limit = budget * (1 + tolerance)
        verdict = "ok"
        if measured > limit:
            verdict = "OVER BUDGET"
            failures.append(entry["id"])
        elif measured < budget * (1 - tolerance):
            verdict = "under budget (lower it with --record)"
        print(
            f"{verdict:>11}  {entry['id']}: {measured:,.0f} instructions per unit, "
            f"budget {budget:,} (+{tolerance:.0%} = {limit:,.0f})"
        )
    if arguments.record:
        with open(arguments.budgets, "w") as handle:
            json.dump(config, handle, indent=2)
            handle.write("\n")
        print(f"wrote {os.path.relpath(arguments.budgets, ROOT)}")
    elif failures:
        print(
            "instruction_budgets: FAILED: more instructions than budgeted for "
            + ", ".join(failures)
            + ". If the rise is intended, re-record with Scripts/check/instruction_budgets.py --record",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
