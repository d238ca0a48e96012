import Foundation

/// The machine, build and toolchain a run was made on.
struct RunEnvironment: Codable {
  var cores: Int
  var cpuModel: String
  var operatingSystem: String
  var buildConfiguration: String
  /// The compiler that built the benchmark, from `#if compiler` checks at build time.
  var compiledWith: String
  /// `swift --version` at run time, when `swift` is on the PATH.
  var swiftVersion: String?
  var date: String

  static func current() -> RunEnvironment {
    var model = "unknown"
    if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    {
      model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return RunEnvironment(
      cores: ProcessInfo.processInfo.activeProcessorCount, cpuModel: model,
      operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
      buildConfiguration: buildConfiguration, compiledWith: compilerVersion,
      swiftVersion: runtimeSwiftVersion(),
      date: ISO8601DateFormatter().string(from: Date()))
  }

  static var buildConfiguration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  static var compilerVersion: String {
    #if compiler(>=6.4)
      "Swift compiler >= 6.4"
    #elseif compiler(>=6.3.1)
      "Swift compiler 6.3.x (>= 6.3.1)"
    #elseif compiler(>=6.3)
      "Swift compiler 6.3.0"
    #elseif compiler(>=6.2)
      "Swift compiler 6.2.x"
    #else
      "Swift compiler < 6.2"
    #endif
  }

  /// The first line of `swift --version`, or nil when it cannot be run.
  static func runtimeSwiftVersion() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "--version"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
  }
}
