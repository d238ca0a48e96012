#!/usr/bin/env python3
"""Compare the tests a `swift test` run skipped with the list CI expects for its configuration.

    swift test 2>&1 | tee .build/test.log
    python3 Scripts/check/check_skips.py .build/test.log .ci/expected-skips/icu.txt

Swift Testing prints `➜ Test "NAME" skipped` (or `➜ Suite "NAME" skipped`) for a test whose
`.enabled(if:)` condition is false. The expected list has one display name a line, as printed
(`Suite "Pictures in a real browser"` or `Test "..."`), each after a `#` comment that says why
that configuration skips it. The check fails on a skip the list does not name (a test that
stopped running without anyone deciding so) and on a listed skip that did not happen (the list is
out of date), and on a log with no closing line (the run did not finish).
"""
import re
import sys
from pathlib import Path

SKIPPED = re.compile(r'^\S+ ((?:Test|Suite) ".*") skipped')
CLOSING = re.compile(r'Test run with \d+ tests? .*(passed|failed)')


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[0])
        print("usage: check_skips.py LOG EXPECTED", file=sys.stderr)
        return 2
    log = Path(sys.argv[1]).read_text(errors="replace").splitlines()
    if not any(CLOSING.search(line) for line in log):
        print(f"check_skips: {sys.argv[1]} has no closing 'Test run with N tests' line")
        return 1
    skipped = {m.group(1) for line in log if (m := SKIPPED.match(line))}
    expected = {line.strip() for line in Path(sys.argv[2]).read_text().splitlines()
                if line.strip() and not line.lstrip().startswith("#")}
    unexpected = sorted(skipped - expected)
    missing = sorted(expected - skipped)
    for name in unexpected:
        print(f"check_skips: skipped but not expected: {name}")
    for name in missing:
        print(f"check_skips: expected to be skipped but ran: {name} (update {sys.argv[2]})")
    if unexpected or missing:
        return 1
    print(f"check_skips: {len(skipped)} skipped, as {sys.argv[2]} expects")
    return 0


if __name__ == "__main__":
    sys.exit(main())
