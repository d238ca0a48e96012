import CalendarGrid
import Foundation

extension Dump {
  /// The encoder index.json is laid out as.
  static var jsonEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The title of index.html.
  static func indexTitle(plan: Plan) -> String {
    "calgrid dump \(plan.span.lowerBound.iso8601)...\(plan.span.upperBound.iso8601)"
  }

  /// index.json, listing every file written. (index.html is streamed while the jobs render:
  /// see ``SectionSequencer``.)
  static func indexFiles(plan: Plan, rendered: [Rendered]) -> [File] {
    let index = DumpIndex(
      naming: "<locale>.<calendar>.<ext>", from: plan.span.lowerBound.iso8601,
      to: plan.span.upperBound.iso8601, today: plan.today.iso8601,
      formats: plan.options.formats.map(\.rawValue),
      files: rendered.flatMap(\.entries).sorted { $0.file < $1.file },
      skipped: plan.skipped.sorted { $0.locale < $1.locale })
    return [File(name: "index.json", bytes: index.jsonBytes())]
  }
}
