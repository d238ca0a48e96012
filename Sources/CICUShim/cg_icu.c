// The C side of the ICU seam: see include/cg_icu.h. Only this file includes ICU's headers.

#include "cg_icu.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uloc.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>
#include <unicode/ulocdata.h>
#include <unicode/uregion.h>
#include <unicode/ureldatefmt.h>

#define MS_PER_DAY 86400000.0

// The symbol kinds in cg_icu.h mirror UDateFormatSymbolType; a new ICU that renumbers it fails
// to compile here instead of returning the wrong names.
_Static_assert(CG_SYMBOL_WEEKDAYS == UDAT_WEEKDAYS, "symbol kinds");
_Static_assert(CG_SYMBOL_ERA_NAMES == UDAT_ERA_NAMES, "symbol kinds");
_Static_assert(CG_SYMBOL_NARROW_WEEKDAYS == UDAT_NARROW_WEEKDAYS, "symbol kinds");
_Static_assert(CG_SYMBOL_STANDALONE_MONTHS == UDAT_STANDALONE_MONTHS, "symbol kinds");
_Static_assert(CG_SYMBOL_STANDALONE_NARROW_WEEKDAYS == UDAT_STANDALONE_NARROW_WEEKDAYS,
               "symbol kinds");
_Static_assert(CG_SYMBOL_SHORTER_WEEKDAYS == UDAT_SHORTER_WEEKDAYS, "symbol kinds");
_Static_assert(CG_SYMBOL_STANDALONE_SHORTER_WEEKDAYS == UDAT_STANDALONE_SHORTER_WEEKDAYS,
               "symbol kinds");
#define UTF16_CAPACITY 512

// ICU's documented limits on a locale ID (unicode/uloc.h), mirrored in cg_icu.h for Swift.
_Static_assert(CG_ULOC_FULLNAME_CAPACITY == ULOC_FULLNAME_CAPACITY, "locale limits");
_Static_assert(CG_ULOC_KEYWORD_AND_VALUES_CAPACITY == ULOC_KEYWORD_AND_VALUES_CAPACITY,
               "locale limits");
_Static_assert(CG_ULOC_LANG_CAPACITY == ULOC_LANG_CAPACITY, "locale limits");
_Static_assert(CG_ULOC_SCRIPT_CAPACITY == ULOC_SCRIPT_CAPACITY, "locale limits");
_Static_assert(CG_ULOC_COUNTRY_CAPACITY == ULOC_COUNTRY_CAPACITY, "locale limits");

// Whether a locale ID fits ICU's documented limits: the whole ID, its keywords, and its language,
// script and region parts, each with its terminating NUL. Parts of ICU (PluralRules' resource
// lookup in ICU 72, for one) copy a locale ID into fixed buffers of these sizes without checking,
// so an ID past them is refused here, before any other ICU call sees it. GridLocale refuses such
// IDs first; this is the seam's own guard for every function that takes a locale.
static int locale_fits(const char *locale, UErrorCode *status) {
  if (U_FAILURE(*status)) return 0;
  if (locale == NULL) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  size_t length = strnlen(locale, ULOC_FULLNAME_CAPACITY);
  if (length >= ULOC_FULLNAME_CAPACITY) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  const char *keywords = memchr(locale, '@', length);
  if (keywords != NULL && strlen(keywords + 1) >= ULOC_KEYWORD_AND_VALUES_CAPACITY) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  // A base name (the ID before '@' or '.') shorter than ULOC_LANG_CAPACITY holds no part past
  // its capacity: its language is shorter still, and ICU reads only four letters as a script
  // and two letters or three digits as a region, which fit theirs. The three lookups below
  // (about 10,000 instructions, a few for every formatter a dump opens) are for longer ones.
  if (strcspn(locale, "@.") < ULOC_LANG_CAPACITY) return 1;
  char language[ULOC_LANG_CAPACITY];
  char script[ULOC_SCRIPT_CAPACITY];
  char country[ULOC_COUNTRY_CAPACITY];
  UErrorCode part = U_ZERO_ERROR;
  uloc_getLanguage(locale, language, (int32_t)sizeof language, &part);
  if (U_SUCCESS(part) && part != U_STRING_NOT_TERMINATED_WARNING) {
    uloc_getScript(locale, script, (int32_t)sizeof script, &part);
  }
  if (U_SUCCESS(part) && part != U_STRING_NOT_TERMINATED_WARNING) {
    uloc_getCountry(locale, country, (int32_t)sizeof country, &part);
  }
  if (U_FAILURE(part) || part == U_STRING_NOT_TERMINATED_WARNING) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  return 1;
}

static const UChar GMT[] = {'G', 'M', 'T', 0};

void cg_icu_version(char *out, int32_t capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(info);
  u_versionToString(info, text);
  strncpy(out, text, (size_t)capacity);
  if (capacity > 0) out[capacity - 1] = 0;
}

void cg_cldr_version(char *out, int32_t capacity) {
  UVersionInfo info;
  UErrorCode status = U_ZERO_ERROR;
  char text[U_MAX_VERSION_STRING_LENGTH] = "";
  ulocdata_getCLDRVersion(info, &status);
  if (U_SUCCESS(status)) u_versionToString(info, text);
  strncpy(out, text, (size_t)capacity);
  if (capacity > 0) out[capacity - 1] = 0;
}

void cg_error_name(int32_t status, char *out, int32_t capacity) {
  strncpy(out, u_errorName((UErrorCode)status), (size_t)capacity);
  if (capacity > 0) out[capacity - 1] = 0;
}

// Converts UTF-16 to NUL-terminated UTF-8 in `out`.
static int32_t to_utf8(const UChar *text, int32_t length, char *out, int32_t capacity,
                       UErrorCode *status) {
  int32_t written = 0;
  if (U_FAILURE(*status)) return 0;
  u_strToUTF8(out, capacity, &written, text, length, status);
  if (U_SUCCESS(*status) && written >= capacity) *status = U_BUFFER_OVERFLOW_ERROR;
  if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_BUFFER_OVERFLOW_ERROR;
  return written;
}

// Terminates a char buffer filled by an ICU call, turning truncation into an error.
static int32_t terminate(int32_t length, char *out, int32_t capacity, UErrorCode *status) {
  if (*status == U_STRING_NOT_TERMINATED_WARNING || length >= capacity) {
    *status = U_BUFFER_OVERFLOW_ERROR;
  }
  if (U_FAILURE(*status)) {
    if (capacity > 0) out[0] = 0;
    return 0;
  }
  out[length] = 0;
  return length;
}

// MARK: Locales

int32_t cg_locale_canonicalize(const char *identifier, char *out, int32_t capacity,
                               int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  char icu_id[ULOC_FULLNAME_CAPACITY];
  const char *source = identifier;
  if (capacity > 0) out[0] = 0;
  // The identifier, and what ICU turns it into, must each fit ULOC_FULLNAME_CAPACITY.
  if (identifier == NULL || strnlen(identifier, ULOC_FULLNAME_CAPACITY) >= ULOC_FULLNAME_CAPACITY) {
    *status_out = (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
    return -1;
  }
  // A BCP 47 tag uses '-' and never '@' or '_'; ICU reads it with uloc_forLanguageTag, which
  // reports how much of the tag it understood, so junk at the end is an error, not ignored.
  if (strchr(identifier, '-') != NULL && strchr(identifier, '@') == NULL &&
      strchr(identifier, '_') == NULL) {
    int32_t parsed = 0;
    int32_t length = (int32_t)strlen(identifier);
    int32_t n = uloc_forLanguageTag(identifier, icu_id, (int32_t)sizeof icu_id, &parsed, &status);
    n = terminate(n, icu_id, (int32_t)sizeof icu_id, &status);
    if (U_FAILURE(status) || parsed != length || n == 0) {
      *status_out = U_FAILURE(status) ? (int32_t)status : (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
      return -1;
    }
    source = icu_id;
  }
  status = U_ZERO_ERROR;
  if (!locale_fits(source, &status)) {
    *status_out = (int32_t)status;
    return -1;
  }
  int32_t n = uloc_canonicalize(source, out, capacity, &status);
  n = terminate(n, out, capacity, &status);
  if (U_SUCCESS(status) && !locale_fits(out, &status)) {
    out[0] = 0;
    n = 0;
  }
  *status_out = (int32_t)status;
  return U_FAILURE(status) ? -1 : n;
}

int32_t cg_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity,
                                     int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_addLikelySubtags(locale, out, capacity, &status);
  n = terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_language(const char *locale, char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_getLanguage(locale, out, capacity, &status);
  n = terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_script(const char *locale, char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_getScript(locale, out, capacity, &status);
  n = terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_region(const char *locale, char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_getCountry(locale, out, capacity, &status);
  n = terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_keyword(const char *locale, const char *keyword, char *out, int32_t capacity,
                          int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_getKeywordValue(locale, keyword, out, capacity, &status);
  n = terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_to_language_tag(const char *locale, char *out, int32_t capacity,
                                  int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_toLanguageTag(locale, out, capacity, 0, &status);
  n = terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_has_data(const char *locale, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    *status_out = (int32_t)status;
    return 0;
  }
  UResourceBundle *bundle = ures_open(NULL, locale, &status);
  int32_t known = 0;
  if (U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING) known = 1;
  // ures_open reports the default warning also for locales whose data lives in root itself.
  if (status == U_USING_DEFAULT_WARNING) {
    char language[ULOC_LANG_CAPACITY] = "";
    UErrorCode language_status = U_ZERO_ERROR;
    uloc_getLanguage(locale, language, (int32_t)sizeof language, &language_status);
    if (U_SUCCESS(language_status) &&
        (strcmp(language, "") == 0 || strcmp(language, "root") == 0 ||
         strcmp(language, "und") == 0)) {
      known = 1;
    }
  }
  if (bundle != NULL) ures_close(bundle);
  *status_out = (int32_t)status;
  return known;
}

int32_t cg_region_is_known(const char *code) {
  UErrorCode status = U_ZERO_ERROR;
  // A locale's region subtag: 2 letters or 3 digits (uregion also knows alpha-3 codes).
  if (code == NULL) return 0;
  size_t length = strnlen(code, ULOC_COUNTRY_CAPACITY);
  int letters = length == 2 && ((code[0] >= 'A' && code[0] <= 'Z') || (code[0] >= 'a' && code[0] <= 'z')) &&
                ((code[1] >= 'A' && code[1] <= 'Z') || (code[1] >= 'a' && code[1] <= 'z'));
  int digits = length == 3 && code[0] >= '0' && code[0] <= '9' && code[1] >= '0' && code[1] <= '9' &&
               code[2] >= '0' && code[2] <= '9';
  if (!letters && !digits) return 0;
  const URegion *region = uregion_getRegionFromCode(code, &status);
  if (U_FAILURE(status) || region == NULL) return 0;
  // ZZ and 999 (unknown) and withdrawn codes (SU) have no week data of their own: CLDR would
  // answer with the world's.
  URegionType type = uregion_getType(region);
  return (type == URGN_UNKNOWN || type == URGN_DEPRECATED) ? 0 : 1;
}

int32_t cg_numbering_system_is_known(const char *name) {
  // ICU's names are at most 8 characters (CLDR's numbering system IDs).
  if (name == NULL || strnlen(name, 16) >= 16) return 0;
  UErrorCode status = U_ZERO_ERROR;
  UNumberingSystem *system = unumsys_openByName(name, &status);
  int32_t known = (U_SUCCESS(status) && system != NULL) ? 1 : 0;
  if (system != NULL) unumsys_close(system);
  return known;
}

int32_t cg_locale_default(char *out, int32_t capacity) {
  const char *locale = uloc_getDefault();
  strncpy(out, locale, (size_t)capacity);
  if (capacity > 0) out[capacity - 1] = 0;
  return (int32_t)strlen(out);
}

int32_t cg_locale_available_count(void) { return uloc_countAvailable(); }

const char *cg_locale_available(int32_t index) { return uloc_getAvailable(index); }

int32_t cg_locale_default_calendar(const char *locale, char *out, int32_t capacity,
                                   int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  UEnumeration *values = ucal_getKeywordValuesForLocale("calendar", locale, 1, &status);
  int32_t n = 0;
  if (U_SUCCESS(status) && values != NULL) {
    int32_t length = 0;
    const char *first = uenum_next(values, &length, &status);
    if (U_SUCCESS(status) && first != NULL && length < capacity) {
      memcpy(out, first, (size_t)length);
      out[length] = 0;
      n = length;
    } else if (U_SUCCESS(status)) {
      status = U_BUFFER_OVERFLOW_ERROR;
    }
  }
  if (values != NULL) uenum_close(values);
  *status_out = (int32_t)status;
  return n;
}

void cg_locale_week_data(const char *locale, int32_t *first_weekday, int32_t *minimal_days,
                         int32_t *weekend_mask, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    *first_weekday = 0;
    *minimal_days = 0;
    *weekend_mask = 0;
    *status_out = (int32_t)status;
    return;
  }
  UCalendar *calendar = ucal_open(GMT, -1, locale, UCAL_GREGORIAN, &status);
  *first_weekday = 0;
  *minimal_days = 0;
  *weekend_mask = 0;
  if (U_SUCCESS(status)) {
    *first_weekday = ucal_getAttribute(calendar, UCAL_FIRST_DAY_OF_WEEK);
    *minimal_days = ucal_getAttribute(calendar, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK);
    for (int32_t weekday = 1; weekday <= 7; weekday++) {
      UErrorCode day_status = U_ZERO_ERROR;
      UCalendarWeekdayType type = ucal_getDayOfWeekType(calendar, (UCalendarDaysOfWeek)weekday,
                                                        &day_status);
      if (U_SUCCESS(day_status) && type != UCAL_WEEKDAY) *weekend_mask |= 1 << (weekday - 1);
    }
  }
  if (calendar != NULL) ucal_close(calendar);
  *status_out = (int32_t)status;
}

int32_t cg_locale_digits(const char *locale, char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  UNumberingSystem *system = unumsys_open(locale, &status);
  int32_t n = 0;
  if (U_SUCCESS(status) && !unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10) {
    UChar digits[64];
    int32_t length = unumsys_getDescription(system, digits, 64, &status);
    if (U_SUCCESS(status)) n = to_utf8(digits, length, out, capacity, &status);
  }
  if (system != NULL) unumsys_close(system);
  *status_out = (int32_t)status;
  return n;
}

// MARK: Calendars

cg_calendar *cg_calendar_open(const char *locale, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    *status_out = (int32_t)status;
    return NULL;
  }
  UCalendar *calendar = ucal_open(GMT, -1, locale, UCAL_DEFAULT, &status);
  *status_out = (int32_t)status;
  if (U_FAILURE(status)) {
    if (calendar != NULL) ucal_close(calendar);
    return NULL;
  }
  ucal_setAttribute(calendar, UCAL_LENIENT, 1);
  return (cg_calendar *)calendar;
}

cg_calendar *cg_calendar_clone(const cg_calendar *calendar, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  UCalendar *copy = ucal_clone((const UCalendar *)calendar, &status);
  *status_out = (int32_t)status;
  return (cg_calendar *)copy;
}

void cg_calendar_close(cg_calendar *calendar) {
  if (calendar != NULL) ucal_close((UCalendar *)calendar);
}

int32_t cg_calendar_type(const cg_calendar *calendar, char *out, int32_t capacity,
                         int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  const char *type = ucal_getType((const UCalendar *)calendar, &status);
  int32_t n = 0;
  if (U_SUCCESS(status) && type != NULL) {
    n = (int32_t)strlen(type);
    if (n < capacity) {
      memcpy(out, type, (size_t)n + 1);
    } else {
      status = U_BUFFER_OVERFLOW_ERROR;
      n = 0;
    }
  }
  *status_out = (int32_t)status;
  return n;
}

void cg_calendar_set_gregorian_change(cg_calendar *calendar, double milliseconds,
                                      int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  ucal_setGregorianChange((UCalendar *)calendar, milliseconds, &status);
  *status_out = (int32_t)status;
}

void cg_calendar_set_week_rules(cg_calendar *calendar, int32_t first_weekday,
                                int32_t minimal_days) {
  ucal_setAttribute((UCalendar *)calendar, UCAL_FIRST_DAY_OF_WEEK, first_weekday);
  ucal_setAttribute((UCalendar *)calendar, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK, minimal_days);
}

static void set_day(UCalendar *calendar, int32_t day, UErrorCode *status) {
  ucal_setMillis(calendar, (double)day * MS_PER_DAY, status);
}

static int32_t day_of(const UCalendar *calendar, UErrorCode *status) {
  UDate millis = ucal_getMillis(calendar, status);
  return (int32_t)floor(millis / MS_PER_DAY);
}

void cg_calendar_day_fields(cg_calendar *opaque, int32_t day, cg_day_fields *fields,
                            int32_t *status_out) {
  UCalendar *calendar = (UCalendar *)opaque;
  UErrorCode status = U_ZERO_ERROR;
  set_day(calendar, day, &status);
  fields->era = ucal_get(calendar, UCAL_ERA, &status);
  fields->year = ucal_get(calendar, UCAL_YEAR, &status);
  fields->extended_year = ucal_get(calendar, UCAL_EXTENDED_YEAR, &status);
  fields->month = ucal_get(calendar, UCAL_MONTH, &status);
  fields->is_leap_month = ucal_get(calendar, UCAL_IS_LEAP_MONTH, &status);
  fields->day_of_month = ucal_get(calendar, UCAL_DATE, &status);
  fields->day_of_year = ucal_get(calendar, UCAL_DAY_OF_YEAR, &status);
  fields->weekday = ucal_get(calendar, UCAL_DAY_OF_WEEK, &status);
  fields->week_of_year = ucal_get(calendar, UCAL_WEEK_OF_YEAR, &status);
  fields->month_length = ucal_getLimit(calendar, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, &status);
  *status_out = (int32_t)status;
}

void cg_calendar_month_fields(cg_calendar *opaque, int32_t day, cg_day_fields *fields,
                              int32_t *status_out) {
  UCalendar *calendar = (UCalendar *)opaque;
  UErrorCode status = U_ZERO_ERROR;
  memset(fields, 0, sizeof *fields);
  set_day(calendar, day, &status);
  fields->era = ucal_get(calendar, UCAL_ERA, &status);
  fields->year = ucal_get(calendar, UCAL_YEAR, &status);
  fields->extended_year = ucal_get(calendar, UCAL_EXTENDED_YEAR, &status);
  fields->month = ucal_get(calendar, UCAL_MONTH, &status);
  fields->is_leap_month = ucal_get(calendar, UCAL_IS_LEAP_MONTH, &status);
  fields->day_of_month = ucal_get(calendar, UCAL_DATE, &status);
  *status_out = (int32_t)status;
}

int32_t cg_calendar_fill_months(cg_calendar *opaque, int32_t day, int32_t count,
                                cg_month_record *records, int32_t *status_out) {
  UCalendar *calendar = (UCalendar *)opaque;
  UErrorCode status = U_ZERO_ERROR;
  int32_t written = 0;
  set_day(calendar, day, &status);
  // Step back to the first day of the month that contains `day`. DAY_OF_MONTH is 1 on the first
  // day except across a Julian-Gregorian cutover, where the month still starts at its minimum.
  int32_t day_of_month = ucal_get(calendar, UCAL_DATE, &status);
  int32_t minimum = ucal_getLimit(calendar, UCAL_DATE, UCAL_ACTUAL_MINIMUM, &status);
  ucal_set(calendar, UCAL_DATE, minimum);
  int32_t current = day_of(calendar, &status);
  (void)day_of_month;
  while (U_SUCCESS(status) && written < count) {
    cg_month_record *record = &records[written];
    set_day(calendar, current, &status);
    record->first_day = current;
    record->era = ucal_get(calendar, UCAL_ERA, &status);
    record->year = ucal_get(calendar, UCAL_YEAR, &status);
    record->extended_year = ucal_get(calendar, UCAL_EXTENDED_YEAR, &status);
    record->month = ucal_get(calendar, UCAL_MONTH, &status);
    record->is_leap_month = ucal_get(calendar, UCAL_IS_LEAP_MONTH, &status);
    record->first_day_number = ucal_get(calendar, UCAL_DATE, &status);
    // The next month starts where adding one month to day `minimum` lands; this counts the
    // month's real days even when DAY_OF_MONTH skips numbers (October 1582 has 21 days).
    // Adding a month to a first day lands on the next month's first day. Only when that day is
    // not numbered 1 is DATE set to its minimum: setting DATE on a Chinese calendar after `add`
    // makes ICU 72 recompute from stale fields and return to the previous month.
    ucal_add(calendar, UCAL_MONTH, 1, &status);
    if (ucal_get(calendar, UCAL_DATE, &status) != 1) {
      ucal_set(calendar, UCAL_DATE,
               ucal_getLimit(calendar, UCAL_DATE, UCAL_ACTUAL_MINIMUM, &status));
    }
    int32_t next = day_of(calendar, &status);
    if (U_FAILURE(status) || next <= current) {
      if (U_SUCCESS(status)) status = U_INTERNAL_PROGRAM_ERROR;
      break;
    }
    record->length = next - current;
    set_day(calendar, next - 1, &status);
    record->last_day_number = ucal_get(calendar, UCAL_DATE, &status);
    if (U_FAILURE(status)) break;
    current = next;
    written++;
  }
  *status_out = (int32_t)status;
  return written;
}

void cg_calendar_set_day(cg_calendar *calendar, int32_t day, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  set_day((UCalendar *)calendar, day, &status);
  *status_out = (int32_t)status;
}

void cg_calendar_add_days(cg_calendar *calendar, int32_t days, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  ucal_add((UCalendar *)calendar, UCAL_DATE, days, &status);
  *status_out = (int32_t)status;
}

int32_t cg_calendar_get_day_of_month(cg_calendar *calendar, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t value = ucal_get((UCalendar *)calendar, UCAL_DATE, &status);
  *status_out = (int32_t)status;
  return value;
}

int32_t cg_calendar_get_weekday(cg_calendar *calendar, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t value = ucal_get((UCalendar *)calendar, UCAL_DAY_OF_WEEK, &status);
  *status_out = (int32_t)status;
  return value;
}

int32_t cg_calendar_get_month(cg_calendar *calendar, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t value = ucal_get((UCalendar *)calendar, UCAL_MONTH, &status);
  *status_out = (int32_t)status;
  return value;
}

int32_t cg_calendar_day_for_fields(cg_calendar *opaque, int32_t era, int32_t extended_year,
                                   int32_t month, int32_t is_leap_month, int32_t day_of_month,
                                   int32_t *status_out) {
  UCalendar *calendar = (UCalendar *)opaque;
  UErrorCode status = U_ZERO_ERROR;
  (void)era;
  ucal_clear(calendar);
  ucal_set(calendar, UCAL_EXTENDED_YEAR, extended_year);
  ucal_set(calendar, UCAL_MONTH, month);
  ucal_set(calendar, UCAL_IS_LEAP_MONTH, is_leap_month);
  ucal_set(calendar, UCAL_DATE, day_of_month);
  int32_t day = day_of(calendar, &status);
  *status_out = (int32_t)status;
  return day;
}

// MARK: Formatting

struct cg_formatter {
  UDateFormat *format;
};

static cg_formatter *wrap_format(UDateFormat *format, UErrorCode status, int32_t *status_out) {
  *status_out = (int32_t)status;
  if (U_FAILURE(status)) {
    if (format != NULL) udat_close(format);
    return NULL;
  }
  cg_formatter *formatter = (cg_formatter *)malloc(sizeof(cg_formatter));
  if (formatter == NULL) {
    udat_close(format);
    *status_out = (int32_t)U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  formatter->format = format;
  return formatter;
}

int32_t cg_best_pattern(const char *locale, const char *skeleton, char *out, int32_t capacity,
                        int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  UChar skeleton16[64];
  UChar pattern[UTF16_CAPACITY];
  u_strFromUTF8(skeleton16, 64, NULL, skeleton, -1, &status);
  UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
  int32_t length = 0;
  if (U_SUCCESS(status)) {
    length = udatpg_getBestPattern(generator, skeleton16, -1, pattern, UTF16_CAPACITY, &status);
  }
  if (generator != NULL) udatpg_close(generator);
  int32_t n = to_utf8(pattern, length, out, capacity, &status);
  if (U_FAILURE(status) && capacity > 0) out[0] = 0;
  *status_out = (int32_t)status;
  return U_FAILURE(status) ? 0 : n;
}

cg_formatter *cg_formatter_open_pattern(const char *locale, const char *pattern,
                                        int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    *status_out = (int32_t)status;
    return NULL;
  }
  UChar pattern16[UTF16_CAPACITY];
  int32_t length = 0;
  u_strFromUTF8(pattern16, UTF16_CAPACITY, &length, pattern, -1, &status);
  if (U_SUCCESS(status) && length >= UTF16_CAPACITY) status = U_BUFFER_OVERFLOW_ERROR;
  UDateFormat *format = NULL;
  if (U_SUCCESS(status)) {
    format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, GMT, -1, pattern16, length, &status);
  }
  return wrap_format(format, status, status_out);
}

cg_formatter *cg_formatter_open_full(const char *locale, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    *status_out = (int32_t)status;
    return NULL;
  }
  UDateFormat *format = udat_open(UDAT_NONE, UDAT_FULL, locale, GMT, -1, NULL, 0, &status);
  return wrap_format(format, status, status_out);
}

cg_formatter *cg_formatter_copy_with_pattern(const cg_formatter *formatter, const char *pattern,
                                             int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  UChar pattern16[UTF16_CAPACITY];
  int32_t length = 0;
  u_strFromUTF8(pattern16, UTF16_CAPACITY, &length, pattern, -1, &status);
  if (U_SUCCESS(status) && length >= UTF16_CAPACITY) status = U_BUFFER_OVERFLOW_ERROR;
  UDateFormat *format = U_SUCCESS(status) ? udat_clone(formatter->format, &status) : NULL;
  // Applied to a copy, the pattern keeps the numbering overrides the locale's data attaches to
  // the original's pattern (`d=hanidays` for Chinese dates in Chinese); a formatter opened
  // with the same pattern would not have them.
  if (U_SUCCESS(status)) udat_applyPattern(format, false, pattern16, length);
  return wrap_format(format, status, status_out);
}

void cg_formatter_close(cg_formatter *formatter) {
  if (formatter == NULL) return;
  udat_close(formatter->format);
  free(formatter);
}

int32_t cg_formatter_pattern(const cg_formatter *formatter, char *out, int32_t capacity,
                             int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  UChar pattern[UTF16_CAPACITY];
  int32_t length = udat_toPattern(formatter->format, 0, pattern, UTF16_CAPACITY, &status);
  int32_t n = to_utf8(pattern, length, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_formatter_format_day(const cg_formatter *formatter, int32_t day, char *out,
                                int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  UChar text[UTF16_CAPACITY];
  int32_t length =
      udat_format(formatter->format, (double)day * MS_PER_DAY, text, UTF16_CAPACITY, NULL, &status);
  int32_t n = to_utf8(text, length, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_formatter_format_calendar(const cg_formatter *formatter, const cg_calendar *calendar,
                                     char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  UCalendar *copy = ucal_clone((const UCalendar *)calendar, &status);
  int32_t n = 0;
  if (U_SUCCESS(status)) {
    UChar text[UTF16_CAPACITY];
    int32_t length =
        udat_formatCalendar(formatter->format, copy, text, UTF16_CAPACITY, NULL, &status);
    n = to_utf8(text, length, out, capacity, &status);
  }
  if (copy != NULL) ucal_close(copy);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_formatter_symbol_count(const cg_formatter *formatter, int32_t kind) {
  return udat_countSymbols(formatter->format, (UDateFormatSymbolType)kind);
}

int32_t cg_formatter_symbol(const cg_formatter *formatter, int32_t kind, int32_t index, char *out,
                            int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  UChar text[UTF16_CAPACITY];
  int32_t length = udat_getSymbols(formatter->format, (UDateFormatSymbolType)kind, index, text,
                                   UTF16_CAPACITY, &status);
  int32_t n = to_utf8(text, length, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_formatter_symbols(const cg_formatter *formatter, int32_t kind, char *out,
                             int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t count = udat_countSymbols(formatter->format, (UDateFormatSymbolType)kind);
  int32_t written = 0;
  if (capacity > 0) out[0] = 0;
  for (int32_t index = 0; index < count && U_SUCCESS(status); index++) {
    if (index > 0) {
      if (written + 1 >= capacity) {
        status = U_BUFFER_OVERFLOW_ERROR;
        break;
      }
      out[written++] = 0x1F;
      out[written] = 0;
    }
    UChar text[UTF16_CAPACITY];
    int32_t length = udat_getSymbols(formatter->format, (UDateFormatSymbolType)kind, index, text,
                                     UTF16_CAPACITY, &status);
    written += to_utf8(text, length, out + written, capacity - written, &status);
  }
  if (U_FAILURE(status) && capacity > 0) out[0] = 0;
  *status_out = (int32_t)status;
  return U_FAILURE(status) ? 0 : written;
}

int32_t cg_relative_today(const char *locale, char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  UChar text[UTF16_CAPACITY];
  int32_t n = 0;
  URelativeDateTimeFormatter *formatter = ureldatefmt_open(
      locale, NULL, UDAT_STYLE_LONG, UDISPCTX_CAPITALIZATION_FOR_STANDALONE, &status);
  if (U_SUCCESS(status)) {
    int32_t length =
        ureldatefmt_format(formatter, 0.0, UDAT_REL_UNIT_DAY, text, UTF16_CAPACITY, &status);
    n = to_utf8(text, length, out, capacity, &status);
  }
  if (formatter != NULL) ureldatefmt_close(formatter);
  *status_out = (int32_t)status;
  return n;
}

// MARK: Names data keys

// A key written into the caller's buffer; a key that does not fit is reported once, at the end.
typedef struct key_writer {
  char *out;
  int32_t capacity;
  int32_t length;   // -1 once the key does not fit
  int unshared;     // set when the key cannot name what ICU reads for the ID
} key_writer;

static void key_append(key_writer *key, const char *text) {
  size_t length = strlen(text);
  if (key->length >= 0 && (size_t)key->length + length < (size_t)key->capacity) {
    memcpy(key->out + key->length, text, length + 1);
    key->length += (int32_t)length;
  } else {
    key->length = -1;
  }
}

// Ends a key: its length; or 0 with CG_STATUS_USING_DEFAULT_WARNING when the ID is not
// shared, with CG_STATUS_BUFFER_OVERFLOW when the key did not fit.
static int32_t key_finish(key_writer *key, int32_t *status_out) {
  if (key->unshared) {
    if (key->capacity > 0) key->out[0] = 0;
    *status_out = CG_STATUS_USING_DEFAULT_WARNING;
    return 0;
  }
  if (key->length < 0) {
    if (key->capacity > 0) key->out[0] = 0;
    *status_out = (int32_t)U_BUFFER_OVERFLOW_ERROR;
    return 0;
  }
  *status_out = (int32_t)U_ZERO_ERROR;
  return key->length;
}

// A locale's resource chain: the bundle ICU resolves the locale ID to, then each parent
// (`%%Parent`, or the ID truncated) up to root, as ICU's resource fallback walks it; each
// bundle opened alone (`ures_openDirect`), so a lookup in one sees only its own data.
#define CHAIN_LIMIT 12
typedef struct locale_chain {
  int32_t count;
  char names[CHAIN_LIMIT][ULOC_FULLNAME_CAPACITY];
  UResourceBundle *calendars[CHAIN_LIMIT];  // each bundle's own `calendar` table, or NULL
} locale_chain;

static void chain_close(locale_chain *chain) {
  for (int32_t i = 0; i < chain->count; i++) {
    if (chain->calendars[i] != NULL) ures_close(chain->calendars[i]);
  }
  chain->count = 0;
}

// Opens the chain of a locale ID; 0 when ICU would take the ID's data from the default locale
// or root alone (no chain of the ID's own to name).
static int chain_open(const char *locale, locale_chain *chain) {
  chain->count = 0;
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *top = ures_open(NULL, locale, &status);
  if (U_FAILURE(status) || status == U_USING_DEFAULT_WARNING) {
    if (top != NULL) ures_close(top);
    return 0;
  }
  char name[ULOC_FULLNAME_CAPACITY];
  const char *actual = ures_getLocaleByType(top, ULOC_ACTUAL_LOCALE, &status);
  if (U_FAILURE(status) || actual == NULL || strlen(actual) >= sizeof name) {
    ures_close(top);
    return 0;
  }
  strcpy(name, actual);
  ures_close(top);
  while (chain->count < CHAIN_LIMIT) {
    UErrorCode open_status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(NULL, name, &open_status);
    char parent[ULOC_FULLNAME_CAPACITY] = "";
    int has_parent = 0;
    if (U_SUCCESS(open_status)) {
      int32_t i = chain->count++;
      strcpy(chain->names[i], name);
      UErrorCode calendar_status = U_ZERO_ERROR;
      chain->calendars[i] = ures_getByKey(bundle, "calendar", NULL, &calendar_status);
      if (U_FAILURE(calendar_status)) {
        ures_close(chain->calendars[i]);
        chain->calendars[i] = NULL;
      }
      UErrorCode parent_status = U_ZERO_ERROR;
      int32_t length = 0;
      const UChar *text = ures_getStringByKey(bundle, "%%Parent", &length, &parent_status);
      if (U_SUCCESS(parent_status) && length < (int32_t)sizeof parent) {
        u_UCharsToChars(text, parent, length);
        parent[length] = 0;
        has_parent = 1;
      }
      ures_close(bundle);
    }
    if (strcmp(name, "root") == 0) return 1;
    if (!has_parent) {
      UErrorCode parent_status = U_ZERO_ERROR;
      uloc_getParent(name, parent, (int32_t)sizeof parent, &parent_status);
      if (U_FAILURE(parent_status)) parent[0] = 0;
    }
    strcpy(name, parent[0] == 0 ? "root" : parent);
  }
  chain_close(chain);
  return 0;
}

// The calendar types whose data ICU reads for a calendar: its own; its family's, which CLDR's
// root aliases it to (`islamic` for `islamic-civil`, `ethiopic` for `ethiopic-amete-alem`,
// `chinese` for `dangi`); and `generic` and `gregorian`, which root aliases every calendar's
// missing names and formats to. Returns how many it wrote into `types` (at most 4).
static int32_t calendar_types(const char *calendar, char types[4][32]) {
  int32_t count = 0;
  char family[32];
  strncpy(family, calendar, sizeof family - 1);
  family[sizeof family - 1] = 0;
  char *dash = strchr(family, '-');
  if (dash != NULL) *dash = 0;
  if (strcmp(calendar, "dangi") == 0) strcpy(family, "chinese");
  const char *candidates[4] = {calendar, family, "generic", "gregorian"};
  for (int32_t i = 0; i < 4; i++) {
    int seen = 0;
    for (int32_t j = 0; j < count; j++) seen |= strcmp(types[j], candidates[i]) == 0;
    if (!seen && strlen(candidates[i]) < 32) strcpy(types[count++], candidates[i]);
  }
  return count;
}

// Reads a locale ID's calendar keyword into `out` (capacity 32) and its keywords into
// `keywords`; 0 when it has no calendar keyword.
static int calendar_keyword(const char *locale, char *out, const char **keywords) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uloc_getKeywordValue(locale, "calendar", out, 32, &status);
  if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || length == 0) return 0;
  *keywords = strchr(locale, '@');
  return *keywords != NULL;
}

// The tables of symbols a month title and a weekday header are made of, under
// calendar/<type>/. ICU merges a table over the chain entry by entry, from the first bundle
// that has it up: IDs whose chains reach that bundle first have the table alike.
static const char *const SYMBOL_PATHS[] = {
    "monthNames", "dayNames", "eras", "cyclicNameSets", "monthPatterns",
};
#define SYMBOL_PATH_COUNT ((int32_t)(sizeof SYMBOL_PATHS / sizeof SYMBOL_PATHS[0]))

// Whether a table holds a resource at a slash-separated path of its own (no fallback: the
// table is of a bundle opened alone).
static int has_path(const UResourceBundle *table, const char *path) {
  char key[64];
  UResourceBundle *levels[6] = {NULL};
  int32_t depth = 0;
  UErrorCode status = U_ZERO_ERROR;
  const UResourceBundle *current = table;
  const char *start = path;
  while (U_SUCCESS(status) && *start != 0 && depth < 6) {
    const char *end = strchr(start, '/');
    size_t length = end == NULL ? strlen(start) : (size_t)(end - start);
    if (length >= sizeof key) return 0;
    memcpy(key, start, length);
    key[length] = 0;
    levels[depth] = ures_getByKey(current, key, NULL, &status);
    current = levels[depth++];
    start = end == NULL ? start + length : end + 1;
  }
  for (int32_t i = 0; i < depth; i++) ures_close(levels[i]);
  return U_SUCCESS(status) && *start == 0;
}

int32_t cg_names_symbols_key(const char *locale, char *out, int32_t capacity,
                             int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (capacity > 0) out[0] = 0;
  char calendar[32];
  const char *keywords = NULL;
  locale_chain chain;
  if (!locale_fits(locale, &status)) {
    *status_out = (int32_t)status;
    return 0;
  }
  if (!calendar_keyword(locale, calendar, &keywords) || !chain_open(locale, &chain)) {
    *status_out = CG_STATUS_USING_DEFAULT_WARNING;
    return 0;
  }
  key_writer key = {out, capacity, 0, 0};
  char types[4][32];
  int32_t type_count = calendar_types(calendar, types);
  // For each calendar type and symbol array, the chain's first bundle that has it: ICU's
  // fallback finds the array there, whatever the locale ID below it.
  int8_t found[4][SYMBOL_PATH_COUNT];
  int used[CHAIN_LIMIT] = {0};
  for (int32_t t = 0; t < type_count; t++) {
    UResourceBundle *tables[CHAIN_LIMIT] = {NULL};
    for (int32_t i = 0; i < chain.count; i++) {
      UErrorCode table_status = U_ZERO_ERROR;
      if (chain.calendars[i] == NULL) continue;
      tables[i] = ures_getByKey(chain.calendars[i], types[t], NULL, &table_status);
      if (U_FAILURE(table_status)) {
        ures_close(tables[i]);
        tables[i] = NULL;
      }
    }
    for (int32_t p = 0; p < SYMBOL_PATH_COUNT; p++) {
      found[t][p] = -1;
      for (int32_t i = 0; i < chain.count && found[t][p] < 0; i++) {
        if (tables[i] != NULL && has_path(tables[i], SYMBOL_PATHS[p])) found[t][p] = (int8_t)i;
      }
      if (found[t][p] >= 0) used[found[t][p]] = 1;
    }
    for (int32_t i = 0; i < chain.count; i++) {
      if (tables[i] != NULL) ures_close(tables[i]);
    }
  }
  // The bundles named, then each array's bundle by its place among them (`-`: none has it).
  char letter[CHAIN_LIMIT];
  char next = 'a';
  for (int32_t i = 0; i < chain.count; i++) {
    letter[i] = used[i] ? next++ : '?';
    if (!used[i]) continue;
    key_append(&key, letter[i] == 'a' ? "" : ">");
    key_append(&key, chain.names[i]);
  }
  for (int32_t t = 0; t < type_count; t++) {
    key_append(&key, "|");
    key_append(&key, types[t]);
    key_append(&key, "=");
    for (int32_t p = 0; p < SYMBOL_PATH_COUNT; p++) {
      char code[2] = {found[t][p] < 0 ? '-' : letter[found[t][p]], 0};
      key_append(&key, code);
    }
  }
  chain_close(&chain);
  UNumberingSystem *numbering = unumsys_open(locale, &status);
  key_append(&key, "|");
  key_append(&key, U_SUCCESS(status) ? unumsys_getName(numbering) : "?");
  if (numbering != NULL) unumsys_close(numbering);
  key_append(&key, keywords);
  return key_finish(&key, status_out);
}

// Whether an availableFormats skeleton has a year, a month by name (`MMM` or longer, `LLL` or
// longer) and no other fields than era, year and month: the entries ICU's pattern generator
// chooses from for a year-and-month-name skeleton. One with a day, weekday or time field, or
// without a year or month, is farther from it than these; one with a numeric month is farther
// than one with a month name.
static int is_year_month_name_skeleton(const char *skeleton) {
  int year = 0, month_run = 0, longest_month = 0;
  char previous = 0;
  for (const char *c = skeleton; *c != 0; c++) {
    if (strchr("GyYuUrML", *c) == NULL) return 0;
    if (strchr("yYuUr", *c) != NULL) year = 1;
    month_run = (*c == 'M' || *c == 'L') ? (*c == previous ? month_run + 1 : 1) : 0;
    if (month_run > longest_month) longest_month = month_run;
    previous = *c;
  }
  return year && longest_month >= 3;
}

typedef struct format_entry {
  char skeleton[32];
  const UChar *pattern;
  int32_t length;
} format_entry;

static int compare_entries(const void *a, const void *b) {
  return strcmp(((const format_entry *)a)->skeleton, ((const format_entry *)b)->skeleton);
}

#define FORMAT_ENTRY_LIMIT 96

// The calendar type ICU's pattern generator reads for a calendar keyword: the keyword's own
// when a bundle of the chain has data for it; otherwise the chain's `calendar/default`, as ICU's
// functional equivalent of the keyword finds it (ISO 8601 has no data of its own in ICU 72, and
// its formats are the locale's default calendar's: Persian for `fa`). 0 when neither is found.
static int generator_calendar(const locale_chain *chain, const char *calendar, char out[32]) {
  for (int32_t i = 0; i < chain->count; i++) {
    if (chain->calendars[i] == NULL) continue;
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *table = ures_getByKey(chain->calendars[i], calendar, NULL, &status);
    ures_close(table);
    if (U_SUCCESS(status)) {
      strcpy(out, calendar);
      return 1;
    }
  }
  for (int32_t i = 0; i < chain->count; i++) {
    if (chain->calendars[i] == NULL) continue;
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *name = ures_getStringByKey(chain->calendars[i], "default", &length, &status);
    if (U_SUCCESS(status) && length > 0 && length < 32) {
      u_UCharsToChars(name, out, length);
      out[length] = 0;
      return 1;
    }
  }
  return 0;
}

int32_t cg_names_pattern_key(const char *locale, char *out, int32_t capacity,
                             int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (capacity > 0) out[0] = 0;
  char calendar[32];
  const char *keywords = NULL;
  locale_chain chain;
  if (!locale_fits(locale, &status)) {
    *status_out = (int32_t)status;
    return 0;
  }
  if (!calendar_keyword(locale, calendar, &keywords) || !chain_open(locale, &chain)) {
    *status_out = CG_STATUS_USING_DEFAULT_WARNING;
    return 0;
  }
  key_writer key = {out, capacity, 0, 0};
  key_append(&key, keywords);
  char generator[32] = "";
  if (!generator_calendar(&chain, calendar, generator)) key.unshared = 1;
  key_append(&key, "|as ");
  key_append(&key, generator);
  char types[4][32];
  int32_t type_count = calendar_types(generator, types);
  int found_any = 0;
  for (int32_t t = 0; t < type_count && !key.unshared; t++) {
    key_append(&key, "|");
    key_append(&key, types[t]);
    key_append(&key, "=");
    // The year-and-month entries of calendar/<type>/availableFormats as ICU's fallback merges
    // them: each skeleton from the first bundle of the chain that has it.
    format_entry entries[FORMAT_ENTRY_LIMIT];
    int32_t count = 0;
    UResourceBundle *tables[CHAIN_LIMIT] = {NULL};
    for (int32_t i = 0; i < chain.count; i++) {
      if (chain.calendars[i] == NULL) continue;
      UErrorCode table_status = U_ZERO_ERROR;
      UResourceBundle *type_table = ures_getByKey(chain.calendars[i], types[t], NULL,
                                                  &table_status);
      tables[i] = ures_getByKey(type_table, "availableFormats", NULL, &table_status);
      ures_close(type_table);
      if (U_FAILURE(table_status)) {
        ures_close(tables[i]);
        tables[i] = NULL;
        continue;
      }
      ures_resetIterator(tables[i]);
      while (ures_hasNext(tables[i])) {
        UErrorCode entry_status = U_ZERO_ERROR;
        const char *skeleton = NULL;
        int32_t length = 0;
        const UChar *pattern = ures_getNextString(tables[i], &length, &skeleton, &entry_status);
        if (skeleton == NULL) {
          key.unshared = 1;  // an entry the key cannot name
          break;
        }
        int usable = strlen(skeleton) < 32 && is_year_month_name_skeleton(skeleton);
        for (int32_t j = 0; usable && j < count; j++) {
          usable = strcmp(entries[j].skeleton, skeleton) != 0;
        }
        if (!usable) continue;
        if (U_FAILURE(entry_status) || count == FORMAT_ENTRY_LIMIT) {
          key.unshared = 1;
          break;
        }
        strcpy(entries[count].skeleton, skeleton);
        entries[count].pattern = pattern;
        entries[count].length = length;
        count++;
      }
    }
    // Without the calendar's own availableFormats (ISO 8601's, in ICU 72), the generator makes
    // the pattern from other data than the key names: the ID is not shared.
    int has_table = 0;
    for (int32_t i = 0; i < chain.count; i++) has_table |= tables[i] != NULL;
    if (t == 0 && !has_table) key.unshared = 1;
    qsort(entries, (size_t)count, sizeof entries[0], compare_entries);
    for (int32_t e = 0; e < count; e++) {
      char pattern[UTF16_CAPACITY];
      UErrorCode text_status = U_ZERO_ERROR;
      to_utf8(entries[e].pattern, entries[e].length, pattern, (int32_t)sizeof pattern,
              &text_status);
      key_append(&key, entries[e].skeleton);
      key_append(&key, "=");
      key_append(&key, U_SUCCESS(text_status) ? pattern : "?");
      key_append(&key, "\x1f");
      found_any = 1;
    }
    for (int32_t i = 0; i < chain.count; i++) {
      if (tables[i] != NULL) ures_close(tables[i]);
    }
  }
  chain_close(&chain);
  if (!found_any) key.unshared = 1;
  return key_finish(&key, status_out);
}
