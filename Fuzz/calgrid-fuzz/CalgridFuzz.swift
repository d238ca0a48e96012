import CalgridFuzzTargets
import Foundation

/// The fuzzing executable over the targets of `CalgridFuzzTargets` (`command-line`, `locale`,
/// `grid`), chosen by `CALGRID_FUZZ_TARGET` (default `command-line`); an environment variable,
/// because libFuzzer hands its own arguments to the workers it starts and they inherit it.
///
/// Built with `-D CALGRID_FUZZ -sanitize=fuzzer,address` (see `Scripts/fuzz.sh`), libFuzzer
/// drives the target through `LLVMFuzzerRunDriver`, and a finding the target returns traps. In a
/// normal build this is a replayer: `calgrid-fuzz [--target NAME] PATH...` runs each file (or
/// each file of a folder) once and exits 1 when one gives a finding.
enum CalgridFuzz {
  static func target(_ name: String?) -> FuzzTarget? {
    FuzzTarget(rawValue: name ?? "command-line")
  }

  static func fail(_ message: String) -> Never {
    let text = Array("calgrid-fuzz: \(message)\n".utf8)
    _ = text.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    exit(2)
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

  /// The target, read once: the callback is a C function and captures nothing.
  let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["CALGRID_FUZZ_TARGET"]
    guard let target = CalgridFuzz.target(name) else {
      CalgridFuzz.fail("unknown CALGRID_FUZZ_TARGET '\(name ?? "")'")
    }
    return target
  }()

  /// libFuzzer's entry point for one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let finding = selectedTarget.run(bytes) {
      fatalError("\(selectedTarget.rawValue) finding: \(finding)")
    }
    return 0
  }

  @main
  enum FuzzEntry {
    static func main() {
      _ = selectedTarget
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzerTestOneInput(data, size) })
    }
  }
#else
  /// Replays inputs from files (a corpus, regressions, or a finding to reproduce).
  @main
  enum ReplayCorpus {
    static func main() throws {
      var arguments = Array(CommandLine.arguments.dropFirst())
      var name = ProcessInfo.processInfo.environment["CALGRID_FUZZ_TARGET"]
      if arguments.first == "--target", arguments.count >= 2 {
        name = arguments[1]
        arguments.removeFirst(2)
      }
      guard let target = CalgridFuzz.target(name) else {
        CalgridFuzz.fail(
          "unknown target '\(name ?? "")' (\(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")))"
        )
      }
      var count = 0
      var findings = 0
      for path in arguments {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          CalgridFuzz.fail("no such file: \(path)")
        }
        let files =
          isDirectory.boolValue
          ? try FileManager.default.contentsOfDirectory(atPath: path).sorted().map {
            path + "/" + $0
          } : [path]
        for file in files {
          if let finding = target.run(Array(try Data(contentsOf: URL(fileURLWithPath: file)))) {
            print("calgrid-fuzz: \(file): \(finding)")
            findings += 1
          }
          count += 1
        }
      }
      print("calgrid-fuzz: \(target.rawValue): replayed \(count) inputs, \(findings) findings")
      if findings > 0 { exit(1) }
    }
  }
#endif
