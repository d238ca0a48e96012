import CalendarGrid
import CalgridCommand
import Foundation

/// The fuzz target: `calgrid`'s argument and date parsing and the locale and calendar
/// identifier handling, fed with arbitrary bytes.
///
/// The input is split at newlines into process arguments (raw bytes, so invalid UTF-8 reaches
/// the argument decoder) and run through `Calgrid.run` with a fixed clock and zone and discarded
/// output. The whole input, and each argument, is also given to `Day(iso8601:)`,
/// `GridLocale(_:)` and `CalendarIdentifier(parsing:)`. A crash, trap or sanitizer report is a
/// finding; typed errors are the expected outcome for bad input.
///
/// Built with `-D CALGRID_FUZZ -sanitize=fuzzer,address` (see `Scripts/fuzz.sh`), libFuzzer
/// drives ``fuzzOne(_:)`` through `LLVMFuzzerRunDriver`; in a normal build this is a replayer: `calgrid-fuzz FILE...` runs each file
/// once (the seed corpus in `Fuzz/corpus`, or a crash file to reproduce).
enum CalgridFuzz {
  struct Discard: TextOutputStream {
    mutating func write(_ string: String) {}
  }

  static let environment = Calgrid.Environment(
    now: Date(timeIntervalSince1970: 1_709_650_800), timeZone: TimeZone(identifier: "GMT")!,
    isTerminal: false)

  /// Runs one input.
  static func fuzzOne(_ bytes: [UInt8]) {
    let arguments = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    var output = Discard()
    var errors = Discard()
    _ = Calgrid.run(
      rawArguments: arguments, environment: environment, output: &output, errors: &errors)
    for text in [String(decoding: bytes, as: UTF8.self)]
      + arguments.prefix(8).map({ String(decoding: $0, as: UTF8.self) })
    {
      if let day = try? Day(iso8601: text) {
        // What parses must print back to the same day.
        precondition(try! Day(iso8601: day.iso8601) == day, "ISO 8601 round trip: \(text)")
      }
      if let locale = try? GridLocale(text) {
        // A canonical identifier reads back as the same locale.
        precondition(
          (try? GridLocale(locale.identifier))?.identifier == locale.identifier,
          "locale round trip: \(text) -> \(locale.identifier)")
        _ = locale.defaultCalendar
      }
      if let identifier = try? CalendarIdentifier(parsing: text) {
        precondition(try! CalendarIdentifier(parsing: identifier.rawValue) == identifier)
      }
    }
  }
}

#if CALGRID_FUZZ
  /// libFuzzer's driver (libclang_rt.fuzzer): SwiftPM links an executable's `main` to the
  /// module's own entry point, so the entry point runs the driver instead of libFuzzer's `main`.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// libFuzzer's entry point for one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    CalgridFuzz.fuzzOne(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  @main
  enum FuzzEntry {
    static func main() {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(
        runFuzzerDriver(&argc, &argv) { data, size in fuzzerTestOneInput(data, size) })
    }
  }
#else
  /// Replays inputs from files (a corpus, or a crash to reproduce) without libFuzzer.
  @main
  enum ReplayCorpus {
    static func main() throws {
      var count = 0
      for path in CommandLine.arguments.dropFirst() {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          FileHandle.standardError.write(Data("calgrid-fuzz: no such file: \(path)\n".utf8))
          exit(2)
        }
        let files =
          isDirectory.boolValue
          ? try FileManager.default.contentsOfDirectory(atPath: path).sorted().map {
            path + "/" + $0
          } : [path]
        for file in files {
          CalgridFuzz.fuzzOne(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
          count += 1
        }
      }
      print("calgrid-fuzz: replayed \(count) inputs")
    }
  }
#endif
