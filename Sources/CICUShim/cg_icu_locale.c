// Locales: canonical IDs, likely subtags, parts and keywords, week data and digits. Part of the ICU
// seam (include/cg_icu.h).

#include "cg_icu_internal.h"

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
    n = cg_shim_terminate(n, icu_id, (int32_t)sizeof icu_id, &status);
    if (U_FAILURE(status) || parsed != length || n == 0) {
      *status_out = U_FAILURE(status) ? (int32_t)status : (int32_t)U_ILLEGAL_ARGUMENT_ERROR;
      return -1;
    }
    source = icu_id;
  }
  status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(source, &status)) {
    *status_out = (int32_t)status;
    return -1;
  }
  int32_t n = uloc_canonicalize(source, out, capacity, &status);
  n = cg_shim_terminate(n, out, capacity, &status);
  if (U_SUCCESS(status) && !cg_shim_locale_fits(out, &status)) {
    out[0] = 0;
    n = 0;
  }
  *status_out = (int32_t)status;
  return U_FAILURE(status) ? -1 : n;
}

int32_t cg_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity,
                                     int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_addLikelySubtags(locale, out, capacity, &status);
  n = cg_shim_terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_language(const char *locale, char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_getLanguage(locale, out, capacity, &status);
  n = cg_shim_terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_script(const char *locale, char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_getScript(locale, out, capacity, &status);
  n = cg_shim_terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_region(const char *locale, char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_getCountry(locale, out, capacity, &status);
  n = cg_shim_terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_keyword(const char *locale, const char *keyword, char *out, int32_t capacity,
                          int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_getKeywordValue(locale, keyword, out, capacity, &status);
  n = cg_shim_terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_to_language_tag(const char *locale, char *out, int32_t capacity,
                                  int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  int32_t n = uloc_toLanguageTag(locale, out, capacity, 0, &status);
  n = cg_shim_terminate(n, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_locale_has_data(const char *locale, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
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
  if (!cg_shim_locale_fits(locale, &status)) {
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
  if (!cg_shim_locale_fits(locale, &status)) {
    *first_weekday = 0;
    *minimal_days = 0;
    *weekend_mask = 0;
    *status_out = (int32_t)status;
    return;
  }
  UCalendar *calendar = ucal_open(cg_shim_gmt, -1, locale, UCAL_GREGORIAN, &status);
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
  if (!cg_shim_locale_fits(locale, &status)) {
    if (capacity > 0) out[0] = 0;
    *status_out = (int32_t)status;
    return 0;
  }
  UNumberingSystem *system = unumsys_open(locale, &status);
  int32_t n = 0;
  if (U_SUCCESS(status) && !unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10) {
    UChar digits[64];
    int32_t length = unumsys_getDescription(system, digits, 64, &status);
    if (U_SUCCESS(status)) n = cg_shim_to_utf8(digits, length, out, capacity, &status);
  }
  if (system != NULL) unumsys_close(system);
  *status_out = (int32_t)status;
  return n;
}
