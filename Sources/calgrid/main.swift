import CalgridCommand
import Foundation

/// Writes to a file handle as a text stream.
struct FileStream: TextOutputStream {
  let handle: FileHandle
  mutating func write(_ string: String) { handle.write(Data(string.utf8)) }
}

var output = FileStream(handle: .standardOutput)
var errors = FileStream(handle: .standardError)
// The one place that reads the clock and the local zone: the library never does.
var environment = Calgrid.Environment(
  now: Date(), timeZone: .current, isTerminal: isatty(STDOUT_FILENO) == 1)
environment.errorsAreTerminal = isatty(STDERR_FILENO) == 1
environment.cleansUpOnInterrupt = true
// Raw bytes, not `CommandLine.arguments`, which would silently repair invalid UTF-8.
let rawArguments = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}
exit(
  Calgrid.run(
    rawArguments: rawArguments, environment: environment, output: &output, errors: &errors))
