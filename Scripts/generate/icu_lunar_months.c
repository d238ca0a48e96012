// Lists the months of ICU's Chinese, Dangi or astronomical Islamic calendars for
// Scripts/generate/generate_lunar_year_tables.py and Scripts/generate/generate_islamic_year_tables.py, which
// compile it against the system libicu-dev and run it (nothing in the package builds it).
//
//   icu_lunar_months chinese|dangi|islamic|islamic-umalqura FIRST_DAY LAST_DAY
//
// Days are days since 1970-01-01 (proleptic Gregorian) in the GMT zone, as in CICUShim. From the
// first day numbered 1 on or after FIRST_DAY, each month's successor is found by asking the days
// 29 and 30 days later for their day-of-month number; where neither is numbered 1, or the 30th
// day is numbered neither 1 nor 30, ICU's fields of that day disagree with its neighbours, and the
// days are walked one by one to the next day numbered 1. Output, one record a line:
//   V <ICU version> <calendar type ICU opened>
//   M <day> <extended year> <month, 0-based> <is leap month> <era> <year>   a day numbered 1
//   A <day> <extended year> <month> <is leap month> <day of month>          a day whose number
//                                                   does not follow the previous day's number
//   E <ICU error name>                                                      and exit status 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/uversion.h>

static UCalendar *calendar;
static UErrorCode status = U_ZERO_ERROR;

static int number_of(long day) {
  ucal_setMillis(calendar, (double)day * 86400000.0, &status);
  return ucal_get(calendar, UCAL_DATE, &status);
}

static void print_anomaly(long day) {
  int number = number_of(day);
  printf("A %ld %d %d %d %d\n", day, ucal_get(calendar, UCAL_EXTENDED_YEAR, &status),
         ucal_get(calendar, UCAL_MONTH, &status), ucal_get(calendar, UCAL_IS_LEAP_MONTH, &status),
         number);
}

int main(int argc, char **argv) {
  if (argc != 4 || (strcmp(argv[1], "chinese") != 0 && strcmp(argv[1], "dangi") != 0 &&
                    strcmp(argv[1], "islamic") != 0 && strcmp(argv[1], "islamic-umalqura") != 0)) {
    fprintf(stderr,
            "usage: icu_lunar_months chinese|dangi|islamic|islamic-umalqura FIRST_DAY LAST_DAY\n");
    return 2;
  }
  long first = strtol(argv[2], NULL, 10);
  long last = strtol(argv[3], NULL, 10);
  UChar zone[] = {'G', 'M', 'T', 0};
  char locale[64];
  snprintf(locale, sizeof locale, "en@calendar=%s", argv[1]);
  calendar = ucal_open(zone, -1, locale, UCAL_TRADITIONAL, &status);
  if (U_FAILURE(status)) {
    printf("E %s\n", u_errorName(status));
    return 1;
  }
  UVersionInfo version;
  char version_text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(version);
  u_versionToString(version, version_text);
  printf("V %s %s\n", version_text, ucal_getType(calendar, &status));
  long day = first;
  while (U_SUCCESS(status) && number_of(day) != 1) day++;
  while (U_SUCCESS(status) && day <= last) {
    number_of(day);
    printf("M %ld %d %d %d %d %d\n", day, ucal_get(calendar, UCAL_EXTENDED_YEAR, &status),
           ucal_get(calendar, UCAL_MONTH, &status),
           ucal_get(calendar, UCAL_IS_LEAP_MONTH, &status), ucal_get(calendar, UCAL_ERA, &status),
           ucal_get(calendar, UCAL_YEAR, &status));
    int day29 = number_of(day + 29);
    if (day29 == 1) {
      day += 29;
      continue;
    }
    int day30 = number_of(day + 30);
    if (day29 == 30 && day30 == 1) {
      day += 30;
      continue;
    }
    // Walk: report every day whose number does not follow its predecessor's.
    int previous = number_of(day);
    long next = day + 1;
    for (; U_SUCCESS(status) && next <= day + 40; next++) {
      int number = number_of(next);
      if (number == 1) break;
      if (number != previous + 1) print_anomaly(next);
      previous = number;
    }
    if (next > day + 40) {
      printf("E no day numbered 1 within 40 days of %ld\n", day);
      return 1;
    }
    day = next;
  }
  if (U_FAILURE(status)) {
    printf("E %s\n", u_errorName(status));
    return 1;
  }
  ucal_close(calendar);
  return 0;
}
