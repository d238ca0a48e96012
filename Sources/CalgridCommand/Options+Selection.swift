import CalendarGrid

extension Options {
  /// The selection `--select` or `--select-range` asks for, nil when neither was given.
  var selection: Selection? {
    if let selectedRange {
      var selection = Selection(.range)
      selection.selectRange(selectedRange)
      return selection
    }
    guard !selectedDays.isEmpty else { return nil }
    var selection = Selection(selectedDays.count == 1 ? .single : .multiple)
    for day in Set(selectedDays) { selection.select(day) }
    return selection
  }
}
