// Lists where ICU's Japanese calendar changes era, for Scripts/generate/generate_japanese_eras.py, which
// compiles it against the system libicu-dev and runs it (nothing in the package builds it).
//
//   icu_era_starts FIRST_DAY LAST_DAY
//
// Days are days since 1970-01-01 (proleptic Gregorian) in the GMT zone, as in CICUShim. Walks
// every day and prints, one record a line:
//   V <ICU version> <calendar type ICU opened>
//   S <day> <era> <extended year> <year>   FIRST_DAY, then each day whose era differs from the
//                                          day before's
//   E <ICU error name>                     and exit status 1
#include <stdio.h>
#include <stdlib.h>
#include <unicode/ucal.h>
#include <unicode/uversion.h>

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: icu_era_starts FIRST_DAY LAST_DAY\n");
    return 2;
  }
  long first = strtol(argv[1], NULL, 10);
  long last = strtol(argv[2], NULL, 10);
  UErrorCode status = U_ZERO_ERROR;
  UChar zone[] = {'G', 'M', 'T', 0};
  UCalendar *calendar = ucal_open(zone, -1, "en@calendar=japanese", UCAL_TRADITIONAL, &status);
  if (U_FAILURE(status)) {
    printf("E %s\n", u_errorName(status));
    return 1;
  }
  UVersionInfo version;
  char version_text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(version);
  u_versionToString(version, version_text);
  printf("V %s %s\n", version_text, ucal_getType(calendar, &status));
  int previous = -1;
  for (long day = first; day <= last && U_SUCCESS(status); day++) {
    ucal_setMillis(calendar, (double)day * 86400000.0, &status);
    int era = ucal_get(calendar, UCAL_ERA, &status);
    if (era != previous) {
      printf("S %ld %d %d %d\n", day, era, ucal_get(calendar, UCAL_EXTENDED_YEAR, &status),
             ucal_get(calendar, UCAL_YEAR, &status));
      previous = era;
    }
  }
  if (U_FAILURE(status)) {
    printf("E %s\n", u_errorName(status));
    return 1;
  }
  return 0;
}
