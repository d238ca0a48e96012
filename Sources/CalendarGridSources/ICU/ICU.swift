import CalendarGridCore

#if ICU
  import CICUShim

  /// Swift's side of the ICU seam: one small wrapper per C call of `cg_icu.h`, with ICU's status
  /// turned into ``DataSourceError``. Nothing outside `ICU/` touches `CICUShim`.
  package enum ICU {
    /// ICU's version, e.g. "72.1".
    package static var version: String { readFixed { cg_icu_version($0, $1) } }

    /// The CLDR version of ICU's data, e.g. "42.0".
    package static var cldrVersion: String { readFixed { cg_cldr_version($0, $1) } }

    static func errorName(_ status: Int32) -> String {
      readFixed { cg_error_name(status, $0, $1) }
    }

    static func isFailure(_ status: Int32) -> Bool { status > 0 }

    /// Calls a C function that writes NUL-terminated UTF-8 into a buffer.
    static func readString(
      capacity: Int = 256,
      operation: String,
      _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(DataSourceError) -> String {
      var status: Int32 = 0
      let result: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) {
        buffer in
        buffer.initialize(repeating: 0)
        let length = body(buffer.baseAddress!, Int32(capacity), &status)
        guard !isFailure(status), length >= 0 else { return nil }
        return String(cString: buffer.baseAddress!)
      }
      guard let result else { throw .icu(operation: operation, status: errorName(status)) }
      return result
    }

    static func readFixed(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Void) -> String {
      withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
        buffer.initialize(repeating: 0)
        body(buffer.baseAddress!, 64)
        return String(cString: buffer.baseAddress!)
      }
    }
  }

  // MARK: Locales

  extension ICU {
    /// ICU's canonical form of an ICU or BCP 47 identifier; nil when ICU cannot read it.
    static func canonicalLocale(_ identifier: String) -> String? {
      try? readString(operation: "uloc_canonicalize") {
        cg_locale_canonicalize(identifier, $0, $1, $2)
      }
    }

    static func addLikelySubtags(_ locale: String) -> String {
      (try? readString(operation: "uloc_addLikelySubtags") {
        cg_locale_add_likely_subtags(locale, $0, $1, $2)
      }) ?? locale
    }

    static func language(_ locale: String) -> String {
      (try? readString(operation: "uloc_getLanguage") { cg_locale_language(locale, $0, $1, $2) })
        ?? ""
    }

    static func script(_ locale: String) -> String {
      (try? readString(operation: "uloc_getScript") { cg_locale_script(locale, $0, $1, $2) }) ?? ""
    }

    static func region(_ locale: String) -> String {
      (try? readString(operation: "uloc_getCountry") { cg_locale_region(locale, $0, $1, $2) }) ?? ""
    }

    static func keyword(_ keyword: String, of locale: String) -> String? {
      let value = try? readString(operation: "uloc_getKeywordValue") {
        cg_locale_keyword(locale, keyword, $0, $1, $2)
      }
      return value.flatMap { $0.isEmpty ? nil : $0 }
    }

    static func languageTag(_ locale: String) -> String {
      (try? readString(operation: "uloc_toLanguageTag") {
        cg_locale_to_language_tag(locale, $0, $1, $2)
      }) ?? locale
    }

    /// Whether ICU has locale data for the locale or a parent of it other than root.
    static func hasData(_ locale: String) -> Bool {
      var status: Int32 = 0
      return cg_locale_has_data(locale, &status) == 1
    }

    package static var defaultLocale: String { readFixed { _ = cg_locale_default($0, $1) } }

    package static var availableLocales: [String] {
      (0..<cg_locale_available_count()).compactMap { index in
        cg_locale_available(index).map { String(cString: $0) }
      }
    }

    static func defaultCalendar(_ locale: String) -> String? {
      try? readString(operation: "ucal_getKeywordValuesForLocale") {
        cg_locale_default_calendar(locale, $0, $1, $2)
      }
    }

    /// ICU's own week data for a locale (1 = Sunday), for comparison with the CLDR table.
    static func weekData(_ locale: String) -> (
      firstWeekday: Int, minimumDays: Int, weekendMask: UInt8
    ) {
      var first: Int32 = 0
      var minimum: Int32 = 0
      var mask: Int32 = 0
      var status: Int32 = 0
      cg_locale_week_data(locale, &first, &minimum, &mask, &status)
      return (Int(first), Int(minimum), UInt8(truncatingIfNeeded: mask))
    }

    /// The ten digits of the locale's numbering system, or nil for Latin or algorithmic systems.
    static func digits(_ locale: String) -> [String]? {
      guard
        let text = try? readString(
          operation: "unumsys_open", { cg_locale_digits(locale, $0, $1, $2) }),
        !text.isEmpty
      else { return nil }
      let digits = text.map(String.init)
      guard digits.count == 10, digits != ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] else {
        return nil
      }
      return digits
    }
  }

  extension ICU {
    static func isKnownRegion(_ code: String) -> Bool { cg_region_is_known(code) == 1 }
    static func isKnownNumberingSystem(_ name: String) -> Bool {
      cg_numbering_system_is_known(name) == 1
    }
  }

  extension ICU {
    /// The key of the symbols ICU's formatters give a locale ID with `@calendar=` for titles
    /// and weekday headers (`cg_names_symbols_key`): IDs with equal keys are named alike. Nil
    /// when the ID shares with no other (no calendar keyword, no data of its own).
    static func namesSymbolsKey(_ locale: String) -> String? {
      let key = try? readString(capacity: 1024, operation: "cg_names_symbols_key") {
        cg_names_symbols_key(locale, $0, $1, $2)
      }
      return key.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The key of a year-and-month skeleton's best pattern for a locale ID with `@calendar=`
    /// (`cg_names_pattern_key`): IDs with equal keys get the same pattern from ICU's
    /// generator. Nil when the ID shares with no other.
    static func namesPatternKey(_ locale: String) -> String? {
      let key = try? readString(capacity: 16_384, operation: "cg_names_pattern_key") {
        cg_names_pattern_key(locale, $0, $1, $2)
      }
      return key.flatMap { $0.isEmpty ? nil : $0 }
    }
  }

  extension ICU {
    /// The locale's word for "today", from ICU's relative-date data; nil when ICU has none.
    static func relativeToday(_ locale: String) -> String? {
      let text = try? readString(operation: "ureldatefmt_format") {
        cg_relative_today(locale, $0, $1, $2)
      }
      return text.flatMap { $0.isEmpty ? nil : $0 }
    }
  }
#endif
