// Formatting: best patterns, formatters, their symbols, and the relative name of today. Part of the
// ICU seam (include/cg_icu.h).

#include "cg_icu_internal.h"

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
  if (!cg_shim_locale_fits(locale, &status)) {
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
  int32_t n = cg_shim_to_utf8(pattern, length, out, capacity, &status);
  if (U_FAILURE(status) && capacity > 0) out[0] = 0;
  *status_out = (int32_t)status;
  return U_FAILURE(status) ? 0 : n;
}

cg_formatter *cg_formatter_open_pattern(const char *locale, const char *pattern,
                                        int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
    *status_out = (int32_t)status;
    return NULL;
  }
  UChar pattern16[UTF16_CAPACITY];
  int32_t length = 0;
  u_strFromUTF8(pattern16, UTF16_CAPACITY, &length, pattern, -1, &status);
  if (U_SUCCESS(status) && length >= UTF16_CAPACITY) status = U_BUFFER_OVERFLOW_ERROR;
  UDateFormat *format = NULL;
  if (U_SUCCESS(status)) {
    format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, cg_shim_gmt, -1, pattern16, length,
                       &status);
  }
  return wrap_format(format, status, status_out);
}

cg_formatter *cg_formatter_open_full(const char *locale, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
    *status_out = (int32_t)status;
    return NULL;
  }
  UDateFormat *format = udat_open(UDAT_NONE, UDAT_FULL, locale, cg_shim_gmt, -1, NULL, 0, &status);
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
  int32_t n = cg_shim_to_utf8(pattern, length, out, capacity, &status);
  *status_out = (int32_t)status;
  return n;
}

int32_t cg_formatter_format_day(const cg_formatter *formatter, int32_t day, char *out,
                                int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  UChar text[UTF16_CAPACITY];
  int32_t length =
      udat_format(formatter->format, (double)day * MS_PER_DAY, text, UTF16_CAPACITY, NULL, &status);
  int32_t n = cg_shim_to_utf8(text, length, out, capacity, &status);
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
    n = cg_shim_to_utf8(text, length, out, capacity, &status);
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
  int32_t n = cg_shim_to_utf8(text, length, out, capacity, &status);
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
    written += cg_shim_to_utf8(text, length, out + written, capacity - written, &status);
  }
  if (U_FAILURE(status) && capacity > 0) out[0] = 0;
  *status_out = (int32_t)status;
  return U_FAILURE(status) ? 0 : written;
}

int32_t cg_relative_today(const char *locale, char *out, int32_t capacity, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
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
    n = cg_shim_to_utf8(text, length, out, capacity, &status);
  }
  if (formatter != NULL) ureldatefmt_close(formatter);
  *status_out = (int32_t)status;
  return n;
}
