#!/usr/bin/env python3
"""Generate Tests/CalendarGridSourcesTestSupport/Fixtures/published_dates.json.

Source and version: pyluach 2.3.0, hijridate 2.6.0, persiantools 6.2.0, jdatetime
6.1.1, convertdate 2.5.1, korean-lunar-calendar 0.4.0 (KASI), cnlunar 0.2.5 (HKO), all PyPI.

Independent reference dates for calendar tests, each list from a PyPI
package (versions pinned in Scripts/requirements.txt and recorded in the
JSON "source" object). Every list maps the calendar's own year (as a string)
to the ISO Gregorian date of the event:

  roshHashanah   1 Tishrei, Hebrew years 5660-5860 — pyluach
                 (arithmetic Hebrew calendar with dehiyyot); cross-checked
                 against convertdate.hebrew (asserted equal).
  ramadan1       1 Ramadan, AH 1356-1500 — hijridate (Umm al-Qura table of
                 Saudi Arabia, valid AH 1343-1500).
  nowruz         1 Farvardin, Solar Hijri years 1279-1479 — persiantools.
                 persiantools uses the 33-year arithmetic rule
                 ((25y + 11) mod 33 < 8) with an astronomical correction set
                 that only starts at 1502, so in this range it is the pure
                 33-year rule. Cross-checked (asserted equal) against jdatetime
                 (jalali_core, FarsiWeb jalali.c, pure 33-year arithmetic) and
                 convertdate.persian (astronomical: March equinox via PyMeeus).
  seollal        Korean lunar 1/1, 1950-2050 — korean-lunar-calendar (KASI).
  chuseok        Korean lunar 8/15, 1950-2050 — korean-lunar-calendar (KASI).
  chineseNewYear Chinese lunar 1/1, 1901-2099 — cnlunar (Hong Kong
                 Observatory conversion tables), same reader as
                 Scripts/generate/generate_lunar_tables.py.
  copticNewYear  1 Thout, Coptic years 1617-1817 (Gregorian 1900-2100) —
                 convertdate.coptic.
  indianNewYear  1 Chaitra, Saka years 1822-2022 (Gregorian 1900-2100) —
                 convertdate.indian_civil (Indian national calendar).
  Ethiopic: convertdate has no Ethiopic module, so there is no Ethiopic list.
  (1 Meskerem falls on the same Gregorian day as Coptic 1 Thout; Ethiopic
  year = Coptic year + 276.)

Regenerate (from the repository root):
    pip install -r Scripts/requirements.txt
    python3 Scripts/generate/generate_published_dates.py
"""
import datetime
import json
import os
import sys
from importlib.metadata import version

sys.dont_write_bytecode = True  # keep Scripts/ free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lunar_sources as src  # noqa: E402

# The repository root: this file is in Scripts/<role>/.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "CalendarGridSourcesTestSupport", "Fixtures", "published_dates.json")
D = datetime.date


def v(pkg):
    return f"{pkg} {version(pkg)}"


def rosh_hashanah():
    from pyluach.dates import HebrewDate
    from convertdate import hebrew
    out = {}
    for y in range(5660, 5861):
        d = HebrewDate(y, 7, 1).to_pydate()  # pyluach: Nisan = 1, Tishrei = 7
        assert d == D(*hebrew.to_gregorian(y, 7, 1)), y
        out[str(y)] = d.isoformat()
    assert out["5785"] == "2024-10-03"
    return out


def ramadan1():
    from hijridate import Hijri
    out = {str(y): Hijri(y, 9, 1).to_gregorian().isoformat() for y in range(1356, 1501)}
    assert out["1445"] == "2024-03-11"
    return out


def nowruz():
    import jdatetime
    from persiantools.jdatetime import JalaliDate
    from convertdate import persian
    out = {}
    for y in range(1279, 1480):
        d = JalaliDate(y, 1, 1).to_gregorian()
        assert d == jdatetime.date(y, 1, 1).togregorian(), y
        assert d == D(*persian.to_gregorian(y, 1, 1)), y
        out[str(y)] = d.isoformat()
    assert out["1403"] == "2024-03-20" and out["1404"] == "2025-03-21"
    return out


def seollal_chuseok():
    s = {str(y): src.korean_date(y, 1, 1).isoformat() for y in range(1950, 2051)}
    c = {str(y): src.korean_date(y, 8, 15).isoformat() for y in range(1950, 2051)}
    assert s["2024"] == "2024-02-10" and c["2024"] == "2024-09-17"
    return s, c


def chinese_new_year():
    out = {str(y): src.chinese_new_year(y).isoformat() for y in range(1901, 2100)}
    assert out["2027"] == "2027-02-06" and out["2030"] == "2030-02-03"
    return out


def coptic_new_year():
    from convertdate import coptic
    out = {str(y): D(*coptic.to_gregorian(y, 1, 1)).isoformat() for y in range(1617, 1818)}
    assert out["1741"] == "2024-09-11"
    assert all(1900 <= int(d[:4]) <= 2100 for d in out.values())
    return out


def indian_new_year():
    from convertdate import indian_civil
    out = {str(y): D(*indian_civil.to_gregorian(y, 1, 1)).isoformat() for y in range(1822, 2023)}
    assert out["1946"] == "2024-03-21" and out["1945"] == "2023-03-22"
    assert all(1900 <= int(d[:4]) <= 2100 for d in out.values())
    return out


def main():
    seollal, chuseok = seollal_chuseok()
    lists = {
        "roshHashanah": rosh_hashanah(),
        "ramadan1": ramadan1(),
        "nowruz": nowruz(),
        "seollal": seollal,
        "chuseok": chuseok,
        "chineseNewYear": chinese_new_year(),
        "copticNewYear": coptic_new_year(),
        "indianNewYear": indian_new_year(),
    }
    source = {
        "roshHashanah": f"{v('pyluach')}: HebrewDate(y, 7, 1), Hebrew years 5660-5860 "
                        f"(cross-checked equal with {v('convertdate')} hebrew)",
        "ramadan1": f"{v('hijridate')}: Umm al-Qura Hijri(y, 9, 1), AH 1356-1500",
        "nowruz": f"{v('persiantools')}: JalaliDate(y, 1, 1), years 1279-1479; 33-year arithmetic rule "
                  f"(no corrections before 1502); cross-checked equal with {v('jdatetime')} "
                  f"(33-year arithmetic) and {v('convertdate')} persian (astronomical equinox)",
        "seollal": f"KASI via {v('korean-lunar-calendar')}: lunar 1/1, 1950-2050",
        "chuseok": f"KASI via {v('korean-lunar-calendar')}: lunar 8/15, 1950-2050",
        "chineseNewYear": f"Hong Kong Observatory via {v('cnlunar')}: lunar 1/1, 1901-2099",
        "copticNewYear": f"{v('convertdate')} coptic: 1 Thout, Coptic years 1617-1817 (Gregorian 1900-2100)",
        "indianNewYear": f"{v('convertdate')} indian_civil: 1 Chaitra, Saka years 1822-2022 "
                         f"(Gregorian 1900-2100)",
        "ethiopicNewYear": "not generated: convertdate has no Ethiopic calendar",
    }
    lines = ["{",
             '  "regenerate": "python3 Scripts/generate/generate_published_dates.py",',
             '  "source": {']
    sk = list(source)
    for i, k in enumerate(sk):
        lines.append(f"    {json.dumps(k)}: {json.dumps(source[k], ensure_ascii=False)}"
                     + ("," if i + 1 < len(sk) else ""))
    lines.append("  },")
    lk = list(lists)
    for i, k in enumerate(lk):
        lines.append(f"  {json.dumps(k)}: {{")
        items = list(lists[k].items())
        for j, (year, date) in enumerate(items):
            lines.append(f"    {json.dumps(year)}: {json.dumps(date)}" + ("," if j + 1 < len(items) else ""))
        lines.append("  }" + ("," if i + 1 < len(lk) else ""))
    lines += ["}", ""]
    text = "\n".join(lines)
    doc = json.loads(text)
    assert doc["source"] == source and all(doc[k] == lists[k] for k in lists)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(OUT, ROOT)}: " +
          ", ".join(f"{k} {len(vv)}" for k, vv in lists.items()))


if __name__ == "__main__":
    main()
