// Calendars: opening and configuring them, and reading fields and whole months by day number. Part
// of the ICU seam (include/cg_icu.h).

#include "cg_icu_internal.h"

cg_calendar *cg_calendar_open(const char *locale, int32_t *status_out) {
  UErrorCode status = U_ZERO_ERROR;
  if (!cg_shim_locale_fits(locale, &status)) {
    *status_out = (int32_t)status;
    return NULL;
  }
  UCalendar *calendar = ucal_open(cg_shim_gmt, -1, locale, UCAL_DEFAULT, &status);
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
