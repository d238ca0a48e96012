import CalgridCommand
import Foundation

// Before anything is opened: a closed standard output must not be reused by a dump file.
DescriptorOutput.reserveStandardDescriptors()
// POSIX: an empty locale variable counts as unset (ICU would read LANG="" as the empty locale).
for name in ["LC_ALL", "LC_MESSAGES", "LANG"] where getenv(name).map({ $0.pointee == 0 }) ?? false {
  unsetenv(name)
}
var output = DescriptorOutput(descriptor: STDOUT_FILENO)
var errors = DescriptorOutput(descriptor: STDERR_FILENO)
// The one place that reads the clock and the local zone: the library never does.
var environment = Calgrid.Environment(
  now: Date(), timeZone: .current, isTerminal: isatty(STDOUT_FILENO) == 1)
environment.errorsAreTerminal = isatty(STDERR_FILENO) == 1
environment.readLocalToday()
environment.readMemoryLimit()
environment.cleansUpOnInterrupt = true
for name in ["LC_ALL", "LC_MESSAGES", "LANG"] where environment.localeVariable == nil {
  environment.localeVariable = getenv(name).map { String(cString: $0) }
}
// Raw bytes, not `CommandLine.arguments`, which would silently repair invalid UTF-8.
let rawArguments = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}
var status = Calgrid.run(
  rawArguments: rawArguments, environment: environment, output: &output, errors: &errors)
// `calgrid dump` has said so itself when its new dump is in place: that status stays.
if let failure = output.failure, status != Calgrid.summaryNotWritten {
  errors.write("calgrid: error: cannot write output: \(DescriptorOutput.reason(failure))\n")
  status = 2
}
exit(status)
