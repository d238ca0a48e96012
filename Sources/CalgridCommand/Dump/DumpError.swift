/// A dump problem that is not a calendar error: an unusable output folder, a failed write.
struct DumpError: Error, Sendable {
  let message: String
  init(_ message: String) { self.message = message }
}
