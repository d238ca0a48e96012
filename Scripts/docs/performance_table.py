#!/usr/bin/env python3
"""Writes the generated parts of the Performance article from the recorded benchmark runs.

    python3 Scripts/docs/performance_table.py           rewrite the article's generated blocks
    python3 Scripts/docs/performance_table.py --check   exit 1 if the article is not current

Reads every committed `bench-results/*.json` that `calgrid-bench --json` wrote (a `RunReport`: the rows,
the paired samples and the `TargetReport`s) and `Benchmarks/instruction-budgets.json`, and
replaces what stands between each pair of marker comments in
`Sources/CalendarGrid/CalendarGrid.docc/Performance.md`:

    <!-- generated: results (Scripts/docs/performance_table.py) -->   ...   <!-- end: results -->
    <!-- generated: targets ... -->                                    ...   <!-- end: targets -->
    <!-- generated: budgets ... -->                                    ...   <!-- end: budgets -->

- results: one table, a row per scenario and a column pair per recorded run (oldest first):
  the median time per unit, and the ratio that run measured (against the scenario's baseline,
  from alternating samples where it took them, else from its own medians);
- targets: the targets of the newest run with every target, as that run reported them;
- budgets: the instruction budgets CI checks, with their tolerance;

and, in `README.md`, the short table of its "Why" section from the newest run:

    <!-- generated: readme ... -->   ...   <!-- end: readme -->

`--check` makes the same text in memory and fails, printing a diff, when either file differs:
run it in CI after the tests. Standard library only.
"""

from __future__ import annotations

import argparse
import difflib
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ARTICLE = ROOT / "Sources/CalendarGrid/CalendarGrid.docc/Performance.md"
README = ROOT / "README.md"
RESULTS = ROOT / "bench-results"
BUDGETS = ROOT / "Benchmarks/instruction-budgets.json"
SCRIPT = "Scripts/docs/performance_table.py"

SCREEN = "gregorian+chinese/ko_KR"

# (scenario id, what the row is, how its ratio reads). Ratio kinds:
#   ("pair", BASELINE_ID, "(s)")  median of the paired samples engine/baseline, else the medians'
#   ("floor",)                    the row's time over the copy floor (d)
#   ("a",)                        how many times faster than baseline (a), from the row's ratios
#   ("over", OTHER_ID, "bulk")    the row's median over another row's
#   ("speedup", OTHER_ID, TEXT)   another row's median over the row's
ROWS: list[tuple[str, str, tuple]] = [
    # What users do.
    (f"user/screen-page/{SCREEN}",
     "a screen's page: ``CalendarGridState/CalendarViewState/page(for:)`` with Korean holidays, lunar subtitles, two rules and a "
     "selection; every cell and decoration read",
     ("pair", f"baseline/screen-page/{SCREEN}", "(s)")),
    (f"user/paging-24/{SCREEN}", "the same screen paged 24 months forward, each page read",
     ("pair", f"baseline/paging-24/{SCREEN}", "(s)")),
    ("user/picker-columns/gregorian/ko_KR",
     "the date picker: a year, month or day chosen, then its three columns read (Gregorian)", ()),
    ("user/picker-columns/dangi/ko_KR", "the same picker in the Dangi calendar", ()),
    ("user/bulk-grid/gregorian/ko_KR",
     "a bare grid written in bulk (``CalendarGridCore/MonthGrid/writeCells(into:)``), the "
     "command-line tool's path",
     ("pair", "baseline/(a)/gregorian/ko_KR", "(a)")),
    ("user/dump-year/all/all-locales",
     "`calgrid dump --all-locales --all-calendars --year 2024`, a fresh process (wall time)", ()),
    # The engine's own paths.
    ("gregorian/bulk/variable/gregorian/ko_KR", "engine: ``CalendarGridCore/GridCalendar/grid(for:rows:today:weekNumbers:)`` + "
     "``CalendarGridCore/MonthGrid/writeCells(into:)``",
     ("a",)),
    ("gregorian/direct/variable/gregorian/ko_KR",
     "engine: ``CalendarGridCore/GridCalendar/writeCells(for:rows:today:into:)``, no grid value", ("a",)),
    ("gregorian/foreach/variable/gregorian/ko_KR",
     "engine: every cell read as a SwiftUI `ForEach` reads it",
     ("over", "gregorian/bulk/variable/gregorian/ko_KR", "bulk")),
    ("gregorian/cells/variable/gregorian/ko_KR", "engine: every ``CalendarGridCore/GridCell`` made and read whole",
     ("over", "gregorian/bulk/variable/gregorian/ko_KR", "bulk")),
    ("gregorian/navigate+bulk/gregorian/ko_KR",
     "engine: the same with ``CalendarGridCore/GridCalendar/month(after:)`` in the timed loop",
     ("a",)),
    ("icu/warm/variable/chinese/ko_KR", "engine: a Chinese grid (table filled)",
     ("over", "gregorian/bulk/variable/gregorian/ko_KR", "Gregorian")),
    ("icu/warm/variable/dangi/ko_KR", "engine: a Dangi grid (table filled)",
     ("over", "gregorian/bulk/variable/gregorian/ko_KR", "Gregorian")),
    ("decorated/plugins/gregorian/ko_KR",
     "engine: a grid with today, a range, two rules, holidays and lunar subtitles",
     ("over", "gregorian/bulk/variable/gregorian/ko_KR", "bulk")),
    ("selection/select+rebuild/gregorian/ko_KR", "engine: select a range and rebuild", ("a",)),
    ("all-cores/2-tasks/gregorian/ko_KR", "engine: the bulk path on 2 cores (per grid)",
     ("speedup", "all-cores/1-task/gregorian/ko_KR", "the throughput of 1 task")),
    # The baselines.
    (f"baseline/screen-page/{SCREEN}",
     "(s) the same screen with Foundation: `date(byAdding:)` and a `DateFormatter` per cell", ()),
    ("baseline/(a)/gregorian/ko_KR",
     "(a) tutorial Foundation: `Calendar.date(from:)` per cell, string compares", ()),
    ("baseline/(b)/gregorian/ko_KR",
     "(b) careful Foundation: `date(byAdding:)` per cell, `isDate(_:inSameDayAs:)`", ()),
    ("baseline/(c)/gregorian/ko_KR", "(c) ICU directly: `ucal_add` and `ucal_get` per cell", ()),
    ("baseline/(d)/any/any", "(d) the floor: copying 42 ready cells", ()),
]

UNITS = {"grid": "grid", "page": "page", "choice": "choice", "run": "run"}


class Run:
    def __init__(self, path: Path):
        self.path = path
        self.data = json.loads(path.read_text(encoding="utf-8"))
        self.rows = {
            row["id"]: row
            for row in self.data["rows"]
            if row.get("status") == "measured" and row.get("measured")
        }
        self.paired = {(p["base"], p["compared"]): p for p in self.data.get("paired", [])}

    @property
    def date(self) -> str:
        return self.data["environment"]["date"]

    def median(self, scenario: str) -> float | None:
        row = self.rows.get(scenario)
        return row["measured"]["statistics"]["median"] if row else None

    def label(self) -> str:
        plan = self.data["plan"]
        kind = "quick" if self.data["quick"] else "full"
        return f"{self.date[:10]}, {kind} plan ({plan['samples']} samples)"


def time(nanoseconds: float) -> str:
    if nanoseconds < 1_000:
        return f"{nanoseconds:.3g} ns"
    if nanoseconds < 1_000_000:
        return f"{nanoseconds / 1e3:.3g} µs"
    if nanoseconds < 1_000_000_000:
        return f"{nanoseconds / 1e6:.3g} ms"
    return f"{nanoseconds / 1e9:.3g} s"


def times(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}×"
    if value >= 10:
        return f"{value:.1f}×"
    return f"{value:.2f}×"


def ratio(run: Run, scenario: str, kind: tuple) -> str:
    if not kind or scenario not in run.rows:
        return ""
    if kind[0] == "pair":
        pair = run.paired.get((scenario, kind[1]))
        if pair:
            return f"{times(pair['ratio']['median'])} faster than {kind[2]} (paired)"
        engine, baseline = run.median(scenario), run.median(kind[1])
        if engine and baseline:
            return f"{times(baseline / engine)} faster than {kind[2]}"
        return ""
    ratios = run.rows[scenario].get("ratios") or {}
    if kind[0] == "floor":
        value = ratios.get("timesFloor")
        return f"{times(value)} floor" if value else ""
    if kind[0] == "a":
        value = ratios.get("fasterThanA")
        return f"{times(value)} faster than (a)" if value else ""
    if kind[0] == "over":
        mine, other = run.median(scenario), run.median(kind[1])
        return f"{times(mine / other)} {kind[2]}" if mine and other else ""
    if kind[0] == "speedup":
        mine, other = run.median(scenario), run.median(kind[1])
        return f"{times(other / mine)} {kind[2]}" if mine and other else ""
    raise ValueError(kind)


def cell(text: str) -> str:
    return text.replace("|", "\\|")


def results_table(runs: list[Run]) -> str:
    header = ["scenario", "what it measures", "per"]
    for run in runs:
        header += [f"median, `{run.path.stem}`", "ratio in that run"]
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join(["---", "---", "---"] + ["---:", "---"] * len(runs)) + "|"]
    for scenario, what, kind in ROWS:
        if not any(scenario in run.rows for run in runs):
            continue
        unit = next(run.rows[scenario]["measured"]["unit"] for run in runs if scenario in run.rows)
        row = [f"`{scenario}`", cell(what), UNITS.get(unit, unit)]
        for run in runs:
            median = run.median(scenario)
            row += [time(median) if median is not None else "–", cell(ratio(run, scenario, kind))]
        lines.append("| " + " | ".join(row) + " |")
    environments = []
    for run in runs:
        env = run.data["environment"]
        swift = env.get("swiftVersion") or env.get("compiledWith")
        environments.append(
            f"`{run.path.stem}`: {run.label()}; {env['cpuModel']}, {env['cores']} cores, {env['operatingSystem']}, "
            f"{swift}, {env['buildConfiguration']} build, {run.data['months']} months per pass.")
    return "\n".join(lines) + "\n\n" + "\n".join(f"- {line}" for line in environments)


def targets_table(runs: list[Run]) -> str:
    newest = runs[-1]
    lines = [f"From `{newest.path.name}` ({newest.date[:10]}):", "",
             "| target | in that run | met |", "|---|---|---|"]
    for target in newest.data["targets"]:
        met = target.get("met")
        if met is None:
            measured = not target["figure"].startswith("n/a")
            verdict = "reported, no limit" if measured else "not measured in this run"
        else:
            verdict = "yes" if met else "**no**"
        lines.append(f"| {cell(target['target'])} | {cell(target['figure'])} | {verdict} |")
    return "\n".join(lines)


def readme_table(runs: list[Run]) -> str:
    """The README's few rows: one grid of each kind, and the baselines, against the bare grid."""
    run = runs[-1]
    bare_id = "gregorian/bulk/variable/gregorian/ko_KR"
    bare = run.median(bare_id)
    if bare is None:
        sys.exit(f"performance_table: the newest run ({run.path.name}) has no {bare_id}")

    def both(first: str, second: str) -> tuple[str, str]:
        a, b = run.median(first), run.median(second)
        if a is None or b is None:
            return "–", ""
        return f"{time(a)} / {time(b)}", f"{times(a / bare)} / {times(b / bare)}"

    def paired(compared: str) -> str:
        pair = run.paired.get((bare_id, compared))
        return f" ({times(pair['ratio']['median'])} paired)" if pair else ""

    decorated_id = "decorated/plugins/gregorian/ko_KR"
    decorated = run.median(decorated_id)
    lunar = both("icu/warm/variable/chinese/ko_KR", "icu/warm/variable/dangi/ko_KR")
    tutorial = both("baseline/(a)/gregorian/ko_KR", "baseline/(a)/chinese/ko_KR")
    icu = both("baseline/(c)/gregorian/ko_KR", "baseline/(c)/chinese/ko_KR")
    env = run.data["environment"]
    lines = [
        f"One quick benchmark run ({run.date[:10]}, release build, {env['cores']} shared cores, "
        f"median per grid over {run.data['months']:,}",
        "consecutive months in `ko_KR`; see "
        "[Performance](Sources/CalendarGrid/CalendarGrid.docc/Performance.md)):",
        "",
        "| building one month grid | time | vs the engine |",
        "|---|---:|---:|",
        f"| CalendarGrid, Gregorian (`grid` + `writeCells`) | {time(bare)} | 1× |",
        f"| CalendarGrid, Chinese / Dangi (warm tables) | {lunar[0]} | {lunar[1]} |",
    ]
    if decorated is not None:
        lines.append(
            "| CalendarGrid, Korean holidays + lunar dates + 2 rules + a range, every decoration "
            f"read | {time(decorated)} | {times(decorated / bare)}{paired(decorated_id)} |")
    lines += [
        "| Foundation, `date(from:)` and a formatter per cell (Gregorian / Chinese) | "
        f"{tutorial[0]} | {tutorial[1]} |",
        f"| ICU directly, `ucal_add` per cell (Gregorian / Chinese) | {icu[0]} | {icu[1]} |",
    ]
    return "\n".join(lines)


def budgets_table() -> str:
    budgets = json.loads(BUDGETS.read_text(encoding="utf-8"))
    tolerance = budgets["tolerance"]
    lines = [
        f"Counted over {budgets['months']} months, {budgets['passes']} passes; CI fails above "
        f"the budget by more than {tolerance:.0%}.", "",
        "| scenario | budget, instructions per unit |", "|---|---:|"]
    for scenario in budgets["scenarios"]:
        lines.append(f"| `{scenario['id']}` | {scenario['instructionsPerUnit']:,} |")
    return "\n".join(lines)


def recorded_runs() -> list[Path]:
    """The committed `bench-results/*.json` (the folder is ignored by git, so a local run written
    there changes nothing until it is added with `git add -f`); every file outside a checkout."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "--", "bench-results/*.json"], cwd=ROOT, check=True,
            capture_output=True, text=True).stdout.split()
        return [ROOT / name for name in listed]
    except (OSError, subprocess.CalledProcessError):
        return sorted(RESULTS.glob("*.json"))


def replace_block(text: str, name: str, body: str, path: Path = ARTICLE) -> str:
    begin = f"<!-- generated: {name} ({SCRIPT}) -->"
    end = f"<!-- end: {name} -->"
    start = text.find(begin)
    stop = text.find(end)
    if start < 0 or stop < start:
        sys.exit(f"performance_table: {path.relative_to(ROOT)} has no '{begin}' ... '{end}'")
    return text[: start + len(begin)] + "\n\n" + body + "\n\n" + text[stop:]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true",
                        help="fail if the article's generated blocks are not current")
    args = parser.parse_args()
    runs = sorted((Run(path) for path in recorded_runs()), key=lambda run: run.date)
    if not runs:
        sys.exit("performance_table: no bench-results/*.json")
    files = {
        ARTICLE: [("results", results_table(runs)), ("targets", targets_table(runs)),
                  ("budgets", budgets_table())],
        README: [("readme", readme_table(runs))],
    }
    stale = []
    for path, blocks in files.items():
        current = path.read_text(encoding="utf-8")
        text = current
        for name, body in blocks:
            text = replace_block(text, name, body, path)
        if text == current:
            continue
        stale.append(path.relative_to(ROOT))
        if args.check:
            sys.stdout.writelines(difflib.unified_diff(
                current.splitlines(keepends=True), text.splitlines(keepends=True),
                f"{path.name} (checked in)", f"{path.name} (generated)"))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"performance_table: rewrote {path.relative_to(ROOT)}")
    if args.check and stale:
        names = ", ".join(str(name) for name in stale)
        print(f"performance_table: not current: {names}; run {SCRIPT}", file=sys.stderr)
        return 1
    if not stale or args.check:
        print("performance_table: Performance.md and README.md are current")
    return 0

if __name__ == "__main__":
    sys.exit(main())
