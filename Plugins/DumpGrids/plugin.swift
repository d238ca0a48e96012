import Foundation
import PackagePlugin

/// `swift package dump-grids [calgrid dump options]`: runs `calgrid dump` from this package.
///
/// Relative `--out` and `--check` folders are taken relative to the package; without either, the
/// grids go to `grid-dumps/` in the package. Writing there needs the package-directory write
/// permission, which SwiftPM asks for (or `--allow-writing-to-package-directory` grants).
@main
struct DumpGrids: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let calgrid = try context.tool(named: "calgrid")
    let package = context.package.directoryURL
    var passed: [String] = []
    var hasTarget = false
    var index = 0
    func absolute(_ path: String) -> String {
      path.hasPrefix("/") ? path : package.appendingPathComponent(path).path
    }
    while index < arguments.count {
      let argument = arguments[index]
      if ["--out", "-o", "--check"].contains(argument), index + 1 < arguments.count {
        passed += [argument, absolute(arguments[index + 1])]
        hasTarget = true
        index += 2
        continue
      }
      if let equals = argument.firstIndex(of: "="),
        ["--out", "--check"].contains(String(argument[..<equals]))
      {
        let value = String(argument[argument.index(after: equals)...])
        passed.append(String(argument[..<equals]) + "=" + absolute(value))
        hasTarget = true
      } else {
        passed.append(argument)
      }
      index += 1
    }
    let wantsHelp = passed.contains("--help") || passed.contains("-h")
    if !hasTarget && !wantsHelp {
      passed += ["--out", package.appendingPathComponent("grid-dumps").path]
    }
    let process = Process()
    process.executableURL = calgrid.url
    process.arguments = ["dump"] + passed
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: break
    case 1: Diagnostics.error("calgrid dump --check: some files differ (listed above)")
    default:
      Diagnostics.error("calgrid dump failed with exit status \(process.terminationStatus)")
    }
  }
}
