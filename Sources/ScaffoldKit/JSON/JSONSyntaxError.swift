/// A malformed-JSON finding inside the parser: where (a byte offset) and why.
///
/// ``JSONDocument/parse(bytes:file:maximumDepth:)`` turns it into a located ``Diagnostic``.
struct JSONSyntaxError: Error, Hashable, Sendable {
    /// The UTF-8 byte offset the message points at.
    var offset: Int
    /// One sentence saying what is wrong.
    var message: String

    init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}
