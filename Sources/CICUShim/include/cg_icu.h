// The only seam between CalendarGrid and libicu.
//
// ICU's headers rename every C entry point per release (`ucal_open` becomes `ucal_open_72`), so
// Swift never sees them: this header declares a few stable, `cg_`-prefixed functions, and only
// the shim's C files (through `cg_icu_internal.h`) include ICU's headers. Strings cross the seam
// as NUL-terminated UTF-8. Every function that can fail takes an `int32_t *status` that holds
// ICU's `UErrorCode`: zero is success, negative values are warnings (e.g. a locale that fell back
// to root), positive values are errors.
//
// Days cross the seam as days since 1970-01-01 (proleptic Gregorian, UTC): every calendar handle
// opened here works in the GMT zone, so a day is exactly 86,400,000 ms of ICU time.

#ifndef CG_ICU_H
#define CG_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's `U_USING_FALLBACK_WARNING` and `U_USING_DEFAULT_WARNING`, for callers that surface them.
#define CG_STATUS_USING_FALLBACK_WARNING (-128)
#define CG_STATUS_USING_DEFAULT_WARNING (-127)
#define CG_STATUS_BUFFER_OVERFLOW 15

/// ICU's documented limits on locale IDs (unicode/uloc.h), each counting the terminating NUL;
/// cg_icu.c asserts at compile time that they equal ICU's. Every function below that takes a
/// locale refuses one past them with `U_ILLEGAL_ARGUMENT_ERROR` (1) before calling ICU.
#define CG_ULOC_FULLNAME_CAPACITY 157
#define CG_ULOC_KEYWORD_AND_VALUES_CAPACITY 100
#define CG_ULOC_LANG_CAPACITY 12
#define CG_ULOC_SCRIPT_CAPACITY 6
#define CG_ULOC_COUNTRY_CAPACITY 4

/// Writes the ICU version ("72.1") into `out`.
void cg_icu_version(char *out, int32_t capacity);
/// Writes the CLDR version ICU's data carries ("42.0") into `out`.
void cg_cldr_version(char *out, int32_t capacity);
/// Writes the name of an ICU error code into `out`.
void cg_error_name(int32_t status, char *out, int32_t capacity);

// MARK: Locales

/// Converts an ICU (`de_DE@fw=mon`) or BCP 47 (`en-US-u-fw-mon`) identifier into ICU's canonical
/// form. Returns the length written, or -1 when the identifier is malformed.
int32_t cg_locale_canonicalize(const char *identifier, char *out, int32_t capacity,
                               int32_t *status);
/// Adds likely subtags (`ko` becomes `ko_Kore_KR`).
int32_t cg_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity,
                                     int32_t *status);
/// The language, script and region parts of a canonical locale ID (each may be empty).
int32_t cg_locale_language(const char *locale, char *out, int32_t capacity, int32_t *status);
int32_t cg_locale_script(const char *locale, char *out, int32_t capacity, int32_t *status);
int32_t cg_locale_region(const char *locale, char *out, int32_t capacity, int32_t *status);
/// The value of a keyword (`calendar`, `fw`, `rg`, `nu`); 0 when absent.
int32_t cg_locale_keyword(const char *locale, const char *keyword, char *out, int32_t capacity,
                          int32_t *status);
/// The BCP 47 form of a locale ID.
int32_t cg_locale_to_language_tag(const char *locale, char *out, int32_t capacity,
                                  int32_t *status);
/// Opens the locale's main resource bundle to learn whether ICU has data for it. Returns 1 when
/// it does (exactly, or through a parent such as `ko` for `ko_KR`), 0 when ICU would fall back to
/// the root locale; `status` then holds `CG_STATUS_USING_DEFAULT_WARNING`.
int32_t cg_locale_has_data(const char *locale, int32_t *status);
/// 1 when ICU knows the region code (`KR`, `419`), 0 otherwise (also for the unknown region
/// `ZZ` / `999` and withdrawn codes such as `SU`).
int32_t cg_region_is_known(const char *code);
/// 1 when ICU knows the numbering system (`arab`, `latn`; ICU's `unumsys_openByName`), else 0.
int32_t cg_numbering_system_is_known(const char *name);
/// The locale ICU uses when none is given (from the environment).
int32_t cg_locale_default(char *out, int32_t capacity);
/// The number of locales ICU has data for, and the ID of the one at `index`.
int32_t cg_locale_available_count(void);
const char *cg_locale_available(int32_t index);
/// The locale's preferred calendar type (`gregorian`, `buddhist`, `persian`, ...).
int32_t cg_locale_default_calendar(const char *locale, char *out, int32_t capacity,
                                   int32_t *status);
/// ICU's own week data for a locale (1 = Sunday ... 7 = Saturday; the weekend as a bit mask with
/// bit (weekday - 1) set for each weekend day). Used to compare with CLDR's current table.
void cg_locale_week_data(const char *locale, int32_t *first_weekday, int32_t *minimal_days,
                         int32_t *weekend_mask, int32_t *status);
/// The ten digits of the locale's default numbering system as UTF-8, concatenated; returns 0
/// when the numbering system is algorithmic (e.g. `hebr`), so the caller keeps Latin digits.
int32_t cg_locale_digits(const char *locale, char *out, int32_t capacity, int32_t *status);

// MARK: Calendars

/// An ICU calendar in the GMT zone. Not thread-safe: one per task, or guarded by a lock.
typedef struct cg_calendar cg_calendar;

/// Opens a calendar for a locale ID that may carry `@calendar=...`.
cg_calendar *cg_calendar_open(const char *locale, int32_t *status);
cg_calendar *cg_calendar_clone(const cg_calendar *calendar, int32_t *status);
void cg_calendar_close(cg_calendar *calendar);
/// The calendar type ICU chose (`gregorian`, `dangi`, ...).
int32_t cg_calendar_type(const cg_calendar *calendar, char *out, int32_t capacity,
                         int32_t *status);
/// Moves the Julian-Gregorian cutover (ms since 1970); a very negative value makes the calendar
/// proleptic Gregorian.
void cg_calendar_set_gregorian_change(cg_calendar *calendar, double milliseconds,
                                      int32_t *status);
/// Sets the first weekday and the minimal days in the first week (for week-of-year).
void cg_calendar_set_week_rules(cg_calendar *calendar, int32_t first_weekday,
                                int32_t minimal_days);

/// The fields of one day in a calendar.
typedef struct cg_day_fields {
  int32_t era;
  int32_t year;
  int32_t extended_year;
  int32_t month;          // ICU's MONTH field, 0-based
  int32_t is_leap_month;  // ICU's IS_LEAP_MONTH field
  int32_t day_of_month;
  int32_t day_of_year;
  int32_t weekday;        // 1 = Sunday ... 7 = Saturday
  int32_t week_of_year;
  int32_t month_length;   // the actual maximum of DAY_OF_MONTH in this month
} cg_day_fields;

/// Reads the fields of a day (days since 1970-01-01).
void cg_calendar_day_fields(cg_calendar *calendar, int32_t day, cg_day_fields *fields,
                            int32_t *status);

/// Only the era, year, extended year, month, leap flag and day of month of a day (the other fields
/// are 0). ICU 72's Chinese calendar keeps process-wide caches that its month arithmetic and
/// `UCAL_ACTUAL_MAXIMUM` fill too, and after them it numbers a few far days (e.g. around Chinese
/// 2405-09) otherwise; these plain reads are those Scripts/generate/icu_lunar_months.c makes.
void cg_calendar_month_fields(cg_calendar *calendar, int32_t day, cg_day_fields *fields,
                              int32_t *status);

/// One month of a calendar, as the table fill reports it.
typedef struct cg_month_record {
  int32_t first_day;      // days since 1970-01-01
  int32_t length;         // days in the month
  int32_t era;
  int32_t year;
  int32_t extended_year;
  int32_t month;          // ICU's MONTH field, 0-based
  int32_t is_leap_month;
  int32_t first_day_number; // DAY_OF_MONTH of the first day (1, except around a cutover)
  int32_t last_day_number;  // DAY_OF_MONTH of the last day
} cg_month_record;

/// Fills `count` consecutive month records, the first being the month that contains `day`.
/// One call fills a whole table: ICU is asked two fields per month, never per day.
/// Returns the number of records written (fewer than `count` when ICU reports an error).
int32_t cg_calendar_fill_months(cg_calendar *calendar, int32_t day, int32_t count,
                                cg_month_record *records, int32_t *status);

/// Per-cell primitives, used only by the benchmark's "ICU directly" baseline and by tests.
void cg_calendar_set_day(cg_calendar *calendar, int32_t day, int32_t *status);
void cg_calendar_add_days(cg_calendar *calendar, int32_t days, int32_t *status);
int32_t cg_calendar_get_day_of_month(cg_calendar *calendar, int32_t *status);
int32_t cg_calendar_get_weekday(cg_calendar *calendar, int32_t *status);
int32_t cg_calendar_get_month(cg_calendar *calendar, int32_t *status);
/// Sets the calendar to day 1 of a month given in its own fields and returns that day.
int32_t cg_calendar_day_for_fields(cg_calendar *calendar, int32_t era, int32_t extended_year,
                                   int32_t month, int32_t is_leap_month, int32_t day_of_month,
                                   int32_t *status);

// MARK: Formatting and names

/// A date formatter in the GMT zone for one locale and pattern. Not thread-safe.
typedef struct cg_formatter cg_formatter;

/// ICU's best pattern for `skeleton` in `locale` (UTF-8), from a date-time pattern generator
/// (about a millisecond, most of it opening the generator: callers keep the pattern).
int32_t cg_best_pattern(const char *locale, const char *skeleton, char *out, int32_t capacity,
                        int32_t *status);
/// Opens a formatter in the GMT zone with a pattern (UTF-8) for `locale`.
cg_formatter *cg_formatter_open_pattern(const char *locale, const char *pattern,
                                        int32_t *status);
/// Opens a formatter with a full date style (for spoken labels).
cg_formatter *cg_formatter_open_full(const char *locale, int32_t *status);
/// A copy of a formatter with another pattern (UTF-8), keeping the original's numbering
/// overrides.
cg_formatter *cg_formatter_copy_with_pattern(const cg_formatter *formatter, const char *pattern,
                                             int32_t *status);
void cg_formatter_close(cg_formatter *formatter);
/// The pattern the formatter uses.
int32_t cg_formatter_pattern(const cg_formatter *formatter, char *out, int32_t capacity,
                             int32_t *status);
/// Formats a day (days since 1970-01-01).
int32_t cg_formatter_format_day(const cg_formatter *formatter, int32_t day, char *out,
                                int32_t capacity, int32_t *status);
/// Formats the day a calendar is set to, with the fields the calendar has already computed:
/// formats a copy (`ucal_clone`, then `udat_formatCalendar`), so `calendar` is only read and
/// its fields are not computed again (ICU's astronomy, for the Chinese calendar). A calendar of
/// another type than the formatter's is read for its time only.
int32_t cg_formatter_format_calendar(const cg_formatter *formatter, const cg_calendar *calendar,
                                     char *out, int32_t capacity, int32_t *status);

/// Kinds of date symbols, as in ICU's `UDateFormatSymbolType`.
enum {
  CG_SYMBOL_ERAS = 0,
  CG_SYMBOL_MONTHS = 1,
  CG_SYMBOL_SHORT_MONTHS = 2,
  CG_SYMBOL_WEEKDAYS = 3,
  CG_SYMBOL_SHORT_WEEKDAYS = 4,
  CG_SYMBOL_ERA_NAMES = 7,
  CG_SYMBOL_NARROW_WEEKDAYS = 9,
  CG_SYMBOL_STANDALONE_MONTHS = 10,
  CG_SYMBOL_STANDALONE_WEEKDAYS = 13,
  CG_SYMBOL_STANDALONE_SHORT_WEEKDAYS = 14,
  CG_SYMBOL_STANDALONE_NARROW_WEEKDAYS = 15,
  CG_SYMBOL_SHORTER_WEEKDAYS = 20,
  CG_SYMBOL_STANDALONE_SHORTER_WEEKDAYS = 21,
};

/// The number of symbols of a kind (weekday kinds count 8: index 0 is empty, 1 = Sunday).
int32_t cg_formatter_symbol_count(const cg_formatter *formatter, int32_t kind);
/// Every symbol of a kind, in order, each after the first preceded by U+001F (a separator no
/// symbol holds): one call for a list instead of one a symbol.
int32_t cg_formatter_symbols(const cg_formatter *formatter, int32_t kind, char *out,
                             int32_t capacity, int32_t *status);
/// One symbol.
int32_t cg_formatter_symbol(const cg_formatter *formatter, int32_t kind, int32_t index,
                            char *out, int32_t capacity, int32_t *status);

/// The locale's word for "today" (`today`, `오늘`, `heute`): ICU's relative-date text for a day
/// offset of zero, for spoken day labels.
int32_t cg_relative_today(const char *locale, char *out, int32_t capacity, int32_t *status);

// MARK: Names data keys
//
// Opening a date formatter or a pattern generator for a locale ID costs ICU 0.2 to 1.5 ms; most
// locale IDs name their months exactly as another does, because ICU's resource fallback finds
// their data in the same bundles (`en_NZ` and `en_AU` take their month and weekday names from
// `en`). The two keys below name where ICU finds what a month title and a weekday header are
// made of, for a locale ID with `@calendar=`: IDs with equal keys are given equal names by
// ICU's own formatters, so they can share one. Both walk the ID's resource chain (the bundle ICU
// resolves the ID to, then each parent up to root) through the calendar types ICU reads for the
// calendar (its own, its family's, `generic`, `gregorian`).
//
// Each returns the key's length, or 0 when the ID cannot share: `status` is then
// `CG_STATUS_USING_DEFAULT_WARNING` (no calendar keyword, or ICU would take the data from the
// default locale or root alone) or `CG_STATUS_BUFFER_OVERFLOW` (a key past `capacity`).

/// The key of the symbols a title and a weekday header use: the chain's bundles, for each
/// calendar type and symbol array (month, weekday and era names in every width and context,
/// cyclic year names, leap-month patterns) the first bundle that has it, the numbering
/// system, and the ID's keywords.
int32_t cg_names_symbols_key(const char *locale, char *out, int32_t capacity, int32_t *status);
/// The key of a year-and-month skeleton's best pattern (`yMMMM`, `GyMMMM`): the ID's keywords,
/// the calendar type the generator reads (the keyword's, or the chain's `calendar/default` when
/// no bundle has data for it, as for ISO 8601) and, for each of its calendar types, the
/// year-and-month entries of `availableFormats` as the chain merges them (skeleton and pattern,
/// sorted). 0 when there are none.
int32_t cg_names_pattern_key(const char *locale, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
