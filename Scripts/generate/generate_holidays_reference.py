#!/usr/bin/env python3
"""Generate Tests/CalendarGridHolidaysTests/Reference/<CC>.tsv, the reference days the holiday
data is compared with (issue #43).

Source: the PyPI package `holidays` (python-holidays; version pinned in Scripts/requirements.txt
and checked below), `holidays.country_holidays(CC, years=range(1990, 2061), language=L)` with no
subdivision and the country's default categories (public holidays, including observed days).
L is the country's default language when that is English, else `en_US` when the package has it,
else the default (names are only for reading the differences; CalendarGrid's names come from the
law texts). Sweden is asked with include_sundays=False (otherwise every Sunday is a holiday).

Each file starts with a `# ...` line naming the package, its version and the arguments, then one
line per holiday, `YYYY-MM-DD<TAB>name`, sorted by date; a date with several holidays (the
package's "; "-joined name) gives one line per holiday, in the package's order. Dates after the
package's release are its projection.

Regenerate (from the repository root):
    pip install -r Scripts/requirements.txt
    python3 Scripts/generate/generate_holidays_reference.py
"""
import os
import sys
from importlib.metadata import version

import holidays

PINNED = "0.109"
COUNTRIES = "KR JP CN RU US CA MX BR AR GB IE DE FR ES IT NL PL SE CH IL ZA SA AE EG TR NG IN ID TH VN".split()
FIRST, LAST = 1990, 2060
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "CalendarGridHolidaysTests", "Reference")


def language_for(cls):
    default = getattr(cls, "default_language", None)
    supported = getattr(cls, "supported_languages", ()) or ()
    if default and default.startswith("en"):
        return default
    if "en_US" in supported:
        return "en_US"
    return default


def main():
    have = version("holidays")
    if have != PINNED:
        sys.exit(f"holidays {have} installed; this script is pinned to {PINNED}")
    os.makedirs(OUT, exist_ok=True)
    for cc in COUNTRIES:
        cls = holidays.country_holidays(cc).__class__
        lang = language_for(cls)
        kwargs = {"years": range(FIRST, LAST + 1)}
        if lang:
            kwargs["language"] = lang
        if cc == "SE":
            kwargs["include_sundays"] = False
        days = holidays.country_holidays(cc, **kwargs)
        args = ", ".join(
            [repr(cc), f"years=range({FIRST}, {LAST + 1})"]
            + [f"{k}={v!r}" for k, v in kwargs.items() if k != "years"]
        )
        lines = [f"# python-holidays (PyPI holidays) {have}: holidays.country_holidays({args});"
                 f" no subdivision, default categories"]
        for day in sorted(days):
            for name in days.get_list(day):
                lines.append(f"{day.isoformat()}\t{name}")
        path = os.path.join(OUT, f"{cc}.tsv")
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        os.replace(tmp, path)
        print(f"{cc}: {len(lines) - 1} lines")


if __name__ == "__main__":
    main()
