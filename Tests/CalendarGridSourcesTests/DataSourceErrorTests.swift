import Testing

@testable import CalendarGridCore
@testable import CalendarGridSources

/// The data sources' errors say what failed and what was expected, in the words the tool has
/// always printed: a core error carried out of a data-source API reads as the core's own.
@Suite("Data source errors")
struct DataSourceErrorTests {
  @Test("Each case's message names the operation, the source or the calendar")
  func messages() {
    #expect(
      DataSourceError.icu(operation: "ucal_open(xx)", status: "U_ILLEGAL_ARGUMENT_ERROR")
        .description == "ICU failed in ucal_open(xx): U_ILLEGAL_ARGUMENT_ERROR")
    #expect(
      DataSourceError.foundation(operation: "filling months", problem: "no interval").description
        == "Foundation failed in filling months: no interval")
    #expect(
      DataSourceError.unavailable(.icu, reason: "built without the ICU trait").description
        == "the icu data source is unavailable: built without the ICU trait")
    #expect(
      DataSourceError.calendarUnavailable(.dangi, source: .foundation, availableFrom: [])
        .description
        == "the dangi calendar is unavailable from the foundation data source on this OS: no OS release has it"
    )
  }

  @Test("A carried core error reads as the core's own")
  func carriedCoreError() {
    #expect(
      DataSourceError.core(.unknownCalendar("lunar")).description
        == "unknown calendar 'lunar'; valid calendars: "
        + CalendarIdentifier.allCases.map(\.rawValue).joined(separator: ", "))
    #expect(
      DataSourceError.core(.unknownLocale("xx", reason: "no data")).description
        == "unknown locale 'xx': no data")
  }

  @Test(
    "A month filler's problem is the failed operation with ICU's status or Foundation's problem")
  func fillerProblem() {
    #expect(
      DataSourceError.icu(operation: "ucal_open(hebrew)", status: "got 'gregorian'").fillerProblem
        == "ucal_open(hebrew): got 'gregorian'")
    #expect(
      DataSourceError.foundation(operation: "filling coptic months", problem: "no era")
        .fillerProblem == "filling coptic months: no era")
    let lacks = DataSourceError.foundationLacks(.dangi)
    #expect(lacks.fillerProblem == lacks.description)
  }

  @Test("A core refusal through a data-source API is carried, not replaced")
  func coreRefusalCarried() {
    #expect(throws: DataSourceError.core(.unknownLocale("", reason: "the identifier is empty"))) {
      try GridLocale("")
    }
  }
}
