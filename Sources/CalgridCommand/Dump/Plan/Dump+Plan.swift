import CalendarGrid

extension Dump {
  /// One locale in one calendar: one file per format.
  struct Job: Sendable {
    var locale: GridLocale
    var calendar: CalendarIdentifier
    /// The file name without extension: `ko_KR.dangi`.
    var stem: String
  }

  /// Everything a dump does, decided before any file is touched.
  struct Plan: Sendable {
    var options: DumpOptions
    var jobs: [Job]
    /// The months of each calendar that overlap the Gregorian span.
    var months: [CalendarIdentifier: [CalendarMonth]]
    var span: ClosedRange<Day>
    var today: Day
    /// Locales `--all-locales` found that CalendarGrid cannot use, with the reason.
    var skipped: [DumpIndex.Skipped]
    /// The number of locales dumped.
    var localeCount: Int
  }

  /// The file-name form of a locale: its ICU identifier without a `calendar` keyword (the
  /// calendar is in the file name), characters other than ASCII letters, digits, `_` and `-`
  /// replaced by `-`: `ko_KR@calendar=dangi` → `ko_KR`, `de_DE@fw=mon` → `de_DE-fw-mon`.
  static func fileStem(_ locale: GridLocale) -> String {
    let identifier = identifierWithoutCalendar(locale)
    return String(
      identifier.map { character -> Character in
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
          ? character : "-"
      })
  }

  /// The locale's ICU identifier without its `calendar` keyword: two locales with the same one
  /// are one locale in the files.
  static func identifierWithoutCalendar(_ locale: GridLocale) -> String {
    let keywords =
      locale.identifier.split(separator: "@", maxSplits: 1).dropFirst().first.map {
        $0.split(separator: ";").filter { !$0.hasPrefix("calendar=") }
      } ?? []
    return keywords.isEmpty
      ? locale.baseIdentifier
      : locale.baseIdentifier + "@" + keywords.joined(separator: ";")
  }

  /// Reads and checks the options into a plan, touching no file. A plan of more than
  /// `maximumFiles` files is refused.
  static func plan(
    _ options: DumpOptions, environment: Calgrid.Environment,
    maximumFiles: Int = DumpOptions.maximumFiles
  ) throws -> Plan {
    let today = options.today ?? environment.today
    let span = try options.span(today: today)
    var locales: [GridLocale] = []
    var skipped: [DumpIndex.Skipped] = []
    if let names = options.locales {
      for name in names {
        do {
          locales.append(try Calgrid.checkedLocale(name))
        } catch {
          throw DumpError("--locales: '\(name.prefix(64))' cannot be used: \(error.description)")
        }
      }
    } else {
      for name in try GridLocale.availableIdentifiers() {
        do {
          locales.append(try GridLocale(name))
        } catch {
          skipped.append(DumpIndex.Skipped(locale: name, reason: error.description))
        }
      }
    }
    var calendars: [CalendarIdentifier]?
    if options.allCalendars {
      calendars = CalendarIdentifier.allCases
    } else if let names = options.calendars {
      var list: [CalendarIdentifier] = []
      for name in names {
        do {
          let identifier = try CalendarIdentifier(parsing: name)
          if !list.contains(identifier) { list.append(identifier) }
        } catch {
          throw DumpError(
            "--calendars: '\(name.prefix(64))' is not a calendar: \(error.description)")
        }
      }
      calendars = list
    }
    var jobs: [Job] = []
    /// File stem → the locale (without calendar) it was planned for.
    var seen: [String: String] = [:]
    var localeStems: Set<String> = []
    for locale in locales {
      let stem = fileStem(locale)
      let identifier = identifierWithoutCalendar(locale)
      for calendar in calendars ?? [locale.defaultCalendar] {
        // ko-KR and ko_KR are one locale, and ko_KR@calendar=dangi in gregorian is ko_KR's
        // gregorian: the same file, written once. Two other locales that map to one file name
        // are an error: one would silently replace the other.
        let jobStem = "\(stem).\(calendar.rawValue)"
        if let owner = seen[jobStem] {
          guard owner == identifier else {
            throw DumpError(
              "the locales '\(owner)' and '\(identifier)' would both be written as '\(jobStem).*': dump them separately"
            )
          }
          continue
        }
        seen[jobStem] = identifier
        localeStems.insert(stem)
        jobs.append(Job(locale: locale, calendar: calendar, stem: jobStem))
      }
    }
    let localeCount = localeStems.count
    jobs.sort { $0.stem < $1.stem }
    var months: [CalendarIdentifier: [CalendarMonth]] = [:]
    for job in jobs where months[job.calendar] == nil {
      let calendar = try GridCalendar(
        job.calendar, locale: job.locale, cutover: options.proleptic ? .proleptic : .julianUntil1582
      )
      var list: [CalendarMonth] = []
      do {
        var month = try calendar.month(containing: span.lowerBound)
        while month.firstDay <= span.upperBound {
          list.append(month)
          guard month.lastDay < span.upperBound else { break }
          month = try calendar.month(after: month)
        }
      } catch {
        throw DumpError(
          "the span \(span.lowerBound)...\(span.upperBound) is outside what the \(job.calendar.rawValue) calendar supports: \(error.description)"
        )
      }
      months[job.calendar] = list
    }
    // Grids and pages are streamed, but the plan and index.json keep a few hundred bytes for
    // every file: the number of files is what could make memory grow, so it is bounded.
    let files = jobs.count * options.formats.count
    guard files <= maximumFiles else {
      throw DumpError(
        "the dump would write \(files) files (\(jobs.count) locale and calendar pairs in \(options.formats.count) format\(options.formats.count == 1 ? "" : "s"); index.json alone about \(files * DumpOptions.indexBytesPerFile / 1_000_000) MB); at most \(maximumFiles) in one dump: split it by --locales, --calendars or --format"
      )
    }
    return Plan(
      options: options, jobs: jobs, months: months, span: span, today: today, skipped: skipped,
      localeCount: localeCount)
  }
}
