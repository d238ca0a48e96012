/// Where index.html goes piece by piece: a file in the staging folder, or a comparison with
/// the checked folder's file. Its pieces come in order, one at a time (``SectionSequencer``
/// holds its lock around each), so no piece waits in memory.
protocol DumpPageSink: AnyObject {
  func append(_ text: String) throws
  /// Ends the file: closes it, or notes a difference.
  func finish() throws
}
