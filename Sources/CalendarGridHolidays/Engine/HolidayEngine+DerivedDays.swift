import CalendarGridCore

// Days derived from the base days: observed (substitute) days and days between holidays.
extension HolidayEngine {
  // MARK: Observed days

  /// The observed days the base days of three consecutive years give, in date order: a later
  /// holiday's observed day passes over earlier ones, and a day that triggers gives one
  /// observed day, whichever holidays on it trigger (Korea's Children's Day and Buddha's
  /// Birthday on 2025-05-05 share 2025-05-06).
  func observedDays(base: [HolidayEntry], dayOffDays: Set<Day>) -> [HolidayEntry] {
    var used = Set<Day>()
    var byTrigger: [Day: Day] = [:]
    var result: [HolidayEntry] = []
    var doneGroups = Set<String>()
    let rules = data.holidays

    func applies(_ entry: HolidayEntry) -> ObservedRule? {
      guard let index = entry.rule, let observed = rules[index].observed,
        observed.years?.contains(entry.day.gregorian.year) ?? true
      else { return nil }
      return observed
    }
    // The day-off entries of each day, counted by id and group, so that "another day-off
    // holiday on the day" is a lookup, not a scan of every entry (10,000 rules on one day
    // would otherwise take 10,000 scans of 30,000 entries).
    var offCounts: [Day: OffCounts] = [:]
    for entry in base where entry.dayOff {
      offCounts[entry.day, default: OffCounts()].add(
        id: entry.id, group: entry.rule.flatMap { rules[$0].group })
    }
    func triggers(_ entry: HolidayEntry, _ observed: ObservedRule) -> Bool {
      let group = entry.rule.flatMap { rules[$0].group }
      return observed.when.contains { trigger in
        switch trigger {
        case .weekday(let weekday): return entry.day.weekday == weekday
        case .holiday:
          return offCounts[entry.day]?.hasOther(than: entry.id, group: group) ?? false
        }
      }
    }
    func isSkipped(_ day: Day, _ skip: Set<ObservedRule.Skip>) -> Bool {
      (skip.contains(.weekend) && weekend(on: day).contains(day.weekday))
        || (skip.contains(.holiday) && dayOffDays.contains(day))
        || (skip.contains(.observed) && used.contains(day))
    }
    func target(from day: Day, _ observed: ObservedRule, startAfter last: Day) -> Day? {
      var candidate: Day
      let step: Int
      switch observed.weekdayTo[day.weekday] ?? observed.to {
      case .nearestWeekday:
        switch day.weekday {
        case .saturday: return day.advanced(by: -1)
        case .sunday: return day.advanced(by: 1)
        default: return last.advanced(by: 1)
        }
      case .next:
        candidate = last.advanced(by: 1)
        step = 1
      case .previous:
        candidate = day.advanced(by: -1)
        step = -1
      }
      // A year holds fewer than 366 days to pass over.
      for _ in 0..<366 {
        if !isSkipped(candidate, observed.skip) { return candidate }
        candidate = candidate.advanced(by: step)
      }
      return nil
    }
    func add(_ day: Day, for entry: HolidayEntry, named nameSource: HolidayEntry, trigger: Day) {
      used.insert(day)
      byTrigger[trigger] = day
      result.append(
        HolidayEntry(
          day: day, id: entry.id, names: observedNames(nameSource.names),
          category: entry.category, dayOff: entry.dayOff, observedFor: trigger, isBase: false,
          rule: nil))
    }

    var decided = Set<HolidayCountryData.DecisionKey>()
    for (position, entry) in base.enumerated() {
      guard let index = entry.rule else { continue }
      let key = HolidayCountryData.DecisionKey(id: entry.id, year: entry.day.gregorian.year)
      if let days = decidedObserved[key] {
        // A decision fixed the year's observed days of this holiday: they are given once, for
        // its first day, instead of the observed rule's.
        if decided.insert(key).inserted {
          for day in days { add(day, for: entry, named: entry, trigger: entry.day) }
        }
        continue
      }
      if let group = rules[index].group {
        guard !doneGroups.contains("\(group) \(entry.day)") else { continue }
        // One occurrence of a group is its members each within a week of the one before: an
        // Islamic feast can fall twice in one Gregorian year (Eid al-Fitr on 2000-01-08 and
        // 2000-12-27), and each occurrence is substituted after its own last day.
        var members: [HolidayEntry] = []
        for candidate in base[position...] {
          if let last = members.last, last.day.distance(to: candidate.day) > 7 { break }
          guard candidate.rule.flatMap({ rules[$0].group }) == group else { continue }
          members.append(candidate)
          doneGroups.insert("\(group) \(candidate.day)")
        }
        // A member whose observed days a decision fixed has them from the decision (below).
        let triggering = members.filter { member in
          decidedObserved[.init(id: member.id, year: member.day.gregorian.year)] == nil
            && (applies(member).map { triggers(member, $0) } ?? false)
        }
        guard let lastMember = members.last else { continue }
        let named = members.first { $0.id == group }
        for member in triggering {
          guard let observed = applies(member),
            let day = target(from: member.day, observed, startAfter: lastMember.day)
          else { continue }
          add(day, for: named ?? member, named: named ?? member, trigger: member.day)
        }
        continue
      }
      guard let observed = applies(entry), triggers(entry, observed) else { continue }
      if let shared = byTrigger[entry.day] {
        result.append(
          HolidayEntry(
            day: shared, id: entry.id, names: observedNames(entry.names),
            category: entry.category, dayOff: entry.dayOff, observedFor: entry.day,
            isBase: false, rule: nil))
        continue
      }
      if let day = target(from: entry.day, observed, startAfter: entry.day) {
        add(day, for: entry, named: entry, trigger: entry.day)
      }
    }
    return result
  }

  /// The names of an observed day, from the holiday's names and the country's `observedName`.
  func observedNames(_ names: [String: String]) -> [String: String] {
    var result: [String: String] = [:]
    for (language, name) in names {
      let pattern = observedPatterns[language] ?? observedPatterns["en"] ?? ("", " (observed)")
      result[language] = pattern.after.map { pattern.before + name + $0 } ?? pattern.before
    }
    return result
  }

  // MARK: Days between holidays

  /// Days of `year` between two base day-off holidays that are holidays themselves.
  func betweenDays(_ year: Int, base: [HolidayEntry], taken: Set<Day>) -> [HolidayEntry] {
    guard let rule = data.betweenHolidays, rule.years?.contains(year) ?? true else { return [] }
    let days = Set(base.filter { $0.dayOff }.map(\.day))
    var result: [HolidayEntry] = []
    for day in days.sorted() {
      let middle = day.advanced(by: 1)
      guard middle.gregorian.year == year, days.contains(day.advanced(by: 2)),
        !taken.contains(middle), !rule.except.contains(middle.weekday)
      else { continue }
      result.append(
        HolidayEntry(
          day: middle, id: rule.id, names: rule.names, category: .public, dayOff: true,
          observedFor: nil, isBase: false, rule: nil))
    }
    return result
  }
}

/// The day-off holidays of one day, counted by id and by group.
private struct OffCounts {
  private struct Key: Hashable {
    let id: String
    let group: String?
  }
  private var total = 0
  private var byID: [String: Int] = [:]
  private var byGroup: [String: Int] = [:]
  private var byBoth: [Key: Int] = [:]

  mutating func add(id: String, group: String?) {
    total += 1
    byID[id, default: 0] += 1
    if let group { byGroup[group, default: 0] += 1 }
    byBoth[Key(id: id, group: group), default: 0] += 1
  }

  /// Whether one holiday has another id and, when `group` is given, another group.
  func hasOther(than id: String, group: String?) -> Bool {
    guard let group else { return total - (byID[id] ?? 0) > 0 }
    // Those with the id or the group, counted once each.
    let excluded =
      (byID[id] ?? 0) + (byGroup[group] ?? 0) - (byBoth[Key(id: id, group: group)] ?? 0)
    return total - excluded > 0
  }
}
