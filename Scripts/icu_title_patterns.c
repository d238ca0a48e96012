// Lists ICU's best date patterns for month-title skeletons, for
// Scripts/generate_title_patterns.py, which compiles it against the system libicu-dev and runs it
// (nothing in the package builds it).
//
//   icu_title_patterns CALENDAR... -- SKELETON...
//
// For root and every locale ICU lists as available, for each calendar and skeleton, opens a
// date-time pattern generator for `<locale>@calendar=<calendar>` and prints, one record a line:
//   V <ICU version> <CLDR version of its data>
//   P <locale> <calendar> <skeleton> <pattern, UTF-8, the rest of the line>
//   N <locale> <calendar> <titles digest> <weekdays digest>   (32 hexadecimal digits each)
//   E <locale> <calendar> <ICU error name>   and exit status 1
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unum.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

// Two 64-bit FNV-1a hashes with different offset bases: 128 bits, so that two locales' names
// share a digest only when they are the same.
typedef struct {
  uint64_t a, b;
} digest;

static void mix(digest *d, const void *bytes, size_t count) {
  const unsigned char *p = bytes;
  for (size_t i = 0; i < count; i++) {
    d->a = (d->a ^ p[i]) * 1099511628211ULL;
    d->b = (d->b ^ (unsigned char)(p[i] + 0x5b)) * 1099511628211ULL;
  }
}

static void mix_text(digest *d, const UChar *text, int32_t length) {
  if (length < 0) length = 0;
  mix(d, &length, sizeof length);
  mix(d, text, (size_t)length * sizeof(UChar));
}

// Noon (GMT) of days that name months in every way a title can: Chinese and Dangi leap months
// (2020 leap 4, 2023 leap 2, 2025 leap 6), Hebrew Adar I and Adar II (5784), Japanese era
// changes (Showa 64, Heisei 1 and 31, Reiwa 1), far and near years.
static const double digest_days[] = {
    -1e12, 6e11, 599616000000.0, 600220800000.0, 1557921600000.0, 1556625600000.0,
    1591012800000.0, 1680350400000.0, 1754049600000.0, 1708430400000.0, 1710936000000.0,
    1704067200000.0, 1735700000000.0, 4102444800000.0, -6e13,
};

// Whether a title can show symbols of this kind: wide month names (title patterns have `MMMM`
// and `LLLL`, never an abbreviated or narrow month), eras, cyclic years and zodiac names
// (Chinese and Dangi titles). Names read weekdays (the headers) apart, by the weekday digest.
// AM/PM markers, quarters, abbreviated and narrow months, weekdays and the localized pattern
// characters are in no title, so locales that differ only in them share a title formatter.
static int titles_use(int kind) {
  switch (kind) {
  case UDAT_SHORT_MONTHS:
  case UDAT_NARROW_MONTHS:
  case UDAT_STANDALONE_SHORT_MONTHS:
  case UDAT_STANDALONE_NARROW_MONTHS:
  case UDAT_AM_PMS:
  case UDAT_LOCALIZED_CHARS:
  case UDAT_WEEKDAYS:
  case UDAT_SHORT_WEEKDAYS:
  case UDAT_NARROW_WEEKDAYS:
  case UDAT_SHORTER_WEEKDAYS:
  case UDAT_STANDALONE_WEEKDAYS:
  case UDAT_STANDALONE_SHORT_WEEKDAYS:
  case UDAT_STANDALONE_NARROW_WEEKDAYS:
  case UDAT_STANDALONE_SHORTER_WEEKDAYS:
  case UDAT_QUARTERS:
  case UDAT_SHORT_QUARTERS:
  case UDAT_STANDALONE_QUARTERS:
  case UDAT_STANDALONE_SHORT_QUARTERS:
  case UDAT_NARROW_QUARTERS:
  case UDAT_STANDALONE_NARROW_QUARTERS:
    return 0;
  default:
    return 1;
  }
}

// The weekday names the headers read: standalone, every width.
static const int weekday_kinds[] = {
    UDAT_STANDALONE_WEEKDAYS, UDAT_STANDALONE_SHORT_WEEKDAYS, UDAT_STANDALONE_SHORTER_WEEKDAYS,
    UDAT_STANDALONE_NARROW_WEEKDAYS,
};

static void mix_symbols(digest *d, UDateFormat *format, int kind) {
  int32_t count = udat_countSymbols(format, (UDateFormatSymbolType)kind);
  mix(d, &count, sizeof count);
  for (int32_t index = 0; index < count; index++) {
    UChar symbol[512];
    UErrorCode symbolStatus = U_ZERO_ERROR;
    int32_t n =
        udat_getSymbols(format, (UDateFormatSymbolType)kind, index, symbol, 512, &symbolStatus);
    mix_text(d, symbol, U_SUCCESS(symbolStatus) ? n : 0);
  }
}

// What a locale's titles for a calendar are made of, through a formatter with the title's
// pattern: the pattern, the symbols a title can show, the formatter's digits, and the titles and
// month names of `digest_days`; locales with equal digests title every month alike. And apart,
// its standalone weekday names.
static int names_digest(const char *id, const UChar *pattern, int32_t length, digest *d,
                        digest *weekdays) {
  UErrorCode status = U_ZERO_ERROR;
  UChar zone[] = {'G', 'M', 'T', 0};
  UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, id, zone, -1, pattern, length,
                                  &status);
  if (U_FAILURE(status)) return 0;
  d->a = weekdays->a = 14695981039346656037ULL;
  d->b = weekdays->b = 1099511628211ULL * 31;
  mix_text(d, pattern, length);
  for (int kind = UDAT_ERAS; kind <= UDAT_STANDALONE_NARROW_QUARTERS; kind++) {
    if (titles_use(kind)) mix_symbols(d, format, kind);
  }
  for (size_t k = 0; k < sizeof weekday_kinds / sizeof *weekday_kinds; k++) {
    mix_symbols(weekdays, format, weekday_kinds[k]);
  }
  const UNumberFormat *numbers = udat_getNumberFormat(format);
  for (int value = 0; value <= 10; value++) {
    UChar text[64];
    UErrorCode numberStatus = U_ZERO_ERROR;
    int32_t n = unum_format(numbers, value == 10 ? 1234567890 : value, text, 64, NULL,
                            &numberStatus);
    mix_text(d, text, U_SUCCESS(numberStatus) ? n : 0);
  }
  const char *month_patterns[] = {NULL, "MMMM", "LLLL"};
  for (int p = 0; p < 3; p++) {
    UDateFormat *monthFormat = format;
    if (month_patterns[p] != NULL) {
      UChar text[16];
      u_uastrcpy(text, month_patterns[p]);
      monthFormat = udat_clone(format, &status);
      if (U_SUCCESS(status)) udat_applyPattern(monthFormat, 0, text, -1);
    }
    for (size_t day = 0; U_SUCCESS(status) && day < sizeof digest_days / sizeof *digest_days;
         day++) {
      UChar text[512];
      UErrorCode formatStatus = U_ZERO_ERROR;
      int32_t n = udat_format(monthFormat, digest_days[day], text, 512, NULL, &formatStatus);
      mix_text(d, text, U_SUCCESS(formatStatus) ? n : 0);
    }
    if (monthFormat != format && monthFormat != NULL) udat_close(monthFormat);
  }
  udat_close(format);
  return U_SUCCESS(status);
}

static int print_patterns(const char *locale, char **calendars, int calendar_count,
                          char **skeletons, int skeleton_count) {
  for (int c = 0; c < calendar_count; c++) {
    char id[ULOC_FULLNAME_CAPACITY + 64];
    snprintf(id, sizeof id, "%s@calendar=%s", locale, calendars[c]);
    UErrorCode status = U_ZERO_ERROR;
    UDateTimePatternGenerator *generator = udatpg_open(id, &status);
    for (int s = 0; s < skeleton_count && U_SUCCESS(status); s++) {
      UChar skeleton[64];
      UChar pattern[256];
      char text[1024];
      u_strFromUTF8(skeleton, 64, NULL, skeletons[s], -1, &status);
      int32_t length = udatpg_getBestPattern(generator, skeleton, -1, pattern, 256, &status);
      u_strToUTF8(text, sizeof text, NULL, pattern, length, &status);
      if (U_SUCCESS(status)) printf("P %s %s %s %s\n", locale, calendars[c], skeletons[s], text);
      digest names, weekdays;
      if (s == 0 && U_SUCCESS(status)) {
        if (names_digest(id, pattern, length, &names, &weekdays)) {
          printf("N %s %s %016llx%016llx %016llx%016llx\n", locale, calendars[c],
                 (unsigned long long)names.a, (unsigned long long)names.b,
                 (unsigned long long)weekdays.a, (unsigned long long)weekdays.b);
        } else {
          status = U_INTERNAL_PROGRAM_ERROR;
        }
      }
    }
    if (generator != NULL) udatpg_close(generator);
    if (U_FAILURE(status)) {
      printf("E %s %s %s\n", locale, calendars[c], u_errorName(status));
      return 1;
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  int separator = 1;
  while (separator < argc && strcmp(argv[separator], "--") != 0) separator++;
  if (separator == 1 || separator >= argc - 1) {
    fprintf(stderr, "usage: icu_title_patterns CALENDAR... -- SKELETON...\n");
    return 2;
  }
  char **calendars = argv + 1;
  int calendar_count = separator - 1;
  char **skeletons = argv + separator + 1;
  int skeleton_count = argc - separator - 1;
  UVersionInfo version;
  char version_text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(version);
  u_versionToString(version, version_text);
  UErrorCode status = U_ZERO_ERROR;
  char cldr_text[U_MAX_VERSION_STRING_LENGTH] = "";
  ulocdata_getCLDRVersion(version, &status);
  if (U_SUCCESS(status)) u_versionToString(version, cldr_text);
  printf("V %s %s\n", version_text, cldr_text);
  if (print_patterns("root", calendars, calendar_count, skeletons, skeleton_count)) return 1;
  int32_t count = uloc_countAvailable();
  for (int32_t index = 0; index < count; index++) {
    if (print_patterns(uloc_getAvailable(index), calendars, calendar_count, skeletons,
                       skeleton_count))
      return 1;
  }
  return 0;
}
