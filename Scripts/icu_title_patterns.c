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
//   E <locale> <calendar> <ICU error name>   and exit status 1
#include <stdio.h>
#include <string.h>
#include <unicode/udatpg.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

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
