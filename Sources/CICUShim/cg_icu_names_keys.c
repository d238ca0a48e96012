// Names data keys: where ICU finds a locale's symbols and patterns, so that IDs ICU names alike
// share one formatter (the Swift side keys its caches by them). Part of the ICU seam
// (include/cg_icu.h).

#include "cg_icu_internal.h"

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
  if (!cg_shim_locale_fits(locale, &status)) {
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
  if (!cg_shim_locale_fits(locale, &status)) {
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
      cg_shim_to_utf8(entries[e].pattern, entries[e].length, pattern, (int32_t)sizeof pattern,
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
