#!/usr/bin/env python3
"""Generate Tests/CalendarGridSourcesTestSupport/Fixtures/kr_holidays.json.

Source and version: holidays 0.109 (PyPI), with python-dateutil 2.9.0.post0 and six 1.17.0.

Source: South Korean public holidays from the PyPI package `holidays`
(version pinned in Scripts/requirements.txt and recorded in the JSON),
`holidays.KR(years=2000..2040, language="en_US")`, default category
(public). Lunar holidays (Seollal, Buddha's Birthday, Chuseok) are computed
by that package from its Korean lunar calendar; substitute holidays appear
under names starting "Alternative holiday for ...". Dates after the
package's release are its rule-based projection (future one-off days such
as election days are only present if the package already knows them).

When several holidays fall on one date, each gets its own entry (the
package's combined "; "-joined name is split), sorted by date then by the
package's order.

Regenerate (from the repository root):
    pip install -r Scripts/requirements.txt
    python3 Scripts/generate/generate_kr_holidays_fixture.py
"""
import json
import os
from importlib.metadata import version

import holidays

# The repository root: this file is in Scripts/<role>/.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "CalendarGridSourcesTestSupport", "Fixtures", "kr_holidays.json")
FIRST, LAST = 2000, 2040


def dump_one_entry_per_line(doc, list_key):
    """Pretty JSON with each element of doc[list_key] on its own line."""
    head = {k: v for k, v in doc.items() if k != list_key}
    lines = ["{"]
    for k, v in head.items():
        lines.append(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},")
    lines.append(f"  {json.dumps(list_key)}: [")
    items = doc[list_key]
    for i, e in enumerate(items):
        comma = "," if i + 1 < len(items) else ""
        lines.append("    " + json.dumps(e, ensure_ascii=False) + comma)
    lines += ["  ]", "}", ""]
    text = "\n".join(lines)
    assert json.loads(text) == doc
    return text


def main():
    kr = holidays.KR(years=range(FIRST, LAST + 1), language="en_US")
    entries = []
    for day in sorted(kr.keys()):
        for name in kr.get_list(day):
            entries.append({"date": day.isoformat(), "name": name})
    # Sanity checks.
    dates = {(e["date"], e["name"]) for e in entries}
    assert ("2024-02-10", "Korean New Year") in dates
    assert ("2024-02-12", "Alternative holiday for Korean New Year") in dates
    assert ("2024-09-17", "Chuseok") in dates
    assert ("2023-05-27", "Buddha's Birthday") in dates
    assert any(e["name"].startswith("Alternative holiday") for e in entries)
    assert all(FIRST <= int(e["date"][:4]) <= LAST for e in entries)
    doc = {
        "source": f"holidays {version('holidays')} (PyPI): holidays.KR(years={FIRST}...{LAST}, "
                  f"language='en_US'), public category; substitute days are named "
                  f"'Alternative holiday for ...'",
        "regenerate": "python3 Scripts/generate/generate_kr_holidays_fixture.py",
        "firstYear": FIRST,
        "lastYear": LAST,
        "holidays": entries,
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(dump_one_entry_per_line(doc, "holidays"))
    print(f"wrote {os.path.relpath(OUT, ROOT)}: {len(entries)} entries")


if __name__ == "__main__":
    main()
