/// A parsed JSON document that can say where each of its values is written.
///
/// Foundation's `JSONDecoder` reports neither line nor column; this parser keeps the byte
/// offset of every value and member key and turns offsets into ``SourceLocation``s with a
/// line-start table built once while parsing. Columns count Unicode scalars, like
/// ``SourceLocation`` requires.
///
/// ```swift
/// let document = try JSONDocument.parse(#"{"name": "Weather"}"#, file: "Weather.feature.json")
/// let name = document.root["name"]
/// ```
public struct JSONDocument: Sendable {
    /// The deepest nesting of arrays and objects accepted by default.
    public static let defaultMaximumDepth = 512

    /// The file name used in locations.
    public let file: String
    /// The top-level value.
    public let root: JSONNode
    /// The document's UTF-8 bytes (kept to count columns in Unicode scalars).
    public let bytes: [UInt8]
    /// Byte offsets at which lines start; the first is 0.
    let lineStarts: [Int]

    private init(file: String, root: JSONNode, bytes: [UInt8], lineStarts: [Int]) {
        self.file = file
        self.root = root
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// Parses UTF-8 JSON text (RFC 8259, strict: no comments, no trailing commas).
    ///
    /// A leading UTF-8 byte order mark is ignored.
    /// - Parameters:
    ///   - bytes: the document's UTF-8 bytes.
    ///   - file: the file name to put in locations.
    ///   - maximumDepth: the deepest nesting of arrays and objects accepted; deeper input is
    ///     reported, never overflows the stack.
    /// - Returns: the parsed document.
    /// - Throws: a ``Diagnostic`` at the line and column of the first syntax error, saying what
    ///   was found and what was expected.
    public static func parse(
        bytes: [UInt8],
        file: String,
        maximumDepth: Int = defaultMaximumDepth
    ) throws(Diagnostic) -> JSONDocument {
        let (root, lineStarts) = try run(JSONNodeBuilder(), bytes: bytes, file: file, maximumDepth: maximumDepth)
        return JSONDocument(file: file, root: root, bytes: bytes, lineStarts: lineStarts)
    }

    /// Runs the parser with `builder`, turning a syntax error into a located diagnostic.
    static func run<Builder: JSONTreeBuilder>(
        _ builder: Builder,
        bytes: [UInt8],
        file: String,
        maximumDepth: Int
    ) throws(Diagnostic) -> (Builder.Node, lineStarts: [Int]) {
        let result: Result<(Builder.Node, [Int]), JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, maximumDepth: maximumDepth, builder: builder)
            do throws(JSONSyntaxError) {
                let root = try parser.parseDocument()
                return .success((root, parser.lineStarts))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let parsed):
            return parsed
        case .failure(let error):
            throw Diagnostic(at: location(ofOffset: error.offset, in: bytes, file: file), error.message)
        }
    }

    /// Parses JSON text.
    /// - Parameters:
    ///   - text: the document.
    ///   - file: the file name to put in locations.
    ///   - maximumDepth: the deepest nesting of arrays and objects accepted.
    /// - Returns: the parsed document.
    /// - Throws: a located ``Diagnostic`` for the first syntax error.
    public static func parse(
        _ text: String,
        file: String,
        maximumDepth: Int = defaultMaximumDepth
    ) throws(Diagnostic) -> JSONDocument {
        try parse(bytes: Array(text.utf8), file: file, maximumDepth: maximumDepth)
    }

    /// Where a value starts.
    /// - Parameter node: a node of this document.
    /// - Returns: the 1-based line and column (in Unicode scalars) of its first character.
    public func location(of node: JSONNode) -> SourceLocation {
        location(ofOffset: node.offset)
    }

    /// Where a member's key is written.
    /// - Parameter member: a member of an object in this document.
    /// - Returns: the location of the key's opening quote.
    public func location(ofKey member: JSONMember) -> SourceLocation {
        location(ofOffset: member.keyOffset)
    }

    /// The location of a UTF-8 byte offset in this document.
    /// - Parameter offset: a byte offset (clamped to the document).
    /// - Returns: the 1-based line and column, counting columns in Unicode scalars.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = min(max(0, offset), bytes.count)
        // The last line start not after `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        return SourceLocation(
            file: file, line: low + 1, column: Self.scalarColumn(bytes, from: lineStart, to: offset))
    }

    /// Computes a location by scanning from the start (used once, for a syntax error).
    static func location(ofOffset offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let offset = min(max(0, offset), bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return SourceLocation(file: file, line: line, column: scalarColumn(bytes, from: lineStart, to: offset))
    }

    /// 1 + the number of Unicode scalars between two offsets (UTF-8 continuation bytes skipped).
    private static func scalarColumn(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var column = 1
        for position in start..<end where bytes[position] & 0xC0 != 0x80 { column += 1 }
        return column
    }
}
