/// One `path:line:column: error|warning: message` line from the Swift compiler or a test run.
public struct CompilerMessage: Hashable, Sendable {
    /// `error`, `warning` or `note`.
    public var severity: String
    /// The file's path as printed.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// The message text.
    public var message: String

    /// Creates a message.
    public init(severity: String, path: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// Parses compiler output, keeping errors and warnings (deduplicated, in order of appearance).
    public static func parse(_ output: String) -> [CompilerMessage] {
        var seen = Set<CompilerMessage>()
        var result: [CompilerMessage] = []
        for line in output.split(separator: "\n") {
            guard let message = parse(line: line), message.severity != "note", seen.insert(message).inserted else { continue }
            result.append(message)
        }
        return result
    }

    /// Parses one line, or returns `nil` when it is not a located diagnostic.
    public static func parse(line: Substring) -> CompilerMessage? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            guard path.hasSuffix(".swift") else { continue }
            return CompilerMessage(
                severity: severity, path: path, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
