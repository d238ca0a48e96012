// The C side of the ICU seam: see include/cg_icu.h. Only the shim's C files include ICU's
// headers (through cg_icu_internal.h); this one holds the versions, error names and the helpers
// the other parts share.

#include "cg_icu_internal.h"

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
int cg_shim_locale_fits(const char *locale, UErrorCode *status) {
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


const UChar cg_shim_gmt[] = {'G', 'M', 'T', 0};

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
int32_t cg_shim_to_utf8(const UChar *text, int32_t length, char *out, int32_t capacity,
                       UErrorCode *status) {
  int32_t written = 0;
  if (U_FAILURE(*status)) return 0;
  u_strToUTF8(out, capacity, &written, text, length, status);
  if (U_SUCCESS(*status) && written >= capacity) *status = U_BUFFER_OVERFLOW_ERROR;
  if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_BUFFER_OVERFLOW_ERROR;
  return written;
}

// Terminates a char buffer filled by an ICU call, turning truncation into an error.
int32_t cg_shim_terminate(int32_t length, char *out, int32_t capacity, UErrorCode *status) {
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
