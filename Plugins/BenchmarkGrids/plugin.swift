import Foundation
import PackagePlugin

/// `swift package benchmark-grids [--quick] [--json FILE] [...]`: builds `calgrid-bench` in
/// release and runs it, passing every argument on.
@main
struct BenchmarkGrids: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let result = try packageManager.build(
      .product("calgrid-bench"),
      parameters: .init(configuration: .release, logging: .concise))
    guard result.succeeded else {
      Diagnostics.error("building calgrid-bench in release failed:\n\(result.logText)")
      return
    }
    guard
      let tool = result.builtArtifacts.first(where: {
        $0.kind == .executable && $0.url.lastPathComponent == "calgrid-bench"
      })
    else {
      Diagnostics.error("the release build produced no calgrid-bench executable")
      return
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    switch (process.terminationReason, process.terminationStatus) {
    case (.exit, 0):
      break
    case (.exit, 1):
      Diagnostics.error("calgrid-bench: a baseline's cells differ from the engine's (see above)")
    case (.exit, let status):
      Diagnostics.error("calgrid-bench exited with status \(status)")
    case (_, let signal):
      Diagnostics.error("calgrid-bench crashed (signal \(signal))")
    }
  }
}
