"""Shared readers for the published lunisolar tables (used by
generate_lunar_tables.py and generate_published_dates.py).

Each reader returns, for a lunar year Y, a YearInfo:
  new_year: datetime.date of month 1 day 1
  months:   list of (month_number, is_leap, length_in_days) in calendar order
  leap:     0, or n when a leap month follows regular month n

Sources (versions pinned in Scripts/requirements.txt):
  * Korean (Dangi): PyPI `korean-lunar-calendar`, which carries the
    Korea Astronomy and Space Science Institute (KASI) table, lunar
    1000-01-01 .. 2050-11-18 / solar 1000-02-13 .. 2050-12-31. Read only
    through its public API (setLunarDate/validity), so the last lunar year
    whose every month is reachable is 2049 (2050's months 11-12 run past the
    package's supported maximum).
  * Chinese: PyPI `cnlunar`, whose lunar table cites the Hong Kong
    Observatory's published Gregorian-lunar conversion tables
    ("数据来源: http://data.weather.gov.hk/gts/time/conversion1_text_c.htm",
    cnlunar/lunar.py). It stores month lengths for lunar years 1901-2099 and
    the New Year date for 1901-2100 (cnlunar/config.py, lunarMonthData and
    lunarNewYearList; bit layout documented there).
  * Cross-checks only (never written): `lunardate` (table derived from the
    1988 `lunar` C program by Fung F. Lee and Ricky Yeung, 1900-2099),
    `borax` (1900-2100), `lunar-python` (6tail, computed astronomically).
"""
import datetime
from dataclasses import dataclass, field
from importlib.metadata import version

EPOCH = datetime.date(1970, 1, 1)


def days_since_epoch(d: datetime.date) -> int:
    return d.toordinal() - EPOCH.toordinal()


@dataclass
class YearInfo:
    new_year: datetime.date
    months: list = field(default_factory=list)  # (month, is_leap, length)
    leap: int = 0

    @property
    def lengths(self):
        return [n for (_, _, n) in self.months]

    def month_start(self, month, is_leap=False):
        d = self.new_year
        for (m, l, n) in self.months:
            if m == month and l == is_leap:
                return d
            d += datetime.timedelta(days=n)
        raise KeyError((month, is_leap))


def _from_first_days(year, first_day, next_new_year):
    """Build a YearInfo from first_day(year, month, is_leap) -> date|None."""
    starts = []
    leap = 0
    for m in range(1, 13):
        d = first_day(year, m, False)
        assert d is not None, (year, m)
        starts.append((m, False, d))
        dl = first_day(year, m, True)
        if dl is not None:
            assert leap == 0, (year, "two leap months")
            leap = m
            starts.append((m, True, dl))
    ends = [s[2] for s in starts[1:]] + [next_new_year]
    months = [(m, l, (e - d).days) for (m, l, d), e in zip(starts, ends)]
    return YearInfo(starts[0][2], months, leap)


# ---------------------------------------------------------------- Korean (KASI)
KOREAN_PACKAGE = "korean-lunar-calendar"
KOREAN_FIRST, KOREAN_LAST = 1900, 2049


def korean_source():
    return f"KASI via {KOREAN_PACKAGE} {version(KOREAN_PACKAGE)}"


def _korean_first_day(year, month, is_leap):
    from korean_lunar_calendar import KoreanLunarCalendar
    c = KoreanLunarCalendar()
    if not c.setLunarDate(year, month, 1, is_leap):
        return None
    if is_leap and not c.isIntercalation:
        return None
    return datetime.date(c.solarYear, c.solarMonth, c.solarDay)


def korean_new_year(year):
    return _korean_first_day(year, 1, False)


def korean_year(year):
    info = _from_first_days(year, _korean_first_day, korean_new_year(year + 1))
    # Cross-check each month length against the package's own validity check
    # (day 30 exists iff the month has 30 days).
    from korean_lunar_calendar import KoreanLunarCalendar
    c = KoreanLunarCalendar()
    for (m, l, n) in info.months:
        assert c.setLunarDate(year, m, 29, l)
        assert c.setLunarDate(year, m, 30, l) == (n == 30), (year, m, l, n)
    return info


def korean_date(year, month, day, is_leap=False):
    from korean_lunar_calendar import KoreanLunarCalendar
    c = KoreanLunarCalendar()
    assert c.setLunarDate(year, month, day, is_leap), (year, month, day, is_leap)
    return datetime.date(c.solarYear, c.solarMonth, c.solarDay)


# ------------------------------------------------- Chinese (HKO via cnlunar)
CHINESE_PACKAGE = "cnlunar"
CHINESE_FIRST, CHINESE_LAST = 1901, 2099


def chinese_source():
    return f"Hong Kong Observatory via {CHINESE_PACKAGE} {version(CHINESE_PACKAGE)}"


def _cnlunar_tables():
    from cnlunar import config
    return config.lunarMonthData, config.lunarNewYearList, config.START_YEAR


def chinese_new_year(year):
    _, ny, start = _cnlunar_tables()
    code = ny[year - start]
    # lunarNewYearList: bits 6-5 = Gregorian month, bits 4-0 = day.
    return datetime.date(year, (code >> 5) & 0x3, code & 0x1F)


def chinese_year(year):
    md, _, start = _cnlunar_tables()
    code = md[year - start]
    # lunarMonthData: bits 0-11 = months 1..12 (set = 30 days),
    # bit 12 = leap month has 30 days, bits 13-16 = leap month number.
    leap = (code >> 13) & 0xF
    months = []
    for m in range(1, 13):
        months.append((m, False, 30 if code & (1 << (m - 1)) else 29))
        if m == leap:
            months.append((m, True, 30 if code & (1 << 12) else 29))
    info = YearInfo(chinese_new_year(year), months, leap)
    return info


def chinese_date(year, month, day, is_leap=False):
    return chinese_year(year).month_start(month, is_leap) + datetime.timedelta(days=day - 1)


# --------------------------------------------------------- cross-check readers
def lunardate_year(year):
    from lunardate import LunarDate

    def first(y, m, l):
        try:
            return LunarDate(y, m, 1, l).to_solar_date()
        except ValueError:
            return None
    nxt = first(year + 1, 1, False) if year < 2099 else None
    if nxt is None:
        return None
    return _from_first_days(year, first, nxt)


def borax_year(year):
    from borax.calendars.lunardate import LunarDate, InvalidLunarDateError

    def first(y, m, l):
        try:
            return LunarDate(y, m, 1, int(l)).to_solar_date()
        except (InvalidLunarDateError, ValueError):
            return None
    nxt = first(year + 1, 1, False)
    if nxt is None:
        return None
    return _from_first_days(year, first, nxt)


def lunar_python_year(year):
    from lunar_python import LunarYear, Solar
    months = []
    first = None
    leap = 0
    for mo in LunarYear.fromYear(year).getMonths():
        if mo.getYear() != year:
            continue
        m = abs(mo.getMonth())
        if mo.isLeap():
            leap = m
        if first is None:
            s = Solar.fromJulianDay(mo.getFirstJulianDay())
            first = datetime.date(s.getYear(), s.getMonth(), s.getDay())
        months.append((m, mo.isLeap(), mo.getDayCount()))
    return YearInfo(first, months, leap)
