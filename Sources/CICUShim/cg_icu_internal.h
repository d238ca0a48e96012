// What the shim's C files share: ICU's headers, the buffer sizes, and the helpers every part
// uses (the locale guard, UTF-8 output, terminated copies). Not part of the seam: Swift sees only
// include/cg_icu.h. Each part of the shim is a file of its own: cg_icu.c (versions, errors and
// these helpers), cg_icu_locale.c, cg_icu_calendar.c, cg_icu_format.c and cg_icu_names_keys.c.

#ifndef CG_ICU_INTERNAL_H
#define CG_ICU_INTERNAL_H

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
#define UTF16_CAPACITY 512
#define CG_SHIM_HIDDEN __attribute__((visibility("hidden")))

// The zone every calendar and formatter of the shim works in.
CG_SHIM_HIDDEN extern const UChar cg_shim_gmt[];

// Whether a locale ID fits ICU's documented limits (cg_icu.c says why); sets
// U_ILLEGAL_ARGUMENT_ERROR and returns 0 when it does not.
CG_SHIM_HIDDEN int cg_shim_locale_fits(const char *locale, UErrorCode *status);

// Converts UTF-16 to NUL-terminated UTF-8 in `out`.
CG_SHIM_HIDDEN int32_t cg_shim_to_utf8(const UChar *text, int32_t length, char *out,
                                       int32_t capacity, UErrorCode *status);

// Terminates a char buffer filled by an ICU call, turning truncation into an error.
CG_SHIM_HIDDEN int32_t cg_shim_terminate(int32_t length, char *out, int32_t capacity,
                                         UErrorCode *status);

#endif
