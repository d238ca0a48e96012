#!/usr/bin/env python3
"""Generate Sources/CalendarGridHolidays/Generated/ from Data/holidays/*.json.

Each Data/holidays/<CC>.json (the format of docs/holiday-data.md) is validated and written as
Swift: HolidayData+<CC>.swift holds one `static let` of the public model
(`HolidayCountryData(...)` constructor calls), and HolidayData.swift lists every country, so the
library carries no resource files and parses no JSON at run time.

The data files are written from the law texts and the published decrees they cite; this script
only checks and translates them (no network, no third-party package).

Regenerate (from the repository root):
    python3 Scripts/generate/generate_holidays.py
Check that the generated files are current (CI):
    python3 Scripts/generate/generate_holidays.py --check
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "Data", "holidays")
OUT = os.path.join(ROOT, "Sources", "CalendarGridHolidays", "Generated")

WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
CATEGORIES = ["public", "bank", "observance"]
DATE_KEYS = ["fixed", "nthWeekday", "weekdayOnOrAfter", "weekdayOnOrBefore", "easter",
             "orthodoxEaster", "lunar", "solarLongitude", "published"]
# The lunar calendars a rule may name, with their Swift case and their months: Hebrew 1...13 and
# no `leap`, Chinese, Dangi and Vietnamese 1...12 with `leap`, Islamic 1...12 and no `leap`.
LUNAR_CALENDARS = {
    "chinese": ("chinese", 12, True), "dangi": ("dangi", 12, True),
    "hebrew": ("hebrew", 13, False), "vietnamese": ("vietnamese", 12, True),
    "islamic-umalqura": ("islamicUmmAlQura", 12, False),
    "islamic-civil": ("islamicCivil", 12, False), "islamic-tbla": ("islamicTabular", 12, False),
}
PUBLISHED_LIMIT = 1000
HIJRI_MONTH = re.compile(r"^(\d{1,4})-(\d{2})$")
ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")


class Invalid(Exception):
    pass


def fail(path, field, expected):
    raise Invalid(f"{path}: {field}: expected {expected}")


def check_keys(path, field, obj, required, optional=()):
    if not isinstance(obj, dict):
        fail(path, field, "an object")
    for key in required:
        if key not in obj:
            fail(path, f"{field}.{key}", "present")
    for key in obj:
        if key not in required and key not in optional:
            fail(path, f"{field}.{key}", f"one of {', '.join(list(required) + list(optional))}")


def check_int(path, field, value, low, high):
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        fail(path, field, f"an integer {low}...{high}")


def check_weekday(path, field, value):
    if value not in WEEKDAYS:
        fail(path, field, "a lower-case English weekday name")


def check_names(path, field, names, languages):
    if not isinstance(names, dict):
        fail(path, field, "an object of names by language")
    for language in languages:
        if not isinstance(names.get(language), str) or not names[language]:
            fail(path, f"{field}.{language}", "a name (every language of 'languages')")


def check_years(path, field, years):
    if years is None:
        return
    if not isinstance(years, list) or len(years) != 2:
        fail(path, field, "[from, until] (years or null)")
    for y in years:
        if y is not None:
            check_int(path, field, y, -1_000_000, 1_000_000)
    if years[0] is not None and years[1] is not None and years[0] > years[1]:
        fail(path, field, "from <= until")


def check_date(path, field, date):
    if not isinstance(date, dict) or len(date) != 1 or next(iter(date)) not in DATE_KEYS:
        fail(path, field, f"exactly one of {', '.join(DATE_KEYS)}")
    key, value = next(iter(date.items()))
    f = f"{field}.{key}"
    if key == "fixed":
        if not isinstance(value, list) or len(value) != 2:
            fail(path, f, "[month, day]")
        check_int(path, f, value[0], 1, 12)
        check_int(path, f, value[1], 1, 31)
    elif key == "nthWeekday":
        check_keys(path, f, value, ["month", "weekday", "n"])
        check_int(path, f + ".month", value["month"], 1, 12)
        check_weekday(path, f + ".weekday", value["weekday"])
        if value["n"] not in (1, 2, 3, 4, 5, -1):
            fail(path, f + ".n", "1...5 or -1")
    elif key in ("weekdayOnOrAfter", "weekdayOnOrBefore"):
        check_keys(path, f, value, ["month", "day", "weekday"])
        check_int(path, f + ".month", value["month"], 1, 12)
        check_int(path, f + ".day", value["day"], 1, 31)
        check_weekday(path, f + ".weekday", value["weekday"])
    elif key in ("easter", "orthodoxEaster"):
        check_int(path, f, value, -200, 200)
    elif key == "lunar":
        check_keys(path, f, value, ["calendar", "month", "day"], ["leap", "offset"])
        if value["calendar"] not in LUNAR_CALENDARS:
            fail(path, f + ".calendar", ", ".join(LUNAR_CALENDARS))
        _, months, leap = LUNAR_CALENDARS[value["calendar"]]
        check_int(path, f + ".month", value["month"], 1, months)
        check_int(path, f + ".day", value["day"], 1, 30)
        if not isinstance(value.get("leap", False), bool):
            fail(path, f + ".leap", "true or false")
        if value.get("leap", False) and not leap:
            fail(path, f + ".leap", f"false: the {value['calendar']} calendar has no leap month")
        check_int(path, f + ".offset", value.get("offset", 0), -200, 200)
    elif key == "solarLongitude":
        check_keys(path, f, value, ["degrees", "utcOffsetHours"])
        check_int(path, f + ".degrees", value["degrees"], 0, 345)
        if value["degrees"] % 15:
            fail(path, f + ".degrees", "a multiple of 15")
        if not isinstance(value["utcOffsetHours"], (int, float)) or abs(value["utcOffsetHours"]) > 18:
            fail(path, f + ".utcOffsetHours", "-18...18")
    elif key == "published":
        check_keys(path, f, value, ["source", "dates"])
        if not isinstance(value["source"], str) or not value["source"]:
            fail(path, f + ".source", "the primary source of the dates")
        dates = value["dates"]
        if not isinstance(dates, list) or not 1 <= len(dates) <= PUBLISHED_LIMIT:
            fail(path, f + ".dates", f"1 to {PUBLISHED_LIMIT} dates")
        for i, d in enumerate(dates):
            if not isinstance(d, str) or not ISO.match(d):
                fail(path, f"{f}.dates[{i}]", "YYYY-MM-DD")
        if len(set(dates)) != len(dates):
            fail(path, f + ".dates", "no day listed twice")


def check_observed(path, field, observed):
    check_keys(path, field, observed, ["when", "to"], ["weekdayTo", "skip", "years"])
    for w, direction in observed.get("weekdayTo", {}).items():
        check_weekday(path, field + ".weekdayTo", w)
        if direction not in ("next", "previous", "nearestWeekday"):
            fail(path, f"{field}.weekdayTo.{w}", "next, previous or nearestWeekday")
    for w in observed["when"]:
        if w != "holiday":
            check_weekday(path, field + ".when", w)
    if observed["to"] not in ("next", "previous", "nearestWeekday"):
        fail(path, field + ".to", "next, previous or nearestWeekday")
    for s in observed.get("skip", []):
        if s not in ("weekend", "holiday", "observed"):
            fail(path, field + ".skip", "weekend, holiday or observed")
    check_years(path, field + ".years", observed.get("years"))


def in_years(span, year):
    low, high = span if span else (None, None)
    return (low is None or low <= year) and (high is None or year <= high)


def validate(path, data):
    check_keys(path, "", data,
               ["country", "legalBasis", "sources", "languages", "weekend", "knownUntil",
                "observedName", "holidays", "betweenHolidays", "oneOff", "workdays"],
               ["islamicMonthStarts", "earlierWeekends", "decisions"])
    cc = data["country"]
    if not re.match(r"^[A-Z]{2}$", cc) or os.path.basename(path) != f"{cc}.json":
        fail(path, "country", "the two upper-case letters of the file name")
    languages = data["languages"]
    if "en" not in languages:
        fail(path, "languages", "a list containing en")
    for w in data["weekend"]:
        check_weekday(path, "weekend", w)
    if data["knownUntil"] is not None:
        check_int(path, "knownUntil", data["knownUntil"], 1, 1_000_000)
    for language, pattern in data["observedName"].items():
        if not isinstance(pattern, str):
            fail(path, f"observedName.{language}", "a string")
    spans = {}
    for i, h in enumerate(data["holidays"]):
        f = f"holidays[{i}]"
        check_keys(path, f, h, ["id", "names", "date"],
                   ["years", "category", "dayOff", "move", "observed", "group", "regions"])
        if not ID.match(h["id"]):
            fail(path, f + ".id", "a kebab-case id")
        check_names(path, f + ".names", h["names"], languages)
        check_date(path, f + ".date", h["date"])
        check_years(path, f + ".years", h.get("years"))
        if h.get("category", "public") not in CATEGORIES:
            fail(path, f + ".category", "public, bank or observance")
        for w, days in h.get("move", {}).items():
            check_weekday(path, f + ".move", w)
            check_int(path, f + f".move.{w}", days, -7, 7)
        if "observed" in h:
            check_observed(path, f + ".observed", h["observed"])
        years = h.get("years") or [None, None]
        low = years[0] if years[0] is not None else -10**9
        high = years[1] if years[1] is not None else 10**9
        for other_low, other_high, other in spans.get(h["id"], []):
            if low <= other_high and other_low <= high:
                fail(path, f + ".years", f"years that do not overlap {other} (same id)")
        spans.setdefault(h["id"], []).append((low, high, f))
    if data["betweenHolidays"] is not None:
        b = data["betweenHolidays"]
        check_keys(path, "betweenHolidays", b, ["id", "names"], ["years", "except"])
        check_names(path, "betweenHolidays.names", b["names"], languages)
        check_years(path, "betweenHolidays.years", b.get("years"))
        for w in b.get("except", []):
            check_weekday(path, "betweenHolidays.except", w)
    for i, o in enumerate(data["oneOff"]):
        f = f"oneOff[{i}]"
        check_keys(path, f, o, ["date", "id", "names", "source"], ["category", "dayOff"])
        if not ISO.match(o["date"]):
            fail(path, f + ".date", "YYYY-MM-DD")
        if not ID.match(o["id"]):
            fail(path, f + ".id", "a kebab-case id")
        check_names(path, f + ".names", o["names"], languages)
        if not o["source"]:
            fail(path, f + ".source", "the decree or gazette")
        if o.get("category", "public") not in CATEGORIES:
            fail(path, f + ".category", "public, bank or observance")
    for i, w in enumerate(data["workdays"]):
        check_keys(path, f"workdays[{i}]", w, ["date", "source"])
        if not ISO.match(w["date"]):
            fail(path, f"workdays[{i}].date", "YYYY-MM-DD")
    previous = None
    for i, w in enumerate(data.get("earlierWeekends", [])):
        f = f"earlierWeekends[{i}]"
        check_keys(path, f, w, ["until", "weekend"])
        if not ISO.match(w["until"]) or (previous and w["until"] <= previous):
            fail(path, f + ".until", "YYYY-MM-DD, after the one before")
        previous = w["until"]
        for d in w["weekend"]:
            check_weekday(path, f + ".weekend", d)
    # The published lists (published dates, Islamic month starts) end no later than knownUntil.
    listed = [d for h in data["holidays"] for d in h["date"].get("published", {}).get("dates", [])]
    months = set()
    for i, m in enumerate(data.get("islamicMonthStarts", [])):
        f = f"islamicMonthStarts[{i}]"
        check_keys(path, f, m, ["month", "start", "source"])
        match = HIJRI_MONTH.match(m["month"]) if isinstance(m["month"], str) else None
        if not match or not 1 <= int(match.group(2)) <= 12 or int(match.group(1)) < 1:
            fail(path, f + ".month", "a Hijri year and month YYYY-MM")
        if m["month"] in months:
            fail(path, f + ".month", "a month not given before")
        months.add(m["month"])
        if not ISO.match(m["start"]):
            fail(path, f + ".start", "YYYY-MM-DD")
        if not m["source"]:
            fail(path, f + ".source", "the announcement or decree")
        listed.append(m["start"])
    decided = set()
    for i, d in enumerate(data.get("decisions", [])):
        f = f"decisions[{i}]"
        check_keys(path, f, d, ["id", "year", "source"], ["dates", "observed"])
        if "dates" not in d and "observed" not in d:
            fail(path, f, "dates, observed or both")
        if set(d.get("dates", [])) & set(d.get("observed", [])):
            fail(path, f + ".observed", "days other than the holiday's own dates")
        if d.get("dates") == [] and d.get("observed"):
            fail(path, f + ".observed", "no observed days for a holiday whose dates are empty")
        check_int(path, f + ".year", d["year"], 1, 1_000_000)
        if not any(h["id"] == d["id"] and "regions" not in h and in_years(h.get("years"), d["year"])
                   for h in data["holidays"]):
            fail(path, f + ".id", f"the id of a rule that applies in {d['year']}")
        if (d["id"], d["year"]) in decided:
            fail(path, f, "one decision per id and year")
        decided.add((d["id"], d["year"]))
        for key, low, high in (("dates", 0, 0), ("observed", -1, 1)):
            days = d.get(key, [])
            for day in days:
                if not ISO.match(day) or not d["year"] + low <= int(day[:4]) <= d["year"] + high:
                    fail(path, f"{f}.{key}", f"YYYY-MM-DD days of {d['year'] + low}...{d['year'] + high}")
            if len(set(days)) != len(days):
                fail(path, f"{f}.{key}", "days not listed twice")
        if not d["source"]:
            fail(path, f + ".source", "the decree or announcement")
        listed.append(f"{d['year']:04d}-12-31")
    if listed and (data["knownUntil"] is None or data["knownUntil"] < int(max(listed)[:4])):
        fail(path, "knownUntil", f"at least {max(listed)[:4]}, the last year the published lists give")


# Swift output


def s(text):
    return json.dumps(text, ensure_ascii=False)


def names(d):
    return "[" + ", ".join(f"{s(k)}: {s(v)}" for k, v in d.items()) + "]"


def years(y):
    if y is None:
        return "nil"
    return "HolidayYears(" + ", ".join("nil" if v is None else str(v) for v in y) + ")"


def date(d):
    key, v = next(iter(d.items()))
    if key == "fixed":
        return f".fixed(month: {v[0]}, day: {v[1]})"
    if key == "nthWeekday":
        return f".nthWeekday(month: {v['month']}, weekday: .{v['weekday']}, n: {v['n']})"
    if key in ("weekdayOnOrAfter", "weekdayOnOrBefore"):
        return f".{key}(month: {v['month']}, day: {v['day']}, weekday: .{v['weekday']})"
    if key in ("easter", "orthodoxEaster"):
        return f".{key}({v})"
    if key == "lunar":
        return (f".lunar(LunarDate(calendar: .{LUNAR_CALENDARS[v['calendar']][0]}, month: {v['month']}, day: {v['day']}, "
                f"leap: {'true' if v.get('leap') else 'false'}, offset: {v.get('offset', 0)}))")
    if key == "published":
        dates = ", ".join(f'Day(literal: "{d}")' for d in v["dates"])
        return f".published(PublishedDates(source: {s(v['source'])}, dates: [{dates}]))"
    return f".solarLongitude(degrees: {v['degrees']}, utcOffsetHours: {float(v['utcOffsetHours'])})"


def observed(o):
    when = ", ".join(".holiday" if w == "holiday" else f".weekday(.{w})" for w in o["when"])
    skip = o.get("skip", ["weekend", "holiday", "observed"])
    weekday_to = ""
    if o.get("weekdayTo"):
        weekday_to = "weekdayTo: [" + ", ".join(f".{w}: .{d}" for w, d in o["weekdayTo"].items()) + "], "
    return (f"ObservedRule(when: [{when}], to: .{o['to']}, {weekday_to}"
            f"skip: [{', '.join('.' + x for x in skip)}], years: {years(o.get('years'))})")


def rule(h):
    args = [f"id: {s(h['id'])}", f"names: {names(h['names'])}", f"date: {date(h['date'])}"]
    if h.get("years") is not None:
        args.append(f"years: {years(h['years'])}")
    if h.get("category", "public") != "public":
        args.append(f"category: .{h['category']}")
    if h.get("dayOff", True) is False:
        args.append("dayOff: false")
    if "move" in h:
        args.append("move: [" + ", ".join(f".{w}: {d}" for w, d in h["move"].items()) + "]")
    if "observed" in h:
        args.append(f"observed: {observed(h['observed'])}")
    if "group" in h:
        args.append(f"group: {s(h['group'])}")
    if "regions" in h:
        args.append("regions: [" + ", ".join(s(r) for r in h["regions"]) + "]")
    return "HolidayRule(" + ", ".join(args) + ")"


def one_off(o):
    args = [f'date: Day(literal: "{o["date"]}")', f"id: {s(o['id'])}", f"names: {names(o['names'])}",
            f"source: {s(o['source'])}"]
    if o.get("category", "public") != "public":
        args.append(f"category: .{o['category']}")
    if o.get("dayOff", True) is False:
        args.append("dayOff: false")
    return "OneOffHoliday(" + ", ".join(args) + ")"


HEADER = """// Generated by Scripts/generate/generate_holidays.py from {source} — do not edit.
// Regenerate: python3 Scripts/generate/generate_holidays.py
"""


# Two-letter country codes that are Swift keywords (IN, IS, AS, DO, IF) are escaped as members.
SWIFT_KEYWORDS = {"as", "do", "if", "in", "is"}


def member(cc):
    name = cc.lower()
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def country_swift(data):
    cc = data["country"]
    lines = [HEADER.format(source=f"Data/holidays/{cc}.json"), "import CalendarGridCore", "",
             "extension HolidayCountryData {",
             f"  /// {cc}'s holidays, from Data/holidays/{cc}.json.",
             f"  static let {member(cc)} = HolidayCountryData(",
             f"    country: {s(cc)},",
             f"    legalBasis: {s(data['legalBasis'])},",
             "    sources: [" + ", ".join(s(x) for x in data["sources"]) + "],",
             "    languages: [" + ", ".join(s(x) for x in data["languages"]) + "],",
             "    weekend: [" + ", ".join("." + w for w in data["weekend"]) + "],",
             f"    knownUntil: {'nil' if data['knownUntil'] is None else data['knownUntil']},",
             f"    observedName: {names(data['observedName']) if data['observedName'] else '[:]'},",
             "    holidays: ["]
    lines += [f"      {rule(h)}," for h in data["holidays"]]
    lines.append("    ],")
    b = data["betweenHolidays"]
    if b is not None:
        except_ = ", ".join("." + w for w in b.get("except", []))
        lines.append(f"    betweenHolidays: BetweenHolidaysRule(id: {s(b['id'])}, names: {names(b['names'])}, "
                     f"years: {years(b.get('years'))}, except: [{except_}]),")
    lines.append("    oneOff: [")
    lines += [f"      {one_off(o)}," for o in data["oneOff"]]
    lines.append("    ],")
    lines.append("    workdays: [")
    lines += [f'      MovedWorkday(date: Day(literal: "{w["date"]}"), source: {s(w["source"])}),'
              for w in data["workdays"]]
    starts = data.get("islamicMonthStarts", [])
    weekends = data.get("earlierWeekends", [])
    decisions = data.get("decisions", [])
    if starts or weekends or decisions:
        lines.append("    ],")
        lines.append("    islamicMonthStarts: [")
        for m in starts:
            year, month = m["month"].split("-")
            lines.append(f'      IslamicMonthStart(year: {int(year)}, month: {int(month)}, '
                         f'start: Day(literal: "{m["start"]}"), source: {s(m["source"])}),')
    if weekends:
        lines.append("    ],")
        lines.append("    earlierWeekends: [")
        for w in weekends:
            days = ", ".join("." + d for d in w["weekend"])
            lines.append(f'      EarlierWeekend(until: Day(literal: "{w["until"]}"), weekend: [{days}]),')
    if decisions:
        lines.append("    ],")
        lines.append("    decisions: [")
        for d in decisions:
            args = [f"id: {s(d['id'])}", f"year: {int(d['year'])}"]
            for key in ("dates", "observed"):
                if key in d:
                    args.append(f"{key}: [" + ", ".join(f'Day(literal: "{x}")' for x in d[key]) + "]")
            args.append(f"source: {s(d['source'])}")
            lines.append("      HolidayDecision(" + ", ".join(args) + "),")
    lines.append("    ]")
    lines.append("  )")
    lines.append("}")
    return "\n".join(lines) + "\n"


def registry_swift(codes):
    entries = "\n".join(f"    {s(cc)}: .{member(cc)}," for cc in codes) or "    :"
    return (HEADER.format(source="Data/holidays/*.json") + "\n"
            "extension HolidayCountryData {\n"
            "  /// The built-in countries by code.\n"
            "  static let builtIn: [String: HolidayCountryData] = [\n"
            f"{entries}\n"
            "  ]\n"
            "}\n")


def main():
    check = "--check" in sys.argv[1:]
    files = sorted(f for f in os.listdir(DATA) if f.endswith(".json"))
    outputs = {}
    try:
        for name in files:
            path = os.path.join(DATA, name)
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            validate(os.path.relpath(path, ROOT), data)
            outputs[f"HolidayData+{data['country']}.swift"] = country_swift(data)
    except Invalid as error:
        sys.exit(f"invalid holiday data: {error}")
    outputs["HolidayData.swift"] = registry_swift([f[:-5] for f in files])
    # swift-format gives the generated files the repository's layout, so that the lint passes.
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in outputs.items():
            with open(os.path.join(tmp, name), "w", encoding="utf-8") as f:
                f.write(text)
        swift = shutil.which("swift")
        if swift:
            subprocess.run([swift, "format", "-i", "--configuration",
                            os.path.join(ROOT, ".swift-format")]
                           + [os.path.join(tmp, n) for n in outputs], check=True)
        for name in outputs:
            with open(os.path.join(tmp, name), encoding="utf-8") as f:
                outputs[name] = f.read()
    stale = []
    os.makedirs(OUT, exist_ok=True)
    for name, text in outputs.items():
        target = os.path.join(OUT, name)
        current = open(target, encoding="utf-8").read() if os.path.exists(target) else None
        if current != text:
            stale.append(name)
            if not check:
                with open(target + ".tmp", "w", encoding="utf-8") as f:
                    f.write(text)
                os.replace(target + ".tmp", target)
    for name in os.listdir(OUT):
        if name.endswith(".swift") and name not in outputs:
            stale.append(name)
            if not check:
                os.remove(os.path.join(OUT, name))
    if check and stale:
        sys.exit(f"generated holiday files are stale: {', '.join(stale)}; run {sys.argv[0]}")
    print(f"{len(files)} countries; {'stale: ' + ', '.join(stale) if stale else 'up to date'}")


if __name__ == "__main__":
    main()
