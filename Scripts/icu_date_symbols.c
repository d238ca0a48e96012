// Lists the date symbols that month names, titles and weekday headers show, for
// Scripts/generate_date_symbols.py, which compiles it against the system libicu-dev and runs it
// (nothing in the package builds it).
//
//   icu_date_symbols CALENDAR...
//
// For root and every locale ICU lists as available, for each calendar, opens a date formatter
// for `<locale>@calendar=<calendar>` and prints, one record a line:
//   V <ICU version> <CLDR version of its data>
//   S <locale> <calendar> <kind>\t<symbol>\x1f<symbol>\x1f...   (UTF-8, ICU's own order and slots)
//   E <locale> <calendar> <ICU error name>   and exit status 1
// The kinds are those CalendarGridSources reads (`ICUDateFormatter.SymbolKind`), by number.
#include <stdio.h>
#include <string.h>
#include <unicode/udat.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

static const UDateFormatSymbolType kinds[] = {
    UDAT_MONTHS,
    UDAT_STANDALONE_MONTHS,
    UDAT_ERAS,
    UDAT_ERA_NAMES,
    UDAT_STANDALONE_WEEKDAYS,
    UDAT_STANDALONE_SHORT_WEEKDAYS,
    UDAT_STANDALONE_SHORTER_WEEKDAYS,
    UDAT_STANDALONE_NARROW_WEEKDAYS,
    UDAT_CYCLIC_YEARS_ABBREVIATED,
};

static int print_symbols(const char *locale, const char *calendar) {
  char id[ULOC_FULLNAME_CAPACITY + 64];
  snprintf(id, sizeof id, "%s@calendar=%s", locale, calendar);
  UErrorCode status = U_ZERO_ERROR;
  // The pattern does not matter: symbols are the locale's and calendar's whatever it is.
  UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, id, u"GMT", -1, u"y", -1, &status);
  if (U_FAILURE(status)) {
    printf("E %s %s %s\n", locale, calendar, u_errorName(status));
    return 1;
  }
  for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
    int32_t count = udat_countSymbols(format, kinds[k]);
    printf("S %s %s %d\t", locale, calendar, (int)kinds[k]);
    for (int32_t i = 0; i < count; i++) {
      UChar text[512];
      char utf8[2048];
      int32_t length = udat_getSymbols(format, kinds[k], i, text, 512, &status);
      int32_t written = 0;
      if (U_SUCCESS(status)) u_strToUTF8(utf8, sizeof utf8, &written, text, length, &status);
      if (U_FAILURE(status)) {
        printf("\nE %s %s %s\n", locale, calendar, u_errorName(status));
        udat_close(format);
        return 1;
      }
      if (i > 0) putchar(0x1f);
      fwrite(utf8, 1, (size_t)written, stdout);
    }
    putchar('\n');
  }
  udat_close(format);
  return 0;
}

int main(int argc, char **argv) {
  UVersionInfo version;
  char icu[U_MAX_VERSION_STRING_LENGTH], cldr[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(version);
  u_versionToString(version, icu);
  UErrorCode status = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(version, &status);
  u_versionToString(version, cldr);
  printf("V %s %s\n", icu, cldr);
  int32_t count = uloc_countAvailable();
  for (int32_t i = -1; i < count; i++) {
    const char *locale = i < 0 ? "root" : uloc_getAvailable(i);
    for (int c = 1; c < argc; c++) {
      if (print_symbols(locale, argv[c]) != 0) return 1;
    }
  }
  return 0;
}
